import { useLingui } from '@lingui/react/macro';
import { Box, Group, MultiSelect, Radio, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CIN_MAX, COMPANY_DESCRIPTION_MAX, FIRM_FIELD_MAX } from '@pp/contract/constants';
import { normalizeCompanyName } from '@pp/contract/validators';
import type { ReactNode } from 'react';
import { useIndustries, useListingTypes } from '../../api/registration.ts';
import type { CorporateValues, YesNo } from '../../lib/corporate-form.ts';
import { alphanumericUpper, transformTyped, upperCase } from '../../lib/typing.ts';
import { FormSection } from '../form-section.tsx';

const COMPANY_NAME_MAX = 200;
const MAX_INDUSTRIES = 20;

/** Full width in the section's two-column grid. */
const wide = { gridColumn: '1 / -1' } as const;

function YesNoRadio({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: YesNo;
  onChange: (value: YesNo) => void;
  error?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Radio.Group label={label} required value={value} onChange={(v) => onChange(v as YesNo)} error={error}>
      <Group gap="xl" mt={6}>
        <Radio value="yes" label={t`Yes`} />
        <Radio value="no" label={t`No`} />
      </Group>
    </Radio.Group>
  );
}

/**
 * Company name, the PCS question (yes: firm name, member name, membership number; no: CIN and
 * the listed question, whose 'no' asks the listing type), industry types and description.
 */
export function CorporateBasicSection({ form }: { form: UseFormReturnType<CorporateValues> }) {
  const { t } = useLingui();
  const industries = useIndustries();
  const listingTypes = useListingTypes();
  const basic = form.getValues().basicDetail;
  const set = <K extends keyof CorporateValues['basicDetail']>(
    key: K,
    value: CorporateValues['basicDetail'][K],
  ) => {
    const path: string = `basicDetail.${key}`;
    form.setFieldValue(path, value);
  };
  const errorOf = (key: keyof CorporateValues['basicDetail']) => form.errors[`basicDetail.${key}`];
  const description = basic.companyDescription;

  return (
    <FormSection title={t`Company details`}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Box style={wide}>
          <TextInput
            label={t`Company name`}
            required
            maxLength={COMPANY_NAME_MAX}
            autoComplete="organization"
            value={basic.companyName}
            onChange={(event) => transformTyped(event, normalizeCompanyName, (v) => set('companyName', v))}
            error={errorOf('companyName')}
          />
        </Box>
        <Box style={wide}>
          <YesNoRadio
            label={t`Are you a Practising Company Secretary (PCS) firm?`}
            value={basic.isPCS}
            onChange={(value) => {
              set('isPCS', value);
              // The hidden half of the question is not checked; its messages go with it.
              const hidden =
                value === 'yes'
                  ? ['cinNumber', 'isListed', 'listingType']
                  : ['firmName', 'memberName', 'membershipNumber'];
              for (const key of hidden) form.clearFieldError(`basicDetail.${key}`);
            }}
            error={errorOf('isPCS')}
          />
        </Box>
        {basic.isPCS === 'yes' ? (
          <>
            <TextInput
              label={t`Firm name`}
              required
              maxLength={FIRM_FIELD_MAX}
              value={basic.firmName}
              onChange={(event) => transformTyped(event, upperCase, (v) => set('firmName', v))}
              error={errorOf('firmName')}
            />
            <TextInput
              label={t`Member name`}
              required
              maxLength={FIRM_FIELD_MAX}
              autoComplete="name"
              value={basic.memberName}
              onChange={(event) => transformTyped(event, upperCase, (v) => set('memberName', v))}
              error={errorOf('memberName')}
            />
            <TextInput
              label={t`Membership number`}
              required
              maxLength={FIRM_FIELD_MAX}
              placeholder="A1234, F1234" // i18n-ignore: example membership numbers (codes)
              autoComplete="off"
              value={basic.membershipNumber}
              onChange={(event) => transformTyped(event, upperCase, (v) => set('membershipNumber', v))}
              error={errorOf('membershipNumber')}
            />
          </>
        ) : null}
        {basic.isPCS === 'no' ? (
          <>
            <TextInput
              label="CIN"
              description={t`Corporate Identification Number: letters and digits`}
              required
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={basic.cinNumber}
              onChange={(event) =>
                transformTyped(event, alphanumericUpper(CIN_MAX), (v) => set('cinNumber', v))
              }
              error={errorOf('cinNumber')}
            />
            <YesNoRadio
              label={t`Is company listed?`}
              value={basic.isListed}
              onChange={(value) => {
                set('isListed', value);
                if (value === 'yes') {
                  set('listingType', '');
                  form.clearFieldError('basicDetail.listingType');
                }
              }}
              error={errorOf('isListed')}
            />
            {basic.isListed === 'no' ? (
              <Select
                label={t`Listing type`}
                required
                allowDeselect={false}
                placeholder={listingTypes.isPending ? t`Loading...` : t`Select listing type`}
                data={listingTypes.data ?? []}
                value={basic.listingType || null}
                onChange={(value) => set('listingType', value ?? '')}
                error={errorOf('listingType')}
              />
            ) : null}
          </>
        ) : null}
        <Box style={wide}>
          <MultiSelect
            label={t`Industry type`}
            description={t`Choose one or more`}
            required
            searchable
            hidePickedOptions
            maxValues={MAX_INDUSTRIES}
            placeholder={
              basic.industryType.length
                ? undefined
                : industries.isPending
                  ? t`Loading...`
                  : t`Select industries`
            }
            data={industries.data ?? []}
            value={basic.industryType}
            onChange={(value) => set('industryType', value)}
            error={errorOf('industryType')}
            nothingFoundMessage={t`No industry found`}
          />
        </Box>
        <Box style={wide}>
          <Textarea
            label={t`Description`}
            autosize
            minRows={3}
            maxRows={10}
            maxLength={COMPANY_DESCRIPTION_MAX}
            description={`${description.length} / ${COMPANY_DESCRIPTION_MAX}`}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            value={description}
            onChange={(event) => set('companyDescription', event.currentTarget.value)}
            error={errorOf('companyDescription')}
          />
        </Box>
      </SimpleGrid>
    </FormSection>
  );
}
