import { getCaptcha, me } from '@pp/contract/auth';
import { USER_TYPE } from '@pp/contract/constants';
import type { Role } from '@pp/contract/endpoint';
import { answer, type FakeRoute } from './fake-api.ts';

/** The captcha image every sign-in and registration form loads: a new id each time ('captcha-1', ...). */
export function captchaAnswer(): FakeRoute {
  let issued = 0;
  return answer(getCaptcha, () => {
    issued += 1;
    return { captchaId: `captcha-${issued}`, image: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' };
  });
}

/** `auth/me` once signed in as `role`. */
export function meAnswer(role: Role, name = 'Ananya Rao'): FakeRoute {
  return answer(me, () => ({
    userCode: 'U1',
    name,
    email: 'ananya@example.com',
    userType: USER_TYPE[role],
    role,
    registrationType: '',
    impersonatedBy: null,
    language: 'en' as const,
  }));
}
