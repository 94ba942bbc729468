import type { Role } from '@pp/contract/endpoint';
import { OUR_MSG } from '@pp/contract/messages';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Db } from '../../db/client.ts';
import { secondFactorChangedMail, secondFactorResetMail } from '../../mail-templates/auth.ts';
import { insertAudit } from '../../platform/audit.repo.ts';
import { audit } from '../../platform/audit.ts';
import { newCode, newToken, sha256 } from '../../platform/codes.ts';
import type { AppContext } from '../../platform/context.ts';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { queueMail } from '../../platform/mailer.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { countHit, LIMITS, limitReached } from '../../platform/rate-limit.ts';
import { type AuthUser, markSecondFactor } from '../../platform/session.ts';
import { findUserByCode, findUserById, findUsersByEmail } from './auth.repo.ts';
import { hasPasskey } from './passkey.service.ts';
import {
  confirmTotpRow,
  deleteAuthenticatorApp,
  deleteSecondFactors,
  findTotp,
  hasConfirmedTotp,
  insertSecondFactorChallenge,
  putUnconfirmedTotp,
  replaceRecoveryCodes,
  takeTimeStep,
  useRecoveryCode,
} from './second-factor.repo.ts';

/**
 * The second factor (ours: ASVS 5.0 level 2 asks for one): an authenticator app (TOTP, RFC 6238,
 * through otplib: 6 digits, 30-second steps, SHA-1 as every app expects) with one-time recovery
 * codes, kept hashed and shown once.
 */

const ISSUER = 'ICSI Placement Portal';
/** One step either way: a phone whose clock is up to 30 seconds off still signs in. */
const DRIFT_SECONDS = 30;
/** A sign-in waits this long for its second factor, for this many tries. */
export const SECOND_FACTOR_TTL_MS = 5 * 60_000;
export const SECOND_FACTOR_TRIES = 5;
export const RECOVERY_CODE_COUNT = 10;
/** Login-as opens only with a second factor proved this recently in the admin's session. */
export const RECENT_SECOND_FACTOR_MS = 15 * 60_000;

/** Recovery codes are compared without case, spaces or dashes. */
const recoveryHash = (code: string) => sha256(`recovery:${code.replace(/[\s-]/g, '').toUpperCase()}`);

export async function startTotp(ctx: AppContext, user: AuthUser) {
  if (await hasConfirmedTotp(ctx.db, user.id)) throw conflict(OUR_MSG.totpAlreadySetUp);
  const secret = generateSecret();
  await putUnconfirmedTotp(ctx.db, user.id, secret, ctx.now());
  const uri = generateURI({ issuer: ISSUER, label: user.email, secret });
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, uri, qrSvg };
}

/**
 * An authenticator app already on, with a secret given (the demo admins' published key, README):
 * the demo's admins are not held at set-up. Never with real accounts.
 */
export async function putKnownAuthenticator(ctx: AppContext, userId: number, secret: string) {
  await putUnconfirmedTotp(ctx.db, userId, secret, ctx.now());
  await confirmTotpRow(ctx.db, userId, 0, ctx.now());
}

