/**
 * `npm run bench:seed`: a realistic, deterministic data set at the institute's scale.
 *
 *   npm run bench:seed                      full preset on PostgreSQL (DATABASE_URL, or a bench-owned server)
 *   npm run bench:seed -- --preset=small    1/50 of it (add --pglite for the embedded database)
 *   npm run bench:seed -- --force           re-seed although the same data set is there
 *
 * Everything but the dates comes from a seeded PRNG (`--seed=N`, default 20260101); dates are
 * laid out relative to today so that a share of the jobs and trainings is open whenever it runs.
 * Rows are generated in Node and written in batches of multi-row `INSERT ... SELECT FROM
 * json_to_recordset($1::json)` (one parameter per batch; the same statement on PostgreSQL and
 * PGlite). One password hash (argon2id, the server's function) is shared by every account.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { REGISTRATION_TYPE } from '@pp/contract/constants';
import { MEMBER_JOB_QUALIFICATIONS, SKILL_TYPE } from '@pp/contract/lookups';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { hashPassword } from '../../apps/server/src/platform/passwords.ts';
import { experienceRanges, jobTypes } from '../../apps/server/src/seed/reference/jobs.ts';
import {
  governmentTypes,
  industries,
  listingTypes,
} from '../../apps/server/src/seed/reference/organisations.ts';
import {
  additionalQualifications,
  qualifications,
} from '../../apps/server/src/seed/reference/qualifications.ts';
import { roles } from '../../apps/server/src/seed/reference/roles.ts';
import { skills } from '../../apps/server/src/seed/reference/skills.ts';
import { trainingDurations } from '../../apps/server/src/seed/reference/trainings.ts';
import { cityRows, seedReferenceData } from '../../apps/server/src/seed/reference.ts';
import { type BenchArgs, benchTarget, openTarget, type Preset, parseArgs, rowsOf } from './db.ts';

export const BENCH_PASSWORD = 'Bench@2026';
export const BENCH_EMAIL_DOMAIN = 'bench.example';
export const emailOf = (kind: string, n: number) => `${kind}${n}@${BENCH_EMAIL_DOMAIN}`;

export interface Volumes {
  admins: number;
  employers: number;
  members: number;
  students: number;
  jobs: number;
  trainings: number;
  /** Applicants of the one "campus drive" job of employer 1 (the export benchmark). */
  hotApplicants: number;
  jobApplications: number;
  trainingApplications: number;
}

export const PRESETS: Record<'full' | 'small', Volumes> = {
  full: {
    admins: 10,
    employers: 20_000,
    members: 75_000,
    students: 300_000,
    jobs: 60_000,
    trainings: 20_000,
    hotApplicants: 100_000,
    jobApplications: 750_000,
    trainingApplications: 150_000,
  },
  small: {
    admins: 10,
    employers: 400,
    members: 1_500,
    students: 6_000,
    jobs: 1_200,
    trainings: 400,
    hotApplicants: 2_000,
    jobApplications: 15_000,
    trainingApplications: 3_000,
  },
};

// ---- Deterministic randomness ----

/** sfc32: small, fast, good enough, and the same sequence on every machine. */
export function prng(seed: number) {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 15; i++) next();
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const chance = (p: number) => next() < p;
  const some = <T>(items: readonly T[], min: number, max: number): T[] => {
    const n = Math.min(items.length, int(min, max));
    const out = new Set<T>();
    while (out.size < n) out.add(pick(items));
    return [...out];
  };
  const weighted = <T>(entries: readonly (readonly [T, number])[]): T => {
    const total = entries.reduce((s, [, w]) => s + w, 0);
    let r = next() * total;
    for (const [v, w] of entries) {
      r -= w;
      if (r < 0) return v;
    }
    return entries[entries.length - 1]![0];
  };
  const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  const code = () => {
    let s = '';
    for (let i = 0; i < 16; i++) s += B62[Math.floor(next() * 62)];
    return s;
  };
  return { next, int, pick, chance, some, weighted, code };
}
type Rng = ReturnType<typeof prng>;

// ---- Vocabulary ----

