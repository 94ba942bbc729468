import type { Role } from '@pp/contract/endpoint';
import { type ComponentType, createElement, lazy } from 'react';
import type { RouteEntry } from './route-match.ts';

/**
 * THE route table: every screen of the web app (spec 1 section 2), under the base path
 * /PlacementApp. Paths are copied from the spec, typos included (/admin/dashbaord,
 * /admin/govt-traning/add). Each entry is either a real page, loaded lazily, or `soon`: a screen
 * of a later issue, which renders a 'coming soon' page with its title and this sentence.
 *
 * Ours, not in the spec: /admin/announcement (admins manage the announcements that
 * /important-announcement lists).
 */

/** A lazily loaded page; `props` are fixed per route (the login page's `kind`). */
function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  props: P = {} as P,
): ComponentType {
  const Lazy = lazy(load) as unknown as ComponentType<P>;
  return function RoutePage() {
    return createElement(Lazy, props);
  };
}

const loginPage = (kind: Role) => lazyPage(() => import('../features/auth/pages/login-page.tsx'), { kind });
const changePasswordPage = () => lazyPage(() => import('../features/auth/pages/change-password-page.tsx'));
const candidateView = (kind: 'member' | 'student' | 'any', viewer: 'corporate' | 'admin') =>
  lazyPage(() => import('../features/profiles/pages/candidate-view-page.tsx'), { kind, viewer });
const dashboardPage = (role: Role) =>
  lazyPage(() => import('../features/home/pages/dashboard-page.tsx'), { role });

const PUBLIC_ROUTES: RouteEntry[] = [
  {
    path: '/',
    access: 'public',
    title: 'Home',
    page: lazyPage(() => import('../features/home/pages/home-page.tsx')),
  },
  {
    path: '/support',
    access: 'public',
    title: 'Support',
    page: lazyPage(() => import('../features/comm/pages/support-page.tsx')),
  },
  {
    path: '/training',
    access: 'public',
    title: 'Recent Training(s)',
    soon: 'The trainings employers have posted, with filters for state, city, industry, duration and company type. Students sign in to apply.',
  },
  {
    path: '/important-announcement',
    access: 'public',
    title: 'Important Announcements',
    page: lazyPage(() => import('../features/announcements/pages/announcements-page.tsx')),
  },
  {
    path: '/GovtJobsMember',
    access: 'public',
    title: 'Government Jobs',
    soon: 'Government and other public-sector jobs for company secretaries, with links to apply and to the advertisement.',
  },
  {
    path: '/forgot-password',
    access: 'public',
    title: 'Forgot Password',
    page: lazyPage(() => import('../features/auth/pages/forgot-password-page.tsx')),
  },
  {
    path: '/reset-password',
    access: 'public',
    title: 'Reset Password',
    page: lazyPage(() => import('../features/auth/pages/reset-password-page.tsx')),
  },
  {
    path: '/login',
    access: 'public',
    title: 'Login',
    page: lazyPage(() => import('../features/auth/pages/login-chooser-page.tsx')),
  },
  {
    path: '/login/:code',
    access: 'public',
    title: 'Login',
    page: lazyPage(() => import('../features/auth/pages/login-code-page.tsx')),
  },
  {
    path: '/logout',
    access: 'public',
    title: 'Logout',
    page: lazyPage(() => import('../features/auth/pages/logout-page.tsx')),
  },
  {
    path: '/error',
    access: 'public',
    title: 'Something went wrong',
    page: lazyPage(() => import('../features/errors/pages/error-page.tsx')),
  },
  {
    path: '/recentjobs',
    access: 'public',
    title: 'Recent Job(s)',
    soon: 'The latest jobs employers have posted, with filters for industry, company type, role and skill. Sign in to apply.',
  },
  {
    path: '/corporateWFH',
    access: 'public',
    title: 'Search Work From Home Job(s)',
    soon: 'Search work-from-home and hybrid jobs by location, experience, salary, role and skill, without signing in.',
  },
  {
    // Spec 1 lists it with the public routes; spec 3 calls it the member variant (member header),
    // the public variant being /corporateWFH. So it needs a member session.
    path: '/workfromhome',
    access: 'member',
    title: 'Search Work From Home Job(s)',
    soon: 'Search work-from-home and hybrid jobs by location, experience, salary, role and skill, and apply in one step.',
  },
  {
    path: '/govttrainings',
    access: 'public',
    title: 'Government Trainings',
    soon: 'Trainings offered by government and public bodies, with stipend, eligibility and links to apply.',
  },
  {
    path: '/resume-template-selector',
    access: 'public',
    title: 'Resume Maker',
    soon: 'Choose one of two resume templates, fill in your details and download a ready-to-send PDF.',
  },
  {
    path: '/resume-builder/:id',
    access: 'public',
    title: 'Resume Builder',
    soon: 'Fill in your details for the chosen template; they are kept in this browser so you can come back later.',
  },
  {
    path: '/resume-builder/download/:id',
    access: 'public',
    title: 'Download Resume',
    soon: 'Preview your resume in the chosen template and download it as resume.pdf.',
  },
  // Login pages (public).
  { path: '/student', access: 'public', title: 'Student Login', page: loginPage('student') },
  { path: '/member', access: 'public', title: 'CS Members Login', page: loginPage('member') },
  {
    path: '/corporate',
    access: 'public',
    title: 'Employers / Recruiters Login',
    page: loginPage('corporate'),
  },
  { path: '/admin', access: 'public', title: 'Admin Login', page: loginPage('admin') },
  // Registration pages (public).
  {
    path: '/student/registration',
    access: 'public',
    title: 'Student Registration',
    page: lazyPage(() => import('../features/registration/pages/student-registration-page.tsx')),
  },
  {
    path: '/member/registration',
    access: 'public',
    title: 'Member Registration',
    page: lazyPage(() => import('../features/registration/pages/member-registration-page.tsx')),
  },
  {
    path: '/corporate/registration',
    access: 'public',
    title: 'Employer / Recruiter Registration',
    page: lazyPage(() => import('../features/registration/pages/corporate-registration-page.tsx')),
  },
];

