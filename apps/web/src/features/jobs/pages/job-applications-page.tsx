import type { AppliedJobItem } from '@pp/contract/applications';
import { useMemberApplications, useStudentApplications } from '../../../api/jobs.ts';
import { MyInterviews } from '../../../components/interviews/my-interviews.tsx';
import { ApplicationsScreen } from '../../../components/postings/applications-screen.tsx';
import { JobTile } from '../components/job-tile.tsx';

/**
 * /member/job/application and /student/job/application: the jobs applied for, with the dates and
 * (ours) the stage the employer moved the application to.
 */
export default function JobApplicationsPage({ kind }: { kind: 'member' | 'student' }) {
  return (
    <ApplicationsScreen<AppliedJobItem>
      what="Job" // i18n-ignore: a kind, not a text (the screen words its own titles)
      home={kind === 'member' ? '/member/dashboard' : '/student/dashboard'}
      searchPath={kind === 'member' ? '/member/job/search' : '/student/job/search'}
      useApplications={kind === 'member' ? useMemberApplications : useStudentApplications}
      above={<MyInterviews kind="job" />}
      renderTile={(job, action) => (
        <JobTile
          job={job}
          detailTo={kind === 'member' ? `/member/job/detail-${job.code}` : undefined}
          action={action}
        />
      )}
    />
  );
}
