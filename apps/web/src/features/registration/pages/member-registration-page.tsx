import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Select, TextInput } from '@mantine/core';
import { DEFAULT_MEMBERSHIP_TYPE, FIRM_FIELD_MAX, MEMBERSHIP_TYPES } from '@pp/contract/constants';
import { lookupMember, memberLookupForm, REGISTRATION_MSG } from '@pp/contract/registration';
import { call } from '../../../lib/api.ts';
import { MemberDetailsForm, type MembershipType } from '../components/member-details-form.tsx';
import { type IdentityFieldsProps, RecordRegistrationPage } from '../components/record-registration-page.tsx';

interface LookupValues {
  membershipType: MembershipType;
  membershipNumber: string;
  dateOfBirth: string | null;
}

const MEMBERSHIP_TYPE_OPTIONS: { value: MembershipType; label: MessageDescriptor }[] = [
  { value: 'A', label: msg`A (Associate)` },
  { value: 'F', label: msg`F (Fellow)` },
];

/** Base64 of text that is plain ASCII (digits, dates), as the spec sends the look-up fields. */
const base64 = (text: string) => btoa(text);

function MembershipFields({ form, changed, locked, lockedStyles }: IdentityFieldsProps<LookupValues>) {
  const { t, i18n } = useLingui();
  return (
    <>
      <Select
        label={t`Membership type`}
        required
        allowDeselect={false}
        data={MEMBERSHIP_TYPE_OPTIONS.map((option) => ({ value: option.value, label: i18n._(option.label) }))}
        {...form.getInputProps('membershipType')}
        onChange={(value) => {
          form.setFieldValue(
            'membershipType',
            MEMBERSHIP_TYPES.find((type) => type === value) ?? DEFAULT_MEMBERSHIP_TYPE,
          );
          changed();
        }}
        disabled={locked}
        styles={lockedStyles}
      />
      <TextInput
        label={t`Membership number`}
        required
        inputMode="numeric"
        autoComplete="off"
        maxLength={FIRM_FIELD_MAX}
        {...form.getInputProps('membershipNumber')}
        onChange={(event) => {
          form.setFieldValue('membershipNumber', event.currentTarget.value.replace(/\D/g, ''));
          changed();
        }}
        disabled={locked}
        styles={lockedStyles}
      />
    </>
  );
}

/** /member/registration: verify the membership with an OTP, then location and password. */
export default function MemberRegistrationPage() {
  return (
    <RecordRegistrationPage<LookupValues>
      kind="member"
      initialValues={{
        membershipType: DEFAULT_MEMBERSHIP_TYPE,
        membershipNumber: '',
        dateOfBirth: null,
      }}
      schema={memberLookupForm}
      lookup={(values, proof) =>
        call(lookupMember, {
          query: {
            membershipType: values.membershipType,
            membershipNumber: base64(values.membershipNumber.trim()),
            dateOfBirth: base64(values.dateOfBirth ?? ''),
            proof,
          },
        })
      }
      fetchRecord={(registrationToken) => call(lookupMember, { query: { registrationToken } })}
      alreadyRegistered={REGISTRATION_MSG.alreadyRegistered}
      columns={3}
      birthYear={1990}
      identityFields={(props) => <MembershipFields {...props} />}
      details={({ values, ...step }) => (
        <MemberDetailsForm
          lookup={{
            membershipType: values.membershipType,
            membershipNumber: values.membershipNumber.trim(),
            dateOfBirth: values.dateOfBirth ?? '',
          }}
          {...step}
        />
      )}
    />
  );
}
