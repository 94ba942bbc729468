import { getStats } from '@pp/contract/admin';
import {
  confirmTotp,
  forgotPassword,
  login,
  loginAs,
  me,
  resetPassword,
  resetSecondFactor,
  reverifySecondFactor,
  startTotp,
  turnOffSecondFactor,
  verifySecondFactor,
} from '@pp/contract/auth';
import type { Role } from '@pp/contract/endpoint';
import { OUR_MSG } from '@pp/contract/messages';
import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outbox } from '../../db/schema/comm.ts';
import { recoveryCodes, totpFactors } from '../../db/schema/users.ts';
import {
  call,
  createTestApp,
  encodePassword,
  makeUser,
  TEST_PASSWORD,
  type TestApp,
} from '../../test/harness.ts';
import { signedInUser, signIn, solvedProof, totpSecretOf } from '../../test/sign-in.ts';
import { processResetRequests } from './auth.service.ts';
import {
  RECENT_SECOND_FACTOR_MS,
  RECOVERY_CODE_COUNT,
  resetAdminSecondFactorByEmail,
  SECOND_FACTOR_TRIES,
  SECOND_FACTOR_TTL_MS,
  testSecondFactorCode,
} from './second-factor.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The app's clock in seconds, `shift` seconds away: a phone whose clock is off. */
const epochOf = (shift = 0) => Math.floor(t.ctx.now().getTime() / 1000) + shift;
const codeAt = (secret: string, shift = 0) => generate({ secret, epoch: epochOf(shift) });
/** Moves the app to the start of the next 30-second step, so the codes of a test do not straddle one. */
const nextStep = () => t.advance(30_000 - (t.ctx.now().getTime() % 30_000) + 1_000);

/** A member with an authenticator app set up: its secret and recovery codes. */
async function withTotp() {
  const user = await makeUser(t, 'member');
  const token = await signIn(t, user.email, 'member');
  const setup = await call(t.app, startTotp, {}, { token });
  expect(setup.status).toBe(200);
  const { secret, uri, qrSvg } = setup.body.result!;
  nextStep();
  const confirmed = await call(t.app, confirmTotp, { body: { code: await codeAt(secret) } }, { token });
  expect(confirmed.status, confirmed.body.error.Message).toBe(200);
  return { user, token, secret, uri, qrSvg, recovery: confirmed.body.result!.recoveryCodes };
}

async function passwordStep(email: string, kind: Role = 'member') {
  const res = await call(t.app, login, {
    body: {
      email,
      password: encodePassword(TEST_PASSWORD),
      kind,
      ...(await solvedProof(t, 'login', { email })),
    },
  });
  expect(res.status, res.body.error.Message).toBe(200);
  return res;
}

const verify = (secondFactorToken: string, code: string) =>
  call(t.app, verifySecondFactor, { body: { secondFactorToken, code } });

describe('setting up an authenticator app', () => {
  it('gives the secret as text and as a QR code, turns on with a right code, and shows recovery codes once', async () => {
    const user = await makeUser(t, 'member');
    const token = await signIn(t, user.email, 'member');
    const setup = await call(t.app, startTotp, {}, { token });
    const { secret, uri, qrSvg } = setup.body.result!;
    expect(secret).toMatch(/^[A-Z2-7]{26,}$/);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(qrSvg).toContain('<svg');

    nextStep();
    const wrong = await call(t.app, confirmTotp, { body: { code: '000000' } }, { token });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields?.code).toBe(OUR_MSG.secondFactorWrong);

    const confirmed = await call(t.app, confirmTotp, { body: { code: await codeAt(secret) } }, { token });
    expect(confirmed.status).toBe(200);
    const codes = confirmed.body.result!.recoveryCodes;
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    // Kept hashed: no code is in the database as shown.
    const stored = await t.ctx.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored).toHaveLength(RECOVERY_CODE_COUNT);
    for (const row of stored) expect(codes).not.toContain(row.codeHash);
    // Set up once: a second set-up is refused and the codes are not shown again.
    expect((await call(t.app, startTotp, {}, { token })).status).toBe(409);
    expect((await call(t.app, confirmTotp, { body: { code: await codeAt(secret) } }, { token })).status).toBe(
      409,
    );
    const [row] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'second-factor.totp.on'), eq(auditLog.targetId, user.id)));
    expect(row).toBeTruthy();
  });
});

