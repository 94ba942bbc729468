import type { OpenJobFacts } from './posting-facts.ts';
import type { MatchProfile } from './search.repo.ts';

/**
 * The recommended jobs of a member, ranked in memory from the facts of the open member jobs (the
 * open postings' index, open-postings.ts: the same for every member; the member's own profile is
 * read afresh for each request). Ranking ~1 900 jobs here is well under a millisecond; in SQL it was two scans
 * of every open member job (page and count) per request (bench/results/2026-11-26-keyword-recommended.md).
 */

/**
 * How well an open job fits a member: 3 per shared skill, 3 for the member's role, 2 for the
 * member's city (else 1 for the state), 2 when the member's experience is inside the job's range.
 * 0: the job does not fit in any way, and is not recommended.
 */
export function matchScore(p: MatchProfile, job: OpenJobFacts, skills: ReadonlySet<string>): number {
  let score = 0;
  // Each shared skill once (a job lists a few: no set built per job of every request).
  if (skills.size)
    for (let i = 0; i < job.skills.length; i++) {
      const skill = job.skills[i] as string;
      if (skills.has(skill) && job.skills.indexOf(skill) === i) score += 3;
    }
  if (p.role && job.roles.includes(p.role)) score += 3;
  if (p.cityCode && job.cities.includes(p.cityCode)) score += 2;
  else if ((p.cityCode || p.stateCode) && job.stateCode === p.stateCode) score += 1;
  const months = p.totalExperienceInMonths;
  if (
    job.maxExperienceInMonths > 0 &&
    job.minExperienceInMonths <= months &&
    job.maxExperienceInMonths >= months
  )
    score += 2;
  return score;
}

/**
 * The member jobs of one list, laid out for scoring many members against them (built once per list:
 * the index keeps each sort order's list while the open postings do not change, `memberJobs`).
 * Scoring a member went job by job through every open member job (0.25 ms a member on the bench's
 * 1 900 jobs, most of a recommended request's own work); from these lists it adds each shared
 * skill, the role, the city and the state over the jobs that have them, and checks only the
 * experience range and the dates over all of them (docs/performance.md, ninth round).
 */
interface RankIndex {
  ids: Float64Array;
  startUs: Float64Array;
  endUs: Float64Array;
  minMonths: Float64Array;
  maxMonths: Float64Array;
  /** The positions (in the list's order) of the jobs that list a skill, a role, a city; of a state. */
  bySkill: Map<string, number[]>;
  byRole: Map<string, number[]>;
  byCity: Map<string, number[]>;
  byState: Map<string, number[]>;
  state: string[];
}

const rankIndexes = new WeakMap<readonly OpenJobFacts[], RankIndex>();

function rankIndexOf(jobs: readonly OpenJobFacts[]): RankIndex {
  let index = rankIndexes.get(jobs);
  if (index) return index;
  const members = jobs.filter((job) => job.isMemberJob);
  const n = members.length;
  index = {
    ids: new Float64Array(n),
    startUs: new Float64Array(n),
    endUs: new Float64Array(n),
    minMonths: new Float64Array(n),
    maxMonths: new Float64Array(n),
    bySkill: new Map(),
    byRole: new Map(),
    byCity: new Map(),
    byState: new Map(),
    state: new Array<string>(n),
  };
  const add = (map: Map<string, number[]>, values: readonly string[], at: number) => {
    // Each value once per job (a job may list one twice).
    for (const value of new Set(values)) {
      const list = map.get(value);
      if (list) list.push(at);
      else map.set(value, [at]);
    }
  };
  members.forEach((job, at) => {
    index.ids[at] = job.id;
    index.startUs[at] = job.startUs;
    index.endUs[at] = job.endUs;
    index.minMonths[at] = job.minExperienceInMonths;
    index.maxMonths[at] = job.maxExperienceInMonths;
    index.state[at] = job.stateCode;
    add(index.bySkill, job.skills, at);
    add(index.byRole, job.roles, at);
    add(index.byCity, job.cities, at);
    add(index.byState, [job.stateCode], at);
  });
  rankIndexes.set(jobs, index);
  return index;
}

/**
 * The ids of the member jobs open at `now` that fit the member, best match first, then in the
 * order of `jobs` (the index keeps the open member jobs in each sort order: `memberJobs`): each
 * job's score is `matchScore`'s, added up from the rank index. Scores are small whole numbers: the
 * jobs are put in one bucket per score as they come, so no sort. `dayStart`: the start of today in
 * India (a job is open through its end date's day).
 */
export function rankRecommended(
  profile: MatchProfile,
  jobs: readonly OpenJobFacts[],
  clock: { now: Date; dayStart: Date },
): number[] {
  const index = rankIndexOf(jobs);
  const n = index.ids.length;
  const scores = new Uint16Array(n);
  const addTo = (positions: number[] | undefined, points: number) => {
    if (positions) for (let i = 0; i < positions.length; i++) scores[positions[i] as number]! += points;
  };
  for (const skill of new Set(profile.skills)) addTo(index.bySkill.get(skill), 3);
  if (profile.role) addTo(index.byRole.get(profile.role), 3);
  // 2 for the member's city, else 1 for the member's state (a job of the state not in the city).
  const inCity = profile.cityCode ? index.byCity.get(profile.cityCode) : undefined;
  addTo(inCity, 2);
  if (profile.cityCode || profile.stateCode) {
    const cityJobs = inCity ? new Set(inCity) : undefined;
    for (const at of index.byState.get(profile.stateCode) ?? []) if (!cityJobs?.has(at)) scores[at]! += 1;
  }
  const months = profile.totalExperienceInMonths;
  const now = clock.now.getTime() * 1000;
  const dayStart = clock.dayStart.getTime() * 1000;
  const { minMonths, maxMonths, startUs, endUs, ids } = index;
  // Buckets by score: count, then place (positions stay in the list's order within a score).
  let top = 0;
  for (let at = 0; at < n; at++) {
    let score = scores[at] as number;
    const max = maxMonths[at] as number;
    if (max > 0 && (minMonths[at] as number) <= months && max >= months) score += 2;
    if ((startUs[at] as number) > now || (endUs[at] as number) < dayStart) score = 0;
    scores[at] = score;
    if (score > top) top = score;
  }
  const counts = new Uint32Array(top + 1);
  for (let at = 0; at < n; at++) counts[scores[at] as number]!++;
  const starts = new Uint32Array(top + 1);
  let total = 0;
  for (let score = top; score > 0; score--) {
    starts[score] = total;
    total += counts[score] as number;
  }
  const ranked = new Array<number>(total);
  for (let at = 0; at < n; at++) {
    const score = scores[at] as number;
    if (score) ranked[starts[score]!++] = ids[at] as number;
  }
  return ranked;
}
