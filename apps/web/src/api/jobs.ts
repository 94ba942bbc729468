import {
  applyForJob,
  type JobApplicationResult,
  memberJobApplications,
  studentJobApplications,
} from '@pp/contract/applications';
import type { EndpointDef, EndpointInput, EndpointResult } from '@pp/contract/endpoint';
import { getJobDetail } from '@pp/contract/jobs';
import { MSG } from '@pp/contract/messages';
import type { SearchJobItem } from '@pp/contract/search';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { call } from '../lib/api.ts';
import { notifyInfo, notifySuccess } from '../lib/notify.ts';

/** Every job list and search lives under this key, so one apply can update them all. */
export const JOBS_KEY = 'jobs';

type Paged<T> = { list: T[]; total: number };

/** One page of a job list endpoint (recent, search, recommended, international, applications). */
export function useJobPage<E extends EndpointDef>(
  def: E,
  input: EndpointInput<E> | null,
  options: { keepPrevious?: boolean } = {},
) {
  return useQuery({
    queryKey: [JOBS_KEY, def.path, input],
    queryFn: () => call(def, input as EndpointInput<E>) as Promise<EndpointResult<E>>,
    enabled: input !== null,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
}

export function useMemberApplications(page: number, limit: number) {
  return useJobPage(memberJobApplications, { query: { page, limit } });
}

export function useStudentApplications(page: number, limit: number) {
  return useJobPage(studentJobApplications, { query: { page, limit } });
}

export function useJobDetail(code: string) {
  return useQuery({
    queryKey: [JOBS_KEY, 'detail', code],
    queryFn: () => call(getJobDetail, { params: { code } }),
    enabled: Boolean(code),
    meta: { silent: true },
  });
}

/** Marks a job applied in every cached list and detail, so each tile turns to 'Applied on'. */
export function markJobApplied(client: QueryClient, jobCode: string, appliedOn: number) {
  client.setQueriesData<unknown>({ queryKey: [JOBS_KEY] }, (old: unknown) => {
    if (!old || typeof old !== 'object') return old;
    if ('list' in old && Array.isArray((old as Paged<SearchJobItem>).list)) {
      const paged = old as Paged<SearchJobItem>;
      if (!paged.list.some((job) => job.code === jobCode && job.appliedOn === null)) return old;
      return {
        ...paged,
        list: paged.list.map((job) =>
          job.code === jobCode && job.appliedOn === null ? { ...job, appliedOn } : job,
        ),
      };
    }
    if ('code' in old && (old as { code: string }).code === jobCode && 'appliedOn' in old) {
      return { ...(old as object), appliedOn };
    }
    return old;
  });
  void client.invalidateQueries({ queryKey: [JOBS_KEY, memberJobApplications.path] });
  void client.invalidateQueries({ queryKey: [JOBS_KEY, studentJobApplications.path] });
}

/** Shows the answer of an apply: applied now, or applied before. */
export function announceJobApplication(result: JobApplicationResult) {
  if (result.code === 1) notifySuccess(result.Message || MSG.jobApplied);
  else notifyInfo(result.Message || MSG.jobAlreadyApplied);
}

/** POST job/application; refusals (no resume, wrong kind, closed) show their message. */
export function useApplyForJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (jobCode: string) => call(applyForJob, { body: { jobCode } }),
    onSuccess: (result, jobCode) => {
      announceJobApplication(result);
      markJobApplied(client, jobCode, result.appliedOn);
    },
  });
}
