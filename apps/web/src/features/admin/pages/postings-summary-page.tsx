import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { MSG } from '@pp/contract/messages';
import { trainingStatusLabel } from '@pp/contract/trainings';
import { type UseQueryResult, useQueryClient } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { type ReactNode, useState } from 'react';
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
import { DataTable, inEnglish } from '../../../components/data-table.tsx';
import { IconSearch, IconTrash } from '../../../components/icons.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { ListPager } from '../../../components/pager.tsx';
import { ReadMore } from '../../../components/read-more.tsx';
import { useMessageText } from '../../../i18n/message-text.ts';
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

/** The texts of a summary page that name its kind (jobs or trainings). */
interface SummaryTexts {
  /** The page's title and last breadcrumb. */
  title: MessageDescriptor;
  description: MessageDescriptor;
  placeholder: MessageDescriptor;
  loading: MessageDescriptor;
  /** The error state's title: a catalogue message, or a contract message the spec words (a string). */
  error: MessageDescriptor | string;
}

/** What makes the jobs summary and the trainings summary differ. */
interface SummaryKind<R extends SummaryRow> {
  texts: SummaryTexts;
  /** '12 job(s) posted between the chosen dates'. */
  Count: (props: { total: number }) => ReactNode;
  /** The note when the search in the page matches no row. */
  NoMatch: (props: { text: string }) => ReactNode;
  useList: (
    query: DateWindow & { page: number; limit: number },
  ) => UseQueryResult<{ list: R[]; total: number }>;
  listKey: readonly string[];
  download: (dates: DateWindow) => Promise<void>;
  searchFields: (row: R) => (string | string[])[];
  /**
   * The columns shown after 'More columns': with all of them the jobs grid was 1 619 px wide at
   * 1 366 px, Status, Applicants and Delete off-screen until one scrolled sideways.
   */
  moreColumns: readonly string[];
  /** The kind's columns, status control and delete included (hooks allowed: called once a render). */
  useColumns: (act: RowAction, busy: string | null) => DataTableColumn<R>[];
}

/** The columns both summaries have (company, applicants), titled in the reader's language. */
function useSummaryColumns() {
  const { t } = useLingui();
  const company: DataTableColumn<SummaryRow> = {
    accessor: 'companyName',
    title: t`Company name`,
    width: 160,
    render: (r) => (
      <Stack gap={2}>
        <ReadMore text={r.companyName} max={T.companyName} title={t`Company name`} of={r.title} />
        <Anchor component={Link} to={`/admin/corporate/detail-${r.companyCode}`} size="xs">
          <Trans>View employer</Trans>
        </Anchor>
      </Stack>
    ),
  };
  const applicants = (kind: 'job' | 'training'): DataTableColumn<SummaryRow> => ({
    accessor: 'applicationCount',
    title: t`Applicants`,
    textAlign: 'center',
    render: (r) => {
      const title = r.title;
      const count = r.applicationCount;
      return (
        <Anchor
          component={Link}
          to={`/admin/${kind}/applicant-${r.code}`}
          aria-label={t`Applicants of ${title}: ${count}`}
        >
          {count}
        </Anchor>
      );
    },
  });
  return { company, applicants };
}

function dateColumn<R>(accessor: string, title: string, value: (row: R) => number): DataTableColumn<R> {
  return { accessor, title, noWrap: true, render: (r) => formatDate(value(r)) };
}

