import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Spoiler, Text } from '@mantine/core';
import { formatDate } from '@pp/contract/format';
import type { CandidateKind, ExperienceItem } from '@pp/contract/profiles';
import { useDeleteItem } from '../../../api/profiles.ts';
import { confirmAction } from '../../../components/confirm.tsx';
import { ENGLISH, English } from '../../../components/english.tsx';
import { ExperienceModal } from './experience-modal.tsx';
import { ItemList, ItemRow } from './item-row.tsx';
import { SectionCard, SectionEmpty } from './section-card.tsx';
import { useItemModal } from './use-item-modal.ts';

export const EXPERIENCE_TITLE: Record<CandidateKind, MessageDescriptor> = {
  member: msg`Experience`,
  student: msg`Internship Experience`,
};

const ADD_LABEL: Record<CandidateKind, MessageDescriptor> = {
  member: msg`Add experience`,
  student: msg`Add internship experience`,
};

export function ExperienceSection({
  kind,
  items,
  editable,
}: {
  kind: CandidateKind;
  items: ExperienceItem[];
  editable: boolean;
}) {
  const { t, i18n } = useLingui();
  const modal = useItemModal<ExperienceItem>();
  const remove = useDeleteItem(kind);
  const confirmRemove = async (item: ExperienceItem) => {
    const { designation, company } = item;
    const confirmed = await confirmAction({
      title: t`Delete experience`,
      message: t`Delete “${designation}, ${company}” from your profile?`,
      confirmLabel: t`Delete`,
      danger: true,
    });
    if (confirmed) remove.mutate({ section: 'experience', code: item.code });
  };
  const period = (item: ExperienceItem) => {
    const start = formatDate(item.startDate);
    const end = formatDate(item.endDate);
    return t`${start} to ${end}`;
  };
  return (
    <SectionCard
      title={i18n._(EXPERIENCE_TITLE[kind])}
      onAdd={editable ? modal.openNew : undefined}
      addLabel={i18n._(ADD_LABEL[kind])}
    >
      {items.length === 0 ? (
        <SectionEmpty>
          {editable ? t`Add the places you have worked or trained.` : t`No experience added.`}
        </SectionEmpty>
      ) : (
        <ItemList>
          {items.map((item) => (
            <ItemRow
              key={item.code}
              name={`${item.designation}, ${item.company}`}
              title={item.designation}
              subtitle={item.company}
              facts={[<English key="place">{item.location}</English>, period(item)]}
              onEdit={editable ? () => modal.openEdit(item) : undefined}
              onDelete={editable ? () => void confirmRemove(item) : undefined}
              deleting={remove.isPending && remove.variables?.code === item.code}
            >
              <Spoiler maxHeight={66} showLabel={t`Show more`} hideLabel={t`Show less`} mt={4}>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} {...ENGLISH}>
                  {item.jobProfile}
                </Text>
              </Spoiler>
            </ItemRow>
          ))}
        </ItemList>
      )}
      {editable && (
        <ExperienceModal kind={kind} opened={modal.opened} editing={modal.editing} onClose={modal.close} />
      )}
    </SectionCard>
  );
}
