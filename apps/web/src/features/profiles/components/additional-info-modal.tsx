import { Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ACHIEVEMENTS_MAX } from '@pp/contract/constants';
import {
  type CandidateKind,
  MEMBER_ADDITIONAL_INFO_MAX,
  memberAdditionalInfoBody,
  studentAdditionalInfoBody,
} from '@pp/contract/profiles';
import { useSaveAdditionalInfo } from '../../../api/profiles.ts';
import { CharCount, FormModal, validateWith } from '../../../components/form-modal.tsx';
import { useModalForm } from './use-modal-form.ts';

export const ADDITIONAL_INFO_TITLE: Record<CandidateKind, string> = {
  member: 'Additional Info',
  student: 'Achievements',
};

export interface AdditionalInfoModalProps {
  kind: CandidateKind;
  opened: boolean;
  value: string;
  onClose: () => void;
}

/** Members: free additional information (optional). Students: achievements (required, 500). */
export function AdditionalInfoModal({ kind, opened, value, onClose }: AdditionalInfoModalProps) {
  const save = useSaveAdditionalInfo(kind);
  const max = kind === 'member' ? MEMBER_ADDITIONAL_INFO_MAX : ACHIEVEMENTS_MAX;
  const form = useForm<{ additionalInfo: string }>({
    initialValues: { additionalInfo: value },
    validate: validateWith(
      kind === 'member' ? memberAdditionalInfoBody : studentAdditionalInfoBody,
      (v) => v,
    ),
  });

  const frame = useModalForm(form, {
    opened,
    onClose,
    fill: () => ({ additionalInfo: value }),
    save,
    toBody: (values) => values.additionalInfo.trim(),
  });

  return (
    <FormModal {...frame} title={`Edit ${ADDITIONAL_INFO_TITLE[kind].toLowerCase()}`}>
      <Textarea
        label={ADDITIONAL_INFO_TITLE[kind]}
        description={
          kind === 'member'
            ? 'Anything else an employer should know: notice period, languages, relocation.'
            : 'Awards, ranks, scholarships, publications and other achievements.'
        }
        required={kind === 'student'}
        autosize
        minRows={4}
        maxRows={10}
        data-autofocus
        {...form.getInputProps('additionalInfo')}
      />
      <CharCount value={form.values.additionalInfo} max={max} />
    </FormModal>
  );
}
