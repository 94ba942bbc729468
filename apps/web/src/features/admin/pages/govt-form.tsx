import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { TITLE_MAX, URL_MAX } from '@pp/contract/constants';
import { GOVT_DESCRIPTION_MAX, GOVT_SHORT_TEXT_MAX, GOVT_TEXT_MAX } from '@pp/contract/govt';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { DateInput } from '../../../components/date-input.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { RichTextField } from '../../../components/rich-text-field.tsx';
import { useRouteParam } from '../../../hooks/route-context.ts';
import { bodyToHtml } from '../../../lib/body-text.ts';
import { useForm } from '../../../lib/form.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { CityMultiSelect } from '../components/city-multi-select.tsx';
import { epochOfIsoDay, isoDayOf } from '../lib/dates.ts';
import { schemaErrors, serverFieldErrors } from '../lib/form.ts';
import { useGovernmentTypeOptions } from '../lib/options.ts';

/** The fields every government listing has (the form's shape of them). */
export interface GovtCommonValues {
  title: string;
  /** The editor's HTML. */
  description: string;
  city: string[];
  governmentType: string | null;
  companyName: string;
  vacancy: string;
  ageLimit: string;
  applyURL: string;
  advertisementURL: string;
}

interface GovtCommonItem {
  title: string;
  description: string;
  city: string[];
  location: string[];
  governmentType: string;
  companyName: string;
  vacancy: string;
  ageLimit: string;
  applyURL: string;
  advertisementURL: string;
}

export const EMPTY_COMMON: GovtCommonValues = {
  title: '',
  description: '',
  city: [],
  governmentType: null,
  companyName: '',
  vacancy: '',
  ageLimit: '',
  applyURL: '',
  advertisementURL: '',
};

/** A stored listing's common fields for the form (a plain-text description of old becomes paragraphs). */
export function commonValuesOf(item: GovtCommonItem): GovtCommonValues {
  return {
    title: item.title,
    description: bodyToHtml(item.description),
    city: item.city,
    governmentType: item.governmentType,
    companyName: item.companyName,
    vacancy: item.vacancy,
    ageLimit: item.ageLimit,
    applyURL: item.applyURL,
    advertisementURL: item.advertisementURL,
  };
}

/** The common fields of the save body. */
export function commonBodyOf(values: GovtCommonValues) {
  return {
    title: values.title.trim(),
    description: values.description,
    city: values.city,
    governmentType: values.governmentType ?? '',
    companyName: values.companyName.trim(),
    vacancy: values.vacancy.trim(),
    ageLimit: values.ageLimit.trim(),
    applyURL: values.applyURL.trim(),
    advertisementURL: values.advertisementURL.trim(),
  };
}

/** A form day ('YYYY-MM-DD') as the start of that day, or the whole of it (an end date). */
export function epochOfDay(day: string | null, end = false): number | null {
  return day ? epochOfIsoDay(day) + (end ? 86_399 : 0) : null;
}

export function dayOf(epoch: number | null): string | null {
  return epoch ? isoDayOf(epoch) : null;
}

/** A text field of a listing: the long limit, or the short one (vacancy, stipend, age limit). */
export function GovtText<V>({
  form,
  field,
  label,
  short,
  required,
}: {
  form: UseFormReturnType<V>;
  field: keyof V & string;
  label: string;
  short?: boolean;
  required?: boolean;
}) {
  return (
    <TextInput
      label={label}
      required={required}
      maxLength={short ? GOVT_SHORT_TEXT_MAX : GOVT_TEXT_MAX}
      {...form.getInputProps(field)}
    />
  );
}

/** A required, searchable list field of a listing (job type, qualification, government type). */
export function GovtSelect<V>({
  form,
  field,
  label,
  data,
}: {
  form: UseFormReturnType<V>;
  field: keyof V & string;
  label: string;
  data: { value: string; label: string }[] | undefined;
}) {
  return <Select label={label} required searchable data={data ?? []} {...form.getInputProps(field)} />;
}

/** The organisation and government type every listing has. */
export function OrganisationField<V extends GovtCommonValues>({ form }: { form: UseFormReturnType<V> }) {
  const { t } = useLingui();
  return <GovtText form={form} field="companyName" label={t`Organisation`} />;
}

export function GovernmentTypeField<V extends GovtCommonValues>({ form }: { form: UseFormReturnType<V> }) {
  const { t } = useLingui();
  const governmentTypes = useGovernmentTypeOptions();
  return (
    <GovtSelect form={form} field="governmentType" label={t`Government type`} data={governmentTypes.data} />
  );
}

/** Two day pickers: a start date and an end date not before it. */
export function DayRangeInputs<V>({
  form,
  start,
  end,
  startLabel,
  endLabel,
}: {
  form: UseFormReturnType<V>;
  start: keyof V & string;
  end: keyof V & string;
  startLabel: string;
  endLabel: string;
}) {
  return (
    <>
      <DateInput
        label={startLabel}
        valueFormat="DD-MMM-YYYY"
        clearable
        popoverProps={{ withinPortal: true }}
        {...form.getInputProps(start)}
      />
      <DateInput
        label={endLabel}
        valueFormat="DD-MMM-YYYY"
        clearable
        minDate={(form.values[start] as string | null) ?? undefined}
        popoverProps={{ withinPortal: true }}
        {...form.getInputProps(end)}
      />
    </>
  );
}

