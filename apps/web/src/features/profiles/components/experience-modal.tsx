import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { JOB_PROFILE_MAX } from '@pp/contract/constants';
import {
  type CandidateKind,
  type ExperienceItem,
  experienceUpdateBody,
  ITEM_TEXT_MAX,
} from '@pp/contract/profiles';
import { useSaveExperience } from '../../../api/profiles.ts';
import { CharCount, FormModal } from '../../../components/form-modal.tsx';
import { IconCalendar } from '../../../components/icons.tsx';
import { DAY_FORMAT, dayToEpoch, epochToDay, parseDay } from '../../../lib/dates.ts';
import { useItemModalForm } from './use-modal-form.ts';

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
  const { form, frame } = useItemModalForm({
    opened,
    onClose,
    editing,
    empty: EMPTY,
    fromItem: (item): Values => ({
      company: item.company,
      designation: item.designation,
      location: item.location,
      startDate: epochToDay(item.startDate),
      endDate: epochToDay(item.endDate),
      jobProfile: item.jobProfile,
    }),
    schema: experienceUpdateBody,
    toBody,
    save,
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
    <FormModal {...frame} title={editing ? `Edit ${noun}` : `Add ${noun}`}>
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
