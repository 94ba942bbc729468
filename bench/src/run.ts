/**
 * `npm run bench`: load tests of the real server on loopback against the bench data set.
 *
 *   npm run bench                          PostgreSQL (DATABASE_URL, or the bench-owned server)
 *   npm run bench -- --preset=small --pglite   the small preset on PGlite
 *   npm run bench -- --only=recent,login --duration=5
 *
 * 1. In this process: the server's app (buildApp) on the same database with a drizzle logger
 *    signs in bench users (their sessions serve the load test) and runs each scenario's request
 *    once to capture the exact SQL the request executes.
 * 2. The real server is built and spawned as in production (`node apps/server/dist/main.js`,
 *    WORKERS=--workers (default auto: one process per core on PostgreSQL), LOG_LEVEL=warn,
 *    RATE_LIMIT_SCALE=10000, PLACEMENT_TEST_MODE=1 for the captcha answer, SEED_DEMO=0); each
 *    scenario runs with autocannon; then the Excel export of the campus-drive job's applicants
 *    while a light load runs (peak RSS from /proc/<pid>/status VmHWM: of the biggest server
 *    process when there are several).
 * 3. The server is stopped and the captured SQL of each scenario is replayed through the driver
 *    directly (all statements of one request at once, like the app's Promise.all) at the same
 *    concurrency: the limit the app is compared with.
 * 4. EXPLAIN ANALYZE of every search statement; the results go to docs/performance.md (between
 *    the bench:results markers) and to the console.
 *
 * Latency percentiles: autocannon 9 reports p50, p90, p97.5 and p99 (no p95); every response
 * time is recorded here (its 'response' event) and p50/p95/p99 are computed exactly from them.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import autocannon, { type Request } from 'autocannon';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { buildServer } from '../../apps/server/scripts/build.ts';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import type { Db } from '../../apps/server/src/db/client.ts';
import * as schema from '../../apps/server/src/db/schema/index.ts';
import { childProcesses, freePort } from '../../apps/server/src/ops/server-process.ts';
import { type BenchArgs, benchTarget, openTarget, parseArgs, repoRoot, rowsOf, serverConfig } from './db.ts';
import { BENCH_PASSWORD, emailOf, PRESETS } from './seed.ts';

const API = '/placementapi/v1/';
type Kind = 'admin' | 'corporate' | 'member' | 'student';

// ---- Measuring ----

export interface Stats {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summarize(latencies: number[], seconds: number, errors: number): Stats {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: latencies.length,
    seconds,
    rps: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    errors,
  };
}

/** autocannon with every response time recorded; `stopWhen` ends it early. */
/** The rate of the light load beside the export (requests/s). */
const LIGHT_RATE = 200;

function cannon(
  url: string,
  requests: Request[],
  connections: number,
  duration: number,
  stopWhen?: Promise<unknown>,
  /** Requests per second over all connections (an open rate instead of as fast as answered). */
  overallRate?: number,
): Promise<Stats> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    let errors = 0;
    const started = performance.now();
    const options = {
      url,
      connections,
      duration,
      requests,
      timeout: 30,
      ...(overallRate ? { overallRate } : {}),
    };
    const instance = autocannon(options, (err, result) => {
      if (err) return reject(err);
      const seconds = (performance.now() - started) / 1000;
      resolve(summarize(latencies, seconds, errors + result.errors + result.timeouts));
    });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode >= 400) errors++;
    });
    stopWhen?.then(() => instance.stop());
  });
}

/** A closed loop of `concurrency` workers for `duration` seconds, each awaiting `fn` in turn. */
async function closedLoop(concurrency: number, duration: number, fn: () => Promise<number | undefined>) {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const end = started + duration * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        try {
          const measured = await fn();
          latencies.push(measured ?? performance.now() - t);
        } catch {
          errors++;
        }
      }
    }),
  );
  return summarize(latencies, (performance.now() - started) / 1000, errors);
}

// ---- Scenarios ----

interface Identities {
  hotJobCode: string;
  employerJobCodes: string[];
}

interface Call {
  method: 'GET' | 'POST';
  path: string;
  as?: Kind;
}

interface Scenario {
  name: string;
  title: string;
  target: string;
  connections: number;
  /** The request captured for the raw-SQL limit and EXPLAIN. */
  capture?: Call;
  requests(tokens: Tokens): Request[];
  /** Statements to EXPLAIN (the searches). */
  explain?: boolean;
}

