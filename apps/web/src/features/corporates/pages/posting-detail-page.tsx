import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { ENGLISH, English } from '../../../components/english.tsx';
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

/** The page's texts that name the kind of posting. */
interface PostingTexts {
  /** The title until the posting is loaded ('Job Detail'). */
  title: string;
  loading: string;
  notFound: string;
  loadFailed: string;
}

interface PostingDetailProps<P> {
  query: UseQueryResult<P>;
  texts: PostingTexts;
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
  texts,
  notFoundMessage,
  breadcrumbs,
  applicantsPath,
  alwaysManage,
  backLink,
  view,
}: PostingDetailProps<P>) {
  const { t } = useLingui();
  const notFound = query.error instanceof ApiCallError && query.error.status === 404;
  const posting = query.data;
  const title = posting?.title ?? texts.title;
  const manage = Boolean(posting && (alwaysManage || posting.canManage));
  const shown = posting && view(posting);
  const count = posting?.applicationCount ?? 0;
  const companyName = posting?.companyName ?? '';
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
      title={posting ? <English>{title}</English> : title}
      description={posting && <English>{posting.companyName}</English>}
      breadcrumbs={breadcrumbs(title).map((crumb) =>
        posting && crumb.label === title ? { ...crumb, lang: 'en' } : crumb,
      )}
      actions={
        posting && manage ? (
          <Button component={Link} to={applicantsPath} variant="light" leftSection={<IconUsers size={16} />}>
            <Trans>Applicants ({count})</Trans>
          </Button>
        ) : undefined
      }
    >
      {query.isPending ? (
        <LoadingState label={texts.loading} />
      ) : query.isError || !posting || !shown ? (
        <ErrorState
          title={notFound ? texts.notFound : texts.loadFailed}
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
            t`About ${companyName}`,
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
  No: msg`No (office)`,
  Yes: msg`Yes (from home)`,
  Limited: msg`Limited (hybrid)`,
} as const;

/** Publish (blocked or on hold -> active) and Unpublish (active -> blocked), after a confirmation. */
function PublishControl({ job }: { job: JobDetailView }) {
  const { t } = useLingui();
  const change = useSetPostingStatus();
  const published = job.status === 'active';
  const toggle = async () => {
    const confirmed = await confirmAction({
      title: published ? t`Unpublish this job?` : t`Publish this job?`,
      message: published
        ? t`Members will no longer see this job or be able to apply.`
        : t`Members will see this job between its show-from and show-till dates.`,
      confirmLabel: published ? t`Unpublish` : t`Publish`,
      danger: published,
    });
    if (confirmed) change.mutate({ jobCode: job.code, status: published ? 'blocked' : 'active' });
  };
  return (
    <Stack gap="sm">
      {!published && (
        <Alert color="yellow" variant="light" title={t`Not published`}>
          <Trans>This job is not published and will not be visible to members.</Trans>
        </Alert>
      )}
      <Group gap="sm">
        <Text size="sm">
          <Trans>Status:</Trans>
        </Text>
        <JobStatusBadge status={job.status} />
        <Button
          size="sm"
          variant={published ? 'default' : 'filled'}
          color={published ? undefined : 'green'}
          loading={change.isPending}
          onClick={toggle}
        >
          {published ? <Trans>Unpublish</Trans> : <Trans>Publish</Trans>}
        </Button>
      </Group>
    </Stack>
  );
}

/** The job's part of the page, in the reader's language. */
function useJobView(): (job: JobDetailView) => PostingView {
  const { t, i18n } = useLingui();
  return (job) => ({
    status: <PublishControl job={job} />,
    facts: (
      <Stack gap="md">
        <Group gap="xs">
          {job.workCulture !== 'No' && (
            <Badge variant="light" color="teal">
              {job.workCulture === 'Yes' ? <Trans>Work from home</Trans> : <Trans>Hybrid</Trans>}
            </Badge>
          )}
          <Badge variant="light" {...ENGLISH}>
            {job.jobType}
          </Badge>
        </Group>
        <DetailGrid>
          <DetailItem label={t`Location`} english>
            {job.location.length ? `${job.location.join(', ')}, ${job.countryName}` : job.countryName}
          </DetailItem>
          <DetailItem label={t`Experience (years)`}>
            {formatExperienceRange(job.minExperienceInMonths, job.maxExperienceInMonths)}
          </DetailItem>
          <DetailItem label={salaryLabel(job.salaryCurrency)}>
            {formatSalaryRange(job.minSalary, job.maxSalary, job.salaryCurrency)}
          </DetailItem>
          <DetailItem label={t`Vacancies`}>{job.noOfVacancy}</DetailItem>
          <DetailItem label={t`Role`} english>
            {job.role.join(', ')}
          </DetailItem>
          <DetailItem label={t`Qualification`} english>
            {job.qualification.join(', ')}
          </DetailItem>
          <DetailItem label={t`Add. Qualification`} english>
            {job.additionalQualification.join(', ')}
          </DetailItem>
          <DetailItem label={t`Skills`} english>
            {job.skill.join(', ')}
          </DetailItem>
          <DetailItem label={t`Work from home`}>{i18n._(WORK_CULTURE_LABEL[job.workCulture])}</DetailItem>
          <DetailItem label={t`Service agreement`}>{job.service ? t`Yes` : t`No`}</DetailItem>
          <DetailItem label={t`Date of posting`}>{formatDate(job.createdOn)}</DetailItem>
          {job.startDate !== null && (
            <DetailItem label={t`Show from`}>{formatDate(job.startDate)}</DetailItem>
          )}
          {job.endDate !== null && <DetailItem label={t`Show till`}>{formatDate(job.endDate)}</DetailItem>}
          {job.isPCS !== null && <DetailItem label="PCS">{job.isPCS ? t`Yes` : t`No`}</DetailItem>}
        </DetailGrid>
      </Stack>
    ),
    description: { label: t`Job description`, html: job.description },
    company: {
      label: t`Company detail`,
      html: job.companyDetail,
      note: job.industry.length > 0 && (
        <Text size="sm" c="dimmed" mt="sm" {...ENGLISH}>
          {job.industry.join(', ')}
        </Text>
      ),
    },
    dates: <PostingDatesForm kind="job" posting={job} />,
  });
}

/** The training's part of the page, in the reader's language. */
function useTrainingView(): (training: TrainingDetailView) => PostingView {
  const { t } = useLingui();
  return (training) => ({
    status: (
      <Group gap="sm">
        <Text size="sm">
          <Trans>Status:</Trans>
        </Text>
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
        <DetailItem label={t`Number of trainees`}>{training.noOfTrainees}</DetailItem>
        <DetailItem label={t`Stipend`}>{formatStipend(training.stipend)}</DetailItem>
        <DetailItem label={t`Location`} english>
          {[training.location.join(', '), training.stateName].filter(Boolean).join(', ')}
        </DetailItem>
        <DetailItem label={t`Qualification`} english>
          {training.qualification}
        </DetailItem>
        <DetailItem label={t`Duration`}>{formatDurationMonths(training.duration)}</DetailItem>
        <DetailItem label={t`Posted on`}>{formatDate(training.createdOn)}</DetailItem>
        <DetailItem label={t`Applications from`}>{formatDate(training.trainingStartDate)}</DetailItem>
        {training.trainingEndDate !== null && (
          <DetailItem label={t`Expires on`}>{formatDate(training.trainingEndDate)}</DetailItem>
        )}
        {training.startDateTraining !== null && (
          <DetailItem label={t`Training starts`}>
            {formatDate(training.startDateTraining).slice(3)}
          </DetailItem>
        )}
        <DetailItem label="PCS">{training.isPCS ? t`Yes` : t`No`}</DetailItem>
        <DetailItem label={t`Industry`} english>
          {training.industry.join(', ')}
        </DetailItem>
        <DetailItem label={t`Address`} english>
          {training.address}
        </DetailItem>
      </DetailGrid>
    ),
    description: { label: t`Training detail`, html: training.description },
    company: { label: t`Company description`, html: training.companyDescription },
    dates: <PostingDatesForm kind="training" posting={training} />,
  });
}

function JobDetail() {
  const { t } = useLingui();
  const code = useRouteParam('code') ?? '';
  const view = useJobView();
  return (
    <PostingDetail
      query={useJobDetail(code)}
      texts={{
        title: t`Job Detail`,
        loading: t`Loading the job...`,
        notFound: t`Job not found`,
        loadFailed: t`Could not load the job`,
      }}
      notFoundMessage={EMPLOYER_MSG.jobNotFound}
      breadcrumbs={(title) => [
        { label: t`Dashboard`, to: '/corporate/dashboard' },
        { label: t`Posted jobs`, to: '/corporate/job' },
        { label: title },
      ]}
      applicantsPath={`/corporate/job/applicant-${code}`}
      view={view}
    />
  );
}

function TrainingDetail({ area }: { area: Area }) {
  const { t } = useLingui();
  const code = useRouteParam('code') ?? '';
  const admin = area === 'admin';
  const view = useTrainingView();
  return (
    <PostingDetail
      query={useTrainingDetail(code)}
      texts={{
        title: t`Training Detail`,
        loading: t`Loading the training...`,
        notFound: t`Training not found`,
        loadFailed: t`Could not load the training`,
      }}
      notFoundMessage={EMPLOYER_MSG.trainingNotFound}
      breadcrumbs={(title) =>
        admin
          ? [
              { label: t`Dashboard`, to: '/admin/dashbaord' },
              { label: t`Summary of Training(s) Posted`, to: '/admin/training' },
              { label: t`Training Detail` },
            ]
          : [{ label: t`Home`, to: '/corporate/dashboard' }, { label: title }]
      }
      applicantsPath={`/${area}/training/applicant-${code}`}
      // The admin's status control (Open / Close, confirmed) on any employer's training.
      alwaysManage={admin}
      backLink={admin ? { label: t`Back to the trainings summary`, to: '/admin/training' } : undefined}
      view={view}
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
