import type { Db } from '../../db/client.ts';
import { grievances } from '../../db/schema/comm.ts';

export type GrievanceInsert = typeof grievances.$inferInsert;

export async function insertGrievance(db: Db, row: GrievanceInsert): Promise<number> {
  const rows = await db.insert(grievances).values(row).returning({ id: grievances.id });
  return rows[0]!.id;
}
