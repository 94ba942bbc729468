import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  CURRENCY,
  INDIA_COUNTRY_CODE,
  JOB_DESCRIPTION_MAX,
  SHOW_FOR_DAYS,
  TITLE_MAX,
} from '@pp/contract/constants';
import { formatDate, formatIndian } from '@pp/contract/format';
import { OTHER_CITY_MAX } from '@pp/contract/jobs';
import { SEMI_QUALIFIED_TITLE } from '@pp/contract/lookups';
import { useNavigate } from 'react-router';
import { usePostJob } from '../../../api/corporates.ts';
import {
  INDIA_OPTION,
  isMemberQualification,
  useAdditionalQualifications,
  useCities,
  useCountries,
  useCurrencies,
  useIndianStates,
  useJobTypes,
  useQualifications,
  useRoles,
  useSkills,
} from '../../../api/lookups.ts';
import { CreatableMultiSelect } from '../../../components/creatable-multi-select.tsx';
import { DateInput } from '../../../components/date-input.tsx';
import { IconCalendar } from '../../../components/icons.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { RichTextField } from '../../../components/rich-text-field.tsx';
import { DAY_FORMAT, parseDay, todayDay } from '../../../lib/dates.ts';
import { useForm } from '../../../lib/form.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { focusFirstError } from '../../../lib/validation.ts';
import { FormCard } from '../components/form-card.tsx';
import {
  emptyJobForm,
  endOf,
  isMemberJob,
  JOB_FIELD_RENAME,
  type JobFormValues,
  salaryFloor,
  toJobBody,
  validateJob,
} from '../lib/job-form.ts';

const WORK_CULTURE_OPTIONS = [
  { value: 'No', label: msg`No`, description: msg`Work from the office` },
  { value: 'Yes', label: msg`Yes`, description: msg`Work from home` },
  { value: 'Limited', label: msg`Limited`, description: msg`Partly from home (hybrid)` },
] as const;

/**
 * /corporate/job/add: the Post Job form with every rule of spec 3 section 5 checked here for
 * quick feedback and again on the server. The title is free only for ACS/FCS jobs ('Semi
 * Qualified' otherwise); the skills offered follow the qualification (member or student skills).
 */
