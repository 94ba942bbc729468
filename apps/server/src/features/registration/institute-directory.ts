import { REGISTRATION_MSG } from '@pp/contract/registration';
import type { AppContext } from '../../platform/context.ts';
import { ApiError } from '../../platform/errors.ts';
import { findInstituteMember, findInstituteStudent } from './registration.repo.ts';

export interface MemberRecord {
  membershipType: string;
  membershipNumber: string;
  dateOfBirth: string;
  name: string;
  email: string;
  mobile: string;
  address: string;
  region: string;
  chapter: string;
}

export interface StudentRecord {
  registrationNumber: string;
  dateOfBirth: string;
  name: string;
  email: string;
  /** The last 10 digits of the number on record. */
  mobile: string;
  region: string;
  chapter: string;
}

/** The institute's member and student records, wherever they live. */
export interface InstituteDirectory {
  findMember(membershipType: string, membershipNumber: string): Promise<MemberRecord | null>;
  findStudent(registrationNumber: string): Promise<StudentRecord | null>;
}

export function lastTenDigits(mobile: string): string {
  return mobile.replace(/\D/g, '').slice(-10);
}

/** Default: the institute tables in our own database, filled by `npm run institute:import`. */
export function databaseDirectory(ctx: AppContext): InstituteDirectory {
  return {
    async findMember(membershipType, membershipNumber) {
      const row = await findInstituteMember(ctx.db, membershipType, membershipNumber);
      return row ? { ...row, email: row.email.toLowerCase(), mobile: lastTenDigits(row.mobile) } : null;
    },
    async findStudent(registrationNumber) {
      const row = await findInstituteStudent(ctx.db, registrationNumber);
      return row ? { ...row, email: row.email.toLowerCase(), mobile: lastTenDigits(row.mobile) } : null;
    },
  };
}

/**
 * The institute's own record service over HTTP (INSTITUTE_API_URL):
 * GET {url}/members/{type}/{number} and GET {url}/students/{registrationNumber} answer the record
 * as JSON (the field names of MemberRecord / StudentRecord) or 404.
 */
export function httpDirectory(ctx: AppContext, baseUrl: string): InstituteDirectory {
  async function get<T>(path: string): Promise<T | null> {
    let res: Response;
    try {
      res = await fetch(`${baseUrl.replace(/\/$/, '')}${path}`, {
        headers: {
          Accept: 'application/json',
          ...(ctx.config.INSTITUTE_API_TOKEN
            ? { Authorization: `Bearer ${ctx.config.INSTITUTE_API_TOKEN}` }
            : {}),
        },
        signal: AbortSignal.timeout(ctx.config.INSTITUTE_API_TIMEOUT_MS),
      });
    } catch (err) {
      ctx.log.error({ err: (err as Error).name }, 'institute directory unreachable');
      throw new ApiError(503, REGISTRATION_MSG.directoryDown);
    }
    if (res.status === 404) return null;
    if (!res.ok) {
      ctx.log.error({ status: res.status }, 'institute directory failed');
      throw new ApiError(503, REGISTRATION_MSG.directoryDown);
    }
    try {
      return (await res.json()) as T;
    } catch {
      throw new ApiError(503, REGISTRATION_MSG.directoryDown);
    }
  }
  const s = (v: unknown) =>
    typeof v === 'string' ? v.trim() : v === undefined || v === null ? '' : String(v);
  return {
    async findMember(membershipType, membershipNumber) {
      const r = await get<Record<string, unknown>>(
        `/members/${encodeURIComponent(membershipType)}/${encodeURIComponent(membershipNumber)}`,
      );
      if (!r) return null;
      return {
        membershipType,
        membershipNumber,
        dateOfBirth: s(r.dateOfBirth).slice(0, 10),
        name: s(r.name),
        email: s(r.email).toLowerCase(),
        mobile: lastTenDigits(s(r.mobile)),
        address: s(r.address),
        region: s(r.region),
        chapter: s(r.chapter),
      };
    },
    async findStudent(registrationNumber) {
      const r = await get<Record<string, unknown>>(`/students/${encodeURIComponent(registrationNumber)}`);
      if (!r) return null;
      return {
        registrationNumber,
        dateOfBirth: s(r.dateOfBirth).slice(0, 10),
        name: s(r.name),
        email: s(r.email).toLowerCase(),
        mobile: lastTenDigits(s(r.mobile)),
        region: s(r.region),
        chapter: s(r.chapter),
      };
    },
  };
}

/** The directory chosen by configuration. */
export function instituteDirectory(ctx: AppContext): InstituteDirectory {
  return ctx.config.INSTITUTE_API_URL
    ? httpDirectory(ctx, ctx.config.INSTITUTE_API_URL)
    : databaseDirectory(ctx);
}
