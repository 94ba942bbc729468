import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { JOB_PROFILE_MAX } from '@pp/contract/constants';
import {
  type CandidateKind,
  type ExperienceItem,
  experienceUpdateBody,
  ITEM_TEXT_MAX,
} from '@pp/contract/profiles';
import { useEffect } from 'react';
import { useSaveExperience } from '../../../api/profiles.ts';
import { CharCount, FormModal, validateWith } from '../../../components/form-modal.tsx';
import { IconCalendar } from '../../../components/icons.tsx';
import { DAY_FORMAT, dayToEpoch, epochToDay, parseDay } from '../../../lib/dates.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';

interface Values {
  company: string;
  designation: string;
  location: string;
  /** 'YYYY-MM-DD' or null. */
  startDate: string | null;
  endDate: string | null;
  jobProfile: string;
}

const EMPTY: Values = {
  company: '',
  designation: '',
  location: '',
  startDate: null,
  endDate: null,
  jobProfile: '',
};

function toBody(values: Values, code: string) {
  return {
    code,
    company: values.company,
    designation: values.designation,
    location: values.location,
    startDate: (values.startDate ? dayToEpoch(values.startDate) : undefined) as number,
    endDate: (values.endDate ? dayToEpoch(values.endDate) : undefined) as number,
    jobProfile: values.jobProfile,
  };
}

export interface ExperienceModalProps {
  kind: CandidateKind;
  opened: boolean;
  editing: ExperienceItem | null;
  onClose: () => void;
}

/** Work experience of a member, internship experience of a student. */
export function ExperienceModal({ kind, opened, editing, onClose }: ExperienceModalProps) {
  const save = useSaveExperience(kind);
  const form = useForm<Values>({
    initialValues: EMPTY,
    validate: validateWith(experienceUpdateBody, (v: Values) => toBody(v, editing?.code || 'new')),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: fill the form each time the modal opens
  useEffect(() => {
    if (!opened) return;
    const values = editing
      ? {
          company: editing.company,
          designation: editing.designation,
          location: editing.location,
          startDate: epochToDay(editing.startDate),
          endDate: epochToDay(editing.endDate),
          jobProfile: editing.jobProfile,
        }
      : EMPTY;
    form.setInitialValues(values);
    form.setValues(values);
    form.clearErrors();
  }, [opened, editing]);

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync(toBody(values, editing?.code ?? ''));
      onClose();
    } catch (error) {
      applyFieldErrors(form, error);
    }
  });

  const noun = kind === 'member' ? 'experience' : 'internship experience';
  const dateProps = {
    valueFormat: DAY_FORMAT,
    dateParser: parseDay,
    placeholder: DAY_FORMAT,
    description: 'Type or pick a date',
    inputMode: 'numeric',
    defaultLevel: 'decade',
    leftSection: <IconCalendar size={16} />,
    popoverProps: { withinPortal: true },
    required: true,
  } as const;
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={editing ? `Edit ${noun}` : `Add ${noun}`}
      onSubmit={submit}
      saving={save.isPending}
      dirty={form.isDirty()}
    >
      <TextInput
        label={kind === 'member' ? 'Company' : 'Company / Firm'}
        required
        maxLength={ITEM_TEXT_MAX}
        data-autofocus
        {...form.getInputProps('company')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Designation"
          required
          maxLength={ITEM_TEXT_MAX}
          {...form.getInputProps('designation')}
        />
        <TextInput label="Location" required maxLength={ITEM_TEXT_MAX} {...form.getInputProps('location')} />
        <DateInput label="Start date" {...dateProps} {...form.getInputProps('startDate')} />
        <DateInput label="End date" {...dateProps} {...form.getInputProps('endDate')} />
      </SimpleGrid>
      <Textarea
        label="Job profile"
        description="Your work and responsibilities"
        required
        autosize
        minRows={4}
        maxRows={10}
        {...form.getInputProps('jobProfile')}
      />
      <CharCount value={form.values.jobProfile} max={JOB_PROFILE_MAX} />
    </FormModal>
  );
}
