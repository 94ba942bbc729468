import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IconLogout, IconUser } from '../../components/icons.tsx';
import { HOME_OF, storedUserDetail, useSession } from '../../lib/session.ts';
import { LOGIN_TAB, PUBLIC_TABS } from '../nav.ts';
import classes from './app-frame.module.css';
import { AppFrame } from './app-frame.tsx';

/**
 * Public pages: the public header with its tab links. A visitor sees 'Login'; someone signed in
 * sees a link to their dashboard and 'Logout'.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  // Only someone who signed in on this browser before asks the server who they are; anonymous
  // visitors (most of the traffic on placement days) cost no session call.
  const knownBefore = storedUserDetail() !== null;
  return knownBefore ? (
    <SessionAwarePublicLayout>{children}</SessionAwarePublicLayout>
  ) : (
    <Frame>{children}</Frame>
  );
}

function SessionAwarePublicLayout({ children }: { children: ReactNode }) {
  const { user } = useSession();
  return <Frame signedInHome={user ? HOME_OF[user.role] : undefined}>{children}</Frame>;
}

function Frame({ signedInHome, children }: { signedInHome?: string; children: ReactNode }) {
  const { t } = useLingui();
  const nav = signedInHome ? PUBLIC_TABS : [...PUBLIC_TABS, LOGIN_TAB];
  const headerEnd = signedInHome ? (
    <>
      <Button
        component={Link}
        to={signedInHome}
        size="xs"
        variant="white"
        color="dark"
        leftSection={<IconUser size={16} />}
        visibleFrom="xs"
      >
        <Trans>My dashboard</Trans>
      </Button>
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
  ) : (
    // On desktop the Login tab is in the navigation bar; phones get it beside the burger too.
    <Button component={Link} to={LOGIN_TAB.to} size="xs" variant="white" color="dark" hiddenFrom="md">
      <Trans>Login</Trans>
    </Button>
  );
  const drawerBottom = signedInHome ? (
    <Stack gap="xs">
      <Button component={Link} to={signedInHome} variant="light" fullWidth>
        <Trans>My dashboard</Trans>
      </Button>
    </Stack>
  ) : (
    <Text size="xs" c="dimmed" ta="center">
      <Trans>Members, students and employers sign in from Login.</Trans>
    </Text>
  );
  return (
    <AppFrame navLabel={t`Site navigation`} nav={nav} headerEnd={headerEnd} drawerBottom={drawerBottom}>
      {children}
    </AppFrame>
  );
}