/** The time step a six-digit code is right for now (within the drift, after the last one used). */
async function totpTimeStep(
  ctx: AppContext,
  factor: { secret: string; lastTimeStep: number },
  code: string,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret: factor.secret,
    token: code,
    epoch: Math.floor(ctx.now().getTime() / 1000),
    epochTolerance: DRIFT_SECONDS,
    afterTimeStep: factor.lastTimeStep,
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

export async function confirmTotp(ctx: AppContext, user: AuthUser, code: string) {
  const factor = await findTotp(ctx.db, user.id);
  if (!factor) throw badRequest(OUR_MSG.totpNotStarted);
  if (factor.confirmedAt) throw conflict(OUR_MSG.totpAlreadySetUp);
  const timeStep = await totpTimeStep(ctx, factor, code);
  if (timeStep === null) throw badRequest(OUR_MSG.secondFactorWrong, { code: OUR_MSG.secondFactorWrong });
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = newCode(10).toUpperCase();
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  await ctx.db.transaction(async (tx) => {
    await confirmTotpRow(tx, user.id, timeStep, ctx.now());
    // The first code proves the factor in this session too: a held admin goes on at once.
    await markSecondFactor({ ...ctx, db: tx }, user);
    await replaceRecoveryCodes(tx, user.id, codes.map(recoveryHash));
    await audit(
      { ...ctx, db: tx },
      { action: 'second-factor.totp.on', actorId: user.impersonatorId ?? user.id, targetId: user.id },
    );
    await queueMail({ ...ctx, db: tx }, changedMail(ctx, user, true));
  });
  return { recoveryCodes: codes };
}

/** Whether the user has a second factor: an authenticator app turned on, or a passkey. */
export async function hasSecondFactor(ctx: AppContext, userId: number): Promise<boolean> {
  return (await hasConfirmedTotp(ctx.db, userId)) || (await hasPasskey(ctx, userId));
}

/**
 * Whether a password sign-in asks for a second step. With the authenticator app on, always (a
 * code, a recovery code or a passkey answers it). A passkey alone makes it an admin's only: an
 * admin must have a second factor, and one that a password alone passes would be none; for the
 * others a passkey is a way in beside the password, which stays as it was (their lost phone
 * locks nobody out).
 */
export async function needsSecondFactor(ctx: AppContext, user: { id: number; role: Role }): Promise<boolean> {
  if (await hasConfirmedTotp(ctx.db, user.id)) return true;
  return user.role === 'admin' && (await hasPasskey(ctx, user.id));
}

/**
 * Test mode only (the config refuses it in production): the code a pending sign-in takes in place
 * of the app's, answered with the sign-in (`testSecondFactorCode`). Bound to that sign-in's token,
 * so each sign-in has its own; the app's codes are checked as always.
 */
export function testSecondFactorCode(ctx: AppContext, secondFactorToken: string): string | undefined {
  return ctx.config.PLACEMENT_TEST_MODE
    ? sha256(`test-second-factor:${secondFactorToken}`).slice(0, 20)
    : undefined;
}

/**
 * Refuses what needs a second factor proved in this session within RECENT_SECOND_FACTOR_MS
 * (login-as: the admin then reads and acts as someone else): the page asks for a code again
 * (`auth/second-factor/again`).
 */
export function requireRecentSecondFactor(ctx: AppContext, user: AuthUser) {
  const at = user.secondFactorAt?.getTime();
  if (at === undefined || ctx.now().getTime() - at > RECENT_SECOND_FACTOR_MS)
    throw forbidden(OUR_MSG.secondFactorAgain);
}

/**
 * The signed-in user proves the second factor again (a current code or an unused recovery code).
 * Wrong codes count with the wrong current passwords (5 in 15 minutes), per person and per admin
 * signed in as them, so a stolen session cannot try the million codes.
 */
export async function reverifySecondFactor(ctx: AppContext, user: AuthUser, code: string) {
  const tries = await proofTries(ctx, user);
  const factor = await takeSecondFactorCode(ctx, user.id, code);
  if (!factor) {
    await tries.wrong();
    throw badRequest(OUR_MSG.secondFactorWrong, { code: OUR_MSG.secondFactorWrong });
  }
  await markSecondFactor(ctx, user);
  await audit(ctx, {
    action: 'second-factor.again',
    actorId: user.impersonatorId ?? user.id,
    targetId: user.id,
    detail: { secondFactor: factor },
  });
  return { Message: OUR_MSG.secondFactorConfirmed };
}

/** A sign-in halfway: the token the page sends back with the code. */
export async function pendSecondFactor(ctx: AppContext, userId: number): Promise<string> {
  const token = newToken();
  await insertSecondFactorChallenge(ctx.db, {
    tokenHash: sha256(token),
    userId,
    expiresAt: new Date(ctx.now().getTime() + SECOND_FACTOR_TTL_MS),
  });
  return token;
}

/**
 * Takes a second-factor code of the user: a current authenticator code (each time step once) or
 * an unused recovery code (used up). Answers which it was, or null.
 */
export async function takeSecondFactorCode(
  ctx: AppContext,
  userId: number,
  code: string,
): Promise<'totp' | 'recovery' | null> {
  const factor = await findTotp(ctx.db, userId);
  if (!factor?.confirmedAt) return null;
  const timeStep = await totpTimeStep(ctx, factor, code);
  if (timeStep !== null) return (await takeTimeStep(ctx.db, userId, timeStep)) ? 'totp' : null;
  return (await useRecoveryCode(ctx.db, userId, recoveryHash(code), ctx.now())) ? 'recovery' : null;
}

/**
 * The tries of a signed-in user's proof (a code again, or the password to turn the factor off):
 * 429 past the current-password limit, per person and per admin signed in as them.
 */
async function proofTries(ctx: AppContext, user: AuthUser) {
  const key = `second-factor:${user.impersonatorId ?? ''}:${user.id}`;
  if (await limitReached(ctx, LIMITS.currentPassword, key))
    throw new ApiError(429, OUR_MSG.tooManyWrongPasswords);
  return { wrong: () => countHit(ctx, LIMITS.currentPassword, key) };
}

const changedMail = (ctx: AppContext, user: AuthUser, on: boolean) =>
  secondFactorChangedMail({
    to: user.email,
    language: user.language,
    on,
    loginUrl: `${ctx.config.publicUrl}/PlacementApp`,
  });

/**
 * The user turns their own second factor off, proving it is them again: a current code of the app,
 * a recovery code, or the password. Admins keep theirs (required). Audited and mailed.
 */
export async function turnOffSecondFactor(
  ctx: AppContext,
  user: AuthUser,
  input: { code?: string; password?: string },
) {
  if (user.role === 'admin') throw forbidden(OUR_MSG.secondFactorAdminKeeps);
  // The authenticator app goes; passkeys are kept and removed one by one on their own list.
  if (!(await hasConfirmedTotp(ctx.db, user.id))) throw badRequest(OUR_MSG.secondFactorNone);
  const tries = await proofTries(ctx, user);
  let proved = false;
  if (input.code) proved = (await takeSecondFactorCode(ctx, user.id, input.code)) !== null;
  else if (input.password) {
    const row = await findUserById(ctx.db, user.id);
    proved = row !== undefined && (await verifyPassword(row.passwordHash, input.password));
  }
  if (!proved) {
    await tries.wrong();
    throw badRequest(OUR_MSG.secondFactorOffProof);
  }
  await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    await deleteAuthenticatorApp(tx, user.id);
    await audit(txCtx, {
      action: 'second-factor.off',
      actorId: user.impersonatorId ?? user.id,
      targetId: user.id,
      detail: { proof: input.code ? 'code' : 'password' },
    });
    await queueMail(txCtx, changedMail(ctx, user, false));
  });
  return { Message: OUR_MSG.secondFactorOff };
}

