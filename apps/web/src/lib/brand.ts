import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Role } from '@pp/contract/endpoint';

/** Names shown in the header, the footer and document titles. */
export const PORTAL_NAME = 'Placement Portal';
export const INSTITUTE_NAME = 'Institute of Company Secretaries';
export const PORTAL_TAGLINE = 'Jobs, trainings and talent for the company secretary profession';

/** The same names in the reader's language (the header, the footer, document titles). */
export const PORTAL_NAME_MSG = msg`Placement Portal`;
export const INSTITUTE_NAME_MSG = msg`Institute of Company Secretaries`;

/** Each kind's own dashboard (the 'coming soon' screens link back to it). */
export const DASHBOARD_OF: Record<Role, string> = {
  admin: '/admin/dashbaord',
  corporate: '/corporate/dashboard',
  member: '/member/dashboard',
  student: '/student/dashboard',
};

/** Login headings (spec 1 section 2.4; the admin one is ours). */
export const LOGIN_HEADING_OF: Record<Role, string> = {
  admin: 'Admin Login',
  corporate: 'Employers / Recruiters Login',
  member: 'CS Members Login',
  student: 'Student Login',
};

/** Registration pages offered beside each login (admins do not register). */
export const REGISTRATION_OF: Partial<Record<Role, string>> = {
  corporate: '/corporate/registration',
  member: '/member/registration',
  student: '/student/registration',
};

export const ROLE_LABEL: Record<Role, string> = {
  admin: 'Administrator',
  corporate: 'Employer / Recruiter',
  member: 'CS Member',
  student: 'Student',
};

/** `ROLE_LABEL` and `LOGIN_HEADING_OF` as catalogue messages. */
export const ROLE_LABEL_MSG: Record<Role, MessageDescriptor> = {
  admin: msg`Administrator`,
  corporate: msg`Employer / Recruiter`,
  member: msg`CS Member`,
  student: msg`Student`,
};
export const LOGIN_HEADING_MSG: Record<Role, MessageDescriptor> = {
  admin: msg`Admin Login`,
  corporate: msg`Employers / Recruiters Login`,
  member: msg`CS Members Login`,
  student: msg`Student Login`,
};

/**
 * The browser tab's title: the page's, then the portal's name; the home page's is the portal's
 * and the institute's names. `home` tells the home page; the names are in the reader's language.
 */
export function documentTitle(
  title: string,
  names = { portal: PORTAL_NAME, institute: INSTITUTE_NAME },
  home = false,
): string {
  return title && !home ? `${title} | ${names.portal}` : `${names.portal} | ${names.institute}`;
}