describe('signing in with an authenticator app', () => {
  it('gives no session for the password alone, and one for a right code', async () => {
    const { user, secret } = await withTotp();
    const first = await passwordStep(user.email);
    expect(first.body.result!.token).toBe('');
    expect(first.res.headers['set-cookie']).toBeUndefined();
    const pending = first.body.result!.secondFactorToken!;
    expect(pending.length).toBeGreaterThan(20);
    // The half-done sign-in is no session.
    expect((await call(t.app, me, {}, { token: pending })).status).toBe(401);

    nextStep();
    const done = await verify(pending, await codeAt(secret));
    expect(done.status, done.body.error.Message).toBe(200);
    expect(String(done.res.headers['set-cookie'])).toMatch(/pp_session=/);
    const who = await call(t.app, me, {}, { token: done.body.result!.token });
    expect(who.body.result).toMatchObject({ userCode: user.code });
  });

  it('accepts a phone clock one step off either way, and refuses two steps off', async () => {
    const { user, secret } = await withTotp();
    for (const [shift, ok] of [
      [-30, true],
      [30, true],
      [-60, false],
      [60, false],
    ] as const) {
      // Two steps on: the step before is newer than the last code taken (taken ones are refused).
      nextStep();
      nextStep();
      const pending = (await passwordStep(user.email)).body.result!.secondFactorToken!;
      const res = await verify(pending, await codeAt(secret, shift));
      expect(res.status, `${shift} s`).toBe(ok ? 200 : 401);
      if (!ok) expect(res.body.error.Message).toBe(OUR_MSG.secondFactorWrong);
    }
  });

  it('takes each code once: the same code again is refused', async () => {
    const { user, secret } = await withTotp();
    nextStep();
    const code = await codeAt(secret);
    expect(
      (await verify((await passwordStep(user.email)).body.result!.secondFactorToken!, code)).status,
    ).toBe(200);
    const replay = await verify((await passwordStep(user.email)).body.result!.secondFactorToken!, code);
    expect(replay.status).toBe(401);
    expect(replay.body.error.Message).toBe(OUR_MSG.secondFactorWrong);
  });

  it('takes a recovery code once, in any case and with or without its dash', async () => {
    const { user, recovery } = await withTotp();
    const [code] = recovery as [string];
    const typed = code.replace('-', ' ').toLowerCase();
    const ok = await verify((await passwordStep(user.email)).body.result!.secondFactorToken!, typed);
    expect(ok.status, ok.body.error.Message).toBe(200);
    const again = await verify((await passwordStep(user.email)).body.result!.secondFactorToken!, code);
    expect(again.status).toBe(401);
    // Another user's code is no code for this one.
    const other = await withTotp();
    const foreign = await verify(
      (await passwordStep(user.email)).body.result!.secondFactorToken!,
      other.recovery[0]!,
    );
    expect(foreign.status).toBe(401);
    const stored = await t.ctx.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored.filter((r) => r.usedAt)).toHaveLength(1);
  });

  it(`allows ${SECOND_FACTOR_TRIES} tries and a few minutes per sign-in`, async () => {
    const { user, secret } = await withTotp();
    const pending = (await passwordStep(user.email)).body.result!.secondFactorToken!;
    for (let i = 0; i < SECOND_FACTOR_TRIES; i++) expect((await verify(pending, '000000')).status).toBe(401);
    nextStep();
    const spent = await verify(pending, await codeAt(secret));
    expect(spent.status).toBe(401);
    expect(spent.body.error.Message).toBe(OUR_MSG.secondFactorExpired);

    const late = (await passwordStep(user.email)).body.result!.secondFactorToken!;
    t.advance(SECOND_FACTOR_TTL_MS + 1_000);
    const expired = await verify(late, await codeAt(secret));
    expect(expired.status).toBe(401);
    expect(expired.body.error.Message).toBe(OUR_MSG.secondFactorExpired);
  });

  it('signs in as before without a second factor, and an unconfirmed set-up asks for none', async () => {
    const user = await makeUser(t, 'member');
    const token = await signIn(t, user.email, 'member');
    await call(t.app, startTotp, {}, { token });
    const [row] = await t.ctx.db.select().from(totpFactors).where(eq(totpFactors.userId, user.id));
    expect(row?.confirmedAt).toBeNull();
    const res = await passwordStep(user.email);
    expect(res.body.result!.token).not.toBe('');
    expect(res.body.result!.secondFactorToken).toBeUndefined();
  });
});

