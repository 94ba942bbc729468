import { z } from 'zod';
import { LANGUAGES } from './account.ts';
import { endpoint, ROLES } from './endpoint.ts';
import { messageResult } from './envelope.ts';
import { MSG } from './messages.ts';
import {
  captchaAnswer,
  captchaId,
  codeParam,
  emailField,
  encodedNewPassword,
  encodedPassword,
} from './validators.ts';

export const captchaResult = z.object({
  captchaId: z.string(),
  /** SVG markup of the 6-character image. */
  image: z.string(),
  /** Only in the documented test mode (PLACEMENT_TEST_MODE=1): the answer, for automated tests. */
  testAnswer: z.string().optional(),
});

/** `GET auth/captcha`: a fresh server-issued captcha (path not shown in the spec). */
export const getCaptcha = endpoint({
  method: 'GET',
  path: 'auth/captcha',
  result: captchaResult,
  roles: 'public',
  summary: 'Issue a captcha image; its answer is checked on the server, once.',
});

/**
 * `GET auth/captcha/:captchaId/audio`: the same challenge spoken (WAV), for people who cannot see
 * the image. Ours. A challenge can be played a few times; an expired or used one answers 404.
 */
export const getCaptchaAudio = endpoint({
  method: 'GET',
  path: 'auth/captcha/:captchaId/audio',
  params: z.object({ captchaId }),
  result: z.unknown(),
  roles: 'public',
  download: true,
  summary: 'Ours. The captcha spoken as a WAV recording (audio alternative to the image).',
});

const captchaFields = { captchaId, captcha: captchaAnswer };

export const loginBody = z.object({
  email: emailField,
  password: encodedPassword,
  /** The login page used: a user signs in only through their own kind's page. */
  kind: z.enum(ROLES),
  ...captchaFields,
});

export const sessionResult = z.object({
  token: z.string(),
  name: z.string(),
  registrationType: z.string(),
  userType: z.string(),
});
export type SessionResult = z.infer<typeof sessionResult>;

export const login = endpoint({
  method: 'POST',
  path: 'auth/login',
  body: loginBody,
  result: sessionResult,
  roles: 'public',
  summary: "Signs in on the page of the user's kind (e-mail, encoded password, captcha): token and cookie.",
});

export const meResult = z.object({
  userCode: z.string(),
  name: z.string(),
  email: z.string(),
  userType: z.string(),
  role: z.enum(ROLES),
  registrationType: z.string(),
  /** Set when an admin signed in as this user. */
  impersonatedBy: z.string().nullable(),
  /** Ours. The language the user chose (account/language); their e-mails are written in it. */
  language: z.enum(LANGUAGES),
});
export type Me = z.infer<typeof meResult>;

/** `GET auth/me`: the signed-in user (path not shown in the spec). */
export const me = endpoint({
  method: 'GET',
  path: 'auth/me',
  result: meResult,
  roles: ROLES,
  summary: 'The signed-in user (code, name, e-mail, role, who impersonates them) for the web client.',
});

export const logout = endpoint({
  method: 'POST',
  path: 'auth/logout',
  result: messageResult,
  roles: 'public',
  summary: 'Signs out: ends the current session, if any, and clears the session cookie.',
});

export const changePassword = endpoint({
  method: 'POST',
  path: 'auth/change-password',
  body: z.object({ password: encodedNewPassword, oldPassword: encodedPassword }),
  result: messageResult,
  roles: ROLES,
  summary: "Changes the signed-in user's password (old and new, encoded); all their sessions end.",
});

export const forgotPassword = endpoint({
  method: 'POST',
  path: 'auth/forgot-password',
  body: z.object({ email: emailField, ...captchaFields }),
  result: messageResult,
  roles: 'public',
  summary: 'Asks for a password reset link by e-mail (captcha required); mailed only to an active account.',
});

export const resetPassword = endpoint({
  method: 'POST',
  path: 'auth/reset-password',
  body: z.object({
    token: z.string().min(1, MSG.required).max(200),
    password: encodedNewPassword,
    ...captchaFields,
  }),
  result: sessionResult,
  roles: 'public',
  summary: 'Sets a new password with the e-mailed reset token (captcha required) and signs the user in.',
});

export const loginAs = endpoint({
  method: 'GET',
  path: 'auth/login-as/:code',
  params: z.object({ code: codeParam }),
  result: sessionResult,
  roles: ['admin'],
  mutating: true,
  summary: 'Admin signs in as another (non-admin) user; the admin session ends. Audited.',
});

export const loginStatusBody = z.object({
  userCode: codeParam,
  /** The new status; when omitted the status is toggled. */
  status: z.enum(['active', 'blocked']).optional(),
});

export const setLoginStatus = endpoint({
  method: 'POST',
  path: 'auth/login-status',
  body: loginStatusBody,
  result: z.object({ userCode: z.string(), loginStatus: z.enum(['active', 'blocked']) }),
  roles: ['admin'],
  summary:
    "Blocks or activates a user's login (toggles without status); blocking ends their sessions. Audited.",
});

export const version = endpoint({
  method: 'GET',
  path: 'version',
  result: z.object({ web: z.string(), api: z.string() }),
  roles: 'public',
  summary: 'The versions of the web client and the API, for everyone.',
});