const JOBS: SummaryKind<AdminJobRow> = {
  texts: {
    title: msg`Summary of Job(s) Posted`,
    description: msg`Jobs posted by employers in the chosen dates (at most 15 days at a time).`,
    placeholder: msg`Company, title, skill, qualification, location or date`,
    loading: msg`Loading jobs...`,
    // Spec 2 section 8: 'A failed job list fetch: Error fetching job data. Please try again.'
    error: MSG.jobFetchError,
  },
  Count: ({ total }) => <Trans>{total} job(s) posted between the chosen dates</Trans>,
  NoMatch: ({ text }) => <Trans>No job on this page matches “{text}”; showing all of them.</Trans>,
  useList: useAdminJobs,
  moreColumns: ['qualification', 'experience', 'salary', 'description', 'startDate', 'endDate'],
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
    const { t } = useLingui();
    const tm = useMessageText();
    const shared = useSummaryColumns();
    const setStatus = useAdminJobStatus();
    const softDelete = useSoftDeleteJob();
    return [
      shared.company,
      {
        accessor: 'title',
        title: t`Title`,
        width: 110,
        render: (r) => <ReadMore text={r.title} max={T.title} title={t`Title`} of={r.companyName} />,
      },
      {
        accessor: 'skill',
        title: t`Skill`,
        width: 110,
        render: (r) => <ReadMore text={r.skill.join(', ')} max={T.skill} title={t`Skills`} of={r.title} />,
      },
      {
        accessor: 'qualification',
        title: t`Qualification`,
        width: 120,
        render: (r) => (
          <ReadMore
            text={[...r.qualification, ...r.additionalQualification].join(', ')}
            max={T.qualification}
            title={t`Qualification`}
            of={r.title}
          />
        ),
      },
      {
        accessor: 'location',
        title: t`Location`,
        width: 110,
        render: (r) => (
          <ReadMore text={r.location.join(', ')} max={T.address} title={t`Location`} of={r.title} />
        ),
      },
      {
        accessor: 'experience',
        title: t`Experience (years)`,
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
        title: t`Description`,
        width: 120,
        render: (r) => (
          <ReadMore text={r.description} html max={T.description} title={t`Job description`} of={r.title} />
        ),
      },
      dateColumn('createdOn', t`Posted on`, (r) => r.createdOn),
      dateColumn('startDate', t`Start date`, (r) => r.startDate),
      dateColumn('endDate', t`End date`, (r) => r.endDate),
      {
        accessor: 'status',
        title: t`Status`,
        render: (r) => {
          const { title, companyName: company } = r;
          const from = tm(JOB_STATUS_LABEL[r.status]);
          return (
            <StatusMenu
              value={r.status}
              labels={JOB_STATUS_LABEL}
              options={JOB_TRANSITIONS.admin[r.status]}
              onChoose={(status) => {
                const to = tm(JOB_STATUS_LABEL[status]);
                act(
                  r,
                  {
                    title: t`Change job status`,
                    message: t`Change the status of “${title}” (${company}) from ${from} to ${to}?`,
                    confirmLabel: t`Yes, ${to}`,
                  },
                  () => setStatus.mutateAsync({ jobCode: r.code, status }),
                );
              }}
              busy={busy === r.code}
              subject={title}
            />
          );
        },
      },
      shared.applicants('job'),
      {
        accessor: 'delete',
        title: t`Delete`,
        textAlign: 'center',
        render: (r) => {
          if (r.status !== 'onHold' || r.applicationCount !== 0) return null;
          const { title, companyName: company } = r;
          return (
            <Tooltip label={t`Delete this job`} withArrow>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() =>
                  act(
                    r,
                    {
                      title: t`Delete job`,
                      message: t`Delete “${title}” (${company})? It is on hold and nobody has applied; it will no longer be shown anywhere.`,
                      confirmLabel: t`Delete`,
                      danger: true,
                    },
                    () => softDelete.mutateAsync(r.code),
                  )
                }
                loading={busy === r.code}
                aria-label={t`Delete ${title}`}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          );
        },
      },
    ];
  },
};

