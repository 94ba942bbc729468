import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  formatDate,
  formatDurationMonths,
  formatExperienceRange,
  formatSalaryRange,
  formatStipend,
  salaryLabel,
} from '@pp/contract/format';
import type { JobDetailView } from '@pp/contract/jobs';
import { EMPLOYER_MSG } from '@pp/contract/messages';
import type { TrainingDetailView } from '@pp/contract/trainings';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useJobDetail, useSetPostingStatus, useTrainingDetail } from '../../../api/corporates.ts';
import { confirmAction } from '../../../components/confirm.tsx';
import { DetailGrid, DetailItem, HtmlBlock } from '../../../components/detail-list.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { IconUsers } from '../../../components/icons.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useRouteParam } from '../../../hooks/route-context.ts';
import { ApiCallError } from '../../../lib/api.ts';
import { PostingDatesForm } from '../components/posting-dates-form.tsx';
import { StatusAction } from '../components/status-action.tsx';
import { JobStatusBadge } from '../components/status-badge.tsx';

type Area = 'corporate' | 'admin';

/** What the page shows of a posting, apart from the frame every posting shares. */
interface PostingView {
  /** The status control (shown to whoever manages the posting). */
  status: ReactNode;
  facts: ReactNode;
  description: { label: string; html: string };
  company: { label: string; html: string; note?: ReactNode };
  dates: ReactNode;
}

interface PostingDetailProps<P> {
  query: UseQueryResult<P>;
  /** 'Job' or 'Training', in the page's texts. */
  noun: 'Job' | 'Training';
  notFoundMessage: string;
  breadcrumbs: (title: string) => { label: string; to?: string }[];
  applicantsPath: string;
  /** Admins manage every posting; an employer only its own. */
  alwaysManage?: boolean;
  backLink?: { label: string; to: string };
  view: (posting: P) => PostingView;
}

/**
 * The frame of a posted job or training: title and company, the applicants button, loading and
 * 'not found' (another employer's posting), then the status, the facts, the description, the
 * company and the dates form.
 */
function PostingDetail<
  P extends {
    code: string;
    title: string;
    companyName: string;
    applicationCount: number;
    canManage: boolean;
  },
