import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The notification centre (ours): one row per event that was also e-mailed to the user, written in
 * the e-mail's transaction. `kind` and `params` (the contract's `notificationPayload`) and `link`
 * are stored, not a sentence: the client words each in the reader's language. No pruning yet: the
 * list shows the newest first, a page at a time.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    params: jsonb('params').notNull().default({}),
    /** A path under /PlacementApp, or ''. */
    link: text('link').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    readAt: ts('read_at'),
  },
  (t) => [
    uniqueIndex('notifications_code_uq').on(t.code),
    // The owner's list, newest first.
    index('notifications_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The header's unread count: only the unread rows.
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);
