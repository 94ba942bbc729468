import type { OpenJobFacts } from './open-postings.ts';
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
 * The ids of the member jobs open at `now` that fit the member, best match first, then in the
 * order of `jobs` (the index keeps the open member jobs in each sort order: `memberJobs`). Scores
 * are small whole numbers: the jobs are put in one bucket per score as they come, so no sort.
 * `dayStart`: the start of today in India (a job is open through its end date's day).
 */
export function rankRecommended(
  profile: MatchProfile,
  jobs: readonly OpenJobFacts[],
  clock: { now: Date; dayStart: Date },
): number[] {
  const skills = new Set(profile.skills);
  const now = clock.now.getTime() * 1000;
  const dayStart = clock.dayStart.getTime() * 1000;
  const byScore: number[][] = [];
  for (const job of jobs) {
    if (!job.isMemberJob || job.startUs > now || job.endUs < dayStart) continue;
    const score = matchScore(profile, job, skills);
    if (score === 0) continue;
    const bucket = byScore[score];
    if (bucket) bucket.push(job.id);
    else byScore[score] = [job.id];
  }
  const ranked: number[] = [];
  for (let score = byScore.length - 1; score > 0; score--) {
    const ids = byScore[score];
    if (ids) for (const id of ids) ranked.push(id);
  }
  return ranked;
}
