import type { AppContext } from '../platform/context.ts';
import { DEMO_SIGN_INS, type DemoSignIn, hasAnyUser, seedDemoData } from './demo.ts';
import { seedDemoActivity } from './demo-activity.ts';
import { seedDemoGovt } from './demo-govt.ts';
import { seedDemoInterviews } from './demo-interviews.ts';
import { seedDemoPeople } from './demo-people.ts';
import { seedDemoPostings } from './demo-postings.ts';
import { seedReferenceData } from './reference.ts';

/**
 * Runs at every start: reference data is ensured (idempotent and quick once present); the demo
 * data set is added on the first start only (no user yet) and when SEED_DEMO is on.
 */
export async function seedOnFirstStart(ctx: AppContext): Promise<{ demoSignIns: DemoSignIn[] }> {
  await seedReferenceData(ctx.db);
  if (!ctx.config.SEED_DEMO) return { demoSignIns: [] };
  if (!(await hasAnyUser(ctx))) {
    const demo = await seedDemoData(ctx);
    await seedDemoGovt(ctx, { adminUserId: demo.admin.id });
    await seedDemoPostings(ctx, { corporateUserId: demo.corporate.id });
    const people = await seedDemoPeople(ctx, demo);
    await seedDemoActivity(ctx, {
      corporate: demo.corporate.id,
      member: demo.member.id,
      student: demo.student.id,
      people,
    });
    await seedDemoInterviews(ctx, { corporate: demo.corporate.id, member: demo.member.id, people });
    ctx.log.info('demo data seeded');
  }
  return { demoSignIns: DEMO_SIGN_INS };
}
