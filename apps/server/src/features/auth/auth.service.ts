import { DEFAULT_LANGUAGE, type Language } from '@pp/contract/account';
import { USER_TYPE } from '@pp/contract/constants';
import type { Role } from '@pp/contract/endpoint';
import { MSG, OUR_MSG } from '@pp/contract/messages';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { passwordResetMail } from '../../mail-templates/auth.ts';
import { audit } from '../../platform/audit.ts';
import { newCode, newToken, sha256 } from '../../platform/codes.ts';
import type { AppContext } from '../../platform/context.ts';
import { ApiError, badRequest, forbidden, notFound, unauthorized } from '../../platform/errors.ts';
import { queueMail } from '../../platform/mailer.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { checkProof, notePressure } from '../../platform/proof-of-work.ts';
import { countHit, hit, LIMITS, limitReached } from '../../platform/rate-limit.ts';
import {
  type AuthUser,
  createSession,
  endAllSessions,
  endSession,
  type NewSession,
} from '../../platform/session.ts';
import {
  claimResetRequests,
  confirmEmail,
  consumePasswordReset,
  deleteProcessedResetRequests,
  endPasswordResets,
  findUserByCode,
  findUserById,
  findUsersByEmail,
  insertPasswordReset,
  insertResetRequest,
  insertUser,
  recordSuccessfulLogin,
  type UserRow,
  updateLoginStatus,
  updatePasswordHash,
} from './auth.repo.ts';
import { authenticationOptions, checkPasskeyAssertion } from './passkey.service.ts';
import { deleteSecondFactorChallenge, trySecondFactorChallenge } from './second-factor.repo.ts';
import {
  needsSecondFactor,
  pendSecondFactor,
  requireRecentSecondFactor,
  SECOND_FACTOR_TRIES,
  takeSecondFactorCode,
  testSecondFactorCode,
} from './second-factor.service.ts';

const RESET_TTL_MS = 3600_000;

export interface RequestMeta {
  ip: string;
  userAgent: string;
}

export interface SignedIn {
  session: NewSession;
  result: { token: string; name: string; registrationType: string; userType: string };
}

/** A sign-in that waits for its second factor: no session yet (`auth/second-factor/verify`). */
export interface SecondFactorPending {
  session: null;
  result: SignedIn['result'] & { secondFactorToken: string; testSecondFactorCode?: string };
}

function sessionResult(user: Pick<UserRow, 'name' | 'registrationType' | 'role'>, token: string) {
  return {
    token,
    name: user.name,
    registrationType: user.registrationType,
    userType: USER_TYPE[user.role],
  };
}

async function signIn(
  ctx: AppContext,
  user: UserRow,
  meta: RequestMeta,
  more: { impersonatorId?: number; secondFactorAt?: Date } = {},
): Promise<SignedIn> {
  const session = await createSession(ctx, user.id, { ...meta, ...more });
  return { session, result: sessionResult(user, session.token) };
}

/**
 * An account that does not sign in even with the right password or passkey: a blocked one, or an
 * employer's whose e-mail is not confirmed yet (said only to someone who proved the credentials).
 */
async function refuseInactive(ctx: AppContext, user: UserRow, meta: RequestMeta) {
  if (user.loginStatus !== 'active') {
    await audit(ctx, {
      action: 'login.refused',
      targetId: user.id,
      detail: { reason: 'blocked' },
      ip: meta.ip,
    });
    throw forbidden(OUR_MSG.accountBlocked);
  }
  if (!user.emailConfirmedAt) throw forbidden(OUR_MSG.confirmEmailFirst);
}

/** A sign-in halfway: the password (or a reset link) is proved, the second factor is asked for next. */
async function pendSignIn(ctx: AppContext, user: UserRow, meta: RequestMeta): Promise<SecondFactorPending> {
  const secondFactorToken = await pendSecondFactor(ctx, user.id);
  await audit(ctx, { action: 'login.password', actorId: user.id, targetId: user.id, ip: meta.ip });
  return {
    session: null,
    result: {
      ...sessionResult(user, ''),
      secondFactorToken,
      testSecondFactorCode: testSecondFactorCode(ctx, secondFactorToken),
    },
  };
}

