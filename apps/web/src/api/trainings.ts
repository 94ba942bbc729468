import {
  applyForTraining,
  applyForTrainingPublic,
  studentTrainingApplications,
  type TrainingApplicationResult,
} from '@pp/contract/applications';
import type { EndpointDef, EndpointInput, EndpointResult } from '@pp/contract/endpoint';
import { MSG } from '@pp/contract/messages';
import type { SearchTrainingItem } from '@pp/contract/search';
import { getTrainingDetail } from '@pp/contract/trainings';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../lib/api.ts';
import { notifyInfo, notifySuccess } from '../lib/notify.ts';

/** Every training list lives under this key, so one apply can update them all. */
export const TRAININGS_KEY = 'trainings';

type Paged<T> = { list: T[]; total: number };

export function useTrainingPage<E extends EndpointDef>(def: E, input: EndpointInput<E> | null) {
  return useQuery({
    queryKey: [TRAININGS_KEY, def.path, input],
    queryFn: () => call(def, input as EndpointInput<E>) as Promise<EndpointResult<E>>,
    enabled: input !== null,
  });
}

export function useTrainingApplications(page: number, limit: number) {
  return useTrainingPage(studentTrainingApplications, { query: { page, limit } });
}

export function useTrainingDetail(code: string) {
  return useQuery({
    queryKey: [TRAININGS_KEY, 'detail', code],
    queryFn: () => call(getTrainingDetail, { params: { code } }),
    enabled: Boolean(code),
    meta: { silent: true },
  });
}

/** Marks a training applied in every cached list and detail ('Applied on {date}'). */
export function markTrainingApplied(client: QueryClient, trainingCode: string, appliedOn: number) {
  client.setQueriesData<unknown>({ queryKey: [TRAININGS_KEY] }, (old: unknown) => {
    if (!old || typeof old !== 'object') return old;
    if ('list' in old && Array.isArray((old as Paged<SearchTrainingItem>).list)) {
      const paged = old as Paged<SearchTrainingItem>;
      if (!paged.list.some((t) => t.code === trainingCode && t.appliedOn === null)) return old;
      return {
        ...paged,
        list: paged.list.map((t) =>
          t.code === trainingCode && t.appliedOn === null ? { ...t, appliedOn } : t,
        ),
      };
    }
    if ('code' in old && (old as { code: string }).code === trainingCode && 'appliedOn' in old) {
      return { ...(old as object), appliedOn };
    }
    return old;
  });
  void client.invalidateQueries({ queryKey: [TRAININGS_KEY, studentTrainingApplications.path] });
}

export function announceTrainingApplication(result: TrainingApplicationResult) {
  if (result.code === 1) notifySuccess(result.Message || MSG.trainingApplied);
  else notifyInfo(result.Message || MSG.trainingAlreadyApplied);
}

/** POST training/application (training/applicationPublic from the public list). */
export function useApplyForTraining(fromPublicList = false) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (trainingCode: string) =>
      call(fromPublicList ? applyForTrainingPublic : applyForTraining, { body: { trainingCode } }),
    onSuccess: (result, trainingCode) => {
      announceTrainingApplication(result);
      markTrainingApplied(client, trainingCode, result.appliedOn);
    },
  });
}
