import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { JOB_PROFILE_MAX } from '@pp/contract/constants';
import {
  type CandidateKind,
  type ExperienceItem,
  experienceUpdateBody,
  ITEM_TEXT_MAX,
} from '@pp/contract/profiles';
import { useSaveExperience } from '../../../api/profiles.ts';
import { DateInput } from '../../../components/date-input.tsx';
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

/** The modal's title: adding or editing, work (member) or internship (student) experience. */
const TITLE: Record<CandidateKind, { add: MessageDescriptor; edit: MessageDescriptor }> = {
  member: { add: msg`Add experience`, edit: msg`Edit experience` },
  student: { add: msg`Add internship experience`, edit: msg`Edit internship experience` },
};

export interface ExperienceModalProps {
  kind: CandidateKind;
  opened: boolean;
  editing: ExperienceItem | null;
  onClose: () => void;
}

/** Work experience of a member, internship experience of a student. */
export function ExperienceModal({ kind, opened, editing, onClose }: ExperienceModalProps) {
  const { t, i18n } = useLingui();
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

  const dateProps = {
    valueFormat: DAY_FORMAT,
    dateParser: parseDay,
    description: t`Type or pick a date`,
    inputMode: 'numeric',
    defaultLevel: 'decade',
    leftSection: <IconCalendar size={16} />,
    popoverProps: { withinPortal: true },
    required: true,
  } as const;
  return (
    <FormModal {...frame} title={i18n._(editing ? TITLE[kind].edit : TITLE[kind].add)}>
      <TextInput
        label={kind === 'member' ? t`Company` : t`Company / Firm`}
        required
        maxLength={ITEM_TEXT_MAX}
        data-autofocus
        {...form.getInputProps('company')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t`Designation`}
          required
          maxLength={ITEM_TEXT_MAX}
          {...form.getInputProps('designation')}
        />
        <TextInput
          label={t`Location`}
          required
          maxLength={ITEM_TEXT_MAX}
          {...form.getInputProps('location')}
        />
        <DateInput label={t`Start date`} {...dateProps} {...form.getInputProps('startDate')} />
        <DateInput label={t`End date`} {...dateProps} {...form.getInputProps('endDate')} />
      </SimpleGrid>
      <Textarea
        label={t`Job profile`}
        description={t`Your work and responsibilities`}
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
