import { PageFrame } from '../../../components/page-frame.tsx';
import { GovtJobList } from '../../../components/postings/govt-lists.tsx';

/** /member/govt-job and /GovtJobsMember: government and other public-sector jobs, as tiles. */
export default function GovtJobsPage({ variant }: { variant: 'member' | 'public' }) {
  return (
    <PageFrame
      title="Government Job(s)"
      description="Jobs with government and public bodies. Apply on the organisation's own site."
      breadcrumbs={[
        { label: 'Home', to: variant === 'member' ? '/member/dashboard' : '/' },
        { label: 'Government Job(s)' },
      ]}
    >
      <GovtJobList />
    </PageFrame>
  );
}
