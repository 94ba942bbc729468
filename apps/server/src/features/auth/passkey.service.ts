import { createHmac, randomBytes } from 'node:crypto';
import { MAX_PASSKEYS, type PasskeyItem } from '@pp/contract/auth';
import { toEpochSeconds } from '@pp/contract/format';
import { OUR_MSG } from '@pp/contract/messages';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { type PasskeyChange, passkeyChangedMail } from '../../mail-templates/auth.ts';
import { audit } from '../../platform/audit.ts';
import { newCode, sha256 } from '../../platform/codes.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { queueMail } from '../../platform/mailer.ts';
import { serverKey } from '../../platform/proof-of-work.repo.ts';
import type { AuthUser } from '../../platform/session.ts';
import { webUrl } from '../../platform/web-url.ts';
import {
  countUserPasskeys,
  deleteExpiredPasskeyChallenges,
  deletePasskeyRow,
  findOwnPasskey,
  findPasskeyByCredential,
  insertPasskey,
  insertPasskeyChallenge,
  listUserPasskeys,
  type PasskeyPurpose,
  type PasskeyRow,
  renamePasskeyRow,
  takePasskeyChallenge,
  usePasskey,
} from './passkey.repo.ts';

/**
 * Passkeys (ours: WebAuthn through @simplewebauthn/server) for every kind of user: a way in
 * without a password, and a second factor. The relying party is the portal's own address
 * (PUBLIC_URL): its host is the RP id and its origin the only one accepted. Every ceremony asks
 * the authenticator to verify the person (PIN, fingerprint, face: checked on the device, nothing
 * of it reaches us), and its challenge is taken once, by the ceremony and user it was made for,
 * within CHALLENGE_TTL_MS.
 */

const RP_NAME = 'ICSI Placement Portal';
/** Long enough for the browser's autofill offer to wait while a person reads the sign-in page. */
export const PASSKEY_CHALLENGE_TTL_MS = 10 * 60_000;

export function relyingParty(ctx: AppContext) {
  const url = new URL(ctx.config.publicUrl);
  return { rpID: url.hostname, origin: url.origin };
}

const handleKeys = new WeakMap<object, Promise<string>>();

/**
 * The user handle the authenticator keeps with a passkey: opaque (an HMAC of the user's id under
 * a server key), the same for all of a user's passkeys, and telling nothing about the user.
 */
async function userHandle(ctx: AppContext, userId: number): Promise<Uint8Array<ArrayBuffer>> {
  let key = handleKeys.get(ctx.config);
  if (!key) {
    key = serverKey(ctx.db, 'passkey-user-handle', () => randomBytes(32).toString('base64url'));
    key.catch(() => handleKeys.delete(ctx.config));
    handleKeys.set(ctx.config, key);
  }
  const digest = createHmac('sha256', await key)
    .update(`user:${userId}`)
    .digest();
  return new Uint8Array(digest);
}

/** A new challenge, kept (hashed) for `purpose` and `userId`; the browser signs its base64url form. */
async function newChallenge(ctx: AppContext, purpose: PasskeyPurpose, userId: number | null) {
  const challenge = new Uint8Array(randomBytes(32));
  // Clean up now and then rather than on a timer: any process may do it.
  if (Math.random() < 0.05) await deleteExpiredPasskeyChallenges(ctx.db, ctx.now());
  await insertPasskeyChallenge(ctx.db, {
    challengeHash: sha256(Buffer.from(challenge).toString('base64url')),
    purpose,
    userId,
    expiresAt: new Date(ctx.now().getTime() + PASSKEY_CHALLENGE_TTL_MS),
  });
  return challenge;
}

/** simplewebauthn's `expectedChallenge`: the challenge the browser signed, taken once. */
const takenChallenge =
  (ctx: AppContext, purpose: PasskeyPurpose, userId: number | null) => (challenge: string) =>
    takePasskeyChallenge(ctx.db, sha256(challenge), purpose, userId, ctx.now());

