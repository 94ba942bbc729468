import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatExperienceRange, formatSalaryRange } from '@pp/contract/format';
import type { JobDetailView } from '@pp/contract/jobs';
import { jobDatesBody } from '@pp/contract/jobs';
import { EMPLOYER_MSG } from '@pp/contract/messages';
import { Link } from 'react-router';
import { useJobDetail, useSetJobStatus, useUpdateJobDates } from '../../../api/corporates.ts';
import { confirmAction } from '../../../components/confirm.tsx';
import { DetailGrid, DetailItem, HtmlBlock } from '../../../components/detail-list.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { IconUsers } from '../../../components/icons.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useRouteParam } from '../../../hooks/route-context.ts';
import { ApiCallError } from '../../../lib/api.ts';
import { DateRangeForm } from '../components/date-range-form.tsx';
import { JobStatusBadge } from '../components/status-badge.tsx';

const WORK_CULTURE_LABEL = {
  No: 'No (office)',
  Yes: 'Yes (from home)',
  Limited: 'Limited (hybrid)',
} as const;

/** Show-from and show-till dates (`PUT job`): start must not be after end. */
function DatesForm({ job }: { job: JobDetailView }) {
  const update = useUpdateJobDates();
  return (
    <DateRangeForm
      title="Dates"
      description="Candidates see the job between these dates."
      startLabel="Show from"
      endLabel="Show till"
      start={job.startDate}
      end={job.endDate}
      schema={jobDatesBody}
      fields={{ start: 'startDate', end: 'endDate' }}
      toBody={(startDate, endDate) => ({ code: job.code, startDate, endDate })}
      save={(body) => update.mutateAsync(body)}
      saving={update.isPending}
    />
  );
}

/** Publish (blocked or on hold -> active) and Unpublish (active -> blocked), after a confirmation. */
function PublishControl({ job }: { job: JobDetailView }) {
  const change = useSetJobStatus();
  const published = job.status === 'active';
  const toggle = async () => {
    const confirmed = await confirmAction({
      title: published ? 'Unpublish this job?' : 'Publish this job?',
      message: published
        ? 'Members will no longer see this job or be able to apply.'
        : 'Members will see this job between its show-from and show-till dates.',
      confirmLabel: published ? 'Unpublish' : 'Publish',
      danger: published,
    });
    if (confirmed) change.mutate({ jobCode: job.code, status: published ? 'blocked' : 'active' });
  };
  return (
    <Stack gap="sm">
      {!published && (
        <Alert color="yellow" variant="light" title="Not published">
          This job is not published and will not be visible to members.
        </Alert>
      )}
      <Group gap="sm">
        <Text size="sm">Status:</Text>
        <JobStatusBadge status={job.status} />
        <Button
          size="sm"
          variant={published ? 'default' : 'filled'}
          color={published ? undefined : 'green'}
          loading={change.isPending}
          onClick={toggle}
        >
          {published ? 'Unpublish' : 'Publish'}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * /corporate/job/detail-:code: one of the employer's jobs with its description and company
 * detail, the publish control and the date form. Another employer's job is 'not found'.
 */
export default function JobDetailPage() {
  const code = useRouteParam('code') ?? '';
  const query = useJobDetail(code);
  const notFound = query.error instanceof ApiCallError && query.error.status === 404;
  const job = query.data;
  const title = job?.title ?? 'Job Detail';

  return (
    <PageFrame
      title={title}
      description={job ? job.companyName : undefined}
      breadcrumbs={[
        { label: 'Dashboard', to: '/corporate/dashboard' },
        { label: 'Posted jobs', to: '/corporate/job' },
        { label: title },
      ]}
      actions={
        job?.canManage ? (
          <Button
            component={Link}
            to={`/corporate/job/applicant-${code}`}
            variant="light"
            leftSection={<IconUsers size={16} />}
          >
            Applicants ({job.applicationCount})
          </Button>
        ) : undefined
      }
    >
      {query.isPending ? (
        <LoadingState label="Loading the job..." />
      ) : query.isError || !job ? (
        <ErrorState
          title={notFound ? 'Job not found' : 'Could not load the job'}
          message={notFound ? EMPLOYER_MSG.jobNotFound : undefined}
          error={query.error}
          onRetry={notFound ? undefined : () => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <Stack gap="lg">
          {job.canManage && <PublishControl job={job} />}
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
            <Stack gap="md">
              <Group gap="xs">
                {job.workCulture !== 'No' && (
                  <Badge variant="light" color="teal">
                    {job.workCulture === 'Yes' ? 'Work from home' : 'Hybrid'}
                  </Badge>
                )}
                <Badge variant="light">{job.jobType}</Badge>
              </Group>
              <DetailGrid>
                <DetailItem label="Location">
                  {job.location.length ? `${job.location.join(', ')}, ${job.countryName}` : job.countryName}
                </DetailItem>
                <DetailItem label="Experience (years)">
                  {formatExperienceRange(job.minExperienceInMonths, job.maxExperienceInMonths)}
                </DetailItem>
                <DetailItem
                  label={job.salaryCurrency === 'INR' ? 'Cost to company (lacs INR)' : 'Cost to company'}
                >
                  {formatSalaryRange(job.minSalary, job.maxSalary, job.salaryCurrency)}
                </DetailItem>
                <DetailItem label="Vacancies">{job.noOfVacancy}</DetailItem>
                <DetailItem label="Role">{job.role.join(', ')}</DetailItem>
                <DetailItem label="Qualification">{job.qualification.join(', ')}</DetailItem>
                <DetailItem label="Add. Qualification">{job.additionalQualification.join(', ')}</DetailItem>
                <DetailItem label="Skills">{job.skill.join(', ')}</DetailItem>
                <DetailItem label="Work from home">{WORK_CULTURE_LABEL[job.workCulture]}</DetailItem>
                <DetailItem label="Service agreement">{job.service ? 'Yes' : 'No'}</DetailItem>
                <DetailItem label="Date of posting">{formatDate(job.createdOn)}</DetailItem>
                {job.startDate !== null && (
                  <DetailItem label="Show from">{formatDate(job.startDate)}</DetailItem>
                )}
                {job.endDate !== null && <DetailItem label="Show till">{formatDate(job.endDate)}</DetailItem>}
                {job.isPCS !== null && <DetailItem label="PCS">{job.isPCS ? 'Yes' : 'No'}</DetailItem>}
              </DetailGrid>
            </Stack>
          </Paper>
          <Paper
            withBorder
            radius="md"
            p={{ base: 'sm', sm: 'lg' }}
            component="section"
            aria-label="Job description"
          >
            <Title order={2} fz="h4" mb="sm">
              Job description
            </Title>
            <HtmlBlock html={job.description} />
          </Paper>
          <Paper
            withBorder
            radius="md"
            p={{ base: 'sm', sm: 'lg' }}
            component="section"
            aria-label="Company detail"
          >
            <Title order={2} fz="h4" mb="sm">
              About {job.companyName}
            </Title>
            <HtmlBlock html={job.companyDetail} />
            {job.industry.length > 0 && (
              <Text size="sm" c="dimmed" mt="sm">
                {job.industry.join(', ')}
              </Text>
            )}
          </Paper>
          {job.canManage && <DatesForm job={job} />}
        </Stack>
      )}
    </PageFrame>
  );
}