>({
  query,
  noun,
  notFoundMessage,
  breadcrumbs,
  applicantsPath,
  alwaysManage,
  backLink,
  view,
}: PostingDetailProps<P>) {
  const notFound = query.error instanceof ApiCallError && query.error.status === 404;
  const posting = query.data;
  const title = posting?.title ?? `${noun} Detail`;
  const manage = Boolean(posting && (alwaysManage || posting.canManage));
  const shown = posting && view(posting);
  const noun1 = noun.toLowerCase();
  const section = (label: string, heading: ReactNode, content: ReactNode) => (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-label={label}>
      <Title order={2} fz="h4" mb="sm">
        {heading}
      </Title>
      {content}
    </Paper>
  );

  return (
    <PageFrame
      title={title}
      description={posting?.companyName}
      breadcrumbs={breadcrumbs(title)}
      actions={
        posting && manage ? (
          <Button component={Link} to={applicantsPath} variant="light" leftSection={<IconUsers size={16} />}>
            Applicants ({posting.applicationCount})
          </Button>
        ) : undefined
      }
    >
      {query.isPending ? (
        <LoadingState label={`Loading the ${noun1}...`} />
      ) : query.isError || !posting || !shown ? (
        <ErrorState
          title={notFound ? `${noun} not found` : `Could not load the ${noun1}`}
          message={notFound ? notFoundMessage : undefined}
          error={query.error}
          onRetry={notFound ? undefined : () => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <Stack gap="lg">
          {manage && shown.status}
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
            {shown.facts}
          </Paper>
          {section(
            shown.description.label,
            shown.description.label,
            <HtmlBlock html={shown.description.html} />,
          )}
          {section(
            shown.company.label,
            `About ${posting.companyName}`,
            <>
              <HtmlBlock html={shown.company.html} />
              {shown.company.note}
            </>,
          )}
          {manage && shown.dates}
          {backLink && (
            <Anchor component={Link} to={backLink.to} size="sm">
              {backLink.label}
            </Anchor>
          )}
        </Stack>
      )}
    </PageFrame>
  );
}

const WORK_CULTURE_LABEL = {
  No: 'No (office)',
  Yes: 'Yes (from home)',
  Limited: 'Limited (hybrid)',
} as const;

/** Publish (blocked or on hold -> active) and Unpublish (active -> blocked), after a confirmation. */
function PublishControl({ job }: { job: JobDetailView }) {
  const change = useSetPostingStatus();
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

function jobView(job: JobDetailView): PostingView {
  return {
    status: <PublishControl job={job} />,
    facts: (
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
          <DetailItem label={salaryLabel(job.salaryCurrency)}>
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
          {job.startDate !== null && <DetailItem label="Show from">{formatDate(job.startDate)}</DetailItem>}
          {job.endDate !== null && <DetailItem label="Show till">{formatDate(job.endDate)}</DetailItem>}
          {job.isPCS !== null && <DetailItem label="PCS">{job.isPCS ? 'Yes' : 'No'}</DetailItem>}
        </DetailGrid>
      </Stack>
    ),
    description: { label: 'Job description', html: job.description },
    company: {
      label: 'Company detail',
      html: job.companyDetail,
      note: job.industry.length > 0 && (
        <Text size="sm" c="dimmed" mt="sm">
          {job.industry.join(', ')}
        </Text>
      ),
    },
    dates: <PostingDatesForm kind="job" posting={job} />,
  };
}

function trainingView(training: TrainingDetailView): PostingView {
  return {
    status: (
      <Group gap="sm">
        <Text size="sm">Status:</Text>
        <StatusAction
          kind="training"
          code={training.code}
          title={training.title}
          status={training.status}
          trainingEndDate={training.trainingEndDate}
        />
      </Group>
    ),
    facts: (
      <DetailGrid>
        <DetailItem label="Number of trainees">{training.noOfTrainees}</DetailItem>
        <DetailItem label="Stipend">{formatStipend(training.stipend)}</DetailItem>
        <DetailItem label="Location">
          {[training.location.join(', '), training.stateName].filter(Boolean).join(', ')}
        </DetailItem>
        <DetailItem label="Qualification">{training.qualification}</DetailItem>
        <DetailItem label="Duration">{formatDurationMonths(training.duration)}</DetailItem>
        <DetailItem label="Posted on">{formatDate(training.createdOn)}</DetailItem>
        <DetailItem label="Applications from">{formatDate(training.trainingStartDate)}</DetailItem>
        {training.trainingEndDate !== null && (
          <DetailItem label="Expires on">{formatDate(training.trainingEndDate)}</DetailItem>
        )}
        {training.startDateTraining !== null && (
          <DetailItem label="Training starts">{formatDate(training.startDateTraining).slice(3)}</DetailItem>
        )}
        <DetailItem label="PCS">{training.isPCS ? 'Yes' : 'No'}</DetailItem>
        <DetailItem label="Industry">{training.industry.join(', ')}</DetailItem>
        <DetailItem label="Address">{training.address}</DetailItem>
      </DetailGrid>
    ),
    description: { label: 'Training detail', html: training.description },
    company: { label: 'Company description', html: training.companyDescription },
    dates: <PostingDatesForm kind="training" posting={training} />,
  };
}

function JobDetail() {
  const code = useRouteParam('code') ?? '';
  return (
    <PostingDetail
      query={useJobDetail(code)}
      noun="Job"
      notFoundMessage={EMPLOYER_MSG.jobNotFound}
      breadcrumbs={(title) => [
        { label: 'Dashboard', to: '/corporate/dashboard' },
        { label: 'Posted jobs', to: '/corporate/job' },
        { label: title },
      ]}
      applicantsPath={`/corporate/job/applicant-${code}`}
      view={jobView}
    />
  );
}

function TrainingDetail({ area }: { area: Area }) {
  const code = useRouteParam('code') ?? '';
  const admin = area === 'admin';
  return (
    <PostingDetail
      query={useTrainingDetail(code)}
      noun="Training"
      notFoundMessage={EMPLOYER_MSG.trainingNotFound}
      breadcrumbs={(title) =>
        admin
          ? [
              { label: 'Dashboard', to: '/admin/dashbaord' },
              { label: 'Summary of Training(s) Posted', to: '/admin/training' },
              { label: 'Training Detail' },
            ]
          : [{ label: 'Home', to: '/corporate/dashboard' }, { label: title }]
      }
      applicantsPath={`/${area}/training/applicant-${code}`}
      // The admin's status control (Open / Close, confirmed) on any employer's training.
      alwaysManage={admin}
      backLink={admin ? { label: 'Back to the trainings summary', to: '/admin/training' } : undefined}
      view={trainingView}
    />
  );
}

/**
 * A posted job or training (spec 3 section 2.5) with its status, dates and a link to the
 * applicants; no apply button. /corporate/job/detail-:code and /corporate/training/detail-:code
 * show it to its employer (another employer's is 'not found'), /admin/training/{code} to admins
 * (the route table passes `kind` and `area`).
 */
export default function PostingDetailPage({
  kind,
  area = 'corporate',
}: {
  kind: 'job' | 'training';
  area?: Area;
}) {
  return kind === 'job' ? <JobDetail /> : <TrainingDetail area={area} />;
}
