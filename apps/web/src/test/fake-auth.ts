import { getChallenge, me } from '@pp/contract/auth';
import { USER_TYPE } from '@pp/contract/constants';
import type { Role } from '@pp/contract/endpoint';
import { answer, type FakeRoute } from './fake-api.ts';

/**
 * The proof-of-work challenge every sign-in and registration form asks for: the least work there
 * is (one PBKDF2 iteration, a one-digit prefix), with a new nonce each time (`nonce` 1, 2, ...).
 */
export function challengeAnswer(): FakeRoute {
  let issued = 0;
  return answer(getChallenge, ({ query }) => {
    issued += 1;
    return {
      challenge: {
        parameters: {
          algorithm: 'PBKDF2/SHA-256',
          nonce: issued.toString(16).padStart(32, '0'),
          salt: '00'.repeat(16),
          cost: 1,
          keyLength: 32,
          keyPrefix: '0',
          data: { form: query.get('form') ?? '' },
        },
        signature: 'ab'.repeat(32),
      },
    };
  });
}

/** The challenge a proof the page sent was solved for: its number and form (see challengeAnswer). */
export function challengeOf(proof: unknown): { issued: number; form: string } {
  const { challenge } = JSON.parse(atob(String(proof)));
  return { issued: Number.parseInt(challenge.parameters.nonce, 16), form: challenge.parameters.data.form };
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
    secondFactorSetUp: false,
  }));
}
