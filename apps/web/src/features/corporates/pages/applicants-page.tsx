import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { PAGE_SIZE } from '@pp/contract/constants';
import { exportJobApplicants, jobAudience } from '@pp/contract/jobs';
import { MSG } from '@pp/contract/messages';
import {
  APPLICANT_SORT,
  type ApplicationStage,
  downloadJobResumes,
  downloadTrainingResumes,
  STAGE_LABEL,
} from '@pp/contract/pipeline';
import { exportTrainingApplicants } from '@pp/contract/trainings';
import { useId, useState } from 'react';
import { useApplicants, useJobDetail, useTrainingDetail } from '../../../api/corporates.ts';
import type { PostingKind } from '../../../api/pipeline.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { English } from '../../../components/english.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { ExcelButton } from '../../../components/excel-button.tsx';
import { IconCalendar } from '../../../components/icons.tsx';
import { ApplicantInterview } from '../../../components/interviews/applicant-interview.tsx';
import { PostingInterviews } from '../../../components/interviews/posting-interviews.tsx';
import { ScheduleInterviewModal } from '../../../components/interviews/schedule-interview-modal.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { Pager } from '../../../components/pager.tsx';
import { ApplicantsTable } from '../../../components/pipeline/applicants-table.tsx';
import { ResumesButton } from '../../../components/pipeline/resumes-button.tsx';
import { StageControl } from '../../../components/pipeline/stage-control.tsx';
import { StageFilter } from '../../../components/pipeline/stage-filter.tsx';
import { useRouteParam } from '../../../hooks/route-context.ts';
import { usePageParam } from '../../../hooks/use-page-param.ts';
import { useMessageText } from '../../../i18n/message-text.ts';
import { ApiCallError, endpointUrl } from '../../../lib/api.ts';
import { ApplicantCard } from '../components/summary-cards.tsx';

const LIMIT: Record<PostingKind, number> = {
  job: PAGE_SIZE.applicantsEmployer,
  training: PAGE_SIZE.trainingApplicantsEmployer,
};

/**
 * /corporate/job/applicant-:code and /corporate/training/applicant-:code: who applied, 20 a
 * page, with resumes and the Excel download. Another employer's code shows 'not found'.
 */
