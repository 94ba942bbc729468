import { msg } from '@lingui/core/macro';
import type { Role } from '@pp/contract/endpoint';
import type { NavItem } from './nav.ts';

// In a module of its own: only the signed-in layout (a chunk after the public home's first load)
// reads it, while the public tabs in nav.ts are part of that first load.

/**
 * Top navigation per user kind (spec 1 section 2.3). 'Logout' is not listed: every layout shows
 * it as its own always-visible button.
 */
export const NAV_OF: Record<Role, NavItem[]> = {
  student: [
    {
      label: msg`Trainings`,
      items: [
        { label: msg`Recent trainings`, to: '/student/training' },
        { label: msg`Search trainings`, to: '/student/training/search' },
        { label: msg`My training applications`, to: '/student/training/application' },
        { label: msg`Government trainings`, to: '/student/govt-traning' },
      ],
    },
    {
      label: msg`Jobs`,
      items: [
        { label: msg`Recent jobs`, to: '/student/job' },
        { label: msg`Search jobs`, to: '/student/job/search' },
        { label: msg`My job applications`, to: '/student/job/application' },
        { label: msg`Government jobs`, to: '/student/govt-job' },
      ],
    },
    {
      label: msg`Profile`,
      items: [
        { label: msg`My profile`, to: '/student/profile' },
        { label: msg`Saved searches & alerts`, to: '/student/saved-searches' },
        { label: msg`My data`, to: '/student/my-data' },
        { label: msg`My data and consents`, to: '/student/consents' },
        { label: msg`Change password`, to: '/student/change-password' },
      ],
    },
  ],
  member: [
    {
      label: msg`Jobs in India`,
      items: [
        { label: msg`Government and other jobs`, to: '/member/govt-job' },
        { label: msg`Work from home or hybrid`, to: '/workfromhome' },
        { label: msg`Recent corporate jobs`, to: '/member/job' },
        { label: msg`Search corporate jobs`, to: '/member/job/search' },
        { label: msg`My applications`, to: '/member/job/application' },
      ],
    },
    {
      label: msg`International jobs`,
      items: [
        { label: msg`Recent international jobs`, to: '/member/international-job' },
        { label: msg`Search international jobs`, to: '/member/international-job/search' },
      ],
    },
    {
      label: msg`Profile`,
      items: [
        { label: msg`My profile`, to: '/member/profile' },
        { label: msg`Resume maker`, to: '/resume-template-selector' },
        { label: msg`Saved searches & alerts`, to: '/member/saved-searches' },
        { label: msg`My data`, to: '/member/my-data' },
        { label: msg`My data and consents`, to: '/member/consents' },
        { label: msg`Change password`, to: '/member/change-password' },
      ],
    },
  ],
  corporate: [
    {
      label: msg`Jobs`,
      items: [
        { label: msg`Recent posted jobs`, to: '/corporate/job' },
        { label: msg`Old posted jobs`, to: '/corporate/jobOld' },
        { label: msg`Search my jobs`, to: '/corporate/job/search' },
        { label: msg`Search members`, to: '/corporate/member/search' },
        { label: msg`Post a job`, to: '/corporate/job/add' },
      ],
    },
    {
      label: msg`Trainings`,
      items: [
        { label: msg`Posted trainings`, to: '/corporate/posted-training' },
        { label: msg`Search students`, to: '/corporate/student/search' },
        { label: msg`Post a training`, to: '/corporate/training/add' },
      ],
    },
    {
      label: msg`Profile`,
      items: [
        { label: msg`Dashboard`, to: '/corporate/dashboard' },
        { label: msg`Company profile`, to: '/corporate/profile' },
        { label: msg`My data and consents`, to: '/corporate/consents' },
        { label: msg`Change password`, to: '/corporate/change-password' },
      ],
    },
  ],
  admin: [
    { label: msg`Dashboard`, to: '/admin/dashbaord' },
    {
      label: msg`Jobs & trainings`,
      items: [
        { label: msg`Government jobs`, to: '/admin/govt-job' },
        { label: msg`Add government job`, to: '/admin/govt-job/add' },
        { label: msg`Government trainings`, to: '/admin/govt-training' },
        { label: msg`Add government training`, to: '/admin/govt-traning/add' },
        { label: msg`Posted jobs`, to: '/admin/job' },
        { label: msg`Posted trainings`, to: '/admin/training' },
      ],
    },
    {
      label: msg`Users`,
      items: [
        { label: msg`Corporates`, to: '/admin/corporate' },
        { label: msg`Members`, to: '/admin/member' },
        { label: msg`Students`, to: '/admin/student' },
      ],
    },
    { label: msg`Configuration`, to: '/admin/config' },
    { label: msg`OTPs`, to: '/admin/otp' },
    { label: msg`Login as`, to: '/admin/login-as' },
    { label: msg`Announcements`, to: '/admin/announcement' },
    { label: msg`Audit log`, to: '/admin/audit' },
    { label: msg`Grievances`, to: '/admin/grievances' },
    { label: msg`Change password`, to: '/admin/change-password' },
  ],
};
