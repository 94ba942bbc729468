import { ActionIcon, Alert, Anchor, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { type AdminJobRow, exportAdminJobs, GRID_TRUNCATE, softDeleteJob } from '@pp/contract/admin';
import { JOB_STATUS_LABEL, type JobStatus, PAGE_SIZE } from '@pp/contract/constants';
import { formatDate, formatExperienceRange, formatSalaryRange } from '@pp/contract/format';
import { JOB_TRANSITIONS, setJobStatus } from '@pp/contract/jobs';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { adminKeys, useAdminJobs } from '../../../api/admin.ts';
import { confirmAction } from '../../../components/confirm.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { IconSearch, IconTrash } from '../../../components/icons.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { Pager } from '../../../components/pager.tsx';
import { ReadMore } from '../../../components/read-more.tsx';
import { call } from '../../../lib/api.ts';
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

function searchFields(row: AdminJobRow) {
  return [
    row.companyName,
    row.title,
    row.skill,
    row.additionalQualification,
    row.location,
    formatDate(row.createdOn),
    formatDate(row.startDate),
    formatDate(row.endDate),
  ];
}

/** /admin/job: every job employers posted in a date range, with status, applicants and delete. */
export default function JobsSummaryPage() {
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
  const jobs = useAdminJobs(query);
  const filtered = useListFilter(jobs.data?.list ?? [], text, searchFields);

  const changeStatus = async (row: AdminJobRow, status: JobStatus) => {
    const confirmed = await confirmAction({
      title: 'Change job status',
      message: `Change the status of “${row.title}” (${row.companyName}) from ${JOB_STATUS_LABEL[row.status]} to ${JOB_STATUS_LABEL[status]}?`,
      confirmLabel: `Yes, ${JOB_STATUS_LABEL[status]}`,
    });
    if (!confirmed) return;
    setBusy(row.code);
    try {
      const result = await call(setJobStatus, { body: { jobCode: row.code, status } });
      // The row takes the status the server returned.
      client.setQueryData([...adminKeys.jobs, query], (old: typeof jobs.data) =>
        old
          ? {
              ...old,
              list: old.list.map((j) => (j.code === result.jobCode ? { ...j, status: result.status } : j)),
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

  const remove = async (row: AdminJobRow) => {
    const confirmed = await confirmAction({
      title: 'Delete job',
      message: `Delete “${row.title}” (${row.companyName})? It is on hold and nobody has applied; it will no longer be shown anywhere.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!confirmed) return;
    setBusy(row.code);
    try {
      const result = await call(softDeleteJob, { body: { jobCode: row.code } });
      notifySuccess(result.Message);
      await client.invalidateQueries({ queryKey: adminKeys.jobs });
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <PageFrame
      title="Summary of Job(s) Posted"
      description="Jobs posted by employers in the chosen dates (at most 15 days at a time)."
      breadcrumbs={[{ label: 'Dashboard', to: '/admin/dashbaord' }, { label: 'Summary of Job(s) Posted' }]}
      size="xl"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <DateRangeBar
            initial={range}
            searching={jobs.isFetching}
            onSearch={(next) => {
              setRange(next);
              setPage(1);
              void client.invalidateQueries({ queryKey: adminKeys.jobs });
            }}
          />
          <ExcelButton
            onDownload={() =>
              downloadExcel(exportAdminJobs, {
                query: { startDate: query.startDate, endDate: query.endDate },
              })
            }
          />
        </Group>
        <TextInput
          label="Search in this list"
          placeholder="Company, title, skill, qualification, location or date"
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maw={480}
        />
        <ListStates query={jobs} what="jobs">
          {(data) => (
            <Stack gap="xs">
              <Text size="sm" c="dimmed">
                {data.total} job(s) posted between the chosen dates
              </Text>
              {filtered.noMatch && (
                <Alert variant="light" color="yellow" role="status">
                  No job on this page matches “{text.trim()}”; showing all of them.
                </Alert>
              )}
              <DataTable<AdminJobRow>
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
                    title: 'Salary (lakhs)',
                    noWrap: true,
                    render: (r) => formatSalaryRange(r.minSalary, r.maxSalary, r.salaryCurrency),
                  },
                  {
                    accessor: 'description',
                    title: 'Description',
                    width: 120,
                    render: (r) => (
                      <ReadMore text={r.description} html max={T.description} title="Job description" />
                    ),
                  },
                  {
                    accessor: 'createdOn',
                    title: 'Posted on',
                    noWrap: true,
                    render: (r) => formatDate(r.createdOn),
                  },
                  {
                    accessor: 'startDate',
                    title: 'Start date',
                    noWrap: true,
                    render: (r) => formatDate(r.startDate),
                  },
                  {
                    accessor: 'endDate',
                    title: 'End date',
                    noWrap: true,
                    render: (r) => formatDate(r.endDate),
                  },
                  {
                    accessor: 'status',
                    title: 'Status',
                    render: (r) => (
                      <StatusMenu
                        value={r.status}
                        labels={JOB_STATUS_LABEL}
                        options={JOB_TRANSITIONS.admin[r.status]}
                        onChoose={(next) => void changeStatus(r, next)}
                        busy={busy === r.code}
                        subject={r.title}
                      />
                    ),
                  },
                  {
                    accessor: 'applicationCount',
                    title: 'Applicants',
                    textAlign: 'center',
                    render: (r) => (
                      <Anchor
                        component={Link}
                        to={`/admin/job/applicant-${r.code}`}
                        aria-label={`Applicants of ${r.title}: ${r.applicationCount}`}
                      >
                        {r.applicationCount}
                      </Anchor>
                    ),
                  },
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
                            onClick={() => void remove(r)}
                            loading={busy === r.code}
                            aria-label={`Delete ${r.title}`}
                          >
                            <IconTrash size={18} />
                          </ActionIcon>
                        </Tooltip>
                      ) : null,
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
