import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge } from '@mantine/core';
import { Link } from 'react-router';
import { useUnreadNotifications } from '../../../api/notifications.ts';
import { icon } from '../../../components/icons.tsx';
import classes from './notification-bell.module.css';

const IconBell = icon(
  <>
    <path d="M10 5a2 2 0 1 1 4 0a7 7 0 0 1 4 6v3a4 4 0 0 0 2 3H4a4 4 0 0 0 2-3v-3a7 7 0 0 1 4-6" />
    <path d="M9 17v1a3 3 0 0 0 6 0v-1" />
  </>,
);

export type NotificationArea = 'admin' | 'member' | 'student' | 'corporate';

/**
 * The header's bell (loaded after the first screen): links to the user's notifications page; its
 * name and badge give the unread count, asked again every minute and when the window is focused.
 */
export default function NotificationBell({ area }: { area: NotificationArea }) {
  const { t } = useLingui();
  const unread = useUnreadNotifications().data?.unread ?? 0;
  const shown = unread > 99 ? '99+' : String(unread);
  return (
    <ActionIcon
      component={Link}
      to={`/${area}/notifications`}
      variant="subtle"
      size={36}
      className={classes.bell}
      aria-label={unread > 0 ? t`Notifications, ${shown} unread` : t`Notifications`}
    >
      <IconBell size={22} />
      {unread > 0 && (
        <Badge
          component="span"
          color="red"
          variant="filled"
          size="sm"
          circle={unread < 10}
          className={classes.badge}
          aria-hidden="true"
          data-testid="notification-badge"
        >
          {shown}
        </Badge>
      )}
    </ActionIcon>
  );
}
