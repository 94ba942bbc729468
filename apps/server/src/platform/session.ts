import type { Language } from '@pp/contract/account';
import { USER_TYPE } from '@pp/contract/constants';
import type { Role } from '@pp/contract/endpoint';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { newToken, sha256 } from './codes.ts';
import type { AppContext } from './context.ts';
import {
  findSessionWithUser,
  insertSession,
  revokeSession,
  revokeUserSessions,
  type SessionRow,
  touchSession,
} from './session.repo.ts';

export const SESSION_COOKIE = 'pp_session';
/** lastSeenAt is written at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 60_000;

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
}

export interface NewSession {
  token: string;
  expiresAt: Date;
}

/** Starts a session for `userId` and returns its token (only its hash is stored). */
export async function createSession(
  ctx: AppContext,
  userId: number,
  meta: { ip: string; userAgent: string; impersonatorId?: number | null },
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
 * A session looked up in the last seconds is taken from this process's cache (session-cache.ts)
 * while its last-seen time is recent; past that it is read again (and touched).
 */
export async function authenticate(
  ctx: AppContext,
  token: string,
  /** false for a background poll (EndpointDef.passive): the session's idle clock is left alone. */
  touch = true,
): Promise<AuthUser | null> {
  if (token.length > 200) return null;
  const tokenHash = sha256(token);
  const now = ctx.now();
  const recent = (r: SessionRow) => now.getTime() - r.lastSeenAt.getTime() <= TOUCH_INTERVAL_MS;
  const kept = ctx.sessionCache.get(tokenHash);
  let row = kept && recent(kept) ? kept : undefined;
  if (!row) {
    const generation = ctx.sessionCache.generation;
    row = await findSessionWithUser(ctx.db, tokenHash);
    if (!row || !usable(ctx, row, now)) return null;
    if (touch && !recent(row)) {
      await touchSession(ctx.db, row.sessionId, now);
      row = { ...row, lastSeenAt: now };
    }
    if (recent(row)) ctx.sessionCache.keep(tokenHash, row, generation);
  } else if (!usable(ctx, row, now)) return null;
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
  };
}

/** Not revoked, not expired, not idle too long, its user active and not deleted. */
function usable(ctx: AppContext, row: SessionRow, now: Date): boolean {
  if (row.revokedAt || row.deletedAt || row.loginStatus !== 'active') return false;
  const idleLimit = row.lastSeenAt.getTime() + ctx.config.SESSION_IDLE_MINUTES * 60_000;
  return now < row.expiresAt && now.getTime() < idleLimit;
}

export async function endSession(ctx: AppContext, sessionId: number, userId: number) {
  ctx.sessionCache.forgetUser(userId);
  await revokeSession(ctx.db, sessionId, ctx.now());
  // Again after the commit: a look-up made between the first forgetting and the commit read the
  // session still valid and may have kept it.
  ctx.sessionCache.forgetUser(userId);
}

/** Ends every session of a user (block, password change, deletion). */
export async function endAllSessions(ctx: AppContext, userId: number) {
  ctx.sessionCache.forgetUser(userId);
  await revokeUserSessions(ctx.db, userId, ctx.now());
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
