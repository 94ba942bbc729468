import { Alert, Box, Button, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { INDIA_COUNTRY_CODE, MOBILE_MAX_DIGITS } from '@pp/contract/constants';
import { MSG, OUR_MSG } from '@pp/contract/messages';
import { type LookupResult, registerStudent, registerStudentBody } from '@pp/contract/registration';
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
import { useStates } from '../api.ts';
import { isVerificationLost } from '../lib/registration-errors.ts';
import { focusFirstError, newPasswordErrors, schemaErrors } from '../lib/validation.ts';
import { CityTypeahead } from './city-typeahead.tsx';
import { FormSection } from './form-section.tsx';
import { ReadOnlyField } from './read-only-field.tsx';

export interface StudentLookupValues {
  registrationNumber: string;
  dateOfBirth: string;
}

interface Values {
  state: string;
  city: string;
  password: string;
  confirmPassword: string;
  captcha: string;
}

/** Where a student lands after registering (spec: the student profile). */
export const STUDENT_AFTER_REGISTRATION = '/student/profile';

/** The student record's mobile may carry the country code: the last 10 digits are used (spec). */
export function studentMobile(mobileField: string): string {
  return mobileField.replace(/\D/g, '').slice(-MOBILE_MAX_DIGITS);
}

/**
 * Step 2 of student registration: name, mobile and e-mail from the record (read-only; region and
 * chapter are kept hidden), the current location (state, city typeahead), password and captcha.
 */
export function StudentDetailsForm({
  lookup,
  record,
  registrationToken,
  onVerificationLost,
}: {
  lookup: StudentLookupValues;
  record: LookupResult;
  registrationToken: string;
  onVerificationLost: () => void;
}) {
  const navigate = useNavigate();
  const afterSignIn = useAfterSignIn();
  const captcha = useCaptcha();
  const captchaInput = useRef<HTMLInputElement>(null);
  const [formError, setFormError] = useState('');
  const states = useStates(INDIA_COUNTRY_CODE);

  const toBody = (values: Values) => ({
    ...lookup,
    state: values.state,
    city: values.city,
    name: record.nameField,
    mobile: studentMobile(record.mobileField),
    email: record.emailField.toLowerCase(),
    region: record.regionField,
    chapter: record.chapterField,
    password: encodePassword(values.password),
    registrationToken,
    captchaId: captcha.captchaId || 'pending',
    captcha: values.captcha,
  });

  const form = useForm<Values>({
    initialValues: { state: '', city: '', password: '', confirmPassword: '', captcha: '' },
    validateInputOnChange: ['password'],
    validateInputOnBlur: ['confirmPassword'],
    validate: (values) => ({
      ...schemaErrors(registerStudentBody, toBody(values), (path) =>
        path === 'password' ? null : path === 'captchaId' ? 'captcha' : path,
      ),
      ...newPasswordErrors(values.password, values.confirmPassword),
    }),
  });

  const mutation = useMutation({
    mutationFn: async (values: Values) => {
      const result = await call(registerStudent, { body: toBody(values) });
      await afterSignIn();
      return result;
    },
    meta: { silent: true },
    onSuccess: () => {
      notifySuccess(MSG.registered);
      navigate(STUDENT_AFTER_REGISTRATION, { replace: true });
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

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormSection
          title="Your details"
          description="From the institute's records. To change them, update your student profile with the institute."
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <ReadOnlyField label="Name" value={record.nameField} />
            <ReadOnlyField label="Mobile" value={studentMobile(record.mobileField)} />
            <Box style={{ gridColumn: '1 / -1' }}>
              <ReadOnlyField label="Email" value={record.emailField} />
            </Box>
          </SimpleGrid>
        </FormSection>

        <FormSection title="Current location">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label="State"
              required
              searchable
              allowDeselect={false}
              placeholder={states.isPending ? 'Loading...' : 'Select state'}
              data={states.data ?? []}
              value={values.state || null}
              onChange={(state) => {
                form.setFieldValue('state', state ?? '');
                form.setFieldValue('city', '');
              }}
              error={form.errors.state}
              nothingFoundMessage="No state found"
              autoComplete="off"
            />
            <CityTypeahead
              stateCode={values.state}
              value={values.city}
              onChange={(city) => form.setFieldValue('city', city)}
              error={form.errors.city}
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