export default function ApplicantsPage({ kind }: { kind: PostingKind }) {
  const { t } = useLingui();
  const tm = useMessageText();
  const code = useRouteParam('code') ?? '';
  const [page, setPage] = usePageParam();
  const [sort, setSort] = useState(1);
  const [stage, setStage] = useState<ApplicationStage | undefined>(undefined);
  const limit = LIMIT[kind];
  const query = useApplicants(kind, code, page, limit, sort, stage);
  const job = useJobDetail(kind === 'job' ? code : '');
  const training = useTrainingDetail(kind === 'training' ? code : '');
  const title = (kind === 'job' ? job.data?.title : training.data?.title) ?? '';
  const headingId = useId();
  const phone = useMediaQuery('(max-width: 48em)');
  // The applicants the interview modal opens with (null: closed).
  const [inviting, setInviting] = useState<string[] | null>(null);
  const notFound = query.error instanceof ApiCallError && query.error.status === 404;
  const listPath = kind === 'job' ? '/corporate/job' : '/corporate/posted-training';
  const detailPath = `/corporate/${kind}/detail-${code}`;
  const exportUrl =
    kind === 'job'
      ? endpointUrl(exportJobApplicants, { query: { jobCode: code } })
      : endpointUrl(exportTrainingApplicants, { query: { trainingCode: code } });
  const resumesUrl =
    kind === 'job'
      ? endpointUrl(downloadJobResumes, { query: { jobCode: code } })
      : endpointUrl(downloadTrainingResumes, { query: { trainingCode: code } });
  const total = query.data?.total ?? 0;
  // The posting has applicants (whatever the filter shows): offer the downloads.
  const hasApplicants = total > 0 || stage !== undefined;
  // A contract label (see @pp/contract/pipeline), in the reader's language.
  const stageLabel = stage === undefined ? '' : tm(STAGE_LABEL[stage]);

  return (
    <PageFrame
      title={kind === 'job' ? t`Job Applicants` : t`Training Applicants`}
      description={title ? <English>{title}</English> : undefined}
      breadcrumbs={[
        { label: t`Dashboard`, to: '/corporate/dashboard' },
        { label: kind === 'job' ? t`Posted jobs` : t`Posted trainings`, to: listPath },
        ...(title ? [{ label: title, lang: 'en', to: detailPath }] : []),
        { label: t`Applicants` },
      ]}
      actions={
        hasApplicants ? (
          <Group gap="sm">
            <Button variant="light" leftSection={<IconCalendar size={16} />} onClick={() => setInviting([])}>
              <Trans>Schedule interview</Trans>
            </Button>
            <ExcelButton url={exportUrl} />
            <ResumesButton url={resumesUrl} />
          </Group>
        ) : undefined
      }
      size="xl"
    >
      {query.isPending ? (
        <LoadingState label={t`Loading applicants...`} />
      ) : query.isError ? (
        <ErrorState
          title={
            notFound
              ? kind === 'job'
                ? t`Job not found`
                : t`Training not found`
              : t`Could not load the applicants`
          }
          error={query.error}
          onRetry={notFound ? undefined : () => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end" gap="sm">
            <Title order={2} fz="h4" id={headingId}>
              <Trans>Applicant(s) found ({total})</Trans>
            </Title>
            {(total > 1 || stage !== undefined) && (
              <Select
                label={t`Sort by`}
                w={220}
                allowDeselect={false}
                data={APPLICANT_SORT.map((o) => ({ value: String(o.value), label: tm(o.label) }))}
                value={String(sort)}
                onChange={(value) => {
                  setSort(Number(value ?? 1));
                  setPage(1);
                }}
              />
            )}
          </Group>
          {hasApplicants && (
            <StageFilter
              value={stage}
              onChange={(value) => {
                setStage(value);
                setPage(1);
              }}
            />
          )}
          {query.data.list.length === 0 ? (
            <EmptyState
              message={
                stage === undefined ? MSG.noApplicants : t`No applicant at the stage ''${stageLabel}''.`
              }
              description={
                stage === undefined
                  ? t`Candidates see the posting while it is open and within its dates; their applications appear here.`
                  : t`Choose another stage above to see those applicants.`
              }
            />
          ) : phone ? (
            <Stack gap="sm" aria-busy={query.isFetching}>
              {query.data.list.map((applicant, index) => (
                <Stack key={applicant.userCode} gap={6}>
                  <ApplicantCard
                    applicant={applicant}
                    index={(page - 1) * limit + index + 1}
                    kind={kind}
                    postingCode={code}
                  />
                  <Group gap="xs" wrap="nowrap" pl="xs">
                    <Text size="sm" fw={500}>
                      <Trans>Stage</Trans>
                    </Text>
                    <StageControl kind={kind} postingCode={code} applicant={applicant} />
                  </Group>
                  <Group pl="xs">
                    <ApplicantInterview
                      applicant={applicant}
                      onSchedule={() => setInviting([applicant.userCode])}
                    />
                  </Group>
                </Stack>
              ))}
            </Stack>
          ) : (
            <ApplicantsTable
              area="corporate"
              kind={kind}
              audience={
                kind === 'training' || !job.data ? undefined : jobAudience(job.data.qualificationCodes)
              }
              postingCode={code}
              records={query.data.list}
              offset={(page - 1) * limit}
              fetching={query.isFetching}
              onScheduleInterview={(userCode) => setInviting([userCode])}
            />
          )}
          <Pager
            page={page}
            pageSize={limit}
            count={query.data.list.length}
            total={total}
            onChange={setPage}
            disabled={query.isFetching}
          />
          {hasApplicants && <PostingInterviews kind={kind} postingCode={code} />}
        </Stack>
      )}
      <ScheduleInterviewModal
        kind={kind}
        postingCode={code}
        opened={inviting !== null}
        preselected={inviting ?? []}
        onClose={() => setInviting(null)}
      />
    </PageFrame>
  );
}
