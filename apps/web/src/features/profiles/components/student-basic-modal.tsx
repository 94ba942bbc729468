import { useLingui } from '@lingui/react/macro';
import { Textarea } from '@mantine/core';
import { STUDENT_SUMMARY_MAX } from '@pp/contract/constants';
import { type StudentBasicDetail, studentBasicDetailBody } from '@pp/contract/profiles';
import { useSaveStudentBasicDetail } from '../../../api/profiles.ts';
import { CharCount, FormModal, validateWith } from '../../../components/form-modal.tsx';
import { useForm } from '../../../lib/form.ts';
import { LocationFields } from './location-fields.tsx';
import { useModalForm } from './use-modal-form.ts';

interface Values {
  state: string | null;
  city: string | null;
  profileSummary: string;
}

const toBody = (values: Values) => ({
  state: values.state ?? '',
  city: values.city ?? '',
  profileSummary: values.profileSummary,
});

const fromDetail = (detail: StudentBasicDetail): Values => ({
  state: detail.state || null,
  city: detail.city || null,
  profileSummary: detail.profileSummary,
});

export interface StudentBasicModalProps {
  opened: boolean;
  detail: StudentBasicDetail;
  onClose: () => void;
}

/** State, city and profile summary (at most 500 in the student form). */
export function StudentBasicModal({ opened, detail, onClose }: StudentBasicModalProps) {
  const { t } = useLingui();
  const save = useSaveStudentBasicDetail();
  const form = useForm<Values>({
    initialValues: fromDetail(detail),
    validate: validateWith(studentBasicDetailBody, toBody),
  });

  const frame = useModalForm(form, {
    opened,
    onClose,
    fill: () => fromDetail(detail),
    save,
    toBody,
  });

  return (
    <FormModal {...frame} title={t`Edit basic details`}>
      <LocationFields
        stateInput={form.getInputProps('state')}
        cityInput={form.getInputProps('city')}
        stateCode={form.values.state ?? ''}
        clearCity={() => form.setFieldValue('city', null)}
        typedCity
      />
      <Textarea
        label={t`Profile summary`}
        required
        autosize
        minRows={4}
        maxRows={10}
        data-autofocus
        {...form.getInputProps('profileSummary')}
      />
      <CharCount value={form.values.profileSummary} max={STUDENT_SUMMARY_MAX} />
    </FormModal>
  );
}
