import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { CURRENCY, TITLE_MAX, TRAINING_ADDRESS_MAX, TRAINING_DETAIL_MAX } from '@pp/contract/constants';
import { EMPLOYER_MSG, MSG } from '@pp/contract/messages';
import { type TrainingPostInput, trainingPostBody } from '@pp/contract/trainings';
import { Link, useNavigate } from 'react-router';
import { usePostTraining, useTrainingRight } from '../../../api/corporates.ts';
import {
  isMemberQualification,
  useCities,
  useIndianStates,
  useIndustries,
  useQualifications,
  useTrainingDurations,
} from '../../../api/lookups.ts';
import { DateInput, MonthPickerInput } from '../../../components/date-input.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { validateWith } from '../../../components/form-modal.tsx';
import { IconAlertTriangle, IconCalendar } from '../../../components/icons.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { RichTextField } from '../../../components/rich-text-field.tsx';
import { useMessageText } from '../../../i18n/message-text.ts';
import { DAY_FORMAT, dayToEpoch, parseDay, todayDay } from '../../../lib/dates.ts';
import { useForm } from '../../../lib/form.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { focusFirstError } from '../../../lib/validation.ts';
import { FormCard } from '../components/form-card.tsx';

interface TrainingFormValues {
  title: string;
  noOfTrainees: number | string;
  state: string;
  city: string[];
  industry: string[];
  qualification: string;
  duration: string;
  stipend: number | string;
  /** Application window, 'YYYY-MM-DD' days in India. */
  trainingStartDay: string | null;
  trainingEndDay: string | null;
  /** Month the training starts: 'YYYY-MM-DD' of its first day. */
  startMonth: string | null;
  address: string;
  description: string;
}

const EMPTY: TrainingFormValues = {
  title: '',
  noOfTrainees: 1,
  state: '',
  city: [],
  industry: [],
  qualification: '',
  duration: '',
  stipend: '',
  trainingStartDay: todayDay(),
  trainingEndDay: null,
  startMonth: null,
  address: '',
  description: '',
};

function numberOf(value: number | string): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

function toTrainingBody(values: TrainingFormValues): TrainingPostInput {
  const day = (value: string | null) => (value ? (dayToEpoch(value.slice(0, 10)) ?? undefined) : undefined);
  return {
    title: values.title,
    noOfTrainees: numberOf(values.noOfTrainees) as number,
    state: values.state,
    city: values.city,
    industry: values.industry,
    qualification: values.qualification,
    duration: values.duration,
    stipend: (numberOf(values.stipend) ?? 0) as number,
    stipendCurrency: CURRENCY.code,
    trainingStartDate: day(values.trainingStartDay) as number,
    trainingEndDate: day(values.trainingEndDay) as number,
    address: values.address,
    description: values.description,
    startDateTraining: day(values.startMonth),
  };
}

const RENAME = {
  trainingStartDate: 'trainingStartDay',
  trainingEndDate: 'trainingEndDay',
  startDateTraining: 'startMonth',
};
const contractErrors = validateWith(trainingPostBody, toTrainingBody, RENAME);

function validate(values: TrainingFormValues): FormErrors {
  const errors = contractErrors(values);
  if (!values.trainingStartDay) errors.trainingStartDay = MSG.required;
  else if (values.trainingStartDay < todayDay())
    errors.trainingStartDay = EMPLOYER_MSG.applicationStartBeforeToday;
  if (!values.trainingEndDay) errors.trainingEndDay = MSG.required;
  return errors;
}

/** The registration warning shown (instead of Submit) to employers who may not post trainings. */
function NotRegisteredWarning() {
  const { t } = useLingui();
  const tm = useMessageText();
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle />}
      title={t`Registration with the institute needed`}
    >
      {tm(EMPLOYER_MSG.cannotPostTraining)}
    </Alert>
  );
}

/**
 * /corporate/training/add: the Post Training form. Only firms registered with the institute
 * (canPostTraining) see Submit; the others see the warning to register first, and the server
 * refuses them anyway.
 */
