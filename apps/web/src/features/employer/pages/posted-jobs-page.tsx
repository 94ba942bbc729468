import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { PAGE_SIZE } from '@pp/contract/constants';
import { formatDate, formatExperienceRange, formatSalaryRange } from '@pp/contract/format';
import type { JobListItem } from '@pp/contract/jobs';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { IconPlus } from '../../../components/icons.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { Pager } from '../../../components/pager.tsx';
import { ReadMore } from '../../../components/read-more.tsx';
import { usePageParam } from '../../announcements/use-page-param.ts';
import { usePostedJobs } from '../api.ts';
import { JobStatusAction } from '../components/job-status-action.tsx';
import { JobSummaryCard } from '../components/summary-cards.tsx';
import { type PostedWindow, postedWindow } from '../lib/windows.ts';

const LIMIT = PAGE_SIZE.postedJobs;
/** Spec 3 section 9: descriptions cut at 20 characters in tables. */
const TABLE_CUT = 20;
const SKILL_CUT = 40;

type SortKey = 'companyName' | 'title' | 'location' | 'createdOn';

function locationOf(job: JobListItem): string {
  return job.location.length ? `${job.location.join(', ')} / ${job.countryName}` : job.countryName;
}

/** Sorting in the browser, as the spec's header clicks do (within the loaded page). */
function sortRows(rows: JobListItem[], status: DataTableSortStatus<JobListItem>): JobListItem[] {
  const key = status.columnAccessor as SortKey;
  const value = (job: JobListItem): string | number =>
    key === 'createdOn'
      ? job.createdOn
      : key === 'location'
        ? locationOf(job).toLowerCase()
        : job[key].toLowerCase();
  const sorted = [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    return x < y ? -1 : x > y ? 1 : 0;
  });
  return status.direction === 'desc' ? sorted.reverse() : sorted;
}

/**
 * /corporate/job ('Summary of Job(s) Posted', the last 180 days) and /corporate/jobOld (from
 * 2015-01-01 up to 180 days ago): the employer's own jobs, 10 a page, with status changes and
 * the applicant count linking to the applicants.
 */
