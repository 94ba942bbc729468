import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { interviewInvites, interviewSlots, interviews } from '../../db/schema/interviews.ts';

/**
 * Interviews, their slots and invitations. Reads are raw SQL over both kinds of posting (a job's
 * or a training's) with times as epoch seconds, so PGlite and PostgreSQL rows look the same.
 */

import type { PostingKind } from '@pp/contract/pipeline';

export type { PostingKind };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const epoch = (column: SQL) => sql`floor(extract(epoch from ${column}))::float8`;

// ---- Scheduling (the applicants are locked and moved by the pipeline's service) ----

export async function insertInterview(db: Db, row: typeof interviews.$inferInsert): Promise<number> {
  const rows = await db.insert(interviews).values(row).returning({ id: interviews.id });
  return rows[0]!.id;
}

export async function insertSlots(
  db: Db,
  rows: (typeof interviewSlots.$inferInsert)[],
): Promise<{ id: number; startsAt: Date }[]> {
  return db
    .insert(interviewSlots)
    .values(rows)
    .returning({ id: interviewSlots.id, startsAt: interviewSlots.startsAt });
}

export async function insertInvites(db: Db, rows: (typeof interviewInvites.$inferInsert)[]) {
  return db
    .insert(interviewInvites)
    .values(rows)
    .returning({ id: interviewInvites.id, code: interviewInvites.code, userId: interviewInvites.userId });
}

// ---- One invitation with all it needs (rights, mails) ----

export interface InviteRow {
  id: number;
  code: string;
  status: 'scheduled' | 'cancelled';
  response: 'pending' | 'accepted' | 'declined' | 'newTime';
  responseNote: string;
  respondedOn: number | null;
  startsOn: number | null;
  slotId: number | null;
  exclusive: boolean;
  sequence: number;
  modifiedOn: number;
  userId: number;
  interviewId: number;
  interviewCode: string;
  postingKind: PostingKind;
  roundName: string;
  mode: 'inPerson' | 'video' | 'phone';
  location: string;
  durationMinutes: number;
  note: string;
  pick: boolean;
  postingCode: string;
  postingTitle: string;
  ownerId: number;
  ownerName: string;
  ownerEmail: string;
  ownerLanguage: 'en' | 'hi';
  ownerRole: string;
  companyName: string;
  userCode: string;
  name: string;
  email: string;
  language: 'en' | 'hi';
  role: string;
  userDeleted: boolean;
}

function inviteSelect(where: SQL, lock = false) {
  return sql`
    select i.id::float8 as "id", i.code as "code", i.status as "status", i.response as "response",
      i.response_note as "responseNote", ${epoch(sql`i.responded_at`)} as "respondedOn",
      ${epoch(sql`i.starts_at`)} as "startsOn", i.slot_id::float8 as "slotId", i.exclusive as "exclusive",
      i.sequence as "sequence", ${epoch(sql`i.modified_at`)} as "modifiedOn", i.user_id::float8 as "userId",
      iv.id::float8 as "interviewId", iv.code as "interviewCode", iv.posting_kind as "postingKind",
      iv.round_name as "roundName", iv.mode as "mode", iv.location as "location",
      iv.duration_minutes as "durationMinutes", iv.note as "note", iv.pick as "pick",
      coalesce(j.code, t.code) as "postingCode", coalesce(j.title, t.title) as "postingTitle",
      o.id::float8 as "ownerId", o.name as "ownerName", o.email as "ownerEmail",
      o.language as "ownerLanguage", o.role::text as "ownerRole", coalesce(cp.company_name, '') as "companyName",
      u.code as "userCode", u.name as "name", u.email as "email", u.language as "language",
      u.role::text as "role", u.deleted_at is not null as "userDeleted"
    from interview_invites i
    join interviews iv on iv.id = i.interview_id
    left join jobs j on j.id = iv.job_id
    left join trainings t on t.id = iv.training_id
    join users o on o.id = coalesce(j.owner_id, t.owner_id)
    left join corporate_profiles cp on cp.user_id = o.id
    join users u on u.id = i.user_id
    where ${where} and coalesce(j.deleted_at, t.deleted_at) is null
    ${lock ? sql`for update of i` : sql``}`;
}

/** One invitation by code (locked for a change when `lock`). */
export async function findInvite(db: Db, code: string, lock = false): Promise<InviteRow | undefined> {
  return rowsOf<InviteRow>(await db.execute(inviteSelect(sql`i.code = ${code}`, lock)))[0];
}

/** These invitations in one statement, in the order of `codes` (codes not found are left out). */
export async function findInvites(db: Db, codes: readonly string[]): Promise<InviteRow[]> {
  if (!codes.length) return [];
  const rows = rowsOf<InviteRow>(await db.execute(inviteSelect(sql`i.code in (${codeList(codes)})`)));
  const byCode = new Map(rows.map((row) => [row.code, row]));
  return codes.flatMap((code) => byCode.get(code) ?? []);
}

const codeList = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

export async function updateInvite(
  db: Db,
  id: number,
  set: Partial<typeof interviewInvites.$inferInsert>,
): Promise<void> {
  await db.update(interviewInvites).set(set).where(eq(interviewInvites.id, id));
}

// ---- Lists ----

