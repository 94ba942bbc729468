import {
  confirmTotp,
  listPasskeys,
  login,
  loginAs,
  me,
  passkeyAuthenticateOptions,
  passkeyAuthenticateVerify,
  passkeyRegisterOptions,
  passkeyRegisterVerify,
  removePasskey,
  renamePasskey,
  resetSecondFactor,
  startTotp,
} from '@pp/contract/auth';
import type { Role } from '@pp/contract/endpoint';
import { OUR_MSG } from '@pp/contract/messages';
import { and, desc, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/comm.ts';
import { passkeys } from '../../db/schema/users.ts';
import { mailsTo } from '../../test/fixtures/index.ts';
import {
  call,
  createTestApp,
  encodePassword,
  makeUser,
  TEST_PASSWORD,
  type TestApp,
} from '../../test/harness.ts';
import { signedInUser, signIn, solvedProof } from '../../test/sign-in.ts';
import { type Ceremony, SoftAuthenticator } from '../../test/soft-authenticator.ts';
import { PASSKEY_CHALLENGE_TTL_MS } from './passkey.service.ts';
import { hasSecondFactor } from './second-factor.service.ts';

/** The test app's PUBLIC_URL (test/harness.ts): the RP id is its host, the only origin accepted. */
const ORIGIN = 'http://portal.test';
const RP_ID = 'portal.test';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const authenticator = () => new SoftAuthenticator(ORIGIN, RP_ID);

async function registrationOptions(token: string) {
  const res = await call(t.app, passkeyRegisterOptions, {}, { token });
  expect(res.status, res.body.error.Message).toBe(200);
  return res.body.result!;
}

/** Adds a passkey made by `device` to the signed-in user; answers the server's reply. */
async function addPasskey(
  token: string,
  device: SoftAuthenticator,
  ceremony: Ceremony = {},
  name = 'My phone',
) {
  const options = await registrationOptions(token);
  return call(
    t.app,
    passkeyRegisterVerify,
    { body: { name, response: device.create(options, ceremony) } },
    { token },
  );
}

/** A user of `role` with one passkey: the user, its session token and the authenticator. */
async function userWithPasskey(role: Role = 'member') {
  const { user, token } = await signedInUser(t, role);
  const device = authenticator();
  const added = await addPasskey(token, device);
  expect(added.status, added.body.error.Message).toBe(200);
  return { user, token, device, passkey: added.body.result! };
}

async function signInOptions(secondFactorToken?: string) {
  const res = await call(t.app, passkeyAuthenticateOptions, { body: { secondFactorToken } });
  expect(res.status, res.body.error.Message).toBe(200);
  return res.body.result!;
}

function passkeySignIn(
  response: ReturnType<SoftAuthenticator['get']>,
  kind: Role = 'member',
  secondFactorToken?: string,
) {
  return call(t.app, passkeyAuthenticateVerify, { body: { kind, response, secondFactorToken } });
}

const storedPasskey = async (code: string) =>
  (await t.ctx.db.select().from(passkeys).where(eq(passkeys.code, code)))[0];

describe('adding a passkey', () => {
  it('keeps the public key for the signed-in user, asks for a verified person and a resident key, and audits and mails it', async () => {
    const { user, token } = await signedInUser(t, 'member');
    const options = await registrationOptions(token);
    expect(options.rp).toEqual({ name: expect.any(String), id: RP_ID });
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    // The user handle is opaque: neither the id, the code nor the e-mail.
    // 32 bytes of an HMAC. The id (a few digits) is compared whole: random bytes may hold its
    // digits by chance; the code and the e-mail are long enough to look for inside.
    const handle = Buffer.from((options.user as { id: string }).id, 'base64url');
    expect(handle).toHaveLength(32);
    expect(handle.equals(Buffer.from(String(user.id)))).toBe(false);
    for (const known of [user.code, user.email]) expect(handle.toString('latin1')).not.toContain(known);

    const device = authenticator();
    const added = await call(
      t.app,
      passkeyRegisterVerify,
      { body: { name: 'Pixel 9', response: device.create(options) } },
      { token },
    );
    expect(added.status, added.body.error.Message).toBe(200);
    expect(added.body.result).toMatchObject({ name: 'Pixel 9', lastUsedAt: null });

    const listed = await call(t.app, listPasskeys, {}, { token });
    expect(listed.body.result!.passkeys.map((p) => p.name)).toEqual(['Pixel 9']);
    const row = await storedPasskey(added.body.result!.code);
    expect(row).toMatchObject({
      userId: user.id,
      credentialId: device.id,
      counter: 0,
      transports: ['internal'],
    });

    const [audited] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'passkey.add'), eq(auditLog.targetId, user.id)));
    expect(audited?.detail).toMatchObject({ name: 'Pixel 9' });
    const mails = await mailsTo(t.ctx.db, user.email);
    expect(mails.at(-1)?.subject).toMatch(/passkey was added/);
    expect(mails.at(-1)?.textBody).toContain('Pixel 9');
    expect(await hasSecondFactor(t.ctx, user.id)).toBe(true);

    // The same authenticator twice is one passkey.
    const again = await addPasskey(token, device);
    expect(again.status).toBe(409);
    expect(again.body.error.Message).toBe(OUR_MSG.passkeyExists);
  });

  it('refuses another origin, another relying party and an unverified person', async () => {
    const { token } = await signedInUser(t, 'student');
    for (const ceremony of [
      { origin: 'https://portal.test.evil.example' },
      { rpId: 'evil.example' },
      { userVerified: false },
    ]) {
      const res = await addPasskey(token, authenticator(), ceremony);
      expect(res.status, JSON.stringify(ceremony)).toBe(400);
      expect(res.body.error.Message).toBe(OUR_MSG.passkeyFailed);
    }
    expect((await call(t.app, listPasskeys, {}, { token })).body.result!.passkeys).toEqual([]);
  });

  it("takes a challenge once, before it expires, and only the signed-in user's own", async () => {
    const { token } = await signedInUser(t, 'corporate');
    const other = await signedInUser(t, 'corporate');

    const options = await registrationOptions(token);
    const first = authenticator().create(options);
    // Another user cannot answer this user's challenge.
    const stolen = await call(
      t.app,
      passkeyRegisterVerify,
      { body: { name: 'x', response: first } },
      {
        token: other.token,
      },
    );
    expect(stolen.status).toBe(400);
    // ... and the try used it up: the owner's answer to it is refused as well.
    const afterTheft = await call(
      t.app,
      passkeyRegisterVerify,
      { body: { name: 'x', response: first } },
      { token },
    );
    expect(afterTheft.status).toBe(400);

    const fresh = await registrationOptions(token);
    const ok = await call(
      t.app,
      passkeyRegisterVerify,
      { body: { name: 'Laptop', response: authenticator().create(fresh) } },
      { token },
    );
    expect(ok.status, ok.body.error.Message).toBe(200);
    // The same challenge again, even from another authenticator: used once.
    const replay = await call(
      t.app,
      passkeyRegisterVerify,
      { body: { name: 'Laptop 2', response: authenticator().create(fresh) } },
      { token },
    );
    expect(replay.status).toBe(400);

    const late = await registrationOptions(token);
    t.advance(PASSKEY_CHALLENGE_TTL_MS + 1_000);
    const expired = await call(
      t.app,
      passkeyRegisterVerify,
      { body: { name: 'Tablet', response: authenticator().create(late) } },
      { token },
    );
    expect(expired.status).toBe(400);

    // A sign-in's challenge is no registration's.
    const signInChallenge = await signInOptions();
    const crossed = await call(
      t.app,
      passkeyRegisterVerify,
      { body: { name: 'Tablet', response: authenticator().create(signInChallenge) } },
      { token },
    );
    expect(crossed.status).toBe(400);
  });
});

