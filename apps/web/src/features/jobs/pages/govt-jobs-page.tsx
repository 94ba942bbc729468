import { useLingui } from '@lingui/react/macro';
import { PageFrame } from '../../../components/page-frame.tsx';
import { GovtJobList } from '../../../components/postings/govt-lists.tsx';

/** /member/govt-job and /GovtJobsMember: government and other public-sector jobs, as tiles. */
export default function GovtJobsPage({ variant }: { variant: 'member' | 'public' }) {
  const { t } = useLingui();
  return (
    <PageFrame
      title={t`Government Job(s)`}
      description={t`Jobs with government and public bodies. Apply on the organisation's own site.`}
      breadcrumbs={[
        { label: t`Home`, to: variant === 'member' ? '/member/dashboard' : '/' },
        { label: t`Government Job(s)` },
      ]}
    >
      <GovtJobList />
    </PageFrame>
  );
}