type Tokens = Record<Kind, string[]>;

function rotating(tokens: string[]) {
  let i = 0;
  return () => tokens[i++ % tokens.length]!;
}

function get(pathAndQuery: string, token?: () => string): Request {
  const req: Request = { method: 'GET', path: API + pathAndQuery };
  if (token)
    req.setupRequest = (r) => ({ ...r, headers: { ...r.headers, authorization: `Bearer ${token()}` } });
  return req;
}

const encode = (s: string) => Buffer.from(s, 'utf8').toString('base64');

function loginRequests(kind: Kind, count: number): Request[] {
  let n = 0;
  return [
    {
      method: 'GET',
      path: `${API}auth/captcha`,
      onResponse: (_status, body, context) => {
        context.captcha = JSON.parse(body).result;
      },
    },
    {
      method: 'POST',
      path: `${API}auth/login`,
      headers: { 'content-type': 'application/json' },
      setupRequest: (req, context) => {
        const captcha = context.captcha as { captchaId: string; testAnswer: string };
        const body = {
          email: emailOf(kind, (n++ % count) + 1),
          password: encode(BENCH_PASSWORD),
          kind,
          captchaId: captcha.captchaId,
          captcha: captcha.testAnswer,
        };
        return { ...req, body: JSON.stringify(body) };
      },
    },
  ];
}

const MEMBER_SEARCH =
  'job/search?country=IN&state=IN-MH&city=IN-MH-MUMBAI,IN-MH-PUNE&skill=SKM-CG,SKM-LODR,SKM-SA&minExperience=24&maxExperience=60';
const WFH_SEARCH = 'job/search?country=IN&workFromHome=true';
const TRAINING_SEARCH = 'training/search?state=IN-MH';
const CANDIDATE_SEARCH = 'corporate/member-search?state=IN-MH&city=IN-MH-MUMBAI&skill=SKM-CG,SKM-LODR';
const STUDENT_SEARCH = 'corporate/student-search?state=IN-MH';
const ADMIN_SEARCH = 'member/admin-search?keyword=sharma&state=*';

