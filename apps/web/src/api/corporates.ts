import type { JobStatus, TrainingStatus } from '@pp/contract/constants';
import {
  BALANCE_SHEET_FIELD,
  type CandidateSearchQuery,
  type CorporateAddressInput,
  type CorporateBasicInput,
  type CorporateContactInput,
  getCorporateDashboard,
  getCorporateProfile,
  messageMember,
  messageStudent,
  saveCorporateAddressDetail,
  saveCorporateBasicDetail,
  saveCorporateContactDetail,
  searchMembers,
  searchStudents,
  uploadBalanceSheet,
} from '@pp/contract/corporates';
import type { JobPostInput } from '@pp/contract/jobs';
import {
  getJobDetail,
  type JobDatesInput,
  listJobApplicants,
  listPostedJobs,
  type PostedJobSearchQuery,
  postJob,
  searchPostedJobs,
  setJobStatus,
  updateJobDates,
} from '@pp/contract/jobs';
import type { ApplicationStage } from '@pp/contract/pipeline';
import type { TrainingPostInput } from '@pp/contract/trainings';
import {
  getTrainingDetail,
  getTrainingPostStatus,
  listPostedTrainings,
  listTrainingApplicants,
  postTraining,
  setTrainingStatus,
  type TrainingDatesInput,
  updateTrainingDates,
} from '@pp/contract/trainings';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, upload } from '../lib/api.ts';
import { notifySuccess } from '../lib/notify.ts';
import { SESSION_QUERY_KEY } from '../lib/session.ts';

/**
 * Calls of the employer screens. Lists and details show load errors in place (ErrorState), so
 * their queries are silent; a failed change shows its message through the global handler.
 */

export const employerKeys = {
  all: ['employer'] as const,
  jobs: ['employer', 'jobs'] as const,
  job: (code: string) => ['employer', 'jobs', 'detail', code] as const,
  jobApplicants: (code: string) => ['employer', 'jobs', 'applicants', code] as const,
  trainings: ['employer', 'trainings'] as const,
  training: (code: string) => ['employer', 'trainings', 'detail', code] as const,
  trainingApplicants: (code: string) => ['employer', 'trainings', 'applicants', code] as const,
  profile: ['employer', 'profile'] as const,
  dashboard: ['employer', 'dashboard'] as const,
  trainingRight: ['employer', 'training-right'] as const,
};

// ---- Jobs ----

export function usePostedJobs(window: { startDate: number; endDate: number }, page: number, limit: number) {
  return useQuery({
    queryKey: [...employerKeys.jobs, 'posted', window.startDate, window.endDate, page, limit],
    queryFn: () => call(listPostedJobs, { query: { ...window, page, limit } }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

/** /corporate/job/search: the employer's own jobs of every date matching the filters. */
export function useJobSearch(query: PostedJobSearchQuery) {
  return useQuery({
    queryKey: [...employerKeys.jobs, 'search', query],
    queryFn: () => call(searchPostedJobs, { query }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

export function useJobDetail(code: string) {
  return useQuery({
    queryKey: employerKeys.job(code),
    queryFn: () => call(getJobDetail, { params: { code } }),
    enabled: Boolean(code),
    retry: false,
    meta: { silent: true },
  });
}

export function useJobApplicants(
  code: string,
  page: number,
  limit: number,
  sort: number,
  stage?: ApplicationStage,
) {
  return useQuery({
    queryKey: [...employerKeys.jobApplicants(code), page, limit, sort, stage ?? ''],
    queryFn: () => call(listJobApplicants, { query: { jobCode: code, page, limit, sort, stage } }),
    enabled: Boolean(code),
    placeholderData: keepPreviousData,
    retry: false,
    meta: { silent: true },
  });
}

export function usePostJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: JobPostInput) => call(postJob, { body }),
    onSuccess: async (result) => {
      notifySuccess(result.Message);
      await client.invalidateQueries({ queryKey: employerKeys.all });
    },
  });
}

export function useSetJobStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { jobCode: string; status: JobStatus }) => call(setJobStatus, { body }),
    onSuccess: async (result) => {
      notifySuccess(result.Message);
      await client.invalidateQueries({ queryKey: employerKeys.all });
    },
  });
}

