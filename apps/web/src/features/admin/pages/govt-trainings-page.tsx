import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { PAGE_SIZE } from '@pp/contract/constants';
import { formatDate } from '@pp/contract/format';
import { exportGovtTrainings, GOVT_PREVIEW_CHARS, type GovtTrainingItem } from '@pp/contract/govt';
import { DataTable } from 'mantine-datatable';
import { Link } from 'react-router';
import { IconPencil, IconPlus } from '../../../components/icons.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { Pager } from '../../../components/pager.tsx';
import { ReadMore } from '../../../components/read-more.tsx';
import { usePageParam } from '../../announcements/use-page-param.ts';
import { useGovtTrainings } from '../api.ts';
import classes from '../components/admin-table.module.css';
import { ExcelButton } from '../components/excel-button.tsx';
import { ExpiredBadge } from '../components/expired-badge.tsx';
import { ListStates } from '../components/list-states.tsx';
import { downloadExcel } from '../lib/download.ts';

const LIMIT = PAGE_SIZE.govtTrainings;

/** /admin/govt-training: government trainings, 20 per page; the Excel holds the page shown. */
export default function GovtTrainingsPage() {
  const [page, setPage] = usePageParam();
  const query = useGovtTrainings(page, LIMIT);
  return (
    <PageFrame
      title="Government Training(s)"
      description="Trainings offered by government and public bodies. Rows past their end date are marked expired."
      breadcrumbs={[{ label: 'Dashboard', to: '/admin/dashbaord' }, { label: 'Government Training(s)' }]}
      actions={
        <>
          <Button component={Link} to="/admin/govt-traning/add" leftSection={<IconPlus size={16} />}>
            Add training
          </Button>
          <Button
            component={Link}
            to="/admin/govt-job/add"
            variant="default"
            leftSection={<IconPlus size={16} />}
          >
            Add job
          </Button>
          <ExcelButton
            onDownload={() =>
              downloadExcel(exportGovtTrainings, { query: { isExpiry: true, page, limit: LIMIT } })
            }
          />
        </>
      }
      size="xl"
    >
      <ListStates query={query} what="government trainings">
        {(data) => (
          <Stack gap={0}>
            <Text size="sm" c="dimmed" mb="xs">
              {data.total} training(s)
            </Text>
            <DataTable<GovtTrainingItem>
              withTableBorder
              borderRadius="md"
              highlightOnHover
              records={data.list}
              idAccessor="code"
              rowClassName={(row) => (row.status === 'expired' ? classes.expired : undefined)}
              columns={[
                {
                  accessor: 'title',
                  title: 'Title',
                  width: 220,
                  render: (row) => (
                    <Stack gap={4} align="flex-start">
                      <Text size="sm" fw={600}>
                        {row.title}
                      </Text>
                      {row.status === 'expired' && <ExpiredBadge />}
                      <Anchor
                        component={Link}
                        to={`/admin/govt-traning/${row.code}`}
                        size="sm"
                        aria-label={`Edit ${row.title}`}
                      >
                        <Group gap={4} wrap="nowrap">
                          <IconPencil size={14} />
                          <span>Edit</span>
                        </Group>
                      </Anchor>
                    </Stack>
                  ),
                },
                { accessor: 'companyName', title: 'Organisation', width: 200 },
                { accessor: 'designation', title: 'Designation', width: 150 },
                {
                  accessor: 'location',
                  title: 'Location',
                  width: 160,
                  render: (row) => row.location.join(', '),
                },
                { accessor: 'stipend', title: 'Stipend', width: 140 },
                { accessor: 'minimumQualificationName', title: 'Minimum qualification', width: 180 },
                {
                  accessor: 'trainingEndDate',
                  title: 'Last date',
                  noWrap: true,
                  render: (row) => (row.trainingEndDate ? formatDate(row.trainingEndDate) : '-'),
                },
                {
                  accessor: 'description',
                  title: 'Description',
                  width: 200,
                  render: (row) => (
                    <ReadMore text={row.description} html max={GOVT_PREVIEW_CHARS} title={row.title} />
                  ),
                },
              ]}
            />
            <Pager
              page={page}
              pageSize={LIMIT}
              count={data.list.length}
              total={data.total}
              onChange={setPage}
            />
          </Stack>
        )}
      </ListStates>
    </PageFrame>
  );
}
