import { compareJobs, type OpenJobFacts } from './open-postings.ts';
import type { JobOrder, MatchProfile } from './search.repo.ts';

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
  if (skills.size) score += 3 * new Set(job.skills.filter((s) => skills.has(s))).size;
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
 * The ids of the member jobs open at `now` that fit the member, best match first, then in `order`.
 * `dayStart`: the start of today in India (a job is open through its end date's day).
 */
export function rankRecommended(
  profile: MatchProfile,
  jobs: readonly OpenJobFacts[],
  clock: { now: Date; dayStart: Date },
  order: JobOrder,
): number[] {
  const skills = new Set(profile.skills);
  const now = clock.now.getTime() * 1000;
  const dayStart = clock.dayStart.getTime() * 1000;
  const scored: { job: OpenJobFacts; score: number }[] = [];
  for (const job of jobs) {
    if (!job.isMemberJob || job.startUs > now || job.endUs < dayStart) continue;
    const score = matchScore(profile, job, skills);
    if (score > 0) scored.push({ job, score });
  }
  const then = compareJobs(order);
  scored.sort((a, b) => b.score - a.score || then(a.job, b.job));
  return scored.map((s) => s.job.id);
}
