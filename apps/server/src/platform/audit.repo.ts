import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema/comm.ts';

export async function insertAudit(db: Db, row: typeof auditLog.$inferInsert) {
  await db.insert(auditLog).values(row);
}
