import { Alert, Anchor, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type AdminTrainingRow, exportAdminTrainings, GRID_TRUNCATE } from '@pp/contract/admin';
import { PAGE_SIZE } from '@pp/contract/constants';
import { formatDate, formatStipend } from '@pp/contract/format';
import { setTrainingStatus } from '@pp/contract/trainings';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { adminKeys, useAdminTrainings } from '../../../api/admin.ts';
import { confirmAction } from '../../../components/confirm.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { IconSearch } from '../../../components/icons.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { Pager } from '../../../components/pager.tsx';
import { ReadMore } from '../../../components/read-more.tsx';
import { call } from '../../../lib/api.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { DateRangeBar, type DayRange, defaultRange } from '../components/date-range-bar.tsx';
import { ExcelButton } from '../components/excel-button.tsx';
import { ListStates } from '../components/list-states.tsx';
import { epochOfIsoDay } from '../lib/dates.ts';
import { downloadExcel } from '../lib/download.ts';
import { useListFilter } from '../lib/list-filter.ts';

const LIMIT = PAGE_SIZE.admin;
const T = GRID_TRUNCATE;
export const TRAINING_STATUS_LABEL = { active: 'Open', blocked: 'Closed' } as const;

function searchFields(row: AdminTrainingRow) {
  return [
    row.companyName,
    row.title,
    row.qualification,
    row.location,
    formatDate(row.createdOn),
    formatDate(row.trainingStartDate),
    formatDate(row.trainingEndDate),
  ];
}

