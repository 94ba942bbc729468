import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';
import { lookupStudent, REGISTRATION_MSG, studentLookupForm } from '@pp/contract/registration';
import { call } from '../../../lib/api.ts';
import { type IdentityFieldsProps, RecordRegistrationPage } from '../components/record-registration-page.tsx';
import { StudentDetailsForm } from '../components/student-details-form.tsx';

interface LookupValues {
  registrationNumber: string;
  dateOfBirth: string | null;
}

/** Registration numbers are letters, digits, '/' and '-' (contract); at most 30. */
const REGISTRATION_NUMBER_MAX = 30;

function RegistrationNumberField({ form, changed, locked, lockedStyles }: IdentityFieldsProps<LookupValues>) {
  const { t } = useLingui();
  return (
    <TextInput
      label={t`Registration number`}
      required
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={REGISTRATION_NUMBER_MAX}
      {...form.getInputProps('registrationNumber')}
      onChange={(event) => {
        form.setFieldValue('registrationNumber', event.currentTarget.value.replace(/\s/g, ''));
        changed();
      }}
      disabled={locked}
      styles={lockedStyles}
    />
  );
}

/** /student/registration: verify the student record with an OTP, then location and password. */
export default function StudentRegistrationPage() {
  return (
    <RecordRegistrationPage<LookupValues>
      kind="student"
      initialValues={{ registrationNumber: '', dateOfBirth: null }}
      schema={studentLookupForm}
      lookup={(values, proof) =>
        call(lookupStudent, {
          query: {
            registrationNumber: values.registrationNumber.trim(),
            dateOfBirth: values.dateOfBirth ?? '',
            proof,
          },
        })
      }
      fetchRecord={(registrationToken) => call(lookupStudent, { query: { registrationToken } })}
      alreadyRegistered={REGISTRATION_MSG.studentAlreadyRegistered}
      columns={2}
      birthYear={2004}
      identityFields={(props) => <RegistrationNumberField {...props} />}
      details={({ values, ...step }) => (
        <StudentDetailsForm
          lookup={{
            registrationNumber: values.registrationNumber.trim(),
            dateOfBirth: values.dateOfBirth ?? '',
          }}
          {...step}
        />
      )}
    />
  );
}
