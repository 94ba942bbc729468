import { ALL_CITY_CODE } from '@pp/contract/constants';
import type { Db } from '../../db/client.ts';
import type { SessionCache } from '../../platform/session-cache.ts';
import type { CompanyFacts, OpenJobFacts, OpenTrainingFacts } from './posting-facts.ts';
import {
  type JobOrder,
  type MatchProfile,
  openJobFacts,
  openTrainingFacts,
  readIndexVersion,
  type TrainingOrder,
} from './search.repo.ts';

/**
 * The open postings' list facts in memory: every job and training list (recent, search, work from
 * home, abroad, recommended, the alerts' scans) is filtered, counted, ordered and paged here, and
 * only the page's rows are read from the database, by id (one statement, with the viewer's
 * application dates). On the institute's data there are a few thousand open postings: a scan of
 * all of them is well under a millisecond, where the SQL page and count of a broad list read and
 * joined every match (docs/performance.md).
 *
 * Always current, not a cache with a lifetime: the database keeps a version that moves at the
 * commit of every write changing what the lists filter or order on (migration 0016's triggers on
 * jobs, trainings and the companies' listing facts; not the application count). Every page read
 * returns the version in the same statement as the rows; when it differs from the one the facts
 * were read at, the facts are read again and the page is made again. So a write by any process
 * shows in the next list anywhere, as when every list was SQL.
 */

declare module '../../platform/context.ts' {
  interface FeatureState {
    /** The open jobs' and trainings' list facts, always current (this module). */
    openPostings: OpenPostingsIndex;
    /** The members' match profiles this process read, by member, kept and forgotten like the sessions. */
    matchProfiles: SessionCache<MatchProfile & { userId: number }, number>;
  }
}

/** The facts of the postings not closed, deleted or past their last day at `dayStart`. */
export interface OpenPostingsLoad {
  version(db: Db): Promise<number>;
  jobs(db: Db, dayStart: Date): Promise<OpenJobFacts[]>;
  trainings(db: Db, dayStart: Date): Promise<OpenTrainingFacts[]>;
}

interface Snapshot<F> {
  version: number;
  /** The start of the India day the facts were read for: postings ended before it are not held. */
  dayStartUs: number;
  facts: F[];
  /** The facts in each list order, made on first use. */
  ordered: Map<string, F[]>;
}

/** One kind of posting's facts, read once per version (concurrent first uses share one read). */
class Facts<F> {
  #current: { load: Promise<Snapshot<F>>; snapshot?: Snapshot<F> } | undefined;

  constructor(
    private readonly read: (db: Db, dayStart: Date) => Promise<F[]>,
    private readonly version: (db: Db) => Promise<number>,
  ) {}

