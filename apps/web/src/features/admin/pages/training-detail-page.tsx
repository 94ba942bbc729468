import { type TrainingDetailArea, TrainingDetailScreen } from '../../employer/pages/training-detail-page.tsx';

const ADMIN: TrainingDetailArea = {
  breadcrumbs: () => [
    { label: 'Dashboard', to: '/admin/dashbaord' },
    { label: 'Summary of Training(s) Posted', to: '/admin/training' },
    { label: 'Training Detail' },
  ],
  applicantsPath: (code) => `/admin/training/applicant-${code}`,
  alwaysManage: true,
  backLink: { label: 'Back to the trainings summary', to: '/admin/training' },
};

/**
 * /admin/training/{code}: a posted training as its employer sees it, with the admin's status
 * control (Open / Close, confirmed), its application dates and links to its applicants.
 */
export default function AdminTrainingDetailPage() {
  return <TrainingDetailScreen area={ADMIN} />;
}
