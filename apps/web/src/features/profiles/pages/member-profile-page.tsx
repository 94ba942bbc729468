import { useMemberProfile } from '../../../api/profiles.ts';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { OwnerActions } from '../components/owner-actions.tsx';
import { MemberProfileView } from '../components/profile-views.tsx';

/** /member/profile and /member/detail: the member's own profile, every section editable. */
export default function MemberProfilePage() {
  const query = useMemberProfile();
  return (
    <PageFrame
      title="Profile"
      breadcrumbs={[{ label: 'Dashboard', to: '/member/dashboard' }, { label: 'Profile' }]}
    >
      {query.isPending ? (
        <LoadingState label="Loading your profile..." />
      ) : query.isError ? (
        <ErrorState title="Could not load your profile" query={query} />
      ) : (
        <MemberProfileView
          profile={query.data}
          editable
          actions={<OwnerActions kind="member" isActive={query.data.basicDetail.isActive} />}
        />
      )}
    </PageFrame>
  );
}
