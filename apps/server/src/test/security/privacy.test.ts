import { Writable } from 'node:stream';
import { changePassword, forgotPassword, login, resetPassword } from '@pp/contract/auth';
import { sendOtp, validateOtp } from '@pp/contract/comm';
import { lookupMember, registerMember } from '@pp/contract/registration';
import { encodePassword } from '@pp/contract/validators';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openPglite } from '../../db/client.ts';
import { outbox } from '../../db/schema/comm.ts';
import { otps } from '../../db/schema/security.ts';
import { processResetRequests } from '../../features/auth/auth.service.ts';
import { upsertInstituteMembers } from '../../features/registration/registration.repo.ts';
import { seedReferenceData } from '../../seed/reference.ts';
import { call, type TestApp } from '../harness.ts';
import { solvedProof } from '../sign-in.ts';

/**
 * Privacy of the logs: the production logger (app.ts loggerOptions, at its most talkative level)
 * writes everything said during registration, OTP, sign-in, password change, forgot and reset;
 * none of it may hold a password, a token, an OTP or a full mobile number.
 * Sessions ending on block and on password change: features/auth/auth.test.ts ('refuses a blocked
 * user and ends their sessions when blocked', 'changes the password, ends sessions, and accepts the
 * new password').
 */

const lines: string[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

let t: TestApp;

beforeAll(async () => {
  const database = await openPglite(null);
  const config = loadConfig({
    NODE_ENV: 'test',
    PLACEMENT_TEST_MODE: '1',
    LOG_LEVEL: 'trace',
    PUBLIC_URL: 'http://portal.test',
    WEB_DIST: '/nonexistent',
  });
  const { app, ctx } = await buildApp({
    db: database.db,
    config,
    logger: { ...loggerOptions(config), level: 'trace', stream: sink },
  });
  await app.ready();
  await seedReferenceData(database.db);
  t = {
    app,
    ctx,
    database,
    advance: () => {},
    async close() {
      await app.close();
      await database.close();
    },
  };
});
afterAll(async () => {
  await t?.close();
});

const b64 = (s: string) => Buffer.from(s).toString('base64');

describe('logs', () => {
  it('carry no password, token, OTP or full mobile number through registration, sign-in, password change, forgot and reset', async () => {
    const secrets: string[] = [];
    const keep = (...values: (string | undefined)[]) => {
      for (const v of values) if (v) secrets.push(v);
    };
    const rec = {
      membershipType: 'A',
      membershipNumber: '77001',
      dateOfBirth: '1990-02-03',
      name: 'PRIVATE PERSON',
      email: 'private.person@example.test',
      mobile: '9812345678',
      address: '1 MG ROAD, PUNE',
      region: 'WIRC',
      chapter: 'Pune',
    };
    await upsertInstituteMembers(t.ctx.db, [rec]);
    keep(rec.mobile);

    // Registration: record lookup, OTP send and check, register.
    const found = await call(t.app, lookupMember, {
      query: {
        membershipType: rec.membershipType,
        membershipNumber: b64(rec.membershipNumber),
        dateOfBirth: b64(rec.dateOfBirth),
        ...(await solvedProof(t, 'member-lookup')),
      },
    });
    expect(found.status, found.body.error.Message).toBe(200);
    const lookupToken = found.body.result!.lookupToken;
    keep(lookupToken);
    const sent = await call(t.app, sendOtp, { body: { purpose: 'member', lookupToken } });
    expect(sent.status, sent.body.error.Message).toBe(200);
    const otpRow = (
      await t.ctx.db.select().from(otps).where(eq(otps.mobile, rec.mobile)).orderBy(desc(otps.id))
    )[0]!;
    keep(otpRow.otp, sent.body.result!.otpRef);
    const validated = await call(t.app, validateOtp, {
      body: { otpRef: sent.body.result!.otpRef, otp: otpRow.otp },
    });
    expect(validated.status, validated.body.error.Message).toBe(200);
    const registrationToken = validated.body.result!.registrationToken;
    keep(registrationToken);
    const password = 'Member@Priv8';
    keep(password, encodePassword(password));
    const registered = await call(t.app, registerMember, {
      body: {
        membershipType: 'A',
        membershipNumber: rec.membershipNumber,
        dateOfBirth: rec.dateOfBirth,
        countryCode: 'IN',
        state: 'IN-MH',
        city: 'IN-MH-PUNE',
        password: encodePassword(password),
        registrationToken,
        ...(await solvedProof(t, 'register-member')),
      },
    });
    expect(registered.status, registered.body.error.Message).toBe(200);

    // Corporate OTP (the mobile is typed in).
    const corporateMobile = '9823456789';
    keep(corporateMobile);
    const corpOtp = await call(t.app, sendOtp, {
      body: {
        purpose: 'corporate',
        mobile: corporateMobile,
        email: 'hr@example.test',
        ...(await solvedProof(t, 'corporate-otp')),
      },
    });
    expect(corpOtp.status, corpOtp.body.error.Message).toBe(200);
    keep((await t.ctx.db.select().from(otps).where(eq(otps.mobile, corporateMobile)))[0]!.otp);

    // Sign-in (a wrong password first), password change.
    const proofBad = await solvedProof(t, 'login', { email: rec.email });
    keep(proofBad.proof);
    await call(t.app, login, {
      body: { email: rec.email, password: encodePassword('Wrong@Pass1'), kind: 'member', ...proofBad },
    });
    keep('Wrong@Pass1', encodePassword('Wrong@Pass1'));
    const signedIn = await call(t.app, login, {
      body: {
        email: rec.email,
        password: encodePassword(password),
        kind: 'member',
        ...(await solvedProof(t, 'login')),
      },
    });
    expect(signedIn.status, signedIn.body.error.Message).toBe(200);
    const token = signedIn.body.result!.token;
    keep(token);
    const newPassword = 'Member@Chang3d';
    keep(newPassword, encodePassword(newPassword));
    const changed = await call(
      t.app,
      changePassword,
      { body: { oldPassword: encodePassword(password), password: encodePassword(newPassword) } },
      { token, cookie: `pp_session=${token}` },
    );
    expect(changed.status, changed.body.error.Message).toBe(200);

    // Forgot and reset.
    const forgot = await call(t.app, forgotPassword, {
      body: { email: rec.email, ...(await solvedProof(t, 'forgot-password')) },
    });
    expect(forgot.status).toBe(200);
    await processResetRequests(t.ctx);
    const mail = (await t.ctx.db.select().from(outbox).orderBy(desc(outbox.id)).limit(5))
      .map((m) => JSON.stringify(m))
      .join('\n');
    const resetToken = /token=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
    expect(resetToken).toBeTruthy();
    keep(resetToken);
    // The reset page itself is requested with the token in its address.
    await t.app.inject({ method: 'GET', url: `/PlacementApp/reset-password?token=${resetToken}` });
    const finalPassword = 'Member@Res3t';
    keep(finalPassword, encodePassword(finalPassword));
    const reset = await call(t.app, resetPassword, {
      body: {
        token: resetToken!,
        password: encodePassword(finalPassword),
        ...(await solvedProof(t, 'reset-password')),
      },
    });
    expect(reset.status, reset.body.error.Message).toBe(200);
    keep(reset.body.result!.token);

    // The log did capture these requests (one line each at least) ...
    const text = lines.join('\n');
    expect(lines.length).toBeGreaterThan(15);
    expect(text).toContain('auth/login');
    // ... and holds none of the secrets, nor a full mobile number in any spelling.
    // Whole values only: a 4-digit OTP may well occur inside a timestamp or a request id.
    const leaked = secrets.filter((s) =>
      new RegExp(`(?<![0-9A-Za-z-])${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![0-9A-Za-z-])`).test(text),
    );
    expect(leaked).toEqual([]);
    for (const mobile of [rec.mobile, corporateMobile]) {
      expect(text).not.toContain(`91${mobile}`);
      expect(text).not.toMatch(new RegExp(mobile.split('').join('[\\s-]?')));
    }
  });
});