export default function PostJobPage() {
  const { t, i18n } = useLingui();
  const placeholder = (loading: boolean, text: string) => (loading ? t`Loading...` : text);
  const navigate = useNavigate();
  const post = usePostJob();
  const form = useForm<JobFormValues>({ initialValues: emptyJobForm(), validate: validateJob });
  const values = form.values;
  const memberJob = isMemberJob(values);
  const india = values.country === INDIA_COUNTRY_CODE;

  const qualifications = useQualifications();
  const memberSkills = useSkills('member');
  const studentSkills = useSkills('student');
  const skills = memberJob ? memberSkills : studentSkills;
  const roles = useRoles();
  const additional = useAdditionalQualifications();
  const jobTypes = useJobTypes();
  const currencies = useCurrencies();
  const countries = useCountries();
  const states = useIndianStates();
  const cities = useCities(india ? values.state : '');

  const end = endOf(values.startDay, values.showForDays);
  const endText = end === undefined ? '' : formatDate(end);
  const floor = formatIndian(salaryFloor(values));
  const symbol = CURRENCY.symbol;

  const setQualification = (next: string[]) => {
    const wasMember = memberJob;
    const nowMember = next.some(isMemberQualification);
    form.setFieldValue('qualification', next);
    // Member and student jobs offer different skills; the title is free only for member jobs.
    if (wasMember !== nowMember) {
      form.setFieldValue('skill', []);
      form.setFieldValue('title', '');
    }
  };

  const submit = form.onSubmit(async (formValues) => {
    try {
      const result = await post.mutateAsync(toJobBody(formValues));
      navigate(`/corporate/job/detail-${result.code}`);
    } catch (error) {
      applyFieldErrors(form, error, JOB_FIELD_RENAME);
      focusFirstError();
    }
  });

  const currencySymbol = values.salaryCurrency === CURRENCY.code ? CURRENCY.symbol : values.salaryCurrency;

  return (
    <PageFrame
      title={t`Post Job`}
      description={t`Tell candidates what the role is, where it is and what it pays. Fields marked * are required.`}
      breadcrumbs={[
        { label: t`Dashboard`, to: '/corporate/dashboard' },
        { label: t`Posted jobs`, to: '/corporate/job' },
        { label: t`Post Job` },
      ]}
      size="md"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <FormCard
            title={t`Who you are looking for`}
            description={t`Choose ACS or FCS for a job for members; any other qualification makes it a job for students ('Semi Qualified').`}
          >
            <MultiSelect
              label={t`Qualification`}
              required
              searchable
              hidePickedOptions
              data={qualifications.data ?? []}
              placeholder={placeholder(
                qualifications.isPending,
                values.qualification.length ? '' : t`Select qualification`,
              )}
              nothingFoundMessage={t`No match`}
              value={values.qualification}
              onChange={setQualification}
              error={form.errors.qualification}
            />
            <TextInput
              label={t`Title`}
              required={memberJob}
              disabled={!memberJob}
              maxLength={TITLE_MAX}
              description={
                memberJob ? undefined : t`Set to ''${SEMI_QUALIFIED_TITLE}'' for jobs not for ACS/FCS members`
              }
              value={memberJob ? values.title : SEMI_QUALIFIED_TITLE}
              onChange={(event) => form.setFieldValue('title', event.currentTarget.value)}
              error={form.errors.title}
            />
            <CreatableMultiSelect
              label={t`Role`}
              required
              hidePickedOptions
              data={roles.data ?? []}
              placeholder={placeholder(roles.isPending, values.role.length ? '' : t`Select roles`)}
              nothingFoundMessage={t`No match`}
              {...form.getInputProps('role')}
            />
            <CreatableMultiSelect
              label={t`Skill`}
              required
              hidePickedOptions
              description={memberJob ? t`Skills of members` : t`Skills of students`}
              data={skills.data ?? []}
              placeholder={placeholder(skills.isPending, values.skill.length ? '' : t`Select skills`)}
              nothingFoundMessage={t`No match`}
              {...form.getInputProps('skill')}
            />
            <MultiSelect
              label={t`Additional qualification`}
              searchable
              hidePickedOptions
              data={additional.data ?? []}
              placeholder={placeholder(
                additional.isPending,
                values.additionalQualification.length ? '' : t`Optional`,
              )}
              nothingFoundMessage={t`No match`}
              {...form.getInputProps('additionalQualification')}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <NumberInput
                label={t`Minimum experience (years)`}
                required
                min={0}
                max={50}
                allowDecimal={false}
                allowNegative={false}
                {...form.getInputProps('minExperienceYears')}
              />
              <NumberInput
                label={t`Maximum experience (years)`}
                required
                min={0}
                max={50}
                allowDecimal={false}
                allowNegative={false}
                {...form.getInputProps('maxExperienceYears')}
              />
            </SimpleGrid>
          </FormCard>

          <FormCard title={t`Where`}>
            <Select
              label={t`Country`}
              required
              searchable
              allowDeselect={false}
              data={countries.data ?? [INDIA_OPTION]}
              value={values.country}
              onChange={(code) => {
                // The country rule (spec 1 section 4): India state and cities, elsewhere the other city.
                form.setFieldValue('country', code ?? INDIA_COUNTRY_CODE);
                form.setFieldValue('state', '');
                form.setFieldValue('city', []);
                form.setFieldValue('otherCity', '');
              }}
              error={form.errors.country}
              nothingFoundMessage={t`No country found`}
            />
            {india && (
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <Select
                  label={t`State/UT`}
                  required
                  searchable
                  allowDeselect={false}
                  data={states.data ?? []}
                  placeholder={placeholder(states.isPending, t`Select State/UT`)}
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
                  data={cities.data ?? []}
                  limit={100}
                  placeholder={
                    !values.state
                      ? t`Select a State/UT first`
                      : placeholder(cities.isPending, values.city.length ? '' : t`Select cities`)
                  }
                  nothingFoundMessage={t`No city found`}
                  {...form.getInputProps('city')}
                />
              </SimpleGrid>
            )}
            {!india && (
              <TextInput
                label={t`Other city`}
                required
                maxLength={OTHER_CITY_MAX}
                {...form.getInputProps('otherCity')}
              />
            )}
            <Radio.Group label={t`Work from home`} required {...form.getInputProps('workCulture')}>
              <Group gap="lg" mt={6}>
                {WORK_CULTURE_OPTIONS.map((option) => (
                  <Radio
                    key={option.value}
                    value={option.value}
                    label={i18n._(option.label)}
                    description={i18n._(option.description)}
                  />
                ))}
              </Group>
            </Radio.Group>
          </FormCard>

          <FormCard title={t`Offer`}>
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <Select
                label={t`Job type`}
                required
                allowDeselect={false}
                data={jobTypes.data ?? []}
                placeholder={placeholder(jobTypes.isPending, t`Select job type`)}
                {...form.getInputProps('jobType')}
              />
              <NumberInput
                label={t`Number of vacancies`}
                required
                min={1}
                max={10000}
                allowDecimal={false}
                allowNegative={false}
                {...form.getInputProps('noOfVacancy')}
              />
            </SimpleGrid>
            <Select
              label={t`Salary currency`}
              required
              searchable
              allowDeselect={false}
              data={currencies.data ?? [{ value: CURRENCY.code, label: CURRENCY.code }]}
              w={{ base: '100%', xs: 240 }}
              {...form.getInputProps('salaryCurrency')}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <NumberInput
                label={t`Minimum annual CTC`}
                required
                min={0}
                allowDecimal={false}
                allowNegative={false}
                thousandSeparator=","
                thousandsGroupStyle={values.salaryCurrency === CURRENCY.code ? 'lakh' : 'thousand'}
                leftSection={<Text size="sm">{currencySymbol}</Text>}
                leftSectionWidth={values.salaryCurrency === CURRENCY.code ? 32 : 48}
                description={
                  values.salaryCurrency === CURRENCY.code
                    ? t`At least ${symbol} ${floor} per year`
                    : t`Per year`
                }
                {...form.getInputProps('minSalary')}
              />
              <NumberInput
                label={t`Maximum annual CTC`}
                required
                min={0}
                allowDecimal={false}
                allowNegative={false}
                thousandSeparator=","
                thousandsGroupStyle={values.salaryCurrency === CURRENCY.code ? 'lakh' : 'thousand'}
                leftSection={<Text size="sm">{currencySymbol}</Text>}
                leftSectionWidth={values.salaryCurrency === CURRENCY.code ? 32 : 48}
                description={t`Per year`}
                {...form.getInputProps('maxSalary')}
              />
            </SimpleGrid>
          </FormCard>

          <FormCard
            title={t`When`}
            description={t`Candidates see the job from the start date for the number of days you choose.`}
          >
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <DateInput
                label={t`Start date`}
                required
                valueFormat={DAY_FORMAT}
                dateParser={(text) => parseDay(text)}
                minDate={todayDay()}
                leftSection={<IconCalendar size={16} />}
                popoverProps={{ withinPortal: true }}
                {...form.getInputProps('startDay')}
              />
              <Select
                label={t`Show the job for`}
                required
                allowDeselect={false}
                data={SHOW_FOR_DAYS.map((days) => ({ value: String(days), label: t`${days} days` }))}
                {...form.getInputProps('showForDays')}
              />
            </SimpleGrid>
            {end !== undefined && (
              <Text size="sm" c="dimmed">
                <Trans>Shown until {endText}.</Trans>
              </Text>
            )}
          </FormCard>

          <FormCard title={t`Description`}>
            <RichTextField
              label={t`Job description`}
              required
              max={JOB_DESCRIPTION_MAX}
              value={values.description}
              onChange={(value) => form.setFieldValue('description', value)}
              error={form.errors.description}
            />
            <Radio.Group
              label={t`Is a service agreement (bond) part of this job?`}
              {...form.getInputProps('service')}
            >
              <Group gap="xl" mt={6}>
                <Radio value="no" label={t`No`} />
                <Radio value="yes" label={t`Yes`} />
              </Group>
            </Radio.Group>
          </FormCard>

          <Checkbox
            label={t`I confirm that these details are correct and I accept the terms and conditions of the placement portal.`}
            {...form.getInputProps('terms', { type: 'checkbox' })}
          />
          {Object.keys(form.errors).length > 0 && (
            <Alert color="red" variant="light" role="alert">
              <Trans>Please check the highlighted fields.</Trans>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate('/corporate/job')} disabled={post.isPending}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={post.isPending}>
              <Trans>Post job</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </PageFrame>
  );
}
