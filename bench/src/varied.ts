/**
 * Placement-day traffic that looks real (issue 22): requests drawn from the data set itself, so
 * that the list cache meets the variety it meets in production instead of the same few queries.
 *
 * - Each signed-in member searches with their own profile's state, city, skills and experience
 *   (several forms of the search, pages 1-3, other sorts), asks for their own recommended jobs and
 *   work-from-home jobs of their state.
 * - Each signed-in student searches trainings in their own state (and city), several pages.
 * - Employers search members and students with the places and skills of real profiles (a pool of
 *   profiles wider than the signed-in ones), and open the applicants of their own jobs.
 * - Admins search members by the names the data set uses, in all states or one.
 * - Visitors page through the recent jobs and trainings.
 *
 * Every stream is shuffled by a seeded PRNG and served in one global order to whichever
 * connection is free (`streamRequests`), so the same query does not arrive on every connection
 * at once (which would let concurrent misses share one read and flatter the cache).
 */
import type { Request } from 'autocannon';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { experienceRanges } from '../../apps/server/src/seed/reference/jobs.ts';
import { rowsOf } from './db.ts';
import { emailOf, FIRST, LAST, prng } from './seed.ts';

export type Kind = 'admin' | 'corporate' | 'member' | 'student';
export type Tokens = Record<Kind, string[]>;
type Rng = () => number;

/**
 * How many accounts of each kind have a session in the bench (their sessions carry the load): as
 * many people as are active at once on a placement day at the mix's rate, each asking something
 * every several seconds (at 1 500 req/s, 15 000 people: one request each 10 s), not a few hundred
 * asking twice a second, which would let what the server keeps per person (sessions, match
 * profiles) answer nearly every request.
 */
export function signInsOf(v: {
  members: number;
  students: number;
  employers: number;
  admins: number;
}): Record<Kind, number> {
  return {
    member: Math.min(8_000, v.members),
    student: Math.min(6_000, v.students),
    corporate: Math.min(1_000, v.employers),
    admin: Math.min(10, v.admins),
  };
}

/** One request of a stream: its kind (for the figures per kind), path and query, and session. */
export interface Item {
  kind: string;
  path: string;
  token?: string;
  login?: { email: string; kind: Kind };
}

interface Place {
  state: string;
  city: string;
}
interface MemberProfile extends Place {
  skills: string[];
  months: number;
}

export interface Population {
  /** Signed-in members' profiles, in the order of `tokens.member` (member1, member2, ...). */
  members: (MemberProfile | undefined)[];
  /** Signed-in students' places, in the order of `tokens.student`. */
  students: (Place | undefined)[];
  /** A wider pool of member profiles: the places and skills employers search for. */
  profiles: MemberProfile[];
  /** Places of a wider pool of students. */
  studentPlaces: Place[];
  /** Jobs of the signed-in employers that have applicants: [employer index, job code]. */
  applicantJobs: [number, string][];
  /** Job seekers who sign in during the mix (the login requests). */
  logins: { email: string; kind: Kind }[];
}

