import { DELETE_CONFIRMATION, deleteMyAccount } from '@pp/contract/account-data';
import {
  changePassword,
  forgotPassword,
  login,
  loginAs,
  logout,
  me,
  resetPassword,
  setLoginStatus,
  version,
} from '@pp/contract/auth';
import { USER_TYPE } from '@pp/contract/constants';
import { MSG, OUR_MSG } from '@pp/contract/messages';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outbox } from '../../db/schema/comm.ts';
import { passwordResetRequests } from '../../db/schema/users.ts';
import {
  call,
  createTestApp,
  encodePassword,
  makeUser,
  TEST_PASSWORD,
  type TestApp,
} from '../../test/harness.ts';
import { signedInUser, signIn, solvedProof } from '../../test/sign-in.ts';
import { processResetRequests } from './auth.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('version', () => {
  it('returns the web version', async () => {
    const res = await call(t.app, version, {});
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: { web: '1.7', api: expect.any(String) }, error: { Message: '' } });
  });
});

describe('login', () => {
  it('signs in with the right password and returns the session result', async () => {
    const user = await makeUser(t, 'member');
    const res = await call(t.app, login, {
      body: {
        email: user.email.toUpperCase(),
        password: encodePassword(TEST_PASSWORD),
        kind: 'member',
        ...(await solvedProof(t, 'login')),
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      name: user.name,
      userType: USER_TYPE.member,
      registrationType: '',
    });
    expect(res.body.result!.token.length).toBeGreaterThanOrEqual(40);
    const cookie = res.res.headers['set-cookie'];
    expect(String(cookie)).toMatch(/pp_session=.+HttpOnly; SameSite=Lax/);
    const who = await call(t.app, me, {}, { token: res.body.result!.token });
    expect(who.body.result).toMatchObject({ userCode: user.code, role: 'member' });
  });

  it('refuses a wrong password with a clear message', async () => {
    const user = await makeUser(t, 'student');
    const res = await call(t.app, login, {
      body: {
        email: user.email,
        password: encodePassword('Wrong@123'),
        kind: 'student',
        ...(await solvedProof(t, 'login')),
      },
    });
    expect(res.status).toBe(401);
    expect(res.body.error.Message).toBe(OUR_MSG.invalidCredentials);
    expect(res.body.result).toBeNull();
  });

  it('refuses a user on another kind of login page', async () => {
    const user = await makeUser(t, 'corporate');
    const res = await call(t.app, login, {
      body: {
        email: user.email,
        password: encodePassword(TEST_PASSWORD),
        kind: 'member',
        ...(await solvedProof(t, 'login')),
      },
    });
    expect(res.status).toBe(403);
    expect(res.body.error.Message).toBe(OUR_MSG.wrongLoginPage);
  });

  it('refuses a blocked user and ends their sessions when blocked', async () => {
    const { token: adminToken } = await signedInUser(t, 'admin');
    const { user, token } = await signedInUser(t, 'corporate');
    const blocked = await call(
      t.app,
      setLoginStatus,
      { body: { userCode: user.code } },
      { token: adminToken },
    );
    expect(blocked.body.result).toEqual({ userCode: user.code, loginStatus: 'blocked' });
    expect((await call(t.app, me, {}, { token })).status).toBe(401);
    const res = await call(t.app, login, {
      body: {
        email: user.email,
        password: encodePassword(TEST_PASSWORD),
        kind: 'corporate',
        ...(await solvedProof(t, 'login')),
      },
    });
    expect(res.status).toBe(403);
    expect(res.body.error.Message).toBe(OUR_MSG.accountBlocked);
    const active = await call(
      t.app,
      setLoginStatus,
      { body: { userCode: user.code } },
      { token: adminToken },
    );
    expect(active.body.result!.loginStatus).toBe('active');
    await expect(signIn(t, user.email, 'corporate')).resolves.toBeTruthy();
  });

  it('after ten wrong passwords from one client answers it as for an unknown e-mail, and the owner still signs in elsewhere', async () => {
    const user = await makeUser(t, 'member');
    const attempt = (email: string, password: string, remoteAddress: string) =>
      solvedProof(t, 'login', { email, remoteAddress }).then((proof) =>
        call(
          t.app,
          login,
          { body: { email, password: encodePassword(password), kind: 'member', ...proof } },
          { remoteAddress },
        ),
      );
    for (let i = 0; i < 10; i++) {
      expect((await attempt(user.email, 'Wrong@123', '203.0.113.7')).status).toBe(401);
      t.advance(31_000); // stay under the per-e-mail rate limit
    }
    // The right password from the guessing client: the same answer as an e-mail nobody has.
    const locked = await attempt(user.email, TEST_PASSWORD, '203.0.113.7');
    const unknown = await attempt('nobody-at-all@example.test', TEST_PASSWORD, '203.0.113.7');
    expect(locked.status).toBe(401);
    expect(locked.body).toEqual(unknown.body);
    expect(locked.body.error.Message).toBe(OUR_MSG.invalidCredentials);
    // The owner, from their own address, is not locked out.
    const owner = await attempt(user.email, TEST_PASSWORD, '198.51.100.20');
    expect(owner.status, owner.body.error?.Message).toBe(200);
    // The guessing client's wait ends by itself (within two 15-minute windows).
    t.advance(31 * 60_000);
    expect((await attempt(user.email, TEST_PASSWORD, '203.0.113.7')).status).toBe(200);
  });

  it('rate-limits login attempts per e-mail', async () => {
    const email = 'nobody-limit@example.test';
    let last = 0;
    for (let i = 0; i < 11; i++) {
      const res = await call(t.app, login, {
        body: {
          email,
          password: encodePassword('Wrong@123'),
          kind: 'member',
          ...(await solvedProof(t, 'login')),
        },
      });
      last = res.status;
      if (i < 10) expect(res.status).toBe(401);
    }
    expect(last).toBe(429);
  });
});

describe('sessions', () => {
  it('ends the session at logout', async () => {
    const { token } = await signedInUser(t, 'student');
    const out = await call(t.app, logout, {}, { token });
    expect(out.status).toBe(200);
    const res = await call(t.app, me, {}, { token });
    expect(res.status).toBe(401);
    expect(res.body.error.Message).toBe(MSG.sessionNotFound);
  });

  it('gives a new token at each login (rotation)', async () => {
    const user = await makeUser(t, 'member');
    const a = await signIn(t, user.email, 'member');
    const b = await signIn(t, user.email, 'member');
    expect(a).not.toBe(b);
  });

  it('expires an idle session', async () => {
    const { token } = await signedInUser(t, 'member');
    t.advance(119 * 60_000);
    expect((await call(t.app, me, {}, { token })).status).toBe(200);
    t.advance(121 * 60_000);
    expect((await call(t.app, me, {}, { token })).status).toBe(401);
  });

  it('expires a session after its absolute lifetime even when active', async () => {
    const { token } = await signedInUser(t, 'member');
    for (let h = 0; h < 12; h++) {
      t.advance(60 * 60_000);
      const status = (await call(t.app, me, {}, { token })).status;
      expect(status).toBe(h < 11 ? 200 : 401);
    }
  });

  it('accepts the cookie, but a state change by cookie needs the anti-forgery header', async () => {
    const { token } = await signedInUser(t, 'student');
    const cookie = `pp_session=${token}`;
    expect((await call(t.app, me, {}, { cookie })).status).toBe(200);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/placementapi/v1/auth/logout',
      headers: { cookie },
    });
    expect(forged.statusCode).toBe(403);
    expect((await call(t.app, me, {}, { cookie })).status).toBe(200);
  });
});

