import type { Role } from '@pp/contract/endpoint';

export interface DashboardCard {
  title: string;
  description: string;
  to: string;
}

/** The main screens of each kind, offered as cards on its dashboard. */
export const DASHBOARD_CARDS: Record<Role, DashboardCard[]> = {
  admin: [
    {
      title: 'Government jobs',
      description: 'List, add and edit government and other jobs.',
      to: '/admin/govt-job',
    },
    {
      title: 'Government trainings',
      description: 'List, add and edit government trainings.',
      to: '/admin/govt-training',
    },
    {
      title: 'Posted jobs',
      description: 'Jobs employers posted, their status and applicants.',
      to: '/admin/job',
    },
    {
      title: 'Posted trainings',
      description: 'Trainings employers posted, their status and applicants.',
      to: '/admin/training',
    },
    {
      title: 'Corporates',
      description: 'Search employers; block or activate logins.',
      to: '/admin/corporate',
    },
    { title: 'Members', description: 'Search CS members and open their profiles.', to: '/admin/member' },
    { title: 'Students', description: 'Search students and open their profiles.', to: '/admin/student' },
    { title: 'Configuration', description: 'Add entries to the master lists.', to: '/admin/config' },
    { title: 'OTPs', description: 'The last 100 one-time passwords.', to: '/admin/otp' },
    { title: 'Login as', description: 'Sign in as another user by user code.', to: '/admin/login-as' },
    {
      title: 'Announcements',
      description: 'Publish notices on the public announcements page.',
      to: '/admin/announcement',
    },
  ],
  corporate: [
    {
      title: 'Post a job',
      description: 'Publish an opening for members or students.',
      to: '/corporate/job/add',
    },
    {
      title: 'Recent posted jobs',
      description: 'Your jobs of the last 180 days and their applicants.',
      to: '/corporate/job',
    },
    { title: 'Old posted jobs', description: 'Jobs you posted earlier.', to: '/corporate/jobOld' },
    { title: 'Post a training', description: 'Offer a training to students.', to: '/corporate/training/add' },
    {
      title: 'Posted trainings',
      description: 'Your trainings and the students who applied.',
      to: '/corporate/posted-training',
    },
    {
      title: 'Search members',
      description: 'Find CS members by location and skill.',
      to: '/corporate/member/search',
    },
    {
      title: 'Search students',
      description: 'Find students by location and skill.',
      to: '/corporate/student/search',
    },
    {
      title: 'Company profile',
      description: 'Your company, address and contact details.',
      to: '/corporate/profile',
    },
  ],
  member: [
    {
      title: 'Search jobs in India',
      description: 'By location, experience, salary, role and skill.',
      to: '/member/job/search',
    },
    { title: 'Work from home or hybrid', description: 'Jobs you can do from anywhere.', to: '/workfromhome' },
    {
      title: 'Government and other jobs',
      description: 'Openings in government and public bodies.',
      to: '/member/govt-job',
    },
    {
      title: 'International jobs',
      description: 'Opportunities outside India.',
      to: '/member/international-job',
    },
    {
      title: 'My applications',
      description: 'The jobs you have applied for.',
      to: '/member/job/application',
    },
    {
      title: 'My profile',
      description: 'Keep your details, experience and resume up to date.',
      to: '/member/profile',
    },
    {
      title: 'Resume maker',
      description: 'Build a resume and download it as a PDF.',
      to: '/resume-template-selector',
    },
  ],
  student: [
    {
      title: 'Search trainings',
      description: 'By state, city, industry and duration.',
      to: '/student/training/search',
    },
    {
      title: 'My training applications',
      description: 'The trainings you have applied for.',
      to: '/student/training/application',
    },
    { title: 'Recent jobs', description: 'The latest jobs open to students.', to: '/student/job' },
    {
      title: 'Search jobs',
      description: 'By location, experience, role and skill.',
      to: '/student/job/search',
    },
    {
      title: 'My job applications',
      description: 'The jobs you have applied for.',
      to: '/student/job/application',
    },
    {
      title: 'Government jobs and trainings',
      description: 'Openings in government and public bodies.',
      to: '/student/govt-job',
    },
    {
      title: 'My profile',
      description: 'Keep your details, skills and resume up to date.',
      to: '/student/profile',
    },
    {
      title: 'Resume maker',
      description: 'Build a resume and download it as a PDF.',
      to: '/resume-template-selector',
    },
  ],
};

/** Where each dashboard's own main list will appear (member: recent jobs; student: recent trainings). */
export const DASHBOARD_NOTE: Partial<Record<Role, string>> = {
  member: 'Recent and recommended jobs will appear here soon.',
  student: 'Recent trainings will appear here soon.',
  corporate: 'A summary of your postings and applicants will appear here soon.',
  admin: 'Statistics of users, jobs, trainings and applications will appear here soon.',
};