export default function PostedJobsPage({ variant }: { variant: PostedWindow }) {
  const [page, setPage] = usePageParam();
  const [window] = useState(() => postedWindow(variant));
  const query = usePostedJobs(window, page, LIMIT);
  const [sortStatus, setSortStatus] = useState<DataTableSortStatus<JobListItem>>({
    columnAccessor: 'createdOn',
    direction: 'desc',
  });
  const rows = useMemo(() => sortRows(query.data?.list ?? [], sortStatus), [query.data, sortStatus]);
  const phone = useMediaQuery('(max-width: 48em)');
  const title = variant === 'recent' ? 'Summary of Job(s) Posted' : 'Summary of Job(s) Posted (older)';

  return (
    <PageFrame
      title={title}
      description={
        variant === 'recent'
          ? 'Jobs you posted in the last 180 days.'
          : 'Jobs you posted from 1 January 2015 up to 180 days ago.'
      }
      breadcrumbs={[{ label: 'Dashboard', to: '/corporate/dashboard' }, { label: title }]}
      actions={
        <>
          <Button component={Link} to="/corporate/job/add" leftSection={<IconPlus size={16} />}>
            Post a job
          </Button>
          <Button
            component={Link}
            to={variant === 'recent' ? '/corporate/jobOld' : '/corporate/job'}
            variant="default"
          >
            {variant === 'recent' ? 'Older jobs' : 'Recent jobs'}
          </Button>
        </>
      }
      size="xl"
    >
      {query.isPending ? (
        <LoadingState label="Loading" />
      ) : query.isError ? (
        <ErrorState
          title="Could not load your jobs"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.list.length === 0 && page === 1 ? (
        <EmptyState
          action={
            <Button component={Link} to="/corporate/job/add" leftSection={<IconPlus size={16} />}>
              Post a job
            </Button>
          }
        />
      ) : (
        <Stack gap={0}>
          <Text size="sm" c="dimmed" mb="xs">
            {query.data.total} job(s)
          </Text>
          {phone ? (
            <Stack gap="sm" aria-busy={query.isFetching}>
              {rows.map((job, index) => (
                <JobSummaryCard key={job.code} job={job} index={(page - 1) * LIMIT + index + 1} />
              ))}
            </Stack>
          ) : (
            <DataTable<JobListItem>
              withTableBorder
              borderRadius="md"
              striped
              highlightOnHover
              verticalSpacing="sm"
              records={rows}
              idAccessor="code"
              fetching={query.isFetching}
              sortStatus={sortStatus}
              onSortStatusChange={setSortStatus}
              aria-label={title}
              columns={[
                {
                  accessor: 'index',
                  title: '#',
                  width: 44,
                  render: (_row, index) => (page - 1) * LIMIT + index + 1,
                },
                { accessor: 'companyName', title: 'Company Name', sortable: true, width: 140 },
                {
                  accessor: 'title',
                  title: 'Title',
                  sortable: true,
                  width: 180,
                  render: (row) => (
                    <Anchor component={Link} to={`/corporate/job/detail-${row.code}`} fw={600} size="sm">
                      {row.title}
                    </Anchor>
                  ),
                },
                {
                  accessor: 'skill',
                  title: 'Skill',
                  width: 170,
                  render: (row) => (
                    <Text size="sm" component="div">
                      <ReadMore text={row.skill.join(', ')} max={SKILL_CUT} title="Skills" />
                    </Text>
                  ),
                },
                {
                  accessor: 'additionalQualification',
                  title: 'Add. Qualification',
                  width: 140,
                  render: (row) => row.additionalQualification.join(', ') || '-',
                },
                {
                  accessor: 'experience',
                  title: 'Experience (years)',
                  noWrap: true,
                  render: (row) =>
                    formatExperienceRange(row.minExperienceInMonths, row.maxExperienceInMonths),
                },
                {
                  accessor: 'salary',
                  title: 'Cost to company (lacs INR)',
                  noWrap: true,
                  render: (row) => formatSalaryRange(row.minSalary, row.maxSalary, row.salaryCurrency),
                },
                {
                  accessor: 'location',
                  title: 'Location (City/Country)',
                  sortable: true,
                  width: 160,
                  render: locationOf,
                },
                {
                  accessor: 'description',
                  title: 'Job profile',
                  width: 180,
                  render: (row) => (
                    <ReadMore text={row.description} html max={TABLE_CUT} title="Job description" />
                  ),
                },
                {
                  accessor: 'createdOn',
                  title: 'Date of Posting',
                  sortable: true,
                  noWrap: true,
                  render: (row) => formatDate(row.createdOn),
                },
                {
                  accessor: 'startDate',
                  title: 'Start Date',
                  noWrap: true,
                  render: (row) => formatDate(row.startDate),
                },
                {
                  accessor: 'endDate',
                  title: 'Valid till',
                  noWrap: true,
                  render: (row) => formatDate(row.endDate),
                },
                {
                  accessor: 'status',
                  title: 'Job status',
                  render: (row) => (
                    <JobStatusAction jobCode={row.code} title={row.title} status={row.status} />
                  ),
                },
                {
                  accessor: 'applicationCount',
                  title: 'Candidates applied',
                  textAlign: 'center',
                  render: (row) => (
                    <Anchor
                      component={Link}
                      to={`/corporate/job/applicant-${row.code}`}
                      fw={700}
                      aria-label={`${row.applicationCount} candidate(s) applied for ${row.title}`}
                    >
                      {row.applicationCount}
                    </Anchor>
                  ),
                },
              ]}
            />
          )}
          <Pager
            page={page}
            pageSize={LIMIT}
            count={query.data.list.length}
            total={query.data.total}
            onChange={setPage}
            disabled={query.isFetching}
          />
        </Stack>
      )}
    </PageFrame>
  );
}
