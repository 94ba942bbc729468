import { getPublicJob, type PublicJob } from '@pp/contract/public-jobs';
import { useQuery } from '@tanstack/react-query';
import { ApiCallError, call } from '../lib/api.ts';
import { JOBS_KEY } from './jobs.ts';

/**
 * A job's public page (its share link). Under the jobs key, so that an application sent from it
 * (or after sign-in) turns its Apply into 'Applied on' like every list (`markJobApplied`). A code
 * without a page (404) is not asked again.
 */
/** The page's document title before the portal's name (the server writes the same: ssr/render-page.tsx). */
export const publicJobTitle = (job: Pick<PublicJob, 'title' | 'companyName'>) =>
  `${job.title} - ${job.companyName}`;

export const publicJobKey = (code: string) => [JOBS_KEY, 'public', code];

export function usePublicJob(code: string) {
  return useQuery({
    queryKey: publicJobKey(code),
    queryFn: () => call(getPublicJob, { params: { code } }),
    enabled: Boolean(code),
    meta: { silent: true },
    retry: (failures, error) => !(error instanceof ApiCallError && error.status === 404) && failures < 1,
  });
}

/** The answer means the code has no public page. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiCallError && error.status === 404;
}