export const FIRST = (
  'AARAV ADITI ADITYA AISHWARYA AKASH AMIT ANANYA ANIL ANJALI ANKIT ANUSHKA ARJUN ARUN ASHA AYESHA ' +
  'DEEPA DEEPAK DIVYA GAURAV HARSH ISHA JAYANT KAVYA KIRAN KUNAL LAKSHMI MANISH MEERA MOHIT NAVEEN ' +
  'NEHA NIKHIL NISHA PALLAVI PRAVEEN PRIYA RAHUL RAJESH RAVI RIYA ROHIT SACHIN SAKSHI SANJAY SHREYA ' +
  'SNEHA SUNIL SURESH SWATI TANVI VARUN VIKRAM VINAY YASH ZOYA FARHAN IMRAN GURPREET HARPREET JOSEPH'
).split(' ');
export const LAST = (
  'AGARWAL BANERJEE BHAT CHAUDHARY CHOPRA DAS DESAI DUTTA GUPTA IYER JAIN JOSHI KAPOOR KHAN KRISHNAN ' +
  'KULKARNI KUMAR MALHOTRA MEHTA MENON MISHRA NAIR PANDEY PATEL PILLAI RAO REDDY SAXENA SHAH SHARMA ' +
  'SHETTY SINGH SINHA SRIVASTAVA SUBRAMANIAN THAKUR TIWARI VERMA YADAV BOSE GHOSH NAIDU FERNANDES'
).split(' ');
const CO_A = (
  'SHREE GANESH SUNRISE BHARAT NATIONAL PIONEER UNITED GLOBAL TRIVENI KAVERI HIMALAYA SAHYADRI ' +
  'ORIENT APEX VERTEX LOTUS NEELKANTH SARASWATI EVEREST INDUS KRISHNA SATYAM AMBER CRYSTAL'
).split(' ');
const CO_B = (
  'INDUSTRIES TEXTILES CHEMICALS FINANCE CAPITAL INFOTECH PHARMA STEELS POWER INFRA FOODS MOTORS ' +
  'LOGISTICS HOLDINGS ENTERPRISES PROJECTS SECURITIES HOUSING CERAMICS AGRO'
).split(' ');
const CO_C = ['LIMITED', 'PRIVATE LIMITED', 'LIMITED', 'PRIVATE LIMITED', 'LLP', '& ASSOCIATES'];
const TITLE_ROLE = [
  'Company Secretary',
  'Assistant Company Secretary',
  'Compliance Officer',
  'Legal and Secretarial Manager',
  'Deputy Company Secretary',
  'Secretarial Executive',
  'Corporate Governance Associate',
  'Secretarial Auditor',
];
const TITLE_STUDENT = [
  'CS Trainee',
  'Secretarial Intern',
  'Compliance Trainee',
  'Legal Assistant',
  'Secretarial Assistant',
  'Junior Compliance Executive',
];
const TRAINING_TITLE = [
  'Long Term Internship',
  'Executive Training',
  'Professional Training',
  'Secretarial Internship',
  'Compliance Internship',
];
const SUMMARY = [
  'Company secretary with hands-on experience of board and general meetings, statutory registers and annual filings.',
  'Handled SEBI LODR compliance, insider trading code and stock exchange disclosures for a listed company.',
  'Experienced in incorporations, ROC filings on MCA21, FEMA reporting and due diligence for transactions.',
  'Focused on corporate governance, secretarial audit and drafting of resolutions, minutes and agreements.',
  'CS student keen on secretarial practice, drafting and compliance work in a listed company or a PCS firm.',
];
const COURSES = [
  'B.Com',
  'BBA',
  'LLB',
  'B.A. LLB',
  'M.Com',
  'CS Executive',
  'CS Professional',
  'MBA (Finance)',
];
const COLLEGES = [
  'University of Mumbai',
  'University of Delhi',
  'Osmania University',
  'University of Calcutta',
  'Savitribai Phule Pune University',
  'Bangalore University',
  'Gujarat University',
  'University of Madras',
];

function description(rng: Rng, title: string, company: string): string {
  return (
    `<p>${company} is looking for a ${title} to join its secretarial and compliance team.</p>` +
    '<p>Responsibilities: board and committee meetings, agenda and minutes, statutory registers, ' +
    'filings with the Registrar of Companies on MCA21, stock exchange disclosures under SEBI LODR ' +
    `and support on ${rng.pick(['FEMA reporting', 'due diligence', 'secretarial audit', 'ESOP administration', 'CSR compliance'])}.</p>` +
    '<ul><li>Good drafting skills in English</li><li>Working knowledge of the Companies Act, 2013</li></ul>'
  );
}

// ---- Places ----

/** Where people and jobs are: the big company-secretarial markets carry most of the weight. */
const STATE_WEIGHTS: [string, number][] = [
  ['IN-MH', 24],
  ['IN-DL', 14],
  ['IN-KA', 9],
  ['IN-TN', 8],
  ['IN-WB', 7],
  ['IN-GJ', 7],
  ['IN-TG', 6],
  ['IN-UP', 6],
  ['IN-HR', 4],
  ['IN-RJ', 4],
  ['IN-KL', 2],
  ['IN-MP', 2],
  ['*', 7],
];
const MAJOR: Record<string, string[]> = {
  'IN-MH': ['IN-MH-MUMBAI', 'IN-MH-PUNE', 'IN-MH-THANE', 'IN-MH-NAVI-MUMBAI', 'IN-MH-NAGPUR'],
  'IN-DL': ['IN-DL-NEW-DELHI', 'IN-DL-DELHI'],
  'IN-KA': ['IN-KA-BENGALURU'],
  'IN-TN': ['IN-TN-CHENNAI', 'IN-TN-COIMBATORE'],
  'IN-WB': ['IN-WB-KOLKATA'],
  'IN-GJ': ['IN-GJ-AHMEDABAD', 'IN-GJ-SURAT', 'IN-GJ-VADODARA'],
  'IN-TG': ['IN-TG-HYDERABAD'],
  'IN-UP': ['IN-UP-NOIDA', 'IN-UP-LUCKNOW', 'IN-UP-GHAZIABAD', 'IN-UP-KANPUR'],
  'IN-HR': ['IN-HR-GURGAON'],
  'IN-RJ': ['IN-RJ-JAIPUR'],
  'IN-MP': ['IN-MP-INDORE'],
};