export function useUpdateJobDates() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: JobDatesInput) => call(updateJobDates, { body }),
    onSuccess: async (result) => {
      notifySuccess(result.Message);
      await client.invalidateQueries({ queryKey: employerKeys.all });
    },
  });
}

// ---- Trainings ----

export function useUpdateTrainingDates() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TrainingDatesInput) => call(updateTrainingDates, { body }),
    onSuccess: async (result) => {
      notifySuccess(result.Message);
      await client.invalidateQueries({ queryKey: employerKeys.all });
    },
  });
}

export function useTrainingRight() {
  return useQuery({
    queryKey: employerKeys.trainingRight,
    queryFn: () => call(getTrainingPostStatus),
    meta: { silent: true },
  });
}

export function usePostedTrainings(page: number, limit: number) {
  return useQuery({
    queryKey: [...employerKeys.trainings, 'posted', page, limit],
    queryFn: () => call(listPostedTrainings, { query: { page, limit } }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

export function useTrainingDetail(code: string) {
  return useQuery({
    queryKey: employerKeys.training(code),
    queryFn: () => call(getTrainingDetail, { params: { code } }),
    enabled: Boolean(code),
    retry: false,
    meta: { silent: true },
  });
}

export function useTrainingApplicants(
  code: string,
  page: number,
  limit: number,
  sort: number,
  stage?: ApplicationStage,
) {
  return useQuery({
    queryKey: [...employerKeys.trainingApplicants(code), page, limit, sort, stage ?? ''],
    queryFn: () => call(listTrainingApplicants, { query: { trainingCode: code, page, limit, sort, stage } }),
    enabled: Boolean(code),
    placeholderData: keepPreviousData,
    retry: false,
    meta: { silent: true },
  });
}

export function usePostTraining() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TrainingPostInput) => call(postTraining, { body }),
    onSuccess: async (result) => {
      notifySuccess(result.Message);
      await client.invalidateQueries({ queryKey: employerKeys.all });
    },
  });
}

export function useSetTrainingStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { trainingCode: string; status: TrainingStatus }) => call(setTrainingStatus, { body }),
    onSuccess: async (result) => {
      notifySuccess(result.Message);
      await client.invalidateQueries({ queryKey: employerKeys.all });
    },
  });
}

// ---- Company profile ----

export function useCorporateProfile() {
  return useQuery({
    queryKey: employerKeys.profile,
    queryFn: () => call(getCorporateProfile),
    meta: { silent: true },
  });
}

function useProfileChange<V>(change: (vars: V) => Promise<{ Message: string }>, refreshSession = false) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (result) => {
      notifySuccess(result.Message);
      await client.invalidateQueries({ queryKey: employerKeys.profile });
      await client.invalidateQueries({ queryKey: employerKeys.dashboard });
      // The company name is the account's name in the header.
      if (refreshSession) await client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}

export function useSaveBasicDetail() {
  return useProfileChange((body: CorporateBasicInput) => call(saveCorporateBasicDetail, { body }), true);
}

export function useSaveAddressDetail() {
  return useProfileChange((body: CorporateAddressInput) => call(saveCorporateAddressDetail, { body }));
}

export function useSaveContactDetail() {
  return useProfileChange((body: CorporateContactInput) => call(saveCorporateContactDetail, { body }));
}

export function useUploadBalanceSheet() {
  return useProfileChange((file: File) => upload(uploadBalanceSheet, file, BALANCE_SHEET_FIELD));
}

// ---- Candidates ----

export type CandidateKind = 'member' | 'student';

export function useCandidateSearch(kind: CandidateKind, query: CandidateSearchQuery | null) {
  return useQuery({
    queryKey: ['employer', 'candidates', kind, query],
    queryFn: () => call(kind === 'member' ? searchMembers : searchStudents, { query: query! }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

export function useSendMessage(kind: CandidateKind) {
  return useMutation({
    mutationFn: (body: { userCode: string; message: string }) =>
      call(kind === 'member' ? messageMember : messageStudent, { body }),
    onSuccess: (result) => notifySuccess(result.Message),
  });
}

// ---- Dashboard ----

export function useCorporateDashboard() {
  return useQuery({
    queryKey: employerKeys.dashboard,
    queryFn: () => call(getCorporateDashboard),
    meta: { silent: true },
  });
}
