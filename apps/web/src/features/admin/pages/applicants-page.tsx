import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { PAGE_SIZE } from '@pp/contract/constants';
import { exportJobApplicants } from '@pp/contract/jobs';
import { MSG } from '@pp/contract/messages';
import {
  type ApplicationStage,
  downloadJobResumes,
  downloadTrainingResumes,
  STAGE_LABEL,
} from '@pp/contract/pipeline';
import { exportTrainingApplicants } from '@pp/contract/trainings';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAdminApplicants, useAdminPosting } from '../../../api/admin.ts';
import type { PostingKind } from '../../../api/pipeline.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ENGLISH } from '../../../components/english.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { ExcelButton } from '../../../components/excel-button.tsx';
import { IconCalendar } from '../../../components/icons.tsx';
import { PostingInterviews } from '../../../components/interviews/posting-interviews.tsx';
import { ScheduleInterviewModal } from '../../../components/interviews/schedule-interview-modal.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { Pager } from '../../../components/pager.tsx';
import { ApplicantsTable } from '../../../components/pipeline/applicants-table.tsx';
import { ResumesButton } from '../../../components/pipeline/resumes-button.tsx';
import { StageFilter } from '../../../components/pipeline/stage-filter.tsx';
import { useRouteParam } from '../../../hooks/route-context.ts';
import { usePageParam } from '../../../hooks/use-page-param.ts';
import { useMessageText } from '../../../i18n/message-text.ts';
import { endpointUrl } from '../../../lib/api.ts';

const LIMIT = PAGE_SIZE.applicantsAdmin;

const KIND = {
  job: {
    title: msg`Job Applicants`,
    summary: { label: msg`Summary of Job(s) Posted`, to: '/admin/job' },
    exportUrl: (code: string) => endpointUrl(exportJobApplicants, { query: { jobCode: code } }),
    resumesUrl: (code: string) => endpointUrl(downloadJobResumes, { query: { jobCode: code } }),
  },
  training: {
    title: msg`Training Applicants`,
    summary: { label: msg`Summary of Training(s) Posted`, to: '/admin/training' },
    exportUrl: (code: string) => endpointUrl(exportTrainingApplicants, { query: { trainingCode: code } }),
    resumesUrl: (code: string) => endpointUrl(downloadTrainingResumes, { query: { trainingCode: code } }),
  },
} as const;

/**
 * /admin/job/applicant-{code} and /admin/training/applicant-{code}: the applicants of one job or
 * training, 10 a page (spec 2 'Applicants for a job'); trainings without experience and CTC, and
 * their title links to the training's detail.
 */
export default function AdminApplicantsPage({ kind }: { kind: PostingKind }) {
  const { t, i18n } = useLingui();
  const tm = useMessageText();
  const code = useRouteParam('code') ?? '';
  const [page, setPage] = usePageParam();
  const [stage, setStage] = useState<ApplicationStage | undefined>(undefined);
  // The applicants the interview modal opens with (null: closed).
  const [inviting, setInviting] = useState<string[] | null>(null);
  const posting = useAdminPosting(kind, code);
  const applicants = useAdminApplicants(kind, code, page, LIMIT, stage);
  const the = KIND[kind];
  const total = applicants.data?.total ?? 0;
  const title = i18n._(the.title);
  const stageLabel = stage === undefined ? '' : tm(STAGE_LABEL[stage]);
  return (
    <PageFrame
      title={title}
      description={
        posting.data ? (
          <Text span {...ENGLISH}>
            {kind === 'training' ? (
              <Anchor component={Link} to={`/admin/training/${code}`}>
                {posting.data.title}
              </Anchor>
            ) : (
              posting.data.title
            )}{' '}
            · {posting.data.companyName}
          </Text>
        ) : undefined
      }
      breadcrumbs={[
        { label: t`Dashboard`, to: '/admin/dashbaord' },
        { label: i18n._(the.summary.label), to: the.summary.to },
        { label: title },
      ]}
      actions={
        total > 0 || stage !== undefined ? (
          <Group gap="sm">
            <Button variant="light" leftSection={<IconCalendar size={16} />} onClick={() => setInviting([])}>
              <Trans>Schedule interview</Trans>
            </Button>
            <ExcelButton url={the.exportUrl(code)} />
            <ResumesButton url={the.resumesUrl(code)} />
          </Group>
        ) : undefined
      }
      size="xl"
    >
      {applicants.isPending ? (
        <LoadingState label={t`Loading applicants...`} />
      ) : applicants.isError ? (
        <ErrorState title={t`Could not load the applicants`} query={applicants} />
      ) : (
        <Stack gap="xs">
          <Title order={2} fz="h4">
            <Trans>Applicant(s) found ({total})</Trans>
          </Title>
          {(total > 0 || stage !== undefined) && (
            <StageFilter
              value={stage}
              onChange={(value) => {
                setStage(value);
                setPage(1);
              }}
            />
          )}
          {applicants.data.list.length === 0 ? (
            <EmptyState
              message={
                stage === undefined ? MSG.noApplicants : t`No applicant at the stage ''${stageLabel}''.`
              }
            />
          ) : (
            <>
              <ApplicantsTable
                area="admin"
                kind={kind}
                postingCode={code}
                records={applicants.data.list}
                onScheduleInterview={(userCode) => setInviting([userCode])}
              />
              <Pager
                page={page}
                pageSize={LIMIT}
                count={applicants.data.list.length}
                total={total}
                onChange={setPage}
              />
            </>
          )}
          {(total > 0 || stage !== undefined) && <PostingInterviews kind={kind} postingCode={code} />}
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
