import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button } from '@mantine/core';
import type { Announcement } from '@pp/contract/announcements';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDeleteAnnouncement } from '../../../api/announcements.ts';
import { confirmAction } from '../../../components/confirm.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { IconPlus, IconTrash } from '../../../components/icons.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { EditButton } from '../../../components/section-paper.tsx';
import { AnnouncementFormModal } from '../components/announcement-form-modal.tsx';
import { AnnouncementList } from '../components/announcement-list.tsx';

const ADMIN_PAGE_SIZE = 20;

/** /admin/announcement (ours): admins add, edit and remove the public announcements. */
export default function AdminAnnouncementsPage() {
  const { t } = useLingui();
  const remove = useDeleteAnnouncement();
  const [modal, setModal] = useState<{ opened: boolean; editing: Announcement | null }>({
    opened: false,
    editing: null,
  });

  const openNew = () => setModal({ opened: true, editing: null });
  const openEdit = (item: Announcement) => setModal({ opened: true, editing: item });
  const close = () => setModal((current) => ({ ...current, opened: false }));

  const confirmRemove = async (item: Announcement) => {
    const title = item.title;
    const confirmed = await confirmAction({
      title: t`Remove announcement`,
      message: t`Remove “${title}”? It will no longer be shown on the announcements page.`,
      confirmLabel: t`Remove`,
      danger: true,
    });
    if (confirmed) remove.mutate(item.code);
  };

  return (
    <PageFrame
      title={t`Announcements`}
      description={
        <Trans>
          Notices shown on the public{' '}
          <Anchor component={Link} to="/important-announcement">
            Important Announcements
          </Anchor>{' '}
          page, newest first.
        </Trans>
      }
      breadcrumbs={[{ label: t`Dashboard`, to: '/admin/dashbaord' }, { label: t`Announcements` }]}
      actions={
        <Button leftSection={<IconPlus size={16} />} onClick={openNew}>
          <Trans>Add announcement</Trans>
        </Button>
      }
      size="md"
    >
      <AnnouncementList
        pageSize={ADMIN_PAGE_SIZE}
        empty={() => (
          <EmptyState
            action={
              <Button variant="light" leftSection={<IconPlus size={16} />} onClick={openNew}>
                <Trans>Add the first announcement</Trans>
              </Button>
            }
          />
        )}
        actions={(item) => {
          const title = item.title;
          return (
            <>
              <EditButton onClick={() => openEdit(item)} label={t`Edit ${title}`} />
              <Button
                size="xs"
                variant="light"
                color="red"
                leftSection={<IconTrash size={14} />}
                onClick={() => void confirmRemove(item)}
                loading={remove.isPending && remove.variables === item.code}
                aria-label={t`Remove ${title}`}
              >
                <Trans>Remove</Trans>
              </Button>
            </>
          );
        }}
      />
      <AnnouncementFormModal opened={modal.opened} editing={modal.editing} onClose={close} />
    </PageFrame>
  );
}
