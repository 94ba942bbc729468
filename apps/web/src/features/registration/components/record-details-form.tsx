import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MSG } from '@pp/contract/messages';
import type { LookupResult } from '@pp/contract/registration';
import { encodePassword } from '@pp/contract/validators';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useAfterSignIn } from '../../../api/auth.ts';
import { FormSection } from '../../../components/form-section.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { ProofStatus, useProofOfWork } from '../../../components/proof-of-work.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import type { Language } from '../../../i18n/languages.ts';
import { errorMessage } from '../../../lib/api.ts';
import { useForm } from '../../../lib/form.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { PASSWORD_HINT } from '../../../lib/password-rules.ts';
import { focusFirstError, newPasswordErrors, schemaErrors } from '../../../lib/validation.ts';
import { isVerificationLost } from '../lib/registration-errors.ts';
import { ReadOnlyField } from './read-only-field.tsx';

/** What step 2 adds to every kind's location fields. */
export interface PasswordValues {
  password: string;
  confirmPassword: string;
}

/** The part of the register body every kind shares (the record's contacts, password, tokens). */
export interface SharedRegisterBody {
  name: string;
  mobile: string;
  email: string;
  password: string;
  registrationToken: string;
  proof: string;
  /** The page's language: the new account's e-mails are written in it. */
  language: Language;
}

export interface RecordDetailsFormProps<L extends object, B> {
  /** 'membership' or 'student': whose profile with the institute holds the details. */
  record: 'membership' | 'student';
  found: LookupResult;
  registrationToken: string;
  /** The OTP's registration token ran out: step 1 again. */
  onVerificationLost: () => void;
  /** The mobile as this kind registers it. */
  mobile: string;
  /** Read-only fields after the e-mail (a member's permanent address). */
  extraDetails?: ReactNode;
  initialLocation: L;
  locationTitle: string;
  /** The location fields (state, city...) of the form. */
  location: (form: UseFormReturnType<L & PasswordValues>, disabled: boolean) => ReactNode;
  /** The register body: the shared part plus this kind's fields. */
  toBody: (values: L & PasswordValues, shared: SharedRegisterBody) => B;
  schema: z.ZodType;
  register: (body: B) => Promise<unknown>;
  /** Where the new account lands (its profile). */
  after: string;
}

/**
 * Step 2 of member and student registration: the record's name, mobile and e-mail (read-only),
 * the location and a password; 'Complete Registration' registers and signs in.
 */
export function RecordDetailsForm<L extends object, B>({
  record,
  found,
  registrationToken,
  onVerificationLost,
  mobile,
  extraDetails,
  initialLocation,
  locationTitle,
  location,
  toBody: bodyOf,
  schema,
  register,
  after,
}: RecordDetailsFormProps<L, B>) {
  type Values = L & PasswordValues;
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const afterSignIn = useAfterSignIn();
  const proof = useProofOfWork(record === 'membership' ? 'register-member' : 'register-student');
  const [formError, setFormError] = useState('');

  // Checked with a stand-in proof; the real one is taken when the form is sent.
  const toBody = (values: Values, proofOfWork = 'pending') =>
    bodyOf(values, {
      name: found.nameField,
      mobile,
      email: found.emailField.toLowerCase(),
      password: encodePassword(values.password),
      registrationToken,
      proof: proofOfWork,
      language: currentLanguage(),
    });

  const form = useForm<Values>({
    initialValues: { ...initialLocation, password: '', confirmPassword: '' } as Values,
    validateInputOnChange: ['password'],
    validateInputOnBlur: ['confirmPassword'],
    validate: (values) =>
      ({
        ...schemaErrors(schema, toBody(values), (path) => (path === 'password' ? null : path)),
        ...newPasswordErrors(values.password, values.confirmPassword),
      }) as never,
  });

  const mutation = useMutation({
    mutationFn: async (values: Values) => {
      const result = await register(toBody(values, await proof.take()));
      await afterSignIn();
      return result;
    },
    meta: { silent: true },
    onSuccess: () => {
      notifySuccess(MSG.registered);
      navigate(after, { replace: true });
    },
    // Shown once: a toast when the form goes back to the OTP step, else on the fields or above
    // the button.
    onError: (error) => {
      const aboutProof = proof.refused(error);
      if (isVerificationLost(error)) {
        notifyError(error);
        onVerificationLost();
        return;
      }
      const onFields = !aboutProof && applyFieldErrors(form, error);
      setFormError(onFields ? '' : errorMessage(error));
      if (onFields) focusFirstError();
    },
  });

  const submit = form.onSubmit(
    (values) => {
      setFormError('');
      mutation.mutate(values);
    },
    () => focusFirstError(),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormSection
          title={t`Your details`}
          description={
            record === 'membership'
              ? t`From the institute's records. To change them, update your membership profile with the institute.`
              : t`From the institute's records. To change them, update your student profile with the institute.`
          }
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <ReadOnlyField label={t`Name`} value={found.nameField} />
            <ReadOnlyField label={t`Mobile`} value={mobile} />
            <Box style={{ gridColumn: '1 / -1' }}>
              <ReadOnlyField label={t`Email`} value={found.emailField} />
            </Box>
            {extraDetails}
          </SimpleGrid>
        </FormSection>

        <FormSection title={locationTitle}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {location(form, mutation.isPending)}
          </SimpleGrid>
        </FormSection>

        <FormSection
          title={t`Choose your password`}
          description={t`You will log in with your e-mail and this password.`}
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
          <ProofStatus proof={proof} />
          {formError ? (
            <Alert color="red" variant="light" role="alert" p="sm">
              {formError}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" size="md" loading={mutation.isPending}>
              <Trans>Complete Registration</Trans>
            </Button>
          </Group>
        </FormSection>
      </Stack>
    </form>
  );
}
