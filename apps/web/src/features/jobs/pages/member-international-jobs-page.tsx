import { useLingui } from '@lingui/react/macro';
import { PAGE_SIZE } from '@pp/contract/constants';
import { JOB_SORT_OPTIONS, recentInternationalJobs, type SearchJobItem } from '@pp/contract/search';
import { useJobPage } from '../../../api/jobs.ts';
import { PageFrame } from '../../../components/page-frame.tsx';
import { JobApplyButton } from '../../../components/postings/job-apply-button.tsx';
import { PagedList } from '../../../components/postings/paged-list.tsx';
import { useListParams } from '../../../hooks/use-list-params.ts';
import { JobTile } from '../components/job-tile.tsx';

const NO_KEYS = [] as const;

/** /member/international-job: recent jobs outside India. */
export default function MemberInternationalJobsPage() {
  const { t } = useLingui();
  const [params, update] = useListParams(NO_KEYS);
  const pageSize = PAGE_SIZE.recentJobs;
  const query = useJobPage(recentInternationalJobs, {
    query: { page: params.page, limit: pageSize, sort: params.sort },
  });
  return (
    <PageFrame
      title={t`International Job(s)`}
      description={t`The latest jobs outside India, with salaries in their own currency.`}
      breadcrumbs={[{ label: t`Home`, to: '/member/dashboard' }, { label: t`International Job(s)` }]}
    >
      <PagedList<SearchJobItem>
        query={query}
        page={params.page}
        pageSize={pageSize}
        onPage={(page) => update({ page, sort: params.sort })}
        sort={params.sort}
        sortOptions={JOB_SORT_OPTIONS}
        onSort={(sort) => update({ sort })}
        noun={[t`job`, t`jobs`]}
        loadingLabel={t`Loading international jobs...`}
        itemKey={(job) => job.code}
        renderItem={(job) => (
          <JobTile
            job={job}
            detailTo={`/member/job/detail-${job.code}`}
            action={<JobApplyButton job={job} />}
          />
        )}
      />
    </PageFrame>
  );
}