async function placeMaker(rng: Rng) {
  const byState = new Map<string, string[]>();
  for (const c of await cityRows()) {
    const list = byState.get(c.stateCode) ?? [];
    list.push(c.code);
    byState.set(c.stateCode, list);
  }
  const allStates = [...byState.keys()];
  return (): { state: string; city: string } => {
    let state = rng.weighted(STATE_WEIGHTS);
    if (state === '*') state = rng.pick(allStates);
    const major = MAJOR[state];
    const city = major && rng.chance(0.75) ? rng.pick(major) : rng.pick(byState.get(state) ?? ['']);
    return { state, city };
  };
}

// ---- Writing ----

type Row = Record<string, unknown>;

/** Inserts rows in batches: `INSERT INTO table (cols) SELECT cols FROM json_to_recordset($1)`. */
async function bulk(db: Db, table: string, columns: Record<string, string>, rows: Row[], batch = 10_000) {
  const names = Object.keys(columns);
  const list = names.map((n) => `"${n}"`).join(', ');
  const typed = names.map((n) => `"${n}" ${columns[n]}`).join(', ');
  const overriding = names.includes('id') ? ' overriding system value' : '';
  for (let i = 0; i < rows.length; i += batch) {
    const json = JSON.stringify(rows.slice(i, i + batch));
    await db.execute(
      sql
        .raw(`insert into ${table} (${list})${overriding} select ${list} from json_to_recordset(`)
        .append(sql`${json}::json) as x(${sql.raw(typed)})`),
    );
  }
}

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The institute's own notices on the home page: government jobs and trainings and announcements
 * (a few a week over the years; a third of the postings still open). Their detail pages are among
 * every page's reads (pages.ts). Added when the tables are empty, also to a data set seeded before
 * they were, so that the other figures of an existing data set stay comparable.
 */
const NOTICES: Record<Preset, { govtJobs: number; govtTrainings: number; announcements: number }> = {
  full: { govtJobs: 600, govtTrainings: 300, announcements: 60 },
  small: { govtJobs: 60, govtTrainings: 30, announcements: 10 },
};

