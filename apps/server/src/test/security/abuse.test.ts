import { forgotPassword, getChallenge, login, resetPassword } from '@pp/contract/auth';
import { sendOtp, submitGrievance, validateOtp } from '@pp/contract/comm';
import { messageMember } from '@pp/contract/corporates';
import type { EndpointDef, Role } from '@pp/contract/endpoint';
import { OUR_MSG } from '@pp/contract/messages';
import { describe, expect, it } from 'vitest';
import { MESSAGE_LIMITS } from '../../features/corporates/candidates.service.ts';
import { hit, LIMITS, type Limit } from '../../platform/rate-limit.ts';
import { seedReferenceData } from '../../seed/reference.ts';
import { insertMemberProfile, raw } from '../fixtures/index.ts';
import {
  appForTests,
  call,
  createTestApp,
  encodePassword,
  makeUser,
  TEST_PASSWORD,
  type TestApp,
} from '../harness.ts';
import { signedInUser, signIn, solvedProof } from '../sign-in.ts';
import { allEndpoints } from './endpoints.ts';

/**
 * Abuse: every limit of platform/rate-limit.ts is counted by the endpoint it protects. Each case
 * fills the counter up to its maximum (directly, so a limit of 600 does not take 600 argon2
 * checks), then the next real request is refused with 429 and the house message, and after the
 * window it passes again. Tests of the same limits through real traffic: auth.test.ts (login per
 * e-mail, lockout), comm.test.ts (grievance), corporates.test.ts (messages per candidate).
 */

let t: TestApp;
const IP = '127.0.0.1';

appForTests(async () => {
  t = await createTestApp();
  await seedReferenceData(t.database.db);
  return t;
});

async function fill(limit: Limit, key: string) {
  for (let i = 0; i < limit.max; i++) await hit(t.ctx, limit, key);
}

/**
 * Moves to the start of the next day (UTC) plus a second: past every window, and at the start of
 * each (counters use fixed windows aligned to the epoch, every length divides a day), so that a
 * case spread over minutes never straddles a window's end, whatever the time of the run.
 */
function nextWindow() {
  const now = t.ctx.now().getTime();
  t.advance(86_400_000 - (now % 86_400_000) + 1000);
}

async function expectLimited(send: () => Promise<{ status: number; body: { error: { Message: string } } }>) {
  const res = await send();
  expect(res.status, res.body.error.Message).toBe(429);
  expect(res.body.error.Message).toBe(OUR_MSG.tooManyRequests);
}

