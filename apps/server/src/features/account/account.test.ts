import { LANGUAGES, setLanguage } from '@pp/contract/account';
import { forgotPassword, loginAs, me } from '@pp/contract/auth';
import { OTP_MSG, submitGrievance, validateOtp } from '@pp/contract/comm';
import { API_BASE } from '@pp/contract/endpoint';
import { MSG, OUR_MSG } from '@pp/contract/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/comm.ts';
import { users } from '../../db/schema/users.ts';
import { SESSION_COOKIE } from '../../platform/session.ts';
import { mailsTo } from '../../test/fixtures/index.ts';
import { appForTests, call, createTestApp, makeUser, type TestApp } from '../../test/harness.ts';
import { signedInUser, signIn, solvedProof } from '../../test/sign-in.ts';
import { processResetRequests } from '../auth/auth.service.ts';

let t: TestApp;
appForTests(async () => (t = await createTestApp()));

describe('message codes in the error envelope', () => {
  it("gives a refusal's message its registry code, the English text unchanged", async () => {
    const anonymous = await call(t.app, setLanguage, { body: { language: 'hi' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({
      result: null,
      error: { Message: MSG.sessionNotFound, code: 'MSG.sessionNotFound' },
    });
  });

  it('gives each field message its code beside fields, and no code to a text not registered', async () => {
    const { token } = await signedInUser(t, 'member');
    const invalid = await call(t.app, setLanguage, { body: { language: 'fr' as never } }, { token });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toEqual({
      Message: OUR_MSG.languageInvalid,
      code: 'OUR_MSG.languageInvalid',
      fields: { language: OUR_MSG.languageInvalid },
      fieldCodes: { language: 'OUR_MSG.languageInvalid' },
    });

    // otpRef breaks a rule without a message of ours (zod's own text): no code for it.
    const mixed = await call(t.app, validateOtp, { body: { otpRef: '', otp: 'ab' } });
    expect(mixed.status).toBe(400);
    expect(mixed.body.error.fields).toMatchObject({ otp: OTP_MSG.wrong });
    expect(mixed.body.error.fields!.otpRef).toBeTruthy();
    expect(mixed.body.error.Message).toBe(mixed.body.error.fields!.otpRef);
    expect(mixed.body.error.code).toBeUndefined();
    expect(mixed.body.error.fieldCodes).toEqual({ otp: 'OTP_MSG.wrong' });
  });

  it('codes the answers Fastify gives before a route runs, and an unknown address', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/${forgotPassword.path}`,
      headers: { 'content-type': 'application/json', 'x-requested-with': 'x' },
      payload: '{"email":',
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error).toEqual({ Message: OUR_MSG.invalidJson, code: 'OUR_MSG.invalidJson' });

    const missing = await t.app.inject({ method: 'GET', url: `${API_BASE}/no/such/endpoint` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toEqual({ Message: MSG.pageNotFound, code: 'MSG.pageNotFound' });
  });
});

describe('the account language', () => {
  it('is English by default, changed by the user, and shown by auth/me', async () => {
    const { user, token } = await signedInUser(t, 'corporate');
    const before = await call(t.app, me, {}, { token });
    expect(before.body.result!.language).toBe('en');

    const set = await call(t.app, setLanguage, { body: { language: 'hi' } }, { token });
    expect(set.status, set.body.error.Message).toBe(200);
    expect(set.body).toEqual({ result: { Message: OUR_MSG.languageUpdated }, error: { Message: '' } });
    expect((await call(t.app, me, {}, { token })).body.result!.language).toBe('hi');
    const [row] = await t.ctx.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row!.language).toBe('hi');

    await call(t.app, setLanguage, { body: { language: 'en' } }, { token });
    expect((await call(t.app, me, {}, { token })).body.result!.language).toBe('en');
  });

  it("leaves the user's language alone when an administrator signed in as them switches", async () => {
    const { user: admin, token: adminToken } = await signedInUser(t, 'admin');
    const target = await makeUser(t, 'member');
    const as = await call(t.app, loginAs, { params: { code: target.code } }, { token: adminToken });
    expect(as.status).toBe(200);
    const token = as.body.result!.token;
    const set = await call(t.app, setLanguage, { body: { language: 'hi' } }, { token });
    expect(set.status).toBe(200);
    const [row] = await t.ctx.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, target.id));
    expect(row!.language).toBe('en');
    // On record: who tried, in whose name, what.
    const entries = await t.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, target.id));
    const entry = entries.find((e) => e.action === 'language.login-as');
    expect(entry).toMatchObject({
      action: 'language.login-as',
      actorId: admin.id,
      detail: { language: 'hi', applied: false },
    });
  });

  it("stores every one of the contract's languages (the table's check lists the same)", async () => {
    const { token } = await signedInUser(t, 'member');
    for (const language of LANGUAGES) {
      const set = await call(t.app, setLanguage, { body: { language } }, { token });
      expect(set.status, `${language}: ${set.body.error.Message}`).toBe(200);
      expect((await call(t.app, me, {}, { token })).body.result!.language).toBe(language);
    }
  });

  it('is open to every kind of user; with the session cookie it needs the anti-forgery header', async () => {
    for (const role of ['admin', 'member', 'student'] as const) {
      const { token } = await signedInUser(t, role);
      const res = await call(t.app, setLanguage, { body: { language: 'hi' } }, { token });
      expect(res.status, role).toBe(200);
    }
    const { user, token } = await signedInUser(t, 'student');
    const put = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'PUT',
        url: `${API_BASE}/${setLanguage.path}`,
        headers: { cookie: `${SESSION_COOKIE}=${token}`, ...headers },
        payload: { language: 'hi' },
      });
    const forged = await put({});
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error).toEqual({ Message: OUR_MSG.forbidden, code: 'OUR_MSG.forbidden' });
    const [unchanged] = await t.ctx.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, user.id));
    expect(unchanged!.language).toBe('en');
    expect((await put({ 'x-requested-with': 'XMLHttpRequest' })).statusCode).toBe(200);
  });
});

describe("mails in the recipient's language", () => {
  it('writes the password reset mail in Hindi to a Hindi user and as before to an English one', async () => {
    const hindi = await makeUser(t, 'member', { name: 'Kavita Sharma' });
    const english = await makeUser(t, 'student', { name: 'Arjun Mehta' });
    const token = await signIn(t, hindi.email, 'member');
    await call(t.app, setLanguage, { body: { language: 'hi' } }, { token });
    for (const email of [hindi.email, english.email])
      await call(t.app, forgotPassword, { body: { email, ...(await solvedProof(t, 'forgot-password')) } });
    await processResetRequests(t.ctx);

    const [hi] = await mailsTo(t.ctx.db, hindi.email);
    const hiToken = /token=([A-Za-z0-9_-]+)/.exec(hi!.textBody)![1]!;
    expect(hi!.subject).toBe('अपना प्लेसमेंट पोर्टल पासवर्ड रीसेट करें');
    expect(hi!.textBody).toBe(
      'प्रिय Kavita Sharma,\n\nहमें प्लेसमेंट पोर्टल पर आपके सदस्य खाते का पासवर्ड रीसेट करने का अनुरोध मिला है।\n' +
        'नया पासवर्ड चुनने के लिए एक घंटे के भीतर यह लिंक खोलें:\n\n' +
        `http://portal.test/PlacementApp/reset-password?token=${hiToken}\n\n` +
        'यदि आपने यह अनुरोध नहीं किया है, तो इस ई-मेल को अनदेखा करें; आपका पासवर्ड जैसा है वैसा ही रहेगा।\n',
    );

    const [en] = await mailsTo(t.ctx.db, english.email);
    const enToken = /token=([A-Za-z0-9_-]+)/.exec(en!.textBody)![1]!;
    expect(en!.subject).toBe('Reset your placement portal password');
    expect(en!.textBody).toBe(
      'Dear Arjun Mehta,\n\nWe received a request to reset the password of your student account on the placement portal.\n' +
        'Open this link within one hour to choose a new password:\n\n' +
        `http://portal.test/PlacementApp/reset-password?token=${enToken}\n\n` +
        'If you did not ask for this, ignore this mail; your password stays as it is.\n',
    );
  });

  it("acknowledges a signed-in user's grievance in their language", async () => {
    const { user, token } = await signedInUser(t, 'student');
    await call(t.app, setLanguage, { body: { language: 'hi' } }, { token });
    const res = await call(
      t.app,
      submitGrievance,
      {
        body: {
          registrationNumber: 'S123456',
          name: 'Ravi Kumar',
          email: user.email,
          mobile: '9876543210',
          message: 'My application is not shown.',
        },
      },
      { token },
    );
    expect(res.status, res.body.error.Message).toBe(200);
    const [ack] = await mailsTo(t.ctx.db, user.email);
    expect(ack!.subject).toBe('आपकी शिकायत हमें मिल गई है');
    expect(ack!.textBody).toMatch(/^प्रिय Ravi Kumar,\n\nप्लेसमेंट पोर्टल की सहायता टीम को लिखने के लिए धन्यवाद।/);
    // The support team's copy stays in English.
    const [support] = await mailsTo(t.ctx.db, t.ctx.config.SUPPORT_EMAIL);
    expect(support!.textBody).toContain('A grievance was submitted on the placement portal');
  });
});
