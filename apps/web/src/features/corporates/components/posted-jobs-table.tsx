import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatDate, formatExperienceRange, formatSalaryRange } from '@pp/contract/format';
import type { JobListItem } from '@pp/contract/jobs';
import type { DataTableSortStatus } from 'mantine-datatable';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { DataTable, inEnglish, WrappingTitle } from '../../../components/data-table.tsx';
import { ListPager } from '../../../components/pager.tsx';
import { ReadMore } from '../../../components/read-more.tsx';
import { StatusAction } from './status-action.tsx';
import { JobSummaryCard } from './summary-cards.tsx';

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

export interface PostedJobsTableProps {
  /** One page of the employer's jobs. */
  data: { list: JobListItem[]; total: number };
  page: number;
  /** The page size the list was asked with. */
  limit: number;
  onPageChange: (page: number) => void;
  fetching: boolean;
  /** The table's accessible name. */
  label: string;
}

/**
 * The employer's jobs as the summary pages show them (spec 3 section 9): the spec's columns,
 * header sorting within the page, read-more cells, status actions, applicant counts linking to
 * the applicants, cards on phones, and the pager.
 */
export function PostedJobsTable({
  data,
  page,
  limit: LIMIT,
  onPageChange,
  fetching,
  label,
}: PostedJobsTableProps) {
  const { t } = useLingui();
  const total = data.total;
  const [sortStatus, setSortStatus] = useState<DataTableSortStatus<JobListItem>>({
    columnAccessor: 'createdOn',
    direction: 'desc',
  });
  const rows = useMemo(() => sortRows(data.list, sortStatus), [data, sortStatus]);
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed" mb="xs">
        <Trans>{total} job(s)</Trans>
      </Text>
      {phone ? (
        <Stack gap="sm" aria-busy={fetching}>
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
          fetching={fetching}
          sortStatus={sortStatus}
          onSortStatusChange={setSortStatus}
          aria-label={label}
          // The key columns (title, experience, CTC, location, dates, status, applicants) fit
          // 1280 px; the spec's other columns are one press away (Ours).
          moreColumns={['companyName', 'skill', 'additionalQualification', 'description']}
          columns={[
            {
              accessor: 'index',
              title: '#',
              width: 44,
              render: (_row, index) => (page - 1) * LIMIT + index + 1,
            },
            inEnglish({ accessor: 'companyName', title: t`Company Name`, sortable: true, width: 140 }),
            inEnglish({
              accessor: 'title',
              title: t`Title`,
              sortable: true,
              width: 180,
              render: (row) => (
                <Anchor component={Link} to={`/corporate/job/detail-${row.code}`} fw={600} size="sm">
                  {row.title}
                </Anchor>
              ),
            }),
            {
              accessor: 'skill',
              title: t`Skill`,
              width: 170,
              render: (row) => (
                <Text size="sm" component="div">
                  <ReadMore text={row.skill.join(', ')} max={SKILL_CUT} title={t`Skills`} />
                </Text>
              ),
            },
            inEnglish({
              accessor: 'additionalQualification',
              title: t`Add. Qualification`,
              width: 140,
              render: (row) => row.additionalQualification.join(', ') || '-',
            }),
            {
              accessor: 'experience',
              title: <WrappingTitle>{t`Experience (years)`}</WrappingTitle>,
              noWrap: true,
              render: (row) => formatExperienceRange(row.minExperienceInMonths, row.maxExperienceInMonths),
            },
            {
              accessor: 'salary',
              title: <WrappingTitle>{t`Cost to company (lacs INR)`}</WrappingTitle>,
              noWrap: true,
              render: (row) => formatSalaryRange(row.minSalary, row.maxSalary, row.salaryCurrency),
            },
            inEnglish({
              accessor: 'location',
              title: <WrappingTitle>{t`Location (City/Country)`}</WrappingTitle>,
              sortable: true,
              width: 160,
              render: locationOf,
            }),
            {
              accessor: 'description',
              title: t`Job profile`,
              width: 180,
              render: (row) => (
                <ReadMore text={row.description} html max={TABLE_CUT} title={t`Job description`} />
              ),
            },
            {
              accessor: 'createdOn',
              title: <WrappingTitle>{t`Date of Posting`}</WrappingTitle>,
              sortable: true,
              noWrap: true,
              render: (row) => formatDate(row.createdOn),
            },
            {
              accessor: 'startDate',
              title: <WrappingTitle>{t`Start Date`}</WrappingTitle>,
              noWrap: true,
              render: (row) => formatDate(row.startDate),
            },
            {
              accessor: 'endDate',
              title: <WrappingTitle>{t`Valid till`}</WrappingTitle>,
              noWrap: true,
              render: (row) => formatDate(row.endDate),
            },
            {
              accessor: 'status',
              title: <WrappingTitle>{t`Job status`}</WrappingTitle>,
              // Room for the status badge ('ON HOLD') once the title may wrap.
              width: 96,
              render: (row) => (
                <StatusAction kind="job" code={row.code} title={row.title} status={row.status} />
              ),
            },
            {
              accessor: 'applicationCount',
              title: <WrappingTitle>{t`Candidates applied`}</WrappingTitle>,
              textAlign: 'center',
              render: (row) => {
                const count = row.applicationCount;
                const jobTitle = row.title;
                return (
                  <Anchor
                    component={Link}
                    to={`/corporate/job/applicant-${row.code}`}
                    fw={700}
                    aria-label={t`${count} candidate(s) applied for ${jobTitle}`}
                  >
                    {count}
                  </Anchor>
                );
              },
            },
          ]}
        />
      )}
      <ListPager data={data} page={page} pageSize={LIMIT} onChange={onPageChange} disabled={fetching} />
    </Stack>
  );
}
