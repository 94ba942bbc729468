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
 *    RATE_LIMIT_SCALE=10000, PLACEMENT_TEST_MODE=1 for the proof of work, SEED_DEMO=0); each
 *    scenario runs with autocannon; then the Excel export of the campus-drive job's applicants
 *    while a light load runs (peak RSS from /proc/<pid>/status VmHWM: of the biggest server
 *    process when there are several).
 * 3. The server is stopped and the captured SQL of each scenario is replayed through the driver
 *    directly (all statements of one request at once, like the app's Promise.all) at the same
 *    concurrency: the limit the app is compared with.
 * 4. EXPLAIN ANALYZE of every search statement; the figures and plans go to bench/results/<run>.md
 *    (and data/bench/results-<run>.json); docs/performance.md is the report written from them.
 *
 * Two kinds of scenario: fixed queries (the same few requests over and over, kept for
 * comparison with earlier runs) and varied ones ('v-*', varied.ts): requests drawn from the data
 * set itself (each member searching with their own profile, employers with real profiles' places
 * and skills, ...), thousands of distinct queries, with the share of answers the server took from
 * its caches (X-Cache) beside each figure. 'v-pages' asks every page's read of the contract
 * (pages.ts) for visitors and every role, with the figures per endpoint and caller. 'lookup' and
 * 'plain' compare a reference list from the portal with the same bytes from a bare node:http
 * server in the same run.
 *
 * Latency percentiles: autocannon 9 reports p50, p90, p97.5 and p99 (no p95); every response
 * time is recorded here (its 'response' event) and p50/p95/p99 are computed exactly from them.
 *
 * Closed and open load: autocannon keeps each connection busy (a closed loop: the next request
 * leaves when the last answer is in), which measures the most the server serves and its answer
 * times at that saturation, set by the number of connections. 'v-mix-open' sends the same mix at
 * a set rate (--rates=1000,1300; Poisson arrivals, openLoop) whatever the server's pace, as
 * people arrive: the answer times at that throughput, counted from when each request was due.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import autocannon, { type Request } from 'autocannon';
import { inArray, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { buildServer } from '../../apps/server/scripts/build.ts';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import type { Db } from '../../apps/server/src/db/client.ts';
import * as schema from '../../apps/server/src/db/schema/index.ts';
import { childProcesses, freePort } from '../../apps/server/src/ops/server-process.ts';
import { newToken, sha256 } from '../../apps/server/src/platform/codes.ts';
import {
  type BenchArgs,
  benchDataDir,
  benchTarget,
  openTarget,
  parseArgs,
  repoRoot,
  rowsOf,
  serverConfig,
} from './db.ts';
import { applyMigration, statementsOf, watchLocks } from './migrate-under-load.ts';
import { loadPageData, pagesStream } from './pages.ts';
import { BENCH_PASSWORD, emailOf, PRESETS, prng } from './seed.ts';
import {
  distinct,
  type Generators,
  generators,
  type Item,
  inChunks,
  type Kind,
  loadPopulation,
  MIX_WEIGHTS,
  mixOf,
  nextRequests,
  type Outgoing,
  type Proof,
  recordCache,
  type StreamKind,
  signInsOf,
  streamOf,
  streamRequests,
  type Tokens,
} from './varied.ts';

const API = '/placementapi/v1/';

// ---- Measuring ----

export interface Stats {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** Answers marked X-Cache: hit / miss by the server (the list caches); 0 and 0 where none is kept. */
  hits: number;
  misses: number;
}

/** Stats of one kind of request inside a stream (the varied scenarios). */
export type KindStats = Record<string, Stats>;

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summarize(latencies: number[], seconds: number, errors: number, hits = 0, misses = 0): Stats {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    hits,
    misses,
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
  /** Figures per kind of request (a stream's requests name their kind in the connection's context). */
  byKind?: Map<string, Collected>,
): Promise<Stats> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    let errors = 0;
    let hits = 0;
    let misses = 0;
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
      resolve(summarize(latencies, seconds, errors + result.errors + result.timeouts, hits, misses));
    });
    instance.on('response', (client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode >= 400) errors++;
      // The answered request's kind and X-Cache header (varied.ts recordCache, streamRequests).
      const context = (client as { requestIterator?: { context?: Record<string, unknown> } }).requestIterator
        ?.context;
      const cache = context?.cache;
      if (context) delete context.cache;
      if (cache === 'hit') hits++;
      else if (cache === 'miss') misses++;
      if (byKind && typeof context?.kind === 'string') {
        const k = byKind.get(context.kind) ?? { latencies: [], errors: 0, hits: 0, misses: 0, statuses: {} };
        byKind.set(context.kind, k);
        k.latencies.push(responseTime);
        if (statusCode >= 400) {
          k.errors++;
          k.statuses[statusCode] = (k.statuses[statusCode] ?? 0) + 1;
        }
        if (cache === 'hit') k.hits++;
        else if (cache === 'miss') k.misses++;
      }
    });
    stopWhen?.then(() => instance.stop());
  });
}

