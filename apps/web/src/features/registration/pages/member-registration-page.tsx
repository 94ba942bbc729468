import { Alert, Anchor, Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DEFAULT_MEMBERSHIP_TYPE, FIRM_FIELD_MAX, MEMBERSHIP_TYPES } from '@pp/contract/constants';
import { OUR_MSG } from '@pp/contract/messages';
import { lookupMember, memberLookupForm, REGISTRATION_MSG } from '@pp/contract/registration';
import { captchaAnswer } from '@pp/contract/validators';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { CaptchaField, useCaptcha } from '../../../components/captcha-field.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { call, errorMessage } from '../../../lib/api.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { notifyError, notifyInfo } from '../../../lib/notify.ts';
import { DateOfBirthInput } from '../components/date-of-birth-input.tsx';
import { FormSection } from '../components/form-section.tsx';
import { MemberDetailsForm, type MembershipType } from '../components/member-details-form.tsx';
import { OtpModal } from '../components/otp-modal.tsx';
import { VerificationStatus } from '../components/verification-status.tsx';
import { todayIso } from '../lib/dates.ts';
import { LOCKED_INPUT_STYLES } from '../lib/locked.ts';
import { useRecordVerification } from '../lib/use-record-verification.ts';
import { focusFirstError, schemaErrors } from '../lib/validation.ts';

interface LookupValues {
  membershipType: MembershipType;
  membershipNumber: string;
  dateOfBirth: string | null;
  captcha: string;
}

const MEMBERSHIP_TYPE_OPTIONS = [
  { value: 'A', label: 'A (Associate)' },
  { value: 'F', label: 'F (Fellow)' },
];

const lookupSchema = memberLookupForm.extend({ captcha: captchaAnswer });

/** Base64 of text that is plain ASCII (digits, dates), as the spec sends the look-up fields. */
const base64 = (text: string) => btoa(text);