/** A posting's invitations, soonest first (those still to pick a time last), with the total. */
export async function pageOfPosting(
  db: Db,
  kind: PostingKind,
  postingId: number,
  offset: number,
  limit: number,
): Promise<{ list: InviteRow[]; total: number }> {
  const posting = kind === 'job' ? sql`iv.job_id = ${postingId}` : sql`iv.training_id = ${postingId}`;
  const where = sql`${posting} and iv.posting_kind = ${kind}`;
  const [list, totals] = await Promise.all([
    db.execute(
      sql`${inviteSelect(where)} order by i.status = 'cancelled', i.starts_at nulls last, i.id limit ${limit} offset ${offset}`,
    ),
    db.execute(
      sql`select count(*)::float8 as "total" from interview_invites i join interviews iv on iv.id = i.interview_id where ${where}`,
    ),
  ]);
  return { list: rowsOf<InviteRow>(list), total: rowsOf<{ total: number }>(totals)[0]?.total ?? 0 };
}

/** The candidate's invitations: upcoming and to-pick first (soonest first), then past and cancelled. */
export async function pageOfCandidate(
  db: Db,
  userId: number,
  now: Date,
  offset: number,
  limit: number,
): Promise<{ list: InviteRow[]; total: number }> {
  const where = sql`i.user_id = ${userId}`;
  const [list, totals] = await Promise.all([
    db.execute(
      sql`${inviteSelect(where)}
        order by (i.status = 'scheduled' and (i.starts_at is null or i.starts_at >= ${now})) desc,
          case when i.status = 'scheduled' and (i.starts_at is null or i.starts_at >= ${now}) then i.starts_at end asc nulls first,
          i.starts_at desc nulls last, i.id desc
        limit ${limit} offset ${offset}`,
    ),
    db.execute(sql`select count(*)::float8 as "total" from interview_invites i where ${where}`),
  ]);
  return { list: rowsOf<InviteRow>(list), total: rowsOf<{ total: number }>(totals)[0]?.total ?? 0 };
}

export interface SlotRow {
  id: number;
  code: string;
  interviewId: number;
  startsOn: number;
  /** The invitation holding it (pick interviews), or null. */
  takenBy: number | null;
}

/** The slots of these interviews with who holds each, by time. */
export async function slotsOf(db: Db, interviewIds: number[]): Promise<SlotRow[]> {
  if (!interviewIds.length) return [];
  const result = await db.execute(sql`
    select s.id::float8 as "id", s.code as "code", s.interview_id::float8 as "interviewId",
      ${epoch(sql`s.starts_at`)} as "startsOn",
      (select i.id::float8 from interview_invites i
        where i.slot_id = s.id and i.exclusive and i.status = 'scheduled' limit 1) as "takenBy"
    from interview_slots s
    where s.interview_id in (${codeList(interviewIds)})
    order by s.starts_at`);
  return rowsOf<SlotRow>(result);
}

/**
 * Locks the slot (its row lock orders two candidates picking it at once) and answers whether
 * another scheduled invitation holds it exclusively.
 */
export async function lockSlotHeldByAnother(db: Db, slotId: number, inviteId: number): Promise<boolean> {
  await db.execute(sql`select id from interview_slots where id = ${slotId} for update`);
  const holder = await db.execute(
    sql`select 1 from interview_invites where slot_id = ${slotId} and exclusive and status = 'scheduled' and id <> ${inviteId}`,
  );
  return rowsOf(holder).length > 0;
}

export async function findSlot(db: Db, interviewId: number, code: string) {
  const result = await db.execute(sql`
    select s.id::float8 as "id", ${epoch(sql`s.starts_at`)} as "startsOn"
    from interview_slots s where s.interview_id = ${interviewId} and s.code = ${code}`);
  return rowsOf<{ id: number; startsOn: number }>(result)[0];
}

// ---- Reminders ----

export interface ReminderRow {
  id: number;
  inviteCode: string;
}

/**
 * Claims the invitations starting within the window that have had no reminder: marks them
 * reminded and returns their codes. FOR UPDATE SKIP LOCKED: two processes never claim one row,
 * so each reminder goes out once.
 */
export async function claimReminders(db: Db, now: Date, until: Date, limit: number): Promise<string[]> {
  const result = await db.execute(sql`
    update interview_invites set reminded_at = ${now}
    where id in (
      select id from interview_invites
      where status = 'scheduled' and reminded_at is null and starts_at is not null
        and starts_at > ${now} and starts_at <= ${until} and response <> 'declined'
      order by starts_at
      limit ${limit}
      for update skip locked)
    returning code as "code"`);
  return rowsOf<{ code: string }>(result).map((r) => r.code);
}

/**
 * A candidate leaving: invitations still to come are cancelled and their own answers' notes
 * removed; the rows stay with the application.
 */
export async function withdrawCandidate(db: Db, userId: number, now: Date): Promise<void> {
  await db.execute(sql`
    update interview_invites set
      status = case when starts_at is null or starts_at > ${now} then 'cancelled' else status end,
      response_note = '', modified_at = ${now}
    where user_id = ${userId}`);
}

/** Every invitation of the candidate (their data export), newest first. */
export async function allOfCandidate(db: Db, userId: number): Promise<InviteRow[]> {
  return rowsOf<InviteRow>(
    await db.execute(sql`${inviteSelect(sql`i.user_id = ${userId}`)} order by i.created_at desc, i.id desc`),
  );
}