export async function loadPopulation(
  db: Db,
  signIns: Record<Kind, number>,
  /** How many members and students the data set has: the sign-ins of the mix are among them. */
  people: { members: number; students: number },
): Promise<Population> {
  const emails = (kind: string, n: number) => Array.from({ length: n }, (_, i) => emailOf(kind, i + 1));
  const memberEmails = emails('member', signIns.member);
  const studentEmails = emails('student', signIns.student);
  const employerEmails = emails('employer', signIns.corporate);

  const memberRows = await inChunks(memberEmails, async (chunk) =>
    rowsOf<{ email: string; state: string; city: string; skills: string[]; months: number }>(
      await db.execute(sql`
        select u.email, p.state_code as state, p.city_code as city, p.skills, p.total_experience_months as months
        from member_profiles p join users u on u.id = p.user_id
        where u.email in ${chunk}`),
    ),
  );
  const byEmail = new Map(memberRows.map((r) => [r.email, toProfile(r)]));
  const studentRows = await inChunks(studentEmails, async (chunk) =>
    rowsOf<{ email: string; state: string; city: string }>(
      await db.execute(sql`
        select u.email, p.state_code as state, p.city_code as city
        from student_profiles p join users u on u.id = p.user_id
        where u.email in ${chunk}`),
    ),
  );
  const studentByEmail = new Map(studentRows.map((r) => [r.email, { state: r.state, city: r.city }]));
  const profiles = rowsOf<{ state: string; city: string; skills: string[]; months: number }>(
    await db.execute(sql`
      select state_code as state, city_code as city, skills, total_experience_months as months
      from member_profiles where user_id % 13 = 0 and state_code <> '' order by user_id limit 5000`),
  ).map(toProfile);
  const studentPlaces = rowsOf<Place>(
    await db.execute(sql`
      select state_code as state, city_code as city
      from student_profiles where user_id % 31 = 0 and state_code <> '' order by user_id limit 5000`),
  );
  const employerIndex = new Map(employerEmails.map((e, i) => [e, i]));
  const jobs = await inChunks(employerEmails, async (chunk) =>
    rowsOf<{ email: string; code: string }>(
      await db.execute(sql`
        select u.email, j.code
        from jobs j join users u on u.id = j.owner_id
        where u.email in ${chunk} and j.application_count > 0 and j.deleted_at is null
        order by j.id`),
    ),
  );
  return {
    members: memberEmails.map((e) => byEmail.get(e)),
    students: studentEmails.map((e) => studentByEmail.get(e)),
    profiles,
    studentPlaces,
    applicantJobs: jobs.map((j) => [employerIndex.get(j.email)!, j.code]),
    logins: [
      ...emails('member', Math.min(2000, people.members)).map((email) => ({
        email,
        kind: 'member' as const,
      })),
      ...emails('student', Math.min(2000, people.students)).map((email) => ({
        email,
        kind: 'student' as const,
      })),
    ],
  };
}

/**
 * A query over a long list of values, 500 at a time: PostgreSQL 15 answered `email = any(...)` of
 * 1 000 e-mails in 28 ms and of 8 000 in 113 s.
 */
export async function inChunks<T, R>(values: T[], query: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < values.length; i += 500) out.push(...(await query(values.slice(i, i + 500))));
  return out;
}

function toProfile(r: {
  state: string;
  city: string;
  skills: string[] | string;
  months: number;
}): MemberProfile {
  // node-postgres gives text[] as an array; PGlite too (a string is parsed for safety).
  const skills = Array.isArray(r.skills)
    ? r.skills
    : String(r.skills).replace(/[{}]/g, '').split(',').filter(Boolean);
  return { state: r.state, city: r.city, skills, months: Number(r.months) };
}

/** The experience range (months) a member picks: the master list's range holding their own. */
function experienceOf(months: number): [number, number] {
  for (const item of experienceRanges.items) {
    const [from, to] = String(item.value).split('-').map(Number) as [number, number];
    if (months >= from && months < to) return [from, to];
  }
  return [240, 600];
}

const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;
function some<T>(rng: Rng, list: readonly T[], max: number): T[] {
  const copy = [...list];
  const out: T[] = [];
  while (copy.length && out.length < max) out.push(copy.splice(Math.floor(rng() * copy.length), 1)[0]!);
  return out;
}
/** Page 1 most of the time, sometimes 2 or 3 (people rarely go further). */
export const pageOf = (rng: Rng) => {
  const x = rng();
  return x < 0.7 ? 1 : x < 0.9 ? 2 : 3;
};
const withPage = (path: string, page: number) => (page > 1 ? `${path}&page=${page}` : path);

export function shuffle<T>(rng: Rng, list: T[]): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

