import { useLingui } from '@lingui/react/macro';
import { Group, NumberInput, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { CURRENCY, MEMBER_SUMMARY_MAX } from '@pp/contract/constants';
import {
  COMPANY_MAX,
  type MemberBasicDetail,
  memberBasicDetailBody,
  OTHER_ROLE_CODE,
  OTHER_ROLE_MAX,
} from '@pp/contract/profiles';
import { useCurrencies, useRoles } from '../../../api/lookups.ts';
import { useSaveMemberBasicDetail } from '../../../api/profiles.ts';
import { CharCount, FormModal, numberOrUndefined, validateWith } from '../../../components/form-modal.tsx';
import { useForm } from '../../../lib/form.ts';
import { LocationFields } from './location-fields.tsx';
import { useModalForm } from './use-modal-form.ts';

interface Values {
  state: string | null;
  city: string | null;
  currentCompany: string;
  currentRole: string | null;
  otherRole: string;
  years: number | string;
  months: number | string;
  currentCTC: number | string;
  currentCTCCurrency: string | null;
  profileSummary: string;
}

function toBody(values: Values) {
  const years = numberOrUndefined(values.years);
  const months = numberOrUndefined(values.months);
  const total = years === undefined && months === undefined ? undefined : (years ?? 0) * 12 + (months ?? 0);
  return {
    state: values.state ?? '',
    city: values.city ?? '',
    currentCompany: values.currentCompany,
    currentRole: values.currentRole ?? '',
    otherRole: values.otherRole,
    totalExperienceInMonths: total as number,
    currentCTC: numberOrUndefined(values.currentCTC) as number,
    currentCTCCurrency: values.currentCTCCurrency ?? '',
    profileSummary: values.profileSummary,
  };
}

function fromDetail(detail: MemberBasicDetail): Values {
  // A new profile has no experience yet: leave the boxes empty rather than showing 0.
  const hasExperience = detail.totalExperienceInMonths > 0 || detail.currentCompany !== '';
  return {
    state: detail.state || null,
    city: detail.city || null,
    currentCompany: detail.currentCompany,
    currentRole: detail.currentRole || null,
    otherRole: detail.otherRole,
    years: hasExperience ? Math.floor(detail.totalExperienceInMonths / 12) : '',
    months: hasExperience ? detail.totalExperienceInMonths % 12 : '',
    currentCTC: detail.currentCompany !== '' || detail.currentCTC > 0 ? detail.currentCTC : '',
    currentCTCCurrency: detail.currentCTCCurrency || CURRENCY.code,
    profileSummary: detail.profileSummary,
  };
}

const RENAME = { totalExperienceInMonths: 'years' };

export interface MemberBasicModalProps {
  opened: boolean;
  detail: MemberBasicDetail;
  onClose: () => void;
}

/** State, city, company, designation, experience, current CTC and profile summary: all required. */
export function MemberBasicModal({ opened, detail, onClose }: MemberBasicModalProps) {
  const { t } = useLingui();
  const save = useSaveMemberBasicDetail();
  const roles = useRoles();
  const currencies = useCurrencies();
  const form = useForm<Values>({
    initialValues: fromDetail(detail),
    validate: validateWith(memberBasicDetailBody, toBody, RENAME),
  });

  const frame = useModalForm(form, {
    opened,
    onClose,
    fill: () => fromDetail(detail),
    save,
    toBody,
    rename: RENAME,
  });

  return (
    <FormModal {...frame} title={t`Edit basic details`}>
      <LocationFields
        stateInput={form.getInputProps('state')}
        cityInput={form.getInputProps('city')}
        stateCode={form.values.state ?? ''}
        clearCity={() => form.setFieldValue('city', null)}
      />
      <TextInput
        label={t`Current company`}
        required
        maxLength={COMPANY_MAX}
        data-autofocus
        {...form.getInputProps('currentCompany')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          allowDeselect={false}
          label={t`Designation`}
          required
          searchable
          data={roles.data ?? []}
          placeholder={roles.isPending ? t`Loading...` : t`Select`}
          nothingFoundMessage={t`No match`}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('currentRole')}
        />
        {form.values.currentRole === OTHER_ROLE_CODE && (
          <TextInput
            label={t`Name of designation`}
            required
            maxLength={OTHER_ROLE_MAX}
            {...form.getInputProps('otherRole')}
          />
        )}
      </SimpleGrid>
      <Group grow align="flex-start" gap="sm" wrap="nowrap">
        <NumberInput
          label={t`Experience: years`}
          required
          min={0}
          max={60}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('years')}
        />
        <NumberInput
          label={t`and months`}
          min={0}
          max={11}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('months')}
        />
      </Group>
      <Group grow align="flex-start" gap="sm" wrap="nowrap">
        <NumberInput
          label={t`Current CTC`}
          placeholder={t`Amount per year`}
          required
          min={0}
          allowNegative={false}
          decimalScale={0}
          thousandSeparator=","
          thousandsGroupStyle={form.values.currentCTCCurrency === CURRENCY.code ? 'lakh' : 'thousand'}
          {...form.getInputProps('currentCTC')}
        />
        <Select
          allowDeselect={false}
          label={t`Currency`}
          required
          searchable
          data={currencies.data ?? []}
          placeholder={currencies.isPending ? t`Loading...` : t`Select`}
          nothingFoundMessage={t`No match`}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('currentCTCCurrency')}
        />
      </Group>
      <Textarea
        label={t`Profile summary`}
        required
        autosize
        minRows={4}
        maxRows={10}
        {...form.getInputProps('profileSummary')}
      />
      <CharCount value={form.values.profileSummary} max={MEMBER_SUMMARY_MAX} />
    </FormModal>
  );
}
