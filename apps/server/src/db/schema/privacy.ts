import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Ours (DPDP Rule 3, section 6 of the Act). One row per consent given: the purpose, the version of
 * its notice (packages/contract/src/privacy.ts NOTICES), when and where. Withdrawing sets
 * `withdrawn_at` on the row in force; giving again adds a row, so the history stays. At most one
 * row in force per person and purpose. A person with no row for a purpose registered before the
 * register existed; migration 0027 recorded theirs.
 */
export const consents = pgTable(
  'consents',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    noticeVersion: integer('notice_version').notNull(),
    givenAt: ts('given_at').notNull(),
    withdrawnAt: ts('withdrawn_at'),
    /** registration, consents-page, renewal, migration (contract CONSENT_CHANNELS). */
    channel: text('channel').notNull(),
    withdrawnChannel: text('withdrawn_channel').notNull().default(''),
  },
  (t) => [
    index('consents_user_purpose_idx').on(t.userId, t.purpose, t.id),
    uniqueIndex('consents_in_force_uq').on(t.userId, t.purpose).where(sql`${t.withdrawnAt} IS NULL`),
  ],
);

/**
 * Ours (DPDP Rule 14(3), section 13 of the Act). A grievance a signed-in person files with the
 * grievance officer: answered within the published period (`due_at`), admins reminded before it
 * lapses (`reminded_at`, set by the scheduled task that mails them, once).
 */
export const privacyGrievances = pgTable(
  'privacy_grievances',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reference: text('reference').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    status: text('status').notNull().default('open'),
    reply: text('reply').notNull().default(''),
    repliedBy: bigint('replied_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull(),
    dueAt: ts('due_at').notNull(),
    repliedAt: ts('replied_at'),
    remindedAt: ts('reminded_at'),
  },
  (t) => [
    index('privacy_grievances_user_idx').on(t.userId, t.createdAt),
    index('privacy_grievances_open_due_idx').on(t.dueAt).where(sql`${t.status} = 'open'`),
  ],
);
