import { msg } from '@lingui/core/macro';
import { PAGE_SIZE } from '@pp/contract/constants';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchJobSearchLists } from '../../../api/lookups.ts';
import { type PageHeading, usePageHeading } from '../../../components/page-frame.tsx';
import { SaveSearchButton } from '../../../components/save-search-button.tsx';
import { JobSearchScreen } from '../components/job-search-screen.tsx';

/** The page's heading, which its frame shows too (frames/framed-pages.ts). */
export const heading: PageHeading = {
  title: msg`Search Job(s)`,
  description: msg`Find jobs open to students by location, experience, salary, role and skill.`,
  breadcrumbs: [{ label: msg`Home`, to: '/student/dashboard' }, { label: msg`Search Job(s)` }],
};

/** The search form's lists, asked for before the first render (the route table's lazyPage). */
export function prefetch(client: QueryClient) {
  prefetchJobSearchLists(client, 'student');
}

/** /student/job/search: jobs for students by State/UT, city and experience. */
export default function StudentJobSearchPage() {
  const shown = usePageHeading(heading);
  return (
    <JobSearchScreen
      title={shown.title}
      description={shown.description}
      breadcrumbs={shown.breadcrumbs}
      mode="student"
      actions={<SaveSearchButton kind="studentJobs" />}
      skillKind="student"
      pageSize={PAGE_SIZE.studentJobLists}
    />
  );
}
