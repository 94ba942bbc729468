import { z } from 'zod';
import { LANGUAGES } from './account.ts';
import { endpoint, ROLES } from './endpoint.ts';
import { messageResult } from './envelope.ts';
import { MSG } from './messages.ts';
import {
  codeParam,
  emailField,
  encodedNewPassword,
  encodedPassword,
  oneLine,
  proofField,
  requiredText,
} from './validators.ts';

/**
 * The public forms a browser proves some work for before the server does theirs (ours: it replaces
 * the spec's character captcha, WCAG 2.2 SC 3.3.8). A challenge is issued for one form and is
 * refused by every other.
 */
export const PROOF_FORMS = [
  'login',
  'forgot-password',
  'reset-password',
  'member-lookup',
  'student-lookup',
  'register-member',
  'register-student',
  'corporate-otp',
] as const;
export type ProofForm = (typeof PROOF_FORMS)[number];

/** An ALTCHA proof-of-work challenge (altcha-lib v2's `Challenge`), signed by the server. */
export const challengeResult = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      expiresAt: z.number().optional(),
      data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
    }),
    signature: z.string().optional(),
  }),
  /** Only in the documented test mode (PLACEMENT_TEST_MODE=1): a solved `proof`, for automated tests. */
  testProof: z.string().optional(),
});
export type ChallengeResult = z.infer<typeof challengeResult>;

/**
 * `GET auth/challenge`: a proof-of-work challenge for one public form (ours). With `email`, the
 * work is the one that account's form asks for now (more when it is under attack).
 */
export const getChallenge = endpoint({
  method: 'GET',
  path: 'auth/challenge',
  query: z.object({ form: z.enum(PROOF_FORMS), email: z.string().trim().toLowerCase().max(254).optional() }),
  result: challengeResult,
  roles: 'public',
  summary: 'Ours. A signed proof-of-work challenge for one public form; its solution is taken once.',
});

const proofFields = { proof: proofField };

export const loginBody = z.object({
  email: emailField,
  password: encodedPassword,
  /** The login page used: a user signs in only through their own kind's page. */
  kind: z.enum(ROLES),
  ...proofFields,
});

export const sessionResult = z.object({
  token: z.string(),
  name: z.string(),
  registrationType: z.string(),
  userType: z.string(),
});
export type SessionResult = z.infer<typeof sessionResult>;

/**
 * A sign-in answer: the session, or, for an account with a second factor, no session yet
 * (`token` empty) and the `secondFactorToken` that `auth/second-factor/verify` takes with a code.
 */
export const loginResult = sessionResult.extend({
  secondFactorToken: z.string().optional(),
  /**
   * Test mode only (refused in production, like the proof of work's `testProof`): a code the
   * second step takes in place of the app's, once, for this pending sign-in alone. Parallel
   * journeys sign in the one demo admin, and an authenticator code is good once per 30 s step.
   */
  testSecondFactorCode: z.string().optional(),
});

export const login = endpoint({
  method: 'POST',
  path: 'auth/login',
  body: loginBody,
  result: loginResult,
  roles: 'public',
  summary:
    "Signs in on the page of the user's kind (e-mail, encoded password, proof of work): token and cookie.",
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
  /**
   * Ours. An admin without a second factor: this session can do nothing but set one up (the
   * server refuses everything else with OUR_MSG.secondFactorSetUpFirst).
   */
  secondFactorSetUp: z.boolean(),
});
export type Me = z.infer<typeof meResult>;

/** `GET auth/me`: the signed-in user (path not shown in the spec). */
export const me = endpoint({
  method: 'GET',
  path: 'auth/me',
  result: meResult,
  roles: ROLES,
  duringSetUp: true,
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
  body: z.object({ email: emailField, ...proofFields }),
  result: messageResult,
  roles: 'public',
  summary:
    'Asks for a password reset link by e-mail (proof of work required); mailed only to an active account.',
});

