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
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useChange } from '../hooks/use-change.ts';
import { call, upload } from '../lib/api.ts';
import { notifySuccess } from '../lib/notify.ts';
import { SESSION_QUERY_KEY } from '../lib/session.ts';
import type { PostingKind } from './pipeline.ts';

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

/**
 * A change of a posting: its message is shown and every employer query is loaded again.
 * `formSave`: the change is a form's save that shows the server's field messages itself.
 */
function useEmployerChange<V, R extends { Message: string }>(
  change: (vars: V) => Promise<R>,
  formSave = false,
) {
  return useChange(change, { formSave, reload: [employerKeys.all] });
}

/** One of the employer's postings; another employer's code answers 404 ('not found'). */
function usePosting<T>(queryKey: readonly unknown[], code: string, load: () => Promise<T>) {
  return useQuery({ queryKey, queryFn: load, enabled: Boolean(code), retry: false, meta: { silent: true } });
}

/** One page of the applicants of a job or training (sort and pipeline stage filter). */
export function useApplicants(
  kind: PostingKind,
  code: string,
  page: number,
  limit: number,
  sort: number,
  stage?: ApplicationStage,
) {
  const key = kind === 'job' ? employerKeys.jobApplicants(code) : employerKeys.trainingApplicants(code);
  return useQuery({
    queryKey: [...key, page, limit, sort, stage ?? ''],
    queryFn: () =>
      kind === 'job'
        ? call(listJobApplicants, { query: { jobCode: code, page, limit, sort, stage } })
        : call(listTrainingApplicants, { query: { trainingCode: code, page, limit, sort, stage } }),
    enabled: Boolean(code),
    placeholderData: keepPreviousData,
    retry: false,
    meta: { silent: true },
  });
}

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
  return usePosting(employerKeys.job(code), code, () => call(getJobDetail, { params: { code } }));
}

export const usePostJob = () => useEmployerChange((body: JobPostInput) => call(postJob, { body }), true);

/** The status of one of the employer's jobs or trainings. */
export type PostingStatusChange =
  | { jobCode: string; status: JobStatus }
  | { trainingCode: string; status: TrainingStatus };

export const useSetPostingStatus = () =>
  useEmployerChange(
    (body: PostingStatusChange): Promise<{ Message: string }> =>
      'jobCode' in body ? call(setJobStatus, { body }) : call(setTrainingStatus, { body }),
  );

/** The show-from/till dates of a job or the application window of a training. */
export type PostingDatesChange = JobDatesInput | TrainingDatesInput;

export const useUpdatePostingDates = () =>
  useEmployerChange(
    (body: PostingDatesChange): Promise<{ Message: string }> =>
      'trainingCode' in body ? call(updateTrainingDates, { body }) : call(updateJobDates, { body }),
    true,
  );

// ---- Trainings ----

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
  return usePosting(employerKeys.training(code), code, () => call(getTrainingDetail, { params: { code } }));
}

export const usePostTraining = () =>
  useEmployerChange((body: TrainingPostInput) => call(postTraining, { body }), true);

// ---- Company profile ----

export function useCorporateProfile() {
  return useQuery({
    queryKey: employerKeys.profile,
    queryFn: () => call(getCorporateProfile),
    meta: { silent: true },
  });
}

function useProfileChange<V>(
  change: (vars: V) => Promise<{ Message: string }>,
  refreshSession = false,
  formSave = true,
) {
  // The company name is the account's name in the header.
  const session = refreshSession ? [SESSION_QUERY_KEY] : [];
  return useChange(change, { formSave, reload: [employerKeys.profile, employerKeys.dashboard, ...session] });
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
  return useProfileChange(
    (file: File) => upload(uploadBalanceSheet, file, BALANCE_SHEET_FIELD),
    false,
    false,
  );
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
    meta: { fieldErrors: true },
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