describe('signing in with a passkey alone', () => {
  it('gives the same session as a password sign-in, records the use and counts as a second factor', async () => {
    const { user, device, passkey } = await userWithPasskey('member');
    const options = await signInOptions();
    // Discoverable: the browser offers any of its passkeys (and the autofill offer can run).
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(options.userVerification).toBe('required');
    expect(options.rpId).toBe(RP_ID);

    const res = await passkeySignIn(device.get(options));
    expect(res.status, res.body.error.Message).toBe(200);
    expect(res.body.result).toMatchObject({ name: user.name, userType: expect.any(String) });
    expect(String(res.res.headers['set-cookie'])).toMatch(/pp_session=/);
    const who = await call(t.app, me, {}, { token: res.body.result!.token });
    expect(who.body.result).toMatchObject({ userCode: user.code, role: 'member' });

    const row = await storedPasskey(passkey.code);
    expect(row?.counter).toBe(1);
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
    const [audited] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'login'), eq(auditLog.targetId, user.id)))
      .orderBy(desc(auditLog.id));
    expect(audited?.detail).toMatchObject({ secondFactor: 'passkey', passkey: passkey.code });
  });

  it('refuses a replayed answer, a counter that did not move on, another origin or RP id, and an unverified person', async () => {
    const { device } = await userWithPasskey('member');
    const options = await signInOptions();
    const answer = device.get(options);
    expect((await passkeySignIn(answer)).status).toBe(200);
    // The very same answer again: its challenge was taken.
    const replayed = await passkeySignIn(answer);
    expect(replayed.status).toBe(401);
    expect(replayed.body.error.Message).toBe(OUR_MSG.passkeyFailed);

    // A fresh challenge signed with a counter no higher than the last (a cloned authenticator).
    for (const counter of [device.counter, device.counter - 1]) {
      const res = await passkeySignIn(device.get(await signInOptions(), { counter }));
      expect(res.status, `counter ${counter}`).toBe(401);
    }
    for (const ceremony of [
      { origin: 'https://evil.example' },
      { rpId: 'evil.example' },
      { userVerified: false },
    ]) {
      const res = await passkeySignIn(device.get(await signInOptions(), ceremony));
      expect(res.status, JSON.stringify(ceremony)).toBe(401);
      expect(res.body.error.Message).toBe(OUR_MSG.passkeyFailed);
    }
    // A challenge the server never gave.
    const madeUp = await passkeySignIn(
      device.get(await signInOptions(), { challenge: 'bm90LWEtY2hhbGxlbmdl' }),
    );
    expect(madeUp.status).toBe(401);
    // An expired one.
    const late = await signInOptions();
    t.advance(PASSKEY_CHALLENGE_TTL_MS + 1_000);
    expect((await passkeySignIn(device.get(late))).status).toBe(401);
    // After all that, a right answer still signs in (the counter moved only with good ones).
    expect((await passkeySignIn(device.get(await signInOptions()))).status).toBe(200);
  });

  it('refuses an unknown passkey, and a passkey of another kind on this page', async () => {
    const stranger = authenticator();
    const unknown = await passkeySignIn(stranger.get(await signInOptions()));
    expect(unknown.status).toBe(401);
    expect(unknown.body.error.Message).toBe(OUR_MSG.passkeyUnknown);

    const { device } = await userWithPasskey('corporate');
    const wrongPage = await passkeySignIn(device.get(await signInOptions()), 'member');
    expect(wrongPage.status).toBe(403);
    expect(wrongPage.body.error.Message).toBe(OUR_MSG.wrongLoginPage);
  });
});

