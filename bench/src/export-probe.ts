/**
 * Times the applicant export of the campus-drive job in-process, by batch size, split into the
 * SQL + mapping part and the whole (with the Excel writing): `npx tsx bench/src/export-probe.ts [batch sizes to time the reads alone, e.g. 500 2000]`.
 */

import { performance } from 'node:perf_hooks';
import { type PassThrough, Writable } from 'node:stream';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { applicantsAfter } from '../../apps/server/src/features/jobs/applicants.repo.ts';
import {
  exportApplicants,
  toApplicantItems,
} from '../../apps/server/src/features/jobs/applicants.service.ts';
import { benchTarget, openTarget, parseArgs } from './db.ts';

const sizes = process.argv
  .slice(2)
  .filter((a) => /^\d+$/.test(a))
  .map(Number);
const target = benchTarget(parseArgs(process.argv.slice(2)));
const database = await openTarget(target);
const config = loadConfig({ ...process.env, DATABASE_URL: target.url, NODE_ENV: 'test', SEED_DEMO: '0' });
const { ctx } = await buildApp({ db: database.db, config, logger: false });
for (const size of sizes) {
  for (let round = 0; round < 2; round++) {
    const t0 = performance.now();
    let after: number | undefined;
    let n = 0;
    for (;;) {
      const rows = await applicantsAfter(database.db, 'job', 1, after, size);
      if (!rows.length) break;
      await toApplicantItems(ctx, rows);
      n += rows.length;
      after = rows[rows.length - 1]!.applicationId;
    }
    const t1 = performance.now();
    console.log(
      `batch ${size}: ${n} rows read and mapped in ${((t1 - t0) / 1000).toFixed(2)} s; rss ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`,
    );
  }
}
// The whole export (reads, mapping and the xlsx), with the service's own batch size.
for (let round = 0; round < 2; round++) {
  const t0 = performance.now();
  let bytes = 0;
  const done = new Promise<void>((resolve, reject) => {
    const reply = {
      header() {
        return reply;
      },
      send(stream: PassThrough) {
        stream.pipe(
          new Writable({
            write(chunk, _enc, cb) {
              bytes += chunk.length;
              cb();
            },
            final(cb) {
              resolve();
              cb();
            },
          }),
        );
        stream.on('error', reject);
        return reply;
      },
    };
    void exportApplicants(ctx, reply as never, 'job', 1);
  });
  await done;
  console.log(
    `whole export: ${(bytes / 1e6).toFixed(1)} MB in ${((performance.now() - t0) / 1000).toFixed(2)} s; rss ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`,
  );
}
await database.close();
target.release();
