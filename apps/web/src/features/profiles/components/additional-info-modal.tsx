import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Textarea } from '@mantine/core';
import { ACHIEVEMENTS_MAX } from '@pp/contract/constants';
import {
  type CandidateKind,
  MEMBER_ADDITIONAL_INFO_MAX,
  memberAdditionalInfoBody,
  studentAdditionalInfoBody,
} from '@pp/contract/profiles';
import { useSaveAdditionalInfo } from '../../../api/profiles.ts';
import { CharCount, FormModal, validateWith } from '../../../components/form-modal.tsx';
import { useForm } from '../../../lib/form.ts';
import { useModalForm } from './use-modal-form.ts';

export const ADDITIONAL_INFO_TITLE: Record<CandidateKind, MessageDescriptor> = {
  member: msg`Additional Info`,
  student: msg`Achievements`,
};

/** The edit button's and the modal's name. */
export const ADDITIONAL_INFO_EDIT: Record<CandidateKind, MessageDescriptor> = {
  member: msg`Edit additional info`,
  student: msg`Edit achievements`,
};

export interface AdditionalInfoModalProps {
  kind: CandidateKind;
  opened: boolean;
  value: string;
  onClose: () => void;
}

/** Members: free additional information (optional). Students: achievements (required, 500). */
export function AdditionalInfoModal({ kind, opened, value, onClose }: AdditionalInfoModalProps) {
  const { t, i18n } = useLingui();
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
    <FormModal {...frame} title={i18n._(ADDITIONAL_INFO_EDIT[kind])}>
      <Textarea
        label={i18n._(ADDITIONAL_INFO_TITLE[kind])}
        description={
          kind === 'member'
            ? t`Anything else an employer should know: notice period, languages, relocation.`
            : t`Awards, ranks, scholarships, publications and other achievements.`
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
