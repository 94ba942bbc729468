import type { Language } from '@pp/contract/account';
import { USER_TYPE } from '@pp/contract/constants';
import type { Role } from '@pp/contract/endpoint';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { newToken, sha256 } from './codes.ts';
import type { AppContext } from './context.ts';
import {
  findSessionWithUser,
  insertSession,
  markSessionSecondFactor,
  revokeSession,
  revokeUserSessions,
  type SessionRow,
  touchSession,
} from './session.repo.ts';

export const SESSION_COOKIE = 'pp_session';
/**
 * lastSeenAt (the idle clock) is written at most this often per session, so reads stay reads:
 * every active person's session once in five minutes (on a placement day 15 000 people at once
 * would be 250 writes a second at once a minute); the idle limit (SESSION_IDLE_MINUTES, 120)
 * ends a session between 115 and 120 minutes unused.
 */
export const TOUCH_INTERVAL_MS = 5 * 60_000;

export interface AuthUser {
  id: number;
  code: string;
  role: Role;
  name: string;
  email: string;
  userType: string;
  registrationType: string;
  /** The language the user reads the portal and their e-mails in. */
  language: Language;
  sessionId: number;
  impersonatorId: number | null;
  /** When the user last proved a second factor in this session; null: not in this session. */
  secondFactorAt: Date | null;
}

export interface NewSession {
  token: string;
  expiresAt: Date;
}

/** Starts a session for `userId` and returns its token (only its hash is stored). */
export async function createSession(
  ctx: AppContext,
  userId: number,
  meta: {
    ip: string;
    userAgent: string;
    impersonatorId?: number | null;
    /** The sign-in proved a second factor (its code, a passkey): when. */
    secondFactorAt?: Date | null;
  },
): Promise<NewSession> {
  const token = newToken();
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + ctx.config.SESSION_ABSOLUTE_HOURS * 3600_000);
  await insertSession(ctx.db, {
    tokenHash: sha256(token),
    userId,
    impersonatorId: meta.impersonatorId ?? null,
    expiresAt,
    ip: meta.ip,
    userAgent: meta.userAgent,
    now,
    secondFactorAt: meta.secondFactorAt ?? null,
  });
  return { token, expiresAt };
}

export function tokenFromRequest(req: FastifyRequest): { token: string; via: 'bearer' | 'cookie' } | null {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    if (token) return { token, via: 'bearer' };
  }
  const cookie = req.cookies[SESSION_COOKIE];
  if (cookie) return { token: cookie, via: 'cookie' };
  return null;
}

/**
 * Resolves the request's session; null when absent, revoked, expired or the user is blocked.
 * A session looked up in the last minutes is taken from this process's cache (session-cache.ts).
 * The session's last-seen time (the idle clock) is written at most once per TOUCH_INTERVAL_MS,
 * not awaited here: `touched` receives the write, which the route awaits with its answer (the
 * write runs beside the handler's own statements instead of before them); a failed write is
 * logged and the request goes on.
 */
export async function authenticate(
  ctx: AppContext,
  token: string,
  /** false for a background poll (EndpointDef.passive): the session's idle clock is left alone. */
  touch = true,
  touched?: (write: Promise<void>) => void,
): Promise<AuthUser | null> {
  if (token.length > 200) return null;
  const tokenHash = sha256(token);
  const now = ctx.now();
  const recent = (r: SessionRow) => now.getTime() - r.lastSeenAt.getTime() <= TOUCH_INTERVAL_MS;
  let row = ctx.sessionCache.get(tokenHash);
  // A kept session that looks unusable is read again: another process may have moved its idle
  // clock (touches are not announced), and the database decides.
  if (row && !usable(ctx, row, now)) row = undefined;
  let kept = row !== undefined;
  if (!row) {
    const generation = ctx.sessionCache.generation;
    const matchGeneration = ctx.matchProfiles.generation;
    row = await findSessionWithUser(ctx.db, tokenHash);
    if (!row || !usable(ctx, row, now)) return null;
    ctx.sessionCache.keep(tokenHash, row, generation);
    kept = ctx.sessionCache.get(tokenHash) !== undefined;
    // A member's match profile came with the session: kept too, so the member's recommended
    // jobs do not wait for it (forgotten with the session on any change, migration 0022).
    if (row.role === 'member' && row.matchSkills !== null)
      ctx.matchProfiles.keep(
        row.userId,
        {
          userId: row.userId,
          skills: row.matchSkills,
          role: row.matchRole ?? '',
          stateCode: row.matchState ?? '',
          cityCode: row.matchCity ?? '',
          totalExperienceInMonths: row.matchMonths ?? 0,
        },
        matchGeneration,
      );
  }
  if (touch && !recent(row)) {
    const write = touchSession(ctx.db, row.sessionId, now).catch((err: unknown) => {
      ctx.log.warn({ err }, 'the session could not be touched');
    });
    touched?.(write);
    row = { ...row, lastSeenAt: now };
    // The kept entry carries the new time (its lifetime unchanged).
    if (kept) ctx.sessionCache.update(tokenHash, row);
  }
  return {
    id: row.userId,
    code: row.code,
    role: row.role,
    name: row.name,
    email: row.email,
    userType: USER_TYPE[row.role],
    registrationType: row.registrationType,
    language: row.language,
    sessionId: row.sessionId,
    impersonatorId: row.impersonatorId,
    secondFactorAt: row.secondFactorAt,
  };
}

/** Not revoked, not expired, not idle too long, its user active and not deleted. */
function usable(ctx: AppContext, row: SessionRow, now: Date): boolean {
  if (row.revokedAt || row.deletedAt || row.loginStatus !== 'active') return false;
  const idleLimit = row.lastSeenAt.getTime() + ctx.config.SESSION_IDLE_MINUTES * 60_000;
  return now < row.expiresAt && now.getTime() < idleLimit;
}

/**
 * The user has just proved a second factor in this session (set-up, re-verify): the admin's hold
 * ends, login-as opens for 15 minutes. Forgotten from the cache like an ended session.
 */
export async function markSecondFactor(ctx: AppContext, user: Pick<AuthUser, 'id' | 'sessionId'>) {
  ctx.sessionCache.forgetUser(user.id);
  await markSessionSecondFactor(ctx.db, user.sessionId, ctx.now());
  ctx.sessionCache.forgetUser(user.id);
}

export async function endSession(ctx: AppContext, sessionId: number, userId: number) {
  ctx.sessionCache.forgetUser(userId);
  await revokeSession(ctx.db, sessionId, ctx.now());
  // Again after the commit: a look-up made between the first forgetting and the commit read the
  // session still valid and may have kept it.
  ctx.sessionCache.forgetUser(userId);
}

/** Ends every session of a user (block, deletion), or every other one (`except`: password change). */
export async function endAllSessions(ctx: AppContext, userId: number, except?: number) {
  ctx.sessionCache.forgetUser(userId);
  await revokeUserSessions(ctx.db, userId, ctx.now(), except);
  ctx.sessionCache.forgetUser(userId);
}

export function setSessionCookie(ctx: AppContext, reply: FastifyReply, session: NewSession) {
  reply.setCookie(SESSION_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.TRUST_PROXY || ctx.config.publicUrl.startsWith('https:'),
    expires: session.expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
