import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { genericPlansOf } from '../platform/context.ts';
import { appForTests, createTestApp, type TestApp } from '../test/harness.ts';

// On PostgreSQL (CI's API run) the generic-plan connections are real ones; on PGlite the same db.
describe('the generic-plan connections (Database.genericPlans)', () => {
  let t: TestApp;
  appForTests(async () => (t = await createTestApp()));

  it('plan every prepared statement once for all values, while the main pool plans as PostgreSQL chooses', async () => {
    const mode = async (db: typeof t.ctx.db) => {
      const result = (await db.execute(
        sql`select current_setting('plan_cache_mode') as mode`,
      )) as unknown as {
        rows: { mode: string }[];
      };
      return result.rows[0]?.mode;
    };
    expect(await mode(t.ctx.db)).toBe('auto');
    if (t.database.kind === 'postgres') {
      expect(await mode(genericPlansOf(t.ctx))).toBe('force_generic_plan');
    } else {
      expect(genericPlansOf(t.ctx)).toBe(t.ctx.db);
    }
  });

  it("are not used by a service inside a transaction: its statements see the transaction's writes", async () => {
    await t.ctx.db.transaction(async (tx) => {
      expect(genericPlansOf({ ...t.ctx, db: tx })).toBe(tx);
    });
  });
});
