import { Alert, Box, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { INDIA_COUNTRY_CODE, type MEMBERSHIP_TYPES } from '@pp/contract/constants';
import { MSG, OUR_MSG } from '@pp/contract/messages';
import { type LookupResult, registerMember, registerMemberBody } from '@pp/contract/registration';
import { encodePassword } from '@pp/contract/validators';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { CaptchaField, useCaptcha } from '../../../components/captcha-field.tsx';
import { call, errorMessage } from '../../../lib/api.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useAfterSignIn } from '../../auth/api.ts';
import { PasswordField } from '../../auth/components/password-field.tsx';
import { PASSWORD_HINT } from '../../auth/lib/password-rules.ts';
import { isVerificationLost } from '../lib/registration-errors.ts';
import { focusFirstError, newPasswordErrors, schemaErrors } from '../lib/validation.ts';
import { FormSection } from './form-section.tsx';
import { LocationFields, type LocationValue } from './location-fields.tsx';
import { ReadOnlyField } from './read-only-field.tsx';

export type MembershipType = (typeof MEMBERSHIP_TYPES)[number];

export interface MemberLookupValues {
  membershipType: MembershipType;
  membershipNumber: string;
  dateOfBirth: string;
}

interface Values extends LocationValue {
  password: string;
  confirmPassword: string;
  captcha: string;
}

/** Where a member lands after registering (spec: the member profile). */
export const MEMBER_AFTER_REGISTRATION = '/member/profile';

/**
 * Step 2 of member registration: the record's name, mobile, e-mail and permanent address
 * (read-only), then location, password and a fresh captcha; 'Complete Registration' signs in.
 */
export function MemberDetailsForm({
  lookup,
  record,
  registrationToken,
  onVerificationLost,
}: {
  lookup: MemberLookupValues;
  record: LookupResult;
  registrationToken: string;
  /** The OTP's registration token ran out: step 1 again. */
  onVerificationLost: () => void;
}) {
  const navigate = useNavigate();
  const afterSignIn = useAfterSignIn();
  const captcha = useCaptcha();
  const captchaInput = useRef<HTMLInputElement>(null);
  const [formError, setFormError] = useState('');

  const toBody = (values: Values) => ({
    ...lookup,
    countryCode: values.countryCode,
    state: values.state,
    city: values.city,
    otherCity: values.otherCity,
    address: record.addressField,
    name: record.nameField,
    mobile: record.mobileField,
    email: record.emailField.toLowerCase(),
    password: encodePassword(values.password),
    registrationToken,
    captchaId: captcha.captchaId || 'pending',
    captcha: values.captcha,
  });

  const form = useForm<Values>({
    initialValues: {
      countryCode: INDIA_COUNTRY_CODE,
      state: '',
      city: '',
      otherCity: '',
      password: '',
      confirmPassword: '',
      captcha: '',
    },
    validateInputOnChange: ['password'],
    validateInputOnBlur: ['confirmPassword'],
    validate: (values) => ({
      ...schemaErrors(registerMemberBody, toBody(values), (path) =>
        path === 'password' ? null : path === 'captchaId' ? 'captcha' : path,
      ),
      ...newPasswordErrors(values.password, values.confirmPassword),
    }),
  });

  const mutation = useMutation({
    mutationFn: async (values: Values) => {
      const result = await call(registerMember, { body: toBody(values) });
      await afterSignIn();
      return result;
    },
    meta: { silent: true },
    onSuccess: () => {
      notifySuccess(MSG.registered);
      navigate(MEMBER_AFTER_REGISTRATION, { replace: true });
    },
    onError: (error) => {
      notifyError(error);
      form.setFieldValue('captcha', '');
      captcha.refresh();
      if (isVerificationLost(error)) {
        onVerificationLost();
        return;
      }
      const onFields = applyFieldErrors(form, error, { captchaId: 'captcha' });
      setFormError(onFields ? '' : errorMessage(error));
      if (onFields) focusFirstError();
      else captchaInput.current?.focus();
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
      mutation.mutate(values);
    },
    () => focusFirstError(),
  );

  const values = form.getValues();
  const errors = form.errors;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormSection
          title="Your details"
          description="From the institute's records. To change them, update your membership profile with the institute."
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <ReadOnlyField label="Name" value={record.nameField} />
            <ReadOnlyField label="Mobile" value={record.mobileField} />
            <Box style={{ gridColumn: '1 / -1' }}>
              <ReadOnlyField label="Email" value={record.emailField} />
            </Box>
            <Box style={{ gridColumn: '1 / -1' }}>
              <ReadOnlyField label="Permanent address" value={record.addressField} multiline />
            </Box>
          </SimpleGrid>
        </FormSection>

        <FormSection title="Where you live now">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <LocationFields
              value={values}
              errors={{
                countryCode: errors.countryCode,
                state: errors.state,
                city: errors.city,
                otherCity: errors.otherCity,
              }}
              onChange={(patch) => {
                for (const [key, value] of Object.entries(patch)) {
                  form.setFieldValue(key as keyof LocationValue, value);
                }
              }}
              disabled={mutation.isPending}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection
          title="Choose your password"
          description="You will log in with your e-mail and this password."
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <PasswordField
              label="Password"
              description={PASSWORD_HINT}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              autoComplete="new-password"
              required
              {...form.getInputProps('password')}
            />
            <PasswordField
              label="Confirm password"
              autoComplete="new-password"
              required
              {...form.getInputProps('confirmPassword')}
            />
            <CaptchaField captcha={captcha} ref={captchaInput} {...form.getInputProps('captcha')} />
          </SimpleGrid>
          {formError ? (
            <Alert color="red" variant="light" role="alert" p="sm">
              {formError}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" size="md" loading={mutation.isPending}>
              Complete Registration
            </Button>
          </Group>
        </FormSection>
      </Stack>
    </form>
  );
}
