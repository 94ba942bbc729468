import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Box, Button, Group, Text } from '@mantine/core';
import type { Me } from '@pp/contract/auth';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { IconLogout, IconUser } from '../../components/icons.tsx';
import { loadArea } from '../../i18n/i18n.ts';
import { ROLE_LABEL_MSG } from '../../lib/brand.ts';
import { withRestStyles } from '../../lib/lazy-styles.ts';
import { NAV_OF } from '../role-nav.ts';
import classes from './app-frame.module.css';
import { AppFrame } from './app-frame.tsx';

// The notifications bell (its query, the contract's schemas and its words) loads after the first
// screen: the first-load budget. Its place is kept meanwhile, so nothing moves when it arrives.
const NotificationBell = lazy(
  withRestStyles(() =>
    Promise.all([
      import('../../features/notifications/components/notification-bell.tsx'),
      loadArea('notifications'),
    ]).then(([bell]) => bell),
  ),
);

// A privacy notice changed since the person's consent: asked again after sign-in (loaded after the
// first screen, like the bell; admins give no consents).
const ConsentRenewal = lazy(
  withRestStyles(() =>
    Promise.all([import('../../features/privacy/components/consent-renewal.tsx'), loadArea('privacy')]).then(
      ([renewal]) => renewal,
    ),
  ),
);

/** The signed-in layout of one user kind: its top navigation, the user's name and Logout. */
export function RoleLayout({ user, children }: { user: Me; children: ReactNode }) {
  const { t, i18n } = useLingui();
  const kind = i18n._(ROLE_LABEL_MSG[user.role]);
  const headerEnd = (
    <>
      <Suspense fallback={<Box w={36} h={36} />}>
        <NotificationBell area={user.role} />
      </Suspense>
      {/* A page frame (frames/render-frames.tsx) is the same for every user: no name in it. */}
      {user.name && (
        <Box className={classes.userName} visibleFrom="sm">
          <Text size="sm" fw={600} truncate="end" title={user.name}>
            {user.name}
          </Text>
          <Text size="xs" opacity={0.85}>
            {kind}
          </Text>
        </Box>
      )}
      <Button
        component={Link}
        to="/logout"
        size="xs"
        variant="outline"
        className={classes.headerButton}
        leftSection={<IconLogout size={16} />}
      >
        <Trans>Logout</Trans>
      </Button>
    </>
  );
  const drawerTop = (
    <Group gap="sm" wrap="nowrap" className={classes.drawerUser}>
      <IconUser size={22} />
      <Box style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed">
          <Trans>Signed in as</Trans>
        </Text>
        <Text fw={600} truncate="end">
          {user.name}
        </Text>
        <Text size="xs" c="dimmed">
          {kind}
        </Text>
      </Box>
    </Group>
  );
  return (
    <AppFrame
      navLabel={t`${kind} navigation`}
      nav={NAV_OF[user.role]}
      headerEnd={headerEnd}
      drawerTop={drawerTop}
    >
      {user.impersonatedBy && (
        <Box bg="yellow.1" py={6} px="md" role="note">
          <Group gap="xs" justify="center">
            <Badge color="yellow" variant="filled" size="sm">
              <Trans>Login as</Trans>
            </Badge>
            <Text size="sm">
              <Trans>An administrator is signed in as this user.</Trans>
            </Text>
          </Group>
        </Box>
      )}
      {children}
      {user.role !== 'admin' && !user.impersonatedBy ? (
        <Suspense fallback={null}>
          <ConsentRenewal />
        </Suspense>
      ) : null}
    </AppFrame>
  );
}