const ADMIN_ROUTES: RouteEntry[] = [
  {
    path: '/admin/login-as',
    access: 'admin',
    title: 'Login As',
    page: lazyPage(() => import('../features/auth/pages/login-as-page.tsx')),
  },
  { path: '/admin/dashbaord', access: 'admin', title: 'Dashboard', page: dashboardPage('admin') },
  {
    path: '/admin/govt-job',
    access: 'admin',
    title: 'Government Job(s)',
    soon: 'The government and other jobs list, 20 per page, with expired rows highlighted and an Excel download.',
  },
  {
    path: '/admin/govt-job/add',
    access: 'admin',
    title: 'Add Government Job',
    soon: 'The form to publish a government job.',
  },
  {
    path: '/admin/govt-job/:code',
    access: 'admin',
    title: 'Edit Government Job',
    soon: 'The form to edit a government job.',
  },
  {
    path: '/admin/govt-training',
    access: 'admin',
    title: 'Government Training(s)',
    soon: 'The government and other trainings list, 20 per page, with an Excel download.',
  },
  {
    path: '/admin/govt-traning/add',
    access: 'admin',
    title: 'Add Government Training',
    soon: 'The form to publish a government training.',
  },
  {
    path: '/admin/govt-traning/:code',
    access: 'admin',
    title: 'Edit Government Training',
    soon: 'The form to edit a government training.',
  },
  {
    path: '/admin/job',
    access: 'admin',
    title: 'Summary of Job(s) Posted',
    soon: 'All jobs employers have posted in a date range, with their status, applicants and an Excel download.',
  },
  {
    path: '/admin/job/applicant-:code',
    access: 'admin',
    title: 'Job Applicants',
    soon: 'The applicants of one job, 10 per page.',
  },
  {
    path: '/admin/training',
    access: 'admin',
    title: 'Summary of Training(s) Posted',
    soon: 'All trainings employers have posted in a date range, with their status, applicants and an Excel download.',
  },
  {
    path: '/admin/training/:code',
    access: 'admin',
    title: 'Training Detail',
    soon: 'The detail of one posted training.',
  },
  {
    path: '/admin/training/applicant-:code',
    access: 'admin',
    title: 'Training Applicants',
    soon: 'The applicants of one training, 10 per page.',
  },
  {
    path: '/admin/candidate-profile-:code',
    access: 'admin',
    title: 'Candidate Profile',
    page: candidateView('any', 'admin'),
  },
  {
    path: '/admin/config',
    access: 'admin',
    title: 'Configuration',
    soon: 'Add roles, qualifications, skills, industries, states and cities to the master lists.',
  },
  { path: '/admin/change-password', access: 'admin', title: 'Change Password', page: changePasswordPage() },
  {
    path: '/admin/corporate',
    access: 'admin',
    title: 'Corporate Account(s)',
    soon: 'Search employers by keyword, state, city and industry; block or activate their login and their right to post trainings.',
  },
  {
    path: '/admin/corporate/detail-:code',
    access: 'admin',
    title: 'Corporate Profile',
    soon: 'The read-only profile of one employer.',
  },
  {
    path: '/admin/student',
    access: 'admin',
    title: 'Search Student(s)',
    soon: 'Search students by keyword, state, city and skill, with an Excel download.',
  },
  {
    path: '/admin/student/detail-:code',
    access: 'admin',
    title: 'Student Profile',
    page: candidateView('student', 'admin'),
  },
  {
    path: '/admin/member',
    access: 'admin',
    title: 'Search Member(s)',
    soon: 'Search members by keyword, location, skill, role, experience and salary, with an Excel download.',
  },
  {
    path: '/admin/member/detail-:code',
    access: 'admin',
    title: 'Profile',
    page: candidateView('member', 'admin'),
  },
  {
    path: '/admin/otp',
    access: 'admin',
    title: 'OTPs',
    page: lazyPage(() => import('../features/comm/pages/otp-list-page.tsx')),
  },
  {
    path: '/admin/announcement',
    access: 'admin',
    title: 'Announcements',
    page: lazyPage(() => import('../features/announcements/pages/admin-announcements-page.tsx')),
  },
];

