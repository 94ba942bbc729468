import { PAGE_SIZE } from '@pp/contract/constants';
import { MSG } from '@pp/contract/messages';
import { SaveSearchButton } from '../../../components/save-search-button.tsx';
import { JobSearchScreen } from '../components/job-search-screen.tsx';

/**
 * Search Work From Home Job(s): the member variant (/workfromhome, country fixed to India) and
 * the public one (/corporateWFH, one search on load for India with no other filter).
 */
export default function WorkFromHomePage({ variant }: { variant: 'member' | 'public' }) {
  const member = variant === 'member';
  return (
    <JobSearchScreen
      title="Search Work From Home Job(s)"
      description="Jobs you can do from home, fully or in part (hybrid)."
      breadcrumbs={[
        { label: 'Home', to: member ? '/member/dashboard' : '/' },
        { label: 'Search Work From Home Job(s)' },
      ]}
      mode="wfh"
      actions={member ? <SaveSearchButton kind="wfhJobs" /> : undefined}
      skillKind="member"
      pageSize={PAGE_SIZE.workFromHome}
      countryLocked={member}
      workFromHome
      searchOnLoad={!member}
      detailPrefix={member ? '/member/job/detail-' : undefined}
      loadingLabel={MSG.wfhLoading}
      emptyMessage={MSG.wfhEmpty}
      runningIndex
    />
  );
}