describe('change password', () => {
  it('changes the password, ends the other sessions and keeps this one, and accepts the new password', async () => {
    const { user, token } = await signedInUser(t, 'corporate');
    const elsewhere = await signIn(t, user.email, 'corporate');
    const res = await call(
      t.app,
      changePassword,
      { body: { oldPassword: encodePassword(TEST_PASSWORD), password: encodePassword('Better@456') } },
      { token },
    );
    expect(res.body).toEqual({ result: { Message: MSG.passwordUpdated }, error: { Message: '' } });
    expect((await call(t.app, me, {}, { token })).status).toBe(200);
    expect((await call(t.app, me, {}, { token: elsewhere })).status).toBe(401);
    await expect(signIn(t, user.email, 'corporate', 'Better@456')).resolves.toBeTruthy();
    await expect(signIn(t, user.email, 'corporate')).rejects.toThrow();
  });

  it('refuses a weak new password with the spec message and a wrong old password', async () => {
    const { token } = await signedInUser(t, 'member');
    const weak = await call(
      t.app,
      changePassword,
      { body: { oldPassword: encodePassword(TEST_PASSWORD), password: encodePassword('weakpass') } },
      { token },
    );
    expect(weak.status).toBe(400);
    expect(weak.body.error.fields?.password).toBe(MSG.passwordRule);
    const wrongOld = await call(
      t.app,
      changePassword,
      { body: { oldPassword: encodePassword('Nope@1234'), password: encodePassword('Better@456') } },
      { token },
    );
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.body.error.Message).toBe(OUR_MSG.oldPasswordWrong);
  });
});