export const resetPassword = endpoint({
  method: 'POST',
  path: 'auth/reset-password',
  body: z.object({
    token: z.string().min(1, MSG.required).max(200),
    password: encodedNewPassword,
    ...proofFields,
  }),
  result: loginResult,
  roles: 'public',
  summary:
    'Sets a new password with the e-mailed reset token (proof of work required) and signs the user in (an account with a second factor: asked for it next, as at sign-in).',
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

// ---- A second factor (ours: ASVS 5.0 level 2) ----

/** A six-digit code of an authenticator app, or a recovery code (letters and digits, dashes allowed). */
const secondFactorCode = z
  .string({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .max(40)
  .transform((v) => v.replace(/[\s-]/g, ''));

export const totpSetupResult = z.object({
  /** The shared secret in Base32, to type into an app that cannot scan. */
  secret: z.string(),
  /** The otpauth:// address the QR code holds. */
  uri: z.string(),
  /** The QR code as SVG markup. */
  qrSvg: z.string(),
});

/** `POST auth/second-factor/totp`: a new authenticator secret, not in use until confirmed. */
export const startTotp = endpoint({
  method: 'POST',
  path: 'auth/second-factor/totp',
  result: totpSetupResult,
  roles: ['admin', 'corporate', 'member', 'student'],
  duringSetUp: true,
  summary: 'Ours. Starts setting up an authenticator app: the secret as text and as a QR code.',
});

/** `POST auth/second-factor/totp/confirm`: the app's first code turns it on; the recovery codes, once. */
export const confirmTotp = endpoint({
  method: 'POST',
  path: 'auth/second-factor/totp/confirm',
  body: z.object({ code: secondFactorCode }),
  result: z.object({ recoveryCodes: z.array(z.string()) }),
  roles: ['admin', 'corporate', 'member', 'student'],
  duringSetUp: true,
  summary: 'Ours. Confirms the authenticator app with a code; answers the recovery codes, shown once.',
});

/** `POST auth/second-factor/verify`: the second step of a sign-in. */
export const verifySecondFactor = endpoint({
  method: 'POST',
  path: 'auth/second-factor/verify',
  body: z.object({ secondFactorToken: z.string().min(1).max(200), code: secondFactorCode }),
  result: sessionResult,
  roles: 'public',
  summary: 'Ours. Completes a sign-in with an authenticator code or a recovery code: token and cookie.',
});

/**
 * `POST auth/second-factor/reset/:code`: another admin turns a user's lost second factor off (the
 * user signs in with the password alone and sets one up again). Audited; the user is mailed.
 */
export const resetSecondFactor = endpoint({
  method: 'POST',
  path: 'auth/second-factor/reset/:code',
  params: z.object({ code: codeParam }),
  result: messageResult,
  roles: ['admin'],
  summary: "Ours. An admin resets another user's lost second factor (audited, mailed).",
});

// ---- Passkeys (ours: WebAuthn, for every kind of user) ----

/** A user keeps at most this many passkeys (a phone, a laptop, a security key, ... each). */
export const MAX_PASSKEYS = 20;
export const PASSKEY_NAME_MAX = 60;

const passkeyName = oneLine(requiredText(PASSKEY_NAME_MAX));

/** A base64url string of the browser's WebAuthn answer. */
const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/);

/** What `navigator.credentials.create()` answered, as JSON (@simplewebauthn/browser's RegistrationResponseJSON). */
const registrationResponse = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(8000),
    attestationObject: base64url(40000),
    authenticatorData: base64url(8000).optional(),
    transports: z.array(z.string().max(20)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(8000).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  // None asked for: whatever the browser adds is dropped.
  clientExtensionResults: z
    .object({ credProps: z.object({ rk: z.boolean().optional() }).optional() })
    .default({}),
});

/** What `navigator.credentials.get()` answered, as JSON (AuthenticationResponseJSON). */
const authenticationResponse = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(8000),
    authenticatorData: base64url(8000),
    signature: base64url(8000),
    userHandle: base64url(200).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  // None asked for: whatever the browser adds is dropped.
  clientExtensionResults: z
    .object({ credProps: z.object({ rk: z.boolean().optional() }).optional() })
    .default({}),
});

/**
 * The options `navigator.credentials.create()` / `get()` take, as JSON (@simplewebauthn/server's
 * PublicKeyCredentialCreationOptionsJSON / RequestOptionsJSON): passed on to the browser as they are.
 */
const webauthnOptions = z.looseObject({ challenge: z.string() });

export const passkeyItem = z.object({
  code: z.string(),
  name: z.string(),
  /** Epoch seconds. */
  createdAt: z.number(),
  /** Epoch seconds; null: never used to sign in yet. */
  lastUsedAt: z.number().nullable(),
  /** Synced by the platform (a phone's or a browser's password manager) rather than kept on one device. */
  backedUp: z.boolean(),
});
export type PasskeyItem = z.infer<typeof passkeyItem>;

const passkeyRoles = ['admin', 'corporate', 'member', 'student'] as const;

