import { useLingui } from '@lingui/react/macro';
import { PAGE_SIZE } from '@pp/contract/constants';
import { MSG } from '@pp/contract/messages';
import { publicJobPath } from '@pp/contract/public-jobs';
import { SaveSearchButton } from '../../../components/save-search-button.tsx';
import { useMessageText } from '../../../i18n/message-text.ts';
import { storedUserDetail, useSession } from '../../../lib/session.ts';
import { JobSearchScreen } from '../components/job-search-screen.tsx';

type Variant = 'member' | 'public';

/**
 * Search Work From Home Job(s) (spec 3 sections 2.6 and 4): the public variant (/corporateWFH)
 * and, on /workfromhome, the member variant for a signed-in member (country fixed to India) or
 * the public one for anyone else. Both search once on load: India's work-from-home jobs with no
 * other filter.
 */
export default function WorkFromHomePage({ variant }: { variant: Variant | 'bySession' }) {
  if (variant !== 'bySession') return <WorkFromHomeSearch variant={variant} />;
  // Only someone who signed in on this browser before asks the server who they are.
  return storedUserDetail() ? <SessionVariant /> : <WorkFromHomeSearch variant="public" />;
}

function SessionVariant() {
  const { user } = useSession();
  return <WorkFromHomeSearch variant={user?.role === 'member' ? 'member' : 'public'} />;
}

function WorkFromHomeSearch({ variant }: { variant: Variant }) {
  const { t } = useLingui();
  const tm = useMessageText();
  const member = variant === 'member';
  return (
    <JobSearchScreen
      title={t`Search Work From Home Job(s)`}
      description={t`Jobs you can do from home, fully or in part (hybrid).`}
      breadcrumbs={[
        { label: t`Home`, to: member ? '/member/dashboard' : '/' },
        { label: t`Search Work From Home Job(s)` },
      ]}
      mode="wfh"
      actions={member ? <SaveSearchButton kind="wfhJobs" /> : undefined}
      skillKind="member"
      pageSize={PAGE_SIZE.workFromHome}
      countryLocked={member}
      workFromHome
      searchOnLoad
      detailPrefix={member ? '/member/job/detail-' : publicJobPath('')}
      loadingLabel={tm(MSG.wfhLoading)}
      emptyMessage={MSG.wfhEmpty}
      runningIndex
    />
  );
}