export async function login(
  ctx: AppContext,
  input: { email: string; password: string; kind: Role; proof: string },
  meta: RequestMeta,
): Promise<SignedIn | SecondFactorPending> {
  await hit(ctx, LIMITS.loginIp, meta.ip);
  await hit(ctx, LIMITS.loginEmail, `${input.email}|${meta.ip}`);
  await checkProof(ctx, 'login', input.proof, { ip: meta.ip, email: input.email });

  const accounts = await findUsersByEmail(ctx.db, input.email);
  const user = accounts.find((a) => a.role === input.kind);
  if (!user) {
    // Tell "wrong login page" only to someone who knows the password of the other account.
    for (const other of accounts) {
      if (await verifyPassword(other.passwordHash, input.password)) throw forbidden(OUR_MSG.wrongLoginPage);
    }
    if (!accounts.length) await verifyPassword(await dummyPasswordHash(), input.password);
    await audit(ctx, {
      action: 'login.failed',
      detail: { kind: input.kind, reason: 'unknown' },
      ip: meta.ip,
    });
    await notePressure(ctx, { ip: meta.ip, email: input.email });
    throw unauthorized(OUR_MSG.invalidCredentials);
  }
  const now = ctx.now();
  // Too many wrong passwords for this account from this client: answered exactly as an unknown
  // e-mail (same message, same hashing work), so a stranger learns nothing and locks nobody out:
  // the owner signs in from any other address, and from this one when the window ends.
  const failuresKey = `${user.id}|${meta.ip}`;
  if (await limitReached(ctx, LIMITS.loginFailures, failuresKey)) {
    await verifyPassword(await dummyPasswordHash(), input.password);
    await audit(ctx, {
      action: 'login.failed',
      targetId: user.id,
      detail: { reason: 'too-many-failures' },
      ip: meta.ip,
    });
    await notePressure(ctx, { ip: meta.ip, email: input.email });
    throw unauthorized(OUR_MSG.invalidCredentials);
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await countHit(ctx, LIMITS.loginFailures, failuresKey);
    await audit(ctx, {
      action: 'login.failed',
      targetId: user.id,
      detail: { reason: 'password' },
      ip: meta.ip,
    });
    await notePressure(ctx, { ip: meta.ip, email: input.email });
    throw unauthorized(OUR_MSG.invalidCredentials);
  }
  await refuseInactive(ctx, user, meta);
  if (await needsSecondFactor(ctx, user)) return pendSignIn(ctx, user, meta);
  await recordSuccessfulLogin(ctx.db, user.id, now);
  await audit(ctx, { action: 'login', actorId: user.id, targetId: user.id, ip: meta.ip });
  return signIn(ctx, user, meta);
}

/** The second step of a sign-in with a second factor: an authenticator code or a recovery code. */
export async function verifySecondFactor(
  ctx: AppContext,
  input: { secondFactorToken: string; code: string },
  meta: RequestMeta,
): Promise<SignedIn> {
  await hit(ctx, LIMITS.loginIp, meta.ip);
  const tokenHash = sha256(input.secondFactorToken);
  const pending = await trySecondFactorChallenge(ctx.db, tokenHash, ctx.now(), SECOND_FACTOR_TRIES);
  if (!pending) throw unauthorized(OUR_MSG.secondFactorExpired);
  const user = await findUserById(ctx.db, pending.userId);
  if (!user || user.deletedAt || user.loginStatus !== 'active')
    throw unauthorized(OUR_MSG.secondFactorExpired);
  const factor =
    input.code === testSecondFactorCode(ctx, input.secondFactorToken)
      ? 'test'
      : await takeSecondFactorCode(ctx, user.id, input.code);
  if (!factor) {
    await audit(ctx, {
      action: 'login.failed',
      targetId: user.id,
      detail: { reason: 'second-factor' },
      ip: meta.ip,
    });
    throw unauthorized(OUR_MSG.secondFactorWrong);
  }
  await deleteSecondFactorChallenge(ctx.db, tokenHash);
  await recordSuccessfulLogin(ctx.db, user.id, ctx.now());
  await audit(ctx, {
    action: 'login',
    actorId: user.id,
    targetId: user.id,
    detail: { secondFactor: factor },
    ip: meta.ip,
  });
  return signIn(ctx, user, meta, { secondFactorAt: ctx.now() });
}

