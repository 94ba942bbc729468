import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A member's or student's saved search with its e-mail alert (ours, beyond the spec). `criteria` holds the
 * search form's query exactly as the contract's search endpoint takes it; `searchKind` names
 * which form ('memberJobs', 'wfhJobs', 'studentJobs', 'studentTrainings', ...).
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    searchKind: text('search_kind').notNull(),
    criteria: jsonb('criteria').notNull().default(sql`'{}'::jsonb`),
    /** 'daily' or 'weekly'. */
    frequency: text('frequency').notNull().default('weekly'),
    active: boolean('active').notNull().default(true),
    /**
     * The unsubscribe token mailed in every alert (256 random bits, works without signing in).
     * Kept as it is, not hashed, so that every alert's link stays valid: it grants nothing but
     * switching off this one alert.
     */
    unsubscribeToken: text('unsubscribe_token').notNull(),
    /** Postings created after this moment are "new" for the next alert. */
    lastRunAt: ts('last_run_at').notNull().defaultNow(),
    nextRunAt: ts('next_run_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    modifiedAt: ts('modified_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_searches_code_uq').on(t.code),
    uniqueIndex('saved_searches_unsubscribe_uq').on(t.unsubscribeToken),
    index('saved_searches_user_idx').on(t.userId, t.createdAt),
    index('saved_searches_due_idx').on(t.active, t.nextRunAt),
  ],
);

/** Which postings an alert has already mailed: each posting at most once per saved search. */
export const savedSearchHits = pgTable(
  'saved_search_hits',
  {
    savedSearchId: bigint('saved_search_id', { mode: 'number' })
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    /** 'job' or 'training' (employer postings) or 'govtJob' / 'govtTraining'. */
    postingKind: text('posting_kind').notNull(),
    postingId: bigint('posting_id', { mode: 'number' }).notNull(),
    sentAt: ts('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.postingKind, t.postingId] })],
);
