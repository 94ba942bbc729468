import { msg } from '@lingui/core/macro';
import type { Role } from '@pp/contract/endpoint';
import { PUBLIC_JOB_ROUTE } from '@pp/contract/public-job-route';
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, createElement, lazy } from 'react';
import HomePage from '../features/home/pages/home-page.tsx';
import { loadArea } from '../i18n/i18n.ts';
import { withRestStyles } from '../lib/lazy-styles.ts';
import { queryClient } from '../lib/query-client.ts';
import type { RouteEntry } from '../lib/route-match.ts';

/**
 * THE route table: every screen of the web app (spec 1 section 2), under the base path
 * /PlacementApp. Paths are copied from the spec, typos included (/admin/dashbaord,
 * /admin/govt-traning/add). Each entry is either a real page, loaded lazily, or `soon`: a screen
 * of a later issue, which renders a 'coming soon' page with its title and this sentence.
 *
 * Ours, not in the spec: /admin/announcement (admins manage the announcements that
 * /important-announcement lists) and /admin/audit (the audit log of admin actions).
 */

/**
 * The contract's schemas (with zod, in the lazy pages' 'common' chunk) asked for beside each page:
 * building them is the largest part of a first page's code, and asked for on their own they are
 * built in a task of their own as soon as they arrive, not in one with the rest of the page's code
 * (docs/performance.md, "Web").
 */
const buildSchemas = () => import('@pp/contract/messages');

/** A lazily loaded page of a feature (`area`); `props` are fixed per route (the login page's `kind`). */
function lazyPage<P extends object>(
  area: string,
  loadPage: () => Promise<{ default: ComponentType<P>; prefetch?: (client: QueryClient) => void }>,
  props: P = {} as P,
): ComponentType {
  // With the Mantine styles that the first stylesheet leaves out (lib/lazy-styles.ts) and the
  // feature's message catalogue in the current language (i18n/i18n.ts). A page module may export
  // `prefetch`: what it will ask for at once, asked for as soon as its code is here, before it renders.
  const loadAll = withRestStyles(() =>
    Promise.all([loadPage(), loadArea(area), buildSchemas()]).then(([page]) => {
      page.prefetch?.(queryClient);
      return page;
    }),
  );
  // Once here (preloaded while the session was checked, or before the first render of a page
  // that came with its frame), the page renders at once: through `lazy` it would suspend for a
  // moment still, and its loader would replace the frame or the previous page for that moment.
  let loaded: ComponentType<P> | null = null;
  const load = () =>
    loadAll().then((page) => {
      loaded = page.default;
      return page;
    });
  const Lazy = lazy(load) as unknown as ComponentType<P>;
  function RoutePage() {
    return createElement(loaded ?? Lazy, props);
  }
  // Lets a guard fetch the page's code while it checks the session (see `preloadPage`); the server's
  // renderer loads the same catalogues as the client for it (ssr/render-page.tsx).
  return Object.assign(RoutePage, { preload: load, area });
}

const loginPage = (kind: Role) =>
  lazyPage('auth', () => import('../features/auth/pages/login-page.tsx'), { kind });
const changePasswordPage = () =>
  lazyPage('auth', () => import('../features/auth/pages/change-password-page.tsx'));
const candidateView = (kind: 'member' | 'student' | 'any', viewer: 'corporate' | 'admin') =>
  lazyPage('profiles', () => import('../features/profiles/pages/candidate-view-page.tsx'), { kind, viewer });

