import type { FormErrors } from '@mantine/form';
import { DEFAULT_PHONE_CODE, INDIA_COUNTRY_CODE } from '@pp/contract/constants';
import type { CorporateProfile } from '@pp/contract/corporates';
import { corporateAddressDetail, corporateBasicDetail } from '@pp/contract/registration';
import { bodyToHtml } from '../../../lib/body-text.ts';
import { type CorporateValues, EMPTY_CORPORATE, toCorporateBody } from '../../../lib/corporate-form.ts';
import { schemaErrors } from '../../../lib/validation.ts';

/**
 * The company profile's edit forms reuse the registration form's sections and rules: the saved
 * profile becomes the registration form's values, and the sections' bodies go to the PUT calls.
 */

/** Stored description HTML as the text the form edits (paragraphs as blank lines). */
export function htmlToEditableText(html: string): string {
  if (!html) return '';
  const withBreaks = html
    .replace(/<\/(p|li|h[1-6]|blockquote)>/gi, '\n\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ');
  const text =
    typeof DOMParser === 'undefined'
      ? withBreaks.replace(/<[^>]*>/g, '')
      : (new DOMParser().parseFromString(withBreaks, 'text/html').body.textContent ?? '');
  return text.replace(/\n{3,}/g, '\n\n').trim();
}

const yesNo = (value: boolean): 'yes' | 'no' => (value ? 'yes' : 'no');

export function profileToValues(profile: CorporateProfile): CorporateValues {
  const { basicDetail: b, addressDetail: a, contactDetail: c } = profile;
  return {
    ...EMPTY_CORPORATE,
    basicDetail: {
      companyName: b.companyName,
      isPCS: yesNo(b.isPCS),
      firmName: b.firmName,
      memberName: b.memberName,
      membershipNumber: b.membershipNumber,
      cinNumber: b.cinNumber,
      isListed: b.isPCS ? '' : yesNo(b.isListed),
      listingType: b.listingType,
      industryType: b.industryType.map((i) => i.industryTypeCode),
      companyDescription: htmlToEditableText(b.companyDescription),
    },
    addressDetail: {
      countryCode: a.countryCode || INDIA_COUNTRY_CODE,
      stateCode: a.stateCode,
      cityCode: a.cityCode,
      otherCity: a.otherCity,
      address: a.address,
      locality: a.locality,
      companyPhoneCode: a.companyPhoneCode || DEFAULT_PHONE_CODE,
      companyContactNumber: a.companyContactNumber,
      companyWebsite: a.companyWebsite,
    },
    contactDetail: {
      contactPerson1Name: c.contactPerson1Name,
      contactPerson1Email: c.contactPerson1Email,
      contactPerson1PhoneCode: c.contactPerson1PhoneCode || DEFAULT_PHONE_CODE,
      contactPerson1Mobile: c.contactPerson1Mobile,
      contactPerson2Name: c.contactPerson2Name,
      contactPerson2Email: c.contactPerson2Email,
      contactPerson2Mobile: c.contactPerson2Mobile,
    },
  };
}

export function basicBody(values: CorporateValues) {
  const basic = toCorporateBody(values, '').basicDetail;
  return { ...basic, companyDescription: bodyToHtml(values.basicDetail.companyDescription) };
}

export function addressBody(values: CorporateValues) {
  return toCorporateBody(values, '').addressDetail;
}

const under = (prefix: string) => (path: string) => {
  const field = path.split('.')[0];
  return field ? `${prefix}.${field}` : null;
};

export function validateBasic(values: CorporateValues): FormErrors {
  return schemaErrors(corporateBasicDetail, basicBody(values), under('basicDetail'));
}

export function validateAddress(values: CorporateValues): FormErrors {
  return schemaErrors(corporateAddressDetail, addressBody(values), under('addressDetail'));
}

/** Server field names (of one section's body) onto the form's paths. */
export function renameFor(
  prefix: string,
  fields: Record<string, string> | undefined,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of Object.keys(fields ?? {})) out[field] = `${prefix}.${field.split('.')[0]}`;
  return out;
}
