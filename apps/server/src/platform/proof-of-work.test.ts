import {
  forgotPassword,
  getChallenge,
  login,
  PROOF_FORMS,
  type ProofForm,
  resetPassword,
} from '@pp/contract/auth';
import { sendOtp } from '@pp/contract/comm';
import type { EndpointDef } from '@pp/contract/endpoint';
import { OUR_MSG } from '@pp/contract/messages';
import { lookupMember, lookupStudent, registerMember, registerStudent } from '@pp/contract/registration';
import { describe, expect, it } from 'vitest';
import {
  appForTests,
  call,
  createTestApp,
  encodePassword,
  expectRefused,
  makeUser,
  TEST_PASSWORD,
  type TestApp,
} from '../test/harness.ts';
import { solvedProof } from '../test/sign-in.ts';
import { CHALLENGE_TTL_MS, MAX_LEVEL } from './proof-of-work.ts';
import { LIMITS } from './rate-limit.ts';

let t: TestApp;
appForTests(async () => (t = await createTestApp()));

const b64 = (s: string) => Buffer.from(s).toString('base64');
const decode = (proof: string) => JSON.parse(Buffer.from(proof, 'base64').toString('utf8'));
const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');

/** Every form with its request, given a proof (or none): each must refuse a request without one. */
const FORMS: Record<ProofForm, { def: EndpointDef; input: (proof?: string) => object }> = {
  login: {
    def: login,
    input: (proof) => ({
      body: { email: 'pow@example.test', password: encodePassword(TEST_PASSWORD), kind: 'member', proof },
    }),
  },
  'forgot-password': {
    def: forgotPassword,
    input: (proof) => ({ body: { email: 'pow@example.test', proof } }),
  },
  'reset-password': {
    def: resetPassword,
    input: (proof) => ({ body: { token: 'x'.repeat(43), password: encodePassword('Fresh@789'), proof } }),
  },
  'member-lookup': {
    def: lookupMember,
    input: (proof) => ({ query: { membershipNumber: b64('12345'), dateOfBirth: b64('1990-01-01'), proof } }),
  },
  'student-lookup': {
    def: lookupStudent,
    input: (proof) => ({ query: { registrationNumber: 'NOPE1', dateOfBirth: '2003-01-15', proof } }),
  },
  'register-member': {
    def: registerMember,
    input: (proof) => ({
      body: {
        membershipNumber: '12345',
        dateOfBirth: '1990-01-01',
        countryCode: 'IN',
        state: 'IN-MH',
        city: 'IN-MH-PUNE',
        password: encodePassword('Member@123'),
        registrationToken: 'nope',
        proof,
      },
    }),
  },
  'register-student': {
    def: registerStudent,
    input: (proof) => ({
      body: {
        registrationNumber: 'NOPE1',
        dateOfBirth: '2003-01-15',
        state: 'IN-MH',
        city: 'IN-MH-PUNE',
        password: encodePassword('Student@123'),
        registrationToken: 'nope',
        proof,
      },
    }),
  },
  'corporate-otp': {
    def: sendOtp,
    input: (proof) => ({
      body: { purpose: 'corporate', mobile: '9876500001', email: 'hr@example.test', proof },
    }),
  },
};

// biome-ignore lint/suspicious/noExplicitAny: the table above pairs each endpoint with its own input
const send = (form: ProofForm, proof?: string, remoteAddress?: string): Promise<any> =>
  call(t.app, FORMS[form].def, FORMS[form].input(proof) as never, remoteAddress ? { remoteAddress } : {});

