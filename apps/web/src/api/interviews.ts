import {
  cancelInterview,
  type InterviewFormInput,
  interviewCalendar,
  jobInterviews,
  myInterviews,
  pickInterviewSlot,
  type RespondInput,
  rescheduleInterview,
  respondToInterview,
  scheduleJobInterview,
  scheduleTrainingInterview,
  trainingInterviews,
} from '@pp/contract/interviews';
import { listJobApplicants } from '@pp/contract/jobs';
import type { ApplicationStage } from '@pp/contract/pipeline';
import { listTrainingApplicants } from '@pp/contract/trainings';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointUrl } from '../lib/api.ts';
import type { PostingKind } from './pipeline.ts';

/**
 * The keys of the interview queries. A posting's keys hold its code, so that whatever changes
 * the posting's applicants (a stage, an interview) reloads every query about it (see pipeline.ts).
 */
export const interviewKeys = {
  all: ['interviews'] as const,
  posting: (kind: PostingKind, code: string) => ['interviews', 'posting', kind, code] as const,
  candidates: (kind: PostingKind, code: string) => ['interviews', 'candidates', kind, code] as const,
  mine: ['interviews', 'mine'] as const,
};

/** The stages whose applicants can be invited (the server's rule, interviews.ts). */
export const INVITABLE_STAGES: readonly ApplicationStage[] = ['shortlisted', 'interview'];

/** As many applicants as one invitation may take (the list endpoints' largest page). */
const CANDIDATES_LIMIT = 100;

/** Reloads every cached query about one posting (applicant lists of employer and admin, interviews). */
function usePostingReload(postingCode: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ predicate: (query) => query.queryKey.includes(postingCode) });
}

/** The posting's applicants who can be invited: those at the stage shortlisted or interview. */
export function useInvitableApplicants(kind: PostingKind, postingCode: string, enabled: boolean) {
  return useQueries({
    queries: INVITABLE_STAGES.map((stage) => ({
      queryKey: [...interviewKeys.candidates(kind, postingCode), stage],
      queryFn: () =>
        kind === 'job'
          ? call(listJobApplicants, { query: { jobCode: postingCode, stage, limit: CANDIDATES_LIMIT } })
          : call(listTrainingApplicants, {
              query: { trainingCode: postingCode, stage, limit: CANDIDATES_LIMIT },
            }),
      enabled: enabled && Boolean(postingCode),
      meta: { silent: true },
    })),
    combine: (results) => ({
      list: results.flatMap((r) => r.data?.list ?? []),
      isPending: results.some((r) => r.isPending),
      error: results.find((r) => r.error)?.error ?? null,
      refetch: () => Promise.all(results.map((r) => r.refetch())),
      isFetching: results.some((r) => r.isFetching),
    }),
  });
}

/** Invites applicants of a job or training to an interview round. The form shows the errors. */
export function useScheduleInterview(kind: PostingKind, postingCode: string) {
  const reload = usePostingReload(postingCode);
  return useMutation({
    mutationFn: (form: InterviewFormInput) =>
      kind === 'job'
        ? call(scheduleJobInterview, { body: { ...form, jobCode: postingCode } })
        : call(scheduleTrainingInterview, { body: { ...form, trainingCode: postingCode } }),
    meta: { fieldErrors: true },
    onSuccess: reload,
  });
}

/** A posting's invitations, soonest first (owner or admin). Errors are shown in place. */
export function usePostingInterviews(kind: PostingKind, postingCode: string, page: number) {
  return useQuery({
    queryKey: [...interviewKeys.posting(kind, postingCode), page],
    queryFn: () =>
      kind === 'job'
        ? call(jobInterviews, { query: { jobCode: postingCode, page } })
        : call(trainingInterviews, { query: { trainingCode: postingCode, page } }),
    enabled: Boolean(postingCode),
    meta: { silent: true },
  });
}

/** Moves one invitation to a new time (India time). The modal shows the errors. */
export function useRescheduleInterview(postingCode: string) {
  const reload = usePostingReload(postingCode);
  return useMutation({
    mutationFn: ({ code, date, time }: { code: string; date: string; time: string }) =>
      call(rescheduleInterview, { params: { code }, body: { date, time } }),
    meta: { fieldErrors: true },
    onSuccess: reload,
  });
}

/** Cancels one invitation; a refusal is a toast. */
export function useCancelInterview(postingCode: string) {
  const reload = usePostingReload(postingCode);
  return useMutation({
    mutationFn: (code: string) => call(cancelInterview, { params: { code } }),
    onSuccess: reload,
  });
}

/** The largest page of the candidate's own invitations (upcoming first, then past and cancelled). */
const MINE_LIMIT = 200;

/** The signed-in candidate's invitations. Errors are shown in place. */
export function useMyInterviews() {
  return useQuery({
    queryKey: interviewKeys.mine,
    queryFn: () => call(myInterviews, { query: { page: 1, limit: MINE_LIMIT } }),
    meta: { silent: true },
  });
}

/** Accepts, declines or asks for another time; the list reloads. The caller shows the errors. */
export function useRespondToInterview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ code, ...body }: RespondInput & { code: string }) =>
      call(respondToInterview, { params: { code }, body }),
    meta: { fieldErrors: true },
    onSuccess: () => client.invalidateQueries({ queryKey: interviewKeys.mine }),
  });
}

/**
 * Books one of the offered times. The list reloads after a success and after a refusal too (a
 * time just taken by another candidate shows as taken). The caller shows the error.
 */
export function usePickInterviewSlot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ code, slotCode }: { code: string; slotCode: string }) =>
      call(pickInterviewSlot, { params: { code }, body: { slotCode } }),
    meta: { silent: true },
    onSettled: () => client.invalidateQueries({ queryKey: interviewKeys.mine }),
  });
}

/** Where an invitation's iCalendar file is served (either side). */
export function interviewCalendarUrl(code: string): string {
  return endpointUrl(interviewCalendar, { params: { code } });
}