function scenarios(ids: Identities, users: number): Scenario[] {
  const applicants = (tokens: Tokens) => {
    const t = () => tokens.corporate[0]!;
    return ids.employerJobCodes.map((code) => get(`job/applicant?jobCode=${code}&page=1`, t));
  };
  function mixedRequests(tokens: Tokens, withAdmin: boolean): Request[] {
    const member = rotating(tokens.member);
    const student = rotating(tokens.student);
    const corporate = rotating(tokens.corporate);
    const admin = rotating(tokens.admin);
    const weights: [Request[], number][] = [
      [[get('job/recent?page=1')], 18],
      [[get('training/recent?page=1')], 5],
      [[get(MEMBER_SEARCH, member)], 14],
      [[get('job/search?state=IN-DL&page=2', member)], 6],
      [[get(WFH_SEARCH, member)], 5],
      [[get(TRAINING_SEARCH, student)], 8],
      [[get('auth/me', member)], 10],
      [[get('auth/me', student)], 6],
      [[get(CANDIDATE_SEARCH, corporate)], 8],
      [applicants(tokens).slice(0, 1), 2],
      [applicants(tokens).slice(1, 2), 6],
      ...(withAdmin ? ([[[get(ADMIN_SEARCH, admin)], 2]] as [Request[], number][]) : []),
      [[get('job/recommended?page=1', member)], 6],
    ];
    // Interleave so that every connection meets every kind of request.
    const out: Request[] = [];
    const queue = weights.map(([reqs, w]) => ({ reqs, left: w }));
    while (queue.some((q) => q.left > 0)) for (const q of queue) if (q.left-- > 0) out.push(...q.reqs);
    out.push(...loginRequests('student', users));
    return out;
  }
  return [
    {
      name: 'recent',
      title: 'Public recent jobs',
      target: 'p95 < 30 ms, >= 50% of raw',
      connections: 16,
      capture: { method: 'GET', path: 'job/recent?page=1' },
      requests: () => [get('job/recent?page=1')],
      explain: true,
    },
    {
      name: 'member-search',
      title: 'Member job search (state, 2 cities, 3 skills, experience)',
      target: 'p95 < 30 ms, >= 50% of raw',
      connections: 16,
      capture: { method: 'GET', path: MEMBER_SEARCH, as: 'member' },
      requests: (tokens) => [get(MEMBER_SEARCH, rotating(tokens.member))],
      explain: true,
    },
    {
      name: 'wfh',
      title: 'Work from home search (member)',
      target: 'p95 < 30 ms, >= 50% of raw',
      connections: 16,
      capture: { method: 'GET', path: WFH_SEARCH, as: 'member' },
      requests: (tokens) => [get(WFH_SEARCH, rotating(tokens.member))],
      explain: true,
    },
    {
      name: 'training-search',
      title: 'Student training search (state)',
      target: 'p95 < 30 ms, >= 50% of raw',
      connections: 16,
      capture: { method: 'GET', path: TRAINING_SEARCH, as: 'student' },
      requests: (tokens) => [get(TRAINING_SEARCH, rotating(tokens.student))],
      explain: true,
    },
    {
      name: 'candidate-search',
      title: 'Employer member search (state, city, 2 skills)',
      target: 'p95 < 30 ms, >= 50% of raw',
      connections: 16,
      capture: { method: 'GET', path: CANDIDATE_SEARCH, as: 'corporate' },
      requests: (tokens) => [get(CANDIDATE_SEARCH, rotating(tokens.corporate))],
      explain: true,
    },
    {
      name: 'student-search',
      title: 'Employer student search (state only: 65 000 matches)',
      target: 'p95 < 30 ms, >= 50% of raw',
      connections: 16,
      capture: { method: 'GET', path: STUDENT_SEARCH, as: 'corporate' },
      requests: (tokens) => [get(STUDENT_SEARCH, rotating(tokens.corporate))],
      explain: true,
    },
    {
      name: 'admin-search',
      title: "Admin member search, keyword 'sharma'",
      target: 'p95 < 30 ms, >= 50% of raw',
      connections: 8,
      capture: { method: 'GET', path: ADMIN_SEARCH, as: 'admin' },
      requests: (tokens) => [get(ADMIN_SEARCH, rotating(tokens.admin))],
      explain: true,
    },
    {
      name: 'applicants',
      title: "Applicants list (employer 1's 12 jobs in turn, one with 100 000 applicants)",
      target: 'p95 < 30 ms',
      connections: 16,
      capture: { method: 'GET', path: `job/applicant?jobCode=${ids.hotJobCode}&page=1`, as: 'corporate' },
      requests: applicants,
      explain: true,
    },
    {
      name: 'recommended',
      title: 'Recommended jobs of a member (score over every open member job)',
      target: '-',
      connections: 16,
      capture: { method: 'GET', path: 'job/recommended?page=1', as: 'member' },
      requests: (tokens) => [get('job/recommended?page=1', rotating(tokens.member))],
      explain: true,
    },
    {
      name: 'login',
      title: 'Login (captcha + sign-in; argon2id 19 MiB t=2)',
      target: '-',
      connections: 8,
      requests: () => loginRequests('member', users),
    },
    {
      name: 'mixed-no-admin',
      title: 'Mixed placement-day traffic without the admin keyword searches',
      target: '(shows the weight of the admin search)',
      connections: 32,
      requests: (tokens) => mixedRequests(tokens, false),
    },
    {
      name: 'mixed',
      title: 'Mixed placement-day traffic',
      target: '>= 1500 req/s, p95 < 50 ms (PGlite small: >= 300 req/s, p95 < 100 ms)',
      connections: 32,
      requests: (tokens) => mixedRequests(tokens, true),
    },
  ];
}

// ---- In-process app: sign-ins and SQL capture ----

interface Captured {
  text: string;
  params: unknown[];
}

async function loggingDb(target: ReturnType<typeof benchTarget>, sink: { on: boolean; list: Captured[] }) {
  const logger = {
    logQuery(text: string, params: unknown[]) {
      if (sink.on) sink.list.push({ text, params });
    },
  };
  if (target.kind === 'pglite') {
    const client = await PGlite.create(target.url, { extensions: { pg_trgm } });
    return { db: drizzlePglite(client, { schema, logger }) as unknown as Db, close: () => client.close() };
  }
  const pool = new pg.Pool({ connectionString: target.url, max: 10 });
  return { db: drizzleNodePg(pool, { schema, logger }) as unknown as Db, close: () => pool.end() };
}

