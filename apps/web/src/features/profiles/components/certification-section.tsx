import { useLingui } from '@lingui/react/macro';
import { formatYearsAndMonths } from '@pp/contract/format';
import type { CertificationItem } from '@pp/contract/profiles';
import { useDeleteItem } from '../../../api/profiles.ts';
import { confirmAction } from '../../../components/confirm.tsx';
import { CertificationModal } from './certification-modal.tsx';
import { ItemList, ItemRow } from './item-row.tsx';
import { SectionCard, SectionEmpty } from './section-card.tsx';
import { useItemModal } from './use-item-modal.ts';

/** Members' trainings and certifications; the duration is shown in years and months. */
export function CertificationSection({ items, editable }: { items: CertificationItem[]; editable: boolean }) {
  const { t } = useLingui();
  const modal = useItemModal<CertificationItem>();
  const remove = useDeleteItem('member');
  const confirmRemove = async (item: CertificationItem) => {
    const training = item.trainingName;
    const confirmed = await confirmAction({
      title: t`Delete training`,
      message: t`Delete “${training}” from your profile?`,
      confirmLabel: t`Delete`,
      danger: true,
    });
    if (confirmed) remove.mutate({ section: 'certification', code: item.code });
  };
  return (
    <SectionCard
      title={t`Trainings and Certifications`}
      onAdd={editable ? modal.openNew : undefined}
      addLabel={t`Add training or certification`}
    >
      {items.length === 0 ? (
        <SectionEmpty>
          {editable
            ? t`Add the programmes and courses you completed after qualifying.`
            : t`No trainings added.`}
        </SectionEmpty>
      ) : (
        <ItemList>
          {items.map((item) => (
            <ItemRow
              key={item.code}
              name={item.trainingName}
              title={item.trainingName}
              subtitle={`${item.instituteName}, ${item.location}`}
              facts={[
                formatYearsAndMonths(item.courseDuration),
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
      {editable && <CertificationModal opened={modal.opened} editing={modal.editing} onClose={modal.close} />}
    </SectionCard>
  );
}
