import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { OTP_TTL_SECONDS } from '@pp/contract/comm';
import { MSG, OUR_MSG } from '@pp/contract/messages';
import { registerCorporate } from '@pp/contract/registration';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { checkOtp, requestOtp, type SentOtp } from '../../../api/registration.ts';
import { CorporateAddressSection } from '../../../components/corporate/corporate-address-section.tsx';
import { CorporateBasicSection } from '../../../components/corporate/corporate-basic-section.tsx';
import { FormSection } from '../../../components/form-section.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { PrivacyNotice } from '../../../components/privacy-notice.tsx';
import { ProofStatus, useProofOfWork } from '../../../components/proof-of-work.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useMessageText } from '../../../i18n/message-text.ts';
import { ApiCallError, call, errorMessage } from '../../../lib/api.ts';
import {
  CORPORATE_FIELD_RENAME,
  type CorporateValues,
  EMPTY_CORPORATE,
  otpContact,
  toCorporateBody,
  validateCorporate,
} from '../../../lib/corporate-form.ts';
import { useForm } from '../../../lib/form.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { PASSWORD_HINT } from '../../../lib/password-rules.ts';
import { focusFirstError } from '../../../lib/validation.ts';
import { CorporateContactSection } from '../components/corporate-contact-section.tsx';
import { OtpModal } from '../components/otp-modal.tsx';
import { isVerificationLost } from '../lib/registration-errors.ts';

/** The server's answer when contact person 1 changed after the OTP. */
const OTP_FOR_OTHER_CONTACT = 'The OTP was sent to another mobile number or e-mail.';

interface Contact {
  mobile: string;
  email: string;
}

const sameContact = (a: Contact | null | undefined, b: Contact) =>
  Boolean(a) && a?.mobile === b.mobile && a?.email === b.email;

/**
 * /corporate/registration: company, address and contact details, and password. 'Complete
 * Registration' checks everything here first, sends an OTP to contact person 1's mobile, and
 * registers by itself once the OTP is right; the page then says a link was mailed to contact
 * person 1's e-mail, which confirms it and signs in (/confirm-email). If the server then refuses a field, the
 * popup closes and the field shows why; the verified OTP is kept (30 minutes), so pressing again
 * after the correction registers without a new OTP.
 */
