import { useLingui } from '@lingui/react/macro';
import { PAGE_SIZE } from '@pp/contract/constants';
import { exportGovtTrainings, type GovtTrainingItem } from '@pp/contract/govt';
import { useGovtTrainings } from '../../../api/admin.ts';
import { inEnglish } from '../../../components/data-table.tsx';
import { usePageParam } from '../../../hooks/use-page-param.ts';
import { downloadExcel } from '../lib/download.ts';
import { GovtListPage, lastDate } from './govt-list.tsx';

const LIMIT = PAGE_SIZE.govtTrainings;

/** /admin/govt-training: government trainings, 20 per page; the Excel holds the page shown. */
export default function GovtTrainingsPage() {
  const { t } = useLingui();
  const [page, setPage] = usePageParam();
  const query = useGovtTrainings(page, LIMIT);
  return (
    <GovtListPage<GovtTrainingItem>
      noun="Training"
      description={t`Trainings offered by government and public bodies. Rows past their end date are marked expired.`}
      query={query}
      page={page}
      limit={LIMIT}
      onPageChange={setPage}
      onDownload={() => downloadExcel(exportGovtTrainings, { query: { isExpiry: true, page, limit: LIMIT } })}
      editPath={(code) => `/admin/govt-traning/${code}`}
      middle={[inEnglish({ accessor: 'designation', title: t`Designation`, width: 150 })]}
      after={[
        inEnglish({ accessor: 'stipend', title: t`Stipend`, width: 140 }),
        inEnglish({ accessor: 'minimumQualificationName', title: t`Minimum qualification`, width: 180 }),
        {
          accessor: 'trainingEndDate',
          title: t`Last date`,
          noWrap: true,
          render: (row) => lastDate(row.trainingEndDate),
        },
      ]}
    />
  );
}