describe('rate limits', () => {
  it('limits the proof-of-work challenges per address', async () => {
    nextWindow();
    await fill(LIMITS.challenge, IP);
    await expectLimited(() => call(t.app, getChallenge, { query: { form: 'login' } }));
    nextWindow();
    expect((await call(t.app, getChallenge, { query: { form: 'login' } })).status).toBe(200);
  });

  it('limits sign-in per address and per e-mail', async () => {
    const user = await makeUser(t, 'member');
    const attempt = async () =>
      call(t.app, login, {
        body: {
          email: user.email,
          password: encodePassword(TEST_PASSWORD),
          kind: 'member',
          ...(await solvedProof(t, 'login')),
        },
      });
    nextWindow();
    await fill(LIMITS.loginIp, IP);
    await expectLimited(attempt);
    nextWindow();
    await fill(LIMITS.loginEmail, `${user.email}|${IP}`);
    await expectLimited(attempt);
    nextWindow();
    expect((await attempt()).status).toBe(200);
  });

  it('limits forgot-password per address and per e-mail, and reset-password per address', async () => {
    const user = await makeUser(t, 'student');
    const forgot = async () =>
      call(t.app, forgotPassword, {
        body: { email: user.email, ...(await solvedProof(t, 'forgot-password')) },
      });
    nextWindow();
    await fill(LIMITS.forgot, IP);
    await expectLimited(forgot);
    nextWindow();
    // Per e-mail through real requests: 5 go through, the 6th is refused.
    for (let i = 0; i < LIMITS.forgotEmail.max; i++) expect((await forgot()).status).toBe(200);
    await expectLimited(forgot);
    nextWindow();
    const reset = async () =>
      call(t.app, resetPassword, {
        body: {
          token: 'x'.repeat(43),
          password: encodePassword('New@12345'),
          ...(await solvedProof(t, 'reset-password')),
        },
      });
    await fill(LIMITS.reset, IP);
    await expectLimited(reset);
    nextWindow();
    expect((await reset()).status).toBe(400);
  });

  it('limits OTP sending per address and per person, and OTP checks per address', async () => {
    let n = 0;
    const send = async (mobile = `98765432${String(10 + (n++ % 80))}`) =>
      call(t.app, sendOtp, {
        body: {
          purpose: 'corporate',
          mobile,
          email: 'hr@example.test',
          ...(await solvedProof(t, 'corporate-otp')),
        },
      });
    nextWindow();
    await fill(LIMITS.otpSend, IP);
    await expectLimited(() => send());
    nextWindow();
    // Per person (mobile and e-mail) through real requests, waiting out the resend delay each time.
    for (let i = 0; i < LIMITS.otpSubject.max; i++) {
      const res = await send('9123456789');
      expect(res.status, res.body.error.Message).toBe(200);
      t.advance(121_000);
    }
    await expectLimited(() => send('9123456789'));
    nextWindow();
    const check = () => call(t.app, validateOtp, { body: { otpRef: 'R'.repeat(20), otp: '1234' } });
    await fill(LIMITS.otpValidate, IP);
    await expectLimited(check);
    nextWindow();
    expect((await check()).status).toBe(400);
  });

  it('limits OTP messages per mobile whatever e-mail comes with it, and per e-mail whatever mobile', async () => {
    nextWindow();
    const send = async (mobile: string, email: string) =>
      call(t.app, sendOtp, {
        body: { purpose: 'corporate', mobile, email, ...(await solvedProof(t, 'corporate-otp')) },
      });
    // One phone, a new e-mail each time (each a new subject: no resend wait between them).
    for (let i = 0; i < LIMITS.otpSubject.max; i++) {
      const res = await send('9012345678', `hr${i}@one-phone.example`);
      expect(res.status, res.body.error.Message).toBe(200);
    }
    await expectLimited(() => send('9012345678', 'another@one-phone.example'));
    // One mailbox, a new mobile each time.
    for (let i = 0; i < LIMITS.otpSubject.max; i++) {
      const res = await send(`90123456${String(80 + i)}`, 'hr@one-mailbox.example');
      expect(res.status, res.body.error.Message).toBe(200);
    }
    await expectLimited(() => send('9012345699', 'hr@one-mailbox.example'));
    // Another phone with another mailbox is not affected.
    expect((await send('9012345600', 'hr@elsewhere.example')).status).toBe(200);
  });

  it('limits grievances per address', async () => {
    const body = {
      registrationNumber: 'A1234',
      name: 'ASHA RAO',
      email: 'asha@example.test',
      mobile: '9876543210',
      message: 'My profile does not load.',
    };
    nextWindow();
    await fill(LIMITS.grievance, IP);
    await expectLimited(() => call(t.app, submitGrievance, { body }));
    nextWindow();
    expect((await call(t.app, submitGrievance, { body })).status).toBe(200);
  });

  it('limits messages per sender (and per candidate: corporates.test.ts)', async () => {
    nextWindow();
    const admin = await signedInUser(t, 'admin');
    const member = await makeUser(t, 'member');
    await insertMemberProfile(t.database.db, member.id);
    const send = () =>
      call(
        t.app,
        messageMember,
        { body: { userCode: member.code, message: 'Hello' } },
        { token: admin.token },
      );
    await fill(MESSAGE_LIMITS.perSender, String(admin.user.id));
    await expectLimited(send);
    // The hour of the per-sender window, not more: the session would end when idle that long.
    t.advance(MESSAGE_LIMITS.perSender.windowSeconds * 1000);
    const again = await call(
      t.app,
      messageMember,
      { body: { userCode: member.code, message: 'Hello' } },
      { token: await signIn(t, admin.user.email, 'admin') },
    );
    expect(again.status, again.body.error.Message).toBe(200);
  });

  it('limits every Excel export per user, with one limit counted centrally', async () => {
    const exports = (await allEndpoints()).filter((e) => e.def.download && /export/i.test(e.def.path));
    expect(exports.length).toBeGreaterThanOrEqual(9);
    const people = new Map<Role, { id: number; email: string }>();
    for (const role of ['admin', 'corporate'] as const) {
      const user = await makeUser(t, role);
      people.set(role, { id: user.id, email: user.email });
    }
    const wrong: string[] = [];
    for (const { key, def } of exports) {
      const role = (def.roles as Role[]).includes('admin') ? 'admin' : 'corporate';
      const who = people.get(role)!;
      nextWindow();
      const token = await signIn(t, who.email, role);
      await fill(LIMITS.export, String(who.id));
      const res = await raw(t.app, 'GET', exportPath(def), { token });
      if (res.status !== 429 || res.json?.error?.Message !== OUR_MSG.tooManyRequests)
        wrong.push(`${key}: ${res.status}`);
    }
    expect(wrong).toEqual([]);
    nextWindow();
    // Below the limit an export is answered (here: nothing to export, or the file).
    const admin = people.get('admin')!;
    const ok = await raw(t.app, 'GET', 'job/exportJobs', { token: await signIn(t, admin.email, 'admin') });
    expect(ok.status).not.toBe(429);
  });
});

function exportPath(def: EndpointDef) {
  return def.path.replace(/:[A-Za-z0-9_]+/g, 'ZZZZZZZZZZZZZZZZ');
}
