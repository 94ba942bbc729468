import { Trans } from '@lingui/react/macro';
import { Anchor, Box, Text, Typography } from '@mantine/core';
import { truncate } from '@pp/contract/format';
import { useId, useMemo, useState } from 'react';

/** Characters of a description shown on a tile before 'Read more' (spec 3 section 9). */
export const TILE_DESCRIPTION_CHARS = 100;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
let decoder: HTMLTextAreaElement | null = null;

/** One character reference (`&amp;`, `&#8377;`, `&rsquo;`) as its character. */
function decodeEntity(entity: string, name: string): string {
  if (name[0] === '#') {
    const code =
      name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  const known = ENTITIES[name.toLowerCase()];
  if (known !== undefined) return known;
  // A rarer named reference: the browser's own table.
  decoder ??= document.createElement('textarea');
  decoder.innerHTML = entity;
  return decoder.value;
}

/**
 * The visible text of sanitized HTML (the server's sanitizer leaves only well-formed formatting
 * tags); block ends become spaces so words do not run together. A list of tiles parses no
 * documents: a DOMParser per tile cost a phone ~5 ms each.
 */
export function plainText(html: string): string {
  return html
    .replace(/<\/(p|li|h[1-6]|div|blockquote)>|<br\s*\/?>/gi, ' ')
    .replace(/<(?:[^>"']|"[^"]*"|'[^']*')*>/g, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}

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
        <Typography id={id} fz="sm">
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes stored HTML */}
          <div dangerouslySetInnerHTML={{ __html: html }} />
        </Typography>
      ) : (
        <Text id={id} size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
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
