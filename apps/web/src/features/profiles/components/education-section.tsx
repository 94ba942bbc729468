import type { CandidateKind, EducationItem } from '@pp/contract/profiles';
import { useDeleteItem } from '../../../api/profiles.ts';
import { confirmAction } from '../../../components/confirm.tsx';
import { EducationModal } from './education-modal.tsx';
import { ItemList, ItemRow } from './item-row.tsx';
import { SectionCard, SectionEmpty } from './section-card.tsx';
import { useItemModal } from './use-item-modal.ts';

export function EducationSection({
  kind,
  items,
  editable,
}: {
  kind: CandidateKind;
  items: EducationItem[];
  editable: boolean;
}) {
  const modal = useItemModal<EducationItem>();
  const remove = useDeleteItem(kind);
  const confirmRemove = async (item: EducationItem) => {
    const confirmed = await confirmAction({
      title: 'Delete education',
      message: `Delete “${item.course}” from your profile?`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (confirmed) remove.mutate({ section: 'education', code: item.code });
  };
  return (
    <SectionCard title="Education" onAdd={editable ? modal.openNew : undefined} addLabel="Add education">
      {items.length === 0 ? (
        <SectionEmpty>
          {editable ? 'Add your courses, from school to the CS course.' : 'No education added.'}
        </SectionEmpty>
      ) : (
        <ItemList>
          {items.map((item) => (
            <ItemRow
              key={item.code}
              name={item.course}
              title={item.course}
              subtitle={`${item.college}, ${item.location}`}
              facts={[item.board, String(item.yearOfCompletion), item.percentage && `${item.percentage}%`]}
              onEdit={editable ? () => modal.openEdit(item) : undefined}
              onDelete={editable ? () => void confirmRemove(item) : undefined}
              deleting={remove.isPending && remove.variables?.code === item.code}
            />
          ))}
        </ItemList>
      )}
      {editable && (
        <EducationModal kind={kind} opened={modal.opened} editing={modal.editing} onClose={modal.close} />
      )}
    </SectionCard>
  );
}
