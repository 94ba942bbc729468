import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper } from '@mantine/core';
import { Link } from 'react-router';
import { IconLogout } from '../../../components/icons.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useDocumentTitle } from '../../../hooks/document-title.ts';
import { useRefreshSession } from '../../../lib/session.ts';
import { AuthenticatorSetup } from './authenticator-setup.tsx';

/**
 * An admin without a second factor: the server refuses everything but its set-up (and sign-out),
 * so every admin page shows the set-up until the app is on; then the page asked for opens.
 */
export function SecondFactorSetUpRequired() {
  const { t } = useLingui();
  const refresh = useRefreshSession();
  const title = t`Set up a second factor`;
  useDocumentTitle(title);
  return (
    <PageFrame
      title={title}
      description={t`Admins sign in with a password and a code from an authenticator app. Please set one up now: the portal opens when it is on.`}
      size={560}
    >
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <AuthenticatorSetup onDone={() => void refresh()} />
        <Group mt="lg">
          <Button component={Link} to="/logout" variant="default" leftSection={<IconLogout size={16} />}>
            <Trans>Logout</Trans>
          </Button>
        </Group>
      </Paper>
    </PageFrame>
  );
}
