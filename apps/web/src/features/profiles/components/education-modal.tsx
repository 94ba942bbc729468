import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, TextInput } from '@mantine/core';
import {
  type CandidateKind,
  type EducationItem,
  educationUpdateBody,
  ITEM_TEXT_MAX,
} from '@pp/contract/profiles';
import { useSaveEducation } from '../../../api/profiles.ts';
import { FormModal, numberOrUndefined } from '../../../components/form-modal.tsx';
import { CompletionFields } from './completion-fields.tsx';
import { useItemModalForm } from './use-modal-form.ts';

interface Values {
  course: string;
  college: string;
  location: string;
  board: string;
  yearOfCompletion: number | string;
  percentage: string;
}

const EMPTY: Values = {
  course: '',
  college: '',
  location: '',
  board: '',
  yearOfCompletion: '',
  percentage: '',
};

function toBody(values: Values, code: string) {
  return {
    code,
    course: values.course,
    college: values.college,
    location: values.location,
    board: values.board,
    yearOfCompletion: numberOrUndefined(values.yearOfCompletion) as number,
    percentage: values.percentage.trim(),
  };
}

export interface EducationModalProps {
  kind: CandidateKind;
  opened: boolean;
  /** The entry being edited; null to add one. */
  editing: EducationItem | null;
  onClose: () => void;
}

export function EducationModal({ kind, opened, editing, onClose }: EducationModalProps) {
  const { t } = useLingui();
  const save = useSaveEducation(kind);
  const { form, frame } = useItemModalForm({
    opened,
    onClose,
    editing,
    empty: EMPTY,
    fromItem: (item): Values => ({ ...item, yearOfCompletion: item.yearOfCompletion as number | string }),
    schema: educationUpdateBody,
    toBody,
    save,
  });

  return (
    <FormModal {...frame} title={editing ? t`Edit education` : t`Add education`}>
      <TextInput
        label={t`Course`}
        required
        maxLength={ITEM_TEXT_MAX}
        data-autofocus
        {...form.getInputProps('course')}
      />
      <TextInput
        label={t`College / Institute`}
        required
        maxLength={ITEM_TEXT_MAX}
        {...form.getInputProps('college')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t`Location`}
          required
          maxLength={ITEM_TEXT_MAX}
          {...form.getInputProps('location')}
        />
        <TextInput
          label={t`Board / University`}
          required
          maxLength={ITEM_TEXT_MAX}
          {...form.getInputProps('board')}
        />
        <CompletionFields
          yearInput={form.getInputProps('yearOfCompletion')}
          percentageInput={form.getInputProps('percentage')}
        />
      </SimpleGrid>
    </FormModal>
  );
}
