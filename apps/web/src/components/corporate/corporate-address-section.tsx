import { useLingui } from '@lingui/react/macro';
import { Box, Group, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { CorporateValues } from '../../lib/corporate-form.ts';
import { digitsOnly, transformTyped, upperCase } from '../../lib/typing.ts';
import { FormSection } from '../form-section.tsx';
import { LocationFields } from '../location-fields.tsx';
import { PhoneCodeSelect } from '../phone-code-select.tsx';

const ADDRESS_MAX = 500;
const LOCALITY_MAX = 200;
const PHONE_NUMBER_MAX = 15;
const WEBSITE_MAX = 300;

/** Country (India by default), state, city or other city, address, locality, phone and website. */
export function CorporateAddressSection({ form }: { form: UseFormReturnType<CorporateValues> }) {
  const { t } = useLingui();
  const address = form.getValues().addressDetail;
  const set = (key: keyof CorporateValues['addressDetail'], value: string) => {
    const path: string = `addressDetail.${key}`;
    form.setFieldValue(path, value);
  };
  const errorOf = (key: keyof CorporateValues['addressDetail']) => form.errors[`addressDetail.${key}`];

  return (
    <FormSection title={t`Company address`}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <LocationFields
          value={{
            countryCode: address.countryCode,
            state: address.stateCode,
            city: address.cityCode,
            otherCity: address.otherCity,
          }}
          errors={{
            countryCode: errorOf('countryCode'),
            state: errorOf('stateCode'),
            city: errorOf('cityCode'),
            otherCity: errorOf('otherCity'),
          }}
          onChange={(patch) => {
            if (patch.countryCode !== undefined) set('countryCode', patch.countryCode);
            if (patch.state !== undefined) set('stateCode', patch.state);
            if (patch.city !== undefined) set('cityCode', patch.city);
            if (patch.otherCity !== undefined) set('otherCity', patch.otherCity);
          }}
          upperCaseOtherCity
        />
        <Box style={{ gridColumn: '1 / -1' }}>
          <Textarea
            label={t`Address`}
            required
            autosize
            minRows={2}
            maxRows={6}
            maxLength={ADDRESS_MAX}
            autoComplete="street-address"
            value={address.address}
            onChange={(event) => transformTyped(event, upperCase, (v) => set('address', v))}
            error={errorOf('address')}
          />
        </Box>
        <TextInput
          label={t`Locality`}
          maxLength={LOCALITY_MAX}
          value={address.locality}
          onChange={(event) => set('locality', event.currentTarget.value)}
          error={errorOf('locality')}
        />
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <PhoneCodeSelect
            w={130}
            style={{ flexShrink: 0 }}
            label={t`Phone code`}
            value={address.companyPhoneCode || null}
            onChange={(value) => set('companyPhoneCode', value ?? '')}
            error={errorOf('companyPhoneCode')}
          />
          <TextInput
            style={{ flex: 1, minWidth: 0 }}
            label={t`Phone number`}
            type="tel"
            inputMode="numeric"
            maxLength={PHONE_NUMBER_MAX}
            autoComplete="tel-national"
            value={address.companyContactNumber}
            onChange={(event) =>
              transformTyped(event, digitsOnly(PHONE_NUMBER_MAX), (v) => set('companyContactNumber', v))
            }
            error={errorOf('companyContactNumber')}
          />
        </Group>
        <TextInput
          label={t`Website`}
          type="url"
          inputMode="url"
          placeholder={t`For example, https://www.example.com`}
          maxLength={WEBSITE_MAX}
          autoComplete="url"
          autoCapitalize="off"
          spellCheck={false}
          value={address.companyWebsite}
          onChange={(event) => set('companyWebsite', event.currentTarget.value)}
          error={errorOf('companyWebsite')}
        />
      </SimpleGrid>
    </FormSection>
  );
}
