import { Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { TITLE_MAX, URL_MAX, WORK_CULTURE } from '@pp/contract/constants';
import {
  GOVT_DESCRIPTION_MAX,
  GOVT_EXPERIENCE_MAX_YEARS,
  GOVT_SHORT_TEXT_MAX,
  GOVT_TEXT_MAX,
  type GovtJobInput,
  type GovtJobItem,
  govtJobBody,
} from '@pp/contract/govt';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useRouteParam } from '../../../app/route-context.ts';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useGovtJob, useSaveGovtJob } from '../api.ts';
import { CityMultiSelect } from '../components/city-multi-select.tsx';
import { bodyToHtml, DescriptionField, editableText } from '../components/description-field.tsx';
import { epochOfIsoDay, isoDayOf } from '../lib/dates.ts';
import { schemaErrors, serverFieldErrors } from '../lib/form.ts';
import { useGovernmentTypeOptions, useJobTypeOptions } from '../lib/options.ts';

const LIST = '/admin/govt-job';

interface Values {
  title: string;
  description: string;
  city: string[];
  jobType: string | null;
  workCulture: string;
  jobPost: string;
  governmentType: string | null;
  companyName: string;
  vacancy: string;
  payScale: string;
  ageLimit: string;
  applyURL: string;
  advertisementURL: string;
  startDate: string | null;
  endDate: string | null;
  minimumExperience: number | string;
  maximumExperience: number | string;
}

const EMPTY: Values = {
  title: '',
  description: '',
  city: [],
  jobType: null,
  workCulture: 'No',
  jobPost: '',
  governmentType: null,
  companyName: '',
  vacancy: '',
  payScale: '',
  ageLimit: '',
  applyURL: '',
  advertisementURL: '',
  startDate: null,
  endDate: null,
  minimumExperience: 0,
  maximumExperience: 0,
};

const WORK_FROM_HOME = WORK_CULTURE.map((value) => ({ value, label: value }));

function valuesOf(job: GovtJobItem): Values {
  return {
    title: job.title,
    description: editableText(job.description),
    city: job.city,
    jobType: job.jobType,
    workCulture: job.workCulture,
    jobPost: job.jobPost,
    governmentType: job.governmentType,
    companyName: job.companyName,
    vacancy: job.vacancy,
    payScale: job.payScale,
    ageLimit: job.ageLimit,
    applyURL: job.applyURL,
    advertisementURL: job.advertisementURL,
    startDate: job.startDate ? isoDayOf(job.startDate) : null,
    endDate: job.endDate ? isoDayOf(job.endDate) : null,
    minimumExperience: job.minimumExperience,
    maximumExperience: job.maximumExperience,
  };
}

function bodyOf(values: Values, code: string): GovtJobInput {
  return {
    code,
    title: values.title.trim(),
    description: bodyToHtml(values.description),
    city: values.city,
    jobType: values.jobType ?? '',
    workCulture: values.workCulture as GovtJobInput['workCulture'],
    jobPost: values.jobPost.trim(),
    governmentType: values.governmentType ?? '',
    companyName: values.companyName.trim(),
    vacancy: values.vacancy.trim(),
    payScale: values.payScale.trim(),
    ageLimit: values.ageLimit.trim(),
    applyURL: values.applyURL.trim(),
    advertisementURL: values.advertisementURL.trim(),
    startDate: values.startDate ? epochOfIsoDay(values.startDate) : null,
    // The last day counts whole: the job expires after it.
    endDate: values.endDate ? epochOfIsoDay(values.endDate) + 86_399 : null,
    minimumExperience: Number(values.minimumExperience) || 0,
    maximumExperience: Number(values.maximumExperience) || 0,
  };
}

