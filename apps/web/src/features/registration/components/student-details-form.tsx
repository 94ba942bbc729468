import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { INDIA_COUNTRY_CODE, MOBILE_MAX_DIGITS } from '@pp/contract/constants';
import { type LookupResult, registerStudent, registerStudentBody } from '@pp/contract/registration';
import { useStates } from '../../../api/registration.ts';
import { call } from '../../../lib/api.ts';
import { CityTypeahead } from './city-typeahead.tsx';
import { RecordDetailsForm } from './record-details-form.tsx';

export interface StudentLookupValues {
  registrationNumber: string;
  dateOfBirth: string;
}

/** Where a student lands after registering (spec: the student profile). */
export const STUDENT_AFTER_REGISTRATION = '/student/profile';

/** The student record's mobile may carry the country code: the last 10 digits are used (spec). */
export function studentMobile(mobileField: string): string {
  return mobileField.replace(/\D/g, '').slice(-MOBILE_MAX_DIGITS);
}

const NO_LOCATION = { state: '', city: '' };

/**
 * Step 2 of student registration: name, mobile and e-mail from the record (read-only; region and
 * chapter are kept hidden), the current location (state, city typeahead) and password.
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
  const { t } = useLingui();
  const states = useStates(INDIA_COUNTRY_CODE);
  return (
    <RecordDetailsForm
      record="student"
      found={record}
      registrationToken={registrationToken}
      onVerificationLost={onVerificationLost}
      mobile={studentMobile(record.mobileField)}
      initialLocation={NO_LOCATION}
      locationTitle={t`Current location`}
      location={(form) => (
        <>
          <Select
            label={t`State`}
            required
            searchable
            allowDeselect={false}
            placeholder={states.isPending ? t`Loading...` : t`Select state`}
            data={states.data ?? []}
            value={form.getValues().state || null}
            onChange={(state) => {
              form.setFieldValue('state', state ?? '');
              form.setFieldValue('city', '');
            }}
            error={form.errors.state}
            nothingFoundMessage={t`No state found`}
            autoComplete="off"
          />
          <CityTypeahead
            stateCode={form.getValues().state}
            value={form.getValues().city}
            onChange={(city) => form.setFieldValue('city', city)}
            error={form.errors.city}
          />
        </>
      )}
      toBody={(values, shared) => ({
        ...lookup,
        state: values.state,
        city: values.city,
        region: record.regionField,
        chapter: record.chapterField,
        ...shared,
      })}
      schema={registerStudentBody}
      register={(body) => call(registerStudent, { body })}
      after={STUDENT_AFTER_REGISTRATION}
    />
  );
}
