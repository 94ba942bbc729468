/**
 * Times the applicant export of the campus-drive job in-process: the export's reads alone by batch
 * size (the raw rows, one after the other, without the read-ahead), and the whole export (reads,
 * skill names, the xlsx) with the service's batch size:
 * `npx tsx bench/src/export-probe.ts [batch sizes to time the reads alone, e.g. 500 2000] [--rounds=3] [--out=file.xlsx]
 * [--kind=job|training --id=N]` (default: job 1, the campus drive; the reads alone are always job 1's).
 * The whole export reports its time, the process's CPU time (user + system, less sensitive to the
 * machine's other load than the time), its size, and the growth of the process's RSS and V8 heap over
 * the export (sampled every 10 ms: the peak, against the figures just before it). `--out` writes
 * the first round's xlsx to a file (to compare the cells of two versions of the code).
 * `--http`: instead, builds the server (apps/server/dist, as `npm run bench` does), starts it
 * compiled as a child process (WORKERS=1; NODE_OPTIONS passes V8 flags such as
 * --max-old-space-size), signs in the campus drive's employer and downloads the export over HTTP
 * `--rounds` times, with the server's RSS before and its peak RSS (VmHWM) after each download.
 * The database: DATABASE_URL, or the bench's own server (see db.ts).
 */

import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { type PassThrough, Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { buildServer } from '../../apps/server/scripts/build.ts';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { exportRowsAfter } from '../../apps/server/src/features/jobs/applicants.repo.ts';
import { exportApplicants } from '../../apps/server/src/features/jobs/applicants.service.ts';
import { freePort } from '../../apps/server/src/ops/server-process.ts';
import { benchTarget, openTarget, parseArgs, repoRoot, rowsOf, serverConfig } from './db.ts';
import { BENCH_PASSWORD, emailOf } from './seed.ts';

const argv = process.argv.slice(2);
const option = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const sizes = argv.filter((a) => /^\d+$/.test(a)).map(Number);
const rounds = Number(option('rounds') ?? 2);
const outFile = option('out');
const kind = option('kind') === 'training' ? 'training' : 'job';
const postingId = Number(option('id') ?? 1);
const target = benchTarget(parseArgs(argv));
const database = await openTarget(target);
const config = loadConfig({
  ...process.env,
  DATABASE_URL: target.url,
  NODE_ENV: 'test',
  SEED_DEMO: '0',
  PLACEMENT_TEST_MODE: '1',
  RATE_LIMIT_SCALE: '10000',
});
const built = await buildApp({ db: database.db, config, logger: false });
const { ctx } = built;
const app = () => built.app;
const mb = (bytes: number) => (bytes / 1e6).toFixed(0);
const API = '/placementapi/v1/';

if (argv.includes('--http')) {
  await overHttp();
  await database.close();
  target.release();
  process.exit(0);
}

/** The export downloaded from the compiled server, with the server's memory. */
async function overHttp() {
  await app().ready();
  const challenge = (await app().inject({ method: 'GET', url: `${API}auth/challenge?form=login` })).json()
    .result;
  const login = await app().inject({
    method: 'POST',
    url: `${API}auth/login`,
    payload: {
      email: emailOf('employer', 1),
      password: Buffer.from(BENCH_PASSWORD).toString('base64'),
      kind: 'corporate',
      proof: challenge.testProof,
    },
  });
  if (login.statusCode !== 200) throw new Error(`sign-in: ${login.body}`);
  const token = login.json().result.token as string;
  const [job] = rowsOf<{ code: string }>(
    await database.db.execute(sql`select code from jobs where id = ${postingId}`),
  );
  await buildServer({ quiet: true });
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: path.join(repoRoot, 'apps/server'),
    env: { ...process.env, ...serverConfig(target, port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const status = (field: string) =>
    Number(
      new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0,
    ) / 1024;
  /** The server's CPU time so far (user + system, seconds). */
  const cpuSeconds = () => {
    const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; ; i++) {
      if (child.exitCode !== null || i > 300) throw new Error('the server did not start');
      if (
        await fetch(`${url}/healthz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 200));
    }
    console.log(
      `server (compiled${process.env.NODE_OPTIONS ? `, NODE_OPTIONS=${process.env.NODE_OPTIONS}` : ''}): rss ${status('VmRSS').toFixed(0)} MB after start`,
    );
    for (let round = 0; round < rounds; round++) {
      const before = status('VmRSS');
      const cpu0 = cpuSeconds();
      const t0 = performance.now();
      const res = await fetch(`${url}${API}job/applicant-export?jobCode=${job!.code}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!res.ok || !res.body) throw new Error(`export: ${res.status}`);
      let bytes = 0;
      const reader = res.body.getReader();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
        bytes += chunk.value.length;
      const seconds = (performance.now() - t0) / 1000;
      console.log(
        `http export: ${(bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(2)} s (server CPU ${(cpuSeconds() - cpu0).toFixed(2)} s); server rss ${before.toFixed(0)} MB before, peak (VmHWM) ${status('VmHWM').toFixed(0)} MB, ${status('VmRSS').toFixed(0)} MB after`,
      );
    }
  } finally {
    child.kill('SIGTERM');
  }
}
for (const size of sizes) {
  for (let round = 0; round < 2; round++) {
    const t0 = performance.now();
    let after: number | undefined;
    let n = 0;
    for (;;) {
      const rows = await exportRowsAfter(database.db, 'job', 1, after, size);
      if (!rows.length) break;
      n += rows.length;
      after = rows[rows.length - 1]!.id;
    }
    const t1 = performance.now();
    console.log(
      `batch ${size}: ${n} rows read and mapped in ${((t1 - t0) / 1000).toFixed(2)} s; rss ${mb(process.memoryUsage().rss)} MB`,
    );
  }
}
// The whole export (reads, mapping and the xlsx), with the service's own batch size.
for (let round = 0; round < rounds; round++) {
  const file = round === 0 && outFile ? createWriteStream(outFile) : undefined;
  const start = process.memoryUsage();
  let peakRss = start.rss;
  let peakHeap = start.heapUsed;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 10);
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  let bytes = 0;
  // The service returns the file (platform/download.ts); write it where a reply would send it.
  const answer = await exportApplicants(ctx, kind, postingId);
  const done = new Promise<void>((resolve, reject) => {
    const stream = answer.body as PassThrough;
    stream.pipe(
      new Writable({
        write(chunk, _enc, cb) {
          bytes += chunk.length;
          if (file) file.write(chunk, cb);
          else cb();
        },
        final(cb) {
          if (file) file.end(() => resolve());
          else resolve();
          cb();
        },
      }),
    );
    stream.on('error', reject);
  });
  await done;
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  clearInterval(sampler);
  const end = process.memoryUsage();
  console.log(
    `whole export: ${(bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(2)} s (this process's CPU ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s); rss ${mb(start.rss)} -> peak ${mb(peakRss)} MB (+${mb(peakRss - start.rss)}), heap used ${mb(start.heapUsed)} -> peak ${mb(peakHeap)} MB (+${mb(peakHeap - start.heapUsed)}), after ${mb(end.rss)} MB rss`,
  );
}
await database.close();
target.release();
