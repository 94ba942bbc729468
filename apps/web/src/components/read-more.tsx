import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Modal, Text, Typography } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { truncate } from '@pp/contract/format';
import { useMemo } from 'react';
import { plainText } from '../lib/plain-text.ts';
import { ENGLISH } from './english.tsx';

export interface ReadMoreProps {
  text: string | null | undefined;
  /** Characters shown before the cut. */
  max: number;
  /** Title of the modal with the full text, e.g. 'Job description'. @default 'Read more' */
  title?: string;
  /** The full text is sanitized HTML (from the server): shown as markup in the modal. */
  html?: boolean;
  /**
   * What the text belongs to (the row's job title, company or person), so that each of a table's
   * many 'Read More' buttons says what it opens (WCAG 2.4.6, 2.4.9): 'Read More: Skills, Senior
   * Company Secretary'. The name begins with the words shown (WCAG 2.5.3).
   */
  of?: string;
}

/**
 * Text cut at `max` characters, with a 'Read More' link that opens the full text in a modal. The
 * text is what someone wrote (a description, skills, an address): marked English
 * (components/english.tsx), while the link and the modal's title stay in the reader's language.
 */
export function ReadMore({ text, max, title, html, of }: ReadMoreProps) {
  const { t } = useLingui();
  const [opened, { open, close }] = useDisclosure(false);
  const full = text ?? '';
  const visible = useMemo(() => (html ? plainText(full) : full), [html, full]);
  const cut = truncate(visible, max);
  const name = title ? (of ? t`Read More: ${title}, ${of}` : t`Read More: ${title}`) : undefined;
  return (
    <>
      <Text span fz="inherit" style={{ overflowWrap: 'anywhere' }} {...ENGLISH}>
        {cut.text}
      </Text>
      {cut.truncated && (
        <>
          {' '}
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={open}
            aria-haspopup="dialog"
            aria-label={name}
          >
            <Trans>Read More</Trans>
          </Anchor>
          <Modal opened={opened} onClose={close} title={title ?? t`Read more`} size="lg" centered>
            {html ? (
              <Typography {...ENGLISH}>
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes stored HTML */}
                <div dangerouslySetInnerHTML={{ __html: full }} />
              </Typography>
            ) : (
              <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} {...ENGLISH}>
                {full}
              </Text>
            )}
          </Modal>
        </>
      )}
    </>
  );
}