describe('forgot and reset password', () => {
  it('answers the same whether or not the e-mail exists, mails a one-time link that works once', async () => {
    const user = await makeUser(t, 'student');
    const unknown = await call(t.app, forgotPassword, {
      body: { email: 'ghost@example.test', ...(await solvedProof(t, 'forgot-password')) },
    });
    const known = await call(t.app, forgotPassword, {
      body: { email: user.email, ...(await solvedProof(t, 'forgot-password')) },
    });
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    // The request did the same for both: one pending request row each, no mail yet.
    const pending = await t.ctx.db
      .select()
      .from(passwordResetRequests)
      .where(inArray(passwordResetRequests.email, ['ghost@example.test', user.email]));
    expect(pending.map((r) => [r.email, r.processedAt])).toEqual([
      ['ghost@example.test', null],
      [user.email, null],
    ]);
    expect(await t.ctx.db.select().from(outbox).where(eq(outbox.toAddress, user.email))).toEqual([]);
    expect(await processResetRequests(t.ctx)).toBe(2);
    const mails = await t.ctx.db.select().from(outbox).where(eq(outbox.toAddress, user.email));
    expect(mails).toHaveLength(1);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mails[0]!.textBody)![1]!;
    const reset = await call(t.app, resetPassword, {
      body: { token, password: encodePassword('Fresh@789'), ...(await solvedProof(t, 'reset-password')) },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.result).toMatchObject({ name: user.name, userType: USER_TYPE.student });
    await expect(signIn(t, user.email, 'student', 'Fresh@789')).resolves.toBeTruthy();
    const again = await call(t.app, resetPassword, {
      body: { token, password: encodePassword('Other@789'), ...(await solvedProof(t, 'reset-password')) },
    });
    expect(again.status).toBe(400);
    expect(again.body.error.Message).toBe(OUR_MSG.resetInvalid);
  });

  it('ends every other outstanding reset link when one is used, and all of them when the password is changed', async () => {
    const user = await makeUser(t, 'member');
    const linkTokens = async () => {
      const mails = await t.ctx.db.select().from(outbox).where(eq(outbox.toAddress, user.email));
      return mails.map((mail) => /token=([A-Za-z0-9_-]+)/.exec(mail.textBody)![1]!);
    };
    const ask = async () => {
      await call(t.app, forgotPassword, {
        body: { email: user.email, ...(await solvedProof(t, 'forgot-password')) },
      });
      await processResetRequests(t.ctx);
    };
    const reset = async (token: string, password: string) =>
      call(t.app, resetPassword, {
        body: { token, password: encodePassword(password), ...(await solvedProof(t, 'reset-password')) },
      });
    await ask();
    await ask();
    const [first, second] = await linkTokens();
    expect((await reset(second!, 'Fresh@789')).status).toBe(200);
    const stale = await reset(first!, 'Other@789');
    expect(stale.status).toBe(400);
    expect(stale.body.error.Message).toBe(OUR_MSG.resetInvalid);

    await ask();
    const third = (await linkTokens())[2]!;
    const token = await signIn(t, user.email, 'member', 'Fresh@789');
    const changed = await call(
      t.app,
      changePassword,
      { body: { oldPassword: encodePassword('Fresh@789'), password: encodePassword('Newer@456') } },
      { token },
    );
    expect(changed.status).toBe(200);
    expect((await reset(third, 'Other@789')).status).toBe(400);
    await expect(signIn(t, user.email, 'member', 'Newer@456')).resolves.toBeTruthy();
  });

  it('refuses an expired reset link', async () => {
    const user = await makeUser(t, 'member');
    await call(t.app, forgotPassword, {
      body: { email: user.email, ...(await solvedProof(t, 'forgot-password')) },
    });
    await processResetRequests(t.ctx);
    const mails = await t.ctx.db.select().from(outbox).where(eq(outbox.toAddress, user.email));
    const token = /token=([A-Za-z0-9_-]+)/.exec(mails[0]!.textBody)![1]!;
    t.advance(61 * 60_000);
    const res = await call(t.app, resetPassword, {
      body: { token, password: encodePassword('Fresh@789'), ...(await solvedProof(t, 'reset-password')) },
    });
    expect(res.status).toBe(400);
  });
});