async function prepare(
  target: ReturnType<typeof benchTarget>,
  list: Scenario[],
  signIns: number,
  cache: boolean,
) {
  const sink = { on: false, list: [] as Captured[] };
  const { db, close } = await loggingDb(target, sink);
  try {
    // The same cache setting as the server's, so the SQL captured is what a request of the run
    // executes (with the cache on: a hit, after the first request of a scenario warmed it).
    const config = loadConfig(serverConfig(target, 0, '1', cache));
    const { app } = await buildApp({ db, config, logger: false });
    await app.ready();
    const call = async (c: Call, token?: string) => {
      const res = await app.inject({
        method: c.method,
        url: API + c.path,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      if (res.statusCode >= 400) throw new Error(`${c.path}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      return res.json().result;
    };
    const signIn = async (kind: Kind, n: number): Promise<string> => {
      const captcha = await call({ method: 'GET', path: 'auth/captcha' });
      const res = await app.inject({
        method: 'POST',
        url: `${API}auth/login`,
        payload: {
          email: emailOf(kind === 'corporate' ? 'employer' : kind, n),
          password: encode(BENCH_PASSWORD),
          kind,
          captchaId: captcha.captchaId,
          captcha: captcha.testAnswer,
        },
      });
      if (res.statusCode !== 200) throw new Error(`sign-in ${kind} ${n}: ${res.body}`);
      return res.json().result.token;
    };
    const tokens: Tokens = { admin: [], corporate: [], member: [], student: [] };
    for (const kind of Object.keys(tokens) as Kind[])
      for (let n = 1; n <= (kind === 'admin' ? 3 : signIns); n++) tokens[kind].push(await signIn(kind, n));

    const captures = new Map<string, Captured[]>();
    for (const s of list) {
      if (!s.capture) continue;
      const token = s.capture.as ? tokens[s.capture.as][0] : undefined;
      await call(s.capture, token); // warm (session last-seen write, caches)
      sink.list = [];
      sink.on = true;
      await call(s.capture, token);
      sink.on = false;
      captures.set(s.name, sink.list);
    }
    await app.close();
    return { tokens, captures };
  } finally {
    await close();
  }
}

async function identities(db: Db): Promise<Identities> {
  const jobs = rowsOf<{ code: string }>(
    await db.execute(
      sql`select code from jobs where owner_id = (select id from users where email = ${emailOf('employer', 1)}) order by id limit 12`,
    ),
  );
  return { hotJobCode: jobs[0]!.code, employerJobCodes: jobs.map((j) => j.code) };
}

// ---- The server ----

async function startServer(target: ReturnType<typeof benchTarget>, workers: string, cache: boolean) {
  await buildServer();
  const port = await freePort();
  // BENCH_CPU_PROF=1: a V8 CPU profile of the server in data/bench/prof (open in Chrome DevTools).
  const prof = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${path.join(repoRoot, 'data/bench/prof')}`]
    : [];
  const child = spawn(process.execPath, [...prof, 'dist/main.js'], {
    cwd: path.join(repoRoot, 'apps/server'),
    env: { ...process.env, ...serverConfig(target, port, workers, cache) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error('the server exited at start');
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { child, url };
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not start');
}

/** Peak RSS of the server: of the process itself, or of its biggest worker under a supervisor. */
function vmHwmMb(child: ChildProcess): number {
  const hwm = (pid: number) => {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    } catch {
      return 0;
    }
  };
  const workers = serverProcesses(child);
  return workers.length ? Math.max(...workers.map(hwm)) : hwm(child.pid!);
}

/** The worker processes of a supervisor (WORKERS > 1); empty for a single process. */
function serverProcesses(child: ChildProcess): number[] {
  return childProcesses(child.pid!);
}

async function stopServer(child: ChildProcess) {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
}

// ---- Raw SQL ----

async function rawRunner(target: ReturnType<typeof benchTarget>) {
  if (target.kind === 'pglite') {
    const client = await PGlite.create(target.url, { extensions: { pg_trgm } });
    return {
      query: (text: string, params: unknown[]) => client.query(text, params as never[]),
      close: () => client.close(),
    };
  }
  const pool = new pg.Pool({ connectionString: target.url, max: 10 });
  return {
    query: (text: string, params: unknown[]) => pool.query(text, params as unknown[]),
    close: () => pool.end(),
  };
}

// ---- Report ----

const f0 = (n: number) => n.toFixed(0);
const f1 = (n: number) => n.toFixed(1);

function machine(target: ReturnType<typeof benchTarget>, pgVersion: string) {
  const memGb = os.totalmem() / 1024 ** 3;
  const load = os.loadavg().map(f1).join(' / ');
  return [
    `- Date: ${new Date().toISOString().replace('T', ' ').slice(0, 16)} UTC`,
    `- Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), ${f1(memGb)} GB memory, load average before the run ${load}`,
    `- Node ${process.version}; database: ${target.kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'} ${pgVersion}`,
  ].join('\n');
}

async function main() {
  const args: BenchArgs = parseArgs();
  const target = benchTarget(args);
  const volumes = PRESETS[args.preset];
  const signIns = 20;
  console.log(`Bench (${args.preset}) on ${target.kind}; ${args.duration} s per scenario`);

  // Data check, identities, version.
  const database = await openTarget(target);
  const marker = rowsOf<{ value: string }>(
    await database.db.execute(sql`select value from master_items where list = '_bench' and code = 'seed'`),
  )[0];
  if (!marker?.value.startsWith(`${args.preset}:`)) {
    await database.close();
    target.release();
    throw new Error(
      `No ${args.preset} bench data here: run npm run bench:seed -- --preset=${args.preset} first.`,
    );
  }
  const ids = await identities(database.db);
  const proposed = process.argv.includes('--proposed');
  const proposedSql = readFileSync(path.join(repoRoot, 'bench/src/proposed-indexes.sql'), 'utf8');
  const proposedNames = [...proposedSql.matchAll(/create index if not exists (\w+)/g)].map((m) => m[1]!);
  if (proposed) {
    console.log(`Creating the proposed indexes (${proposedNames.join(', ')})...`);
    for (const statement of proposedSql
      .replace(/--.*$/gm, '')
      .split(';')
      .map((x) => x.trim())
      .filter(Boolean))
      await database.db.execute(sql.raw(statement));
    await database.db.execute(
      sql.raw('vacuum analyze jobs, trainings, users, member_profiles, student_profiles'),
    );
  }
  const pgVersion = rowsOf<{ v: string }>(
    await database.db.execute(sql`select current_setting('server_version') as v`),
  )[0]!.v;
  await database.close();
  let machineText = machine(target, pgVersion);

  const all = scenarios(ids, Math.min(volumes.members, volumes.students, 1000));
  const list = args.only.length ? all.filter((s) => args.only.includes(s.name)) : all;
  console.log('Signing in bench users and capturing the SQL of each request...');
  const { tokens, captures } = await prepare(target, list, signIns, args.cache);
  writeFileSync(
    path.join(repoRoot, 'data/bench', `captured-${args.preset}-${target.kind}.sql`),
    [...captures]
      .map(([name, qs]) => `-- ${name}\n${qs.map((q) => `${interpolate(q)};`).join('\n')}`)
      .join('\n\n'),
  );

  const server = await startServer(target, args.workers, args.cache);
  const processes = Math.max(1, serverProcesses(server.child).length);
  const serverText = `- Server: compiled (\`node apps/server/dist/main.js\`), ${processes} process${processes > 1 ? 'es' : ''} (WORKERS=${target.kind === 'postgres' ? args.workers : '1'}), ${args.cache ? 'list cache on (PUBLIC_CACHE_SECONDS=15: the bench repeats its queries, so nearly every cacheable list request is a hit)' : 'list cache off (--no-cache: PUBLIC_CACHE_SECONDS=0)'}`;
  console.log(serverText.slice(2));
  machineText += `\n${serverText}`;
  const hwmStart = vmHwmMb(server.child);
  const appStats = new Map<string, Stats>();
  let exportResult:
    | {
        seconds: number;
        bytes: number;
        hwmStart: number;
        hwmBefore: number;
        hwmAfter: number;
        base: Stats;
        during: Stats;
      }
    | undefined;
  try {
    // Warm up: every scenario once for a second.
    for (const s of list) await cannon(server.url, s.requests(tokens), 4, 1);

    if (!args.only.length || args.only.includes('export')) {
      const light = [get('job/recent?page=1'), get(MEMBER_SEARCH, rotating(tokens.member))];
      // "Other requests": a steady 200 requests/s (as fast as answered, the cached lists would
      // take every core and the export would measure the competition, not itself).
      const base = await cannon(server.url, light, 4, Math.min(5, args.duration), undefined, LIGHT_RATE);
      const hwmBefore = vmHwmMb(server.child);
      const t = performance.now();
      let bytes = 0;
      const download = (async () => {
        const res = await fetch(`${server.url}${API}job/applicant-export?jobCode=${ids.hotJobCode}`, {
          headers: { authorization: `Bearer ${tokens.corporate[0]}` },
        });
        if (!res.ok || !res.body) throw new Error(`export: ${res.status}`);
        const reader = res.body.getReader();
        for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
          bytes += chunk.value.length;
        return (performance.now() - t) / 1000;
      })();
      const during = await cannon(server.url, light, 4, 600, download, LIGHT_RATE);
      const seconds = await download;
      exportResult = { seconds, bytes, hwmStart, hwmBefore, hwmAfter: vmHwmMb(server.child), base, during };
      console.log(
        `export: ${volumes.hotApplicants} rows in ${f1(seconds)} s, ${f1(bytes / 1e6)} MB; peak RSS ${f0(exportResult.hwmAfter)} MB (before ${f0(hwmBefore)} MB); light-load p95 ${f1(base.p95)} -> ${f1(during.p95)} ms`,
      );
    }

    for (const s of list) {
      const stats = await cannon(server.url, s.requests(tokens), s.connections, args.duration);
      appStats.set(s.name, stats);
      console.log(
        `${s.name.padEnd(17)} ${f0(stats.rps).padStart(6)} req/s  p50 ${f1(stats.p50)}  p95 ${f1(stats.p95)}  p99 ${f1(stats.p99)} ms  errors ${stats.errors}`,
      );
    }
  } finally {
    await stopServer(server.child);
  }

  // Raw SQL limits and plans.
  const raw = await rawRunner(target);
  const rawStats = new Map<string, Stats>();
  const plans: { scenario: string; sql: string; plan: string }[] = [];
  try {
    for (const s of list) {
      const statements = captures.get(s.name);
      if (!statements?.length) continue;
      for (const q of statements) await raw.query(q.text, q.params).catch(() => undefined);
      const stats = await closedLoop(s.connections, args.duration, async () => {
        await Promise.all(statements.map((q) => raw.query(q.text, q.params)));
        return undefined;
      });
      rawStats.set(s.name, stats);
      const app = appStats.get(s.name);
      console.log(
        `${`${s.name} raw`.padEnd(17)} ${f0(stats.rps).padStart(6)} req/s  p50 ${f1(stats.p50)}  p95 ${f1(stats.p95)} ms  (${statements.length} statements)  app/raw ${app ? f0((100 * app.rps) / stats.rps) : '-'}%`,
      );
      if (s.explain)
        for (const q of statements.filter(
          (st) =>
            /^select/i.test(st.text) &&
            /from "(jobs|trainings|member_profiles|student_profiles|users|job_applications)"/.test(st.text),
        )) {
          const res = await raw.query(`explain (analyze, buffers) ${q.text}`, q.params);
          const plan = (res.rows as Record<string, string>[]).map((r) => Object.values(r)[0]).join('\n');
          plans.push({ scenario: s.name, sql: interpolate(q), plan });
        }
    }
    if (proposed) for (const name of proposedNames) await raw.query(`drop index if exists ${name}`, []);
  } finally {
    await raw.close();
    target.release();
  }

  writeReport({
    args,
    target,
    machineText,
    volumes,
    list,
    appStats,
    rawStats,
    plans,
    exportResult,
    proposed,
  });
}

/** The statement with its parameters written in, for the doc. */
function interpolate(q: Captured): string {
  return q.text.replace(/\$(\d+)/g, (_m, n) => {
    const v = q.params[Number(n) - 1];
    if (v === null || v === undefined) return 'null';
    if (typeof v === 'number') return String(v);
    if (v instanceof Date) return `'${v.toISOString()}'`;
    return `'${String(v).replace(/'/g, "''")}'`;
  });
}

function writeReport(r: {
  args: BenchArgs;
  target: ReturnType<typeof benchTarget>;
  machineText: string;
  volumes: (typeof PRESETS)['full'];
  list: Scenario[];
  appStats: Map<string, Stats>;
  rawStats: Map<string, Stats>;
  plans: { scenario: string; sql: string; plan: string }[];
  exportResult?: {
    seconds: number;
    bytes: number;
    hwmStart: number;
    hwmBefore: number;
    hwmAfter: number;
    base: Stats;
    during: Stats;
  };
  proposed: boolean;
}) {
  // A partial run (--only) gets its own block, so it never replaces a complete run's figures.
  const only = r.args.only.length ? `-${r.args.only.join('+')}` : '';
  const variant = `${r.proposed ? '-proposed' : ''}${r.args.cache ? '' : '-no-cache'}`;
  const key = `${r.args.preset}-${r.target.kind}${variant}${only}`;
  const lines: string[] = [];
  lines.push(
    `### Run: ${r.args.preset} preset on ${r.target.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}${r.proposed ? ', with the proposed indexes' : ''}${r.args.cache ? '' : ', list cache off'}${only ? ` (only ${r.args.only.join(', ')})` : ''}`,
    '',
  );
  lines.push(
    r.machineText,
    `- ${r.args.duration} s per scenario; autocannon in the same machine as the server and the database`,
    '',
  );
  lines.push(
    '| scenario | connections | app req/s | p50 ms | p95 ms | p99 ms | errors | raw SQL req/s | raw p95 ms | app/raw | target |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  );
  for (const s of r.list) {
    const a = r.appStats.get(s.name);
    const w = r.rawStats.get(s.name);
    if (!a) continue;
    lines.push(
      `| ${s.title} | ${s.connections} | ${f0(a.rps)} | ${f1(a.p50)} | ${f1(a.p95)} | ${f1(a.p99)} | ${a.errors} | ${w ? f0(w.rps) : '-'} | ${w ? f1(w.p95) : '-'} | ${w ? `${f0((100 * a.rps) / w.rps)}%` : '-'} | ${s.target} |`,
    );
  }
  if (r.exportResult) {
    const e = r.exportResult;
    lines.push(
      '',
      `Excel export of ${r.volumes.hotApplicants.toLocaleString('en')} applicants (job/applicant-export): ${f1(e.seconds)} s, ${f1(e.bytes / 1e6)} MB; server peak RSS (VmHWM) ${f0(e.hwmAfter)} MB (${f0(e.hwmStart)} MB just after start, ${f0(e.hwmBefore)} MB after the warm-up, before the export). ` +
        `Other requests meanwhile (recent jobs + member search, 4 connections): p95 ${f1(e.base.p95)} ms before, ${f1(e.during.p95)} ms during (${f1(e.during.p95 / Math.max(0.1, e.base.p95))}x). Targets: < 3 s, < 250 MB, at most 2x.`,
    );
  }
  const plans: string[] = [
    '',
    '<details><summary>EXPLAIN ANALYZE of the search statements (this run)</summary>',
    '',
  ];
  for (const p of r.plans) {
    plans.push(`**${p.scenario}**`, '', '```sql', p.sql, '```', '', '```', p.plan, '```', '');
  }
  plans.push('</details>');
  // The plans go into the doc for the full preset on PostgreSQL; other runs keep them in data/bench.
  const inDoc = r.args.preset === 'full' && r.target.kind === 'postgres';
  const block = [
    ...lines,
    ...(inDoc ? plans : ['', `EXPLAIN ANALYZE of this run: data/bench/results-${key}.md (not committed).`]),
  ].join('\n');
  const fullBlock = [...lines, ...plans].join('\n');
  const doc = path.join(repoRoot, 'docs/performance.md');
  let text: string;
  try {
    text = readFileSync(doc, 'utf8');
  } catch {
    text = '# Performance\n\n## Results\n';
  }
  const start = `<!-- bench:results:${key}:start -->`;
  const end = `<!-- bench:results:${key}:end -->`;
  const at = text.indexOf(start);
  const stop = text.indexOf(end);
  text =
    at >= 0 && stop > at
      ? `${text.slice(0, at + start.length)}\n${block}\n${text.slice(stop)}`
      : `${text.trimEnd()}\n\n${start}\n${block}\n${end}\n`;
  writeFileSync(doc, text);
  writeFileSync(path.join(repoRoot, 'data/bench', `results-${key}.md`), fullBlock);
  writeFileSync(
    path.join(repoRoot, 'data/bench', `results-${key}.json`),
    JSON.stringify(
      { app: Object.fromEntries(r.appStats), raw: Object.fromEntries(r.rawStats), export: r.exportResult },
      null,
      2,
    ),
  );
  console.log(`\nResults written to docs/performance.md (${key}).`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