const PUBLIC_ROUTES: RouteEntry[] = [
  {
    path: '/',
    access: 'public',
    title: msg`Home`,
    // Not lazy: the most visited page is part of the first load (no second round trip on phones).
    page: HomePage,
  },
  {
    path: '/support',
    access: 'public',
    title: msg`Support`,
    page: lazyPage('comm', () => import('../features/comm/pages/support-page.tsx')),
  },
  {
    path: '/training',
    access: 'public',
    title: msg`Recent Training(s)`,
    page: lazyPage('trainings', () => import('../features/trainings/pages/public-trainings-page.tsx')),
  },
  {
    // Ours, not in the spec: the accessibility statement GIGW 3.0 asks for, linked from the footer.
    path: '/accessibility',
    access: 'public',
    title: msg`Accessibility statement`,
    page: lazyPage('home', () => import('../features/home/pages/accessibility-page.tsx')),
  },
  {
    // Ours (DPDP Act 2023, Rules 2025): the privacy page, linked from every page's footer.
    path: '/privacy',
    access: 'public',
    title: msg`Privacy`,
    page: lazyPage('privacy', () => import('../features/privacy/pages/privacy-page.tsx')),
  },
  {
    path: '/important-announcement',
    access: 'public',
    title: msg`Important Announcements`,
    page: lazyPage('announcements', () => import('../features/announcements/pages/announcements-page.tsx')),
  },
  {
    path: '/GovtJobsMember',
    access: 'public',
    title: msg`Government Jobs`,
    page: lazyPage('jobs', () => import('../features/jobs/pages/govt-jobs-page.tsx'), { variant: 'public' }),
  },
  {
    path: '/forgot-password',
    access: 'public',
    title: msg`Forgot Password`,
    page: lazyPage('auth', () => import('../features/auth/pages/forgot-password-page.tsx')),
  },
  {
    path: '/reset-password',
    access: 'public',
    title: msg`Reset Password`,
    page: lazyPage('auth', () => import('../features/auth/pages/reset-password-page.tsx')),
  },
  {
    path: '/confirm-email',
    access: 'public',
    title: msg`Confirm E-mail`,
    page: lazyPage('registration', () => import('../features/registration/pages/confirm-email-page.tsx')),
  },
  {
    path: '/login',
    access: 'public',
    title: msg`Login`,
    page: lazyPage('auth', () => import('../features/auth/pages/login-chooser-page.tsx')),
  },
  {
    path: '/login/:code',
    access: 'public',
    title: msg`Login`,
    page: lazyPage('auth', () => import('../features/auth/pages/login-code-page.tsx')),
  },
  {
    path: '/logout',
    access: 'public',
    title: msg`Logout`,
    page: lazyPage('auth', () => import('../features/auth/pages/logout-page.tsx')),
  },
  {
    path: '/error',
    access: 'public',
    title: msg`Something went wrong`,
    page: lazyPage('errors', () => import('../features/errors/pages/error-page.tsx')),
  },
  {
    path: '/recentjobs',
    access: 'public',
    title: msg`Recent Job(s)`,
    page: lazyPage('jobs', () => import('../features/jobs/pages/public-recent-jobs-page.tsx')),
  },
  {
    // Ours: a job's public page, the link people share (contract public-jobs.ts).
    path: PUBLIC_JOB_ROUTE,
    access: 'public',
    title: msg`Job Detail`,
    ownTitle: true,
    page: lazyPage('public-jobs', () => import('../features/public-jobs/pages/public-job-page.tsx')),
  },
  {
    path: '/corporateWFH',
    access: 'public',
    title: msg`Search Work From Home Job(s)`,
    page: lazyPage('jobs', () => import('../features/jobs/pages/work-from-home-page.tsx'), {
      variant: 'public',
    }),
  },
  {
    // Spec 1 lists it with the public routes, spec 3 with the member's (the member variant, with
    // the member header): a visitor gets the public search, a signed-in member the member one in
    // the member layout; nobody is asked to sign in.
    path: '/workfromhome',
    access: 'public',
    ownLayoutFor: 'member',
    title: msg`Search Work From Home Job(s)`,
    page: lazyPage('jobs', () => import('../features/jobs/pages/work-from-home-page.tsx'), {
      variant: 'bySession',
    }),
  },
  {
    // Ours: the unsubscribe link of a job alert e-mail (works without signing in).
    path: '/alerts/unsubscribe',
    access: 'public',
    title: msg`Unsubscribe from Job Alert`,
    page: lazyPage('alerts', () => import('../features/alerts/pages/unsubscribe-page.tsx')),
  },
  {
    path: '/govttrainings',
    access: 'public',
    title: msg`Government Trainings`,
    page: lazyPage('trainings', () => import('../features/trainings/pages/govt-trainings-page.tsx')),
  },
  {
    path: '/resume-template-selector',
    access: 'public',
    title: msg`Resume Maker`,
    page: lazyPage(
      'resume-builder',
      () => import('../features/resume-builder/pages/template-selector-page.tsx'),
    ),
  },
  {
    path: '/resume-builder/:id',
    access: 'public',
    title: msg`Resume Builder`,
    page: lazyPage('resume-builder', () => import('../features/resume-builder/pages/builder-page.tsx')),
  },
  {
    path: '/resume-builder/download/:id',
    access: 'public',
    title: msg`Download Resume`,
    page: lazyPage('resume-builder', () => import('../features/resume-builder/pages/download-page.tsx')),
  },
  // Login pages (public).
  { path: '/student', access: 'public', title: msg`Student Login`, page: loginPage('student') },
  { path: '/member', access: 'public', title: msg`CS Members Login`, page: loginPage('member') },
  {
    path: '/corporate',
    access: 'public',
    title: msg`Employers / Recruiters Login`,
    page: loginPage('corporate'),
  },
  { path: '/admin', access: 'public', title: msg`Admin Login`, page: loginPage('admin') },
  // Registration pages (public).
  {
    path: '/student/registration',
    access: 'public',
    title: msg`Student Registration`,
    page: lazyPage(
      'registration',
      () => import('../features/registration/pages/student-registration-page.tsx'),
    ),
  },
  {
    path: '/member/registration',
    access: 'public',
    title: msg`Member Registration`,
    page: lazyPage(
      'registration',
      () => import('../features/registration/pages/member-registration-page.tsx'),
    ),
  },
  {
    path: '/corporate/registration',
    access: 'public',
    title: msg`Employer / Recruiter Registration`,
    page: lazyPage(
      'registration',
      () => import('../features/registration/pages/corporate-registration-page.tsx'),
    ),
  },
];

