import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type CandidateKind,
  type EducationItem,
  educationUpdateBody,
  FIRST_YEAR,
  ITEM_TEXT_MAX,
  lastYear,
} from '@pp/contract/profiles';
import { useEffect } from 'react';
import { useSaveEducation } from '../../../api/profiles.ts';
import { FormModal, numberOrUndefined, validateWith } from '../../../components/form-modal.tsx';
import { applyFieldErrors } from '../../../lib/form-errors.ts';

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
  const save = useSaveEducation(kind);
  const form = useForm<Values>({
    initialValues: EMPTY,
    // The update schema with a placeholder code: the same field rules for add and edit.
    validate: validateWith(educationUpdateBody, (v: Values) => toBody(v, editing?.code || 'new')),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: fill the form each time the modal opens
  useEffect(() => {
    if (!opened) return;
    const values = editing
      ? { ...editing, yearOfCompletion: editing.yearOfCompletion as number | string }
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

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={editing ? 'Edit education' : 'Add education'}
      onSubmit={submit}
      saving={save.isPending}
      dirty={form.isDirty()}
    >
      <TextInput
        label="Course"
        required
        maxLength={ITEM_TEXT_MAX}
        data-autofocus
        {...form.getInputProps('course')}
      />
      <TextInput
        label="College / Institute"
        required
        maxLength={ITEM_TEXT_MAX}
        {...form.getInputProps('college')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Location" required maxLength={ITEM_TEXT_MAX} {...form.getInputProps('location')} />
        <TextInput
          label="Board / University"
          required
          maxLength={ITEM_TEXT_MAX}
          {...form.getInputProps('board')}
        />
        <NumberInput
          label="Year of completion"
          required
          placeholder="YYYY"
          description={`${FIRST_YEAR} to ${lastYear()}`}
          allowDecimal={false}
          allowNegative={false}
          hideControls
          maxLength={4}
          inputMode="numeric"
          {...form.getInputProps('yearOfCompletion')}
        />
        <TextInput
          label="Percentage"
          description="Optional"
          inputMode="decimal"
          maxLength={6}
          rightSection="%"
          {...form.getInputProps('percentage')}
        />
      </SimpleGrid>
    </FormModal>
  );
}
