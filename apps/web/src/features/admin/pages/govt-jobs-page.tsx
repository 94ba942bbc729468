import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { PAGE_SIZE } from '@pp/contract/constants';
import { formatDate } from '@pp/contract/format';
import { exportGovtJobs, GOVT_PREVIEW_CHARS, type GovtJobItem } from '@pp/contract/govt';
import { DataTable } from 'mantine-datatable';
import { Link } from 'react-router';
import { IconPencil, IconPlus } from '../../../components/icons.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { Pager } from '../../../components/pager.tsx';
import { ReadMore } from '../../../components/read-more.tsx';
import { usePageParam } from '../../announcements/use-page-param.ts';
import { useGovtJobs } from '../api.ts';
import classes from '../components/admin-table.module.css';
import { ExcelButton } from '../components/excel-button.tsx';
import { ExpiredBadge } from '../components/expired-badge.tsx';
import { ListStates } from '../components/list-states.tsx';
import { downloadExcel } from '../lib/download.ts';

const LIMIT = PAGE_SIZE.govtJobs;

/** /admin/govt-job: government and other jobs, 20 per page, expired rows highlighted. */
export default function GovtJobsPage() {
  const [page, setPage] = usePageParam();
  const query = useGovtJobs(page, LIMIT);
  return (
    <PageFrame
      title="Government Job(s)"
      description="Government and other public-sector jobs shown to members and students. Rows past their end date are marked expired."
      breadcrumbs={[{ label: 'Dashboard', to: '/admin/dashbaord' }, { label: 'Government Job(s)' }]}
      actions={
        <>
          <Button component={Link} to="/admin/govt-job/add" leftSection={<IconPlus size={16} />}>
            Add job
          </Button>
          <Button
            component={Link}
            to="/admin/govt-traning/add"
            variant="default"
            leftSection={<IconPlus size={16} />}
          >
            Add training
          </Button>
          <ExcelButton onDownload={() => downloadExcel(exportGovtJobs, { query: { isExpiry: true } })} />
        </>
      }
      size="xl"
    >
      <ListStates query={query} what="government jobs">
        {(data) => (
          <Stack gap={0}>
            <Text size="sm" c="dimmed" mb="xs">
              {data.total} job(s)
            </Text>
            <DataTable<GovtJobItem>
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
                        to={`/admin/govt-job/${row.code}`}
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
                { accessor: 'jobPost', title: 'Post', width: 160 },
                {
                  accessor: 'location',
                  title: 'Location',
                  width: 160,
                  render: (row) => row.location.join(', '),
                },
                { accessor: 'vacancy', title: 'Vacancy' },
                {
                  accessor: 'endDate',
                  title: 'Last date',
                  noWrap: true,
                  render: (row) => (row.endDate ? formatDate(row.endDate) : '-'),
                },
                {
                  accessor: 'description',
                  title: 'Description',
                  width: 200,
                  render: (row) => (
                    <ReadMore text={row.description} html max={GOVT_PREVIEW_CHARS} title={row.title} />
                  ),
                },
                {
                  accessor: 'createdOn',
                  title: 'Posted on',
                  noWrap: true,
                  render: (row) => formatDate(row.createdOn),
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
