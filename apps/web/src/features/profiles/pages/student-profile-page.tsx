import { useLingui } from '@lingui/react/macro';
import { useStudentProfile } from '../../../api/profiles.ts';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { OwnerActions } from '../components/owner-actions.tsx';
import { StudentProfileView } from '../components/profile-views.tsx';

/** /student/profile: the student's own profile, every section editable. */
export default function StudentProfilePage() {
  const { t } = useLingui();
  const query = useStudentProfile();
  return (
    <PageFrame
      title={t`Profile`}
      breadcrumbs={[{ label: t`Dashboard`, to: '/student/dashboard' }, { label: t`Profile` }]}
    >
      {query.isPending ? (
        <LoadingState label={t`Loading your profile...`} />
      ) : query.isError ? (
        <ErrorState title={t`Could not load your profile`} query={query} />
      ) : (
        <StudentProfileView
          profile={query.data}
          editable
          actions={<OwnerActions kind="student" isActive={query.data.basicDetail.isActive} />}
        />
      )}
    </PageFrame>
  );
}