/** /member/registration: verify the membership with an OTP, then location and password. */
export default function MemberRegistrationPage() {
  const verification = useRecordVerification('member', (registrationToken) =>
    call(lookupMember, { query: { registrationToken } }),
  );
  const captcha = useCaptcha();
  const captchaInput = useRef<HTMLInputElement>(null);
  const [formError, setFormError] = useState('');
  const verified = verification.validation === true;

  const form = useForm<LookupValues>({
    initialValues: {
      membershipType: DEFAULT_MEMBERSHIP_TYPE,
      membershipNumber: '',
      dateOfBirth: null,
      captcha: '',
    },
    validate: (values) => {
      const errors = schemaErrors(lookupSchema, values);
      if (!errors.dateOfBirth && values.dateOfBirth && values.dateOfBirth > todayIso()) {
        errors.dateOfBirth = REGISTRATION_MSG.invalidDate;
      }
      return errors;
    },
  });

  /** Changing the details after the OTP was sent starts over: that OTP belongs to the old details. */
  const changed = () => {
    setFormError('');
    if (verification.validation === false) verification.reset();
  };

  const lookup = useMutation({
    mutationFn: (values: LookupValues) =>
      verification.start(() =>
        call(lookupMember, {
          query: {
            membershipType: values.membershipType,
            membershipNumber: base64(values.membershipNumber.trim()),
            dateOfBirth: base64(values.dateOfBirth ?? ''),
            captchaId: captcha.captchaId,
            captcha: values.captcha.trim(),
          },
        }),
      ),
    meta: { silent: true },
    onSuccess: () => {
      form.setFieldValue('captcha', '');
      captcha.refresh();
    },
    onError: (error) => {
      notifyError(error);
      // The server takes each captcha once: a new one for the next try.
      form.setFieldValue('captcha', '');
      captcha.refresh();
      const onFields = applyFieldErrors(form, error, { captchaId: 'captcha' });
      setFormError(onFields ? '' : errorMessage(error));
      if (onFields) focusFirstError();
    },
  });

  const submit = form.onSubmit(
    (values) => {
      setFormError('');
      if (!captcha.captchaId) {
        captcha.refresh();
        form.setFieldError('captcha', OUR_MSG.captchaExpired);
        return;
      }
      lookup.mutate(values);
    },
    () => focusFirstError(),
  );

  const values = form.getValues();
  const numberProps = form.getInputProps('membershipNumber');
  const typeProps = form.getInputProps('membershipType');
  const dobProps = form.getInputProps('dateOfBirth');

  return (
    <PageFrame
      title="Member Registration"
      description="Register with the membership details the institute holds for you. An OTP confirms it is you."
      breadcrumbs={[
        { label: 'Home', to: '/' },
        { label: 'Login', to: '/member' },
        { label: 'Member Registration' },
      ]}
      size={960}
    >
      <form onSubmit={submit} noValidate>
        <FormSection
          title="Verify your membership"
          description="The OTP is sent to the mobile number and e-mail registered with the institute."
        >
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Select
              label="Membership type"
              required
              allowDeselect={false}
              data={MEMBERSHIP_TYPE_OPTIONS}
              {...typeProps}
              onChange={(value) => {
                form.setFieldValue(
                  'membershipType',
                  MEMBERSHIP_TYPES.find((type) => type === value) ?? DEFAULT_MEMBERSHIP_TYPE,
                );
                changed();
              }}
              disabled={verified}
              styles={verified ? LOCKED_INPUT_STYLES : undefined}
            />
            <TextInput
              label="Membership number"
              required
              inputMode="numeric"
              autoComplete="off"
              maxLength={FIRM_FIELD_MAX}
              {...numberProps}
              onChange={(event) => {
                form.setFieldValue('membershipNumber', event.currentTarget.value.replace(/\D/g, ''));
                changed();
              }}
              disabled={verified}
              styles={verified ? LOCKED_INPUT_STYLES : undefined}
            />
            <DateOfBirthInput
              initialYear={1990}
              required
              {...dobProps}
              onChange={(value) => {
                form.setFieldValue('dateOfBirth', value);
                changed();
              }}
              disabled={verified}
              styles={verified ? LOCKED_INPUT_STYLES : undefined}
            />
          </SimpleGrid>

          {verified ? null : (
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <CaptchaField captcha={captcha} ref={captchaInput} {...form.getInputProps('captcha')} />
              </SimpleGrid>
              {formError ? (
                <Alert color="red" variant="light" role="alert" p="sm">
                  {formError}
                  {formError === REGISTRATION_MSG.alreadyRegistered ? (
                    <Text size="sm" mt={6}>
                      <Anchor component={Link} to="/member">
                        Login
                      </Anchor>
                      {' or '}
                      <Anchor component={Link} to="/forgot-password">
                        Forgot password
                      </Anchor>
                    </Text>
                  ) : null}
                </Alert>
              ) : null}
              <Group justify="flex-end">
                <Button type="submit" size="md" loading={lookup.isPending}>
                  Verify Account
                </Button>
              </Group>
            </Stack>
          )}
          <VerificationStatus
            validation={verification.validation}
            otpOpen={verification.otpOpen}
            sent={verification.sent}
            onEnterOtp={verification.openOtp}
            verifiedText="Your membership is verified. Complete the registration below."
          />
        </FormSection>
      </form>

      {verified && verification.record ? (
        <MemberDetailsForm
          lookup={{
            membershipType: values.membershipType,
            membershipNumber: values.membershipNumber.trim(),
            dateOfBirth: values.dateOfBirth ?? '',
          }}
          record={verification.record}
          registrationToken={verification.registrationToken}
          onVerificationLost={() => {
            verification.reset();
            notifyInfo('Please verify your account again.');
          }}
        />
      ) : null}

      <OtpModal
        opened={verification.otpOpen}
        onClose={verification.closeOtp}
        sent={verification.sent}
        confirmLabel="Check OTP"
        wrongNumbersNote="If the mobile number or e-mail is wrong, please update it in your membership profile with the institute and register afterwards."
        onCheck={verification.check}
        onResend={verification.resend}
      />
    </PageFrame>
  );
}