describe('a password reset by the mailed link', () => {
  it('signs in no account with a second factor: the link proves the mailbox, the code is asked for next', async () => {
    const { user, secret } = await withTotp();
    await call(t.app, forgotPassword, {
      body: { email: user.email, ...(await solvedProof(t, 'forgot-password')) },
    });
    await processResetRequests(t.ctx);
    const mails = await t.ctx.db.select().from(outbox).where(eq(outbox.toAddress, user.email));
    const token = mails.map((m) => /token=([A-Za-z0-9_-]+)/.exec(m.textBody)?.[1]).find(Boolean)!;
    const reset = await call(t.app, resetPassword, {
      body: { token, password: encodePassword('Fresh@789'), ...(await solvedProof(t, 'reset-password')) },
    });
    expect(reset.status, reset.body.error.Message).toBe(200);
    expect(reset.body.result!.token).toBe('');
    expect(reset.res.headers['set-cookie']).toBeUndefined();
    const pending = reset.body.result!.secondFactorToken!;
    expect((await call(t.app, me, {}, { token: pending })).status).toBe(401);
    nextStep();
    const done = await verify(pending, await codeAt(secret));
    expect(done.status, done.body.error.Message).toBe(200);
    expect((await call(t.app, me, {}, { token: done.body.result!.token })).body.result).toMatchObject({
      userCode: user.code,
    });
  });
});

describe('a lost second factor', () => {
  it('is reset by another admin: audited, mailed, and the password alone signs in again', async () => {
    const { user } = await withTotp();
    const { user: admin, token: adminToken } = await signedInUser(t, 'admin');
    const res = await call(t.app, resetSecondFactor, { params: { code: user.code } }, { token: adminToken });
    expect(res.status, res.body.error.Message).toBe(200);
    expect(res.body.result!.Message).toBe(OUR_MSG.secondFactorResetDone);

    const signedIn = await passwordStep(user.email);
    expect(signedIn.body.result!.token).not.toBe('');
    expect(signedIn.body.result!.secondFactorToken).toBeUndefined();
    expect(await t.ctx.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toEqual([]);
    // The old app's codes are no use any more; a new one can be set up.
    expect(await t.ctx.db.select().from(totpFactors).where(eq(totpFactors.userId, user.id))).toEqual([]);

    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'second-factor.reset'), eq(auditLog.targetId, user.id)));
    expect(entry?.actorId).toBe(admin.id);
    const mails = await t.ctx.db.select().from(outbox).where(eq(outbox.toAddress, user.email));
    expect(mails.map((m) => m.subject)).toContain('Your second factor was reset - placement portal');
  });

  it('is never reset by the admin whose factor it is, nor by anyone but an admin', async () => {
    const { user: admin, token } = await signedInUser(t, 'admin');
    const own = await call(t.app, resetSecondFactor, { params: { code: admin.code } }, { token });
    expect(own.status).toBe(403);
    expect(own.body.error.Message).toBe(OUR_MSG.secondFactorResetOwn);
    const { user: member } = await withTotp();
    const { token: employer } = await signedInUser(t, 'corporate');
    expect(
      (await call(t.app, resetSecondFactor, { params: { code: member.code } }, { token: employer })).status,
    ).toBe(403);
    expect((await passwordStep(member.email)).body.result!.secondFactorToken).toBeTruthy();
  });

  it('of an admin locked out entirely is reset on the server (npm run admin:reset-mfa), audited', async () => {
    const admin = await makeUser(t, 'admin');
    // (The sign-in sets up the admin's authenticator app: see the hold below.)
    await signIn(t, admin.email, 'admin');
    expect((await passwordStep(admin.email, 'admin')).body.result!.secondFactorToken).toBeTruthy();
    expect(await resetAdminSecondFactorByEmail(t.ctx.db, 'nobody@example.test', t.ctx.now())).toBeUndefined();
    const member = await makeUser(t, 'member');
    expect(await resetAdminSecondFactorByEmail(t.ctx.db, member.email, t.ctx.now())).toBeUndefined();

    expect((await resetAdminSecondFactorByEmail(t.ctx.db, admin.email, t.ctx.now()))?.id).toBe(admin.id);
    // The password alone signs in again, to set up a new app.
    const again = await passwordStep(admin.email, 'admin');
    expect(again.body.result!.secondFactorToken).toBeUndefined();
    expect(again.body.result!.token).not.toBe('');
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'second-factor.reset'), eq(auditLog.targetId, admin.id)));
    expect(entry?.detail).toEqual({ by: 'command line' });
  });
});