const ADMIN_ROUTES: RouteEntry[] = [
  {
    path: '/admin/login-as',
    access: 'admin',
    title: msg`Login As`,
    page: lazyPage('auth', () => import('../features/auth/pages/login-as-page.tsx')),
  },
  {
    path: '/admin/dashbaord',
    access: 'admin',
    title: msg`Dashboard`,
    page: lazyPage('admin', () => import('../features/admin/pages/dashboard-page.tsx')),
  },
  {
    path: '/admin/govt-job',
    access: 'admin',
    title: msg`Government Job(s)`,
    page: lazyPage('admin', () => import('../features/admin/pages/govt-jobs-page.tsx')),
  },
  {
    path: '/admin/govt-job/add',
    access: 'admin',
    title: msg`Add Government Job`,
    page: lazyPage('admin', () => import('../features/admin/pages/govt-job-form-page.tsx')),
  },
  {
    path: '/admin/govt-job/:code',
    access: 'admin',
    title: msg`Edit Government Job`,
    page: lazyPage('admin', () => import('../features/admin/pages/govt-job-form-page.tsx')),
  },
  {
    path: '/admin/govt-training',
    access: 'admin',
    title: msg`Government Training(s)`,
    page: lazyPage('admin', () => import('../features/admin/pages/govt-trainings-page.tsx')),
  },
  {
    path: '/admin/govt-traning/add',
    access: 'admin',
    title: msg`Add Government Training`,
    page: lazyPage('admin', () => import('../features/admin/pages/govt-training-form-page.tsx')),
  },
  {
    path: '/admin/govt-traning/:code',
    access: 'admin',
    title: msg`Edit Government Training`,
    page: lazyPage('admin', () => import('../features/admin/pages/govt-training-form-page.tsx')),
  },
  {
    path: '/admin/job',
    access: 'admin',
    title: msg`Summary of Job(s) Posted`,
    page: lazyPage('admin', () => import('../features/admin/pages/postings-summary-page.tsx'), {
      kind: 'job',
    }),
  },
  {
    path: '/admin/job/applicant-:code',
    access: 'admin',
    title: msg`Job Applicants`,
    page: lazyPage('admin', () => import('../features/admin/pages/applicants-page.tsx'), { kind: 'job' }),
  },
  {
    path: '/admin/training',
    access: 'admin',
    title: msg`Summary of Training(s) Posted`,
    page: lazyPage('admin', () => import('../features/admin/pages/postings-summary-page.tsx'), {
      kind: 'training',
    }),
  },
  {
    path: '/admin/training/:code',
    access: 'admin',
    title: msg`Training Detail`,
    page: lazyPage('corporates', () => import('../features/corporates/pages/posting-detail-page.tsx'), {
      kind: 'training',
      area: 'admin',
    }),
  },
  {
    path: '/admin/training/applicant-:code',
    access: 'admin',
    title: msg`Training Applicants`,
    page: lazyPage('admin', () => import('../features/admin/pages/applicants-page.tsx'), {
      kind: 'training',
    }),
  },
  {
    path: '/admin/candidate-profile-:code',
    access: 'admin',
    title: msg`Candidate Profile`,
    page: candidateView('any', 'admin'),
  },
  {
    path: '/admin/config',
    access: 'admin',
    title: msg`Configuration`,
    page: lazyPage('admin', () => import('../features/admin/pages/config-page.tsx')),
  },
  {
    // Ours: the notification centre (the header's bell leads here).
    path: '/admin/notifications',
    access: 'admin',
    title: msg`Notifications`,
    page: lazyPage('notifications', () => import('../features/notifications/pages/notifications-page.tsx'), {
      area: 'admin',
    }),
  },
  {
    path: '/admin/change-password',
    access: 'admin',
    title: msg`Change Password`,
    page: changePasswordPage(),
  },
  {
    path: '/admin/corporate',
    access: 'admin',
    title: msg`Corporate Account(s)`,
    page: lazyPage('admin', () => import('../features/admin/pages/corporate-search-page.tsx')),
  },
  {
    path: '/admin/corporate/detail-:code',
    access: 'admin',
    title: msg`Corporate Profile`,
    page: lazyPage('admin', () => import('../features/admin/pages/corporate-detail-page.tsx')),
  },
  {
    path: '/admin/student',
    access: 'admin',
    title: msg`Search Student(s)`,
    page: lazyPage('admin', () => import('../features/admin/pages/student-search-page.tsx')),
  },
  {
    path: '/admin/student/detail-:code',
    access: 'admin',
    title: msg`Student Profile`,
    page: candidateView('student', 'admin'),
  },
  {
    path: '/admin/member',
    access: 'admin',
    title: msg`Search Member(s)`,
    page: lazyPage('admin', () => import('../features/admin/pages/member-search-page.tsx')),
  },
  {
    path: '/admin/member/detail-:code',
    access: 'admin',
    title: msg`Profile`,
    page: candidateView('member', 'admin'),
  },
  {
    path: '/admin/otp',
    access: 'admin',
    title: msg`OTPs`,
    page: lazyPage('comm', () => import('../features/comm/pages/otp-list-page.tsx')),
  },
  {
    path: '/admin/announcement',
    access: 'admin',
    title: msg`Announcements`,
    page: lazyPage(
      'announcements',
      () => import('../features/announcements/pages/admin-announcements-page.tsx'),
    ),
  },
  {
    path: '/admin/audit',
    access: 'admin',
    title: msg`Audit Log`,
    page: lazyPage('admin', () => import('../features/admin/pages/audit-page.tsx')),
  },
  {
    // Ours (DPDP Rule 14): grievances to the grievance officer.
    path: '/admin/grievances',
    access: 'admin',
    title: msg`Grievances`,
    page: lazyPage('privacy', () => import('../features/privacy/pages/admin-grievances-page.tsx')),
  },
];

