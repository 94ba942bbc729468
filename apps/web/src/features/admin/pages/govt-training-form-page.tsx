import { Button, Group, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { TITLE_MAX, URL_MAX } from '@pp/contract/constants';
import {
  GOVT_CHECK,
  GOVT_DESCRIPTION_MAX,
  GOVT_SHORT_TEXT_MAX,
  GOVT_TEXT_MAX,
  type GovtTrainingInput,
  type GovtTrainingItem,
  govtTrainingBody,
  VACANCY_DIGITS_MAX,
} from '@pp/contract/govt';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useRouteParam } from '../../../app/route-context.ts';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useGovtTraining, useSaveGovtTraining } from '../api.ts';
import { CityMultiSelect } from '../components/city-multi-select.tsx';
import { bodyToHtml, DescriptionField, editableText } from '../components/description-field.tsx';
import { epochOfIsoDay, isoDayOf } from '../lib/dates.ts';
import { schemaErrors, serverFieldErrors } from '../lib/form.ts';
import { useGovernmentTypeOptions, useQualificationOptions } from '../lib/options.ts';

const LIST = '/admin/govt-training';

interface Values {
  title: string;
  description: string;
  city: string[];
  designation: string;
  governmentType: string | null;
  companyName: string;
  vacancy: string;
  stipend: string;
  ageLimit: string;
  applyURL: string;
  advertisementURL: string;
  trainingStartDate: string | null;
  trainingEndDate: string | null;
  minimumQualification: string | null;
}

const EMPTY: Values = {
  title: '',
  description: '',
  city: [],
  designation: '',
  governmentType: null,
  companyName: '',
  vacancy: '',
  stipend: '',
  ageLimit: '',
  applyURL: '',
  advertisementURL: '',
  trainingStartDate: null,
  trainingEndDate: null,
  minimumQualification: null,
};

function valuesOf(t: GovtTrainingItem): Values {
  return {
    title: t.title,
    description: editableText(t.description),
    city: t.city,
    designation: t.designation,
    governmentType: t.governmentType,
    companyName: t.companyName,
    vacancy: t.vacancy,
    stipend: t.stipend,
    ageLimit: t.ageLimit,
    applyURL: t.applyURL,
    advertisementURL: t.advertisementURL,
    trainingStartDate: t.trainingStartDate ? isoDayOf(t.trainingStartDate) : null,
    trainingEndDate: t.trainingEndDate ? isoDayOf(t.trainingEndDate) : null,
    minimumQualification: t.minimumQualification,
  };
}

function bodyOf(values: Values, code: string): GovtTrainingInput {
  return {
    code,
    check: code ? GOVT_CHECK.update : GOVT_CHECK.create,
    title: values.title.trim(),
    description: bodyToHtml(values.description),
    city: values.city,
    designation: values.designation.trim(),
    governmentType: values.governmentType ?? '',
    companyName: values.companyName.trim(),
    vacancy: values.vacancy.trim(),
    stipend: values.stipend.trim(),
    ageLimit: values.ageLimit.trim(),
    applyURL: values.applyURL.trim(),
    advertisementURL: values.advertisementURL.trim(),
    trainingStartDate: values.trainingStartDate ? epochOfIsoDay(values.trainingStartDate) : null,
    trainingEndDate: values.trainingEndDate ? epochOfIsoDay(values.trainingEndDate) + 86_399 : null,
    minimumQualification: values.minimumQualification ?? '',
  };
}

/** /admin/govt-traning/add and /admin/govt-traning/{code}: the government training form. */
export default function GovtTrainingFormPage() {
  const code = useRouteParam('code');
  const editing = Boolean(code && code !== 'add');
  const existing = useGovtTraining(editing ? code : undefined);
  const save = useSaveGovtTraining();
  const navigate = useNavigate();
  const governmentTypes = useGovernmentTypeOptions();
  const qualifications = useQualificationOptions();
  const form = useForm<Values>({
    initialValues: EMPTY,
    validate: (values) => schemaErrors(govtTrainingBody, bodyOf(values, editing ? (code ?? '') : '')),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: fill once when the record arrives
  useEffect(() => {
    if (existing.data) {
      form.setValues(valuesOf(existing.data));
      form.resetDirty(valuesOf(existing.data));
    }
  }, [existing.data]);

  const title = editing ? 'Edit Government Training' : 'Add Government Training';
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
        { label: 'Government Training(s)', to: LIST },
        { label: title },
      ]}
      size="md"
    >
      {editing && existing.isPending ? (
        <LoadingState label="Loading the training..." />
      ) : editing && existing.isError ? (
        <ErrorState
          title="Could not load the training"
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
                  label="Designation"
                  required
                  maxLength={GOVT_TEXT_MAX}
                  {...form.getInputProps('designation')}
                />
                <TextInput
                  label="Organisation"
                  maxLength={GOVT_TEXT_MAX}
                  {...form.getInputProps('companyName')}
                />
                <Select
                  label="Government type"
                  required
                  searchable
                  data={governmentTypes.data ?? []}
                  {...form.getInputProps('governmentType')}
                />
                <Select
                  label="Minimum qualification"
                  required
                  searchable
                  data={qualifications.data ?? []}
                  {...form.getInputProps('minimumQualification')}
                />
                <TextInput
                  label="Vacancy"
                  inputMode="numeric"
                  maxLength={VACANCY_DIGITS_MAX}
                  {...form.getInputProps('vacancy')}
                  onChange={(event) =>
                    form.setFieldValue('vacancy', event.currentTarget.value.replace(/\D/g, ''))
                  }
                />
                <TextInput
                  label="Stipend"
                  maxLength={GOVT_SHORT_TEXT_MAX}
                  {...form.getInputProps('stipend')}
                />
                <TextInput
                  label="Age limit"
                  maxLength={GOVT_SHORT_TEXT_MAX}
                  {...form.getInputProps('ageLimit')}
                />
                <div />
                <DateInput
                  label="Training start date"
                  valueFormat="DD-MMM-YYYY"
                  clearable
                  popoverProps={{ withinPortal: true }}
                  {...form.getInputProps('trainingStartDate')}
                />
                <DateInput
                  label="Training end date"
                  valueFormat="DD-MMM-YYYY"
                  clearable
                  minDate={form.values.trainingStartDate ?? undefined}
                  popoverProps={{ withinPortal: true }}
                  {...form.getInputProps('trainingEndDate')}
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
                  {editing ? 'Update training' : 'Post training'}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      )}
    </PageFrame>
  );
}
