import { searchJobs, searchTrainings } from '@pp/contract/search';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs, trainings } from '../../db/schema/postings.ts';
import { corporateProfiles } from '../../db/schema/profiles.ts';
import { seedReferenceData } from '../../seed/reference.ts';
import { insertCorporateProfile, insertJob, insertTraining } from '../../test/fixtures/index.ts';
import { appForTests, call, createTestApp, makeUser, type TestApp } from '../../test/harness.ts';
import { fitsCompanyType, OpenPostingsIndex, pageFromIndex, pickJobs } from './open-postings.ts';
import type { CompanyFacts } from './posting-facts.ts';
import { jobsByIds, openJobFacts, openTrainingFacts, readIndexVersion } from './search.repo.ts';

/**
 * The open postings' index (open-postings.ts): the version the database moves at each commit
 * that changes a list fact (migration 0016), the facts read once per version, and every list
 * current after writes that never went through this process.
 */

let t: TestApp;
let employerId: number;
let now: Date;

appForTests(async () => {
  t = await createTestApp();
  await seedReferenceData(t.ctx.db);
  now = t.ctx.now();
  employerId = (await makeUser(t, 'corporate', { name: 'INDEX EMPLOYER' })).id;
  await insertCorporateProfile(t.ctx.db, employerId, {
    isListed: true,
    listingType: '',
    industryTypes: ['IND-MFG'],
  });
  return t;
});

const version = () => readIndexVersion(t.ctx.db);

describe('the list facts version (migration 0016)', () => {
  it('moves once per transaction that changes a job, a training or a company listing fact', async () => {
    const v0 = await version();
    const job = await insertJob(t.ctx.db, employerId, now, { jobType: 'JT-V1' });
    expect(await version()).toBe(v0 + 1);
    // Several writes in one transaction: one move, at the commit.
    await t.ctx.db.transaction(async (tx) => {
      await tx.update(jobs).set({ title: 'Renamed' }).where(eq(jobs.id, job.id));
      await tx
        .update(jobs)
        .set({ stateCode: 'IN-DL', cities: ['IN-DL-NEWDELHI'] })
        .where(eq(jobs.id, job.id));
      await insertTraining(tx as never, employerId, now, { durationCode: 'TD-V1' });
      expect(await readIndexVersion(tx as never)).toBe(v0 + 1);
    });
    expect(await version()).toBe(v0 + 2);
    await t.ctx.db
      .update(corporateProfiles)
      .set({ industryTypes: ['IND-MFG', 'IND-BANK'] })
      .where(eq(corporateProfiles.userId, employerId));
    expect(await version()).toBe(v0 + 3);
    await t.ctx.db.delete(jobs).where(eq(jobs.id, job.id));
    expect(await version()).toBe(v0 + 4);
  });

  it('stays when only what the lists show but never filter on changes: applications, modification times, names', async () => {
    const job = await insertJob(t.ctx.db, employerId, now, { jobType: 'JT-V2' });
    const training = await insertTraining(t.ctx.db, employerId, now, { durationCode: 'TD-V2' });
    const v0 = await version();
    await t.ctx.db
      .update(jobs)
      .set({ applicationCount: sql`${jobs.applicationCount} + 1`, modifiedAt: new Date() })
      .where(eq(jobs.id, job.id));
    await t.ctx.db
      .update(trainings)
      .set({ applicationCount: sql`${trainings.applicationCount} + 1`, expiryNoticeSentAt: new Date() })
      .where(eq(trainings.id, training.id));
    await t.ctx.db
      .update(corporateProfiles)
      .set({ companyName: 'A NEW NAME LIMITED' })
      .where(eq(corporateProfiles.userId, employerId));
    // An update that sets a fact to what it was already.
    await t.ctx.db.update(jobs).set({ jobType: 'JT-V2' }).where(eq(jobs.id, job.id));
    expect(await version()).toBe(v0);
  });
});

