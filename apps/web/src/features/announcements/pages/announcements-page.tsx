import { ANNOUNCEMENT_PAGE_SIZE } from '@pp/contract/announcements';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { AnnouncementList } from '../components/announcement-list.tsx';

/** /important-announcement: the institute's notices, newest first. */
export default function AnnouncementsPage() {
  return (
    <PageFrame
      title="Important Announcements"
      description="Notices from the institute about placements and this portal."
      breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Important Announcements' }]}
      size="md"
    >
      <AnnouncementList
        pageSize={ANNOUNCEMENT_PAGE_SIZE}
        empty={(page) => (
          <EmptyState
            description={
              page > 1 ? 'There are no more announcements.' : 'There are no announcements right now.'
            }
          />
        )}
      />
    </PageFrame>
  );
}