/**
 * The challenge of a passkey sign-in: for anyone (the passkey tells who), or, with the token of a
 * password sign-in halfway, for that user's passkeys only (the try is counted like a code's).
 */
export async function passkeySignInOptions(
  ctx: AppContext,
  input: { secondFactorToken?: string },
  meta: RequestMeta,
) {
  await hit(ctx, LIMITS.loginIp, meta.ip);
  if (!input.secondFactorToken) return authenticationOptions(ctx, null);
  const pending = await trySecondFactorChallenge(
    ctx.db,
    sha256(input.secondFactorToken),
    ctx.now(),
    SECOND_FACTOR_TRIES,
  );
  if (!pending) throw unauthorized(OUR_MSG.secondFactorExpired);
  return authenticationOptions(ctx, pending.userId);
}

/**
 * Signs in with a passkey: alone, on the sign-in page of the user's kind (the passkey is both
 * factors: the device, and the person it verified), or as the second step of a password sign-in
 * (`secondFactorToken`). Either way the same session as a password sign-in.
 */
export async function signInWithPasskey(
  ctx: AppContext,
  input: { kind: Role; secondFactorToken?: string; response: AuthenticationResponseJSON },
  meta: RequestMeta,
): Promise<SignedIn> {
  await hit(ctx, LIMITS.loginIp, meta.ip);
  let pendingUserId: number | null = null;
  const tokenHash = input.secondFactorToken ? sha256(input.secondFactorToken) : null;
  if (tokenHash) {
    const pending = await trySecondFactorChallenge(ctx.db, tokenHash, ctx.now(), SECOND_FACTOR_TRIES);
    if (!pending) throw unauthorized(OUR_MSG.secondFactorExpired);
    pendingUserId = pending.userId;
  }
  const check = await checkPasskeyAssertion(
    ctx,
    input.response,
    tokenHash ? 'second-factor' : 'sign-in',
    pendingUserId,
  );
  if (!check.ok) {
    await audit(ctx, {
      action: 'login.failed',
      targetId: pendingUserId,
      detail: { kind: input.kind, reason: `passkey-${check.reason}` },
      ip: meta.ip,
    });
    await notePressure(ctx, { ip: meta.ip });
    throw unauthorized(check.reason === 'unknown' ? OUR_MSG.passkeyUnknown : OUR_MSG.passkeyFailed);
  }
  const user = await findUserById(ctx.db, check.passkey.userId);
  if (!user || user.deletedAt) throw unauthorized(OUR_MSG.passkeyUnknown);
  if (user.role !== input.kind) throw forbidden(OUR_MSG.wrongLoginPage);
  await refuseInactive(ctx, user, meta);
  if (tokenHash) await deleteSecondFactorChallenge(ctx.db, tokenHash);
  await recordSuccessfulLogin(ctx.db, user.id, ctx.now());
  await audit(ctx, {
    action: 'login',
    actorId: user.id,
    targetId: user.id,
    detail: { passkey: check.passkey.code, secondFactor: 'passkey' },
    ip: meta.ip,
  });
  return signIn(ctx, user, meta, { secondFactorAt: ctx.now() });
}

export async function logout(ctx: AppContext, user: AuthUser | null) {
  if (user) {
    await endSession(ctx, user.sessionId, user.id);
    await audit(ctx, { action: 'logout', actorId: user.id, targetId: user.id });
  }
}

/**
 * Change password and account deletion ask for the current password: after
 * LIMITS.currentPassword wrong ones, 429 until the window ends (a stolen session cannot guess it).
 * An admin signed in as the user counts on a counter of the admin's own: the admin's guesses must
 * not spend the owner's tries (and lock the owner out of their own change).
 */