/** The generators of one request of each kind (each call draws a new one). */
export function generators(pop: Population, tokens: Tokens, seed: number) {
  const source = prng(seed);
  const rng: Rng = () => source.next();
  const members = pop.members
    .map((p, i) => (p?.state ? { p, token: tokens.member[i] } : undefined))
    .filter((m): m is { p: MemberProfile; token: string } => Boolean(m?.token));
  const students = pop.students
    .map((p, i) => (p?.state ? { p, token: tokens.student[i] } : undefined))
    .filter((s): s is { p: Place; token: string } => Boolean(s?.token));
  const corporate = () => pick(rng, tokens.corporate);
  const names = [...LAST, ...FIRST].map((n) => n.toLowerCase());

  return {
    'member-search': (): Item => {
      const { p, token } = pick(rng, members);
      const [min, max] = experienceOf(p.months);
      const skills = some(rng, p.skills, 1 + Math.floor(rng() * 3)).join(',');
      const x = rng();
      const base = `job/search?country=IN&state=${p.state}`;
      const exp = `&minExperience=${min}&maxExperience=${max}`;
      const path =
        x < 0.45
          ? `${base}&city=${p.city}${skills ? `&skill=${skills}` : ''}${exp}`
          : x < 0.7
            ? `${base}${exp}`
            : x < 0.85
              ? `${base}&city=${p.city}${exp}&sort=${rng() < 0.5 ? 2 : 3}`
              : `${base}${skills ? `&skill=${skills}` : ''}`;
      return { kind: 'member-search', path: withPage(path, pageOf(rng)), token };
    },
    wfh: (): Item => {
      const { p, token } = pick(rng, members);
      const [min, max] = experienceOf(p.months);
      const path = `job/search?country=IN&workFromHome=true&state=${p.state}${rng() < 0.5 ? `&city=${p.city}` : ''}&minExperience=${min}&maxExperience=${max}`;
      return { kind: 'wfh', path: withPage(path, pageOf(rng)), token };
    },
    recommended: (): Item => {
      const { token } = pick(rng, members);
      return { kind: 'recommended', path: withPage('job/recommended?sort=1', pageOf(rng)), token };
    },
    'training-search': (): Item => {
      const { p, token } = pick(rng, students);
      const path = `training/search?state=${p.state}${rng() < 0.4 ? `&city=${p.city}` : ''}`;
      return { kind: 'training-search', path: withPage(path, pageOf(rng)), token };
    },
    'candidate-search': (): Item => {
      const p = pick(rng, pop.profiles);
      const skills = some(rng, p.skills, 1 + Math.floor(rng() * 2)).join(',');
      const path = `corporate/member-search?state=${p.state}${rng() < 0.7 ? `&city=${p.city}` : ''}${skills ? `&skill=${skills}` : ''}`;
      return { kind: 'candidate-search', path: withPage(path, pageOf(rng)), token: corporate() };
    },
    'student-search': (): Item => {
      const p = pick(rng, pop.studentPlaces);
      const path = `corporate/student-search?state=${p.state}${rng() < 0.6 ? `&city=${p.city}` : ''}`;
      return { kind: 'student-search', path: withPage(path, pageOf(rng)), token: corporate() };
    },
    'admin-search': (): Item => {
      const state = rng() < 0.6 ? '*' : pick(rng, pop.profiles).state;
      return {
        kind: 'admin-search',
        path: `member/admin-search?keyword=${pick(rng, names)}&state=${state}`,
        token: pick(rng, tokens.admin),
      };
    },
    applicants: (): Item => {
      const [employer, code] = pick(rng, pop.applicantJobs);
      return {
        kind: 'applicants',
        path: withPage(`job/applicant?jobCode=${code}`, pageOf(rng)),
        token: tokens.corporate[employer],
      };
    },
    recent: (): Item => ({ kind: 'recent', path: `job/recent?page=${1 + Math.floor(rng() * 5)}` }),
    'recent-trainings': (): Item => ({
      kind: 'recent-trainings',
      path: `training/recent?page=${1 + Math.floor(rng() * 3)}`,
    }),
    me: (): Item => ({
      kind: 'me',
      path: 'auth/me',
      token: rng() < 0.6 ? pick(rng, members).token : pick(rng, students).token,
    }),
    login: (): Item => ({ kind: 'login', path: 'auth/login', login: pick(rng, pop.logins) }),
    rng,
  };
}

export type Generators = ReturnType<typeof generators>;
export type StreamKind = Exclude<keyof Generators, 'rng'>;

