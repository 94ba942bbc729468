import { OUR_MSG } from '@pp/contract/messages';
import type { AppContext } from './context.ts';
import { tooManyRequests } from './errors.ts';
import { deleteOldCounters, incrementCounter, readCounter } from './rate-limit.repo.ts';

export interface Limit {
  /** Name of the counter, e.g. 'login'. */
  bucket: string;
  max: number;
  windowSeconds: number;
}

/** The limits of the portal, in one place. Counted in the database so that all processes share them. */
// Per-IP limits are generous: on placement days a whole campus may sit behind one address.
// Per-account and per-subject limits are the tight ones.
export const LIMITS = {
  /** Proof-of-work challenges issued per client address. */
  challenge: { bucket: 'challenge', max: 300, windowSeconds: 60 },
  /**
   * Not a limit: refused sign-ins, look-ups and proofs per client address and per e-mail, which
   * raise the proof of work those ask for (platform/proof-of-work.ts); `max` is where it first rises.
   */
  proofPressure: { bucket: 'proof-pressure', max: 10, windowSeconds: 900 },
  loginIp: { bucket: 'login-ip', max: 600, windowSeconds: 300 },
  /** Sign-in attempts per e-mail and client address (never per e-mail alone: that would lock the owner out). */
  loginEmail: { bucket: 'login-email', max: 10, windowSeconds: 300 },
  /**
   * Wrong passwords per account and client address: past it that client is answered as for an
   * unknown e-mail until the window ends, while the owner signs in from anywhere else.
   */
  loginFailures: { bucket: 'login-failures', max: 10, windowSeconds: 900 },
  /** Wrong current passwords per signed-in account (change password, account deletion). */
  currentPassword: { bucket: 'current-password', max: 5, windowSeconds: 900 },
  forgot: { bucket: 'forgot', max: 30, windowSeconds: 900 },
  forgotEmail: { bucket: 'forgot-email', max: 5, windowSeconds: 900 },
  reset: { bucket: 'reset', max: 30, windowSeconds: 900 },
  grievance: { bucket: 'grievance', max: 5, windowSeconds: 900 },
  recordLookup: { bucket: 'record-lookup', max: 200, windowSeconds: 900 },
  otpSend: { bucket: 'otp-send', max: 100, windowSeconds: 900 },
  otpSubject: { bucket: 'otp-subject', max: 5, windowSeconds: 3600 },
  otpValidate: { bucket: 'otp-validate', max: 300, windowSeconds: 900 },
  register: { bucket: 'register', max: 100, windowSeconds: 900 },
  /** Excel exports per signed-in user (every export endpoint, counted in route()). */
  export: { bucket: 'export', max: 60, windowSeconds: 600 },
} as const satisfies Record<string, Limit>;

function windowOf(ctx: AppContext, limit: Limit) {
  const nowMs = ctx.now().getTime();
  const windowMs = limit.windowSeconds * 1000;
  return { nowMs, windowStart: new Date(nowMs - (nowMs % windowMs)) };
}

/** Adds one to `limit`'s counter for `key` and returns the new count (refuses nothing). */
export async function countHit(ctx: AppContext, limit: Limit, key: string): Promise<number> {
  const { nowMs, windowStart } = windowOf(ctx, limit);
  const count = await incrementCounter(ctx.db, limit.bucket, key.slice(0, 200), windowStart);
  if (count === 1 && Math.random() < 0.02) await deleteOldCounters(ctx.db, new Date(nowMs - 86400_000));
  return count;
}

/**
 * Whether `key` has used up `limit` over this window and the one before (reads only: failures
 * are counted after the fact with countHit). Two windows, so that failures spread across a
 * window's edge still add up: a key that reached the limit waits one to two windows.
 */
export async function limitReached(ctx: AppContext, limit: Limit, key: string): Promise<boolean> {
  return (await recentHits(ctx, limit, key)) >= limit.max * ctx.config.RATE_LIMIT_SCALE;
}

/** `key`'s hits over this window of `limit` and the one before (see limitReached). */
export async function recentHits(ctx: AppContext, limit: Limit, key: string): Promise<number> {
  const { windowStart } = windowOf(ctx, limit);
  const before = new Date(windowStart.getTime() - limit.windowSeconds * 1000);
  const [current, previous] = await Promise.all([
    readCounter(ctx.db, limit.bucket, key.slice(0, 200), windowStart),
    readCounter(ctx.db, limit.bucket, key.slice(0, 200), before),
  ]);
  return current + previous;
}

/** Counts one hit against `limit` for `key`; refuses with 429 (`message`) past the maximum. */
export async function hit(
  ctx: AppContext,
  limit: Limit,
  key: string,
  message: string = OUR_MSG.tooManyRequests,
) {
  const count = await countHit(ctx, limit, key);
  if (count > limit.max * ctx.config.RATE_LIMIT_SCALE) throw tooManyRequests(message);
}

/**
 * Counts one hit against `limit` for `key` while `read` runs, and refuses with 429 past the
 * maximum (the read's result is then dropped): one wait for the database instead of two, for a
 * limit on a frequent request (an employer's candidate searches; docs/performance.md, ninth
 * round). For reads only: anything that writes waits for `hit` first.
 */
export async function hitWhile<T>(
  ctx: AppContext,
  limit: Limit,
  key: string,
  read: () => Promise<T>,
  message: string = OUR_MSG.tooManyRequests,
): Promise<T> {
  const [count, result] = await Promise.all([countHit(ctx, limit, key), read()]);
  if (count > limit.max * ctx.config.RATE_LIMIT_SCALE) throw tooManyRequests(message);
  return result;
}
