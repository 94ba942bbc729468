import { NumberInput, Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { WORK_CULTURE } from '@pp/contract/constants';
import {
  GOVT_EXPERIENCE_MAX_YEARS,
  GOVT_SHORT_TEXT_MAX,
  GOVT_TEXT_MAX,
  type GovtJobInput,
  type GovtJobItem,
  govtJobBody,
} from '@pp/contract/govt';
import { useGovtJob, useSaveGovtJob } from '../../../api/admin.ts';
import { useGovernmentTypeOptions, useJobTypeOptions } from '../lib/options.ts';
import {
  commonBodyOf,
  commonValuesOf,
  DayRangeInputs,
  dayOf,
  EMPTY_COMMON,
  epochOfDay,
  type GovtCommonValues,
  GovtFormPage,
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

const WORK_FROM_HOME = WORK_CULTURE.map((value) => ({ value, label: value }));

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
  const jobTypes = useJobTypeOptions();
  const governmentTypes = useGovernmentTypeOptions();
  return (
    <>
      <TextInput
        label="Post (position)"
        required
        maxLength={GOVT_TEXT_MAX}
        {...form.getInputProps('jobPost')}
      />
      <TextInput label="Organisation" maxLength={GOVT_TEXT_MAX} {...form.getInputProps('companyName')} />
      <Select
        label="Job type"
        required
        searchable
        data={jobTypes.data ?? []}
        {...form.getInputProps('jobType')}
      />
      <Select
        label="Government type"
        required
        searchable
        data={governmentTypes.data ?? []}
        {...form.getInputProps('governmentType')}
      />
      <Select
        label="Work From Home"
        data={WORK_FROM_HOME}
        allowDeselect={false}
        {...form.getInputProps('workCulture')}
      />
      <TextInput label="Vacancy" maxLength={GOVT_SHORT_TEXT_MAX} {...form.getInputProps('vacancy')} />
      <TextInput label="Pay scale" maxLength={GOVT_TEXT_MAX} {...form.getInputProps('payScale')} />
      <TextInput label="Age limit" maxLength={GOVT_SHORT_TEXT_MAX} {...form.getInputProps('ageLimit')} />
      <NumberInput
        label="Minimum experience (years)"
        min={0}
        max={GOVT_EXPERIENCE_MAX_YEARS}
        allowDecimal={false}
        allowNegative={false}
        {...form.getInputProps('minimumExperience')}
      />
      <NumberInput
        label="Maximum experience (years)"
        description="0 when not stated"
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
        startLabel="Start date"
        endLabel="End date"
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
