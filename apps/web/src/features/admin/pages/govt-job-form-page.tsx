import { useLingui } from '@lingui/react/macro';
import { NumberInput, Select } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { WORK_CULTURE } from '@pp/contract/constants';
import {
  GOVT_EXPERIENCE_MAX_YEARS,
  type GovtJobInput,
  type GovtJobItem,
  govtJobBody,
} from '@pp/contract/govt';
import { useGovtJob, useSaveGovtJob } from '../../../api/admin.ts';
import { useMessageText } from '../../../i18n/message-text.ts';
import { useJobTypeOptions } from '../lib/options.ts';
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
  jobType: string | null;
  workCulture: string;
  jobPost: string;
  payScale: string;
  startDate: string | null;
  endDate: string | null;
  minimumExperience: number | string;
  maximumExperience: number | string;
}

const EMPTY: Values = {
  ...EMPTY_COMMON,
  jobType: null,
  workCulture: 'No',
  jobPost: '',
  payScale: '',
  startDate: null,
  endDate: null,
  minimumExperience: 0,
  maximumExperience: 0,
};

function valuesOf(job: GovtJobItem): Values {
  return {
    ...commonValuesOf(job),
    jobType: job.jobType,
    workCulture: job.workCulture,
    jobPost: job.jobPost,
    payScale: job.payScale,
    startDate: dayOf(job.startDate),
    endDate: dayOf(job.endDate),
    minimumExperience: job.minimumExperience,
    maximumExperience: job.maximumExperience,
  };
}

function bodyOf(values: Values, code: string): GovtJobInput {
  return {
    ...commonBodyOf(values),
    code,
    jobType: values.jobType ?? '',
    workCulture: values.workCulture as GovtJobInput['workCulture'],
    jobPost: values.jobPost.trim(),
    payScale: values.payScale.trim(),
    startDate: epochOfDay(values.startDate),
    // The last day counts whole: the job expires after it.
    endDate: epochOfDay(values.endDate, true),
    minimumExperience: Number(values.minimumExperience) || 0,
    maximumExperience: Number(values.maximumExperience) || 0,
  };
}

function JobFields({ form }: { form: UseFormReturnType<Values> }) {
  const { t } = useLingui();
  const tm = useMessageText();
  // The values stay the contract's English ('Yes', 'Limited', 'No'); only the labels are translated.
  const workFromHome = WORK_CULTURE.map((value) => ({ value, label: tm(value) }));
  const jobTypes = useJobTypeOptions();
  return (
    <>
      <GovtText form={form} field="jobPost" label={t`Post (position)`} required />
      <OrganisationField form={form} />
      <GovtSelect form={form} field="jobType" label={t`Job type`} data={jobTypes.data} />
      <GovernmentTypeField form={form} />
      <Select
        label={t`Work From Home`}
        data={workFromHome}
        allowDeselect={false}
        {...form.getInputProps('workCulture')}
      />
      <GovtText form={form} field="vacancy" label={t`Vacancy`} short />
      <GovtText form={form} field="payScale" label={t`Pay scale`} />
      <GovtText form={form} field="ageLimit" label={t`Age limit`} short />
      <NumberInput
        label={t`Minimum experience (years)`}
        min={0}
        max={GOVT_EXPERIENCE_MAX_YEARS}
        allowDecimal={false}
        allowNegative={false}
        {...form.getInputProps('minimumExperience')}
      />
      <NumberInput
        label={t`Maximum experience (years)`}
        description={t`0 when not stated`}
        min={0}
        max={GOVT_EXPERIENCE_MAX_YEARS}
        allowDecimal={false}
        allowNegative={false}
        {...form.getInputProps('maximumExperience')}
      />
      <DayRangeInputs
        form={form}
        start="startDate"
        end="endDate"
        startLabel={t`Start date`}
        endLabel={t`End date`}
      />
    </>
  );
}

/** /admin/govt-job/add and /admin/govt-job/{code}: the government job form. */
export default function GovtJobFormPage() {
  return (
    <GovtFormPage
      noun="Job"
      list="/admin/govt-job"
      empty={EMPTY}
      schema={govtJobBody}
      valuesOf={valuesOf}
      bodyOf={bodyOf}
      useRecord={useGovtJob}
      useSave={useSaveGovtJob}
      fields={(form) => <JobFields form={form} />}
    />
  );
}
