import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { instituteMembers, instituteStudents } from '../../db/schema/institute.ts';
import { corporateProfiles, memberProfiles, studentProfiles } from '../../db/schema/profiles.ts';
import { users } from '../../db/schema/users.ts';

export type InstituteMemberRow = typeof instituteMembers.$inferSelect;
export type InstituteStudentRow = typeof instituteStudents.$inferSelect;

export async function findInstituteMember(db: Db, membershipType: string, membershipNumber: string) {
  const rows = await db
    .select()
    .from(instituteMembers)
    .where(
      and(
        eq(instituteMembers.membershipType, membershipType),
        eq(instituteMembers.membershipNumber, membershipNumber),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function findInstituteStudent(db: Db, registrationNumber: string) {
  const rows = await db
    .select()
    .from(instituteStudents)
    .where(sql`upper(${instituteStudents.registrationNumber}) = upper(${registrationNumber})`)
    .limit(1);
  return rows[0];
}

export async function upsertInstituteMembers(db: Db, rows: (typeof instituteMembers.$inferInsert)[]) {
  if (!rows.length) return;
  await db
    .insert(instituteMembers)
    .values(rows)
    .onConflictDoUpdate({
      target: [instituteMembers.membershipType, instituteMembers.membershipNumber],
      set: {
        dateOfBirth: sql`excluded.date_of_birth`,
        name: sql`excluded.name`,
        email: sql`excluded.email`,
        mobile: sql`excluded.mobile`,
        address: sql`excluded.address`,
        region: sql`excluded.region`,
        chapter: sql`excluded.chapter`,
        importedAt: sql`excluded.imported_at`,
      },
    });
}

export async function upsertInstituteStudents(db: Db, rows: (typeof instituteStudents.$inferInsert)[]) {
  if (!rows.length) return;
  await db
    .insert(instituteStudents)
    .values(rows)
    .onConflictDoUpdate({
      target: [instituteStudents.registrationNumber],
      set: {
        dateOfBirth: sql`excluded.date_of_birth`,
        name: sql`excluded.name`,
        email: sql`excluded.email`,
        mobile: sql`excluded.mobile`,
        region: sql`excluded.region`,
        chapter: sql`excluded.chapter`,
        importedAt: sql`excluded.imported_at`,
      },
    });
}

export async function memberAccountExists(db: Db, membershipType: string, membershipNumber: string) {
  const rows = await db
    .select({ userId: memberProfiles.userId })
    .from(memberProfiles)
    .where(
      and(
        eq(memberProfiles.membershipType, membershipType),
        eq(memberProfiles.membershipNumber, membershipNumber),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function studentAccountExists(db: Db, registrationNumber: string) {
  const rows = await db
    .select({ userId: studentProfiles.userId })
    .from(studentProfiles)
    .where(sql`upper(${studentProfiles.registrationNumber}) = upper(${registrationNumber})`)
    .limit(1);
  return rows.length > 0;
}

export async function insertMemberProfile(db: Db, row: typeof memberProfiles.$inferInsert) {
  await db.insert(memberProfiles).values(row);
}

export async function insertStudentProfile(db: Db, row: typeof studentProfiles.$inferInsert) {
  await db.insert(studentProfiles).values(row);
}

export async function insertCorporateProfile(db: Db, row: typeof corporateProfiles.$inferInsert) {
  await db.insert(corporateProfiles).values(row);
}

export async function memberProfileOf(db: Db, userId: number) {
  const rows = await db.select().from(memberProfiles).where(eq(memberProfiles.userId, userId)).limit(1);
  return rows[0];
}

export async function studentProfileOf(db: Db, userId: number) {
  const rows = await db.select().from(studentProfiles).where(eq(studentProfiles.userId, userId)).limit(1);
  return rows[0];
}

export async function updateUserContact(
  db: Db,
  userId: number,
  set: { name: string; email: string; mobile: string },
  now: Date,
) {
  await db
    .update(users)
    .set({ ...set, modifiedAt: now })
    .where(eq(users.id, userId));
}

export async function updateMemberAddress(
  db: Db,
  userId: number,
  set: { address: string; region: string; chapter: string },
  now: Date,
) {
  await db
    .update(memberProfiles)
    .set({ ...set, modifiedAt: now })
    .where(eq(memberProfiles.userId, userId));
}

export async function updateStudentRecord(
  db: Db,
  userId: number,
  set: { region: string; chapter: string },
  now: Date,
) {
  await db
    .update(studentProfiles)
    .set({ ...set, modifiedAt: now })
    .where(eq(studentProfiles.userId, userId));
}