const CORPORATE_ROUTES: RouteEntry[] = [
  {
    path: '/corporate/change-password',
    access: 'corporate',
    title: msg`Change Password`,
    page: changePasswordPage(),
  },
  {
    path: '/corporate/training/add',
    access: 'corporate',
    title: msg`Post Training`,
    page: lazyPage('corporates', () => import('../features/corporates/pages/post-training-page.tsx')),
  },
  {
    path: '/corporate/posted-training',
    access: 'corporate',
    title: msg`Summary of Training(s) Posted`,
    page: lazyPage('corporates', () => import('../features/corporates/pages/posted-trainings-page.tsx')),
  },
  {
    // Ours (DPDP Act sections 6, 11-13): consents with withdraw switches, and grievances.
    path: '/corporate/consents',
    access: 'corporate',
    title: msg`My data and consents`,
    page: lazyPage('privacy', () => import('../features/privacy/pages/my-consents-page.tsx'), {
      kind: 'corporate',
    }),
  },
  {
    path: '/corporate/dashboard',
    access: 'corporate',
    title: msg`Dashboard`,
    page: lazyPage('corporates', () => import('../features/corporates/pages/dashboard-page.tsx')),
  },
  {
    path: '/corporate/job',
    access: 'corporate',
    title: msg`Summary of Job(s) Posted`,
    page: lazyPage('corporates', () => import('../features/corporates/pages/posted-jobs-page.tsx'), {
      variant: 'recent',
    }),
  },
  {
    path: '/corporate/jobOld',
    access: 'corporate',
    title: msg`Summary of Job(s) Posted (older)`,
    page: lazyPage('corporates', () => import('../features/corporates/pages/posted-jobs-page.tsx'), {
      variant: 'old',
    }),
  },
  {
    path: '/corporate/training',
    access: 'corporate',
    title: msg`Summary of Training(s) Posted`,
    page: lazyPage('corporates', () => import('../features/corporates/pages/posted-trainings-page.tsx')),
  },
  {
    path: '/corporate/job/add',
    access: 'corporate',
    title: msg`Post Job`,
    page: lazyPage('corporates', () => import('../features/corporates/pages/post-job-page.tsx')),
  },
  {
    path: '/corporate/job/detail-:code',
    access: 'corporate',
    title: msg`Job Detail`,
    page: lazyPage('corporates', () => import('../features/corporates/pages/posting-detail-page.tsx'), {
      kind: 'job',
    }),
  },
  {
    path: '/corporate/job/applicant-:code',
    access: 'corporate',
    title: msg`Job Applicants`,
    page: lazyPage('corporates', () => import('../features/corporates/pages/applicants-page.tsx'), {
      kind: 'job',
    }),
  },
  {
    path: '/corporate/job/search',
    access: 'corporate',
    title: msg`Search Job(s)`,
    page: lazyPage('corporates', () => import('../features/corporates/pages/job-search-page.tsx')),
  },
  {
    path: '/corporate/profile',
    access: 'corporate',
    title: msg`Company Profile`,
    page: lazyPage('corporates', () => import('../features/corporates/pages/company-profile-page.tsx')),
  },
  {
    path: '/corporate/training/detail-:code',
    access: 'corporate',
    title: msg`Training Detail`,
    page: lazyPage('corporates', () => import('../features/corporates/pages/posting-detail-page.tsx'), {
      kind: 'training',
    }),
  },
  {
    path: '/corporate/training/applicant-:code',
    access: 'corporate',
    title: msg`Training Applicants`,
    page: lazyPage('corporates', () => import('../features/corporates/pages/applicants-page.tsx'), {
      kind: 'training',
    }),
  },
  {
    path: '/corporate/student',
    access: 'corporate',
    title: msg`Find Students`,
    page: lazyPage('corporates', () => import('../features/corporates/pages/candidate-bar-page.tsx'), {
      kind: 'student',
    }),
  },
  {
    path: '/corporate/student/search',
    access: 'corporate',
    title: msg`Search Student(s)`,
    page: lazyPage('corporates', () => import('../features/corporates/pages/candidate-search-page.tsx'), {
      kind: 'student',
    }),
  },
  {
    path: '/corporate/student/detail-:code',
    access: 'corporate',
    title: msg`Student Profile`,
    page: candidateView('student', 'corporate'),
  },
  {
    path: '/corporate/member',
    access: 'corporate',
    title: msg`Find Members`,
    page: lazyPage('corporates', () => import('../features/corporates/pages/candidate-bar-page.tsx'), {
      kind: 'member',
    }),
  },
  {
    path: '/corporate/member/search',
    access: 'corporate',
    title: msg`Search Member(s)`,
    page: lazyPage('corporates', () => import('../features/corporates/pages/candidate-search-page.tsx'), {
      kind: 'member',
    }),
  },
  {
    path: '/corporate/member/detail-:code',
    access: 'corporate',
    title: msg`Member Profile`,
    page: candidateView('member', 'corporate'),
  },
  {
    // Ours: the notification centre (the header's bell leads here).
    path: '/corporate/notifications',
    access: 'corporate',
    title: msg`Notifications`,
    page: lazyPage('notifications', () => import('../features/notifications/pages/notifications-page.tsx'), {
      area: 'corporate',
    }),
  },
];