describe('admins sign in with a second factor', () => {
  it('holds an admin without one at set-up: the server refuses everything else until it is on', async () => {
    const admin = await makeUser(t, 'admin');
    const { token } = (await passwordStep(admin.email, 'admin')).body.result!;
    expect(token).not.toBe('');
    const who = await call(t.app, me, {}, { token });
    expect(who.status).toBe(200);
    expect(who.body.result!.secondFactorSetUp).toBe(true);
    const stats = await call(t.app, getStats, {}, { token });
    expect(stats.status).toBe(403);
    expect(stats.body.error.Message).toBe(OUR_MSG.secondFactorSetUpFirst);
    const member = await makeUser(t, 'member');
    const as = await call(t.app, loginAs, { params: { code: member.code } }, { token });
    expect(as.status).toBe(403);
    expect(as.body.error.Message).toBe(OUR_MSG.secondFactorSetUpFirst);

    // The set-up is open, and its first code lets the same session go on.
    const { secret } = (await call(t.app, startTotp, {}, { token })).body.result!;
    nextStep();
    const on = await call(t.app, confirmTotp, { body: { code: await codeAt(secret) } }, { token });
    expect(on.status, on.body.error.Message).toBe(200);
    expect((await call(t.app, me, {}, { token })).body.result!.secondFactorSetUp).toBe(false);
    expect((await call(t.app, getStats, {}, { token })).status).toBe(200);
  });

  it('holds nobody else: a member without one signs in as before', async () => {
    const member = await makeUser(t, 'member');
    const { token } = (await passwordStep(member.email)).body.result!;
    expect((await call(t.app, me, {}, { token })).body.result!.secondFactorSetUp).toBe(false);
  });
});

describe('login-as', () => {
  it("needs the admin's second factor within the last 15 minutes, proved again with a code", async () => {
    const admin = await makeUser(t, 'admin');
    const member = await makeUser(t, 'member');
    const fresh = await signIn(t, admin.email, 'admin');
    expect((await call(t.app, loginAs, { params: { code: member.code } }, { token: fresh })).status).toBe(
      200,
    );

    const token = await signIn(t, admin.email, 'admin');
    t.advance(RECENT_SECOND_FACTOR_MS + 1_000);
    const stale = await call(t.app, loginAs, { params: { code: member.code } }, { token });
    expect(stale.status).toBe(403);
    expect(stale.body.error.Message).toBe(OUR_MSG.secondFactorAgain);
    // The admin's other work goes on: only login-as asks.
    expect((await call(t.app, getStats, {}, { token })).status).toBe(200);

    const wrong = await call(t.app, reverifySecondFactor, { body: { code: '000000' } }, { token });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.Message).toBe(OUR_MSG.secondFactorWrong);
    nextStep();
    const code = await codeAt(totpSecretOf(admin.email));
    const again = await call(t.app, reverifySecondFactor, { body: { code } }, { token });
    expect(again.status, again.body.error.Message).toBe(200);
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'second-factor.again'), eq(auditLog.targetId, admin.id)));
    expect(entry?.detail).toEqual({ secondFactor: 'totp' });
    const now = await call(t.app, loginAs, { params: { code: member.code } }, { token });
    expect(now.status, now.body.error.Message).toBe(200);
  });

  it('asks again after five wrong codes only when the window ends', async () => {
    const admin = await makeUser(t, 'admin');
    const token = await signIn(t, admin.email, 'admin');
    for (let i = 0; i < 5; i++)
      expect((await call(t.app, reverifySecondFactor, { body: { code: '000000' } }, { token })).status).toBe(
        400,
      );
    nextStep();
    const code = await codeAt(totpSecretOf(admin.email));
    expect((await call(t.app, reverifySecondFactor, { body: { code } }, { token })).status).toBe(429);
  });
});

