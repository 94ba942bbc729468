import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs, trainings } from '../../db/schema/postings.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { seedDemoPostings } from '../../seed/demo-postings.ts';
import { seedReferenceData } from '../../seed/reference.ts';
import { appForTests, createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
appForTests(async () => {
  t = await createTestApp();
  await seedReferenceData(t.ctx.db);
  return t;
});

describe('demo postings', () => {
  it('adds jobs and trainings of the demo employer', async () => {
    const { corporate } = await seedDemoData(t.ctx);
    const result = await seedDemoPostings(t.ctx, { corporateUserId: corporate.id });
    expect(result.jobCodes.length).toBeGreaterThanOrEqual(12);
    expect(result.trainingCodes.length).toBeGreaterThanOrEqual(6);
    const [j] = await t.ctx.db.select({ n: count() }).from(jobs).where(eq(jobs.ownerId, corporate.id));
    const [tr] = await t.ctx.db
      .select({ n: count() })
      .from(trainings)
      .where(eq(trainings.ownerId, corporate.id));
    expect(j?.n).toBe(result.jobCodes.length);
    expect(tr?.n).toBe(result.trainingCodes.length);
  });
});
