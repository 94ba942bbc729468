import { useLingui } from '@lingui/react/macro';
import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { formatYearsAndMonths } from '@pp/contract/format';
import {
  type CertificationItem,
  certificationUpdateBody,
  ITEM_TEXT_MAX,
  MAX_COURSE_DURATION_MONTHS,
  OTHER_TRAINING_TYPE_CODE,
} from '@pp/contract/profiles';
import { useTrainingTypes } from '../../../api/lookups.ts';
import { useSaveCertification } from '../../../api/profiles.ts';
import { FormModal, numberOrUndefined } from '../../../components/form-modal.tsx';
import { CompletionFields } from './completion-fields.tsx';
import { useItemModalForm } from './use-modal-form.ts';

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
  const { t } = useLingui();
  const save = useSaveCertification();
  const types = useTrainingTypes();
  const { form, frame } = useItemModalForm({
    opened,
    onClose,
    editing,
    empty: EMPTY,
    fromItem: (item): Values => ({
      trainingCode: item.trainingCode,
      trainingName: item.trainingCode === OTHER_TRAINING_TYPE_CODE ? item.trainingName : '',
      instituteName: item.instituteName,
      location: item.location,
      courseDuration: item.courseDuration,
      yearOfCompletion: item.yearOfCompletion,
      percentage: item.percentage,
    }),
    schema: certificationUpdateBody,
    toBody,
    save,
  });

  const months = numberOrUndefined(form.values.courseDuration);
  return (
    <FormModal
      {...frame}
      title={editing ? t`Edit training or certification` : t`Add training or certification`}
    >
      <Select
        allowDeselect={false}
        label={t`Training type`}
        required
        searchable
        data={types.data ?? []}
        placeholder={types.isPending ? t`Loading...` : t`Select`}
        nothingFoundMessage={t`No match`}
        comboboxProps={{ withinPortal: true }}
        data-autofocus
        {...form.getInputProps('trainingCode')}
      />
      {form.values.trainingCode === OTHER_TRAINING_TYPE_CODE && (
        <TextInput
          label={t`Name of the training`}
          required
          maxLength={ITEM_TEXT_MAX}
          {...form.getInputProps('trainingName')}
        />
      )}
      <TextInput
        label={t`Institute`}
        required
        maxLength={ITEM_TEXT_MAX}
        {...form.getInputProps('instituteName')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t`Location`}
          required
          maxLength={ITEM_TEXT_MAX}
          {...form.getInputProps('location')}
        />
        <NumberInput
          label={t`Duration (months)`}
          required
          min={1}
          max={MAX_COURSE_DURATION_MONTHS}
          allowDecimal={false}
          allowNegative={false}
          description={months && months > 0 ? formatYearsAndMonths(months) : t`In months`}
          {...form.getInputProps('courseDuration')}
        />
        <CompletionFields
          yearInput={form.getInputProps('yearOfCompletion')}
          percentageInput={form.getInputProps('percentage')}
        />
      </SimpleGrid>
    </FormModal>
  );
}
