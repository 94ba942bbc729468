import type { Role } from '@pp/contract/endpoint';

export interface NavLinkItem {
  label: string;
  to: string;
}

export interface NavGroup {
  label: string;
  items: NavLinkItem[];
}

export type NavItem = NavLinkItem | NavGroup;

export function isNavGroup(item: NavItem): item is NavGroup {
  return 'items' in item;
}

/** Whether `pathname` is the link's page (or, for a group, one of its pages). */
export function isNavActive(item: NavItem, pathname: string): boolean {
  if (isNavGroup(item)) return item.items.some((child) => isNavActive(child, pathname));
  return pathname === item.to;
}

/**
 * Top navigation per user kind (spec 1 section 2.3). 'Logout' is not listed: every layout shows
 * it as its own always-visible button.
 */
export const NAV_OF: Record<Role, NavItem[]> = {
  student: [
    {
      label: 'Trainings',
      items: [
        { label: 'Recent trainings', to: '/student/training' },
        { label: 'Search trainings', to: '/student/training/search' },
        { label: 'My training applications', to: '/student/training/application' },
        { label: 'Government trainings', to: '/student/govt-traning' },
      ],
    },
    {
      label: 'Jobs',
      items: [
        { label: 'Recent jobs', to: '/student/job' },
        { label: 'Search jobs', to: '/student/job/search' },
        { label: 'My job applications', to: '/student/job/application' },
        { label: 'Government jobs', to: '/student/govt-job' },
      ],
    },
    {
      label: 'Profile',
      items: [
        { label: 'My profile', to: '/student/profile' },
        { label: 'Saved searches & alerts', to: '/student/saved-searches' },
        { label: 'My data', to: '/student/my-data' },
        { label: 'Change password', to: '/student/change-password' },
      ],
    },
  ],
  member: [
    {
      label: 'Jobs in India',
      items: [
        { label: 'Government and other jobs', to: '/member/govt-job' },
        { label: 'Work from home or hybrid', to: '/workfromhome' },
        { label: 'Recent corporate jobs', to: '/member/job' },
        { label: 'Search corporate jobs', to: '/member/job/search' },
        { label: 'My applications', to: '/member/job/application' },
      ],
    },
    {
      label: 'International jobs',
      items: [
        { label: 'Recent international jobs', to: '/member/international-job' },
        { label: 'Search international jobs', to: '/member/international-job/search' },
      ],
    },
    {
      label: 'Profile',
      items: [
        { label: 'My profile', to: '/member/profile' },
        { label: 'Resume maker', to: '/resume-template-selector' },
        { label: 'Saved searches & alerts', to: '/member/saved-searches' },
        { label: 'My data', to: '/member/my-data' },
        { label: 'Change password', to: '/member/change-password' },
      ],
    },
  ],
  corporate: [
    {
      label: 'Jobs',
      items: [
        { label: 'Recent posted jobs', to: '/corporate/job' },
        { label: 'Old posted jobs', to: '/corporate/jobOld' },
        { label: 'Search my jobs', to: '/corporate/job/search' },
        { label: 'Search members', to: '/corporate/member/search' },
        { label: 'Post a job', to: '/corporate/job/add' },
      ],
    },
    {
      label: 'Trainings',
      items: [
        { label: 'Posted trainings', to: '/corporate/posted-training' },
        { label: 'Search students', to: '/corporate/student/search' },
        { label: 'Post a training', to: '/corporate/training/add' },
      ],
    },
    {
      label: 'Profile',
      items: [
        { label: 'Dashboard', to: '/corporate/dashboard' },
        { label: 'Company profile', to: '/corporate/profile' },
        { label: 'Change password', to: '/corporate/change-password' },
      ],
    },
  ],
  admin: [
    { label: 'Dashboard', to: '/admin/dashbaord' },
    {
      label: 'Jobs & trainings',
      items: [
        { label: 'Government jobs', to: '/admin/govt-job' },
        { label: 'Add government job', to: '/admin/govt-job/add' },
        { label: 'Government trainings', to: '/admin/govt-training' },
        { label: 'Add government training', to: '/admin/govt-traning/add' },
        { label: 'Posted jobs', to: '/admin/job' },
        { label: 'Posted trainings', to: '/admin/training' },
      ],
    },
    {
      label: 'Users',
      items: [
        { label: 'Corporates', to: '/admin/corporate' },
        { label: 'Members', to: '/admin/member' },
        { label: 'Students', to: '/admin/student' },
      ],
    },
    { label: 'Configuration', to: '/admin/config' },
    { label: 'OTPs', to: '/admin/otp' },
    { label: 'Login as', to: '/admin/login-as' },
    { label: 'Announcements', to: '/admin/announcement' },
    { label: 'Audit log', to: '/admin/audit' },
    { label: 'Change password', to: '/admin/change-password' },
  ],
};

/** Tab links of the public pages (spec 1 section 2.3 'Public and training variants'). */
export const PUBLIC_TABS: NavLinkItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Recent jobs', to: '/recentjobs' },
  { label: 'Trainings', to: '/training' },
  { label: 'Work from home', to: '/corporateWFH' },
  { label: 'Government jobs', to: '/GovtJobsMember' },
  { label: 'Government trainings', to: '/govttrainings' },
  { label: 'Announcements', to: '/important-announcement' },
  { label: 'Support', to: '/support' },
];

export const LOGIN_TAB: NavLinkItem = { label: 'Login', to: '/login' };