const TRAININGS: SummaryKind<AdminTrainingRow> = {
  texts: {
    title: msg`Summary of Training(s) Posted`,
    description: msg`Trainings posted by employers in the chosen dates (at most 15 days at a time).`,
    placeholder: msg`Company, title, qualification, location or date`,
    loading: msg`Loading trainings...`,
    error: msg`Could not load the trainings`,
  },
  Count: ({ total }) => <Trans>{total} training(s) posted between the chosen dates</Trans>,
  NoMatch: ({ text }) => <Trans>No training on this page matches “{text}”; showing all of them.</Trans>,
  useList: useAdminTrainings,
  moreColumns: ['address', 'qualification', 'stipend', 'description', 'trainingStartDate', 'trainingEndDate'],
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
    const { t } = useLingui();
    const tm = useMessageText();
    const shared = useSummaryColumns();
    const setStatus = useAdminTrainingStatus();
    return [
      shared.company,
      {
        accessor: 'title',
        title: t`Title`,
        width: 130,
        render: (r) => (
          <Stack gap={2}>
            <ReadMore text={r.title} max={T.title} title={t`Title`} of={r.companyName} />
            <Anchor component={Link} to={`/admin/training/${r.code}`} size="xs">
              <Trans>Details</Trans>
            </Anchor>
          </Stack>
        ),
      },
      {
        accessor: 'address',
        title: t`Address`,
        width: 110,
        render: (r) => <ReadMore text={r.address} max={T.address} title={t`Address`} of={r.title} />,
      },
      inEnglish({
        accessor: 'location',
        title: t`Location`,
        width: 120,
        render: (r) => r.location.join(', '),
      }),
      {
        accessor: 'qualification',
        title: t`Qualification`,
        width: 120,
        render: (r) => (
          <ReadMore text={r.qualification} max={T.qualification} title={t`Qualification`} of={r.title} />
        ),
      },
      { accessor: 'stipend', title: t`Stipend`, noWrap: true, render: (r) => formatStipend(r.stipend) },
      dateColumn('trainingStartDate', t`Application start`, (r) => r.trainingStartDate),
      dateColumn('trainingEndDate', t`Application end`, (r) => r.trainingEndDate),
      {
        accessor: 'description',
        title: t`Description`,
        width: 120,
        render: (r) => (
          <ReadMore text={r.description} html max={T.description} title={t`Description`} of={r.title} />
        ),
      },
      dateColumn('createdOn', t`Date of posting`, (r) => r.createdOn),
      {
        accessor: 'status',
        title: t`Status`,
        render: (r) => {
          const closing = r.status === 'active';
          const { title, companyName: company } = r;
          // The colour goes by the contract's English label; the reader sees it in their language.
          const shown = trainingStatusLabel(r, Date.now() / 1000);
          return (
            <Group gap={6} wrap="nowrap">
              {/* An expired training is never shown as Open (spec 3 section 4). */}
              <Badge color={shown === 'Open' ? 'green' : 'gray'} variant="light">
                {tm(shown)}
              </Badge>
              <Button
                size="compact-xs"
                variant="default"
                loading={busy === r.code}
                onClick={() =>
                  act(
                    r,
                    {
                      title: closing ? t`Close training` : t`Open training`,
                      message: closing
                        ? t`Close “${title}” (${company})? Students will no longer be able to apply.`
                        : t`Open “${title}” (${company})? Students will be able to apply again.`,
                      confirmLabel: closing ? t`Close training` : t`Open training`,
                      danger: closing,
                    },
                    () =>
                      setStatus.mutateAsync({ trainingCode: r.code, status: closing ? 'blocked' : 'active' }),
                  )
                }
                aria-label={closing ? t`Close ${title}` : t`Open ${title}`}
              >
                {closing ? <Trans>Close</Trans> : <Trans>Open</Trans>}
              </Button>
            </Group>
          );
        },
      },
      shared.applicants('training'),
    ];
  },
};

/** The summary screen of one kind: date range, Excel, search in the page, the table, the pager. */
function PostingsSummary<R extends SummaryRow>({ kind }: { kind: SummaryKind<R> }) {
  const { t, i18n } = useLingui();
  const tm = useMessageText();
  const title = i18n._(kind.texts.title);
  const { error } = kind.texts;
  const { Count, NoMatch } = kind;
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
      title={title}
      description={i18n._(kind.texts.description)}
      breadcrumbs={[{ label: t`Dashboard`, to: '/admin/dashbaord' }, { label: title }]}
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
          label={t`Search in this list`}
          placeholder={i18n._(kind.texts.placeholder)}
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maw={480}
        />
        <ListStates
          query={list}
          loadingLabel={i18n._(kind.texts.loading)}
          errorTitle={typeof error === 'string' ? tm(error) : i18n._(error)}
        >
          {(data) => (
            <Stack gap="xs">
              <Text size="sm" c="dimmed">
                <Count total={data.total} />
              </Text>
              {filtered.noMatch && (
                <Alert variant="light" color="yellow" role="status">
                  <NoMatch text={text.trim()} />
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
                moreColumns={kind.moreColumns}
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
