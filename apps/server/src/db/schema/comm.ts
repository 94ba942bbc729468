import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Support grievances from anyone. */
export const grievances = pgTable(
  'grievances',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    registrationNumber: text('registration_number').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    message: text('message').notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    ip: text('ip').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('grievances_created_idx').on(t.createdAt)],
);

/** Short messages sent to a member or student (by an admin or an employer). */
export const personMessages = pgTable(
  'person_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    senderId: bigint('sender_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    recipientId: bigint('recipient_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('person_messages_recipient_idx').on(t.recipientId, t.createdAt)],
);

/** Every e-mail goes through here: delivered by the outbox worker, retried with backoff. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** 'email', or 'sms' (the SMS gateway's outbox; toAddress is then the mobile number). */
    channel: text('channel').notNull().default('email'),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull().default(''),
    /** An iCalendar part (an interview's invitation, update or cancellation): its METHOD and text, or ''. */
    calendarMethod: text('calendar_method').notNull().default(''),
    calendarBody: text('calendar_body').notNull().default(''),
    /** pending, sent, failed (gave up), logged (no SMTP configured). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
  },
  (t) => [index('outbox_pending_idx').on(t.status, t.nextAttemptAt), index('outbox_to_idx').on(t.toAddress)],
);

/** Important announcements published by admins on the public page. */
export const announcements = pgTable(
  'announcements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    /** Sanitized HTML. */
    body: text('body').notNull(),
    link: text('link').notNull().default(''),
    publishedAt: ts('published_at').notNull().defaultNow(),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id),
    modifiedAt: ts('modified_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('announcements_code_uq').on(t.code),
    index('announcements_published_idx').on(t.publishedAt),
  ],
);

/** Append-only record of admin actions and sign-in events. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: ts('at').notNull().defaultNow(),
    actorId: bigint('actor_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetId: bigint('target_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    detail: jsonb('detail').notNull().default({}),
    ip: text('ip').notNull().default(''),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
  ],
);
