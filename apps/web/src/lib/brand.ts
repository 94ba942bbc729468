import type { Role } from '@pp/contract/endpoint';

/** Names shown in the header, the footer and document titles. */
export const PORTAL_NAME = 'Placement Portal';
export const INSTITUTE_NAME = 'Institute of Company Secretaries';
export const PORTAL_TAGLINE = 'Jobs, trainings and talent for the company secretary profession';

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

export function documentTitle(title: string): string {
  return title && title !== 'Home' ? `${title} | ${PORTAL_NAME}` : `${PORTAL_NAME} | ${INSTITUTE_NAME}`;
}
