import { date, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** The institute's own member records, against which members register. */
export const instituteMembers = pgTable(
  'institute_members',
  {
    membershipType: text('membership_type').notNull(),
    membershipNumber: text('membership_number').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    address: text('address').notNull().default(''),
    region: text('region').notNull().default(''),
    chapter: text('chapter').notNull().default(''),
    importedAt: timestamp('imported_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('institute_members_uq').on(t.membershipType, t.membershipNumber)],
);

/** The institute's student records. */
export const instituteStudents = pgTable(
  'institute_students',
  {
    registrationNumber: text('registration_number').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    region: text('region').notNull().default(''),
    chapter: text('chapter').notNull().default(''),
    importedAt: timestamp('imported_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('institute_students_uq').on(t.registrationNumber),
    index('institute_students_email_idx').on(t.email),
  ],
);
