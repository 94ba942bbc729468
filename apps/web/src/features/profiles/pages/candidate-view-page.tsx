import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import type { CandidateKind } from '@pp/contract/profiles';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCandidate, type Viewer } from '../../../api/profiles.ts';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import type { Crumb } from '../../../components/page-frame.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { SendMessageModal } from '../../../components/send-message-modal.tsx';
import { useRouteParam } from '../../../hooks/route-context.ts';
import { ApiCallError } from '../../../lib/api.ts';
import { MemberProfileView, StudentProfileView } from '../components/profile-views.tsx';

export interface CandidateViewPageProps {
  /** 'any': the admin's /admin/candidate-profile-:code, a member or a student. */
  kind: CandidateKind | 'any';
  viewer: Viewer;
}

/**
 * The spec shows Send Message on the admin views of members and students and on the employer's
 * view of a student; the employer's view of a member shows it too when the member has not applied
 * to the employer (no contact details: features/access/candidate-access.ts on the server).
 */
function showsSendMessage(kind: CandidateKind | 'any', viewer: Viewer, contactShown: boolean) {
  // An employer who may not see the address reaches the member through the portal's relay.
  return viewer === 'admin' || kind === 'student' || !contactShown;
}

function SendMessageButton({
  kind,
  userCode,
  name,
}: {
  kind: CandidateKind;
  userCode: string;
  name: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="light" onClick={() => setOpen(true)}>
        <Trans>Send Message</Trans>
      </Button>
      <SendMessageModal
        kind={kind}
        candidate={open ? { userCode, name } : null}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

function crumbs(
  i18n: I18n,
  kind: CandidateKind | 'any',
  viewer: Viewer,
  jobCode: string,
  trainingCode: string,
): Crumb[] {
  const label = i18n._(
    kind === 'member'
      ? msg`Member Profile`
      : kind === 'student'
        ? msg`Student Profile`
        : msg`Candidate Profile`,
  );
  const searchMembers = i18n._(msg`Search Member(s)`);
  const searchStudents = i18n._(msg`Search Student(s)`);
  const dashboard = i18n._(msg`Dashboard`);
  const applicants = i18n._(msg`Applicants`);
  if (viewer === 'admin') {
    return [
      { label: dashboard, to: '/admin/dashbaord' },
      ...(kind === 'member'
        ? [{ label: searchMembers, to: '/admin/member' }]
        : kind === 'student'
          ? [{ label: searchStudents, to: '/admin/student' }]
          : []),
      { label },
    ];
  }
  const back = jobCode
    ? { label: applicants, to: `/corporate/job/applicant-${jobCode}` }
    : trainingCode
      ? { label: applicants, to: `/corporate/training/applicant-${trainingCode}` }
      : kind === 'member'
        ? { label: searchMembers, to: '/corporate/member/search' }
        : { label: searchStudents, to: '/corporate/student/search' };
  return [{ label: dashboard, to: '/corporate/dashboard' }, back, { label }];
}

/**
 * Read-only profile of a member or student for admins (/admin/member/detail-:code,
 * /admin/student/detail-:code, and /admin/candidate-profile-:code with kind 'any') and employers
 * (/corporate/member/detail-:code?jc=, /corporate/student/detail-:code?tc=&jc=). The `code` route
 * parameter is the candidate's userCode.
 */
export default function CandidateViewPage({ kind, viewer }: CandidateViewPageProps) {
  const { t, i18n } = useLingui();
  const code = useRouteParam('code') ?? '';
  const [search] = useSearchParams();
  const jobCode = viewer === 'corporate' ? (search.get('jc') ?? '') : '';
  const trainingCode = viewer === 'corporate' && kind === 'student' ? (search.get('tc') ?? '') : '';
  const query = useCandidate(kind, viewer, { code, jobCode, trainingCode });
  const actions =
    query.data && showsSendMessage(kind, viewer, query.data.profile.access.contact) ? (
      <SendMessageButton kind={query.data.kind} userCode={code} name={query.data.profile.basicDetail.name} />
    ) : undefined;
  const notFound = query.error instanceof ApiCallError && query.error.status === 404;

  return (
    <PageFrame title={t`Profile`} breadcrumbs={crumbs(i18n, kind, viewer, jobCode, trainingCode)}>
      {query.isPending ? (
        <LoadingState label={t`Loading the profile...`} />
      ) : query.isError ? (
        <ErrorState
          title={notFound ? t`Profile not found` : t`Could not load the profile`}
          error={query.error}
          onRetry={notFound ? undefined : () => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.kind === 'member' ? (
        <MemberProfileView profile={query.data.profile} editable={false} actions={actions} />
      ) : (
        <StudentProfileView profile={query.data.profile} editable={false} actions={actions} />
      )}
    </PageFrame>
  );
}