/** /admin/training: every training employers posted in a date range, with status and applicants. */
export default function TrainingsSummaryPage() {
  const [range, setRange] = useState<DayRange>(defaultRange);
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const client = useQueryClient();
  const query = {
    page,
    limit: LIMIT,
    startDate: epochOfIsoDay(range.start),
    endDate: epochOfIsoDay(range.end),
  };
  const trainings = useAdminTrainings(query);
  const filtered = useListFilter(trainings.data?.list ?? [], text, searchFields);

  const toggle = async (row: AdminTrainingRow) => {
    const next = row.status === 'active' ? 'blocked' : 'active';
    const confirmed = await confirmAction({
      title: next === 'blocked' ? 'Close training' : 'Open training',
      message: `${next === 'blocked' ? 'Close' : 'Open'} “${row.title}” (${row.companyName})? ${
        next === 'blocked'
          ? 'Students will no longer be able to apply.'
          : 'Students will be able to apply again.'
      }`,
      confirmLabel: next === 'blocked' ? 'Close training' : 'Open training',
      danger: next === 'blocked',
    });
    if (!confirmed) return;
    setBusy(row.code);
    try {
      const result = await call(setTrainingStatus, { body: { trainingCode: row.code, status: next } });
      client.setQueryData([...adminKeys.trainings, query], (old: typeof trainings.data) =>
        old
          ? {
              ...old,
              list: old.list.map((t) =>
                t.code === result.trainingCode ? { ...t, status: result.status } : t,
              ),
            }
          : old,
      );
      notifySuccess(result.Message);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <PageFrame
      title="Summary of Training(s) Posted"
      description="Trainings posted by employers in the chosen dates (at most 15 days at a time)."
      breadcrumbs={[
        { label: 'Dashboard', to: '/admin/dashbaord' },
        { label: 'Summary of Training(s) Posted' },
      ]}
      size="xl"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <DateRangeBar
            initial={range}
            searching={trainings.isFetching}
            onSearch={(next) => {
              setRange(next);
              setPage(1);
              void client.invalidateQueries({ queryKey: adminKeys.trainings });
            }}
          />
          <ExcelButton
            onDownload={() =>
              downloadExcel(exportAdminTrainings, {
                query: { startDate: query.startDate, endDate: query.endDate },
              })
            }
          />
        </Group>
        <TextInput
          label="Search in this list"
          placeholder="Company, title, qualification, location or date"
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maw={480}
        />
        <ListStates query={trainings} what="trainings">
          {(data) => (
            <Stack gap="xs">
              <Text size="sm" c="dimmed">
                {data.total} training(s) posted between the chosen dates
              </Text>
              {filtered.noMatch && (
                <Alert variant="light" color="yellow" role="status">
                  No training on this page matches “{text.trim()}”; showing all of them.
                </Alert>
              )}
              <DataTable<AdminTrainingRow>
                withTableBorder
                borderRadius="md"
                striped
                highlightOnHover
                records={filtered.rows}
                idAccessor="code"
                columns={[
                  {
                    accessor: 'companyName',
                    title: 'Company name',
                    width: 160,
                    render: (r) => (
                      <Stack gap={2}>
                        <ReadMore text={r.companyName} max={T.companyName} title="Company name" />
                        <Anchor component={Link} to={`/admin/corporate/detail-${r.companyCode}`} size="xs">
                          View employer
                        </Anchor>
                      </Stack>
                    ),
                  },
                  {
                    accessor: 'title',
                    title: 'Title',
                    width: 130,
                    render: (r) => (
                      <Stack gap={2}>
                        <ReadMore text={r.title} max={T.title} title="Title" />
                        <Anchor component={Link} to={`/admin/training/${r.code}`} size="xs">
                          Details
                        </Anchor>
                      </Stack>
                    ),
                  },
                  {
                    accessor: 'address',
                    title: 'Address',
                    width: 110,
                    render: (r) => <ReadMore text={r.address} max={T.address} title="Address" />,
                  },
                  {
                    accessor: 'location',
                    title: 'Location',
                    width: 120,
                    render: (r) => r.location.join(', '),
                  },
                  {
                    accessor: 'qualification',
                    title: 'Qualification',
                    width: 120,
                    render: (r) => (
                      <ReadMore text={r.qualification} max={T.qualification} title="Qualification" />
                    ),
                  },
                  {
                    accessor: 'stipend',
                    title: 'Stipend',
                    noWrap: true,
                    render: (r) => formatStipend(r.stipend),
                  },
                  {
                    accessor: 'trainingStartDate',
                    title: 'Application start',
                    noWrap: true,
                    render: (r) => formatDate(r.trainingStartDate),
                  },
                  {
                    accessor: 'trainingEndDate',
                    title: 'Application end',
                    noWrap: true,
                    render: (r) => formatDate(r.trainingEndDate),
                  },
                  {
                    accessor: 'description',
                    title: 'Description',
                    width: 120,
                    render: (r) => (
                      <ReadMore text={r.description} html max={T.description} title="Description" />
                    ),
                  },
                  {
                    accessor: 'createdOn',
                    title: 'Date of posting',
                    noWrap: true,
                    render: (r) => formatDate(r.createdOn),
                  },
                  {
                    accessor: 'status',
                    title: 'Status',
                    render: (r) => (
                      <Group gap={6} wrap="nowrap">
                        <Badge color={r.status === 'active' ? 'green' : 'gray'} variant="light">
                          {TRAINING_STATUS_LABEL[r.status]}
                        </Badge>
                        <Button
                          size="compact-xs"
                          variant="default"
                          loading={busy === r.code}
                          onClick={() => void toggle(r)}
                          aria-label={`${r.status === 'active' ? 'Close' : 'Open'} ${r.title}`}
                        >
                          {r.status === 'active' ? 'Close' : 'Open'}
                        </Button>
                      </Group>
                    ),
                  },
                  {
                    accessor: 'applicationCount',
                    title: 'Applicants',
                    textAlign: 'center',
                    render: (r) => (
                      <Anchor
                        component={Link}
                        to={`/admin/training/applicant-${r.code}`}
                        aria-label={`Applicants of ${r.title}: ${r.applicationCount}`}
                      >
                        {r.applicationCount}
                      </Anchor>
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
      </Stack>
    </PageFrame>
  );
}