describe('the index', () => {
  /** An index over the test's database that counts its reads of the facts. */
  function countingIndex() {
    const reads = { jobs: 0, trainings: 0 };
    const index = new OpenPostingsIndex({
      version: readIndexVersion,
      jobs: (db, dayStart) => {
        reads.jobs++;
        return openJobFacts(db, dayStart);
      },
      trainings: (db, dayStart) => {
        reads.trainings++;
        return openTrainingFacts(db, dayStart);
      },
    });
    return { index, reads };
  }
  const dayStart = () => new Date(now.getTime() - 12 * 3_600_000);
  async function page(index: OpenPostingsIndex, jobType: string) {
    const names = await t.ctx.referenceNames.get(t.ctx.db);
    const { rows, total } = await pageFromIndex(
      index.jobs,
      t.ctx.db,
      dayStart(),
      pickJobs({ jobType }, 'freshness', { now, dayStart: dayStart(), offset: 0, limit: 10 }),
      (ids) => jobsByIds(t.ctx.db, { ids, viewerId: null, names }),
    );
    return { titles: rows.map((r) => r.title), total };
  }

  it('reads the facts once per version, and again when a write by anyone moved it', async () => {
    const { index, reads } = countingIndex();
    await insertJob(t.ctx.db, employerId, now, { jobType: 'JT-I1', title: 'First' });
    expect(await page(index, 'JT-I1')).toEqual({ titles: ['First'], total: 1 });
    expect(await page(index, 'JT-I1')).toEqual({ titles: ['First'], total: 1 });
    expect(reads.jobs).toBe(1);
    // Written straight into the database (another process, a seed): the next page sees it.
    await insertJob(t.ctx.db, employerId, new Date(now.getTime() + 1000), {
      jobType: 'JT-I1',
      title: 'Second',
    });
    expect(await page(index, 'JT-I1')).toEqual({ titles: ['Second', 'First'], total: 2 });
    expect(reads.jobs).toBe(2);
    // An application's count moves no fact: no read, and the page shows the count of now.
    await t.ctx.db.update(jobs).set({ applicationCount: 5 }).where(eq(jobs.title, 'First'));
    expect(await page(index, 'JT-I1')).toEqual({ titles: ['Second', 'First'], total: 2 });
    expect(reads.jobs).toBe(2);
    // Concurrent first uses share one read.
    const fresh = countingIndex();
    await Promise.all([page(fresh.index, 'JT-I1'), page(fresh.index, 'JT-I1'), page(fresh.index, 'JT-I1')]);
    expect(fresh.reads.jobs).toBe(1);
  });

  it('drops a job at once when it closes, in every list, with the total', async () => {
    const open = await insertJob(t.ctx.db, employerId, now, { jobType: 'JT-I2' });
    const res = await call(t.app, searchJobs, { query: { jobType: 'JT-I2' } });
    expect(res.body.result!.total).toBe(1);
    await t.ctx.db.update(jobs).set({ status: 'onHold' }).where(eq(jobs.id, open.id));
    const after = await call(t.app, searchJobs, { query: { jobType: 'JT-I2' } });
    expect(after.body.result!).toMatchObject({ total: 0, list: [] });
  });

  it('lists a training of a company that moves into a company type at once', async () => {
    const owner = (await makeUser(t, 'corporate', { name: 'PSU TO BE' })).id;
    await insertCorporateProfile(t.ctx.db, owner, {
      isListed: false,
      listingType: 'LT-PVT',
      industryTypes: [],
    });
    await insertTraining(t.ctx.db, owner, now, { durationCode: 'TD-I3' });
    const psu = { state: 'IN-MH', duration: 'TD-I3', companyType: 'CT-PSU' };
    expect((await call(t.app, searchTrainings, { query: psu })).body.result!.total).toBe(0);
    await t.ctx.db
      .update(corporateProfiles)
      .set({ listingType: 'LT-GOVT' })
      .where(eq(corporateProfiles.userId, owner));
    expect((await call(t.app, searchTrainings, { query: psu })).body.result!.total).toBe(1);
  });
});

describe('company types', () => {
  const company = (over: Partial<CompanyFacts>): CompanyFacts => ({
    isListed: false,
    isPcs: false,
    listingType: '',
    industryTypes: [],
    ...over,
  });
  it.each([
    ['CT-LISTED', company({ isListed: true }), true],
    ['CT-LISTED', company({ isListed: true, isPcs: true }), false],
    ['CT-UNLISTED', company({ listingType: 'LT-PUB' }), true],
    ['CT-UNLISTED', company({ isListed: true, listingType: 'LT-PUB' }), false],
    ['CT-PVT', company({ listingType: 'LT-OPC' }), true],
    ['CT-PCS', company({ isPcs: true }), true],
    ['CT-PSU', company({ industryTypes: ['IND-GOVT'] }), true],
    ['CT-PSU', company({ listingType: 'LT-GOVT' }), true],
    ['CT-BFSI', company({ industryTypes: ['IND-IT', 'IND-NBFC'] }), true],
    ['CT-MNC', company({ listingType: 'LT-FOREIGN' }), true],
    ['CT-LAW', company({ industryTypes: ['IND-LEGAL'] }), true],
    ['CT-CA', company({ industryTypes: ['IND-PROF'] }), true],
    ['CT-CA', company({ isPcs: true, industryTypes: ['IND-PROF'] }), false],
    ['CT-OTHER', company({ industryTypes: ['IND-IT'] }), true],
    ['CT-OTHER', company({ listingType: 'LT-PVT' }), false],
    ['CT-NO-SUCH', company({}), false],
  ])('%s: %o -> %s', (code, facts, fits) => {
    expect(fitsCompanyType(facts, code)).toBe(fits);
  });
  it('fits no type, not even Other, without a company profile (an admin posting)', () => {
    expect(fitsCompanyType(null, 'CT-OTHER')).toBe(false);
    expect(fitsCompanyType(null, 'CT-LISTED')).toBe(false);
  });
});
