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
  const remove = useDeleteAnnouncement();
  const [modal, setModal] = useState<{ opened: boolean; editing: Announcement | null }>({
    opened: false,
    editing: null,
  });

  const openNew = () => setModal({ opened: true, editing: null });
  const openEdit = (item: Announcement) => setModal({ opened: true, editing: item });
  const close = () => setModal((current) => ({ ...current, opened: false }));

  const confirmRemove = async (item: Announcement) => {
    const confirmed = await confirmAction({
      title: 'Remove announcement',
      message: `Remove “${item.title}”? It will no longer be shown on the announcements page.`,
      confirmLabel: 'Remove',
      danger: true,
    });
    if (confirmed) remove.mutate(item.code);
  };

  return (
    <PageFrame
      title="Announcements"
      description={
        <>
          Notices shown on the public{' '}
          <Anchor component={Link} to="/important-announcement">
            Important Announcements
          </Anchor>{' '}
          page, newest first.
        </>
      }
      breadcrumbs={[{ label: 'Dashboard', to: '/admin/dashbaord' }, { label: 'Announcements' }]}
      actions={
        <Button leftSection={<IconPlus size={16} />} onClick={openNew}>
          Add announcement
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
                Add the first announcement
              </Button>
            }
          />
        )}
        actions={(item) => (
          <>
            <EditButton onClick={() => openEdit(item)} label={`Edit ${item.title}`} />
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconTrash size={14} />}
              onClick={() => void confirmRemove(item)}
              loading={remove.isPending && remove.variables === item.code}
              aria-label={`Remove ${item.title}`}
            >
              Remove
            </Button>
          </>
        )}
      />
      <AnnouncementFormModal opened={modal.opened} editing={modal.editing} onClose={close} />
    </PageFrame>
  );
}
