import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../../seed/reference.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { signedInUser } from '../../test/sign-in.ts';
import { countXlsxRows } from '../../test/xlsx.ts';
import { insertGeneratedGovtJobs } from './govt.repo.ts';

/** System tier (vitest project 'server-system'): one export of 100 000 rows, streamed. */

let t: TestApp;
let admin: { id: number; token: string };
const DAY = 86400;

beforeAll(async () => {
  t = await createTestApp();
  await seedReferenceData(t.ctx.db);
  const signed = await signedInUser(t, 'admin');
  admin = { id: signed.user.id, token: signed.token };
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const download = (url: string, token: string) =>
  t.app.inject({
    method: 'GET',
    url: `/placementapi/v1/${url}`,
    headers: { authorization: `Bearer ${token}` },
  });

describe('government jobs export, large', () => {
  it('streams 100000 rows: the file has a header and 100000 data rows', async () => {
    await insertGeneratedGovtJobs(t.ctx.db, 100_000, {
      createdBy: admin.id,
      now: new Date(t.ctx.now().getTime() - 365 * DAY * 1000),
      city: 'IN-MH-MUMBAI',
      jobType: 'JT-FT',
      governmentType: 'GT-CENTRAL',
    });
    const res = await download('govt-job/export?isExpiry=true', admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="report-\d+\.xlsx"$/);
    const { rows, first } = await countXlsxRows(res.rawPayload);
    expect(first.slice(0, 3)).toEqual(['Title', 'Organisation', 'Post']);
    expect(rows).toBe(100_001);
  }, 300_000);
});
