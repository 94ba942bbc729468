import { useLingui } from '@lingui/react/macro';
import { type CandidateKind, MAX_SKILLS, type SkillDetailItem, skillBody } from '@pp/contract/profiles';
import { useSkills } from '../../../api/lookups.ts';
import { useSaveSkills } from '../../../api/profiles.ts';
import { CreatableMultiSelect } from '../../../components/creatable-multi-select.tsx';
import { FormModal, validateWith } from '../../../components/form-modal.tsx';
import { useForm } from '../../../lib/form.ts';
import { useModalForm } from './use-modal-form.ts';

interface Values {
  skill: string[];
}

export interface SkillsModalProps {
  kind: CandidateKind;
  opened: boolean;
  skills: SkillDetailItem[];
  onClose: () => void;
}

/** The skills of the person's kind (member or student skills); at least one. */
export function SkillsModal({ kind, opened, skills, onClose }: SkillsModalProps) {
  const { t } = useLingui();
  const save = useSaveSkills(kind);
  const options = useSkills(kind);
  const form = useForm<Values>({
    initialValues: { skill: skills.map((s) => s.code) },
    validate: validateWith(skillBody, (v: Values) => v),
  });

  const frame = useModalForm(form, {
    opened,
    onClose,
    fill: () => ({ skill: skills.map((s) => s.code) }),
    save,
    toBody: (values) => values.skill,
  });

  return (
    <FormModal {...frame} title={t`Edit skills`}>
      <CreatableMultiSelect
        label={t`Skills`}
        description={t`Pick at least one; type to search, or to add a skill not in the list`}
        required
        clearable
        hidePickedOptions
        maxValues={MAX_SKILLS}
        data={options.data ?? []}
        placeholder={options.isPending ? t`Loading...` : form.values.skill.length ? '' : t`Select skills`}
        nothingFoundMessage={t`No match`}
        comboboxProps={{ withinPortal: true }}
        data-autofocus
        {...form.getInputProps('skill')}
      />
    </FormModal>
  );
}
