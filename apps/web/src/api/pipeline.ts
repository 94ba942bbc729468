import type { ApplicationStage } from '@pp/contract/pipeline';
import { setJobApplicantStage, setTrainingApplicantStage } from '@pp/contract/pipeline';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../lib/api.ts';

export type PostingKind = 'job' | 'training';

export interface StageChange {
  userCode: string;
  stage: ApplicationStage;
  note: string;
}

/**
 * Moves an applicant of a job or training to a stage. Afterwards every cached query about that
 * posting (employer and admin applicant lists, details) is refetched.
 */
export function useChangeStage(kind: PostingKind, postingCode: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: StageChange) =>
      kind === 'job'
        ? call(setJobApplicantStage, { body: { jobCode: postingCode, ...change } })
        : call(setTrainingApplicantStage, { body: { trainingCode: postingCode, ...change } }),
    onSuccess: async () => {
      await client.invalidateQueries({ predicate: (query) => query.queryKey.includes(postingCode) });
    },
  });
}