/** A stream of `count` requests of one kind. */
export function streamOf(g: Generators, kind: StreamKind, count = 4000): Item[] {
  return Array.from({ length: count }, () => g[kind]());
}

/** Per 100 requests of the varied placement day (the fixed mix's shares, by kind). */
export const MIX_WEIGHTS: [StreamKind, number][] = [
  ['recent', 15],
  ['recent-trainings', 5],
  ['member-search', 16],
  ['wfh', 5],
  ['training-search', 8],
  ['me', 15],
  ['candidate-search', 6],
  ['student-search', 3],
  ['applicants', 8],
  ['admin-search', 2],
  ['recommended', 6],
  ['login', 1],
];

/** A shuffled stream of the varied mix (`rounds` x 100 requests). */
export function mixOf(g: Generators, rounds = 200, weights = MIX_WEIGHTS): Item[] {
  const items: Item[] = [];
  for (let r = 0; r < rounds; r++)
    for (const [kind, w] of weights) for (let i = 0; i < w; i++) items.push(g[kind]());
  return shuffle(g.rng, items);
}

/** Distinct requests: query strings, and per person where the answer is that person's own. */
const PERSONAL = new Set(['recommended', 'me']);
export const distinct = (items: Item[]) =>
  new Set(items.map((i) => `${i.path}|${PERSONAL.has(i.kind) ? (i.token ?? '') : ''}`)).size;

/** A proof of work of the test mode (its solution handed out), fetched ahead for the mix's sign-ins. */
export interface Proof {
  testProof: string;
}

const encode = (s: string) => Buffer.from(s, 'utf8').toString('base64');

/** One request of a stream as sent: its kind, method, path, headers and body. */
export interface Outgoing {
  kind: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * The stream's requests in order (wrapping around), for whichever connection asks next. A sign-in
 * needs a fresh proof of work; once the fetched ones are used, the next item is sent instead.
 */
export function nextRequests(
  api: string,
  items: Item[],
  password: string,
  proofs: Proof[] = [],
): () => Outgoing {
  let next = 0;
  let used = 0;
  return () => {
    let item = items[next++ % items.length]!;
    while (item.login && used >= proofs.length) item = items[next++ % items.length]!;
    const headers: Record<string, string> = {};
    if (item.token) headers.authorization = `Bearer ${item.token}`;
    if (!item.login) return { kind: item.kind, method: 'GET', path: api + item.path, headers };
    const c = proofs[used++]!;
    headers['content-type'] = 'application/json';
    return {
      kind: item.kind,
      method: 'POST',
      path: api + item.path,
      headers,
      body: JSON.stringify({
        email: item.login.email,
        password: encode(password),
        kind: item.login.kind,
        proof: c.testProof,
      }),
    };
  };
}

/**
 * One autocannon request that serves the stream in order to whichever connection asks next
 * (wrapping around). The request's kind goes into the connection's context (read back by the
 * bench's response listener for the figures per kind), and the answer's X-Cache header too.
 */
export function streamRequests(
  api: string,
  items: Item[],
  password: string,
  proofs: Proof[] = [],
): Request[] {
  const next = nextRequests(api, items, password, proofs);
  return [
    {
      method: 'GET',
      path: `${api}auth/challenge?form=login`,
      setupRequest: (req, context) => {
        const out = next();
        context.kind = out.kind;
        const headers: Record<string, string> = { ...(req.headers ?? {}) };
        delete headers.authorization;
        delete headers['content-type'];
        return {
          ...req,
          method: out.method,
          path: out.path,
          headers: { ...headers, ...out.headers },
          body: out.body,
        };
      },
      onResponse: recordCache,
    },
  ];
}

/** Keeps the answer's X-Cache header ('hit' or 'miss') in the connection's context. */
export function recordCache(
  _status: number,
  _body: string,
  context: Record<string, unknown>,
  headers: Record<string, string | string[]>,
) {
  let value: string | string[] | undefined;
  for (const key in headers) if (key.toLowerCase() === 'x-cache') value = headers[key];
  context.cache = Array.isArray(value) ? value[0] : value;
}
