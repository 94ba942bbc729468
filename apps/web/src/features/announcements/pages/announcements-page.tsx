import { useLingui } from '@lingui/react/macro';
import { ANNOUNCEMENT_PAGE_SIZE } from '@pp/contract/announcements';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { AnnouncementList } from '../components/announcement-list.tsx';

/** /important-announcement: the institute's notices, newest first. */
export default function AnnouncementsPage() {
  const { t } = useLingui();
  return (
    <PageFrame
      title={t`Important Announcements`}
      description={t`Notices from the institute about placements and this portal.`}
      breadcrumbs={[{ label: t`Home`, to: '/' }, { label: t`Important Announcements` }]}
      size="md"
    >
      <AnnouncementList
        pageSize={ANNOUNCEMENT_PAGE_SIZE}
        empty={(page) => (
          <EmptyState
            description={
              page > 1 ? t`There are no more announcements.` : t`There are no announcements right now.`
            }
          />
        )}
      />
    </PageFrame>
  );
}