export interface GovtFormPageProps<V extends GovtCommonValues, Item extends GovtCommonItem, Input> {
  /** 'Job' or 'Training': the words of the headings and buttons. */
  noun: 'Job' | 'Training';
  /** The list the form returns to. */
  list: string;
  empty: V;
  schema: z.ZodType;
  valuesOf: (item: Item) => V;
  /** The save body; `code` is '' for a new listing. */
  bodyOf: (values: V, code: string) => Input;
  useRecord: (code: string | undefined) => UseQueryResult<Item>;
  useSave: () => UseMutationResult<{ Message: string }, Error, Input>;
  /** The fields of this kind of listing, between the cities and the URLs (a two-column grid). */
  fields: (form: UseFormReturnType<V>) => ReactNode;
}

/**
 * /admin/govt-job/... and /admin/govt-traning/...: the add and edit form of a government listing.
 * The common fields (title, description, cities, URLs) and the flow (load, validate with the
 * contract, save, return to the list) are here; each page gives its own fields.
 */
export function GovtFormPage<V extends GovtCommonValues, Item extends GovtCommonItem, Input>({
  noun,
  list,
  empty,
  schema,
  valuesOf,
  bodyOf,
  useRecord,
  useSave,
  fields,
}: GovtFormPageProps<V, Item, Input>) {
  const { t } = useLingui();
  const code = useRouteParam('code');
  const editing = Boolean(code && code !== 'add');
  const saveCode = editing ? (code ?? '') : '';
  const existing = useRecord(editing ? code : undefined);
  const save = useSave();
  const navigate = useNavigate();
  const form = useForm<V>({
    initialValues: empty,
    validate: (values) => schemaErrors(schema, bodyOf(values, saveCode)) as never,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: fill once when the record arrives
  useEffect(() => {
    if (existing.data) {
      form.setValues(valuesOf(existing.data));
      form.resetDirty(valuesOf(existing.data));
    }
  }, [existing.data]);

  const texts =
    noun === 'Job'
      ? {
          title: editing ? t`Edit Government Job` : t`Add Government Job`,
          list: t`Government Job(s)`,
          loading: t`Loading the job...`,
          error: t`Could not load the job`,
          submit: editing ? t`Update job` : t`Post job`,
        }
      : {
          title: editing ? t`Edit Government Training` : t`Add Government Training`,
          list: t`Government Training(s)`,
          loading: t`Loading the training...`,
          error: t`Could not load the training`,
          submit: editing ? t`Update training` : t`Post training`,
        };
  const { title } = texts;
  const submit = form.onSubmit(async (values) => {
    try {
      const result = await save.mutateAsync(bodyOf(values, saveCode));
      notifySuccess(result.Message);
      navigate(list);
    } catch (error) {
      // Shown once: beside the fields the server named, else as a toast.
      const fields = serverFieldErrors(error);
      form.setErrors(fields);
      if (Object.keys(fields).length === 0) notifyError(error);
    }
  });

  const knownLabels = Object.fromEntries(
    (existing.data?.city ?? []).map((c, i) => [c, existing.data?.location[i] ?? c]),
  );

  return (
    <PageFrame
      title={title}
      breadcrumbs={[
        { label: t`Dashboard`, to: '/admin/dashbaord' },
        { label: texts.list, to: list },
        { label: title },
      ]}
      size="md"
    >
      {editing && existing.isPending ? (
        <LoadingState label={texts.loading} />
      ) : editing && existing.isError ? (
        <ErrorState title={texts.error} error={existing.error} onRetry={() => void existing.refetch()} />
      ) : (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <TextInput label={t`Title`} required maxLength={TITLE_MAX} {...form.getInputProps('title')} />
              <RichTextField
                label={t`Description`}
                required
                value={form.values.description}
                onChange={(value) => form.setFieldValue('description', value as never)}
                max={GOVT_DESCRIPTION_MAX}
                error={form.errors.description}
              />
              <CityMultiSelect
                required
                value={form.values.city}
                onChange={(codes) => form.setFieldValue('city', codes as never)}
                knownLabels={knownLabels}
                error={form.errors.city}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {fields(form)}
              </SimpleGrid>
              <TextInput
                label={t`Apply URL`}
                type="url"
                inputMode="url"
                placeholder={t`Starts with https://`}
                maxLength={URL_MAX}
                {...form.getInputProps('applyURL')}
              />
              <TextInput
                label={t`Advertisement URL`}
                type="url"
                inputMode="url"
                placeholder={t`Starts with https://`}
                maxLength={URL_MAX}
                {...form.getInputProps('advertisementURL')}
              />
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={() => navigate(list)} disabled={save.isPending}>
                  <Trans>Cancel</Trans>
                </Button>
                <Button type="submit" loading={save.isPending}>
                  {texts.submit}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      )}
    </PageFrame>
  );
}
