import { useLingui } from '@lingui/react/macro';
import { PAGE_SIZE } from '@pp/contract/constants';
import { SaveSearchButton } from '../../../components/save-search-button.tsx';
import { JobSearchScreen } from '../components/job-search-screen.tsx';

/** /student/job/search: jobs for students by State/UT, city and experience. */
export default function StudentJobSearchPage() {
  const { t } = useLingui();
  return (
    <JobSearchScreen
      title={t`Search Job(s)`}
      description={t`Find jobs open to students by location, experience, salary, role and skill.`}
      breadcrumbs={[{ label: t`Home`, to: '/student/dashboard' }, { label: t`Search Job(s)` }]}
      mode="student"
      actions={<SaveSearchButton kind="studentJobs" />}
      skillKind="student"
      pageSize={PAGE_SIZE.studentJobLists}
    />
  );
}