const MEMBER_ROUTES: RouteEntry[] = [
  {
    path: '/member/dashboard',
    access: 'member',
    title: msg`Dashboard`,
    page: lazyPage('jobs', () => import('../features/jobs/pages/member-recent-jobs-page.tsx')),
  },
  // Same screen as the dashboard (spec 1 section 2.2).
  {
    path: '/member/job',
    access: 'member',
    title: msg`Recent Job(s)`,
    page: lazyPage('jobs', () => import('../features/jobs/pages/member-recent-jobs-page.tsx')),
  },
  {
    path: '/member/international-job',
    access: 'member',
    title: msg`International Job(s)`,
    page: lazyPage('jobs', () => import('../features/jobs/pages/member-international-jobs-page.tsx')),
  },
  {
    path: '/member/change-password',
    access: 'member',
    title: msg`Change Password`,
    page: changePasswordPage(),
  },
  {
    path: '/member/job/application',
    access: 'member',
    title: msg`Job Application(s)`,
    page: lazyPage('jobs', () => import('../features/jobs/pages/job-applications-page.tsx'), {
      kind: 'member',
    }),
  },
  {
    path: '/member/job/search',
    access: 'member',
    title: msg`Search Job(s) in India`,
    page: lazyPage('jobs', () => import('../features/jobs/pages/member-job-search-page.tsx')),
  },
  {
    path: '/member/international-job/search',
    access: 'member',
    title: msg`Search International Job(s)`,
    page: lazyPage('jobs', () => import('../features/jobs/pages/member-international-search-page.tsx')),
  },
  {
    path: '/member/job/detail-:code',
    access: 'member',
    title: msg`Job Detail`,
    page: lazyPage('jobs', () => import('../features/jobs/pages/job-detail-page.tsx')),
  },
  {
    path: '/member/detail',
    access: 'member',
    title: msg`My Details`,
    page: lazyPage('profiles', () => import('../features/profiles/pages/member-profile-page.tsx')),
  },
  {
    path: '/member/profile',
    access: 'member',
    title: msg`Profile`,
    page: lazyPage('profiles', () => import('../features/profiles/pages/member-profile-page.tsx')),
  },
  {
    path: '/member/govt-job',
    access: 'member',
    title: msg`Government Job(s)`,
    page: lazyPage('jobs', () => import('../features/jobs/pages/govt-jobs-page.tsx'), { variant: 'member' }),
  },
  {
    path: '/member/saved-searches',
    access: 'member',
    title: msg`Saved Searches & Alerts`,
    page: lazyPage('alerts', () => import('../features/alerts/pages/saved-searches-page.tsx'), {
      kind: 'member',
    }),
  },
  {
    // Ours (DPDP Act sections 6, 11-13): consents with withdraw switches, and grievances.
    path: '/member/consents',
    access: 'member',
    title: msg`My data and consents`,
    page: lazyPage('privacy', () => import('../features/privacy/pages/my-consents-page.tsx'), {
      kind: 'member',
    }),
  },
  {
    path: '/member/my-data',
    access: 'member',
    title: msg`My Data`,
    page: lazyPage('account', () => import('../features/account/pages/my-data-page.tsx'), { kind: 'member' }),
  },
  {
    // Ours: the notification centre (the header's bell leads here).
    path: '/member/notifications',
    access: 'member',
    title: msg`Notifications`,
    page: lazyPage('notifications', () => import('../features/notifications/pages/notifications-page.tsx'), {
      area: 'member',
    }),
  },
];

