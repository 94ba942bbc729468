import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { MSG } from '@pp/contract/messages';
import { confirmEmail } from '@pp/contract/registration';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAfterSignIn } from '../../../api/auth.ts';
import { LoadingState } from '../../../components/loading-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { call, errorMessage } from '../../../lib/api.ts';
import { notifySuccess } from '../../../lib/notify.ts';

/** Where an employer lands once registered and confirmed (spec: the posted jobs page). */
export const CORPORATE_AFTER_REGISTRATION = '/corporate/job';

/**
 * /confirm-email?token=: the link mailed at employer registration. Opening it proves the e-mail
 * and signs the employer in (then the spec's 'registered' message and the posted jobs page).
 */
export default function ConfirmEmailPage() {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const navigate = useNavigate();
  const afterSignIn = useAfterSignIn();
  const started = useRef(false);
  const confirm = useMutation({
    mutationFn: async () => {
      const result = await call(confirmEmail, { body: { token } });
      await afterSignIn();
      return result;
    },
    meta: { silent: true },
    onSuccess: () => {
      notifySuccess(MSG.registered);
      navigate(CORPORATE_AFTER_REGISTRATION, { replace: true });
    },
  });
  const { mutate } = confirm;
  useEffect(() => {
    // Once per page: a link works once, and React may run effects twice in development.
    if (started.current || !token) return;
    started.current = true;
    mutate();
  }, [token, mutate]);

  const failed = !token || confirm.isError;
  return (
    <PageFrame
      title={t`Confirm your e-mail`}
      breadcrumbs={[{ label: t`Home`, to: '/' }, { label: t`Confirm e-mail` }]}
      size={720}
    >
      {failed ? (
        <Alert color="red" variant="light" role="alert" title={t`The e-mail could not be confirmed`}>
          <Stack gap="xs">
            <Text size="sm">
              {confirm.isError
                ? errorMessage(confirm.error)
                : t`This confirmation link is invalid or has expired. Use Forgot password to get a new link.`}
            </Text>
            <Text size="sm">
              <Trans>
                <Anchor component={Link} to="/corporate">
                  Go to the employer login
                </Anchor>{' '}
                or{' '}
                <Anchor component={Link} to="/forgot-password">
                  get a new link with Forgot password
                </Anchor>
                .
              </Trans>
            </Text>
          </Stack>
        </Alert>
      ) : (
        <LoadingState label={t`Confirming your e-mail...`} />
      )}
    </PageFrame>
  );
}
