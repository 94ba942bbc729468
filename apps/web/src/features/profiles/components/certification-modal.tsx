import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatYearsAndMonths } from '@pp/contract/format';
import {
  type CertificationItem,
  certificationUpdateBody,
  FIRST_YEAR,
  ITEM_TEXT_MAX,
  lastYear,
  MAX_COURSE_DURATION_MONTHS,
  OTHER_TRAINING_TYPE_CODE,
} from '@pp/contract/profiles';
import { useEffect } from 'react';
import { useTrainingTypes } from '../../../api/lookups.ts';
import { useSaveCertification } from '../../../api/profiles.ts';
import { FormModal, numberOrUndefined, validateWith } from '../../../components/form-modal.tsx';
import { applyFieldErrors } from '../../../lib/form-errors.ts';

interface Values {
  trainingCode: string | null;
  trainingName: string;
  instituteName: string;
  location: string;
  courseDuration: number | string;
  yearOfCompletion: number | string;
  percentage: string;
}

const EMPTY: Values = {
  trainingCode: null,
  trainingName: '',
  instituteName: '',
  location: '',
  courseDuration: '',
  yearOfCompletion: '',
  percentage: '',
};

function toBody(values: Values, code: string) {
  const trainingCode = values.trainingCode ?? '';
  return {
    code,
    trainingCode,
    trainingName: trainingCode === OTHER_TRAINING_TYPE_CODE ? values.trainingName : '',
    instituteName: values.instituteName,
    location: values.location,
    courseDuration: numberOrUndefined(values.courseDuration) as number,
    yearOfCompletion: numberOrUndefined(values.yearOfCompletion) as number,
    percentage: values.percentage.trim(),
  };
}

export interface CertificationModalProps {
  opened: boolean;
  editing: CertificationItem | null;
  onClose: () => void;
}

/** A member's training or certification (spec: 'Your training has been successfully updated.'). */
export function CertificationModal({ opened, editing, onClose }: CertificationModalProps) {
  const save = useSaveCertification();
  const types = useTrainingTypes();
  const form = useForm<Values>({
    initialValues: EMPTY,
    validate: validateWith(certificationUpdateBody, (v: Values) => toBody(v, editing?.code || 'new')),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: fill the form each time the modal opens
  useEffect(() => {
    if (!opened) return;
    const values: Values = editing
      ? {
          trainingCode: editing.trainingCode,
          trainingName: editing.trainingCode === OTHER_TRAINING_TYPE_CODE ? editing.trainingName : '',
          instituteName: editing.instituteName,
          location: editing.location,
          courseDuration: editing.courseDuration,
          yearOfCompletion: editing.yearOfCompletion,
          percentage: editing.percentage,
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

  const months = numberOrUndefined(form.values.courseDuration);
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={editing ? 'Edit training or certification' : 'Add training or certification'}
      onSubmit={submit}
      saving={save.isPending}
      dirty={form.isDirty()}
    >
      <Select
        allowDeselect={false}
        label="Training type"
        required
        searchable
        data={types.data ?? []}
        placeholder={types.isPending ? 'Loading...' : 'Select'}
        nothingFoundMessage="No match"
        comboboxProps={{ withinPortal: true }}
        data-autofocus
        {...form.getInputProps('trainingCode')}
      />
      {form.values.trainingCode === OTHER_TRAINING_TYPE_CODE && (
        <TextInput
          label="Name of the training"
          required
          maxLength={ITEM_TEXT_MAX}
          {...form.getInputProps('trainingName')}
        />
      )}
      <TextInput
        label="Institute"
        required
        maxLength={ITEM_TEXT_MAX}
        {...form.getInputProps('instituteName')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Location" required maxLength={ITEM_TEXT_MAX} {...form.getInputProps('location')} />
        <NumberInput
          label="Duration (months)"
          required
          min={1}
          max={MAX_COURSE_DURATION_MONTHS}
          allowDecimal={false}
          allowNegative={false}
          description={months && months > 0 ? formatYearsAndMonths(months) : 'In months'}
          {...form.getInputProps('courseDuration')}
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