export default function CorporateRegistrationPage() {
  const { t, i18n } = useLingui();
  const tm = useMessageText();
  // The OTP to a typed number is the step a bot would repeat: it takes a proof of work.
  const proof = useProofOfWork('corporate-otp');
  const [formError, setFormError] = useState('');
  /** The server's 'we have sent a link' message once registered (the e-mail is proved next). */
  const [done, setDone] = useState('');
  const [sent, setSent] = useState<(SentOtp & { to: Contact; sentAt: number }) | null>(null);
  const [otpOpen, setOtpOpen] = useState(false);
  const [verified, setVerified] = useState<(Contact & { registrationToken: string }) | null>(null);

  const form = useForm<CorporateValues>({
    initialValues: EMPTY_CORPORATE,
    validateInputOnChange: ['password'],
    validateInputOnBlur: ['confirmPassword'],
    validate: validateCorporate,
  });

  const values = form.getValues();
  const contact = otpContact(values);
  const tokenValid = sameContact(verified, contact);
  const pendingOtp =
    sent && sameContact(sent.to, contact) && Date.now() - sent.sentAt < OTP_TTL_SECONDS * 1000 ? sent : null;

  const showRegistrationError = (error: unknown) => {
    setOtpOpen(false);
    // Shown once: on its field or above the button, never also as a notification.
    if (
      isVerificationLost(error) ||
      (error instanceof ApiCallError && error.message.startsWith(OTP_FOR_OTHER_CONTACT))
    ) {
      // The OTP step again.
      setVerified(null);
      setSent(null);
      const reason = errorMessage(error);
      setFormError(t`${reason} Please press Complete Registration again.`);
      return;
    }
    const onFields = applyFieldErrors(form, error, CORPORATE_FIELD_RENAME);
    setFormError(onFields ? '' : errorMessage(error));
    focusFirstError();
  };

  const register = useMutation({
    mutationFn: async ({ body }: { body: ReturnType<typeof toCorporateBody> }) =>
      call(registerCorporate, { body: { ...body, language: currentLanguage() } }),
    meta: { silent: true },
    onSuccess: (result) => {
      setOtpOpen(false);
      setDone(result.Message);
    },
  });

  const sendOtp = useMutation({
    mutationFn: async (current: CorporateValues) => {
      const target = otpContact(current);
      const result = await requestOtp({
        purpose: 'corporate',
        ...target,
        proof: await proof.take(),
        language: currentLanguage(),
      });
      return { ...result, to: target, sentAt: Date.now() };
    },
    meta: { silent: true },
    onSuccess: (result) => {
      setSent(result);
      setOtpOpen(true);
      notifySuccess(MSG.otpSent);
    },
    onError: (error, current) => {
      const onFields =
        !proof.refused(error, otpContact(current).email) &&
        applyFieldErrors(form, error, CORPORATE_FIELD_RENAME);
      setFormError(onFields ? '' : errorMessage(error));
      if (onFields) focusFirstError();
    },
  });

  const submit = form.onSubmit(
    (current) => {
      setFormError('');
      const target = otpContact(current);
      if (verified && sameContact(verified, target)) {
        register.mutate(
          { body: toCorporateBody(current, verified.registrationToken) },
          { onError: showRegistrationError },
        );
        return;
      }
      if (pendingOtp) {
        setOtpOpen(true);
        return;
      }
      sendOtp.mutate(current);
    },
    () => {
      notifyError(new Error(OUR_MSG.invalidInput));
      focusFirstError();
    },
  );

  /** The popup's 'Confirm': a right OTP registers at once (the spec's automatic submit). */
  const confirmOtp = async (otp: string) => {
    if (!sent) return;
    const registrationToken = await checkOtp(sent.otpRef, otp, sent.to.mobile);
    setVerified({ ...sent.to, registrationToken });
    try {
      await register.mutateAsync({ body: toCorporateBody(form.getValues(), registrationToken) });
    } catch (error) {
      showRegistrationError(error);
    }
  };

  const resendOtp = async () => {
    if (!sent) return;
    try {
      const result = await requestOtp({
        purpose: 'corporate',
        ...sent.to,
        proof: await proof.take(),
        language: currentLanguage(),
      });
      setSent({ ...result, to: sent.to, sentAt: Date.now() });
    } catch (error) {
      proof.refused(error, sent.to.email);
      throw error;
    }
  };

  const busy = sendOtp.isPending || register.isPending;
  const pendingMobile = pendingOtp?.mobile;
  const title = t`Employer / Recruiter Registration`;
  const breadcrumbs = [
    { label: t`Home`, to: '/' },
    { label: t`Login`, to: '/corporate' },
    { label: t`registration` },
  ];

  if (done) {
    return (
      <PageFrame title={title} breadcrumbs={breadcrumbs} size={720}>
        <Alert color="green" variant="light" role="status" title={t`Check your e-mail`}>
          <Text size="sm">{tm(done)}</Text>
          <Text size="sm" mt="xs">
            <Trans>
              The link signs you in. If no mail arrives within a few minutes, look in the spam folder, or use
              Forgot password on the employer login page to get a new link.
            </Trans>
          </Text>
        </Alert>
      </PageFrame>
    );
  }

  return (
    <PageFrame
      title={title}
      description={t`Register your company or practising firm to post jobs and trainings and to find candidates.`}
      breadcrumbs={breadcrumbs}
      size={960}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <CorporateBasicSection form={form} />
          <CorporateAddressSection form={form} />
          <CorporateContactSection form={form} />
          <FormSection
            title={t`Password`}
            description={t`You will log in with contact person 1's e-mail and this password.`}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <PasswordField
                label={t`Password`}
                description={i18n._(PASSWORD_HINT)}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                autoComplete="new-password"
                required
                {...form.getInputProps('password')}
              />
              <PasswordField
                label={t`Confirm password`}
                autoComplete="new-password"
                required
                {...form.getInputProps('confirmPassword')}
              />
            </SimpleGrid>
            {tokenValid ? null : <ProofStatus proof={proof} />}
            {tokenValid ? (
              <Alert color="green" variant="light" role="status" p="sm">
                <Trans>
                  Your mobile number is verified. Correct the highlighted fields and press Complete
                  Registration.
                </Trans>
              </Alert>
            ) : pendingOtp && !otpOpen ? (
              <Alert color="blue" variant="light" role="status" p="sm">
                <Text size="sm">
                  <Trans>
                    An OTP has been sent to {pendingMobile}. Press Complete Registration to enter it.
                  </Trans>
                </Text>
              </Alert>
            ) : null}
            {formError ? (
              <Alert color="red" variant="light" role="alert" p="sm">
                {formError}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button type="submit" size="md" loading={busy}>
                <Trans>Complete Registration</Trans>
              </Button>
            </Group>
          </FormSection>
        </Stack>
      </form>

      <Box mt="lg">
        <PrivacyNotice kind="corporate" />
      </Box>

      <OtpModal
        opened={otpOpen}
        onClose={() => setOtpOpen(false)}
        sent={sent}
        confirmLabel={t`Confirm`}
        wrongNumbersNote={t`If the mobile number or e-mail is wrong, close this window, correct contact person 1 and press Complete Registration again.`}
        onCheck={confirmOtp}
        onResend={resendOtp}
      />
    </PageFrame>
  );
}