describe('wrong current passwords', () => {
  it('refuses change password with 429 after five wrong current passwords, and the right one until the window ends', async () => {
    const { user, token } = await signedInUser(t, 'corporate');
    const change = (old: string) =>
      call(
        t.app,
        changePassword,
        { body: { oldPassword: encodePassword(old), password: encodePassword('Better@456') } },
        { token },
      );
    for (let i = 0; i < 5; i++) expect((await change('Wrong@123')).status).toBe(400);
    const refused = await change(TEST_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body.error.Message).toBe(OUR_MSG.tooManyWrongPasswords);
    t.advance(31 * 60_000);
    const fresh = await signIn(t, user.email, 'corporate');
    const ok = await call(
      t.app,
      changePassword,
      { body: { oldPassword: encodePassword(TEST_PASSWORD), password: encodePassword('Better@456') } },
      { token: fresh },
    );
    expect(ok.status).toBe(200);
  });

  it("spends an admin's guesses under login-as on the admin, never on the owner's tries", async () => {
    const { token: adminToken } = await signedInUser(t, 'admin');
    const { user: owner } = await signedInUser(t, 'member');
    const as = await call(t.app, loginAs, { params: { code: owner.code } }, { token: adminToken });
    const change = (old: string, token: string) =>
      call(
        t.app,
        changePassword,
        { body: { oldPassword: encodePassword(old), password: encodePassword('Better@456') } },
        { token },
      );
    for (let i = 0; i < 5; i++) expect((await change('Wrong@123', as.body.result!.token)).status).toBe(400);
    expect((await change('Wrong@123', as.body.result!.token)).status).toBe(429);
    // The owner, signed in, still has all their tries and changes the password.
    const own = await signIn(t, owner.email, 'member');
    expect((await change('Wrong@123', own)).status).toBe(400);
    expect((await change(TEST_PASSWORD, own)).status).toBe(200);
  });

  it('refuses account deletion with 429 after five wrong passwords, deleting nothing', async () => {
    const { user, token } = await signedInUser(t, 'member');
    const remove = (password: string) =>
      call(
        t.app,
        deleteMyAccount,
        { body: { password: encodePassword(password), confirm: DELETE_CONFIRMATION } },
        { token },
      );
    for (let i = 0; i < 5; i++) expect((await remove('Wrong@123')).status).toBe(400);
    const refused = await remove(TEST_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body.error.Message).toBe(OUR_MSG.tooManyWrongPasswords);
    await expect(signIn(t, user.email, 'member')).resolves.toBeTruthy();
  });
});

describe('role guards', () => {
  it.each(['corporate', 'member', 'student'] as const)('refuses login-as to a %s', async (role) => {
    const { token } = await signedInUser(t, role);
    const res = await call(t.app, loginAs, { params: { code: 'abc' } }, { token });
    expect(res.status).toBe(403);
  });

  it('refuses anonymous callers of protected endpoints', async () => {
    const res = await call(t.app, me, {});
    expect(res.status).toBe(401);
    expect(res.body.error.Message).toBe(MSG.sessionNotFound);
  });
});

describe('login-as', () => {
  it('signs the admin in as the user, ends the admin session and audits it', async () => {
    const { user: admin, token: adminToken } = await signedInUser(t, 'admin');
    const target = await makeUser(t, 'member');
    const res = await call(t.app, loginAs, { params: { code: target.code } }, { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.body.result!.userType).toBe(USER_TYPE.member);
    expect((await call(t.app, me, {}, { token: adminToken })).status).toBe(401);
    const who = await call(t.app, me, {}, { token: res.body.result!.token });
    expect(who.body.result).toMatchObject({ userCode: target.code, impersonatedBy: 'admin' });
    const rows = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'login-as'));
    expect(rows.find((r) => r.actorId === admin.id && r.targetId === target.id)).toBeTruthy();
  });

  it('refuses login-as onto another admin and unknown codes', async () => {
    const { token } = await signedInUser(t, 'admin');
    const other = await makeUser(t, 'admin');
    expect((await call(t.app, loginAs, { params: { code: other.code } }, { token })).status).toBe(403);
    expect((await call(t.app, loginAs, { params: { code: 'doesNotExist1234' } }, { token })).status).toBe(
      404,
    );
  });
});
