import { useLingui } from '@lingui/react/macro';
import { PAGE_SIZE } from '@pp/contract/constants';
import {
  GOVT_SORT_OPTIONS,
  type GovtJobItem,
  type GovtTrainingItem,
  listGovtJobs,
  listGovtTrainings,
} from '@pp/contract/govt';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useListParams } from '../../hooks/use-list-params.ts';
import { call } from '../../lib/api.ts';
import { GovtJobTile, GovtTrainingTile } from './govt-tiles.tsx';
import { PagedList } from './paged-list.tsx';

const NO_KEYS = [] as const;

interface GovtListInput {
  query: { page: number; limit: number; sort: number | undefined };
}

interface GovtListProps<T extends { code: string }> {
  what: 'jobs' | 'trainings';
  pageSize: number;
  fetch: (input: GovtListInput) => Promise<{ list: T[]; total: number }>;
  /** Singular and plural, e.g. 'government job', 'government jobs'. */
  noun: [string, string];
  loadingLabel: string;
  renderItem: (item: T) => ReactNode;
}

/** One list of open government postings, paged and sorted through the address. */
function GovtList<T extends { code: string }>({
  what,
  pageSize,
  fetch,
  noun,
  loadingLabel,
  renderItem,
}: GovtListProps<T>) {
  const [params, update] = useListParams(NO_KEYS);
  const input = { query: { page: params.page, limit: pageSize, sort: params.sort } };
  const query = useQuery({
    queryKey: ['govt', what, input],
    queryFn: () => fetch(input),
  });
  return (
    <PagedList<T>
      query={query}
      page={params.page}
      pageSize={pageSize}
      onPage={(page) => update({ page, sort: params.sort })}
      sort={params.sort}
      sortOptions={GOVT_SORT_OPTIONS}
      onSort={(sort) => update({ sort })}
      noun={noun}
      loadingLabel={loadingLabel}
      itemKey={(item) => item.code}
      renderItem={renderItem}
    />
  );
}

/** Government jobs still open, 20 a page, newest first or by last date. */
export function GovtJobList() {
  const { t } = useLingui();
  return (
    <GovtList<GovtJobItem>
      what="jobs"
      pageSize={PAGE_SIZE.govtJobs}
      fetch={(input) => call(listGovtJobs, input)}
      noun={[t`government job`, t`government jobs`]}
      loadingLabel={t`Loading government jobs...`}
      renderItem={(job) => <GovtJobTile job={job} />}
    />
  );
}

/** Government trainings still open, 20 a page. */
export function GovtTrainingList() {
  const { t } = useLingui();
  return (
    <GovtList<GovtTrainingItem>
      what="trainings"
      pageSize={PAGE_SIZE.govtTrainings}
      fetch={(input) => call(listGovtTrainings, input)}
      noun={[t`government training`, t`government trainings`]}
      loadingLabel={t`Loading government trainings...`}
      renderItem={(training) => <GovtTrainingTile training={training} />}
    />
  );
}
