import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Keys the server makes for itself on first use and every process shares (the proof-of-work
 * challenges' signing keys). Never shown, logged or exported.
 */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/**
 * Proof-of-work challenges already answered (by their nonce): a solution is taken once. Kept until
 * the challenge expires, when its signature refuses it anyway.
 */
export const spentChallenges = pgTable(
  'spent_challenges',
  {
    nonce: text('nonce').primaryKey(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('spent_challenges_expires_idx').on(t.expiresAt)],
);

/** Fixed-window counters for rate limits, shared by all server processes. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    windowStart: ts('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.key, t.windowStart] }),
    index('rate_limits_window_idx').on(t.windowStart),
  ],
);

/** One-time passwords sent for registration (the admin list shows the last 100). */
export const otps = pgTable(
  'otps',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Public reference of this OTP (otpRef). */
    ref: text('ref').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email').notNull().default(''),
    otp: text('otp').notNull(),
    purpose: text('purpose').notNull().default('registration'),
    /** What the OTP was issued for (e.g. 'member:A:54321'); it verifies only that. */
    subject: text('subject').notNull().default(''),
    /** Hash of the token handed out once the OTP is verified; registration presents it. */
    verifyTokenHash: text('verify_token_hash'),
    /** Set when the verified token was used to register (single use). */
    consumedAt: ts('consumed_at'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    verifiedAt: ts('verified_at'),
  },
  (t) => [
    index('otps_mobile_idx').on(t.mobile, t.createdAt),
    index('otps_created_idx').on(t.createdAt),
    index('otps_subject_idx').on(t.subject, t.createdAt),
    uniqueIndex('otps_verify_token_uq').on(t.verifyTokenHash),
    uniqueIndex('otps_ref_uq').on(t.ref),
  ],
);

/**
 * A successful look-up of the institute's records during registration: the page gets only this
 * token and the masked contact details; send-otp uses it to reach the mobile and e-mail on record.
 */
export const registrationLookups = pgTable(
  'registration_lookups',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose').notNull(),
    subject: text('subject').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('registration_lookups_expires_idx').on(t.expiresAt)],
);
