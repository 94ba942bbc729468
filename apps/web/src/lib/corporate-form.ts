import type { FormErrors } from '@mantine/form';
import { sendOtpBody } from '@pp/contract/comm';
import { DEFAULT_PHONE_CODE, INDIA_COUNTRY_CODE } from '@pp/contract/constants';
import {
  corporateAddressDetail,
  corporateBasicDetail,
  corporateContactDetail,
  type RegisterCorporateInput,
} from '@pp/contract/registration';
import { encodePassword } from '@pp/contract/validators';
import { newPasswordErrors, schemaErrors } from './validation.ts';

/** A yes/no radio: '' until answered ('Please select an option'). */
export type YesNo = '' | 'yes' | 'no';

export interface CorporateValues {
  basicDetail: {
    companyName: string;
    isPCS: YesNo;
    firmName: string;
    memberName: string;
    membershipNumber: string;
    cinNumber: string;
    isListed: YesNo;
    listingType: string;
    /** Industry codes (the body sends `{ industryTypeCode }` objects). */
    industryType: string[];
    companyDescription: string;
  };
  addressDetail: {
    countryCode: string;
    stateCode: string;
    cityCode: string;
    otherCity: string;
    address: string;
    locality: string;
    companyPhoneCode: string;
    companyContactNumber: string;
    companyWebsite: string;
  };
  contactDetail: {
    contactPerson1Name: string;
    contactPerson1Email: string;
    contactPerson1PhoneCode: string;
    contactPerson1Mobile: string;
    contactPerson2Name: string;
    contactPerson2Email: string;
    contactPerson2Mobile: string;
  };
  password: string;
  confirmPassword: string;
}

export const EMPTY_CORPORATE: CorporateValues = {
  basicDetail: {
    companyName: '',
    isPCS: '',
    firmName: '',
    memberName: '',
    membershipNumber: '',
    cinNumber: '',
    isListed: '',
    listingType: '',
    industryType: [],
    companyDescription: '',
  },
  addressDetail: {
    countryCode: INDIA_COUNTRY_CODE,
    stateCode: '',
    cityCode: '',
    otherCity: '',
    address: '',
    locality: '',
    companyPhoneCode: DEFAULT_PHONE_CODE,
    companyContactNumber: '',
    companyWebsite: '',
  },
  contactDetail: {
    contactPerson1Name: '',
    contactPerson1Email: '',
    contactPerson1PhoneCode: DEFAULT_PHONE_CODE,
    contactPerson1Mobile: '',
    contactPerson2Name: '',
    contactPerson2Email: '',
    contactPerson2Mobile: '',
  },
  password: '',
  confirmPassword: '',
};

const yesNo = (value: YesNo): boolean | undefined => (value === '' ? undefined : value === 'yes');

/** The body of `auth/register-corporate` for these values and the OTP's registration token. */
export function toCorporateBody(values: CorporateValues, registrationToken: string): RegisterCorporateInput {
  const { basicDetail: basic, addressDetail, contactDetail } = values;
  return {
    basicDetail: {
      ...basic,
      // Unanswered only before validation, which refuses it ('Please select an option').
      isPCS: yesNo(basic.isPCS) as boolean,
      isListed: yesNo(basic.isListed),
      industryType: basic.industryType.map((industryTypeCode) => ({ industryTypeCode })),
    },
    addressDetail,
    authDetail: { password: encodePassword(values.password) },
    contactDetail,
    registrationToken,
  };
}

/** Contact person 1's mobile and e-mail as the OTP is bound to them. */
export function otpContact(values: CorporateValues) {
  return {
    mobile: values.contactDetail.contactPerson1Mobile.trim(),
    email: values.contactDetail.contactPerson1Email.trim().toLowerCase(),
  };
}

/** Contract paths onto form paths: nested indexes (industryType.0.industryTypeCode) onto their field. */
function under(prefix: string, fields: string[] = []) {
  return (path: string) => {
    const field = path.split('.')[0] ?? '';
    if (!field) return null;
    if (fields.length && !fields.includes(field)) return null;
    return `${prefix}.${field}`;
  };
}

/**
 * Everything the employer form checks before the OTP: the contract's three detail schemas, the
 * password rule, 'Passwords do not match', the 10-digit mobile the OTP goes to and the e-mail.
 */
export function validateCorporate(values: CorporateValues): FormErrors {
  const body = toCorporateBody(values, 'pending');
  const contact = otpContact(values);
  const errors: FormErrors = {
    ...schemaErrors(corporateBasicDetail, body.basicDetail, under('basicDetail')),
    ...schemaErrors(corporateAddressDetail, body.addressDetail, under('addressDetail')),
    ...schemaErrors(corporateContactDetail, body.contactDetail, under('contactDetail')),
    ...newPasswordErrors(values.password, values.confirmPassword),
  };
  const otpTarget = schemaErrors(
    sendOtpBody,
    { purpose: 'corporate', ...contact, proof: 'pending' },
    (path) =>
      path === 'mobile'
        ? 'contactDetail.contactPerson1Mobile'
        : path === 'email'
          ? 'contactDetail.contactPerson1Email'
          : null,
  );
  for (const [path, message] of Object.entries(otpTarget)) {
    if (!(path in errors)) errors[path] = message;
  }
  return errors;
}

/** Server field names onto the form's. */
export const CORPORATE_FIELD_RENAME: Record<string, string> = {
  'authDetail.password': 'password',
  mobile: 'contactDetail.contactPerson1Mobile',
  email: 'contactDetail.contactPerson1Email',
};
