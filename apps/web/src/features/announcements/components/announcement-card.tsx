import { Trans } from '@lingui/react/macro';
import { Anchor, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Announcement } from '@pp/contract/announcements';
import { formatDate } from '@pp/contract/format';
import type { ReactNode } from 'react';
import { writtenIn } from '../../../components/english.tsx';
import { IconCalendar, IconExternalLink } from '../../../components/icons.tsx';
import { AnnouncementBody } from './announcement-body.tsx';

/** One announcement: title, date (India time), body and its link. */
export function AnnouncementCard({ item, actions }: { item: Announcement; actions?: ReactNode }) {
  const headingId = `announcement-${item.code}`;
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      aria-labelledby={headingId}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title
            order={2}
            fz="h4"
            id={headingId}
            style={{ flex: '1 1 14rem', overflowWrap: 'anywhere' }}
            lang={writtenIn(item.title)}
          >
            {item.title}
          </Title>
          {actions && <Group gap="xs">{actions}</Group>}
        </Group>
        <Group gap={6} c="dimmed">
          <IconCalendar size={16} />
          <Text size="sm" component="time" dateTime={new Date(item.publishedOn * 1000).toISOString()}>
            {formatDate(item.publishedOn)}
          </Text>
        </Group>
        <AnnouncementBody html={item.body} />
        {item.link && (
          <Anchor href={item.link} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
            <Group gap={4} component="span" wrap="nowrap">
              <Trans>More details</Trans>
              <IconExternalLink size={14} />
              <VisuallyHidden>
                <Trans>(opens in a new tab)</Trans>
              </VisuallyHidden>
            </Group>
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
