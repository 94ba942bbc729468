import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
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
  heading: MessageDescriptor;
  returnTo?: string;
  withLinks: boolean;
}) {
  const { t, i18n } = useLingui();
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

  const title = i18n._(heading);
  const signedInName = signedIn?.name;

  return (
    <AuthCard
      title={title}
      description={i18n._(info.audience)}
      breadcrumbs={[{ label: t`Home`, to: '/' }, { label: t`Login`, to: '/login' }, { label: title }]}
    >
      {signedIn && continueTo ? (
        <Alert color="blue" variant="light" mb="lg" title={t`You are already signed in`}>
          <Text size="sm" mb="xs">
            <Trans>Signed in as {signedInName}.</Trans>
          </Text>
          <Button component={Link} to={continueTo} size="sm">
            <Trans>Continue to dashboard</Trans>
          </Button>
        </Alert>
      ) : null}
      <LoginForm kind={kind} onSuccess={onSignedIn} />
      {withLinks ? (
        <Group justify="space-between" gap="xs" mt="lg">
          <Anchor component={Link} to="/forgot-password" size="sm">
            <Trans>Forgot password?</Trans>
          </Anchor>
          {info.registration ? (
            <Text size="sm">
              <Trans>New user?</Trans>{' '}
              <Anchor component={Link} to={info.registration.to} size="sm">
                {i18n._(info.registration.label)}
              </Anchor>
            </Text>
          ) : null}
        </Group>
      ) : null}
    </AuthCard>
  );
}
