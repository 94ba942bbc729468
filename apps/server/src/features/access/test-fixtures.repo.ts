import type { Db } from '../../db/client.ts';
import { memberProfiles } from '../../db/schema/profiles.ts';
import { users } from '../../db/schema/users.ts';
import { newCode } from '../../platform/codes.ts';

/** Rows for tests only: many active members at once (no password hashing), for the view limit. */
export async function insertSearchableMembers(
  db: Db,
  count: number,
): Promise<{ id: number; code: string }[]> {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        code: newCode(),
        role: 'member' as const,
        email: `many-${i}-${newCode(6).toLowerCase()}@example.test`,
        passwordHash: 'not-a-hash',
        name: `MANY MEMBER ${i}`,
      })),
    )
    .returning({ id: users.id, code: users.code });
  await db.insert(memberProfiles).values(
    rows.map((row) => ({
      userId: row.id,
      membershipType: 'A',
      membershipNumber: `9${row.id}`,
      stateCode: 'IN-KA',
      cityCode: 'IN-KA-BENGALURU',
    })),
  );
  return rows;
}