const STUDENT_ROUTES: RouteEntry[] = [
  {
    path: '/student/dashboard',
    access: 'student',
    title: msg`Dashboard`,
    page: lazyPage(
      'trainings',
      () => import('../features/trainings/pages/student-recent-trainings-page.tsx'),
    ),
  },
  // Same screen as the dashboard (spec 1 section 2.2).
  {
    path: '/student/training',
    access: 'student',
    title: msg`Recent Training(s)`,
    page: lazyPage(
      'trainings',
      () => import('../features/trainings/pages/student-recent-trainings-page.tsx'),
    ),
  },
  {
    path: '/student/training/search',
    access: 'student',
    title: msg`Search Training(s)`,
    page: lazyPage('trainings', () => import('../features/trainings/pages/student-training-search-page.tsx')),
  },
  {
    path: '/student/training/application',
    access: 'student',
    title: msg`Training Application(s)`,
    page: lazyPage('trainings', () => import('../features/trainings/pages/training-applications-page.tsx')),
  },
  {
    path: '/student/job',
    access: 'student',
    title: msg`Recent Job(s)`,
    page: lazyPage('jobs', () => import('../features/jobs/pages/student-recent-jobs-page.tsx')),
  },
  {
    path: '/student/job/search',
    access: 'student',
    title: msg`Search Job(s)`,
    page: lazyPage('jobs', () => import('../features/jobs/pages/student-job-search-page.tsx')),
  },
  {
    path: '/student/job/application',
    access: 'student',
    title: msg`Job Application(s)`,
    page: lazyPage('jobs', () => import('../features/jobs/pages/job-applications-page.tsx'), {
      kind: 'student',
    }),
  },
  {
    path: '/student/govt-job',
    access: 'student',
    title: msg`Government Jobs and Trainings`,
    page: lazyPage('trainings', () => import('../features/trainings/pages/student-govt-page.tsx'), {
      tab: 'jobs',
    }),
  },
  // Same screen as /student/govt-job (spec 1 section 2.2).
  {
    path: '/student/govt-traning',
    access: 'student',
    title: msg`Government Jobs and Trainings`,
    page: lazyPage('trainings', () => import('../features/trainings/pages/student-govt-page.tsx'), {
      tab: 'trainings',
    }),
  },
  {
    path: '/student/profile',
    access: 'student',
    title: msg`Profile`,
    page: lazyPage('profiles', () => import('../features/profiles/pages/student-profile-page.tsx')),
  },
  {
    path: '/student/change-password',
    access: 'student',
    title: msg`Change Password`,
    page: changePasswordPage(),
  },
  {
    path: '/student/training/detail-:code',
    access: 'student',
    title: msg`Training Detail`,
    page: lazyPage('trainings', () => import('../features/trainings/pages/training-detail-page.tsx')),
  },
  {
    path: '/student/saved-searches',
    access: 'student',
    title: msg`Saved Searches & Alerts`,
    page: lazyPage('alerts', () => import('../features/alerts/pages/saved-searches-page.tsx'), {
      kind: 'student',
    }),
  },
  {
    // Ours (DPDP Act sections 6, 11-13): consents with withdraw switches, and grievances.
    path: '/student/consents',
    access: 'student',
    title: msg`My data and consents`,
    page: lazyPage('privacy', () => import('../features/privacy/pages/my-consents-page.tsx'), {
      kind: 'student',
    }),
  },
  {
    path: '/student/my-data',
    access: 'student',
    title: msg`My Data`,
    page: lazyPage('account', () => import('../features/account/pages/my-data-page.tsx'), {
      kind: 'student',
    }),
  },
  {
    // Ours: the notification centre (the header's bell leads here).
    path: '/student/notifications',
    access: 'student',
    title: msg`Notifications`,
    page: lazyPage('notifications', () => import('../features/notifications/pages/notifications-page.tsx'), {
      area: 'student',
    }),
  },
];

export const ROUTES: readonly RouteEntry[] = [
  ...PUBLIC_ROUTES,
  ...ADMIN_ROUTES,
  ...CORPORATE_ROUTES,
  ...MEMBER_ROUTES,
  ...STUDENT_ROUTES,
];