export async function refuseAfterWrongPasswords(ctx: AppContext, user: PasswordTrier) {
  if (await limitReached(ctx, LIMITS.currentPassword, triesKey(user)))
    throw new ApiError(429, OUR_MSG.tooManyWrongPasswords);
}

/** Counts a wrong current password (see refuseAfterWrongPasswords). */
export async function countWrongPassword(ctx: AppContext, user: PasswordTrier) {
  await countHit(ctx, LIMITS.currentPassword, triesKey(user));
}

type PasswordTrier = Pick<AuthUser, 'id' | 'impersonatorId'>;
const triesKey = (user: PasswordTrier) =>
  user.impersonatorId ? `as:${user.impersonatorId}:${user.id}` : String(user.id);

export async function changePassword(
  ctx: AppContext,
  user: AuthUser,
  input: { password: string; oldPassword: string },
) {
  await refuseAfterWrongPasswords(ctx, user);
  const row = await findUserById(ctx.db, user.id);
  if (!row || !(await verifyPassword(row.passwordHash, input.oldPassword))) {
    await countWrongPassword(ctx, user);
    throw badRequest(OUR_MSG.oldPasswordWrong, { oldPassword: OUR_MSG.oldPasswordWrong });
  }
  if (input.password === input.oldPassword)
    throw badRequest(OUR_MSG.samePassword, { password: OUR_MSG.samePassword });
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await updatePasswordHash(tx, user.id, passwordHash, ctx.now());
    // The spec clears the form on success (spec 3, the success alerts): the user stays signed in
    // here, and every other session (another device, someone who knew the old password) ends.
    await endAllSessions({ ...ctx, db: tx }, user.id, user.sessionId);
    // A reset link mailed before the change would undo it: every outstanding one ends.
    await endPasswordResets(tx, user.id, ctx.now());
  });
  await audit(ctx, { action: 'password.change', actorId: user.impersonatorId ?? user.id, targetId: user.id });
  return { Message: MSG.passwordUpdated };
}

/**
 * Forgot password: after the limits and the proof of work, one row is written whatever the e-mail, and
 * the same answer given; the links are made and mailed out of the request (processResetRequests,
 * run by the scheduler), so neither the answer nor its time tells whether an account exists.
 */
export async function forgotPassword(
  ctx: AppContext,
  input: { email: string; proof: string },
  meta: RequestMeta,
) {
  await hit(ctx, LIMITS.forgot, meta.ip);
  await checkProof(ctx, 'forgot-password', input.proof, { ip: meta.ip, email: input.email });
  // Many requests for one mailbox are an attack on it: the next ones for it ask for more work.
  await notePressure(ctx, { email: input.email });
  await hit(ctx, LIMITS.forgotEmail, input.email);
  await insertResetRequest(ctx.db, { email: input.email, ip: meta.ip, createdAt: ctx.now() });
  return { Message: OUR_MSG.forgotSent };
}

/** Makes and mails the reset links of pending forgot-password requests; returns how many were handled. */
export async function processResetRequests(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const handled = await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const requests = await claimResetRequests(tx, now, 50);
    for (const request of requests) {
      const accounts = (await findUsersByEmail(tx, request.email)).filter((a) => a.loginStatus === 'active');
      for (const account of accounts) {
        const token = newToken();
        await insertPasswordReset(tx, {
          tokenHash: sha256(token),
          userId: account.id,
          createdAt: now,
          expiresAt: new Date(now.getTime() + RESET_TTL_MS),
        });
        await queueMail(
          txCtx,
          passwordResetMail({
            to: account.email,
            name: account.name,
            language: account.language,
            role: account.role,
            link: `${ctx.config.publicUrl}/PlacementApp/reset-password?token=${token}`,
          }),
        );
        await audit(txCtx, { action: 'password.forgot', targetId: account.id, ip: request.ip });
      }
    }
    return requests.length;
  });
  await deleteProcessedResetRequests(ctx.db, new Date(now.getTime() - 86_400_000));
  return handled;
}

