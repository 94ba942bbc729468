import { PAGE_SIZE } from '@pp/contract/constants';
import {
  GOVT_SORT_OPTIONS,
  type GovtJobItem,
  type GovtTrainingItem,
  listGovtJobs,
  listGovtTrainings,
} from '@pp/contract/govt';
import { useQuery } from '@tanstack/react-query';
import { useListParams } from '../../hooks/use-list-params.ts';
import { call } from '../../lib/api.ts';
import { GovtJobTile, GovtTrainingTile } from './govt-tiles.tsx';
import { PagedList } from './paged-list.tsx';

const NO_KEYS = [] as const;

/** Government jobs still open, 20 a page, newest first or by last date. */
export function GovtJobList() {
  const [params, update] = useListParams(NO_KEYS);
  const pageSize = PAGE_SIZE.govtJobs;
  const input = { query: { page: params.page, limit: pageSize, sort: params.sort } };
  const query = useQuery({
    queryKey: ['govt', 'jobs', input],
    queryFn: () => call(listGovtJobs, input),
  });
  return (
    <PagedList<GovtJobItem>
      query={query}
      page={params.page}
      pageSize={pageSize}
      onPage={(page) => update({ page, sort: params.sort })}
      sort={params.sort}
      sortOptions={GOVT_SORT_OPTIONS}
      onSort={(sort) => update({ sort })}
      noun={['government job', 'government jobs']}
      loadingLabel="Loading government jobs..."
      itemKey={(job) => job.code}
      renderItem={(job) => <GovtJobTile job={job} />}
    />
  );
}

/** Government trainings still open, 20 a page. */
export function GovtTrainingList() {
  const [params, update] = useListParams(NO_KEYS);
  const pageSize = PAGE_SIZE.govtTrainings;
  const input = { query: { page: params.page, limit: pageSize, sort: params.sort } };
  const query = useQuery({
    queryKey: ['govt', 'trainings', input],
    queryFn: () => call(listGovtTrainings, input),
  });
  return (
    <PagedList<GovtTrainingItem>
      query={query}
      page={params.page}
      pageSize={pageSize}
      onPage={(page) => update({ page, sort: params.sort })}
      sort={params.sort}
      sortOptions={GOVT_SORT_OPTIONS}
      onSort={(sort) => update({ sort })}
      noun={['government training', 'government trainings']}
      loadingLabel="Loading government trainings..."
      itemKey={(training) => training.code}
      renderItem={(training) => <GovtTrainingTile training={training} />}
    />
  );
}
