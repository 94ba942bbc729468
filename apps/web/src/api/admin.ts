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
} from '@pp/contract/admin';
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
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../lib/api.ts';

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

export function useCorporateSearch(query: CorporateSearchQuery | null) {
  return useQuery({
    queryKey: [...adminKeys.corporates, query],
    queryFn: () => call(searchCorporates, { query: query ?? {} }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
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
