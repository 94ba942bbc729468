import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import {
  type AdminJobRow,
  type AdminTrainingRow,
  exportAdminJobs,
  exportAdminTrainings,
  GRID_TRUNCATE,
} from '@pp/contract/admin';
import { JOB_STATUS_LABEL, PAGE_SIZE } from '@pp/contract/constants';
import {
  formatDate,
  formatExperienceRange,
  formatSalaryRange,
  formatStipend,
  salaryLabel,
} from '@pp/contract/format';
import { JOB_TRANSITIONS } from '@pp/contract/jobs';
import { trainingStatusLabel } from '@pp/contract/trainings';
import { type UseQueryResult, useQueryClient } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  adminKeys,
  useAdminJobStatus,
  useAdminJobs,
  useAdminTrainingStatus,
  useAdminTrainings,
  useSoftDeleteJob,
} from '../../../api/admin.ts';
import { type ConfirmOptions, confirmAction } from '../../../components/confirm.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { IconSearch, IconTrash } from '../../../components/icons.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { ListPager } from '../../../components/pager.tsx';
import { ReadMore } from '../../../components/read-more.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { DateRangeBar, type DayRange, defaultRange } from '../components/date-range-bar.tsx';
import { ExcelButton } from '../components/excel-button.tsx';
import { ListStates } from '../components/list-states.tsx';
import { StatusMenu } from '../components/status-menu.tsx';
import { epochOfIsoDay } from '../lib/dates.ts';
import { downloadExcel } from '../lib/download.ts';
import { useListFilter } from '../lib/list-filter.ts';

const LIMIT = PAGE_SIZE.admin;
const T = GRID_TRUNCATE;

/** What both summaries' rows have. */
interface SummaryRow {
  code: string;
  title: string;
  companyName: string;
  companyCode: string;
  applicationCount: number;
}

interface DateWindow {
  startDate: number;
  endDate: number;
}

/** A confirmed change of one row: asks, runs, shows the server's message or its refusal. */
type RowAction = (row: SummaryRow, ask: ConfirmOptions, perform: () => Promise<{ Message: string }>) => void;

/** What makes the jobs summary and the trainings summary differ. */
interface SummaryKind<R extends SummaryRow> {
  /** The page's title and last breadcrumb. */
  title: string;
  description: string;
  /** 'job' / 'jobs' in the texts of the page. */
  one: string;
  many: string;
  placeholder: string;
  useList: (
    query: DateWindow & { page: number; limit: number },
  ) => UseQueryResult<{ list: R[]; total: number }>;
  listKey: readonly string[];
  download: (dates: DateWindow) => Promise<void>;
  searchFields: (row: R) => (string | string[])[];
  /** The kind's columns, status control and delete included (hooks allowed: called once a render). */
  useColumns: (act: RowAction, busy: string | null) => DataTableColumn<R>[];
}

const companyColumn: DataTableColumn<SummaryRow> = {
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
};

function applicantsColumn(kind: 'job' | 'training'): DataTableColumn<SummaryRow> {
  return {
    accessor: 'applicationCount',
    title: 'Applicants',
    textAlign: 'center',
    render: (r) => (
      <Anchor
        component={Link}
        to={`/admin/${kind}/applicant-${r.code}`}
        aria-label={`Applicants of ${r.title}: ${r.applicationCount}`}
      >
        {r.applicationCount}
      </Anchor>
    ),
  };
}

function dateColumn<R>(accessor: string, title: string, value: (row: R) => number): DataTableColumn<R> {
  return { accessor, title, noWrap: true, render: (r) => formatDate(value(r)) };
}

