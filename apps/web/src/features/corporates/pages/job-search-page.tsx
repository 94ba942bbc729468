import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { JOB_STATUS, type JobStatus, PAGE_SIZE } from '@pp/contract/constants';
import type { PostedJobSearchQuery } from '@pp/contract/jobs';
import { MSG } from '@pp/contract/messages';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useJobSearch } from '../../../api/corporates.ts';
import { DateInput } from '../../../components/date-input.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { IconCalendar, IconPlus } from '../../../components/icons.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { usePageParam } from '../../../hooks/use-page-param.ts';
import { DAY_FORMAT, dayToEpoch, parseDay, todayDay } from '../../../lib/dates.ts';
import { useForm } from '../../../lib/form.ts';
import { PostedJobsTable } from '../components/posted-jobs-table.tsx';

const LIMIT = PAGE_SIZE.postedJobs;
const DAY_SECONDS = 86_400;

/** The status filter in the words of the status column. */
const STATUS_OPTIONS: { value: JobStatus; label: MessageDescriptor }[] = [
  { value: 'active', label: msg`Open` },
  { value: 'onHold', label: msg`On hold` },
  { value: 'blocked', label: msg`Closed` },
];

interface Filters {
  keyword: string;
  status: JobStatus | '';
  /** 'YYYY-MM-DD' (a day in India) or ''. */
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters kept in the URL (?q=&status=&from=&to=), so Back and shared links keep them. */
function filtersOf(params: URLSearchParams): Filters {
  const status = params.get('status') ?? '';
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    keyword: (params.get('q') ?? '').slice(0, 100),
    status: (JOB_STATUS as readonly string[]).includes(status) ? (status as JobStatus) : '',
    from: day('from'),
    to: day('to'),
  };
}

/** The API query of the filters: whole days, the last one included. */
function queryOf(filters: Filters, page: number): PostedJobSearchQuery {
  const from = filters.from ? dayToEpoch(filters.from) : null;
  const to = filters.to ? dayToEpoch(filters.to) : null;
  return {
    page,
    limit: LIMIT,
    keyword: filters.keyword,
    status: filters.status,
    ...(from !== null ? { from } : {}),
    ...(to !== null ? { to: to + DAY_SECONDS - 1 } : {}),
  };
}

/**
 * /corporate/job/search: the employer's search over all of its own jobs, of every date (the
 * summary pages show windows of 180 days): title or job code, status, posting dates. The same
 * table as the summary pages: columns, sorting, read-more, status actions, applicant counts.
 */
export default function JobSearchPage() {
  const { t, i18n } = useLingui();
  const title = t`Search Job(s)`;
  const statusOptions = STATUS_OPTIONS.map((option) => ({
    value: option.value,
    label: i18n._(option.label),
  }));
  const [params, setParams] = useSearchParams();
  const [page] = usePageParam();
  const filters = useMemo(() => filtersOf(params), [params]);
  const query = useJobSearch(queryOf(filters, page));
  const form = useForm<Filters>({
    initialValues: filters,
    validate: {
      to: (to, values) => (to && values.from && values.from > to ? MSG.startAfterEnd : null),
    },
  });
  const filtered = Boolean(filters.keyword || filters.status || filters.from || filters.to);

  const apply = (next: Filters, nextPage = 1) => {
    const updated = new URLSearchParams();
    if (next.keyword.trim()) updated.set('q', next.keyword.trim());
    if (next.status) updated.set('status', next.status);
    if (next.from) updated.set('from', next.from);
    if (next.to) updated.set('to', next.to);
    if (nextPage > 1) updated.set('page', String(nextPage));
    setParams(updated);
  };
  const setPage = (next: number) => {
    apply(filters, next);
    window.scrollTo({ top: 0 });
  };
  const clear = () => {
    const empty: Filters = { keyword: '', status: '', from: '', to: '' };
    form.setValues(empty);
    form.clearErrors();
    apply(empty);
  };

  return (
    <PageFrame
      title={title}
      description={t`Find any job you have posted, by title or job code, status and date of posting.`}
      breadcrumbs={[{ label: t`Dashboard`, to: '/corporate/dashboard' }, { label: title }]}
      actions={
        <Button component={Link} to="/corporate/job/add" leftSection={<IconPlus size={16} />}>
          <Trans>Post a job</Trans>
        </Button>
      }
      size="xl"
    >
      <Paper
        withBorder
        radius="md"
        p={{ base: 'sm', sm: 'md' }}
        mb="md"
        component="form"
        role="search"
        aria-label={t`Search your jobs`}
        onSubmit={form.onSubmit((values) => apply(values))}
        noValidate
      >
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <TextInput
            label={t`Title or job code`}
            placeholder={t`e.g. Company Secretary`}
            maxLength={100}
            {...form.getInputProps('keyword')}
          />
          <Select
            label={t`Status`}
            placeholder={t`All`}
            clearable
            data={statusOptions}
            value={form.values.status || null}
            onChange={(value) => form.setFieldValue('status', (value ?? '') as JobStatus | '')}
          />
          <DateInput
            label={t`Posted from`}
            valueFormat={DAY_FORMAT}
            dateParser={(text) => parseDay(text)}
            maxDate={todayDay()}
            clearable
            leftSection={<IconCalendar size={16} />}
            popoverProps={{ withinPortal: true }}
            value={form.values.from || null}
            onChange={(value) => form.setFieldValue('from', value ?? '')}
          />
          <DateInput
            label={t`Posted to`}
            valueFormat={DAY_FORMAT}
            dateParser={(text) => parseDay(text)}
            minDate={form.values.from || undefined}
            maxDate={todayDay()}
            clearable
            leftSection={<IconCalendar size={16} />}
            popoverProps={{ withinPortal: true }}
            value={form.values.to || null}
            onChange={(value) => form.setFieldValue('to', value ?? '')}
            error={form.errors.to}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm" mt="md">
          <Button variant="default" onClick={clear} disabled={!filtered && !form.isDirty()}>
            <Trans>Clear</Trans>
          </Button>
          <Button type="submit" loading={query.isFetching && !query.isPending}>
            <Trans>Search</Trans>
          </Button>
        </Group>
      </Paper>

      {query.isPending ? (
        <LoadingState label={t`Loading`} />
      ) : query.isError ? (
        <ErrorState title={t`Could not search your jobs`} query={query} />
      ) : query.data.list.length === 0 && page === 1 ? (
        <EmptyState
          description={
            filtered ? t`No job of yours matches these filters.` : t`You have not posted a job yet.`
          }
          action={
            filtered ? (
              <Button variant="default" onClick={clear}>
                <Trans>Clear the filters</Trans>
              </Button>
            ) : (
              <Button component={Link} to="/corporate/job/add" leftSection={<IconPlus size={16} />}>
                <Trans>Post a job</Trans>
              </Button>
            )
          }
        />
      ) : (
        <PostedJobsTable
          data={query.data}
          page={page}
          limit={LIMIT}
          onPageChange={setPage}
          fetching={query.isFetching}
          label={t`Jobs found`}
        />
      )}
    </PageFrame>
  );
}
