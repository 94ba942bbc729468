import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { GRID_TRUNCATE } from '@pp/contract/admin';
import { PAGE_SIZE, USER_TYPE } from '@pp/contract/constants';
import { formatDate, formatLakhs, monthsToYears, NOT_DISCLOSED } from '@pp/contract/format';
import type { ApplicantItem } from '@pp/contract/jobs';
import { MSG } from '@pp/contract/messages';
import { type ApplicationStage, STAGE_LABEL } from '@pp/contract/pipeline';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CandidateAvatar } from '../../../components/candidate-avatar.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { Pager } from '../../../components/pager.tsx';
import { StageControl } from '../../../components/pipeline/stage-control.tsx';
import { StageFilter } from '../../../components/pipeline/stage-filter.tsx';
import { ReadMore } from '../../../components/read-more.tsx';
import { resumeUrl } from '../../../lib/files.ts';

export const APPLICANTS_LIMIT = PAGE_SIZE.applicantsAdmin;

function detailPath(a: ApplicantItem) {
  return a.userType === USER_TYPE.member
    ? `/admin/member/detail-${a.userCode}`
    : `/admin/student/detail-${a.userCode}`;
}

function identity(a: ApplicantItem) {
  return a.userType === USER_TYPE.member ? `${a.membershipType}${a.membershipNumber}` : a.registrationNumber;
}

function ctc(a: ApplicantItem) {
  if (!a.currentCTC) return NOT_DISCLOSED;
  return a.currentCTCCurrency === 'INR'
    ? `${formatLakhs(a.currentCTC)} lakhs`
    : `${a.currentCTC} ${a.currentCTCCurrency}`;
}

/**
 * The applicants of a job or training, 10 per page (spec 2 'Applicants for a job'); trainings
 * leave out the experience and CTC columns. Names link to the admin member or student profile.
 */
export function ApplicantsTable({
  query,
  page,
  onPage,
  withExperience,
  kind,
  postingCode,
  stage,
  onStage,
}: {
  query: UseQueryResult<{ list: ApplicantItem[]; total: number }>;
  page: number;
  onPage: (page: number) => void;
  withExperience: boolean;
  kind: 'job' | 'training';
  postingCode: string;
  /** Ours, not in the spec: the pipeline stage filter. */
  stage: ApplicationStage | undefined;
  onStage: (stage: ApplicationStage | undefined) => void;
}) {
  if (query.isPending) return <LoadingState label="Loading applicants..." />;
  if (query.isError)
    return (
      <ErrorState
        title="Could not load the applicants"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  const { list, total } = query.data;
  return (
    <Stack gap="xs">
      <Title order={2} fz="h4">
        Applicant(s) found ({total})
      </Title>
      {(total > 0 || stage !== undefined) && <StageFilter value={stage} onChange={onStage} />}
      {list.length === 0 ? (
        <EmptyState
          message={
            stage === undefined ? MSG.noApplicants : `No applicant at the stage '${STAGE_LABEL[stage]}'.`
          }
        />
      ) : (
        <>
          <DataTable<ApplicantItem>
            withTableBorder
            borderRadius="md"
            striped
            highlightOnHover
            records={list}
            idAccessor="userCode"
            columns={[
              {
                accessor: 'name',
                title: 'Name',
                width: 220,
                render: (a) => (
                  <Group gap="sm" wrap="nowrap">
                    <CandidateAvatar
                      name={a.name}
                      userCode={a.userCode}
                      profilePicture={a.profilePicture}
                      size="md"
                    />
                    <Anchor component={Link} to={detailPath(a)} fw={600} size="sm">
                      {a.name}
                    </Anchor>
                  </Group>
                ),
              },
              // Ours, not in the spec: the pipeline stage, beside the name.
              {
                accessor: 'stage',
                title: 'Stage',
                render: (a) => <StageControl kind={kind} postingCode={postingCode} applicant={a} />,
              },
              {
                accessor: 'membershipNumber',
                title: withExperience ? 'Membership / Registration No.' : 'Registration No.',
                noWrap: true,
                render: identity,
              },
              {
                accessor: 'skill',
                title: 'Skills',
                width: 140,
                render: (a) => (
                  <ReadMore text={a.skill.join(', ')} max={GRID_TRUNCATE.skill * 4} title="Skills" />
                ),
              },
              {
                accessor: 'qualification',
                title: 'Additional qualification',
                width: 140,
                render: (a) => a.qualification.join(', ') || '-',
              },
              ...(withExperience
                ? [
                    {
                      accessor: 'totalExperienceInMonths',
                      title: 'Present experience',
                      noWrap: true,
                      render: (a: ApplicantItem) => `${monthsToYears(a.totalExperienceInMonths)} year(s)`,
                    },
                    { accessor: 'currentCTC', title: 'Present CTC', noWrap: true, render: ctc },
                  ]
                : []),
              {
                accessor: 'profileSummary',
                title: 'Profile summary',
                width: 140,
                render: (a) => (
                  <ReadMore
                    text={a.profileSummary}
                    max={GRID_TRUNCATE.applicantSummary}
                    title="Profile summary"
                  />
                ),
              },
              {
                accessor: 'email',
                title: 'E-mail',
                render: (a) => (
                  <Anchor href={`mailto:${a.email}`} size="sm">
                    {a.email}
                  </Anchor>
                ),
              },
              { accessor: 'mobile', title: 'Mobile', noWrap: true },
              {
                accessor: 'appliedOn',
                title: 'Applied on',
                noWrap: true,
                render: (a) => formatDate(a.appliedOn),
              },
              {
                accessor: 'fileName',
                title: 'Resume',
                render: (a) =>
                  a.fileName ? (
                    <Anchor href={resumeUrl(a.userCode, a.fileName)} target="_blank" rel="noopener" size="sm">
                      View resume
                    </Anchor>
                  ) : (
                    <Text size="sm" c="dimmed">
                      None
                    </Text>
                  ),
              },
            ]}
          />
          <Pager
            page={page}
            pageSize={APPLICANTS_LIMIT}
            count={list.length}
            total={total}
            onChange={onPage}
          />
        </>
      )}
    </Stack>
  );
}