/** Seconds of an open-rate scenario's stream served before its measured run. */
const OPEN_WARMUP_SECONDS = 5;
/** `auth/me` for every token, `passes` times, 32 at a time. */
async function warmPeople(baseUrl: string, tokens: string[], passes: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  const url = new URL(baseUrl);
  let next = 0;
  const total = tokens.length * passes;
  const one = (token: string) =>
    new Promise<void>((resolve, reject) => {
      const req = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          path: `${API}auth/me`,
          headers: { authorization: `Bearer ${token}` },
        },
        (res) => {
          res.resume();
          res.on('end', () =>
            res.statusCode === 200 ? resolve() : reject(new Error(`auth/me ${res.statusCode}`)),
          );
        },
      );
      req.on('error', reject);
      req.end();
    });
  await Promise.all(
    Array.from({ length: 32 }, async () => {
      while (next < total) await one(tokens[next++ % tokens.length]!);
    }),
  );
  agent.destroy();
}

/** The open loop's keep-alive connections at most (people's browsers: many, each mostly idle). */
const OPEN_SOCKETS = 256;

/**
 * An open loop: requests arrive at `rate` a second with random gaps (a Poisson process, like
 * people acting each on their own), whatever the server's pace, over up to `sockets` keep-alive
 * connections. Each response time counts from the moment its request was due, so a request that
 * waits for a free connection, or behind the generator itself, waits in the figure too (no
 * coordinated omission: autocannon's `overallRate` sends each connection's share of a second in a
 * burst at the second's start and times each request from its sending).
 */
async function openLoop(
  baseUrl: string,
  next: () => Outgoing,
  rate: number,
  duration: number,
  byKind: Map<string, Collected>,
  /** A file for every request's due time (ms from the start), answer time, kind and how late the generator sent it (a JSON array). */
  dumpTo?: string,
  sockets = OPEN_SOCKETS,
): Promise<Stats> {
  const dump: [number, number, string, number][] = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const url = new URL(baseUrl);
  const latencies: number[] = [];
  let errors = 0;
  let hits = 0;
  let misses = 0;
  const random = prng(7);
  const started = performance.now();
  const end = started + duration * 1000;
  const pending = new Set<Promise<void>>();
  const send = (due: number) => {
    const out = next();
    // How late the generator itself sent it (its own pauses: collection, a busy core).
    const late = performance.now() - due;
    const done = new Promise<void>((resolve) => {
      const finish = (status: number, cache: unknown) => {
        const ms = performance.now() - due;
        latencies.push(ms);
        if (dumpTo)
          dump.push([
            Math.round(due - started),
            Math.round(ms * 10) / 10,
            out.kind,
            Math.round(late * 10) / 10,
          ]);
        const k = byKind.get(out.kind) ?? { latencies: [], errors: 0, hits: 0, misses: 0, statuses: {} };
        byKind.set(out.kind, k);
        k.latencies.push(ms);
        if (status >= 400) {
          errors++;
          k.errors++;
          k.statuses[status] = (k.statuses[status] ?? 0) + 1;
        }
        if (cache === 'hit') {
          hits++;
          k.hits++;
        } else if (cache === 'miss') {
          misses++;
          k.misses++;
        }
        resolve();
      };
      const req = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method: out.method,
          path: out.path,
          headers: out.body ? { ...out.headers, 'content-length': Buffer.byteLength(out.body) } : out.headers,
        },
        (res) => {
          res.resume();
          res.on('end', () => finish(res.statusCode ?? 0, res.headers['x-cache']));
          res.on('error', () => finish(599, undefined));
        },
      );
      req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
      req.on('error', () => finish(599, undefined));
      req.end(out.body);
    });
    pending.add(done);
    done.then(() => pending.delete(done));
  };
  let due = started;
  while (due < end) {
    const now = performance.now();
    while (due <= now && due < end) {
      send(due);
      due += (-Math.log(1 - random.next()) * 1000) / rate;
    }
    if (due < end) await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
  }
  await Promise.all(pending);
  agent.destroy();
  if (dumpTo) {
    writeFileSync(dumpTo, JSON.stringify(dump));
    // The run's start on the wall clock, to line the answers up with the server's and database's logs.
    writeFileSync(`${dumpTo}.start`, new Date(Date.now() - (performance.now() - started)).toISOString());
  }
  return summarize(latencies, duration, errors, hits, misses);
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
  /** A particular session (the varied scenarios' own members, employers...). */
  token?: string;
}

