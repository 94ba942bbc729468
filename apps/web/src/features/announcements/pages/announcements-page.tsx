import { Stack } from '@mantine/core';
import { ANNOUNCEMENT_PAGE_SIZE } from '@pp/contract/announcements';
import { useAnnouncements } from '../../../api/announcements.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { Pager } from '../../../components/pager.tsx';
import { usePageParam } from '../../../hooks/use-page-param.ts';
import { AnnouncementCard } from '../components/announcement-card.tsx';

/** /important-announcement: the institute's notices, newest first. */
export default function AnnouncementsPage() {
  const [page, setPage] = usePageParam();
  const query = useAnnouncements(page, ANNOUNCEMENT_PAGE_SIZE);

  return (
    <PageFrame
      title="Important Announcements"
      description="Notices from the institute about placements and this portal."
      breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Important Announcements' }]}
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
          description={
            page > 1 ? 'There are no more announcements.' : 'There are no announcements right now.'
          }
        />
      ) : (
        <Stack gap="md">
          {query.data.list.map((item) => (
            <AnnouncementCard key={item.code} item={item} />
          ))}
        </Stack>
      )}
      {query.data && (
        <Pager
          page={page}
          pageSize={ANNOUNCEMENT_PAGE_SIZE}
          count={query.data.list.length}
          total={query.data.total}
          onChange={setPage}
        />
      )}
    </PageFrame>
  );
}
