import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@pp/contract/format';
import { NOTIFICATION_PAGE_SIZE, type NotificationItem } from '@pp/contract/notifications';
import { Link } from 'react-router';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from '../../../api/notifications.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { IconArrowRight } from '../../../components/icons.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { ListPager } from '../../../components/pager.tsx';
import { usePageParam } from '../../../hooks/use-page-param.ts';
import type { NotificationArea } from '../components/notification-bell.tsx';
import { useNotificationWords } from '../components/notification-text.ts';

/**
 * /member/notifications, /student/notifications, /corporate/notifications (ours): what happened to
 * the user's applications, messages, saved searches and postings, newest first, a page at a time.
 */
export default function NotificationsPage({ area }: { area: NotificationArea }) {
  const { t } = useLingui();
  const [page, setPage] = usePageParam();
  const query = useNotifications(page);
  const markAll = useMarkAllNotificationsRead();
  const unread = query.data?.unread ?? 0;
  // The admin dashboard keeps the spec's spelling.
  const home = area === 'admin' ? '/admin/dashbaord' : `/${area}/dashboard`;

  return (
    <PageFrame
      title={t`Notifications`}
      description={t`What happened to your applications, messages and alerts. The newest come first.`}
      breadcrumbs={[{ label: t`Home`, to: home }, { label: t`Notifications` }]}
      size="md"
      actions={
        <Button
          variant="light"
          onClick={() => markAll.mutate(undefined)}
          loading={markAll.isPending}
          disabled={unread === 0}
        >
          <Trans>Mark all as read</Trans>
        </Button>
      }
    >
      <Text size="sm" role="status">
        {query.data ? (
          unread > 0 ? (
            <Trans>Unread: {unread}</Trans>
          ) : (
            <Trans>You have read everything.</Trans>
          )
        ) : null}
      </Text>
      {query.isPending ? (
        <LoadingState label={t`Loading your notifications...`} />
      ) : query.isError ? (
        <ErrorState title={t`Could not load your notifications`} query={query} />
      ) : query.data.list.length === 0 ? (
        page > 1 ? (
          <EmptyState message={t`There are no more notifications.`} />
        ) : (
          <EmptyState
            message={t`No notifications yet`}
            description={
              area === 'corporate' || area === 'admin'
                ? t`Reminders about your postings that are about to expire and candidates' answers to your interview invitations will appear here.`
                : t`Changes to your applications, messages from employers and the institute, and new matches for your saved searches will appear here.`
            }
          />
        )
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {query.data.list.map((item) => (
            <NotificationCard key={item.code} item={item} />
          ))}
        </Stack>
      )}
      {query.data && (
        <ListPager data={query.data} page={page} pageSize={NOTIFICATION_PAGE_SIZE} onChange={setPage} />
      )}
    </PageFrame>
  );
}

function NotificationCard({ item }: { item: NotificationItem }) {
  const { t } = useLingui();
  const words = useNotificationWords()(item);
  const markRead = useMarkNotificationRead();
  const when = formatDateTime(item.createdOn);
  const title = words.title;
  const markOnFollow = () => {
    if (!item.read) markRead.mutate(item.code);
  };
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      data-unread={item.read ? undefined : 'true'}
      style={item.read ? undefined : { borderInlineStart: '4px solid var(--pp-brand)' }}
    >
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          {!item.read && (
            <Badge color="blue" variant="filled" size="sm">
              <Trans>Unread</Trans>
            </Badge>
          )}
          <Text size="xs" c="dimmed" component="span">
            {when}
          </Text>
        </Group>
        <Text fw={item.read ? 400 : 700}>{title}</Text>
        {item.kind === 'message' && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {item.params.message}
          </Text>
        )}
        <Group gap="sm" wrap="wrap">
          {item.link && (
            <Button
              component={Link}
              to={item.link}
              onClick={markOnFollow}
              size="xs"
              variant="light"
              rightSection={<IconArrowRight size={14} />}
            >
              {words.linkLabel}
            </Button>
          )}
          {!item.read && (
            <Button
              size="xs"
              variant="default"
              onClick={() => markRead.mutate(item.code)}
              loading={markRead.isPending}
              aria-label={t`Mark as read: ${title}`}
            >
              <Trans>Mark as read</Trans>
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