describe('a passkey as the second factor of a password sign-in', () => {
  async function passwordStep(email: string, kind: Role) {
    const res = await call(t.app, login, {
      body: {
        email,
        password: encodePassword(TEST_PASSWORD),
        kind,
        ...(await solvedProof(t, 'login', { email })),
      },
    });
    expect(res.status, res.body.error.Message).toBe(200);
    return res.body.result!;
  }

  it("completes a sign-in with the authenticator app on, with that user's passkey only", async () => {
    const { user, token, device } = await userWithPasskey('corporate');
    const setup = await call(t.app, startTotp, {}, { token });
    const { secret } = setup.body.result!;
    const code = await generate({ secret, epoch: Math.floor(t.ctx.now().getTime() / 1000) });
    expect((await call(t.app, confirmTotp, { body: { code } }, { token })).status).toBe(200);

    const pending = await passwordStep(user.email, 'corporate');
    expect(pending.token).toBe('');
    const options = await signInOptions(pending.secondFactorToken);
    expect((options.allowCredentials as { id: string }[]).map((c) => c.id)).toEqual([device.id]);

    // Someone else's passkey does not finish this user's sign-in.
    const other = await userWithPasskey('corporate');
    const foreign = await passkeySignIn(
      other.device.get(await signInOptions(pending.secondFactorToken)),
      'corporate',
      pending.secondFactorToken,
    );
    expect(foreign.status).toBe(401);
    // A sign-in challenge (for anyone) is not this step's.
    const crossed = await passkeySignIn(
      device.get(await signInOptions()),
      'corporate',
      pending.secondFactorToken,
    );
    expect(crossed.status).toBe(401);

    const done = await passkeySignIn(device.get(options), 'corporate', pending.secondFactorToken);
    expect(done.status, done.body.error.Message).toBe(200);
    const who = await call(t.app, me, {}, { token: done.body.result!.token });
    expect(who.body.result?.userCode).toBe(user.code);
    // The halfway sign-in is used up.
    const again = await passkeySignIn(
      device.get(await signInOptions()),
      'corporate',
      pending.secondFactorToken,
    );
    expect(again.status).toBe(401);
  });

  it("is asked of an admin whose only second factor is a passkey; a member's password stays enough", async () => {
    const admin = await userWithPasskey('admin');
    const pending = await passwordStep(admin.user.email, 'admin');
    expect(pending.token).toBe('');
    expect(pending.secondFactorToken).toBeTruthy();
    const done = await passkeySignIn(
      admin.device.get(await signInOptions(pending.secondFactorToken)),
      'admin',
      pending.secondFactorToken,
    );
    expect(done.status, done.body.error.Message).toBe(200);

    const member = await userWithPasskey('member');
    const direct = await passwordStep(member.user.email, 'member');
    expect(direct.token).not.toBe('');
  });
});

