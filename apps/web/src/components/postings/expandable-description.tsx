import { Trans } from '@lingui/react/macro';
import { Anchor, Box, Text, Typography } from '@mantine/core';
import { truncate } from '@pp/contract/format';
import { useId, useMemo, useState } from 'react';
import { plainText } from '../../lib/plain-text.ts';
import { ENGLISH } from '../english.tsx';

/** Characters of a description shown on a tile before 'Read more' (spec 3 section 9). */
export const TILE_DESCRIPTION_CHARS = 100;

/**
 * A tile's description: cut at 100 characters with a toggle to the full text (the server
 * sanitizes the stored HTML) and back.
 */
export function ExpandableDescription({
  html,
  max = TILE_DESCRIPTION_CHARS,
}: {
  html: string;
  max?: number;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const text = useMemo(() => plainText(html), [html]);
  const cut = truncate(text, max);
  if (!text) return null;
  return (
    <Box>
      {open ? (
        <Typography id={id} fz="sm" {...ENGLISH}>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes stored HTML */}
          <div dangerouslySetInnerHTML={{ __html: html }} />
        </Typography>
      ) : (
        <Text id={id} size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} {...ENGLISH}>
          {cut.text}
        </Text>
      )}
      {cut.truncated && (
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
          aria-controls={id}
        >
          {open ? <Trans>Show less</Trans> : <Trans>Read more</Trans>}
        </Anchor>
      )}
    </Box>
  );
}