interface Scenario {
  name: string;
  title: string;
  target: string;
  connections: number;
  /** The request captured for the raw-SQL limit and EXPLAIN. */
  capture?: Call;
  /** Varied scenarios: a sample of their requests, each captured (a miss: its SQL uncached). */
  captureMany?: Call[];
  requests(tokens: Tokens, proofs: Proof[]): Request[];
  /** Sign-ins inside the scenario: proofs fetched before it starts (varied mix). */
  logins?: number;
  /** Distinct requests in the scenario's stream (varied scenarios). */
  distinct?: number;
  /** Figures per kind of request (the mixes). */
  byKind?: boolean;
  /** Served by a plain node:http server with the lookup's bytes instead of the portal. */
  plain?: boolean;
  /** Statements to EXPLAIN (the searches). */
  explain?: boolean;
  /** An open rate (requests a second, Poisson arrivals: openLoop) instead of a closed loop. */
  rate?: number;
  /** The open loop's requests, in the stream's order. */
  stream?: (proofs: Proof[]) => () => Outgoing;
}

function rotating(tokens: string[]) {
  let i = 0;
  return () => tokens[i++ % tokens.length]!;
}

function get(pathAndQuery: string, token?: () => string): Request {
  const req: Request = { method: 'GET', path: API + pathAndQuery, onResponse: recordCache };
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
      path: `${API}auth/challenge?form=login`,
      onResponse: (_status, body, context) => {
        context.challenge = JSON.parse(body).result;
      },
    },
    {
      method: 'POST',
      path: `${API}auth/login`,
      headers: { 'content-type': 'application/json' },
      setupRequest: (req, context) => {
        const challenge = context.challenge as Proof;
        const body = {
          email: emailOf(kind, (n++ % count) + 1),
          password: encode(BENCH_PASSWORD),
          kind,
          proof: challenge.testProof,
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
      title: 'Login (proof-of-work challenge + sign-in; argon2id 19 MiB t=2)',
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

/** The lookup the embedded default is measured with, and the same bytes from plain Node HTTP. */
const LOOKUP = 'config/state';

function lookupScenarios(): Scenario[] {
  return [
    {
      name: 'lookup',
      title: 'A reference list (config/state: 36 states and union territories)',
      target: '>= 30% of plain Node HTTP, p95 < 50 ms at 32 connections',
      connections: 32,
      capture: { method: 'GET', path: LOOKUP },
      requests: () => [get(LOOKUP)],
    },
    {
      name: 'plain',
      title: 'The same bytes from plain Node HTTP (node:http, one process: the ceiling of a lookup)',
      target: '-',
      connections: 32,
      requests: () => [get(LOOKUP)],
      plain: true,
    },
  ];
}

/** Requests drawn from the data set (varied.ts): each alone, then the placement-day mix. */
function variedScenarios(g: Generators, duration: number, rates: number[], sample = 40): Scenario[] {
  const toCall = (i: Item): Call => ({ method: 'GET', path: i.path, token: i.token });
  const one = (kind: StreamKind, title: string, target: string, connections = 16): Scenario => {
    const items = streamOf(g, kind);
    return {
      name: `v-${kind}`,
      title: `Varied: ${title}`,
      target,
      connections,
      captureMany: items.slice(0, sample).map(toCall),
      requests: () => streamRequests(API, items, BENCH_PASSWORD),
      distinct: distinct(items),
      explain: true,
    };
  };
  const search = 'p95 < 50 ms (cache off: < 30 ms)';
  const mix = mixOf(g);
  return [
    one('member-search', "member job search with the member's own place, skills, experience", search),
    one('wfh', "work from home search, the member's own state", search),
    one('training-search', "student training search, the student's own state", search),
    one('candidate-search', "employer member search, real profiles' places and skills", search),
    one('student-search', "employer student search, real students' places", search),
    one('admin-search', 'admin member search, a name of the data set', 'p95 < 50 ms', 8),
    one('applicants', "applicants of an employer's own job", 'p95 < 30 ms'),
    one('recommended', 'recommended jobs of many members', 'p95 < 50 ms'),
    {
      name: 'v-mix',
      title: `Varied placement day (per 100: ${MIX_WEIGHTS.map(([k, w]) => `${w} ${k}`).join(', ')})`,
      target: '>= 1000 req/s, every search p95 < 50 ms',
      connections: 32,
      captureMany: mix
        .filter((i) => !i.login)
        .slice(0, sample * 2)
        .map(toCall),
      requests: (_tokens, proofs) => streamRequests(API, mix, BENCH_PASSWORD, proofs),
      logins: duration * 25,
      distinct: distinct(mix),
      byKind: true,
    },
    // The same mix arriving at a set rate, as people do, whatever the server's pace: the answer
    // times at the target's throughput, where the closed loop above measures them at saturation.
    ...rates.map(
      (rate): Scenario => ({
        name: rates.length === 1 ? 'v-mix-open' : `v-mix-open-${rate}`,
        title: `Varied placement day arriving at ${rate.toLocaleString('en')} req/s (Poisson arrivals, the mix above)`,
        target: '>= 1000 req/s, every search p95 < 50 ms',
        connections: OPEN_SOCKETS,
        rate,
        stream: (proofs) => nextRequests(API, mix, BENCH_PASSWORD, proofs),
        logins: Math.ceil(((duration + OPEN_WARMUP_SECONDS) * rate) / 100) + 20,
        distinct: distinct(mix),
        byKind: true,
        requests: () => [],
      }),
    ),
  ];
}

/**
 * Every page's read (pages.ts: every GET of the contract that a page makes, for visitors and every
 * role that may call it), in one shuffled stream, with the figures per endpoint and caller.
 */
async function pagesScenario(db: Db, tokens: Tokens, signIns: Record<Kind, number>, seed: number) {
  const { items, skipped } = pagesStream(await loadPageData(db, signIns), tokens, seed);
  for (const s of skipped) console.log(`v-pages: skipped ${s}`);
  const kinds = new Set(items.map((i) => i.kind)).size;
  const scenario: Scenario = {
    name: 'v-pages',
    title: `Every page's read: ${kinds} endpoint and caller pairs from the contract, shuffled${skipped.length ? ` (not in this data set: ${skipped.join('; ')})` : ''}`,
    target: 'every endpoint p95 < 50 ms',
    connections: 16,
    requests: () => streamRequests(API, items, BENCH_PASSWORD),
    distinct: distinct(items),
    byKind: true,
  };
  return scenario;
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
  makeList: (tokens: Tokens, db: Db) => Promise<Scenario[]>,
  cache: boolean,
  signIns: Record<Kind, number>,
) {
  const sink = { on: false, list: [] as Captured[] };
  const { db, close } = await loggingDb(target, sink);
  try {
    // The same cache setting as the server's, so the SQL captured is what a request of the run
    // executes (with the cache on: a hit, after the first request of a scenario warmed it).
    const config = loadConfig(serverConfig(target, 0, '1', cache));
    const { app, ctx } = await buildApp({ db, config, logger: false });
    const { users } = schema;
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
      const challenge = await call({ method: 'GET', path: 'auth/challenge?form=login' });
      const res = await app.inject({
        method: 'POST',
        url: `${API}auth/login`,
        payload: {
          email: emailOf(kind === 'corporate' ? 'employer' : kind, n),
          password: encode(BENCH_PASSWORD),
          kind,
          proof: challenge.testProof,
        },
      });
      if (res.statusCode !== 200) throw new Error(`sign-in ${kind} ${n}: ${res.body}`);
      return res.json().result.token;
    };
    // Thousands of sessions (signInsOf): the first accounts of each kind sign in through the API,
    // the others get sessions as a sign-in ends (the server's token and hash, its lifetime),
    // written 1 000 to a statement (an argon2id check and a commit each would take minutes).
    // tokens[kind][i] is the session of <kind>(i + 1).
    const tokens: Tokens = { admin: [], corporate: [], member: [], student: [] };
    const started = performance.now();
    for (const kind of Object.keys(tokens) as Kind[]) {
      const count = signIns[kind];
      for (let n = 1; n <= Math.min(2, count); n++) tokens[kind].push(await signIn(kind, n));
      const emails = Array.from({ length: count }, (_, i) =>
        emailOf(kind === 'corporate' ? 'employer' : kind, i + 1),
      );
      const ids = new Map(
        (
          await inChunks(emails, (chunk) =>
            db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, chunk)),
          )
        ).map((u) => [u.email, u.id]),
      );
      const now = ctx.now();
      const expiresAt = new Date(now.getTime() + config.SESSION_ABSOLUTE_HOURS * 3600_000);
      for (let i = tokens[kind].length; i < count; i += 1000) {
        const batch = emails.slice(i, Math.min(count, i + 1000)).map((email) => {
          const userId = ids.get(email);
          if (userId === undefined) throw new Error(`no bench account ${email}`);
          return { token: newToken(), userId };
        });
        await db.insert(schema.sessions).values(
          batch.map((b) => ({
            tokenHash: sha256(b.token),
            userId: b.userId,
            createdAt: now,
            lastSeenAt: now,
            expiresAt,
            ip: '127.0.0.1',
            userAgent: 'bench',
          })),
        );
        tokens[kind].push(...batch.map((b) => b.token));
      }
    }
    console.log(`sessions ready in ${f1((performance.now() - started) / 1000)} s`);
    const list = await makeList(tokens, db);

    const captures = new Map<string, Captured[][]>();
    for (const s of list) {
      if (s.capture) {
        const token = s.capture.token ?? (s.capture.as ? tokens[s.capture.as][0] : undefined);
        await call(s.capture, token); // warm (session last-seen write, caches)
        sink.list = [];
        sink.on = true;
        await call(s.capture, token);
        sink.on = false;
        captures.set(s.name, [sink.list]);
      }
      if (s.captureMany) {
        // Each request once, as it comes: mostly misses, so the SQL of an uncached request.
        const sets: Captured[][] = [];
        for (const c of s.captureMany) {
          sink.list = [];
          sink.on = true;
          await call(c, c.token);
          sink.on = false;
          sets.push(sink.list);
        }
        captures.set(s.name, sets);
      }
    }
    await app.close();
    return { tokens, captures, list };
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
  // BENCH_NODE_FLAGS='--trace-gc ...': Node and V8 flags for the server processes (their output
  // then joins the bench's own).
  const flags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...prof, ...flags, 'dist/main.js'], {
    cwd: path.join(repoRoot, 'apps/server'),
    env: { ...process.env, ...serverConfig(target, port, workers, cache) },
    stdio: ['ignore', flags.length > 0 ? 'inherit' : 'ignore', 'inherit'],
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

/** One kind's answers in a stream; `statuses` counts the refused ones by status (what an error was). */
type Collected = {
  latencies: number[];
  errors: number;
  hits: number;
  misses: number;
  statuses: Record<number, number>;
};

/** ' (429: 2, 500: 1)' after an error count, or ''. */
function statusText(statuses: Record<number, number>) {
  const parts = Object.entries(statuses).map(([status, n]) => `${status}: ${n}`);
  return parts.length ? ` (${parts.join(', ')})` : '';
}

/** '93%' of the answers the server marked (X-Cache), or '-' where it keeps none. */
function hitRate(x: Stats) {
  const n = x.hits + x.misses;
  return n ? `${f0((100 * x.hits) / n)}%` : '-';
}

/** ' hits 93%' where the server marked its answers (X-Cache), else ''. */
function hitText(x: Stats) {
  const n = x.hits + x.misses;
  return n ? `  cache hits ${f0((100 * x.hits) / n)}%` : '';
}

/** Proofs of work of the test mode for the sign-ins of a scenario (each is good for one sign-in). */
async function fetchProofs(url: string, count: number): Promise<Proof[]> {
  const out: Proof[] = [];
  for (let i = 0; i < count; i += 10)
    out.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(10, count - i) }, async () => {
          const res = await fetch(`${url}${API}auth/challenge?form=login`);
          return (await res.json()).result as Proof;
        }),
      )),
    );
  return out;
}

