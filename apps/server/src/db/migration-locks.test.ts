import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../paths.ts';

/**
 * Migrations hold their locks long: drizzle's migrator applies every pending migration in one
 * transaction, so a lock taken by any statement lasts until the last one ends. On the tables that
 * are large at the institute's scale, a migration may therefore only change what PostgreSQL
 * changes without reading the rows; rewriting rows (a whole-table UPDATE or DELETE, a column's
 * type) and building an index (without CONCURRENTLY, which a transaction refuses) are done outside
 * it, online: docs/operations.md "Migrations without long locks". Migration 0015 rewrote 375 000
 * profiles in one statement, holding every read of member_profiles and student_profiles for its
 * whole time (docs/performance.md, "Operations under load"): the migrations up to 0022 are as they
 * were applied and are not checked.
 */
const LARGE_TABLES = [
  'users',
  'member_profiles',
  'student_profiles',
  'corporate_profiles',
  'jobs',
  'trainings',
  'job_applications',
  'training_applications',
  'education_items',
  'sessions',
  'audit_log',
  'outbox',
  'notifications',
];
const LAST_UNCHECKED = 22;

/** What in a statement takes a long lock on a large table, or null. */
function longLock(statement: string): string | null {
  const s = statement.replace(/--.*$/gm, '').replace(/\s+/g, ' ').trim();
  const table = (name: string | undefined) => (name && LARGE_TABLES.includes(name) ? name : null);
  const rewrite = /^(update|delete from) "?(\w+)"?( |$)/i.exec(s);
  if (rewrite && table(rewrite[2]) && !/ where /i.test(s)) return `rewrites every row of ${rewrite[2]}`;
  const index = /^create (unique )?index (?!concurrently)(if not exists )?"?\w+"? on "?(\w+)"?/i.exec(s);
  if (index && table(index[3])) return `builds an index on ${index[3]} while holding its writes`;
  const alter = /^alter table "?(\w+)"? .*alter column "?\w+"? (set data )?type /i.exec(s);
  if (alter && table(alter[1])) return `changes a column's type in ${alter[1]} (a rewrite)`;
  const notNull = /^alter table "?(\w+)"? .*alter column "?\w+"? set not null/i.exec(s);
  if (notNull && table(notNull[1])) return `reads every row of ${notNull[1]} to set NOT NULL`;
  return null;
}

describe('migrations', () => {
  it('take no long lock on a large table (those after 0022)', () => {
    const problems: string[] = [];
    for (const file of readdirSync(migrationsFolder).filter((f) => /^\d{4}_.*\.sql$/.test(f))) {
      if (Number(file.slice(0, 4)) <= LAST_UNCHECKED) continue;
      const text = readFileSync(path.join(migrationsFolder, file), 'utf8');
      for (const statement of text.split(/--> statement-breakpoint/)) {
        const why = longLock(statement);
        if (why) problems.push(`${file}: ${why}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('recognises the statements that would hold the portal', () => {
    expect(longLock(`UPDATE "member_profiles" SET "search_text" = '';`)).toMatch(/rewrites every row/);
    expect(longLock('CREATE INDEX "x_idx" ON "job_applications" USING btree ("job_id");')).toMatch(
      /builds an index/,
    );
    expect(longLock('ALTER TABLE "users" ALTER COLUMN "name" SET DATA TYPE varchar(200);')).toMatch(/type/);
    expect(longLock('ALTER TABLE "users" ALTER COLUMN "mobile" SET NOT NULL;')).toMatch(/NOT NULL/);
    // What PostgreSQL does without reading the rows, or on small tables, or in batches.
    expect(longLock('ALTER TABLE "member_profiles" ADD COLUMN "x" text;')).toBeNull();
    expect(longLock(`ALTER TABLE "member_profiles" ADD COLUMN "y" text DEFAULT '' NOT NULL;`)).toBeNull();
    expect(longLock('CREATE INDEX CONCURRENTLY "x_idx" ON "users" ("email");')).toBeNull();
    expect(longLock('CREATE INDEX "m_idx" ON "master_items" ("list");')).toBeNull();
    expect(longLock(`UPDATE "users" SET "language" = 'en' WHERE "id" BETWEEN 1 AND 5000;`)).toBeNull();
    // The migrations that were applied so: 0015 is the one the check names.
    const m15 = readFileSync(
      path.join(migrationsFolder, readdirSync(migrationsFolder).find((f) => f.startsWith('0015_'))!),
      'utf8',
    );
    expect(m15.split(/--> statement-breakpoint/).some((s) => longLock(s))).toBe(true);
  });
});