const JOBS: SummaryKind<AdminJobRow> = {
  title: 'Summary of Job(s) Posted',
  description: 'Jobs posted by employers in the chosen dates (at most 15 days at a time).',
  one: 'job',
  many: 'jobs',
  placeholder: 'Company, title, skill, qualification, location or date',
  useList: useAdminJobs,
  listKey: adminKeys.jobs,
  download: (dates) => downloadExcel(exportAdminJobs, { query: dates }),
  searchFields: (row) => [
    row.companyName,
    row.title,
    row.skill,
    row.additionalQualification,
    row.location,
    formatDate(row.createdOn),
    formatDate(row.startDate),
    formatDate(row.endDate),
  ],
  useColumns: (act, busy) => {
    const setStatus = useAdminJobStatus();
    const softDelete = useSoftDeleteJob();
    return [
      companyColumn,
      {
        accessor: 'title',
        title: 'Title',
        width: 110,
        render: (r) => <ReadMore text={r.title} max={T.title} title="Title" />,
      },
      {
        accessor: 'skill',
        title: 'Skill',
        width: 110,
        render: (r) => <ReadMore text={r.skill.join(', ')} max={T.skill} title="Skills" />,
      },
      {
        accessor: 'qualification',
        title: 'Qualification',
        width: 120,
        render: (r) => (
          <ReadMore
            text={[...r.qualification, ...r.additionalQualification].join(', ')}
            max={T.qualification}
            title="Qualification"
          />
        ),
      },
      {
        accessor: 'location',
        title: 'Location',
        width: 110,
        render: (r) => <ReadMore text={r.location.join(', ')} max={T.address} title="Location" />,
      },
      {
        accessor: 'experience',
        title: 'Experience (years)',
        noWrap: true,
        render: (r) => formatExperienceRange(r.minExperienceInMonths, r.maxExperienceInMonths),
      },
      {
        accessor: 'salary',
        title: salaryLabel(),
        noWrap: true,
        render: (r) => formatSalaryRange(r.minSalary, r.maxSalary, r.salaryCurrency),
      },
      {
        accessor: 'description',
        title: 'Description',
        width: 120,
        render: (r) => <ReadMore text={r.description} html max={T.description} title="Job description" />,
      },
      dateColumn('createdOn', 'Posted on', (r) => r.createdOn),
      dateColumn('startDate', 'Start date', (r) => r.startDate),
      dateColumn('endDate', 'End date', (r) => r.endDate),
      {
        accessor: 'status',
        title: 'Status',
        render: (r) => (
          <StatusMenu
            value={r.status}
            labels={JOB_STATUS_LABEL}
            options={JOB_TRANSITIONS.admin[r.status]}
            onChoose={(status) =>
              act(
                r,
                {
                  title: 'Change job status',
                  message: `Change the status of “${r.title}” (${r.companyName}) from ${JOB_STATUS_LABEL[r.status]} to ${JOB_STATUS_LABEL[status]}?`,
                  confirmLabel: `Yes, ${JOB_STATUS_LABEL[status]}`,
                },
                () => setStatus.mutateAsync({ jobCode: r.code, status }),
              )
            }
            busy={busy === r.code}
            subject={r.title}
          />
        ),
      },
      applicantsColumn('job'),
      {
        accessor: 'delete',
        title: 'Delete',
        textAlign: 'center',
        render: (r) =>
          r.status === 'onHold' && r.applicationCount === 0 ? (
            <Tooltip label="Delete this job" withArrow>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() =>
                  act(
                    r,
                    {
                      title: 'Delete job',
                      message: `Delete “${r.title}” (${r.companyName})? It is on hold and nobody has applied; it will no longer be shown anywhere.`,
                      confirmLabel: 'Delete',
                      danger: true,
                    },
                    () => softDelete.mutateAsync(r.code),
                  )
                }
                loading={busy === r.code}
                aria-label={`Delete ${r.title}`}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          ) : null,
      },
    ];
  },
};

