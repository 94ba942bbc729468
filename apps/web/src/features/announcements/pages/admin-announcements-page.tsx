import { Anchor, Button, Stack } from '@mantine/core';
import type { Announcement } from '@pp/contract/announcements';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAnnouncements, useDeleteAnnouncement } from '../../../api/announcements.ts';
import { confirmAction } from '../../../components/confirm.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { IconPencil, IconPlus, IconTrash } from '../../../components/icons.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { Pager } from '../../../components/pager.tsx';
import { usePageParam } from '../../../hooks/use-page-param.ts';
import { AnnouncementCard } from '../components/announcement-card.tsx';
import { AnnouncementFormModal } from '../components/announcement-form-modal.tsx';

const ADMIN_PAGE_SIZE = 20;

/** /admin/announcement (ours): admins add, edit and remove the public announcements. */
export default function AdminAnnouncementsPage() {
  const [page, setPage] = usePageParam();
  const query = useAnnouncements(page, ADMIN_PAGE_SIZE);
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
      {query.isPending ? (
        <LoadingState label="Loading announcements..." />
      ) : query.isError ? (
        <ErrorState
          title="Could not load the announcements"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.list.length === 0 ? (
        <EmptyState
          action={
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={openNew}>
              Add the first announcement
            </Button>
          }
        />
      ) : (
        <Stack gap="md">
          {query.data.list.map((item) => (
            <AnnouncementCard
              key={item.code}
              item={item}
              actions={
                <>
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconPencil size={14} />}
                    onClick={() => openEdit(item)}
                    aria-label={`Edit ${item.title}`}
                  >
                    Edit
                  </Button>
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
              }
            />
          ))}
        </Stack>
      )}
      {query.data && (
        <Pager
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          count={query.data.list.length}
          total={query.data.total}
          onChange={setPage}
        />
      )}
      <AnnouncementFormModal opened={modal.opened} editing={modal.editing} onClose={close} />
    </PageFrame>
  );
}