const CORPORATE_ROUTES: RouteEntry[] = [
  {
    path: '/corporate/change-password',
    access: 'corporate',
    title: 'Change Password',
    page: changePasswordPage(),
  },
  {
    path: '/corporate/training/add',
    access: 'corporate',
    title: 'Post Training',
    soon: 'Post a training for students: trainees, location, qualification, duration, stipend and dates.',
  },
  {
    path: '/corporate/posted-training',
    access: 'corporate',
    title: 'Summary of Training(s) Posted',
    soon: 'The trainings you have posted, with their status and the students who applied.',
  },
  { path: '/corporate/dashboard', access: 'corporate', title: 'Dashboard', page: dashboardPage('corporate') },
  {
    path: '/corporate/job',
    access: 'corporate',
    title: 'Summary of Job(s) Posted',
    soon: 'The jobs you have posted in the last 180 days, with their status and the candidates who applied.',
  },
  {
    path: '/corporate/jobOld',
    access: 'corporate',
    title: 'Summary of Job(s) Posted (older)',
    soon: 'The jobs you posted more than 180 days ago.',
  },
  {
    path: '/corporate/training',
    access: 'corporate',
    title: 'Summary of Training(s) Posted',
    soon: 'The trainings you have posted, with their status and the students who applied.',
  },
  {
    path: '/corporate/job/add',
    access: 'corporate',
    title: 'Post Job',
    soon: 'Post a job for members or students: location, role, skills, qualification, salary, experience and dates.',
  },
  {
    path: '/corporate/job/detail-:code',
    access: 'corporate',
    title: 'Job Detail',
    soon: 'One of your jobs, with its dates and its publish status.',
  },
  {
    path: '/corporate/job/applicant-:code',
    access: 'corporate',
    title: 'Job Applicants',
    soon: 'The candidates who applied for one of your jobs, with their resumes and an Excel download.',
  },
  {
    path: '/corporate/job/search',
    access: 'corporate',
    title: 'Search Job(s)',
    soon: 'Search among the jobs you have posted.',
  },
  {
    path: '/corporate/profile',
    access: 'corporate',
    title: 'Company Profile',
    soon: 'Your company details, address, contact persons and balance sheet.',
  },
  {
    path: '/corporate/training/detail-:code',
    access: 'corporate',
    title: 'Training Detail',
    soon: 'One of your trainings, in full.',
  },
  {
    path: '/corporate/training/applicant-:code',
    access: 'corporate',
    title: 'Training Applicants',
    soon: 'The students who applied for one of your trainings, with an Excel download.',
  },
  {
    path: '/corporate/student',
    access: 'corporate',
    title: 'Find Students',
    soon: 'Find students by skill for your trainings.',
  },
  {
    path: '/corporate/student/search',
    access: 'corporate',
    title: 'Search Student(s)',
    soon: 'Search students by state, city and skill.',
  },
  {
    path: '/corporate/student/detail-:code',
    access: 'corporate',
    title: 'Student Profile',
    page: candidateView('student', 'corporate'),
  },
  {
    path: '/corporate/member',
    access: 'corporate',
    title: 'Find Members',
    soon: 'Find CS members by skill for your jobs.',
  },
  {
    path: '/corporate/member/search',
    access: 'corporate',
    title: 'Search Member(s)',
    soon: 'Search CS members by location, skill and experience.',
  },
  {
    path: '/corporate/member/detail-:code',
    access: 'corporate',
    title: 'Member Profile',
    page: candidateView('member', 'corporate'),
  },
];

