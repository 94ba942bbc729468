import type { PageHeading } from '../components/page-frame.tsx';
import { heading as memberJobSearch } from '../features/jobs/pages/member-job-search-page.tsx';
import { heading as memberRecentJobs } from '../features/jobs/pages/member-recent-jobs-page.tsx';
import { heading as studentJobSearch } from '../features/jobs/pages/student-job-search-page.tsx';
import { heading as studentRecentTrainings } from '../features/trainings/pages/student-recent-trainings-page.tsx';
import { heading as studentTrainingSearch } from '../features/trainings/pages/student-training-search-page.tsx';

/**
 * The pages that arrive with a frame (render-frames.tsx): the busiest screens of the members and
 * students, most of them on phones. Each path must be a signed-in kind's route of the table (the
 * build fails otherwise), and its page must render this same heading (`usePageHeading`): the
 * heading is the page module's own export. Only the server-side build of the frames imports this
 * file; the client's route table does not, so the headings stay in their feature's catalogue.
 */
export const FRAMED_PAGES: { path: string; heading: PageHeading }[] = [
  { path: '/member/dashboard', heading: memberRecentJobs },
  { path: '/member/job', heading: memberRecentJobs },
  { path: '/member/job/search', heading: memberJobSearch },
  { path: '/student/dashboard', heading: studentRecentTrainings },
  { path: '/student/training', heading: studentRecentTrainings },
  { path: '/student/training/search', heading: studentTrainingSearch },
  { path: '/student/job/search', heading: studentJobSearch },
];
