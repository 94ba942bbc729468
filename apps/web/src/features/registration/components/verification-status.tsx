import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Text } from '@mantine/core';
import type { SentOtp } from '../../../api/registration.ts';
import type { ValidationState } from '../lib/use-record-verification.ts';

/** Under step 1: the way back into a closed OTP popup, or the confirmation that the OTP was right. */
export function VerificationStatus({
  validation,
  otpOpen,
  sent,
  onEnterOtp,
  verifiedText,
}: {
  validation: ValidationState;
  otpOpen: boolean;
  sent: SentOtp | null;
  onEnterOtp: () => void;
  verifiedText: string;
}) {
  if (validation === true) {
    return (
      <Alert color="green" variant="light" role="status" p="sm">
        {verifiedText}
      </Alert>
    );
  }
  if (validation === false && !otpOpen) {
    const mobile = sent?.mobile;
    const email = sent?.email;
    return (
      <Alert color="blue" variant="light" role="status" p="sm">
        <Group justify="space-between" gap="sm">
          <Text size="sm" style={{ flex: '1 1 14rem' }}>
            {email ? (
              <Trans>
                An OTP has been sent to {mobile} and {email}.
              </Trans>
            ) : (
              <Trans>An OTP has been sent to {mobile}.</Trans>
            )}
          </Text>
          <Button variant="light" onClick={onEnterOtp}>
            <Trans>Enter OTP</Trans>
          </Button>
        </Group>
      </Alert>
    );
  }
  return null;
}