const MEMBER_ROUTES: RouteEntry[] = [
  { path: '/member/dashboard', access: 'member', title: 'Dashboard', page: dashboardPage('member') },
  // Same screen as the dashboard (spec 1 section 2.2).
  { path: '/member/job', access: 'member', title: 'Recent Job(s)', page: dashboardPage('member') },
  {
    path: '/member/international-job',
    access: 'member',
    title: 'International Job(s)',
    soon: 'Recent jobs outside India, with salaries in their own currency.',
  },
  { path: '/member/change-password', access: 'member', title: 'Change Password', page: changePasswordPage() },
  {
    path: '/member/job/application',
    access: 'member',
    title: 'Job Application(s)',
    soon: 'The jobs you have applied for, with the date of each application.',
  },
  {
    path: '/member/job/search',
    access: 'member',
    title: 'Search Job(s) in India',
    soon: 'Search jobs in India by state, city, experience, salary, role and skill.',
  },
  {
    path: '/member/international-job/search',
    access: 'member',
    title: 'Search International Job(s)',
    soon: 'Search jobs outside India by country, experience and salary in USD.',
  },
  {
    path: '/member/job/detail-:code',
    access: 'member',
    title: 'Job Detail',
    soon: 'One job in full, with the Apply button.',
  },
  {
    path: '/member/detail',
    access: 'member',
    title: 'My Details',
    page: lazyPage(() => import('../features/profiles/pages/member-profile-page.tsx')),
  },
  {
    path: '/member/profile',
    access: 'member',
    title: 'Profile',
    page: lazyPage(() => import('../features/profiles/pages/member-profile-page.tsx')),
  },
  {
    path: '/member/govt-job',
    access: 'member',
    title: 'Government Job(s)',
    soon: 'Government and other public-sector jobs for members.',
  },
];

const STUDENT_ROUTES: RouteEntry[] = [
  { path: '/student/dashboard', access: 'student', title: 'Dashboard', page: dashboardPage('student') },
  // Same screen as the dashboard (spec 1 section 2.2).
  {
    path: '/student/training',
    access: 'student',
    title: 'Recent Training(s)',
    page: dashboardPage('student'),
  },
  {
    path: '/student/training/search',
    access: 'student',
    title: 'Search Training(s)',
    soon: 'Search trainings by state, city, industry, duration and company type.',
  },
  {
    path: '/student/training/application',
    access: 'student',
    title: 'Training Application(s)',
    soon: 'The trainings you have applied for, with the date of each application.',
  },
  {
    path: '/student/job',
    access: 'student',
    title: 'Recent Job(s)',
    soon: 'The latest jobs open to students.',
  },
  {
    path: '/student/job/search',
    access: 'student',
    title: 'Search Job(s)',
    soon: 'Search jobs by state, city, experience, salary, role and skill.',
  },
  {
    path: '/student/job/application',
    access: 'student',
    title: 'Job Application(s)',
    soon: 'The jobs you have applied for, with the date of each application.',
  },
  {
    path: '/student/govt-job',
    access: 'student',
    title: 'Government Jobs and Trainings',
    soon: 'Government jobs and trainings open to students.',
  },
  // Same screen as /student/govt-job (spec 1 section 2.2).
  {
    path: '/student/govt-traning',
    access: 'student',
    title: 'Government Jobs and Trainings',
    soon: 'Government jobs and trainings open to students.',
  },
  {
    path: '/student/profile',
    access: 'student',
    title: 'Profile',
    page: lazyPage(() => import('../features/profiles/pages/student-profile-page.tsx')),
  },
  {
    path: '/student/change-password',
    access: 'student',
    title: 'Change Password',
    page: changePasswordPage(),
  },
  {
    path: '/student/training/detail-:code',
    access: 'student',
    title: 'Training Detail',
    soon: 'One training in full, with the Apply button.',
  },
];

export const ROUTES: readonly RouteEntry[] = [
  ...PUBLIC_ROUTES,
  ...ADMIN_ROUTES,
  ...CORPORATE_ROUTES,
  ...MEMBER_ROUTES,
  ...STUDENT_ROUTES,
];