const TRAININGS: SummaryKind<AdminTrainingRow> = {
  title: 'Summary of Training(s) Posted',
  description: 'Trainings posted by employers in the chosen dates (at most 15 days at a time).',
  one: 'training',
  many: 'trainings',
  placeholder: 'Company, title, qualification, location or date',
  useList: useAdminTrainings,
  listKey: adminKeys.trainings,
  download: (dates) => downloadExcel(exportAdminTrainings, { query: dates }),
  searchFields: (row) => [
    row.companyName,
    row.title,
    row.qualification,
    row.location,
    formatDate(row.createdOn),
    formatDate(row.trainingStartDate),
    formatDate(row.trainingEndDate),
  ],
  useColumns: (act, busy) => {
    const setStatus = useAdminTrainingStatus();
    return [
      companyColumn,
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
      { accessor: 'location', title: 'Location', width: 120, render: (r) => r.location.join(', ') },
      {
        accessor: 'qualification',
        title: 'Qualification',
        width: 120,
        render: (r) => <ReadMore text={r.qualification} max={T.qualification} title="Qualification" />,
      },
      { accessor: 'stipend', title: 'Stipend', noWrap: true, render: (r) => formatStipend(r.stipend) },
      dateColumn('trainingStartDate', 'Application start', (r) => r.trainingStartDate),
      dateColumn('trainingEndDate', 'Application end', (r) => r.trainingEndDate),
      {
        accessor: 'description',
        title: 'Description',
        width: 120,
        render: (r) => <ReadMore text={r.description} html max={T.description} title="Description" />,
      },
      dateColumn('createdOn', 'Date of posting', (r) => r.createdOn),
      {
        accessor: 'status',
        title: 'Status',
        render: (r) => {
          const closing = r.status === 'active';
          return (
            <Group gap={6} wrap="nowrap">
              {/* An expired training is never shown as Open (spec 3 section 4). */}
              <Badge
                color={trainingStatusLabel(r, Date.now() / 1000) === 'Open' ? 'green' : 'gray'}
                variant="light"
              >
                {trainingStatusLabel(r, Date.now() / 1000)}
              </Badge>
              <Button
                size="compact-xs"
                variant="default"
                loading={busy === r.code}
                onClick={() =>
                  act(
                    r,
                    {
                      title: closing ? 'Close training' : 'Open training',
                      message: `${closing ? 'Close' : 'Open'} “${r.title}” (${r.companyName})? ${
                        closing
                          ? 'Students will no longer be able to apply.'
                          : 'Students will be able to apply again.'
                      }`,
                      confirmLabel: closing ? 'Close training' : 'Open training',
                      danger: closing,
                    },
                    () =>
                      setStatus.mutateAsync({ trainingCode: r.code, status: closing ? 'blocked' : 'active' }),
                  )
                }
                aria-label={`${closing ? 'Close' : 'Open'} ${r.title}`}
              >
                {closing ? 'Close' : 'Open'}
              </Button>
            </Group>
          );
        },
      },
      applicantsColumn('training'),
    ];
  },
};

/** The summary screen of one kind: date range, Excel, search in the page, the table, the pager. */
function PostingsSummary<R extends SummaryRow>({ kind }: { kind: SummaryKind<R> }) {
  const [range, setRange] = useState<DayRange>(defaultRange);
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const client = useQueryClient();
  const dates = { startDate: epochOfIsoDay(range.start), endDate: epochOfIsoDay(range.end) };
  const list = kind.useList({ page, limit: LIMIT, ...dates });
  const filtered = useListFilter(list.data?.list ?? [], text, kind.searchFields);

  const act: RowAction = async (row, ask, perform) => {
    if (!(await confirmAction(ask))) return;
    setBusy(row.code);
    try {
      notifySuccess((await perform()).Message);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(null);
    }
  };
  const columns = kind.useColumns(act, busy);

  return (
    <PageFrame
      title={kind.title}
      description={kind.description}
      breadcrumbs={[{ label: 'Dashboard', to: '/admin/dashbaord' }, { label: kind.title }]}
      size="xl"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <DateRangeBar
            initial={range}
            searching={list.isFetching}
            onSearch={(next) => {
              setRange(next);
              setPage(1);
              void client.invalidateQueries({ queryKey: kind.listKey });
            }}
          />
          <ExcelButton onDownload={() => kind.download(dates)} />
        </Group>
        <TextInput
          label="Search in this list"
          placeholder={kind.placeholder}
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maw={480}
        />
        <ListStates query={list} what={kind.many}>
          {(data) => (
            <Stack gap="xs">
              <Text size="sm" c="dimmed">
                {data.total} {kind.one}(s) posted between the chosen dates
              </Text>
              {filtered.noMatch && (
                <Alert variant="light" color="yellow" role="status">
                  No {kind.one} on this page matches “{text.trim()}”; showing all of them.
                </Alert>
              )}
              <DataTable<R>
                withTableBorder
                borderRadius="md"
                striped
                highlightOnHover
                records={filtered.rows}
                idAccessor="code"
                columns={columns}
              />
              <ListPager data={data} page={page} pageSize={LIMIT} onChange={setPage} />
            </Stack>
          )}
        </ListStates>
      </Stack>
    </PageFrame>
  );
}

/**
 * /admin/job and /admin/training: every job (training) employers posted in a date range, with
 * its status control, applicants and (jobs on hold without applicants) delete.
 */
export default function PostingsSummaryPage({ kind }: { kind: 'job' | 'training' }) {
  return kind === 'job' ? <PostingsSummary kind={JOBS} /> : <PostingsSummary kind={TRAININGS} />;
}