async function seedNotices(db: Db, preset: Preset, seed: number, log: (what: string) => void) {
  const count = async (table: string) =>
    rowsOf<{ n: number }>(await db.execute(sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;
  const n = NOTICES[preset];
  const rng = prng(seed + 45);
  const today = Math.floor(Date.now() / DAY) * DAY;
  const govt = governmentTypes.items.map((g) => g.code);
  const cities = (await cityRows()).map((c) => c.code);
  const dates = (i: number, total: number) => {
    const start = today - Math.floor(((total - i) / total) * 900) * DAY;
    return { start: iso(start), end: iso(start + rng.int(20, 90) * DAY), created: iso(start) };
  };
  const common = (i: number, total: number, what: string) => ({
    code: rng.code(),
    title: `${what} ${i + 1}: Company Secretary, ${rng.pick(['Ministry', 'Board', 'Corporation', 'Authority'])}`,
    description: `<p>${what} for qualified Company Secretaries. Apply online before the last date.</p>`,
    cities: rng.some(cities, 1, 3),
    government_type: rng.pick(govt),
    created_at: dates(i, total).created,
  });
  if ((await count('govt_jobs')) === 0) {
    const rows = Array.from({ length: n.govtJobs }, (_, i) => {
      const d = dates(i, n.govtJobs);
      const job = {
        ...common(i, n.govtJobs, 'Government job'),
        job_type: rng.pick(jobTypes.items.map((j) => j.code)),
        job_post: 'Company Secretary',
      };
      return { ...job, start_date: d.start, end_date: d.end };
    });
    const columns = {
      code: 'text',
      title: 'text',
      description: 'text',
      cities: 'text[]',
      government_type: 'text',
    };
    await bulk(
      db,
      'govt_jobs',
      {
        ...columns,
        created_at: 'timestamptz',
        job_type: 'text',
        job_post: 'text',
        start_date: 'timestamptz',
        end_date: 'timestamptz',
      },
      rows,
    );
    const trainings = Array.from({ length: n.govtTrainings }, (_, i) => {
      const d = dates(i, n.govtTrainings);
      const t = {
        ...common(i, n.govtTrainings, 'Government training'),
        designation: 'Trainee',
        minimum_qualification: 'CS Executive',
      };
      return { ...t, training_start_date: d.start, training_end_date: d.end };
    });
    await bulk(
      db,
      'govt_trainings',
      {
        ...columns,
        created_at: 'timestamptz',
        designation: 'text',
        minimum_qualification: 'text',
        training_start_date: 'timestamptz',
        training_end_date: 'timestamptz',
      },
      trainings,
    );
    log(`${n.govtJobs} government jobs, ${n.govtTrainings} government trainings`);
  }
  if ((await count('announcements')) === 0) {
    const rows = Array.from({ length: n.announcements }, (_, i) => ({
      code: rng.code(),
      title: `Announcement ${i + 1}: placement drive and registration dates`,
      body: '<p>Members and students may register for the coming placement drive.</p>',
      published_at: dates(i, n.announcements).created,
    }));
    await bulk(
      db,
      'announcements',
      { code: 'text', title: 'text', body: 'text', published_at: 'timestamptz' },
      rows,
    );
    log(`${n.announcements} announcements`);
  }
}

export async function seedBench(
  db: Db,
  args: Pick<BenchArgs, 'preset' | 'seed' | 'force'>,
  log = console.log,
) {
  const v = PRESETS[args.preset];
  const markerValue = `${args.preset}:${args.seed}:${JSON.stringify(v)}`;
  const t0 = performance.now();
  const step = (what: string) =>
    log(`  ${((performance.now() - t0) / 1000).toFixed(1).padStart(6)} s  ${what}`);

  await seedReferenceData(db);
  const marker = rowsOf<{ value: string }>(
    await db.execute(sql`select value from master_items where list = '_bench' and code = 'seed'`),
  )[0];
  const others = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from users where email not like ${`%@${BENCH_EMAIL_DOMAIN}`}`,
    ),
  )[0]!.n;
  if (others > 0)
    throw new Error(
      `This database holds ${others} users that are not bench data: refusing to seed. Use an empty database.`,
    );
  if (marker?.value === markerValue && !args.force) {
    await seedNotices(db, args.preset, args.seed, step);
    log(
      `Bench data (${args.preset}, seed ${args.seed}) already present: not re-seeded (--force to re-seed).`,
    );
    return { seconds: 0, skipped: true };
  }
  await db.execute(sql`select 1`);
  await db.execute(
    sql.raw(
      'truncate users, jobs, trainings, job_applications, training_applications, education_items, experience_items, certification_items restart identity cascade',
    ),
  );
  await db.execute(sql`delete from master_items where list = '_bench'`);
  step('reference data ready, old bench data removed');

  const rng = prng(args.seed);
  const place = await placeMaker(rng);
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const today = Math.floor(Date.now() / DAY) * DAY;
  const memberSkills = skills.items.filter((s) => s.type === SKILL_TYPE.member).map((s) => s.code);
  const studentSkills = skills.items.filter((s) => s.type === SKILL_TYPE.student).map((s) => s.code);
  const roleCodes = roles.items.map((r) => r.code);
  const industryCodes = industries.items.map((i) => i.code);
  const listingCodes = listingTypes.items.map((l) => l.code);
  const memberQuals = [...MEMBER_JOB_QUALIFICATIONS] as string[];
  const studentQuals = qualifications.items.map((q) => q.code).filter((c) => !memberQuals.includes(c));
  const addQuals = additionalQualifications.items.map((q) => q.code);
  const jobTypeCodes = jobTypes.items.map((j) => j.code);
  const durations = trainingDurations.items.map((d) => ({ code: d.code, months: Number(d.value) }));
  const xpRanges = experienceRanges.items.map(
    (x) => (x.value ?? '0-12').split('-').map(Number) as [number, number],
  );

  // ---- Users ----
  let nextId = 1;
  const userRows: Row[] = [];
  const personName = () => `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
  const mobile = () => String(rng.int(7000000000, 9999999999));
  const ids = {
    admin: [] as number[],
    corporate: [] as number[],
    member: [] as number[],
    student: [] as number[],
  };
  const companyNames: string[] = [];
  const addUser = (
    role: keyof typeof ids,
    n: number,
    name: string,
    createdMs: number,
    registrationType = '',
  ) => {
    const id = nextId++;
    ids[role].push(id);
    userRows.push({
      id,
      code: rng.code(),
      role,
      email: emailOf(role === 'corporate' ? 'employer' : role, n),
      name,
      mobile: mobile(),
      registration_type: registrationType,
      created_at: iso(createdMs),
    });
    return id;
  };
  for (let n = 1; n <= v.admins; n++) addUser('admin', n, `PLACEMENT ADMIN ${n}`, today - 900 * DAY);
  for (let n = 1; n <= v.employers; n++) {
    const name = `${rng.pick(CO_A)} ${rng.pick(CO_B)} ${rng.pick(CO_C)}`;
    companyNames.push(name);
    // A third of employers also post trainings (registered with the institute for training).
    const type = n === 1 || rng.chance(0.33) ? REGISTRATION_TYPE.training : REGISTRATION_TYPE.placement;
    addUser('corporate', n, name, today - rng.int(1, 1500) * DAY, type);
  }
  for (let n = 1; n <= v.members; n++) addUser('member', n, personName(), today - rng.int(1, 1500) * DAY);
  for (let n = 1; n <= v.students; n++) addUser('student', n, personName(), today - rng.int(1, 1500) * DAY);
  await db.execute(sql`set synchronous_commit = off`).catch(() => undefined);
  const usersStart = performance.now();
  for (let i = 0; i < userRows.length; i += 10_000) {
    const json = JSON.stringify(userRows.slice(i, i + 10_000));
    await db.execute(sql`
      insert into users (id, code, role, email, password_hash, name, mobile, registration_type, created_at, modified_at, password_changed_at, email_confirmed_at)
      overriding system value
      select id, code, role::user_role, email, ${passwordHash}, name, mobile, registration_type, created_at, created_at, created_at, created_at
      from json_to_recordset(${json}::json) as x(id bigint, code text, role text, email text, name text, mobile text, registration_type text, created_at timestamptz)`);
  }
  step(`users: ${userRows.length} (${((performance.now() - usersStart) / 1000).toFixed(1)} s)`);
  const totalUsers = userRows.length;
  userRows.length = 0;

  // ---- Employer profiles ----
  const employerTypes = new Map<number, string>();
  const corpRows: Row[] = ids.corporate.map((userId, i) => {
    const p = place();
    const isListed = rng.chance(0.25);
    const isPcs = !isListed && rng.chance(0.12);
    employerTypes.set(userId, i === 0 || rng.chance(0.33) ? 'T' : 'P');
    return {
      user_id: userId,
      company_name: companyNames[i],
      cin_number: `U${rng.int(10000, 99999)}MH${rng.int(1990, 2024)}PTC${rng.int(100000, 999999)}`,
      is_listed: isListed,
      listing_type: isListed ? '' : rng.pick(listingCodes),
      industry_types: rng.some(industryCodes, 1, 3),
      is_pcs: isPcs,
      company_description: `<p>${companyNames[i]} is an Indian company with a secretarial and compliance team.</p>`,
      state_code: p.state,
      city_code: p.city,
      address: `${rng.int(1, 400)}, ${rng.pick(['MG ROAD', 'LINK ROAD', 'STATION ROAD', 'RING ROAD', 'MIDC'])}`,
      contact_person1_name: personName(),
      contact_person1_email: emailOf('employer', i + 1),
      contact_person1_mobile: mobile(),
      can_post_training: i === 0 || rng.chance(0.33),
    };
  });
  await bulk(
    db,
    'corporate_profiles',
    {
      user_id: 'bigint',
      company_name: 'text',
      cin_number: 'text',
      is_listed: 'boolean',
      listing_type: 'text',
      industry_types: 'text[]',
      is_pcs: 'boolean',
      company_description: 'text',
      state_code: 'text',
      city_code: 'text',
      address: 'text',
      contact_person1_name: 'text',
      contact_person1_email: 'text',
      contact_person1_mobile: 'text',
      can_post_training: 'boolean',
    },
    corpRows,
  );
  step(`employer profiles: ${corpRows.length}`);
  const trainingEmployers = corpRows.filter((r) => r.can_post_training).map((r) => r.user_id as number);
  corpRows.length = 0;

  // ---- Member and student profiles, education, experience ----
  let itemId = 0;
  const itemCode = () => `B${(++itemId).toString(36).toUpperCase().padStart(15, '0')}`;
  const eduRows: Row[] = [];
  const expRows: Row[] = [];
  const memberRows: Row[] = ids.member.map((userId, i) => {
    const p = place();
    const months = rng.int(0, 360);
    for (let k = 0; k < 2; k++)
      eduRows.push({
        code: itemCode(),
        user_id: userId,
        course:
          k === 0 ? rng.pick(['B.Com', 'BBA', 'B.A. LLB']) : rng.pick(['LLB', 'M.Com', 'MBA (Finance)']),
        college: rng.pick(COLLEGES),
        location: p.city,
        board: 'University',
        year_of_completion: 2024 - Math.floor(months / 12) - (k === 0 ? 3 : 0),
        percentage: String(rng.int(55, 92)),
      });
    const jobsHeld = months < 12 ? 0 : rng.int(1, 3);
    for (let k = 0; k < jobsHeld; k++) {
      const end = today - k * 700 * DAY - rng.int(0, 60) * DAY;
      expRows.push({
        code: itemCode(),
        user_id: userId,
        company: `${rng.pick(CO_A)} ${rng.pick(CO_B)} LIMITED`,
        designation: rng.pick(TITLE_ROLE),
        location: p.city,
        start_date: iso(end - rng.int(300, 900) * DAY),
        end_date: iso(end),
        job_profile: 'Secretarial compliance, board meetings and ROC filings.',
      });
    }
    return {
      user_id: userId,
      membership_type: rng.chance(0.8) ? 'ACS' : 'FCS',
      membership_number: String(10000 + i),
      date_of_birth: `${rng.int(1965, 2001)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
      state_code: p.state,
      city_code: p.city,
      current_company: months < 12 ? '' : `${rng.pick(CO_A)} ${rng.pick(CO_B)} LIMITED`,
      current_role: rng.pick(roleCodes),
      total_experience_months: months,
      current_ctc: months < 12 ? 0 : Math.round((300000 + months * rng.int(8000, 20000)) / 1000) * 1000,
      profile_summary: rng.pick(SUMMARY),
      skills: rng.some(memberSkills, 2, 8),
      is_pcs: rng.chance(0.1),
      is_active: rng.chance(0.9),
      modified_at: iso(today - rng.int(0, 700) * DAY - rng.int(0, 86_399) * 1000),
    };
  });
  await bulk(
    db,
    'member_profiles',
    {
      user_id: 'bigint',
      membership_type: 'text',
      membership_number: 'text',
      date_of_birth: 'date',
      state_code: 'text',
      city_code: 'text',
      current_company: 'text',
      current_role: 'text',
      total_experience_months: 'integer',
      current_ctc: 'bigint',
      profile_summary: 'text',
      skills: 'text[]',
      is_pcs: 'boolean',
      is_active: 'boolean',
      modified_at: 'timestamptz',
    },
    memberRows,
  );
  step(`member profiles: ${memberRows.length}`);
  memberRows.length = 0;
  const studentRows: Row[] = ids.student.map((userId, i) => {
    const p = place();
    eduRows.push({
      code: itemCode(),
      user_id: userId,
      course: rng.pick(COURSES.slice(0, 5)),
      college: rng.pick(COLLEGES),
      location: p.city,
      board: 'University',
      year_of_completion: rng.int(2018, 2026),
      percentage: String(rng.int(50, 95)),
    });
    if (rng.chance(0.3)) {
      const end = today - rng.int(10, 400) * DAY;
      expRows.push({
        code: itemCode(),
        user_id: userId,
        company: `${rng.pick(CO_A)} ${rng.pick(CO_B)} LIMITED`,
        designation: 'Intern',
        location: p.city,
        start_date: iso(end - rng.int(60, 180) * DAY),
        end_date: iso(end),
        job_profile: 'Assisted the company secretary with minutes, registers and filings.',
      });
    }
    return {
      user_id: userId,
      registration_number: `${rng.pick(['EXE', 'PRO'])}${String(i + 1).padStart(8, '0')}`,
      date_of_birth: `${rng.int(1996, 2007)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
      state_code: p.state,
      city_code: p.city,
      profile_summary: rng.pick(SUMMARY.slice(4)),
      skills: rng.some(studentSkills, 1, 6),
      is_active: rng.chance(0.9),
      modified_at: iso(today - rng.int(0, 700) * DAY - rng.int(0, 86_399) * 1000),
    };
  });
  await bulk(
    db,
    'student_profiles',
    {
      user_id: 'bigint',
      registration_number: 'text',
      date_of_birth: 'date',
      state_code: 'text',
      city_code: 'text',
      profile_summary: 'text',
      skills: 'text[]',
      is_active: 'boolean',
      modified_at: 'timestamptz',
    },
    studentRows,
  );
  step(`student profiles: ${studentRows.length}`);
  studentRows.length = 0;
  await bulk(
    db,
    'education_items',
    {
      code: 'text',
      user_id: 'bigint',
      course: 'text',
      college: 'text',
      location: 'text',
      board: 'text',
      year_of_completion: 'integer',
      percentage: 'text',
    },
    eduRows,
  );
  step(`education items: ${eduRows.length}`);
  await bulk(
    db,
    'experience_items',
    {
      code: 'text',
      user_id: 'bigint',
      company: 'text',
      designation: 'text',
      location: 'text',
      start_date: 'timestamptz',
      end_date: 'timestamptz',
      job_profile: 'text',
    },
    expRows,
  );
  step(`experience items: ${expRows.length}`);
  const profileItems = eduRows.length + expRows.length;
  eduRows.length = 0;
  expRows.length = 0;

  // ---- Jobs ----
  // Posted over the last two years; shown for 30, 60 or 90 days: about a tenth are open today.
  // Job 1 is employer 1's campus drive: open, student job, `hotApplicants` applicants.
  const jobRows: Row[] = [];
  const jobMeta: { id: number; member: boolean; start: number; end: number }[] = [];
  const INTL = ['AE', 'SG', 'GB', 'US', 'SA', 'QA'];
  for (let n = 1; n <= v.jobs; n++) {
    const hot = n === 1;
    const owner = hot || n <= 12 ? ids.corporate[0]! : rng.pick(ids.corporate);
    const member = hot ? false : n <= 12 ? n % 2 === 0 : rng.chance(0.4);
    const start =
      hot || n <= 12 ? today - rng.int(1, 20) * DAY : today - rng.int(0, 730) * DAY + rng.int(0, 3) * DAY;
    const end = start + rng.pick([30, 60, 90]) * DAY;
    const intl = member && rng.chance(0.06);
    const p = place();
    const state = intl ? '' : p.state;
    const cities = intl ? [] : [p.city, ...(rng.chance(0.3) ? [place().city] : [])].filter(Boolean);
    const xp = member ? rng.pick(xpRanges.slice(1, 8)) : rng.pick(xpRanges.slice(0, 2));
    const minSalary = member ? rng.int(5, 30) * 100_000 : rng.int(15, 40) * 10_000;
    const title = member ? rng.pick(TITLE_ROLE) : rng.pick(TITLE_STUDENT);
    jobMeta.push({ id: n, member, start, end });
    jobRows.push({
      id: n,
      code: rng.code(),
      owner_id: owner,
      title,
      country_code: intl ? rng.pick(INTL) : 'IN',
      state_code: state,
      cities,
      no_of_vacancy: rng.int(1, 5),
      roles: member ? rng.some(roleCodes, 1, 2) : [],
      skills: member ? rng.some(memberSkills, 2, 5) : rng.some(studentSkills, 1, 4),
      job_type: hot ? 'JT-FT' : rng.weighted(jobTypeCodes.map((c, i) => [c, i === 0 ? 70 : 5] as const)),
      qualifications: member ? rng.some(memberQuals, 1, 2) : rng.some(studentQuals, 1, 3),
      additional_qualifications: rng.chance(0.3) ? rng.some(addQuals, 1, 2) : [],
      min_salary: intl ? rng.int(30, 90) * 1000 : minSalary,
      max_salary: intl ? rng.int(90, 200) * 1000 : Math.round(minSalary * (1.2 + rng.next())),
      salary_currency: intl ? 'USD' : 'INR',
      min_experience_months: xp[0],
      max_experience_months: xp[1],
      start_date: iso(start),
      end_date: iso(end),
      description: description(rng, title, 'The company'),
      work_culture: rng.weighted([
        ['No', 70],
        ['Yes', 12],
        ['Limited', 18],
      ] as const),
      status: rng.weighted([
        ['active', 92],
        ['onHold', 5],
        ['blocked', 3],
      ] as const),
      is_member_job: member,
      created_at: iso(start - rng.int(0, 5) * DAY),
      modified_at: iso(start),
    });
  }
  if (jobRows[0]) jobRows[0].status = 'active';
  await bulk(
    db,
    'jobs',
    {
      id: 'bigint',
      code: 'text',
      owner_id: 'bigint',
      title: 'text',
      country_code: 'text',
      state_code: 'text',
      cities: 'text[]',
      no_of_vacancy: 'integer',
      roles: 'text[]',
      skills: 'text[]',
      job_type: 'text',
      qualifications: 'text[]',
      additional_qualifications: 'text[]',
      min_salary: 'bigint',
      max_salary: 'bigint',
      salary_currency: 'text',
      min_experience_months: 'integer',
      max_experience_months: 'integer',
      start_date: 'timestamptz',
      end_date: 'timestamptz',
      description: 'text',
      work_culture: 'work_culture',
      status: 'job_status',
      is_member_job: 'boolean',
      created_at: 'timestamptz',
      modified_at: 'timestamptz',
    },
    jobRows,
    5_000,
  );
  step(`jobs: ${jobRows.length}`);
  jobRows.length = 0;

  // ---- Trainings ----
  const trainingRows: Row[] = [];
  const trainingMeta: { id: number; start: number; end: number }[] = [];
  for (let n = 1; n <= v.trainings; n++) {
    const start = today - rng.int(0, 730) * DAY + rng.int(0, 3) * DAY;
    const end = start + rng.pick([15, 30, 45, 60]) * DAY;
    const d = rng.pick(durations);
    const p = place();
    trainingMeta.push({ id: n, start, end });
    trainingRows.push({
      id: n,
      code: rng.code(),
      owner_id: n <= 5 ? ids.corporate[0] : rng.pick(trainingEmployers),
      title: rng.pick(TRAINING_TITLE),
      no_of_trainees: rng.int(1, 10),
      state_code: p.state,
      cities: [p.city],
      industries: rng.some(industryCodes, 1, 2),
      qualification: rng.pick(studentQuals),
      duration_code: d.code,
      duration_months: d.months,
      stipend: rng.int(5, 25) * 1000,
      application_start: iso(start),
      application_end: iso(end),
      training_start: iso(end + 30 * DAY),
      address: `${rng.int(1, 400)}, MG ROAD`,
      description: description(rng, 'trainee', 'The company'),
      status: rng.chance(0.97) ? 'active' : 'blocked',
      created_at: iso(start - rng.int(0, 5) * DAY),
      modified_at: iso(start),
    });
  }
  await bulk(
    db,
    'trainings',
    {
      id: 'bigint',
      code: 'text',
      owner_id: 'bigint',
      title: 'text',
      no_of_trainees: 'integer',
      state_code: 'text',
      cities: 'text[]',
      industries: 'text[]',
      qualification: 'text',
      duration_code: 'text',
      duration_months: 'integer',
      stipend: 'bigint',
      application_start: 'timestamptz',
      application_end: 'timestamptz',
      training_start: 'timestamptz',
      address: 'text',
      description: 'text',
      status: 'training_status',
      created_at: 'timestamptz',
      modified_at: 'timestamptz',
    },
    trainingRows,
    5_000,
  );
  step(`trainings: ${trainingRows.length}`);
  trainingRows.length = 0;

  // ---- Applications ----
  const STAGES = [
    ['applied', 70],
    ['shortlisted', 12],
    ['interview', 8],
    ['offered', 3],
    ['hired', 2],
    ['notSelected', 5],
  ] as const;
  const appColumns = (posting: string) => ({
    [posting]: 'bigint',
    user_id: 'bigint',
    applied_at: 'timestamptz',
    stage: 'application_stage',
    modified_at: 'timestamptz',
  });
  const appliedAt = (start: number, end: number) => {
    const last = Math.min(end, Date.now() - 60_000);
    return iso(start + Math.floor(rng.next() * Math.max(1, last - start)));
  };
  let appRows: Row[] = [];
  const flush = async (table: string, posting: string, force = false) => {
    if (appRows.length >= 50_000 || (force && appRows.length)) {
      await bulk(db, table, appColumns(posting), appRows, 25_000);
      appRows = [];
    }
  };
  const hot = jobMeta[0]!;
  for (let k = 0; k < Math.min(v.hotApplicants, ids.student.length); k++) {
    const at = appliedAt(hot.start, hot.end);
    appRows.push({
      job_id: hot.id,
      user_id: ids.student[k],
      applied_at: at,
      stage: 'applied',
      modified_at: at,
    });
    await flush('job_applications', 'job_id');
  }
  // The rest: a skewed number per job (most get a few, some get hundreds).
  // 1.015: the truncated exponential below averages a little under its mean.
  const perJob = (1.015 * v.jobApplications) / Math.max(1, jobMeta.length - 1);
  let jobApps = 0;
  for (const job of jobMeta.slice(1)) {
    if (jobApps >= v.jobApplications) break;
    const pool = job.member ? ids.member : ids.student;
    const n = Math.min(pool.length, Math.round(-Math.log(1 - rng.next() * 0.999) * perJob));
    const chosen = new Set<number>();
    while (chosen.size < n) chosen.add(rng.pick(pool));
    for (const userId of chosen) {
      const at = appliedAt(job.start, job.end);
      appRows.push({
        job_id: job.id,
        user_id: userId,
        applied_at: at,
        stage: rng.weighted(STAGES),
        modified_at: at,
      });
    }
    jobApps += n;
    await flush('job_applications', 'job_id');
  }
  await flush('job_applications', 'job_id', true);
  step(`job applications: ${jobApps + v.hotApplicants}`);
  const perTraining = (1.015 * v.trainingApplications) / Math.max(1, trainingMeta.length);
  let trainingApps = 0;
  for (const t of trainingMeta) {
    const n = Math.min(ids.student.length, Math.round(-Math.log(1 - rng.next() * 0.999) * perTraining));
    const chosen = new Set<number>();
    while (chosen.size < n) chosen.add(rng.pick(ids.student));
    for (const userId of chosen) {
      const at = appliedAt(t.start, t.end);
      appRows.push({
        training_id: t.id,
        user_id: userId,
        applied_at: at,
        stage: rng.weighted(STAGES),
        modified_at: at,
      });
    }
    trainingApps += n;
    await flush('training_applications', 'training_id');
  }
  await flush('training_applications', 'training_id', true);
  step(`training applications: ${trainingApps}`);

  await db.execute(
    sql`update jobs set application_count = c.n from (select job_id, count(*)::int as n from job_applications group by job_id) c where c.job_id = jobs.id`,
  );
  await db.execute(
    sql`update trainings set application_count = c.n from (select training_id, count(*)::int as n from training_applications group by training_id) c where c.training_id = trainings.id`,
  );
  for (const table of ['users', 'jobs', 'trainings', 'education_items', 'experience_items']) {
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table}', 'id'), (select coalesce(max(id), 0) + 1 from ${table}), false)`,
      ),
    );
  }
  await db.execute(
    sql`insert into master_items (list, code, name, value, active) values ('_bench', 'seed', 'Bench data set', ${markerValue}, false)`,
  );
  step('counters and sequences');
  await seedNotices(db, args.preset, args.seed, step);
  await db.execute(sql`vacuum analyze`);
  step('vacuum analyze');
  const seconds = (performance.now() - t0) / 1000;
  log(
    `Seeded ${args.preset}: ${totalUsers} users, ${profileItems} education/experience items, ${v.jobs} jobs, ${v.trainings} trainings, ${jobApps + v.hotApplicants + trainingApps} applications in ${seconds.toFixed(1)} s.`,
  );
  return { seconds, skipped: false };
}

async function main() {
  const args = parseArgs();
  const target = benchTarget(args);
  console.log(
    `Seeding the ${args.preset} bench data set into ${target.kind} (${target.url.replace(/:[^:@/]*@/, ':***@')})`,
  );
  const database = await openTarget(target);
  try {
    await seedBench(database.db, args);
  } finally {
    await database.close();
    target.release();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
