import { Spoiler, Text } from '@mantine/core';
import { formatDate } from '@pp/contract/format';
import type { CandidateKind, ExperienceItem } from '@pp/contract/profiles';
import { useDeleteItem } from '../../../api/profiles.ts';
import { confirmAction } from '../../../components/confirm.tsx';
import { ExperienceModal } from './experience-modal.tsx';
import { ItemList, ItemRow } from './item-row.tsx';
import { SectionCard, SectionEmpty } from './section-card.tsx';
import { useItemModal } from './use-item-modal.ts';

export const EXPERIENCE_TITLE: Record<CandidateKind, string> = {
  member: 'Experience',
  student: 'Internship Experience',
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
  const modal = useItemModal<ExperienceItem>();
  const remove = useDeleteItem(kind);
  const confirmRemove = async (item: ExperienceItem) => {
    const confirmed = await confirmAction({
      title: 'Delete experience',
      message: `Delete “${item.designation}, ${item.company}” from your profile?`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (confirmed) remove.mutate({ section: 'experience', code: item.code });
  };
  return (
    <SectionCard
      title={EXPERIENCE_TITLE[kind]}
      onAdd={editable ? modal.openNew : undefined}
      addLabel={`Add ${EXPERIENCE_TITLE[kind].toLowerCase()}`}
    >
      {items.length === 0 ? (
        <SectionEmpty>
          {editable ? 'Add the places you have worked or trained.' : 'No experience added.'}
        </SectionEmpty>
      ) : (
        <ItemList>
          {items.map((item) => (
            <ItemRow
              key={item.code}
              name={`${item.designation}, ${item.company}`}
              title={item.designation}
              subtitle={item.company}
              facts={[item.location, `${formatDate(item.startDate)} to ${formatDate(item.endDate)}`]}
              onEdit={editable ? () => modal.openEdit(item) : undefined}
              onDelete={editable ? () => void confirmRemove(item) : undefined}
              deleting={remove.isPending && remove.variables?.code === item.code}
            >
              <Spoiler maxHeight={66} showLabel="Show more" hideLabel="Show less" mt={4}>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
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