describe('the test-mode code of a pending sign-in', () => {
  it('is good for its own sign-in only, and never outside test mode', async () => {
    const { user } = await withTotp();
    const first = (await passwordStep(user.email)).body.result!;
    const second = (await passwordStep(user.email)).body.result!;
    expect(first.testSecondFactorCode).toBeTruthy();
    expect((await verify(second.secondFactorToken!, first.testSecondFactorCode!)).status).toBe(401);
    expect((await verify(first.secondFactorToken!, first.testSecondFactorCode!)).status).toBe(200);

    const live = await createTestApp({ PLACEMENT_TEST_MODE: '0' });
    try {
      expect(testSecondFactorCode(live.ctx, first.secondFactorToken!)).toBeUndefined();
    } finally {
      await live.close();
    }
  });
});

describe('the audit log', () => {
  it("carries the client's address on every entry a request writes, whether or not the service names it", async () => {
    const { user } = await withTotp();
    const { token } = await signedInUser(t, 'admin');
    const remoteAddress = '203.0.113.7';
    const res = await call(
      t.app,
      resetSecondFactor,
      { params: { code: user.code } },
      { token, remoteAddress },
    );
    expect(res.status, res.body.error.Message).toBe(200);
    const entries = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'second-factor.reset'), eq(auditLog.targetId, user.id)));
    expect(entries.map((e) => e.ip)).toEqual([remoteAddress]);
  });
});

describe("turning one's own second factor off", () => {
  const subjects = async (email: string) =>
    (await t.ctx.db.select().from(outbox).where(eq(outbox.toAddress, email))).map((m) => m.subject);

  it('is mailed when turned on; is turned off with the password again, audited and mailed', async () => {
    const { user, token } = await withTotp();
    expect(await subjects(user.email)).toContain('Your second factor was turned on - placement portal');

    const wrong = await call(
      t.app,
      turnOffSecondFactor,
      { body: { password: encodePassword('Wrong@2026') } },
      { token },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.Message).toBe(OUR_MSG.secondFactorOffProof);
    const bare = await call(t.app, turnOffSecondFactor, { body: {} }, { token });
    expect(bare.status).toBe(400);
    expect((await passwordStep(user.email)).body.result!.secondFactorToken).toBeTruthy();

    const off = await call(
      t.app,
      turnOffSecondFactor,
      { body: { password: encodePassword(TEST_PASSWORD) } },
      { token },
    );
    expect(off.status, off.body.error.Message).toBe(200);
    expect(off.body.result!.Message).toBe(OUR_MSG.secondFactorOff);
    expect((await passwordStep(user.email)).body.result!.secondFactorToken).toBeUndefined();
    expect(await subjects(user.email)).toContain('Your second factor was turned off - placement portal');
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'second-factor.off'), eq(auditLog.targetId, user.id)));
    expect(entry?.detail).toEqual({ proof: 'password' });
    const again = await call(t.app, turnOffSecondFactor, { body: { code: '123456' } }, { token });
    expect(again.body.error.Message).toBe(OUR_MSG.secondFactorNone);
  });

  it('is turned off with a recovery code; an admin keeps theirs', async () => {
    const { user, token, recovery } = await withTotp();
    const off = await call(t.app, turnOffSecondFactor, { body: { code: recovery[0]! } }, { token });
    expect(off.status, off.body.error.Message).toBe(200);
    expect((await passwordStep(user.email)).body.result!.secondFactorToken).toBeUndefined();

    const { token: admin } = await signedInUser(t, 'admin');
    const refused = await call(
      t.app,
      turnOffSecondFactor,
      { body: { password: encodePassword(TEST_PASSWORD) } },
      { token: admin },
    );
    expect(refused.status).toBe(403);
  });
});