export default function PostTrainingPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const right = useTrainingRight();
  const post = usePostTraining();
  const form = useForm<TrainingFormValues>({ initialValues: EMPTY, validate });
  const values = form.values;
  const states = useIndianStates();
  const cities = useCities(values.state);
  const industries = useIndustries();
  const qualifications = useQualifications();
  const durations = useTrainingDurations();
  const studentQualifications = (qualifications.data ?? []).filter((q) => !isMemberQualification(q.value));
  const canPost = right.data?.status === true;

  const submit = form.onSubmit(async (formValues) => {
    try {
      await post.mutateAsync(toTrainingBody(formValues));
      navigate('/corporate/posted-training');
    } catch (error) {
      applyFieldErrors(form, error, RENAME);
      focusFirstError();
    }
  });

  const dateProps = {
    valueFormat: DAY_FORMAT,
    dateParser: (text: string) => parseDay(text),
    minDate: todayDay(),
    leftSection: <IconCalendar size={16} />,
    popoverProps: { withinPortal: true },
    required: true,
  } as const;

  return (
    <PageFrame
      title={t`Post Training`}
      description={t`Offer a training (internship) to students of the institute. Fields marked * are required.`}
      breadcrumbs={[
        { label: t`Dashboard`, to: '/corporate/dashboard' },
        { label: t`Posted trainings`, to: '/corporate/posted-training' },
        { label: t`Post Training` },
      ]}
      size="md"
    >
      {right.isPending ? (
        <LoadingState />
      ) : right.isError ? (
        <ErrorState query={right} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="lg">
            {!canPost && <NotRegisteredWarning />}
            <FormCard title={t`Training`}>
              <TextInput label={t`Title`} required maxLength={TITLE_MAX} {...form.getInputProps('title')} />
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <NumberInput
                  label={t`Number of trainees`}
                  required
                  min={1}
                  max={10000}
                  allowDecimal={false}
                  allowNegative={false}
                  {...form.getInputProps('noOfTrainees')}
                />
                <Select
                  label={t`Duration`}
                  required
                  allowDeselect={false}
                  data={durations.data ?? []}
                  placeholder={durations.isPending ? t`Loading...` : t`Select duration`}
                  {...form.getInputProps('duration')}
                />
                <Select
                  label={t`Qualification`}
                  required
                  searchable
                  allowDeselect={false}
                  data={studentQualifications}
                  placeholder={qualifications.isPending ? t`Loading...` : t`Select qualification`}
                  nothingFoundMessage={t`No match`}
                  {...form.getInputProps('qualification')}
                />
                <NumberInput
                  label={t`Stipend per month (INR)`}
                  min={0}
                  allowDecimal={false}
                  allowNegative={false}
                  thousandSeparator=","
                  thousandsGroupStyle="lakh"
                  leftSection={<Text size="sm">{CURRENCY.symbol}</Text>}
                  description={t`Leave empty if not disclosed`}
                  {...form.getInputProps('stipend')}
                />
              </SimpleGrid>
              <MultiSelect
                label={t`Industry`}
                required
                searchable
                hidePickedOptions
                data={industries.data ?? []}
                placeholder={
                  industries.isPending ? t`Loading...` : values.industry.length ? '' : t`Select industries`
                }
                nothingFoundMessage={t`No match`}
                {...form.getInputProps('industry')}
              />
            </FormCard>

            <FormCard title={t`Where`}>
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <Select
                  label={t`State/UT`}
                  required
                  searchable
                  allowDeselect={false}
                  data={states.data ?? []}
                  placeholder={states.isPending ? t`Loading...` : t`Select State/UT`}
                  value={values.state || null}
                  onChange={(code) => {
                    form.setFieldValue('state', code ?? '');
                    form.setFieldValue('city', []);
                  }}
                  error={form.errors.state}
                  nothingFoundMessage={t`No State/UT found`}
                />
                <MultiSelect
                  label={t`City`}
                  required
                  searchable
                  hidePickedOptions
                  disabled={!values.state}
                  limit={100}
                  data={cities.data ?? []}
                  placeholder={
                    !values.state ? t`Select a State/UT first` : cities.isPending ? t`Loading...` : ''
                  }
                  nothingFoundMessage={t`No city found`}
                  {...form.getInputProps('city')}
                />
              </SimpleGrid>
              <Textarea
                label={t`Address`}
                required
                autosize
                minRows={2}
                maxRows={5}
                maxLength={TRAINING_ADDRESS_MAX}
                {...form.getInputProps('address')}
              />
              <Text size="xs" c="dimmed" ta="right" mt={-10}>
                {values.address.length} / {TRAINING_ADDRESS_MAX}
              </Text>
            </FormCard>

            <FormCard
              title={t`When`}
              description={t`Students can apply between the application start and end dates.`}
            >
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <DateInput
                  label={t`Application start date`}
                  {...dateProps}
                  {...form.getInputProps('trainingStartDay')}
                />
                <DateInput
                  label={t`Application end date`}
                  {...dateProps}
                  {...form.getInputProps('trainingEndDay')}
                />
                <MonthPickerInput
                  label={t`Training starts in`}
                  placeholder={t`Month and year`}
                  valueFormat="MMMM YYYY"
                  minDate={todayDay()}
                  clearable
                  leftSection={<IconCalendar size={16} />}
                  popoverProps={{ withinPortal: true }}
                  {...form.getInputProps('startMonth')}
                />
              </SimpleGrid>
            </FormCard>

            <FormCard title={t`Description`}>
              <RichTextField
                label={t`Training detail`}
                required
                max={TRAINING_DETAIL_MAX}
                value={values.description}
                onChange={(value) => form.setFieldValue('description', value)}
                error={form.errors.description}
              />
            </FormCard>

            {Object.keys(form.errors).length > 0 && (
              <Alert color="red" variant="light" role="alert">
                <Trans>Please check the highlighted fields.</Trans>
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" component={Link} to="/corporate/posted-training">
                <Trans>Cancel</Trans>
              </Button>
              {/* Spec 3 section 2.5: Submit is hidden when canPostTraining is false. */}
              {canPost && (
                <Button type="submit" loading={post.isPending}>
                  <Trans>Submit</Trans>
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      )}
    </PageFrame>
  );
}
