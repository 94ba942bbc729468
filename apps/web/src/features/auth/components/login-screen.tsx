import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import type { SessionResult } from '@pp/contract/auth';
import { roleOfUserType } from '@pp/contract/constants';
import type { Role } from '@pp/contract/endpoint';
import { MSG } from '@pp/contract/messages';
import { Link, useNavigate } from 'react-router';
import { notifyError } from '../../../lib/notify.ts';
import { HOME_OF, useSession } from '../../../lib/session.ts';
import { KIND_INFO } from '../lib/login-kinds.ts';
import { refusePendingForKind } from '../lib/pending.ts';
import { AuthCard } from './auth-card.tsx';
import { LoginForm } from './login-form.tsx';

/**
 * A sign-in page for one kind: heading, an offer to continue when already signed in, the form,
 * and the registration and forgot-password links. After sign-in it goes to `returnTo` (already
 * checked with safeReturnPath) or the kind's home.
 */
export function LoginScreen({
  kind,
  heading,
  returnTo,
  withLinks,
}: {
  kind: Role;
  heading: string;
  returnTo?: string;
  withLinks: boolean;
}) {
  const navigate = useNavigate();
  const { user, isFetched } = useSession();
  const info = KIND_INFO[kind];

  const onSignedIn = (result: SessionResult) => {
    const role = roleOfUserType(result.userType);
    if (!role) {
      notifyError(new Error(MSG.invalidUserType));
      return;
    }
    refusePendingForKind(role);
    navigate(role === kind && returnTo ? returnTo : HOME_OF[role], { replace: true });
  };

  const signedIn = isFetched ? user : null;
  const continueTo =
    signedIn && signedIn.role === kind && returnTo ? returnTo : signedIn && HOME_OF[signedIn.role];

  return (
    <AuthCard
      title={heading}
      description={info.audience}
      breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Login', to: '/login' }, { label: heading }]}
    >
      {signedIn && continueTo ? (
        <Alert color="blue" variant="light" mb="lg" title="You are already signed in">
          <Text size="sm" mb="xs">
            Signed in as {signedIn.name}.
          </Text>
          <Button component={Link} to={continueTo} size="sm">
            Continue to dashboard
          </Button>
        </Alert>
      ) : null}
      <LoginForm kind={kind} onSuccess={onSignedIn} />
      {withLinks ? (
        <Group justify="space-between" gap="xs" mt="lg">
          <Anchor component={Link} to="/forgot-password" size="sm">
            Forgot password?
          </Anchor>
          {info.registration ? (
            <Text size="sm">
              New user?{' '}
              <Anchor component={Link} to={info.registration.to} size="sm">
                {info.registration.label}
              </Anchor>
            </Text>
          ) : null}
        </Group>
      ) : null}
    </AuthCard>
  );
}
