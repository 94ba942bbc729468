import { useLingui } from '@lingui/react/macro';
import { PAGE_SIZE } from '@pp/contract/constants';
import { formatDate } from '@pp/contract/format';
import { exportGovtJobs, type GovtJobItem } from '@pp/contract/govt';
import { useGovtJobs } from '../../../api/admin.ts';
import { inEnglish } from '../../../components/data-table.tsx';
import { usePageParam } from '../../../hooks/use-page-param.ts';
import { downloadExcel } from '../lib/download.ts';
import { GovtListPage, lastDate } from './govt-list.tsx';

const LIMIT = PAGE_SIZE.govtJobs;

/** /admin/govt-job: government and other jobs, 20 per page, expired rows highlighted. */
export default function GovtJobsPage() {
  const { t } = useLingui();
  const [page, setPage] = usePageParam();
  const query = useGovtJobs(page, LIMIT);
  return (
    <GovtListPage<GovtJobItem>
      noun="Job"
      description={t`Government and other public-sector jobs shown to members and students. Rows past their end date are marked expired.`}
      query={query}
      page={page}
      limit={LIMIT}
      onPageChange={setPage}
      onDownload={() => downloadExcel(exportGovtJobs, { query: { isExpiry: true } })}
      editPath={(code) => `/admin/govt-job/${code}`}
      middle={[inEnglish({ accessor: 'jobPost', title: t`Post`, width: 160 })]}
      after={[
        inEnglish({ accessor: 'vacancy', title: t`Vacancy` }),
        { accessor: 'endDate', title: t`Last date`, noWrap: true, render: (row) => lastDate(row.endDate) },
      ]}
      trailing={[
        {
          accessor: 'createdOn',
          title: t`Posted on`,
          noWrap: true,
          render: (row) => formatDate(row.createdOn),
        },
      ]}
    />
  );
}
