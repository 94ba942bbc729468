import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { CandidateKind } from '@pp/contract/profiles';
import { ENGLISH } from '../../../components/english.tsx';
import {
  ADDITIONAL_INFO_EDIT,
  ADDITIONAL_INFO_TITLE,
  AdditionalInfoModal,
} from './additional-info-modal.tsx';
import { SectionCard, SectionEmpty } from './section-card.tsx';

/** Members: 'Additional Info'; students: 'Achievements' (the same field, `additionalInfo`). */
export function AdditionalInfoSection({
  kind,
  value,
  editable,
}: {
  kind: CandidateKind;
  value: string;
  editable: boolean;
}) {
  const { t, i18n } = useLingui();
  const [opened, { open, close }] = useDisclosure(false);
  const title = i18n._(ADDITIONAL_INFO_TITLE[kind]);
  return (
    <SectionCard
      title={title}
      onEdit={editable ? open : undefined}
      editLabel={i18n._(ADDITIONAL_INFO_EDIT[kind])}
    >
      {value ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} {...ENGLISH}>
          {value}
        </Text>
      ) : (
        <SectionEmpty>
          {editable
            ? kind === 'member'
              ? t`Anything else an employer should know: notice period, languages, relocation.`
              : t`Add your awards, ranks and other achievements.`
            : t`Nothing added.`}
        </SectionEmpty>
      )}
      {editable && <AdditionalInfoModal kind={kind} opened={opened} value={value} onClose={close} />}
    </SectionCard>
  );
}
