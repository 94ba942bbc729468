import { getCaptcha, getCaptchaAudio, login } from '@pp/contract/auth';
import { API_BASE, buildPath } from '@pp/contract/endpoint';
import { OUR_MSG } from '@pp/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hearCaptcha } from '../../../../../e2e/fixtures/captcha-listener.ts';
import {
  call,
  createTestApp,
  encodePassword,
  makeUser,
  TEST_PASSWORD,
  type TestApp,
} from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function audioOf(captchaId: string) {
  return t.app.inject({
    method: 'GET',
    url: `${API_BASE}/${buildPath(getCaptchaAudio.path, { captchaId })}`,
  });
}

describe('audio captcha (GET auth/captcha/:captchaId/audio)', () => {
  it('speaks the same challenge as the image, and that answer signs in', async () => {
    const user = await makeUser(t, 'member');
    const issued = (await call(t.app, getCaptcha, {})).body.result!;
    const res = await audioOf(issued.captchaId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/wav');
    expect(res.headers['cache-control']).toBe('no-store');
    const heard = hearCaptcha(res.rawPayload);
    expect(heard).toBe(issued.testAnswer);
    const signedIn = await call(t.app, login, {
      body: {
        email: user.email,
        password: encodePassword(TEST_PASSWORD),
        kind: 'member',
        captchaId: issued.captchaId,
        captcha: heard,
      },
    });
    expect(signedIn.status).toBe(200);
    // Used up by the sign-in: no more audio of it.
    const after = await audioOf(issued.captchaId);
    expect(after.statusCode).toBe(404);
    expect(JSON.parse(after.body).error.Message).toBe(OUR_MSG.captchaExpired);
  });

  it('answers 404 for an unknown challenge, 429 after a few plays of one', async () => {
    expect((await audioOf('NoSuchCaptcha00000000000')).statusCode).toBe(404);
    const issued = (await call(t.app, getCaptcha, {})).body.result!;
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await audioOf(issued.captchaId)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('never carries the answer as text', async () => {
    const issued = (await call(t.app, getCaptcha, {})).body.result!;
    const res = await audioOf(issued.captchaId);
    expect(res.rawPayload.includes(Buffer.from(issued.testAnswer!))).toBe(false);
    expect(JSON.stringify(res.headers)).not.toContain(issued.testAnswer!);
  });
});