/**
 * Another admin turns off the lost second factor of a user (any kind, another admin too): the user
 * signs in with the password alone and sets up a new one. Audited; the user is mailed, since a
 * reset they did not ask for means someone is after the account. An admin locked out with no
 * other admin uses `npm run admin:reset-mfa` on the server instead.
 */
export async function resetSecondFactorOf(ctx: AppContext, admin: AuthUser, code: string) {
  const user = await findUserByCode(ctx.db, code);
  if (!user || user.deletedAt) throw notFound(OUR_MSG.userNotFound);
  if (user.id === admin.id) throw forbidden(OUR_MSG.secondFactorResetOwn);
  await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    await deleteSecondFactors(tx, user.id);
    await audit(txCtx, { action: 'second-factor.reset', actorId: admin.id, targetId: user.id });
    await queueMail(
      txCtx,
      secondFactorResetMail({
        to: user.email,
        language: user.language,
        loginUrl: `${ctx.config.publicUrl}/PlacementApp`,
      }),
    );
  });
  return { Message: OUR_MSG.secondFactorResetDone };
}

/**
 * `npm run admin:reset-mfa`: an admin locked out entirely (no other admin to reset it), on the
 * server itself. Answers the admin whose second factor is now off, or undefined. Audited.
 */
export async function resetAdminSecondFactorByEmail(db: Db, email: string, now: Date) {
  const admin = (await findUsersByEmail(db, email)).find((u) => u.role === 'admin');
  if (!admin) return undefined;
  await db.transaction(async (tx) => {
    await deleteSecondFactors(tx, admin.id);
    await insertAudit(tx, {
      at: now,
      action: 'second-factor.reset',
      targetId: admin.id,
      detail: { by: 'command line' },
    });
  });
  return admin;
}
