import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, PinInput, Stack, Text } from '@mantine/core';
import { OTP_MSG } from '@pp/contract/comm';
import { OTP_LENGTH } from '@pp/contract/constants';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import type { SentOtp } from '../../../api/registration.ts';
import { useMessageText } from '../../../i18n/message-text.ts';
import { errorMessage } from '../../../lib/api.ts';

export interface OtpModalProps {
  opened: boolean;
  onClose: () => void;
  /** The OTP last sent; null while none is. */
  sent: SentOtp | null;
  /** What to do when the numbers shown are wrong (differs for members, students and employers). */
  wrongNumbersNote: ReactNode;
  /** 'Check OTP' (members, students) or 'Confirm' (employers). */
  confirmLabel: string;
  /** Checks the OTP (and, for employers, registers). Rejects with the message to show in the popup. */
  onCheck: (otp: string) => Promise<unknown>;
  /** Sends a new OTP (for employers with a new proof of work: one per OTP sent to a typed number). */
  onResend: () => Promise<unknown>;
}

function useSecondsUntil(at: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  // A new OTP: count from now, not from the last tick (adjusted during render).
  const [countingTo, setCountingTo] = useState(at);
  if (countingTo !== at) {
    setCountingTo(at);
    setNow(Date.now());
  }
  const remaining = at ? Math.max(0, Math.ceil((at - now) / 1000)) : 0;
  useEffect(() => {
    if (!remaining) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [remaining]);
  return remaining;
}

/**
 * The 'Enter OTP' popup of the three registrations: where the OTP went (masked), a 4-digit masked
 * input, 'Resend OTP' (after a countdown) and the confirm button. Server messages (wrong, expired,
 * too many tries) are shown inside the popup.
 */
export function OtpModal({
  opened,
  onClose,
  sent,
  wrongNumbersNote,
  confirmLabel,
  onCheck,
  onResend,
}: OtpModalProps) {
  const { t } = useLingui();
  const tm = useMessageText();
  const [otp, setOtp] = useState('');
  const [error, setError] = useState('');
  const [checking, setChecking] = useState(false);
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState(false);
  const secondsLeft = useSecondsUntil(sent?.resendAt);
  const errorId = useId();

  // A new OTP (or a reopened popup) starts with an empty input.
  useEffect(() => {
    if (!sent) return;
    setOtp('');
    setError('');
  }, [sent]);

  const check = async (event?: FormEvent) => {
    event?.preventDefault();
    if (checking) return;
    if (otp.length < OTP_LENGTH) {
      setError(OTP_MSG.required);
      return;
    }
    setError('');
    setResent(false);
    setChecking(true);
    try {
      await onCheck(otp);
    } catch (failure) {
      setError(errorMessage(failure));
      setOtp('');
    } finally {
      setChecking(false);
    }
  };

  const resend = async () => {
    setError('');
    setResent(false);
    setResending(true);
    try {
      await onResend();
      setResent(true);
    } catch (failure) {
      setError(errorMessage(failure));
      throw failure;
    } finally {
      setResending(false);
    }
  };

  const close = () => {
    setResent(false);
    onClose();
  };

  const mobile = sent?.mobile || '-';
  const email = sent?.email;
  const mobileText = (
    <Text span fw={700} style={{ whiteSpace: 'nowrap' }}>
      {mobile}
    </Text>
  );
  const emailText = (
    <Text span fw={700} style={{ overflowWrap: 'anywhere' }}>
      {email}
    </Text>
  );

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t`Enter OTP`}
      centered
      closeOnClickOutside={false}
      size="md"
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <form onSubmit={check} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {email ? (
              <Trans>
                An OTP has been sent to your mobile number {mobileText} and e-mail {emailText}. If you do not
                see the e-mail, please check your spam folder.
              </Trans>
            ) : (
              <Trans>
                An OTP has been sent to your mobile number {mobileText}. If you do not see the e-mail, please
                check your spam folder.
              </Trans>
            )}
          </Text>
          <Text size="sm" c="dimmed">
            {wrongNumbersNote}
          </Text>

          <Stack gap={6} align="center">
            <Text id={`${errorId}-label`} size="sm" fw={500}>
              <Trans>Enter the {OTP_LENGTH}-digit OTP</Trans>
            </Text>
            <PinInput
              role="group"
              aria-labelledby={`${errorId}-label`}
              length={OTP_LENGTH}
              mask
              type="number"
              size="lg"
              oneTimeCode
              value={otp}
              onChange={(value) => {
                setOtp(value);
                if (error) setError('');
              }}
              error={Boolean(error)}
              disabled={checking}
              getInputProps={(index) => {
                const digit = index + 1;
                return {
                  'aria-label': t`OTP digit ${digit} of ${OTP_LENGTH}`,
                  'aria-describedby': error ? errorId : undefined,
                  ...(index === 0 ? { 'data-autofocus': true } : {}),
                };
              }}
            />
          </Stack>

          {error ? (
            <Alert color="red" variant="light" role="alert" p="sm" id={errorId}>
              {tm(error)}
            </Alert>
          ) : resent ? (
            <Alert color="green" variant="light" role="status" p="sm">
              <Trans>A new OTP has been sent.</Trans>
            </Alert>
          ) : null}

          <Group justify="space-between" gap="sm" wrap="wrap-reverse">
            <Button
              variant="subtle"
              px="xs"
              disabled={secondsLeft > 0 || checking}
              loading={resending}
              onClick={() => void resend().catch(() => {})}
            >
              {secondsLeft > 0 ? t`Resend OTP (${secondsLeft} s)` : t`Resend OTP`}
            </Button>
            <Button type="submit" loading={checking} disabled={resending}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
