import {
  type AdminJobsQuery,
  type AdminTrainingsQuery,
  type AuditQuery,
  type CorporateSearchQuery,
  getCorporateDetail,
  getStats,
  listAdminJobs,
  listAdminTrainings,
  listAudit,
  type MemberSearchQuery,
  type StudentSearchQuery,
  searchCorporates,
  searchMembersAdmin,
  searchStudentsAdmin,
  softDeleteJob,
} from '@pp/contract/admin';
import type { JobStatus, TrainingStatus } from '@pp/contract/constants';
import {
  type GovtJobInput,
  type GovtTrainingInput,
  getGovtJob,
  getGovtTraining,
  listGovtJobs,
  listGovtTrainings,
  saveGovtJob,
  saveGovtTraining,
} from '@pp/contract/govt';
import { getJobDetail, listJobApplicants, setJobStatus } from '@pp/contract/jobs';
import type { ApplicationStage } from '@pp/contract/pipeline';
import { getTrainingDetail, listTrainingApplicants, setTrainingStatus } from '@pp/contract/trainings';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../lib/api.ts';
import type { PostingKind } from './pipeline.ts';

/** Queries of the admin screens. Lists show their errors in place (ErrorState), not as toasts. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  govtJobs: ['admin', 'govt-jobs'] as const,
  govtTrainings: ['admin', 'govt-trainings'] as const,
  jobs: ['admin', 'jobs'] as const,
  trainings: ['admin', 'trainings'] as const,
  corporates: ['admin', 'corporates'] as const,
  members: ['admin', 'members'] as const,
  students: ['admin', 'students'] as const,
  audit: ['admin', 'audit'] as const,
};

export function useStats() {
  return useQuery({ queryKey: adminKeys.stats, queryFn: () => call(getStats), meta: { silent: true } });
}

export function useGovtJobs(page: number, limit: number) {
  return useQuery({
    queryKey: [...adminKeys.govtJobs, page, limit],
    queryFn: () => call(listGovtJobs, { query: { isExpiry: true, page, limit, sort: 1 } }),
    meta: { silent: true },
  });
}

export function useGovtJob(code: string | undefined) {
  return useQuery({
    queryKey: [...adminKeys.govtJobs, 'detail', code],
    queryFn: () => call(getGovtJob, { params: { code: code ?? '' } }),
    enabled: Boolean(code),
    meta: { silent: true },
  });
}

export function useSaveGovtJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GovtJobInput) => call(saveGovtJob, { body }),
    meta: { silent: true },
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.govtJobs }),
  });
}

export function useGovtTrainings(page: number, limit: number) {
  return useQuery({
    queryKey: [...adminKeys.govtTrainings, page, limit],
    queryFn: () => call(listGovtTrainings, { query: { isExpiry: true, page, limit, sort: 1 } }),
    meta: { silent: true },
  });
}

export function useGovtTraining(code: string | undefined) {
  return useQuery({
    queryKey: [...adminKeys.govtTrainings, 'detail', code],
    queryFn: () => call(getGovtTraining, { params: { code: code ?? '' } }),
    enabled: Boolean(code),
    meta: { silent: true },
  });
}

export function useSaveGovtTraining() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GovtTrainingInput) => call(saveGovtTraining, { body }),
    meta: { silent: true },
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.govtTrainings }),
  });
}

/** The jobs summary; `query` null until the first search. */
export function useAdminJobs(query: AdminJobsQuery | null) {
  return useQuery({
    queryKey: [...adminKeys.jobs, query],
    queryFn: () => call(listAdminJobs, { query: query ?? {} }),
    enabled: query !== null,
    meta: { silent: true },
  });
}

export function useAdminTrainings(query: AdminTrainingsQuery | null) {
  return useQuery({
    queryKey: [...adminKeys.trainings, query],
    queryFn: () => call(listAdminTrainings, { query: query ?? {} }),
    enabled: query !== null,
    meta: { silent: true },
  });
}

/** A row of a summary takes the status the server returned, on every cached page. */
function patchRowStatus<S>(client: QueryClient, key: readonly string[], code: string, status: S) {
  client.setQueriesData<{ list: { code: string; status: S }[]; total: number }>({ queryKey: key }, (old) =>
    old ? { ...old, list: old.list.map((row) => (row.code === code ? { ...row, status } : row)) } : old,
  );
}

/** The status of a job in the admin summary; the caller shows the message (or the refusal). */
export function useAdminJobStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { jobCode: string; status: JobStatus }) => call(setJobStatus, { body }),
    meta: { silent: true },
    onSuccess: (result) => patchRowStatus(client, adminKeys.jobs, result.jobCode, result.status),
  });
}

export function useAdminTrainingStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { trainingCode: string; status: TrainingStatus }) => call(setTrainingStatus, { body }),
    meta: { silent: true },
    onSuccess: (result) => patchRowStatus(client, adminKeys.trainings, result.trainingCode, result.status),
  });
}

/** Deletes (hides) a job on hold without applicants; the summary is loaded again. */
export function useSoftDeleteJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (jobCode: string) => call(softDeleteJob, { body: { jobCode } }),
    meta: { silent: true },
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.jobs }),
  });
}

/** The title and company of a job or training, above its applicants. */
export function useAdminPosting(kind: PostingKind, code: string) {
  return useQuery({
    queryKey: ['admin', kind, code],
    queryFn: async () => {
      const posting =
        kind === 'job'
          ? await call(getJobDetail, { params: { code } })
          : await call(getTrainingDetail, { params: { code } });
      return { title: posting.title, companyName: posting.companyName };
    },
    meta: { silent: true },
  });
}

/** One page of the applicants of a job or training, at one pipeline stage or all. */
export function useAdminApplicants(
  kind: PostingKind,
  code: string,
  page: number,
  limit: number,
  stage: ApplicationStage | undefined,
) {
  return useQuery({
    queryKey: ['admin', `${kind}-applicants`, code, page, stage ?? ''],
    queryFn: () =>
      kind === 'job'
        ? call(listJobApplicants, { query: { jobCode: code, page, limit, stage } })
        : call(listTrainingApplicants, { query: { trainingCode: code, page, limit, stage } }),
    meta: { silent: true },
  });
}

export function useCorporateSearch(query: CorporateSearchQuery | null) {
  return useQuery({
    queryKey: [...adminKeys.corporates, query],
    queryFn: () => call(searchCorporates, { query: query ?? {} }),
    enabled: query !== null,
    // No placeholder: another page or search shows the loading state, as every list does (spec 2
    // section 4 'Changing the page returns the list to loading').
    meta: { silent: true },
  });
}

export function useCorporateDetail(userCode: string) {
  return useQuery({
    queryKey: [...adminKeys.corporates, 'detail', userCode],
    queryFn: () => call(getCorporateDetail, { params: { userCode } }),
    enabled: Boolean(userCode),
    meta: { silent: true },
  });
}

export function useMemberSearch(query: MemberSearchQuery | null) {
  return useQuery({
    queryKey: [...adminKeys.members, query],
    queryFn: () => call(searchMembersAdmin, { query: query ?? {} }),
    enabled: query !== null,
    meta: { silent: true },
  });
}

export function useStudentSearch(query: StudentSearchQuery | null) {
  return useQuery({
    queryKey: [...adminKeys.students, query],
    queryFn: () => call(searchStudentsAdmin, { query: query ?? {} }),
    enabled: query !== null,
    meta: { silent: true },
  });
}

export function useAudit(query: AuditQuery) {
  return useQuery({
    queryKey: [...adminKeys.audit, query],
    queryFn: () => call(listAudit, { query }),
    meta: { silent: true },
  });
}