export function toPasskeyItem(row: PasskeyRow): PasskeyItem {
  return {
    code: row.code,
    name: row.name,
    createdAt: toEpochSeconds(row.createdAt),
    lastUsedAt: row.lastUsedAt ? toEpochSeconds(row.lastUsedAt) : null,
    backedUp: row.backedUp,
  };
}

/**
 * An admin signed in as the user may look, never change: a passkey the admin added would let
 * them in as the user later, unseen.
 */
function refuseUnderLoginAs(user: AuthUser) {
  if (user.impersonatorId) throw forbidden(OUR_MSG.passkeyOwnerOnly);
}

async function auditAndMail(
  ctx: AppContext,
  user: AuthUser,
  change: PasskeyChange,
  passkey: PasskeyRow,
  ip: string,
) {
  await audit(ctx, {
    action: `passkey.${change === 'added' ? 'add' : change === 'renamed' ? 'rename' : 'remove'}`,
    actorId: user.id,
    targetId: user.id,
    detail: { passkey: passkey.code, name: passkey.name },
    ip,
  });
  await queueMail(
    ctx,
    passkeyChangedMail({
      to: user.email,
      name: user.name,
      language: user.language,
      change,
      passkeyName: passkey.name,
      accountUrl: webUrl(ctx, `/${user.role}/change-password`),
    }),
  );
}

export async function passkeysOf(ctx: AppContext, user: AuthUser) {
  return { passkeys: (await listUserPasskeys(ctx.db, user.id)).map(toPasskeyItem) };
}

/** Whether the user has a passkey (a second factor, for `hasSecondFactor`). */
export async function hasPasskey(ctx: AppContext, userId: number): Promise<boolean> {
  return (await countUserPasskeys(ctx.db, userId)) > 0;
}

export async function registrationOptions(ctx: AppContext, user: AuthUser) {
  refuseUnderLoginAs(user);
  const existing = await listUserPasskeys(ctx.db, user.id);
  if (existing.length >= MAX_PASSKEYS) throw conflict(OUR_MSG.passkeyTooMany);
  const { rpID } = relyingParty(ctx);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID,
    userName: user.email,
    userID: await userHandle(ctx, user.id),
    userDisplayName: user.name,
    challenge: await newChallenge(ctx, 'register', user.id),
    timeout: PASSKEY_CHALLENGE_TTL_MS,
    attestationType: 'none',
    // The authenticator already holding one of these makes no second passkey for the account.
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  return { ...options };
}

export async function registerPasskey(
  ctx: AppContext,
  user: AuthUser,
  input: { name: string; response: RegistrationResponseJSON },
  ip: string,
): Promise<PasskeyItem> {
  refuseUnderLoginAs(user);
  const { rpID, origin } = relyingParty(ctx);
  const verification = await verifyRegistrationResponse({
    response: input.response,
    expectedChallenge: takenChallenge(ctx, 'register', user.id),
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
  }).catch((err: Error) => {
    ctx.log.info({ err: err.message }, 'passkey registration refused');
    return null;
  });
  if (!verification?.verified) throw badRequest(OUR_MSG.passkeyFailed);
  const info = verification.registrationInfo;
  if ((await countUserPasskeys(ctx.db, user.id)) >= MAX_PASSKEYS) throw conflict(OUR_MSG.passkeyTooMany);
  return ctx.db.transaction(async (tx) => {
    const row = await insertPasskey(tx, {
      code: newCode(),
      userId: user.id,
      credentialId: info.credential.id,
      publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
      counter: info.credential.counter,
      transports: info.credential.transports ?? input.response.response.transports ?? [],
      name: input.name,
      backedUp: info.credentialBackedUp,
      createdAt: ctx.now(),
    });
    if (!row) throw conflict(OUR_MSG.passkeyExists);
    await auditAndMail({ ...ctx, db: tx }, user, 'added', row, ip);
    return toPasskeyItem(row);
  });
}

