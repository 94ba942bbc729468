import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Box, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { LookupResult } from '@pp/contract/registration';
import { REGISTRATION_MSG } from '@pp/contract/registration';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { DateOfBirthInput } from '../../../components/date-of-birth-input.tsx';
import { FormSection } from '../../../components/form-section.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { PrivacyNotice } from '../../../components/privacy-notice.tsx';
import { ProofStatus, useProofOfWork } from '../../../components/proof-of-work.tsx';
import { ApiCallError, errorMessage } from '../../../lib/api.ts';
import { todayIso } from '../../../lib/date-of-birth.ts';
import { useForm } from '../../../lib/form.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { notifyInfo } from '../../../lib/notify.ts';
import { focusFirstError, schemaErrors } from '../../../lib/validation.ts';
import { LOCKED_INPUT_STYLES } from '../lib/locked.ts';
import { useRecordVerification } from '../lib/use-record-verification.ts';
import { OtpModal } from './otp-modal.tsx';
import { VerificationStatus } from './verification-status.tsx';

/** What every record look-up form has besides its identifying fields. */
export interface LookupBase {
  dateOfBirth: string | null;
}

/** What the identifying fields of step 1 get: the form, 'changed' to call on edits, and the lock. */
export interface IdentityFieldsProps<V extends LookupBase> {
  form: UseFormReturnType<V>;
  changed: () => void;
  locked: boolean;
  lockedStyles: typeof LOCKED_INPUT_STYLES | undefined;
}

export interface RecordRegistrationPageProps<V extends LookupBase> {
  /** Members verify their membership, students their student registration (the page's texts). */
  kind: 'member' | 'student';
  /** The look-up form's values and contract. */
  initialValues: V;
  schema: z.ZodType;
  /** Step 1's look-up, with the browser's proof of work. */
  lookup: (values: V, proof: string) => Promise<LookupResult>;
  /** The full record once the OTP is right. */
  fetchRecord: (registrationToken: string) => Promise<LookupResult>;
  /** The refusal that gets the Login and Forgot password links. */
  alreadyRegistered: string;
  /** Columns of the identity grid from sm up (the date of birth is the last). */
  columns: number;
  /** The year the date-of-birth picker opens at. */
  birthYear: number;
  identityFields: (props: IdentityFieldsProps<V>) => ReactNode;
  /** Step 2 once verified. */
  details: (props: {
    values: V;
    record: LookupResult;
    registrationToken: string;
    onVerificationLost: () => void;
  }) => ReactNode;
}

/**
 * /member/registration and /student/registration: step 1 verifies the institute's record
 * (identifying fields and date of birth, then an OTP to the mobile and e-mail on record);
 * step 2 (each kind's details form) completes the registration.
 */
