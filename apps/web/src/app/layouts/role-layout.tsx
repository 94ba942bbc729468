import { Badge, Box, Button, Group, Text } from '@mantine/core';
import type { Me } from '@pp/contract/auth';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IconLogout, IconUser } from '../../components/icons.tsx';
import { ROLE_LABEL } from '../../lib/brand.ts';
import { NAV_OF } from '../nav.ts';
import classes from './app-frame.module.css';
import { AppFrame } from './app-frame.tsx';

/** The signed-in layout of one user kind: its top navigation, the user's name and Logout. */
export function RoleLayout({ user, children }: { user: Me; children: ReactNode }) {
  const headerEnd = (
    <>
      <Box className={classes.userName} visibleFrom="sm">
        <Text size="sm" fw={600} truncate="end" title={user.name}>
          {user.name}
        </Text>
        <Text size="xs" opacity={0.85}>
          {ROLE_LABEL[user.role]}
        </Text>
      </Box>
      <Button
        component={Link}
        to="/logout"
        size="xs"
        variant="outline"
        className={classes.headerButton}
        leftSection={<IconLogout size={16} />}
      >
        Logout
      </Button>
    </>
  );
  const drawerTop = (
    <Group gap="sm" wrap="nowrap" className={classes.drawerUser}>
      <IconUser size={22} />
      <Box style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed">
          Signed in as
        </Text>
        <Text fw={600} truncate="end">
          {user.name}
        </Text>
        <Text size="xs" c="dimmed">
          {ROLE_LABEL[user.role]}
        </Text>
      </Box>
    </Group>
  );
  return (
    <AppFrame
      navLabel={`${ROLE_LABEL[user.role]} navigation`}
      nav={NAV_OF[user.role]}
      headerEnd={headerEnd}
      drawerTop={drawerTop}
    >
      {user.impersonatedBy && (
        <Box bg="yellow.1" py={6} px="md" role="note">
          <Group gap="xs" justify="center">
            <Badge color="yellow" variant="filled" size="sm">
              Login as
            </Badge>
            <Text size="sm">An administrator is signed in as this user.</Text>
          </Group>
        </Box>
      )}
      {children}
    </AppFrame>
  );
}
