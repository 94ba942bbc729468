import { useLingui } from '@lingui/react/macro';
import type { CandidateKind, EducationItem } from '@pp/contract/profiles';
import { useDeleteItem } from '../../../api/profiles.ts';
import { confirmAction } from '../../../components/confirm.tsx';
import { English } from '../../../components/english.tsx';
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
  const { t } = useLingui();
  const modal = useItemModal<EducationItem>();
  const remove = useDeleteItem(kind);
  const confirmRemove = async (item: EducationItem) => {
    const course = item.course;
    const confirmed = await confirmAction({
      title: t`Delete education`,
      message: t`Delete “${course}” from your profile?`,
      confirmLabel: t`Delete`,
      danger: true,
    });
    if (confirmed) remove.mutate({ section: 'education', code: item.code });
  };
  return (
    <SectionCard
      title={t`Education`}
      onAdd={editable ? modal.openNew : undefined}
      addLabel={t`Add education`}
    >
      {items.length === 0 ? (
        <SectionEmpty>
          {editable ? t`Add your courses, from school to the CS course.` : t`No education added.`}
        </SectionEmpty>
      ) : (
        <ItemList>
          {items.map((item) => (
            <ItemRow
              key={item.code}
              name={item.course}
              title={item.course}
              subtitle={`${item.college}, ${item.location}`}
              facts={[
                <English key="board">{item.board}</English>,
                String(item.yearOfCompletion),
                item.percentage && `${item.percentage}%`,
              ]}
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
