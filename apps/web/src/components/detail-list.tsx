import { Trans } from '@lingui/react/macro';
import { Box, SimpleGrid, Text, Typography } from '@mantine/core';
import type { ReactNode } from 'react';
import { ENGLISH } from './english.tsx';

/**
 * A label and its value in a details grid; `empty` stands in for a missing value. `english`: the
 * value is what someone typed or a master list's name (components/english.tsx).
 */
export function DetailItem({
  label,
  empty = '-',
  english,
  children,
}: {
  label: string;
  empty?: string;
  english?: boolean;
  children: ReactNode;
}) {
  const missing = children === '' || children === null || children === undefined;
  return (
    <Box>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} lh={1.4}>
        {label}
      </Text>
      {/* The stand-in for a missing value is the reader's word, not the data's. */}
      <Box fz="sm" style={{ overflowWrap: 'anywhere' }} lang={english && !missing ? 'en' : undefined}>
        {missing ? (
          <Text span c="dimmed" size="sm">
            {empty}
          </Text>
        ) : (
          children
        )}
      </Box>
    </Box>
  );
}

export function DetailGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="md">
      {children}
    </SimpleGrid>
  );
}

/** Sanitized HTML from the server (job and company descriptions): what someone wrote, in English. */
export function HtmlBlock({ html }: { html: string }) {
  if (!html) {
    return (
      <Text c="dimmed" size="sm">
        <Trans>Not added</Trans>
      </Text>
    );
  }
  return (
    <Typography {...ENGLISH}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes stored HTML */}
      <div dangerouslySetInnerHTML={{ __html: html }} style={{ overflowWrap: 'anywhere' }} />
    </Typography>
  );
}
