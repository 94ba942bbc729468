import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ENGLISH, English } from '../english.tsx';
import { FactRow } from './fact.tsx';

export interface PostingTileProps {
  /** The posting's title: the heading and the article's name. */
  title: string;
  /** Link of the title, when the viewer has a detail page. */
  detailTo?: string;
  /** The running number in the list. */
  index?: number;
  company?: string;
  /** Badges right of the title (work from home, job type, government type). */
  badges?: ReactNode;
  /** The Fact items. */
  facts: ReactNode;
  /** Under the facts: skills, industry, the description toggle. */
  children?: ReactNode;
  /** Bottom left: 'Posted on …' or the last date. */
  footnote: ReactNode;
  /** Bottom right: the apply area or links. */
  action?: ReactNode;
  /** Fills its grid cell (the recommended jobs). */
  fullHeight?: boolean;
}

/** One job or training in a list (employers' and government postings): the tile all of them share. */
export function PostingTile({
  title,
  detailTo,
  index,
  company,
  badges,
  facts,
  children,
  footnote,
  action,
  fullHeight,
}: PostingTileProps) {
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      aria-label={title}
      h={fullHeight ? '100%' : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div style={{ minWidth: 0, flex: '1 1 14rem' }}>
            <Title order={3} fz="lg" style={{ overflowWrap: 'anywhere' }}>
              {index !== undefined && (
                <Text span c="dimmed" fz="md" fw={500} mr={6}>
                  {index}.
                </Text>
              )}
              {detailTo ? (
                <Anchor component={Link} to={detailTo} inherit {...ENGLISH}>
                  {title}
                </Anchor>
              ) : (
                <English>{title}</English>
              )}
            </Title>
            {company && (
              <Text size="sm" fw={500} c="dimmed" style={{ overflowWrap: 'anywhere' }} {...ENGLISH}>
                {company}
              </Text>
            )}
          </div>
          {badges && (
            <Group gap={6} style={{ flexShrink: 0 }}>
              {badges}
            </Group>
          )}
        </Group>
        <FactRow>{facts}</FactRow>
        {children}
        <Group justify="space-between" align="center" gap="sm">
          <Text size="xs" c="dimmed">
            {footnote}
          </Text>
          {action}
        </Group>
      </Stack>
    </Paper>
  );
}

/** 'Skills: …' or 'Industry: …' under the facts. */
export function LabelledList({ label, items }: { label: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <Text size="sm">
      <Text span fw={600}>
        {label}:
      </Text>{' '}
      <English>{items.join(', ')}</English>
    </Text>
  );
}