export async function resetPassword(
  ctx: AppContext,
  input: { token: string; password: string; proof: string },
  meta: RequestMeta,
): Promise<SignedIn | SecondFactorPending> {
  await hit(ctx, LIMITS.reset, meta.ip);
  await checkProof(ctx, 'reset-password', input.proof, { ip: meta.ip });
  const passwordHash = await hashPassword(input.password);
  const user = await ctx.db.transaction(async (tx) => {
    const userId = await consumePasswordReset(tx, sha256(input.token), ctx.now());
    if (!userId) throw badRequest(OUR_MSG.resetInvalid);
    const found = await findUserById(tx, userId);
    if (!found || found.deletedAt || found.loginStatus !== 'active') throw badRequest(OUR_MSG.resetInvalid);
    await updatePasswordHash(tx, userId, passwordHash, ctx.now());
    await endAllSessions({ ...ctx, db: tx }, userId);
    // A link opened from the mailbox proves the e-mail as well.
    await confirmEmail(tx, userId, ctx.now());
    // The other links mailed to this user end with this one.
    await endPasswordResets(tx, userId, ctx.now());
    return found;
  });
  await audit(ctx, { action: 'password.reset', actorId: user.id, targetId: user.id, ip: meta.ip });
  // The link proves the mailbox, not the second factor: an account with one is asked for it next.
  if (await needsSecondFactor(ctx, user)) return pendSignIn(ctx, user, meta);
  return signIn(ctx, user, meta);
}

export async function loginAs(
  ctx: AppContext,
  admin: AuthUser,
  code: string,
  meta: RequestMeta,
): Promise<SignedIn> {
  const target = await findUserByCode(ctx.db, code);
  if (!target) throw notFound(OUR_MSG.userNotFound);
  if (target.role === 'admin') throw forbidden(OUR_MSG.cannotLoginAsAdmin);
  if (target.loginStatus !== 'active') throw forbidden(OUR_MSG.accountBlocked);
  requireRecentSecondFactor(ctx, admin);
  await audit(ctx, {
    action: 'login-as',
    actorId: admin.id,
    targetId: target.id,
    detail: { targetCode: target.code, targetRole: target.role },
    ip: meta.ip,
  });
  await endSession(ctx, admin.sessionId, admin.id);
  return signIn(ctx, target, meta, { impersonatorId: admin.id });
}

export async function setLoginStatus(
  ctx: AppContext,
  admin: AuthUser,
  input: { userCode: string; status?: 'active' | 'blocked' },
) {
  const target = await findUserByCode(ctx.db, input.userCode);
  if (!target) throw notFound(OUR_MSG.userNotFound);
  if (target.id === admin.id) throw forbidden(OUR_MSG.forbidden);
  const loginStatus = input.status ?? (target.loginStatus === 'active' ? 'blocked' : 'active');
  await ctx.db.transaction(async (tx) => {
    await updateLoginStatus(tx, target.id, loginStatus, ctx.now());
    if (loginStatus === 'blocked') await endAllSessions({ ...ctx, db: tx }, target.id);
  });
  await audit(ctx, {
    action: 'user.login-status',
    actorId: admin.id,
    targetId: target.id,
    detail: { userCode: target.code, before: { loginStatus: target.loginStatus }, after: { loginStatus } },
  });
  return { userCode: target.code, loginStatus };
}

/** Creates a sign-in account (admin command, registration, demo data). */
export async function createAccount(
  ctx: AppContext,
  input: {
    role: Role;
    email: string;
    password: string;
    name: string;
    mobile?: string;
    registrationType?: string;
    /** False: the e-mail is proved later by the mailed link (employer registration). */
    emailConfirmed?: boolean;
    /** The language chosen on the registration page (default English). */
    language?: Language;
  },
): Promise<UserRow> {
  const now = ctx.now();
  return insertUser(ctx.db, {
    emailConfirmedAt: input.emailConfirmed === false ? null : now,
    code: newCode(),
    role: input.role,
    email: input.email.trim().toLowerCase(),
    passwordHash: await hashPassword(input.password),
    name: input.name,
    mobile: input.mobile ?? '',
    registrationType: input.registrationType ?? '',
    language: input.language ?? DEFAULT_LANGUAGE,
    createdAt: now,
    modifiedAt: now,
    passwordChangedAt: now,
  });
}
