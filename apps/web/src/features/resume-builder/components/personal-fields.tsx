import { Group, NativeSelect, Radio, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { RESUME_MEMBERSHIP_TYPES } from '@pp/contract/constants';
import { DateOfBirthInput } from '../../../components/date-of-birth-input.tsx';
import { DATE_OF_BIRTH_FORMAT, parseDateOfBirth } from '../../../lib/date-of-birth.ts';
import { GENDER_OPTIONS, MARITAL_STATUS_OPTIONS } from '../model/options.ts';
import { LIMITS } from '../model/resume-schema.ts';
import { type ResumeForm, selectData } from './form-types.ts';
import { LimitedTextarea } from './limited-textarea.tsx';

/** A likely birth year to open the calendar on: people building a resume are mostly 20 to 40. */
const INITIAL_BIRTH_YEAR = new Date().getFullYear() - 25;

function SectionTitle({ children }: { children: string }) {
  return (
    <Title order={2} size="h4">
      {children}
    </Title>
  );
}

export function PersonalFields({ form }: { form: ResumeForm }) {
  return (
    <Stack gap="sm">
      <SectionTitle>Personal Details</SectionTitle>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="Full name"
          required
          maxLength={LIMITS.name}
          autoComplete="name"
          {...form.getInputProps('name')}
        />
        <TextInput
          label="Father's name"
          maxLength={LIMITS.short}
          autoComplete="off"
          {...form.getInputProps('fatherName')}
        />
        <TextInput
          label="Mother's name"
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
        <Radio.Group label="Gender" required {...form.getInputProps('gender')}>
          <Group gap="lg" mt={6}>
            {GENDER_OPTIONS.map((gender) => (
              <Radio key={gender} value={gender} label={gender} />
            ))}
          </Group>
        </Radio.Group>
        <NativeSelect
          label="Marital status"
          data={selectData(MARITAL_STATUS_OPTIONS, 'Select marital status')}
          {...form.getInputProps('maritalStatus')}
        />
        <TextInput
          label="Nationality"
          placeholder="Indian"
          maxLength={LIMITS.short}
          {...form.getInputProps('nationality')}
        />
      </SimpleGrid>
    </Stack>
  );
}

export function ContactFields({ form }: { form: ResumeForm }) {
  return (
    <Stack gap="sm">
      <SectionTitle>Contact</SectionTitle>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="Mobile"
          required
          type="tel"
          inputMode="tel"
          placeholder="e.g. +91 98765 43210"
          description="With the country code. Separate several numbers with commas."
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          maxLength={LIMITS.mobile}
          autoComplete="tel"
          {...form.getInputProps('mobile')}
        />
        <TextInput
          label="E-mail"
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
          label="LinkedIn profile"
          placeholder="e.g. linkedin.com/in/your-name"
          inputMode="url"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={LIMITS.linkedIn}
          {...form.getInputProps('linkedIn')}
        />
      </SimpleGrid>
      <LimitedTextarea label="Address" {...form.getInputProps('address')} value={form.values.address} />
    </Stack>
  );
}

export function MembershipFields({ form }: { form: ResumeForm }) {
  const numberProps = form.getInputProps('membershipNumber');
  return (
    <Stack gap="sm">
      <SectionTitle>Membership and Registration</SectionTitle>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <NativeSelect
          label="Membership type"
          data={selectData(RESUME_MEMBERSHIP_TYPES, 'Select type')}
          {...form.getInputProps('membershipType')}
        />
        <TextInput
          label="Membership number"
          inputMode="numeric"
          maxLength={LIMITS.membershipNumber}
          autoComplete="off"
          {...numberProps}
          onChange={(event) =>
            form.setFieldValue('membershipNumber', event.currentTarget.value.replace(/\D/g, ''))
          }
        />
        <TextInput
          label="Registration number"
          description="Students: your registration number with the institute."
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
      <SectionTitle>About You</SectionTitle>
      {area('intro', 'Introduction', false, 'Two or three lines about you and your experience.')}
      {area('objectives', 'Career objectives', true)}
      {area('corecomps', 'Key achievements', true)}
      {area('skills', 'Skills', true, 'Companies Act, 2013; SEBI (LODR); Secretarial audit')}
      {area('ExtraActivity', 'Awards and extra-curricular activities', true)}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {area('languages', 'Languages known', true, 'English; Hindi')}
        {area('hobbies', 'Hobbies', true)}
      </SimpleGrid>
    </Stack>
  );
}

export function DeclarationFields({ form }: { form: ResumeForm }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <DateInput
        label="Date"
        description="Shown with your signature under the declaration."
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        placeholder={DATE_OF_BIRTH_FORMAT}
        valueFormat={DATE_OF_BIRTH_FORMAT}
        dateParser={parseDateOfBirth}
        inputMode="numeric"
        clearable
        popoverProps={{ withinPortal: true }}
        value={form.values.date || null}
        onChange={(value) => form.setFieldValue('date', value ?? '')}
        data-path="date"
      />
      <TextInput label="Place" maxLength={LIMITS.short} {...form.getInputProps('place')} />
    </SimpleGrid>
  );
}
