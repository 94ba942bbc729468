import { useLingui } from '@lingui/react/macro';
import { Box } from '@mantine/core';
import { INDIA_COUNTRY_CODE, type MEMBERSHIP_TYPES } from '@pp/contract/constants';
import { type LookupResult, registerMember, registerMemberBody } from '@pp/contract/registration';
import { LocationFields, type LocationValue } from '../../../components/location-fields.tsx';
import { call } from '../../../lib/api.ts';
import { ReadOnlyField } from './read-only-field.tsx';
import { RecordDetailsForm } from './record-details-form.tsx';

export type MembershipType = (typeof MEMBERSHIP_TYPES)[number];

export interface MemberLookupValues {
  membershipType: MembershipType;
  membershipNumber: string;
  dateOfBirth: string;
}

/** Where a member lands after registering (spec: the member profile). */
export const MEMBER_AFTER_REGISTRATION = '/member/profile';

const NO_LOCATION: LocationValue = { countryCode: INDIA_COUNTRY_CODE, state: '', city: '', otherCity: '' };

/**
 * Step 2 of member registration: the record's name, mobile, e-mail and permanent address
 * (read-only), then location and password; 'Complete Registration' signs in.
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
  const { t } = useLingui();
  return (
    <RecordDetailsForm
      record="membership"
      found={record}
      registrationToken={registrationToken}
      onVerificationLost={onVerificationLost}
      mobile={record.mobileField}
      extraDetails={
        <Box style={{ gridColumn: '1 / -1' }}>
          <ReadOnlyField label={t`Permanent address`} value={record.addressField} multiline />
        </Box>
      }
      initialLocation={NO_LOCATION}
      locationTitle={t`Where you live now`}
      location={(form, disabled) => (
        <LocationFields
          value={form.getValues()}
          errors={{
            countryCode: form.errors.countryCode,
            state: form.errors.state,
            city: form.errors.city,
            otherCity: form.errors.otherCity,
          }}
          onChange={(patch) => {
            for (const [key, value] of Object.entries(patch)) {
              form.setFieldValue(key as keyof LocationValue, value);
            }
          }}
          disabled={disabled}
        />
      )}
      toBody={(values, shared) => ({
        ...lookup,
        countryCode: values.countryCode,
        state: values.state,
        city: values.city,
        otherCity: values.otherCity,
        address: record.addressField,
        ...shared,
      })}
      schema={registerMemberBody}
      register={(body) => call(registerMember, { body })}
      after={MEMBER_AFTER_REGISTRATION}
    />
  );
}
