import { msg } from '@lingui/core/macro';
import { type PageHeading, usePageHeading } from '../../../components/page-frame.tsx';
import { SaveSearchButton } from '../../../components/save-search-button.tsx';
import { TrainingListScreen } from '../components/training-list-screen.tsx';

/** The page's heading, which its frame shows too (frames/framed-pages.ts). */
export const heading: PageHeading = {
  title: msg`Search Training(s)`,
  description: msg`Find trainings by State/UT, city, industry, duration and company type.`,
  breadcrumbs: [{ label: msg`Home`, to: '/student/dashboard' }, { label: msg`Search Training(s)` }],
};

/** /student/training/search: Search Training(s) (State/UT required). */
export default function StudentTrainingSearchPage() {
  const shown = usePageHeading(heading);
  return (
    <TrainingListScreen
      mode="search"
      actions={<SaveSearchButton kind="studentTrainings" />}
      title={shown.title}
      description={shown.description}
      breadcrumbs={shown.breadcrumbs}
    />
  );
}
