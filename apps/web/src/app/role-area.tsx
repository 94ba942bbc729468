import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { Me } from '@pp/contract/auth';
import type { Role } from '@pp/contract/endpoint';
import { lazy, Suspense, useEffect } from 'react';
import { Link, Outlet, useMatches } from 'react-router';
import { IconHome, IconLogout } from '../components/icons.tsx';
import { LoadingState } from '../components/loading-state.tsx';
import { PageFrame } from '../components/page-frame.tsx';
import { useDocumentTitle } from '../hooks/document-title.ts';
import { loadArea } from '../i18n/i18n.ts';
import { LOGIN_HEADING_MSG, REGISTRATION_OF, ROLE_LABEL_MSG } from '../lib/brand.ts';
import { withRestStyles } from '../lib/lazy-styles.ts';
import { preloadPage, type ResolvedEntry, resolveEntry } from '../lib/route-match.ts';
import { HOME_OF, storedUserDetail, useSession } from '../lib/session.ts';
import { NotFoundView, PageLoading, type RouteHandle } from './entry-view.tsx';
import { preloadRoleLayout, RoleLayout } from './layouts/lazy-role-layout.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';

// The sign-in form (with the contract's zod schemas) loads only when a signed-out visitor needs it.
const LoginForm = lazy(
  withRestStyles(() =>
    Promise.all([import('../features/auth/components/login-form.tsx'), loadArea('auth')]).then(([m]) => ({
      default: m.LoginForm,
    })),
  ),
);

// An admin held at the second factor's set-up (below): loaded only for them.
const SecondFactorSetUpRequired = lazy(
  withRestStyles(() =>
    Promise.all([
      import('../features/auth/components/second-factor-set-up-required.tsx'),
      loadArea('auth'),
    ]).then(([m]) => ({ default: m.SecondFactorSetUpRequired })),
  ),
);

/** The table entry of the innermost matched route. */
function useMatchedEntry(): ResolvedEntry | null {
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const handle = leaf?.handle as RouteHandle | undefined;
  if (!leaf || !handle?.spec) return null;
  return resolveEntry(handle.spec, leaf.params);
}

/** No session: the login form of the route's kind, in place, so the user stays on this URL. */
function SignInRequired({ role, entry }: { role: Role; entry: ResolvedEntry }) {
  const { t, i18n } = useLingui();
  const heading = i18n._(LOGIN_HEADING_MSG[role]);
  const page = i18n._(entry.entry.title);
  useDocumentTitle(heading);
  return (
    <PageFrame
      title={heading}
      description={t`Please sign in to open ${page}.`}
      breadcrumbs={[{ label: t`Home`, to: '/' }, { label: t`Login`, to: '/login' }, { label: heading }]}
      size={520}
    >
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        {/* After sign-in the session refreshes and this same URL renders its screen. */}
        <Suspense fallback={<LoadingState label={t`Loading...`} minHeight={260} />}>
          <LoginForm kind={role} onSuccess={() => {}} />
        </Suspense>
        <Group justify="space-between" gap="xs" mt="lg">
          <Anchor component={Link} to="/forgot-password" size="sm">
            <Trans>Forgot password?</Trans>
          </Anchor>
          {REGISTRATION_OF[role] && (
            <Text size="sm">
              <Trans>
                New user?{' '}
                <Anchor component={Link} to={REGISTRATION_OF[role]} size="sm">
                  Register
                </Anchor>
              </Trans>
            </Text>
          )}
        </Group>
      </Paper>
    </PageFrame>
  );
}

/** A session of another kind: never the other kind's screen; the way to one's own dashboard. */
function WrongAccount({ role, user, entry }: { role: Role; user: Me; entry: ResolvedEntry }) {
  const { t, i18n } = useLingui();
  useDocumentTitle(entry.entry.title);
  const page = i18n._(entry.entry.title);
  const kind = i18n._(ROLE_LABEL_MSG[role]);
  const userKind = i18n._(ROLE_LABEL_MSG[user.role]);
  const userName = user.name;
  return (
    <PageFrame title={t`This page is for another kind of account`} size="sm">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} role="alert">
        <Stack gap="md">
          <Text>
            <Trans>
              <strong>{page}</strong> is a page for {kind} accounts. You are signed in as{' '}
              <strong>{userName}</strong> ({userKind}).
            </Trans>
          </Text>
          <Text size="sm" c="dimmed">
            <Trans>To open it, log out and sign in with a {kind} account.</Trans>
          </Text>
          <Group>
            <Button component={Link} to={HOME_OF[user.role]} leftSection={<IconHome size={16} />}>
              <Trans>Go to my dashboard</Trans>
            </Button>
            <Button component={Link} to="/logout" variant="default" leftSection={<IconLogout size={16} />}>
              <Trans>Logout</Trans>
            </Button>
          </Group>
        </Stack>
      </Paper>
    </PageFrame>
  );
}

/**
 * The guard and layout of one user kind's routes (spec 1 section 2.2: a route without a session
 * shows the login screen).
 */
export function RoleArea({ role }: { role: Role }) {
  const entry = useMatchedEntry();
  // `detail-xyz` routes share a `:slug` route; a slug with no known prefix is simply not a page,
  // whoever asks (no session check needed for that).
  if (!entry) {
    return (
      <PublicLayout>
        <NotFoundView />
      </PublicLayout>
    );
  }
  return <Guarded role={role} entry={entry} />;
}

function Guarded({ role, entry }: { role: Role; entry: ResolvedEntry }) {
  const { t } = useLingui();
  const { user, isLoading } = useSession();
  // The page's code downloads while the session is checked, not after.
  useEffect(() => {
    preloadPage(entry.entry);
    preloadRoleLayout();
  }, [entry.entry]);
  if (!user) {
    return (
      <PublicLayout>
        {isLoading ? (
          <PageLoading label={t`Checking your session...`} />
        ) : (
          <SignInRequired role={role} entry={entry} />
        )}
      </PublicLayout>
    );
  }
  if (user.secondFactorSetUp) {
    return (
      <PublicLayout>
        <Suspense fallback={<PageLoading label={t`Loading page...`} />}>
          <SecondFactorSetUpRequired />
        </Suspense>
      </PublicLayout>
    );
  }
  if (user.role !== role) {
    return (
      <RoleLayout user={user}>
        <WrongAccount role={role} user={user} entry={entry} />
      </RoleLayout>
    );
  }
  return (
    <RoleLayout user={user}>
      <Outlet />
    </RoleLayout>
  );
}

/**
 * The layout of the public pages. A public page that a kind of user sees in their own layout
 * (`ownLayoutFor`) gets it when such a user is signed in; only someone who signed in on this
 * browser before asks the server who they are (as PublicLayout does).
 */
export function PublicArea() {
  const role = useMatchedEntry()?.entry.ownLayoutFor;
  if (role && storedUserDetail()) return <SharedPublicArea role={role} />;
  return (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  );
}

function SharedPublicArea({ role }: { role: Role }) {
  const { user } = useSession();
  return user?.role === role ? (
    <RoleLayout user={user}>
      <Outlet />
    </RoleLayout>
  ) : (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  );
}