/** /admin/govt-job/add and /admin/govt-job/{code}: the government job form. */
export default function GovtJobFormPage() {
  const code = useRouteParam('code');
  const editing = Boolean(code && code !== 'add');
  const existing = useGovtJob(editing ? code : undefined);
  const save = useSaveGovtJob();
  const navigate = useNavigate();
  const jobTypes = useJobTypeOptions();
  const governmentTypes = useGovernmentTypeOptions();
  const form = useForm<Values>({
    initialValues: EMPTY,
    validate: (values) => schemaErrors(govtJobBody, bodyOf(values, code ?? '')),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: fill once when the record arrives
  useEffect(() => {
    if (existing.data) {
      form.setValues(valuesOf(existing.data));
      form.resetDirty(valuesOf(existing.data));
    }
  }, [existing.data]);

  const title = editing ? 'Edit Government Job' : 'Add Government Job';
  const submit = form.onSubmit(async (values) => {
    try {
      const result = await save.mutateAsync(bodyOf(values, editing ? (code ?? '') : ''));
      notifySuccess(result.Message);
      navigate(LIST);
    } catch (error) {
      form.setErrors(serverFieldErrors(error));
      notifyError(error);
    }
  });

  const knownLabels = Object.fromEntries(
    (existing.data?.city ?? []).map((c, i) => [c, existing.data?.location[i] ?? c]),
  );

  return (
    <PageFrame
      title={title}
      breadcrumbs={[
        { label: 'Dashboard', to: '/admin/dashbaord' },
        { label: 'Government Job(s)', to: LIST },
        { label: title },
      ]}
      size="md"
    >
      {editing && existing.isPending ? (
        <LoadingState label="Loading the job..." />
      ) : editing && existing.isError ? (
        <ErrorState
          title="Could not load the job"
          error={existing.error}
          onRetry={() => void existing.refetch()}
        />
      ) : (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <TextInput label="Title" required maxLength={TITLE_MAX} {...form.getInputProps('title')} />
              <DescriptionField
                value={form.values.description}
                onChange={(value) => form.setFieldValue('description', value)}
                max={GOVT_DESCRIPTION_MAX}
                error={form.errors.description}
              />
              <CityMultiSelect
                required
                value={form.values.city}
                onChange={(codes) => form.setFieldValue('city', codes)}
                knownLabels={knownLabels}
                error={form.errors.city}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput
                  label="Post (position)"
                  required
                  maxLength={GOVT_TEXT_MAX}
                  {...form.getInputProps('jobPost')}
                />
                <TextInput
                  label="Organisation"
                  maxLength={GOVT_TEXT_MAX}
                  {...form.getInputProps('companyName')}
                />
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
                <TextInput
                  label="Vacancy"
                  maxLength={GOVT_SHORT_TEXT_MAX}
                  {...form.getInputProps('vacancy')}
                />
                <TextInput label="Pay scale" maxLength={GOVT_TEXT_MAX} {...form.getInputProps('payScale')} />
                <TextInput
                  label="Age limit"
                  maxLength={GOVT_SHORT_TEXT_MAX}
                  {...form.getInputProps('ageLimit')}
                />
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
                <DateInput
                  label="Start date"
                  valueFormat="DD-MMM-YYYY"
                  clearable
                  popoverProps={{ withinPortal: true }}
                  {...form.getInputProps('startDate')}
                />
                <DateInput
                  label="End date"
                  valueFormat="DD-MMM-YYYY"
                  clearable
                  minDate={form.values.startDate ?? undefined}
                  popoverProps={{ withinPortal: true }}
                  {...form.getInputProps('endDate')}
                />
              </SimpleGrid>
              <TextInput
                label="Apply URL"
                type="url"
                inputMode="url"
                placeholder="https://"
                maxLength={URL_MAX}
                {...form.getInputProps('applyURL')}
              />
              <TextInput
                label="Advertisement URL"
                type="url"
                inputMode="url"
                placeholder="https://"
                maxLength={URL_MAX}
                {...form.getInputProps('advertisementURL')}
              />
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={() => navigate(LIST)} disabled={save.isPending}>
                  Cancel
                </Button>
                <Button type="submit" loading={save.isPending}>
                  {editing ? 'Update job' : 'Post job'}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      )}
    </PageFrame>
  );
}