  /** The facts last read, or read now. */
  get(db: Db, dayStart: Date): Promise<Snapshot<F>> {
    const dayStartUs = dayStart.getTime() * 1000;
    // Facts read for a later day miss postings that ended before it (only a clock set back: tests).
    const fits = (snap: Snapshot<F>) => snap.dayStartUs <= dayStartUs;
    const current = this.#current;
    if (current?.snapshot)
      return fits(current.snapshot) ? Promise.resolve(current.snapshot) : this.#load(db, dayStart);
    if (current) return current.load.then((snap) => (fits(snap) ? snap : this.#load(db, dayStart)));
    return this.#load(db, dayStart);
  }

  /** These facts are out of date (a page read saw a newer version): the next use reads them again. */
  outdated(snapshot: Snapshot<F>) {
    if (this.#current?.snapshot === snapshot) this.#current = undefined;
  }

  clear() {
    this.#current = undefined;
  }

  #load(db: Db, dayStart: Date): Promise<Snapshot<F>> {
    // The version first: facts read after it are at least that new (a write between the two
    // makes the next page read see a newer version, and read again).
    const entry: { load: Promise<Snapshot<F>>; snapshot?: Snapshot<F> } = {
      load: (async () => {
        const version = await this.version(db);
        const facts = await this.read(db, dayStart);
        return { version, dayStartUs: dayStart.getTime() * 1000, facts, ordered: new Map() };
      })(),
    };
    entry.load.then(
      (snapshot) => {
        entry.snapshot = snapshot;
      },
      () => {
        if (this.#current === entry) this.#current = undefined;
      },
    );
    this.#current = entry;
    return entry.load;
  }
}

export class OpenPostingsIndex {
  readonly jobs: Facts<OpenJobFacts>;
  readonly trainings: Facts<OpenTrainingFacts>;

  constructor(load: OpenPostingsLoad) {
    this.jobs = new Facts(load.jobs, load.version);
    this.trainings = new Facts(load.trainings, load.version);
  }

  clear() {
    this.jobs.clear();
    this.trainings.clear();
  }
}

/** The index of an app (app.ts), reading the database's facts (search.repo.ts). */
export function openPostingsIndex(): OpenPostingsIndex {
  return new OpenPostingsIndex({
    version: readIndexVersion,
    jobs: openJobFacts,
    trainings: openTrainingFacts,
  });
}

/**
 * A page of the list read from the index: the rows of `pick`'s ids, read with the version in the
 * same statement. When the version moved since the facts were read, the facts are read again
 * and the page made again (once: a list is never more than one write behind).
 */
export async function pageFromIndex<F, R>(
  facts: Facts<F>,
  db: Db,
  dayStart: Date,
  pick: (snapshot: Snapshot<F>) => { ids: number[]; total: number },
  readRows: (ids: number[]) => Promise<{ rows: R[]; version: number }>,
): Promise<{ rows: R[]; total: number }> {
  let snapshot = await facts.get(db, dayStart);
  let picked = pick(snapshot);
  let read = await readRows(picked.ids);
  if (read.version !== snapshot.version) {
    facts.outdated(snapshot);
    snapshot = await facts.get(db, dayStart);
    picked = pick(snapshot);
    read = await readRows(picked.ids);
  }
  return { rows: read.rows, total: picked.total };
}

// ---- Matching: the lists' filters (spec 1 section 5; each one's SQL form before is in git history) ----

const overlaps = (values: readonly string[], asked: ReadonlySet<string>) => values.some((v) => asked.has(v));

/** An array holds any of the entries asked for (codes, or names typed in: those also match another case). */
function anyCodeOrName(entries: readonly string[], names: readonly string[]) {
  const exact = new Set(entries);
  const lowered = new Set(names.map((name) => name.toLowerCase()));
  return (values: readonly string[]) =>
    overlaps(values, exact) || (lowered.size > 0 && values.some((v) => lowered.has(v.toLowerCase())));
}

const BFSI = new Set(['IND-BANK', 'IND-NBFC', 'IND-INS', 'IND-CAPM', 'IND-AMC']);
const has = (company: CompanyFacts, industry: string) => company.industryTypes.includes(industry);

/**
 * Company types (config/company-type), read from the employer's profile: listed, PCS firm, listing
 * type of an unlisted company and industries. A company may fit several types; 'Other' is a
 * company that fits none. A posting whose owner has no company profile fits no type.
 */
const COMPANY_TYPE_RULE: Record<string, (c: CompanyFacts) => boolean> = {
  'CT-LISTED': (c) => c.isListed && !c.isPcs,
  'CT-UNLISTED': (c) => !c.isListed && c.listingType === 'LT-PUB',
  'CT-PVT': (c) => c.listingType === 'LT-PVT' || c.listingType === 'LT-OPC',
  'CT-PCS': (c) => c.isPcs,
  'CT-PSU': (c) => c.listingType === 'LT-GOVT' || has(c, 'IND-GOVT'),
  'CT-BFSI': (c) => c.industryTypes.some((i) => BFSI.has(i)),
  'CT-MNC': (c) => c.listingType === 'LT-FOREIGN',
  'CT-LAW': (c) => has(c, 'IND-LEGAL'),
  'CT-CA': (c) => !c.isPcs && has(c, 'IND-PROF'),
};
const RULES = Object.values(COMPANY_TYPE_RULE);

export function fitsCompanyType(company: CompanyFacts | null, code: string): boolean {
  if (!company) return false;
  if (code === 'CT-OTHER') return !RULES.some((rule) => rule(company));
  return COMPANY_TYPE_RULE[code]?.(company) ?? false;
}

type Test<F> = (facts: F) => boolean;

/** City codes: none or '*' means every city (of the state, when a state is given). */
function cityTest(codes: readonly string[] | undefined): Test<{ cities: string[] }> | undefined {
  if (!codes?.length || codes.includes(ALL_CITY_CODE)) return undefined;
  const asked = new Set(codes);
  return (f) => overlaps(f.cities, asked);
}

function companyTypeTest(
  codes: readonly string[] | undefined,
): Test<{ company: CompanyFacts | null }> | undefined {
  if (!codes?.length) return undefined;
  return (f) => codes.some((code) => fitsCompanyType(f.company, code));
}

function industryTest(
  codes: readonly string[] | undefined,
): Test<{ company: CompanyFacts | null }> | undefined {
  if (!codes?.length) return undefined;
  const asked = new Set(codes);
  return (f) => f.company !== null && overlaps(f.company.industryTypes, asked);
}

export interface Range {
  min?: number;
  max?: number;
}

/** [low, high] of the posting overlaps the range asked for. */
function rangeTest<F>(
  range: Range | undefined,
  low: (f: F) => number,
  high: (f: F) => number,
): Test<F> | undefined {
  if (!range || (range.min === undefined && range.max === undefined)) return undefined;
  const { min, max } = range;
  return (f) => (max === undefined || low(f) <= max) && (min === undefined || high(f) >= min);
}

function allOf<F>(tests: (Test<F> | undefined)[]): Test<F> {
  const present = tests.filter((t): t is Test<F> => t !== undefined);
  return (f) => {
    for (const test of present) if (!test(f)) return false;
    return true;
  };
}

export interface JobFiltersIn {
  audience?: 'member' | 'student';
  jobType?: string;
  skills?: readonly string[];
  /** The skills asked for that are names typed in (no codes): matched case-insensitively. */
  skillNames?: readonly string[];
  roles?: readonly string[];
  roleNames?: readonly string[];
  industries?: readonly string[];
  companyTypes?: readonly string[];
  qualifications?: readonly string[];
  country?: string;
  notCountry?: string;
  state?: string;
  cities?: readonly string[];
  experience?: Range;
  salary?: Range & { currency: string };
  workFromHome?: boolean;
}

export function jobTest(c: JobFiltersIn): Test<OpenJobFacts> {
  const skills = c.skills?.length ? anyCodeOrName(c.skills, c.skillNames ?? []) : undefined;
  const roles = c.roles?.length ? anyCodeOrName(c.roles, c.roleNames ?? []) : undefined;
  const qualifications = c.qualifications?.length ? new Set(c.qualifications) : undefined;
  const salaryAsked = c.salary && (c.salary.min !== undefined || c.salary.max !== undefined);
  return allOf<OpenJobFacts>([
    c.audience === undefined ? undefined : (f) => f.isMemberJob === (c.audience === 'member'),
    c.jobType ? (f) => f.jobType === c.jobType : undefined,
    skills && ((f) => skills(f.skills)),
    roles && ((f) => roles(f.roles)),
    qualifications && ((f) => overlaps(f.qualifications, qualifications)),
    industryTest(c.industries),
    companyTypeTest(c.companyTypes),
    c.country ? (f) => f.countryCode === c.country : undefined,
    c.notCountry ? (f) => f.countryCode !== c.notCountry : undefined,
    c.state && c.state !== ALL_CITY_CODE ? (f) => f.stateCode === c.state : undefined,
    cityTest(c.cities),
    rangeTest<OpenJobFacts>(
      c.experience,
      (f) => f.minExperienceInMonths,
      (f) => f.maxExperienceInMonths,
    ),
    salaryAsked
      ? rangeTest<OpenJobFacts>(
          c.salary,
          (f) => f.minSalary,
          (f) => f.maxSalary,
        )
      : undefined,
    salaryAsked ? (f) => f.salaryCurrency === c.salary?.currency : undefined,
    c.workFromHome ? (f) => f.workCulture === 'Yes' || f.workCulture === 'Limited' : undefined,
  ]);
}

export interface TrainingFiltersIn {
  state?: string;
  cities?: readonly string[];
  industries?: readonly string[];
  durations?: readonly string[];
  companyTypes?: readonly string[];
}

export function trainingTest(c: TrainingFiltersIn): Test<OpenTrainingFacts> {
  const industries = c.industries?.length ? new Set(c.industries) : undefined;
  const durations = c.durations?.length ? new Set(c.durations) : undefined;
  return allOf<OpenTrainingFacts>([
    c.state && c.state !== ALL_CITY_CODE ? (f) => f.stateCode === c.state : undefined,
    cityTest(c.cities),
    industries && ((f) => overlaps(f.industries, industries)),
    durations && ((f) => durations.has(f.durationCode)),
    companyTypeTest(c.companyTypes),
  ]);
}

// ---- Orders ----

const fresher = (a: { createdUs: number; id: number }, b: { createdUs: number; id: number }) =>
  b.createdUs - a.createdUs || b.id - a.id;

/** The job lists' orders: freshest first after the sort asked for. */
export function compareJobs(order: JobOrder) {
  return (a: OpenJobFacts, b: OpenJobFacts): number => {
    if (order === 'experience') {
      const d =
        a.minExperienceInMonths - b.minExperienceInMonths ||
        a.maxExperienceInMonths - b.maxExperienceInMonths;
      if (d) return d;
    } else if (order === 'salary') {
      const d = b.maxSalary - a.maxSalary || b.minSalary - a.minSalary;
      if (d) return d;
    }
    return fresher(a, b);
  };
}

function compareTrainings(order: TrainingOrder) {
  return (a: OpenTrainingFacts, b: OpenTrainingFacts): number => {
    if (order === 'stipend') {
      const d = b.stipend - a.stipend;
      if (d) return d;
    } else if (order === 'duration') {
      const d = a.durationMonths - b.durationMonths;
      if (d) return d;
    }
    return fresher(a, b);
  };
}

/**
 * The facts in a list order, of one part when `part` is given (kept per snapshot: the same few
 * orders and parts are asked over and over). Searches name a state and an audience: a member's
 * search in a state scans a few hundred jobs, not every open one.
 */
function ordered<F>(
  snapshot: Snapshot<F>,
  order: string,
  compare: (a: F, b: F) => number,
  part?: { key: string; keep: (f: F) => boolean },
): F[] {
  let all = snapshot.ordered.get(order);
  if (!all) {
    all = [...snapshot.facts].sort(compare);
    snapshot.ordered.set(order, all);
  }
  if (!part) return all;
  const key = `${order}|${part.key}`;
  let list = snapshot.ordered.get(key);
  if (!list) {
    list = all.filter(part.keep);
    snapshot.ordered.set(key, list);
  }
  return list;
}

/** The part of the facts of one audience and one state (either may be every one). */
function partOf<F extends { stateCode: string }>(
  state: string | undefined,
  audience?: { key: string; keep: (f: F) => boolean },
): { key: string; keep: (f: F) => boolean } | undefined {
  const inState = state && state !== ALL_CITY_CODE ? state : undefined;
  if (!inState && !audience) return undefined;
  return {
    key: `${audience?.key ?? '*'}|${inState ?? '*'}`,
    keep: (f) =>
      (audience === undefined || audience.keep(f)) && (inState === undefined || f.stateCode === inState),
  };
}

const AUDIENCE = {
  member: { key: 'member', keep: (f: OpenJobFacts) => f.isMemberJob },
  student: { key: 'student', keep: (f: OpenJobFacts) => !f.isMemberJob },
};

/** The open member jobs in one sort order (what the recommended jobs are ranked from). */
export function memberJobs(snapshot: Snapshot<OpenJobFacts>, order: JobOrder): OpenJobFacts[] {
  return ordered(snapshot, order, compareJobs(order), partOf(undefined, AUDIENCE.member));
}

export interface Window {
  /** Now and the start of today in India: a posting is open from its start till the end of its last day. */
  now: Date;
  dayStart: Date;
  offset: number;
  limit: number;
}

/** The ids of one page of the open postings passing `test`, in the list order, and how many pass. */
function pageOf<F extends { id: number; startUs: number; endUs: number }>(
  list: readonly F[],
  test: Test<F>,
  window: Window,
): { ids: number[]; total: number } {
  const nowUs = window.now.getTime() * 1000;
  const dayStartUs = window.dayStart.getTime() * 1000;
  const end = window.offset + window.limit;
  const ids: number[] = [];
  let total = 0;
  for (const f of list) {
    // db/posting-kind.ts `isOpen` on facts read by `notClosed`, in microseconds for this hot loop.
    if (f.startUs > nowUs || f.endUs < dayStartUs || !test(f)) continue;
    if (total >= window.offset && total < end) ids.push(f.id);
    total++;
  }
  return { ids, total };
}

export function pickJobs(filters: JobFiltersIn, order: JobOrder, window: Window) {
  const test = jobTest(filters);
  const part = partOf(filters.state, filters.audience && AUDIENCE[filters.audience]);
  return (snapshot: Snapshot<OpenJobFacts>) =>
    pageOf(ordered(snapshot, order, compareJobs(order), part), test, window);
}

export function pickTrainings(filters: TrainingFiltersIn, order: TrainingOrder, window: Window) {
  const test = trainingTest(filters);
  const part = partOf<OpenTrainingFacts>(filters.state);
  return (snapshot: Snapshot<OpenTrainingFacts>) =>
    pageOf(ordered(snapshot, order, compareTrainings(order), part), test, window);
}
