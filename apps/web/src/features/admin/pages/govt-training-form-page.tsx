import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  GOVT_CHECK,
  type GovtTrainingInput,
  type GovtTrainingItem,
  govtTrainingBody,
  VACANCY_DIGITS_MAX,
} from '@pp/contract/govt';
import { useGovtTraining, useSaveGovtTraining } from '../../../api/admin.ts';
import { useQualificationOptions } from '../lib/options.ts';
import {
  commonBodyOf,
  commonValuesOf,
  DayRangeInputs,
  dayOf,
  EMPTY_COMMON,
  epochOfDay,
  GovernmentTypeField,
  type GovtCommonValues,
  GovtFormPage,
  GovtSelect,
  GovtText,
  OrganisationField,
} from './govt-form.tsx';

interface Values extends GovtCommonValues {
  designation: string;
  stipend: string;
  trainingStartDate: string | null;
  trainingEndDate: string | null;
  minimumQualification: string | null;
}

const EMPTY: Values = {
  ...EMPTY_COMMON,
  designation: '',
  stipend: '',
  trainingStartDate: null,
  trainingEndDate: null,
  minimumQualification: null,
};

function valuesOf(t: GovtTrainingItem): Values {
  return {
    ...commonValuesOf(t),
    designation: t.designation,
    stipend: t.stipend,
    trainingStartDate: dayOf(t.trainingStartDate),
    trainingEndDate: dayOf(t.trainingEndDate),
    minimumQualification: t.minimumQualification,
  };
}

function bodyOf(values: Values, code: string): GovtTrainingInput {
  return {
    ...commonBodyOf(values),
    code,
    check: code ? GOVT_CHECK.update : GOVT_CHECK.create,
    designation: values.designation.trim(),
    stipend: values.stipend.trim(),
    trainingStartDate: epochOfDay(values.trainingStartDate),
    trainingEndDate: epochOfDay(values.trainingEndDate, true),
    minimumQualification: values.minimumQualification ?? '',
  };
}

function TrainingFields({ form }: { form: UseFormReturnType<Values> }) {
  const { t } = useLingui();
  const qualifications = useQualificationOptions();
  return (
    <>
      <GovtText form={form} field="designation" label={t`Designation`} required />
      <OrganisationField form={form} />
      <GovernmentTypeField form={form} />
      <GovtSelect
        form={form}
        field="minimumQualification"
        label={t`Minimum qualification`}
        data={qualifications.data}
      />
      <TextInput
        label={t`Vacancy`}
        inputMode="numeric"
        maxLength={VACANCY_DIGITS_MAX}
        {...form.getInputProps('vacancy')}
        onChange={(event) => form.setFieldValue('vacancy', event.currentTarget.value.replace(/\D/g, ''))}
      />
      <GovtText form={form} field="stipend" label={t`Stipend`} short />
      <GovtText form={form} field="ageLimit" label={t`Age limit`} short />
      <div />
      <DayRangeInputs
        form={form}
        start="trainingStartDate"
        end="trainingEndDate"
        startLabel={t`Training start date`}
        endLabel={t`Training end date`}
      />
    </>
  );
}

/** /admin/govt-traning/add and /admin/govt-traning/{code}: the government training form. */
export default function GovtTrainingFormPage() {
  return (
    <GovtFormPage
      noun="Training"
      list="/admin/govt-training"
      empty={EMPTY}
      schema={govtTrainingBody}
      valuesOf={valuesOf}
      bodyOf={bodyOf}
      useRecord={useGovtTraining}
      useSave={useSaveGovtTraining}
      fields={(form) => <TrainingFields form={form} />}
    />
  );
}
