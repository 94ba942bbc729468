import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { ALERT_MSG } from '@pp/contract/alerts';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useUnsubscribe } from '../../../api/alerts.ts';
import { IconAlertTriangle } from '../../../components/icons.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useMessageText } from '../../../i18n/message-text.ts';
import { errorMessage } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';

/** /alerts/unsubscribe?token=...: the link of every alert e-mail; works without signing in. */
export default function UnsubscribePage() {
  const { t } = useLingui();
  const tm = useMessageText();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  const { user } = useSession();
  const sent = useRef(false);

  // One call per visit (the answer is the same when repeated).
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    unsubscribe.mutate(token);
  }, [token, unsubscribe]);

  const manage =
    user && (user.role === 'member' || user.role === 'student') ? `/${user.role}/saved-searches` : '/login';

  return (
    <PageFrame title={t`Unsubscribe from Job Alert`} size="sm">
      <Stack gap="md">
        {!token ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {tm(ALERT_MSG.unsubscribeInvalid)}
          </Alert>
        ) : unsubscribe.isSuccess ? (
          <Alert color="green" variant="light" title={t`Unsubscribed`} role="status">
            <Text size="sm">
              {tm(unsubscribe.data.Message)} ({unsubscribe.data.name})
            </Text>
          </Alert>
        ) : unsubscribe.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {errorMessage(unsubscribe.error)}
          </Alert>
        ) : (
          <LoadingState label={t`Unsubscribing...`} />
        )}
        <Group gap="sm">
          <Button component={Link} to={manage} variant="light">
            <Trans>Manage saved searches</Trans>
          </Button>
          <Button component={Link} to="/" variant="subtle">
            <Trans>Go to home</Trans>
          </Button>
        </Group>
      </Stack>
    </PageFrame>
  );
}
