import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { roleOfUserType } from '@pp/contract/constants';
import { ROLES, type Role, WEB_BASE } from '@pp/contract/endpoint';
import { LOGIN_PAGE_OF } from '../../../lib/session.ts';

/** Texts are descriptors, worded by the component that shows them (`i18n._`). */
export interface KindInfo {
  /** Heading of the kind's login page (spec 1 section 2.4). */
  heading: MessageDescriptor;
  /** Name of the kind on the sign-in chooser. */
  label: MessageDescriptor;
  /** Who the sign-in is for. */
  audience: MessageDescriptor;
  registration?: { to: string; label: MessageDescriptor };
}

export const KIND_INFO: Record<Role, KindInfo> = {
  student: {
    heading: msg`Student Login`,
    label: msg`Students & Others`,
    audience: msg`Students of the institute: search and apply for trainings and jobs.`,
    registration: { to: '/student/registration', label: msg`Register as a student` },
  },
  member: {
    heading: msg`CS Members Login`,
    label: msg`CS Members`,
    audience: msg`Members of the institute (ACS / FCS): search and apply for jobs in India and abroad.`,
    registration: { to: '/member/registration', label: msg`Register as a member` },
  },
  corporate: {
    heading: msg`Employers / Recruiters Login`,
    label: msg`Employers / Recruiters`,
    audience: msg`Companies, recruiters and practising firms: post jobs and trainings, find candidates.`,
    registration: { to: '/corporate/registration', label: msg`Register as an employer` },
  },
  admin: {
    heading: msg`Admin Login`,
    label: msg`Admin`,
    audience: msg`The placement team of the institute.`,
  },
};

/** The student page reads 'Student & Others Login' when the query param `t` is present. */
export function loginHeading(kind: Role, search: URLSearchParams): MessageDescriptor {
  if (kind === 'student' && search.has('t')) return msg`Student & Others Login`;
  return KIND_INFO[kind].heading;
}

/** `/login/:code`: a kind name ('member') or a user type code ('146C1691'). */
export function kindFromCode(code: string | undefined): Role | undefined {
  if (!code) return undefined;
  const lower = code.toLowerCase();
  const byName = ROLES.find((role) => role === lower);
  return byName ?? roleOfUserType(code) ?? roleOfUserType(code.toUpperCase());
}

/**
 * A post-login target from a query (`url`), accepted only when it is a path of this app that
 * the signed-in kind may open: no other origin (open redirect), no other kind's area, and not a
 * sign-in or sign-out page (a loop).
 */
export function safeReturnPath(raw: string | null | undefined, kind: Role): string | undefined {
  if (!raw?.trim()) return undefined;
  let url: URL;
  try {
    url = new URL(raw.trim(), window.location.href);
  } catch {
    return undefined;
  }
  if (url.origin !== window.location.origin) return undefined;
  let path = url.pathname;
  if (path === WEB_BASE || path.startsWith(`${WEB_BASE}/`)) path = path.slice(WEB_BASE.length) || '/';
  if (!path.startsWith('/') || path.startsWith('//')) return undefined;
  const area = path.split('/')[1] ?? '';
  if ((ROLES as readonly string[]).includes(area) && area !== kind) return undefined;
  if (path === LOGIN_PAGE_OF[kind] || /^\/(login|logout)(\/|$)/.test(path)) return undefined;
  if (path === '/forgot-password' || path === '/reset-password' || path.endsWith('/registration')) {
    return undefined;
  }
  return `${path}${url.search}${url.hash}`;
}