describe('renaming and removing passkeys', () => {
  it("changes the owner's own passkeys (audited, mailed), never another user's", async () => {
    const owner = await userWithPasskey('member');
    const other = await signedInUser(t, 'member');

    const renamedByOther = await call(
      t.app,
      renamePasskey,
      { params: { code: owner.passkey.code }, body: { name: 'Mine now' } },
      { token: other.token },
    );
    expect(renamedByOther.status).toBe(404);
    const removedByOther = await call(
      t.app,
      removePasskey,
      { params: { code: owner.passkey.code } },
      {
        token: other.token,
      },
    );
    expect(removedByOther.status).toBe(404);
    expect((await storedPasskey(owner.passkey.code))?.name).toBe('My phone');

    const renamed = await call(
      t.app,
      renamePasskey,
      { params: { code: owner.passkey.code }, body: { name: '  Work laptop ' } },
      { token: owner.token },
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.result?.name).toBe('Work laptop');
    const bad = await call(
      t.app,
      renamePasskey,
      { params: { code: owner.passkey.code }, body: { name: 'two\nlines' } },
      { token: owner.token },
    );
    expect(bad.status).toBe(400);

    const removed = await call(
      t.app,
      removePasskey,
      { params: { code: owner.passkey.code } },
      { token: owner.token },
    );
    expect(removed.status).toBe(200);
    expect(removed.body.result?.Message).toBe(OUR_MSG.passkeyRemoved);
    expect(await storedPasskey(owner.passkey.code)).toBeUndefined();
    // A removed passkey no longer signs in.
    const after = await passkeySignIn(owner.device.get(await signInOptions()));
    expect(after.status).toBe(401);

    const actions = (
      await t.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, owner.user.id)).orderBy(auditLog.id)
    ).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['passkey.add', 'passkey.rename', 'passkey.remove']));
    const subjects = (await mailsTo(t.ctx.db, owner.user.email)).map((m) => m.subject);
    expect(subjects.filter((s) => /passkey/.test(s))).toHaveLength(3);
  });

  it('lets an admin signed in as the user look, never add, rename or remove', async () => {
    const owner = await userWithPasskey('student');
    const adminUser = await makeUser(t, 'admin');
    const adminToken = await signIn(t, adminUser.email, 'admin');
    const as = await call(t.app, loginAs, { params: { code: owner.user.code } }, { token: adminToken });
    const token = as.body.result!.token;
    expect((await call(t.app, listPasskeys, {}, { token })).body.result!.passkeys).toHaveLength(1);
    expect((await call(t.app, passkeyRegisterOptions, {}, { token })).status).toBe(403);
    const rename = await call(
      t.app,
      renamePasskey,
      { params: { code: owner.passkey.code }, body: { name: 'x' } },
      { token },
    );
    expect(rename.status).toBe(403);
    expect(rename.body.error.Message).toBe(OUR_MSG.passkeyOwnerOnly);
    expect(
      (await call(t.app, removePasskey, { params: { code: owner.passkey.code } }, { token })).status,
    ).toBe(403);
  });

  it('goes with the second factor another admin resets', async () => {
    const owner = await userWithPasskey('member');
    const adminUser = await makeUser(t, 'admin');
    const adminToken = await signIn(t, adminUser.email, 'admin');
    const reset = await call(
      t.app,
      resetSecondFactor,
      { params: { code: owner.user.code } },
      { token: adminToken },
    );
    expect(reset.status).toBe(200);
    expect(await storedPasskey(owner.passkey.code)).toBeUndefined();
    expect(await hasSecondFactor(t.ctx, owner.user.id)).toBe(false);
  });
});