export function RecordRegistrationPage<V extends LookupBase>({
  kind,
  initialValues,
  schema,
  lookup: lookupRecord,
  fetchRecord,
  alreadyRegistered,
  columns,
  birthYear,
  identityFields,
  details,
}: RecordRegistrationPageProps<V>) {
  const { t } = useLingui();
  const verification = useRecordVerification(kind, fetchRecord);
  const proof = useProofOfWork(kind === 'member' ? 'member-lookup' : 'student-lookup');
  /** Step 1's refusal, worded at render (in the current language). */
  const [failure, setFailure] = useState<unknown>(null);
  const verified = verification.validation === true;
  const loginPath = `/${kind}`;

  const form = useForm<V>({
    initialValues,
    validate: (values) => {
      const errors = schemaErrors(schema, values);
      if (!errors.dateOfBirth && values.dateOfBirth && values.dateOfBirth > todayIso()) {
        errors.dateOfBirth = REGISTRATION_MSG.invalidDate;
      }
      return errors as never;
    },
  });

  /** Changing the details after the OTP was sent starts over: that OTP belongs to the old details. */
  const changed = () => {
    setFailure(null);
    if (verification.validation === false) verification.reset();
  };

  const lookup = useMutation({
    mutationFn: (values: V) => verification.start(async () => lookupRecord(values, await proof.take())),
    meta: { silent: true },
    onError: (error) => {
      const onFields = !proof.refused(error) && applyFieldErrors(form, error);
      setFailure(onFields ? null : error);
      if (onFields) focusFirstError();
    },
  });

  const submit = form.onSubmit(
    (values) => {
      setFailure(null);
      lookup.mutate(values);
    },
    () => focusFirstError(),
  );

  const values = form.getValues();
  const dobProps = form.getInputProps('dateOfBirth');
  const lockedStyles = verified ? LOCKED_INPUT_STYLES : undefined;
  const member = kind === 'member';
  const title = member ? t`Member Registration` : t`Student Registration`;
  const alreadyRegisteredShown = failure instanceof ApiCallError && failure.message === alreadyRegistered;

  return (
    <PageFrame
      title={title}
      description={
        member
          ? t`Register with the membership details the institute holds for you. An OTP confirms it is you.`
          : t`Register with the student details the institute holds for you. An OTP confirms it is you.`
      }
      breadcrumbs={[{ label: t`Home`, to: '/' }, { label: t`Login`, to: loginPath }, { label: title }]}
      size={960}
    >
      <form onSubmit={submit} noValidate>
        <FormSection
          title={member ? t`Verify your membership` : t`Verify your student registration`}
          description={t`The OTP is sent to the mobile number and e-mail registered with the institute.`}
        >
          <SimpleGrid cols={{ base: 1, sm: columns }} spacing="md">
            {identityFields({ form, changed, locked: verified, lockedStyles })}
            <DateOfBirthInput
              initialYear={birthYear}
              required
              {...dobProps}
              onChange={(value) => {
                form.setFieldValue('dateOfBirth', value as never);
                changed();
              }}
              disabled={verified}
              styles={lockedStyles}
            />
          </SimpleGrid>

          {verified ? null : (
            <Stack gap="md">
              <ProofStatus proof={proof} />
              {failure !== null ? (
                <Alert color="red" variant="light" role="alert" p="sm">
                  {errorMessage(failure)}
                  {alreadyRegisteredShown ? (
                    <Text size="sm" mt={6}>
                      <Trans>
                        <Anchor component={Link} to={loginPath}>
                          Login
                        </Anchor>{' '}
                        or{' '}
                        <Anchor component={Link} to="/forgot-password">
                          Forgot password
                        </Anchor>
                      </Trans>
                    </Text>
                  ) : null}
                </Alert>
              ) : null}
              <Group justify="flex-end">
                <Button type="submit" size="md" loading={lookup.isPending}>
                  <Trans>Verify Account</Trans>
                </Button>
              </Group>
            </Stack>
          )}
          <VerificationStatus
            validation={verification.validation}
            otpOpen={verification.otpOpen}
            sent={verification.sent}
            onEnterOtp={verification.openOtp}
            verifiedText={
              member
                ? t`Your membership is verified. Complete the registration below.`
                : t`Your student registration is verified. Complete the registration below.`
            }
          />
        </FormSection>
      </form>

      {verified && verification.record
        ? details({
            values,
            record: verification.record,
            registrationToken: verification.registrationToken,
            onVerificationLost: () => {
              verification.reset();
              notifyInfo(t`Please verify your account again.`);
            },
          })
        : null}

      <Box mt="lg">
        <PrivacyNotice kind={kind} />
      </Box>

      <OtpModal
        opened={verification.otpOpen}
        onClose={verification.closeOtp}
        sent={verification.sent}
        confirmLabel={t`Check OTP`}
        wrongNumbersNote={
          member
            ? t`If the mobile number or e-mail is wrong, please update it in your membership profile with the institute and register afterwards.`
            : t`If the mobile number or e-mail is wrong, please update it in your student profile with the institute and register afterwards.`
        }
        onCheck={verification.check}
        onResend={verification.resend}
      />
    </PageFrame>
  );
}
