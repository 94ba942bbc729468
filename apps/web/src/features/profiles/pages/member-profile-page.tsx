import { useLingui } from '@lingui/react/macro';
import { useMemberProfile } from '../../../api/profiles.ts';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { OwnerActions } from '../components/owner-actions.tsx';
import { MemberProfileView } from '../components/profile-views.tsx';

/** /member/profile and /member/detail: the member's own profile, every section editable. */
export default function MemberProfilePage() {
  const { t } = useLingui();
  const query = useMemberProfile();
  return (
    <PageFrame
      title={t`Profile`}
      breadcrumbs={[{ label: t`Dashboard`, to: '/member/dashboard' }, { label: t`Profile` }]}
    >
      {query.isPending ? (
        <LoadingState label={t`Loading your profile...`} />
      ) : query.isError ? (
        <ErrorState title={t`Could not load your profile`} query={query} />
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