/** `POST auth/passkeys/register/options`: the options to make a passkey for the signed-in user. */
export const passkeyRegisterOptions = endpoint({
  method: 'POST',
  path: 'auth/passkeys/register/options',
  result: webauthnOptions,
  roles: passkeyRoles,
  summary: 'Ours. Options for a new passkey of the signed-in user (a one-time challenge, for a few minutes).',
});

/** `POST auth/passkeys/register/verify`: the browser's new passkey, kept under the given name. */
export const passkeyRegisterVerify = endpoint({
  method: 'POST',
  path: 'auth/passkeys/register/verify',
  body: z.object({ name: passkeyName, response: registrationResponse }),
  result: passkeyItem,
  roles: passkeyRoles,
  summary:
    'Ours. Keeps the new passkey (origin, relying party and user verification checked). Audited, mailed.',
});

/**
 * `POST auth/passkeys/authenticate/options`: a challenge to sign in with a passkey (any of the
 * browser's: discoverable credentials, and the autofill offer). With `secondFactorToken`, the
 * second step of a password sign-in: only that user's passkeys.
 */
export const passkeyAuthenticateOptions = endpoint({
  method: 'POST',
  path: 'auth/passkeys/authenticate/options',
  body: z.object({ secondFactorToken: z.string().min(1).max(200).optional() }),
  result: webauthnOptions,
  roles: 'public',
  summary: 'Ours. Options to sign in with a passkey (a one-time challenge, for a few minutes).',
});

/**
 * `POST auth/passkeys/authenticate/verify`: signs in with a passkey alone on the page of the
 * user's kind, or completes a password sign-in's second step (`secondFactorToken`).
 */
export const passkeyAuthenticateVerify = endpoint({
  method: 'POST',
  path: 'auth/passkeys/authenticate/verify',
  body: z.object({
    kind: z.enum(ROLES),
    secondFactorToken: z.string().min(1).max(200).optional(),
    response: authenticationResponse,
  }),
  result: sessionResult,
  roles: 'public',
  summary: 'Ours. Signs in with a passkey (origin, relying party, counter and user verification checked).',
});

/** `GET auth/passkeys`: the signed-in user's passkeys, newest first. */
export const listPasskeys = endpoint({
  method: 'GET',
  path: 'auth/passkeys',
  result: z.object({ passkeys: z.array(passkeyItem) }),
  roles: passkeyRoles,
  summary: "Ours. The signed-in user's passkeys: name, when added, when last used.",
});

const passkeyParams = z.object({ code: codeParam });

/** `PUT auth/passkeys/:code`: a new name for one of the user's passkeys. */
export const renamePasskey = endpoint({
  method: 'PUT',
  path: 'auth/passkeys/:code',
  params: passkeyParams,
  body: z.object({ name: passkeyName }),
  result: passkeyItem,
  roles: passkeyRoles,
  summary: "Ours. Renames one of the signed-in user's passkeys. Audited, mailed.",
});

/** `DELETE auth/passkeys/:code`: removes one of the user's passkeys. */
export const removePasskey = endpoint({
  method: 'DELETE',
  path: 'auth/passkeys/:code',
  params: passkeyParams,
  result: messageResult,
  roles: passkeyRoles,
  summary: "Ours. Removes one of the signed-in user's passkeys. Audited, mailed.",
});

/**
 * `POST auth/second-factor/again`: the signed-in user enters a code of the app (or a recovery
 * code) again; what asks for a recent second factor (login-as: within 15 minutes) then opens.
 */
export const reverifySecondFactor = endpoint({
  method: 'POST',
  path: 'auth/second-factor/again',
  body: z.object({ code: secondFactorCode }),
  result: messageResult,
  roles: ['admin', 'corporate', 'member', 'student'],
  summary:
    'Ours. The signed-in user proves the second factor again (login-as asks for one within 15 minutes).',
});

/**
 * `POST auth/second-factor/off`: the signed-in user turns their own second factor off, proving it
 * is them with a current code, a recovery code or the password. Not for admins. Audited; mailed.
 */
export const turnOffSecondFactor = endpoint({
  method: 'POST',
  path: 'auth/second-factor/off',
  body: z.object({ code: secondFactorCode.optional(), password: encodedPassword.optional() }),
  result: messageResult,
  roles: ['corporate', 'member', 'student'],
  summary:
    "Ours. Turns the signed-in user's own second factor off (a code or the password again); audited, mailed.",
});
