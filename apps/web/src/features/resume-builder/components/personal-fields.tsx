import { Trans, useLingui } from '@lingui/react/macro';
import { Group, NativeSelect, Radio, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { RESUME_MEMBERSHIP_TYPES } from '@pp/contract/constants';
import { DateInput } from '../../../components/date-input.tsx';
import { DateOfBirthInput } from '../../../components/date-of-birth-input.tsx';
import { DATE_OF_BIRTH_FORMAT, parseDateOfBirth } from '../../../lib/date-of-birth.ts';
import { choiceLabel, GENDER_OPTIONS, MARITAL_STATUS_OPTIONS } from '../model/options.ts';
import { LIMITS } from '../model/resume-schema.ts';
import { type ResumeForm, selectData } from './form-types.ts';
import { LimitedTextarea } from './limited-textarea.tsx';

/** A likely birth year to open the calendar on: people building a resume are mostly 20 to 40. */
const INITIAL_BIRTH_YEAR = new Date().getFullYear() - 25;

function SectionTitle({ children }: { children: React.ReactNode }) {
  return (
    <Title order={2} size="h4">
      {children}
    </Title>
  );
}

export function PersonalFields({ form }: { form: ResumeForm }) {
  const { t, i18n } = useLingui();
  const labelOf = (value: string) => choiceLabel(value, i18n);
  return (
    <Stack gap="sm">
      <SectionTitle>
        <Trans>Personal Details</Trans>
      </SectionTitle>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t`Full name`}
          required
          maxLength={LIMITS.name}
          autoComplete="name"
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t`Father's name`}
          maxLength={LIMITS.short}
          autoComplete="off"
          {...form.getInputProps('fatherName')}
        />
        <TextInput
          label={t`Mother's name`}
          maxLength={LIMITS.short}
          autoComplete="off"
          {...form.getInputProps('motherName')}
        />
        <DateOfBirthInput
          initialYear={INITIAL_BIRTH_YEAR}
          required
          value={form.values.dob || null}
          onChange={(value) => form.setFieldValue('dob', value ?? '')}
          error={form.errors.dob}
          data-path="dob"
        />
        <Radio.Group label={t`Gender`} required {...form.getInputProps('gender')}>
          <Group gap="lg" mt={6}>
            {GENDER_OPTIONS.map((gender) => (
              <Radio key={gender} value={gender} label={labelOf(gender)} />
            ))}
          </Group>
        </Radio.Group>
        <NativeSelect
          label={t`Marital status`}
          data={selectData(MARITAL_STATUS_OPTIONS, t`Select marital status`, labelOf)}
          {...form.getInputProps('maritalStatus')}
        />
        <TextInput
          label={t`Nationality`}
          placeholder={t`Indian`}
          maxLength={LIMITS.short}
          {...form.getInputProps('nationality')}
        />
      </SimpleGrid>
    </Stack>
  );
}

export function ContactFields({ form }: { form: ResumeForm }) {
  const { t } = useLingui();
  return (
    <Stack gap="sm">
      <SectionTitle>
        <Trans>Contact</Trans>
      </SectionTitle>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t`Mobile`}
          required
          type="tel"
          inputMode="tel"
          placeholder={t`e.g. +91 98765 43210`}
          description={t`With the country code. Separate several numbers with commas.`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          maxLength={LIMITS.mobile}
          autoComplete="tel"
          {...form.getInputProps('mobile')}
        />
        <TextInput
          label={t`E-mail`}
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={LIMITS.email}
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t`LinkedIn profile`}
          placeholder={t`e.g. linkedin.com/in/your-name`}
          inputMode="url"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={LIMITS.linkedIn}
          {...form.getInputProps('linkedIn')}
        />
      </SimpleGrid>
      <LimitedTextarea label={t`Address`} {...form.getInputProps('address')} value={form.values.address} />
    </Stack>
  );
}

export function MembershipFields({ form }: { form: ResumeForm }) {
  const { t } = useLingui();
  const numberProps = form.getInputProps('membershipNumber');
  return (
    <Stack gap="sm">
      <SectionTitle>
        <Trans>Membership and Registration</Trans>
      </SectionTitle>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <NativeSelect
          label={t`Membership type`}
          data={selectData(RESUME_MEMBERSHIP_TYPES, t`Select type`)}
          {...form.getInputProps('membershipType')}
        />
        <TextInput
          label={t`Membership number`}
          inputMode="numeric"
          maxLength={LIMITS.membershipNumber}
          autoComplete="off"
          {...numberProps}
          onChange={(event) =>
            form.setFieldValue('membershipNumber', event.currentTarget.value.replace(/\D/g, ''))
          }
        />
        <TextInput
          label={t`Registration number`}
          description={t`Students: your registration number with the institute.`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          maxLength={LIMITS.short}
          autoComplete="off"
          {...form.getInputProps('registrationNumber')}
        />
      </SimpleGrid>
    </Stack>
  );
}

/** The free-text areas (each at most 300 characters; lists split on semicolons). */
export function AboutFields({ form }: { form: ResumeForm }) {
  const { t } = useLingui();
  const area = (
    field: 'intro' | 'objectives' | 'corecomps' | 'skills' | 'ExtraActivity' | 'languages' | 'hobbies',
    label: string,
    list: boolean,
    placeholder?: string,
  ) => (
    <LimitedTextarea
      label={label}
      list={list}
      placeholder={placeholder}
      {...form.getInputProps(field)}
      value={form.values[field]}
    />
  );
  return (
    <Stack gap="sm">
      <SectionTitle>
        <Trans>About You</Trans>
      </SectionTitle>
      {area('intro', t`Introduction`, false, t`Two or three lines about you and your experience.`)}
      {area('objectives', t`Career objectives`, true)}
      {area('corecomps', t`Key achievements`, true)}
      {area('skills', t`Skills`, true, t`Companies Act, 2013; SEBI (LODR); Secretarial audit`)}
      {area('ExtraActivity', t`Awards and extra-curricular activities`, true)}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {area('languages', t`Languages known`, true, t`English; Hindi`)}
        {area('hobbies', t`Hobbies`, true)}
      </SimpleGrid>
    </Stack>
  );
}

export function DeclarationFields({ form }: { form: ResumeForm }) {
  const { t } = useLingui();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <DateInput
        label={t`Date`}
        description={t`Shown with your signature under the declaration.`}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        valueFormat={DATE_OF_BIRTH_FORMAT}
        dateParser={parseDateOfBirth}
        inputMode="numeric"
        clearable
        popoverProps={{ withinPortal: true }}
        value={form.values.date || null}
        onChange={(value) => form.setFieldValue('date', value ?? '')}
        data-path="date"
      />
      <TextInput label={t`Place`} maxLength={LIMITS.short} {...form.getInputProps('place')} />
    </SimpleGrid>
  );
}