/**
 * A plain node:http server in its own process answering every request with the bytes and headers
 * the portal gave for the lookup: what Node itself can serve on this machine, in the same run.
 */
async function startPlainServer(portalUrl: string) {
  const res = await fetch(`${portalUrl}${API}${LOOKUP}`);
  const body = Buffer.from(await res.arrayBuffer());
  const headers: Record<string, string> = {};
  for (const name of [
    'content-type',
    'cache-control',
    'x-content-type-options',
    'referrer-policy',
    'x-cache',
  ])
    if (res.headers.get(name)) headers[name] = res.headers.get(name)!;
  const port = await freePort();
  const file = path.join(benchDataDir, 'plain-body.json');
  writeFileSync(file, body);
  const child = spawn(process.execPath, [path.join(repoRoot, 'bench/src/plain-server.mjs')], {
    env: {
      ...process.env,
      PLAIN_PORT: String(port),
      PLAIN_BODY: file,
      PLAIN_HEADERS: JSON.stringify(headers),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return { child, url };
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the plain server did not start');
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
  // A fresh clone has no data/bench yet (the captured SQL, results and the plain server's body go there).
  mkdirSync(benchDataDir, { recursive: true });
  console.log(`Bench (${args.preset}) on ${target.kind}${viaOf(target)}; ${args.duration} s per scenario`);

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
  const migrateFile = process.argv.find((a) => a.startsWith('--migrate='))?.slice('--migrate='.length);
  const migrateBatch = Number(process.argv.find((a) => a.startsWith('--migrate-batch='))?.split('=')[1] ?? 0);
  if (migrateFile && target.kind !== 'postgres') throw new Error('--migrate needs PostgreSQL');
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
      sql.raw(
        'vacuum analyze jobs, trainings, users, member_profiles, student_profiles, candidate_skills, candidate_place_counts',
      ),
    );
  }
  const pgVersion = rowsOf<{ v: string }>(
    await database.db.execute(sql`select current_setting('server_version') as v`),
  )[0]!.v;
  await database.close();
  let machineText = machine(target, pgVersion);

  const only = (s: Scenario) =>
    !args.only.length || args.only.includes(s.name) || (!!s.rate && args.only.includes('v-mix-open'));
  const signIns = signInsOf(volumes);
  console.log(
    `Sessions for ${signIns.member} members, ${signIns.student} students, ${signIns.corporate} employers, ${signIns.admin} admins; capturing the SQL of each request...`,
  );
  const { tokens, captures, list } = await prepare(
    target,
    async (tokens, db) => {
      const population = await loadPopulation(db, signIns, volumes);
      const g = generators(population, tokens, args.seed);
      return [
        ...scenarios(ids, Math.min(volumes.members, volumes.students, 1000)),
        ...lookupScenarios(),
        ...variedScenarios(
          g,
          args.duration,
          args.rates.length ? args.rates : [args.preset === 'small' ? 500 : 1000],
        ),
        ...(args.only.length && !args.only.includes('v-pages')
          ? []
          : [await pagesScenario(db, tokens, signIns, args.seed)]),
      ].filter(only);
    },
    args.cache,
    signIns,
  );
  writeFileSync(
    path.join(benchDataDir, `captured-${args.preset}-${target.kind}.sql`),
    [...captures]
      .map(([name, sets]) => `-- ${name}\n${(sets[0] ?? []).map((q) => `${interpolate(q)};`).join('\n')}`)
      .join('\n\n'),
  );

  const server = await startServer(target, args.workers, args.cache);
  const processes = Math.max(1, serverProcesses(server.child).length);
  const serverText = `- Server: compiled (\`node apps/server/dist/main.js\`), ${processes} process${processes > 1 ? 'es' : ''} (WORKERS=${target.kind === 'postgres' ? args.workers : '1'}), ${args.cache ? 'list cache on (PUBLIC_CACHE_SECONDS=15: anonymous job and training lists, employer candidate searches)' : 'list cache off (--no-cache: PUBLIC_CACHE_SECONDS=0)'}; job and training lists chosen from the open postings' index either way`;
  console.log(serverText.slice(2));
  machineText += `\n${serverText}\n- Sessions of ${signIns.member} members, ${signIns.student} students, ${signIns.corporate} employers and ${signIns.admin} admins carry the varied scenarios (varied.ts signInsOf)`;
  const hwmStart = vmHwmMb(server.child);
  const appStats = new Map<string, Stats>();
  const kindStats = new Map<string, KindStats>();
  let plain: { child: ChildProcess; url: string } | undefined;
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
    // The plain node:http server with the lookup's bytes (the ceiling a lookup is compared with).
    if (list.some((s) => s.plain)) plain = await startPlainServer(server.url);
    // A long-running server knows the people active in its last minutes (their sessions and
    // match profiles: session-cache.ts); a fresh one knows no one, and in a 10 s run most of the
    // 15 000 people ask only once. Each person's session is asked for three times over the
    // connections of both processes first (a later request finds it kept about 7 times in 8;
    // a person's browser, keeping its connection, finds it nearly always).
    if (list.some((s) => s.name.startsWith('v-'))) {
      const t = performance.now();
      await warmPeople(server.url, Object.values(tokens).flat(), 3);
      console.log(`sessions warmed in ${f1((performance.now() - t) / 1000)} s`);
    }
    // Warm up: every scenario once for a second.
    for (const s of list.filter((x) => !x.rate))
      await cannon(s.plain ? plain!.url : server.url, s.requests(tokens, []), 4, 1);

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
      const proofs = s.logins ? await fetchProofs(server.url, s.logins) : [];
      const byKind = s.byKind ? new Map<string, Collected>() : undefined;
      let stats: Stats;
      if (s.rate && s.stream && byKind) {
        // The same stream at the same rate for a few seconds first, not counted: a server fresh
        // from the previous scenario meets new connections and the stream's first queries (the
        // first seconds of a cold start answered in 0.3-2.7 s).
        const next = s.stream(proofs);
        await openLoop(server.url, next, s.rate, OPEN_WARMUP_SECONDS, new Map());
        // --migrate=file.sql: the file applied to the database 2 s into the run (migrate-under-load.ts).
        const migrating = migrateFile
          ? (async () => {
              const locks = await watchLocks(target.url);
              await new Promise((r) => setTimeout(r, 2000));
              const applied = await applyMigration(
                target.url,
                statementsOf(readFileSync(migrateFile, 'utf8')),
                migrateBatch,
              );
              return { ...applied, locks: await locks.stop() };
            })()
          : undefined;
        // BENCH_DUMP=file: each answer's time, to see how the figures move within the run.
        stats = await openLoop(server.url, next, s.rate, args.duration, byKind, process.env.BENCH_DUMP);
        if (migrating) {
          const m = await migrating;
          console.log(
            `migration ${path.basename(migrateFile!)} (${migrateBatch ? `batches of ${migrateBatch} rows` : 'one transaction'}): ${f1(m.seconds)} s, ${m.batches} transactions; longest lock wait ${f1(m.locks.longestMs)} ms (${m.locks.waits} statements waited${m.locks.query ? `; the longest: ${m.locks.query.replace(/\s+/g, ' ')} behind ${m.locks.blockedBy.replace(/\s+/g, ' ')}` : ''}); failed requests ${stats.errors}`,
          );
        }
      } else
        stats = await cannon(
          s.plain ? plain!.url : server.url,
          s.requests(tokens, proofs),
          s.connections,
          args.duration,
          undefined,
          undefined,
          byKind,
        );
      appStats.set(s.name, stats);
      console.log(
        `${s.name.padEnd(20)} ${f0(stats.rps).padStart(6)} req/s  p50 ${f1(stats.p50)}  p95 ${f1(stats.p95)}  p99 ${f1(stats.p99)} ms  errors ${stats.errors}${hitText(stats)}${s.distinct ? `  ${s.distinct} distinct` : ''}`,
      );
      if (byKind) {
        const kinds: KindStats = {};
        for (const [kind, k] of byKind) {
          kinds[kind] = summarize(k.latencies, stats.seconds, k.errors, k.hits, k.misses);
          const x = kinds[kind]!;
          console.log(
            `  ${kind.padEnd(18)} ${f0(x.rps).padStart(6)} req/s  p50 ${f1(x.p50)}  p95 ${f1(x.p95)}  p99 ${f1(x.p99)} ms  errors ${x.errors}${statusText(k.statuses)}${hitText(x)}`,
          );
        }
        kindStats.set(s.name, kinds);
      }
    }
  } finally {
    plain?.child.kill('SIGTERM');
    await stopServer(server.child);
  }

  // Raw SQL limits and plans.
  const raw = await rawRunner(target);
  const rawStats = new Map<string, Stats>();
  const plans: { scenario: string; sql: string; plan: string }[] = [];
  try {
    for (const s of list) {
      const sets = captures.get(s.name)?.filter((set) => set.length);
      if (!sets?.length || !args.raw) continue;
      // A varied scenario replays its sample of requests in turn (each request's statements at once).
      const statements = sets[0]!;
      for (const set of sets) for (const q of set) await raw.query(q.text, q.params).catch(() => undefined);
      let turn = 0;
      const stats = await closedLoop(s.connections, args.duration, async () => {
        const set = sets[turn++ % sets.length]!;
        await Promise.all(set.map((q) => raw.query(q.text, q.params)));
        return undefined;
      });
      rawStats.set(s.name, stats);
      const app = appStats.get(s.name);
      console.log(
        `${`${s.name} raw`.padEnd(17)} ${f0(stats.rps).padStart(6)} req/s  p50 ${f1(stats.p50)}  p95 ${f1(stats.p95)} ms  (${sets.length > 1 ? `${sets.length} requests, ` : ''}${statements.length} statements)  app/raw ${app ? f0((100 * app.rps) / stats.rps) : '-'}%`,
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
    kindStats,
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
  kindStats: Map<string, KindStats>;
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
  const variant = `${r.proposed ? '-proposed' : ''}${r.args.cache ? '' : '-no-cache'}${r.args.raw ? '' : '-no-raw'}`;
  const key = `${r.args.preset}-${r.target.kind}${variant}${only}`;
  const lines: string[] = [];
  lines.push(
    `### Run: ${r.args.preset} preset on ${r.target.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}${viaOf(r.target)}${r.proposed ? ', with the proposed indexes' : ''}${r.args.cache ? '' : ', list cache off'}${only ? ` (only ${r.args.only.join(', ')})` : ''}`,
    '',
  );
  lines.push(
    r.machineText,
    `- ${r.args.duration} s per scenario; autocannon (the open-rate scenarios: node:http, Poisson arrivals, after ${OPEN_WARMUP_SECONDS} s of the same stream not counted; their connections column is the most they may open) in the same machine as the server and the database`,
    '',
  );
  lines.push(
    '| scenario | connections | distinct requests | cache hits | app req/s | p50 ms | p95 ms | p99 ms | errors | raw SQL req/s | raw p95 ms | app/raw | target |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  );
  for (const s of r.list) {
    const a = r.appStats.get(s.name);
    const w = r.rawStats.get(s.name);
    if (!a) continue;
    lines.push(
      `| ${s.title} | ${s.connections} | ${s.distinct ?? 1} | ${hitRate(a)} | ${f0(a.rps)} | ${f1(a.p50)} | ${f1(a.p95)} | ${f1(a.p99)} | ${a.errors} | ${w ? f0(w.rps) : '-'} | ${w ? f1(w.p95) : '-'} | ${w ? `${f0((100 * a.rps) / w.rps)}%` : '-'} | ${s.target} |`,
    );
  }
  for (const [name, kinds] of r.kindStats) {
    const s = r.list.find((x) => x.name === name);
    lines.push(
      '',
      `${s?.title ?? name}, by kind of request (the same run; the mix's total above):`,
      '',
      '| kind | req/s | cache hits | p50 ms | p95 ms | p99 ms | errors |',
      '|---|---:|---:|---:|---:|---:|---:|',
    );
    for (const [kind, x] of Object.entries(kinds))
      lines.push(
        `| ${kind} | ${f0(x.rps)} | ${hitRate(x)} | ${f1(x.p50)} | ${f1(x.p95)} | ${f1(x.p99)} | ${x.errors} |`,
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
  // The run's figures and plans go to bench/results/<key>.md (committed; a run replaces the file of
  // the same kind of run); docs/performance.md keeps only the report and its targets table.
  mkdirSync(path.join(repoRoot, 'bench/results'), { recursive: true });
  const file = path.join(repoRoot, 'bench/results', `${key}.md`);
  writeFileSync(file, `${[...lines, ...plans].join('\n')}\n`);
  writeFileSync(
    path.join(repoRoot, 'data/bench', `results-${key}.json`),
    JSON.stringify(
      {
        app: Object.fromEntries(r.appStats),
        kinds: Object.fromEntries(r.kindStats),
        raw: Object.fromEntries(r.rawStats),
        export: r.exportResult,
      },
      null,
      2,
    ),
  );
  console.log(
    `\nResults written to ${path.relative(repoRoot, file)} (figures also in data/bench/results-${key}.json).`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

/** How the server reaches PostgreSQL: its Unix socket (a `host` that is a folder) or TCP. */
function viaOf(target: { kind: string; url: string }): string {
  if (target.kind !== 'postgres') return '';
  try {
    const host = new URL(target.url).searchParams.get('host');
    return host?.startsWith('/') ? ' (Unix socket)' : ' (TCP)';
  } catch {
    return '';
  }
}