export async function renamePasskey(
  ctx: AppContext,
  user: AuthUser,
  code: string,
  name: string,
  ip: string,
): Promise<PasskeyItem> {
  refuseUnderLoginAs(user);
  const passkey = await findOwnPasskey(ctx.db, user.id, code);
  if (!passkey) throw notFound(OUR_MSG.passkeyNotFound);
  return ctx.db.transaction(async (tx) => {
    const row = await renamePasskeyRow(tx, passkey.id, name);
    if (!row) throw notFound(OUR_MSG.passkeyNotFound);
    await auditAndMail({ ...ctx, db: tx }, user, 'renamed', row, ip);
    return toPasskeyItem(row);
  });
}

export async function removePasskey(ctx: AppContext, user: AuthUser, code: string, ip: string) {
  refuseUnderLoginAs(user);
  const passkey = await findOwnPasskey(ctx.db, user.id, code);
  if (!passkey) throw notFound(OUR_MSG.passkeyNotFound);
  await ctx.db.transaction(async (tx) => {
    await deletePasskeyRow(tx, passkey.id);
    await auditAndMail({ ...ctx, db: tx }, user, 'removed', passkey, ip);
  });
  return { Message: OUR_MSG.passkeyRemoved };
}

/**
 * Options to sign in with a passkey: with no user (any passkey the browser holds for the portal,
 * the autofill offer included), or for a password sign-in's second step (only that user's).
 */
export async function authenticationOptions(ctx: AppContext, forUserId: number | null) {
  const { rpID } = relyingParty(ctx);
  const mine = forUserId === null ? [] : await listUserPasskeys(ctx.db, forUserId);
  const options = await generateAuthenticationOptions({
    rpID,
    challenge: await newChallenge(ctx, forUserId === null ? 'sign-in' : 'second-factor', forUserId),
    timeout: PASSKEY_CHALLENGE_TTL_MS,
    userVerification: 'required',
    allowCredentials: mine.map((p) => ({ id: p.credentialId, transports: p.transports })),
  });
  return { ...options };
}

export type PasskeyCheck =
  | { ok: true; passkey: PasskeyRow }
  | { ok: false; reason: 'unknown' | 'signature' | 'counter' | 'user' };

/**
 * Checks a passkey's signature: the passkey known, the challenge the one issued for `purpose`
 * (and `userId`, for a second step), the origin and RP id ours, the person verified, and the
 * counter past the one last seen (a copied authenticator or a replayed answer is refused).
 * Records the counter and the time of use.
 */
export async function checkPasskeyAssertion(
  ctx: AppContext,
  response: AuthenticationResponseJSON,
  purpose: 'sign-in' | 'second-factor',
  userId: number | null,
): Promise<PasskeyCheck> {
  const passkey = await findPasskeyByCredential(ctx.db, response.id);
  if (!passkey) return { ok: false, reason: 'unknown' };
  if (userId !== null && passkey.userId !== userId) return { ok: false, reason: 'user' };
  const handle = Buffer.from(await userHandle(ctx, passkey.userId)).toString('base64url');
  if (response.response.userHandle && response.response.userHandle !== handle)
    return { ok: false, reason: 'user' };
  const { rpID, origin } = relyingParty(ctx);
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: takenChallenge(ctx, purpose, userId),
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: passkey.credentialId,
      publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
      counter: passkey.counter,
      transports: passkey.transports,
    },
    requireUserVerification: true,
  }).catch((err: Error) => {
    ctx.log.info({ err: err.message }, 'passkey sign-in refused');
    return { error: err.message };
  });
  if ('error' in verification || !verification.verified)
    return {
      ok: false,
      reason: 'error' in verification && /counter/i.test(verification.error) ? 'counter' : 'signature',
    };
  const info = verification.authenticationInfo;
  const recorded = await usePasskey(
    ctx.db,
    passkey.id,
    passkey.counter,
    info.newCounter,
    info.credentialBackedUp,
    ctx.now(),
  );
  if (!recorded) return { ok: false, reason: 'counter' };
  return { ok: true, passkey };
}