describe('the proof of work on the public forms', () => {
  it('is asked for by every form: a request without one is refused', async () => {
    expect(Object.keys(FORMS).sort()).toEqual([...PROOF_FORMS].sort());
    for (const form of PROOF_FORMS) {
      for (const proof of [undefined, '']) {
        const res = await send(form, proof, '198.51.100.1');
        expect(res.status, form).toBe(400);
        expect(res.body.error.fields?.proof, form).toBe(OUR_MSG.proofRequired);
      }
    }
  });

  it('is issued signed, bound to its form, and expiring; test mode hands out its solution', async () => {
    const res = await call(t.app, getChallenge, { query: { form: 'login' } });
    expect(res.status).toBe(200);
    const { challenge, testProof } = res.body.result!;
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({
      algorithm: 'PBKDF2/SHA-256',
      data: { form: 'login', level: 0 },
    });
    const expiresIn = challenge.parameters.expiresAt! * 1000 - Date.now();
    expect(expiresIn).toBeGreaterThan(CHALLENGE_TTL_MS - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(CHALLENGE_TTL_MS);
    expect(decode(testProof!).challenge).toEqual(challenge);
  });

  it('accepts a solution once: the same one again is refused', async () => {
    const user = await makeUser(t, 'member');
    const { proof } = await solvedProof(t, 'login', { email: user.email });
    const body = {
      email: user.email,
      password: encodePassword(TEST_PASSWORD),
      kind: 'member' as const,
      proof,
    };
    expect((await call(t.app, login, { body })).status).toBe(200);
    const replay = await call(t.app, login, { body });
    expectRefused(replay, 400, OUR_MSG.proofInvalid);
    expect(replay.body.error.fields?.proof).toBe(OUR_MSG.proofInvalid);
  });

  it('refuses a solution meant for another form', async () => {
    for (const [issued, used] of [
      ['forgot-password', 'login'],
      ['login', 'forgot-password'],
      ['member-lookup', 'student-lookup'],
      ['register-member', 'register-student'],
      ['login', 'corporate-otp'],
    ] as const) {
      const { proof } = await solvedProof(t, issued);
      const res = await send(used, proof);
      expect(res.status, `${issued} -> ${used}`).toBe(400);
      expect(res.body.error.Message).toBe(OUR_MSG.proofInvalid);
    }
  });

  it('refuses an expired solution', async () => {
    const { proof } = await solvedProof(t, 'forgot-password');
    t.advance(CHALLENGE_TTL_MS + 1_000);
    try {
      const res = await send('forgot-password', proof);
      expectRefused(res, 400, OUR_MSG.proofInvalid);
    } finally {
      t.advance(-(CHALLENGE_TTL_MS + 1_000));
    }
  });

  it('refuses forgeries: a changed form, an easier level, a made-up solution, no signature, garbage', async () => {
    const forge = async (change: (payload: ReturnType<typeof decode>) => void) => {
      const payload = decode((await solvedProof(t, 'forgot-password')).proof);
      change(payload);
      return encode(payload);
    };
    const forgeries = [
      await forge((p) => {
        p.challenge.parameters.data.form = 'login';
      }),
      await forge((p) => {
        p.challenge.parameters.expiresAt += 3600;
      }),
      await forge((p) => {
        p.solution.derivedKey = 'ab'.repeat(32);
      }),
      await forge((p) => {
        p.solution.counter += 1;
        p.solution.derivedKey = '00'.repeat(32);
      }),
      await forge((p) => {
        delete p.challenge.signature;
      }),
      'not base64 json',
      encode({ challenge: {}, solution: {} }),
    ];
    for (const proof of forgeries) {
      const res = await send('forgot-password', proof);
      expect(res.status, proof).toBe(400);
      expect(res.body.error.Message).toBe(OUR_MSG.proofInvalid);
    }
    // A form changed to 'login' is refused there too: the signature covers it.
    const moved = await forge((p) => {
      p.challenge.parameters.data.form = 'login';
    });
    expect((await send('login', moved)).body.error.Message).toBe(OUR_MSG.proofInvalid);
  });
});

describe('the work rises under attack', () => {
  const levelOf = async (query: { form: ProofForm; email?: string }, remoteAddress: string) => {
    const res = await call(t.app, getChallenge, { query }, { remoteAddress });
    const { parameters } = res.body.result!.challenge;
    return { level: Number(parameters.data?.level), parameters };
  };

  it('for an account many wrong passwords were tried on, from any address', async () => {
    const user = await makeUser(t, 'member');
    const before = await levelOf({ form: 'login', email: user.email }, '192.0.2.50');
    expect(before.level).toBe(0);
    // A low proof from before the attack, kept for later.
    const early = await solvedProof(t, 'login', { email: user.email, remoteAddress: '192.0.2.50' });
    for (let i = 0; i < LIMITS.proofPressure.max; i++) {
      const remoteAddress = `192.0.2.${i + 1}`;
      const res = await call(
        t.app,
        login,
        {
          body: {
            email: user.email,
            password: encodePassword('Wrong@123'),
            kind: 'member',
            ...(await solvedProof(t, 'login', { email: user.email, remoteAddress })),
          },
        },
        { remoteAddress },
      );
      expect(res.status).toBe(401);
    }
    const after = await levelOf({ form: 'login', email: user.email }, '192.0.2.50');
    expect(after.level).toBe(1);
    // Four times the attempts: the counter (the attempts a solver needs) is drawn from a range
    // four times as high, so it rose whatever the draws.
    const low = decode(early.proof).solution.counter;
    const high = decode(
      (await solvedProof(t, 'login', { email: user.email, remoteAddress: '192.0.2.50' })).proof,
    ).solution.counter;
    expect(high).toBeGreaterThanOrEqual(2 * Math.ceil(low / 2));
    // The proof solved at the old level no longer opens the account, even with the right password.
    const refused = await call(
      t.app,
      login,
      { body: { email: user.email, password: encodePassword(TEST_PASSWORD), kind: 'member', ...early } },
      { remoteAddress: '192.0.2.50' },
    );
    expectRefused(refused, 400, OUR_MSG.proofHarder);
    // Asked with its e-mail, the harder challenge lets the owner in.
    const owner = await call(
      t.app,
      login,
      {
        body: {
          email: user.email,
          password: encodePassword(TEST_PASSWORD),
          kind: 'member',
          ...(await solvedProof(t, 'login', { email: user.email, remoteAddress: '192.0.2.50' })),
        },
      },
      { remoteAddress: '192.0.2.50' },
    );
    expect(owner.status).toBe(200);
    // Another account is not affected.
    expect((await levelOf({ form: 'login', email: 'calm@example.test' }, '192.0.2.51')).level).toBe(0);
  });

  it('for a client address that looks records up at random, up to the highest level', async () => {
    const ip = '203.0.113.99';
    let level = 0;
    for (let i = 0; i < 10 * LIMITS.proofPressure.max; i++) {
      const res = await send(
        'student-lookup',
        (await solvedProof(t, 'student-lookup', { remoteAddress: ip })).proof,
        ip,
      );
      expect(res.status).toBe(200);
      if (i + 1 === LIMITS.proofPressure.max) level = (await levelOf({ form: 'student-lookup' }, ip)).level;
    }
    expect(level).toBe(1);
    expect((await levelOf({ form: 'student-lookup' }, ip)).level).toBe(MAX_LEVEL);
    expect((await levelOf({ form: 'student-lookup' }, '203.0.113.100')).level).toBe(0);
  });
});
