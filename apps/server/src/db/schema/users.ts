import type { Language } from '@pp/contract/account';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const roleEnum = pgEnum('user_role', ['admin', 'corporate', 'member', 'student']);
export const loginStatusEnum = pgEnum('login_status', ['active', 'blocked']);

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Every person who signs in, of all four kinds. */
export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Public opaque identifier (userCode). */
    code: text('code').notNull(),
    role: roleEnum('role').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull().default(''),
    loginStatus: loginStatusEnum('login_status').notNull().default('active'),
    /** Corporate: placement or training registration; empty for others. */
    registrationType: text('registration_type').notNull().default(''),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: ts('locked_until'),
    lastLoginAt: ts('last_login_at'),
    /** When the e-mail was proved (employers: the link mailed at registration). Null: cannot sign in. */
    emailConfirmedAt: ts('email_confirmed_at'),
    passwordChangedAt: ts('password_changed_at').notNull().defaultNow(),
    createdAt: ts('created_at').notNull().defaultNow(),
    modifiedAt: ts('modified_at').notNull().defaultNow(),
    /** Account deleted by its owner (data rights): sign-in impossible, row kept for references. */
    deletedAt: ts('deleted_at'),
    /** Ours. The language the user reads the portal in: their e-mails are written in it. */
    language: text('language').$type<Language>().notNull().default('en'),
  },
  (t) => [
    uniqueIndex('users_code_uq').on(t.code),
    uniqueIndex('users_role_email_uq').on(t.role, t.email),
    // The contract's LANGUAGES (account.ts); a test checks that they agree.
    check('users_language_ck', sql`language in ('en', 'hi')`),
    index('users_email_idx').on(t.email),
    index('users_role_created_idx').on(t.role, t.createdAt),
    index('users_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    // E-mail of every kind (the audit log's actor filter; the admin keyword searches match the
    // profiles' search_text since migration 0015).
    index('users_email_trgm').using('gin', sql`${t.email} gin_trgm_ops`),
  ],
);

/** Sign-in sessions: only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The admin who opened this session through login-as, if any. */
    impersonatorId: bigint('impersonator_id', { mode: 'number' }).references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    /**
     * When the user last proved a second factor in this session (sign-in, set-up, re-verify):
     * an admin's session without one is held at set-up; login-as wants one within 15 minutes.
     */
    secondFactorAt: ts('second_factor_at'),
  },
  (t) => [uniqueIndex('sessions_token_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** One-time password reset links (hash of the token only). */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [uniqueIndex('password_resets_token_uq').on(t.tokenHash)],
);

/**
 * Forgot-password requests, answered at once and processed out of the request (the scheduler), so
 * that the answer takes the same time whether or not the e-mail has an account.
 */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    ip: text('ip').notNull().default(''),
    createdAt: ts('created_at').notNull(),
    processedAt: ts('processed_at'),
  },
  (t) => [index('password_reset_requests_pending_idx').on(t.id).where(sql`${t.processedAt} is null`)],
);

/** E-mail confirmation links of employer registrations (hash of the token only). */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [uniqueIndex('email_confirmations_token_uq').on(t.tokenHash)],
);

/**
 * A user's authenticator app (TOTP, RFC 6238): the shared secret, from set-up until confirmed with
 * a first code, and the last time step a code was accepted for (a code is taken once).
 */
export const totpFactors = pgTable('totp_factors', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmedAt: ts('confirmed_at'),
  lastTimeStep: bigint('last_time_step', { mode: 'number' }).notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** One-time recovery codes for a lost authenticator, kept as hashes; shown once when made. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/**
 * A sign-in halfway: the password was right, the second factor is still to come. The token is
 * handed to the page once (kept hashed), lives a few minutes and allows a few tries.
 */
export const secondFactorChallenges = pgTable('second_factor_challenges', {
  tokenHash: text('token_hash').primaryKey(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: ts('expires_at').notNull(),
});

/**
 * A passkey (WebAuthn credential) of a user: the public key the authenticator made and the
 * number of signatures it last reported. No biometric data: the fingerprint or face never leaves
 * the person's device, which only says that it checked them.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Public opaque identifier in the account's pages. */
    code: text('code').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The authenticator's credential id, base64url. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The signature counter last seen (0 for authenticators that keep none). */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** How the browser reaches the authenticator (internal, hybrid, usb, ...), as it said. */
    transports: text('transports').array().notNull().default(sql`'{}'::text[]`),
    name: text('name').notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastUsedAt: ts('last_used_at'),
  },
  (t) => [
    uniqueIndex('passkeys_credential_uq').on(t.credentialId),
    uniqueIndex('passkeys_code_uq').on(t.code),
    index('passkeys_user_idx').on(t.userId),
  ],
);

/**
 * A WebAuthn challenge handed to a browser (kept hashed): taken once, by the ceremony it was made
 * for (a new passkey, a sign-in, a password sign-in's second step) and the user it was made for,
 * before it expires.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    challengeHash: text('challenge_hash').primaryKey(),
    purpose: text('purpose').notNull(),
    /** Null for a sign-in with a passkey alone: the passkey tells who it is. */
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('passkey_challenges_expires_idx').on(t.expiresAt)],
);
