import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { USER_TYPE } from '@pp/contract/constants';
import type { CorporateDashboard } from '@pp/contract/corporates';
import { formatDate, formatDateTime } from '@pp/contract/format';
import type { StageCount } from '@pp/contract/pipeline';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCorporateDashboard } from '../../../api/corporates.ts';
import { ENGLISH } from '../../../components/english.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { IconBriefcase, IconPlus, IconSchool, IconSearch, IconUsers } from '../../../components/icons.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { StageCounts } from '../../../components/pipeline/stage-counts.tsx';

function Figure({ label, value, hint, to }: { label: string; value: number; hint?: ReactNode; to: string }) {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component={Link}
      to={to}
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={32} fw={700} lh={1.2}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label={title}>
      <Title order={2} fz="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** The applicants of every posting of the employer, by the stage they are at now. */
function ApplicantsByStage({ data }: { data: CorporateDashboard }) {
  const { t } = useLingui();
  const { jobs, trainings } = data.applicantsByStage;
  const sum = (stages: StageCount[]) => stages.reduce((n, s) => n + s.count, 0);
  const withTrainings = data.canPostTraining || sum(trainings) > 0;
  const columns = [
    { label: t`Jobs`, stages: jobs },
    ...(withTrainings ? [{ label: t`Trainings`, stages: trainings }] : []),
  ];
  return (
    <Section title={t`Applicants by stage`}>
      {columns.every((column) => sum(column.stages) === 0) ? (
        <Text size="sm" c="dimmed">
          <Trans>No one has applied to your postings yet.</Trans>
        </Text>
      ) : (
        <Stack gap="xs" maw={520}>
          <StageCounts caption={t`Applicants of your postings, by stage`} columns={columns} />
          <Text size="xs" c="dimmed">
            <Trans>Move applicants between stages on each posting's applicants page.</Trans>
          </Text>
        </Stack>
      )}
      <Group gap="md" mt="xs">
        <Anchor component={Link} to="/corporate/job" size="sm">
          <Trans>Posted jobs</Trans>
        </Anchor>
        {withTrainings && (
          <Anchor component={Link} to="/corporate/posted-training" size="sm">
            <Trans>Posted trainings</Trans>
          </Anchor>
        )}
      </Group>
    </Section>
  );
}

/**
 * /corporate/dashboard: what an employer looks for first (the spec leaves the content open):
 * open postings, new applicants since the last visit, postings about to expire, the latest
 * applicants, applicants by stage, and the ways to post and to search.
 */
export default function CorporateDashboardPage() {
  const { t } = useLingui();
  const query = useCorporateDashboard();
  const data = query.data;
  const since = data ? formatDateTime(data.since) : '';
  return (
    <PageFrame
      title={t`Dashboard`}
      description={data?.companyName}
      breadcrumbs={[{ label: t`Dashboard` }]}
      actions={
        <>
          <Button component={Link} to="/corporate/job/add" leftSection={<IconPlus size={16} />}>
            <Trans>Post a job</Trans>
          </Button>
          {data?.canPostTraining && (
            <Button
              component={Link}
              to="/corporate/training/add"
              variant="light"
              leftSection={<IconPlus size={16} />}
            >
              <Trans>Post a training</Trans>
            </Button>
          )}
        </>
      }
    >
      {query.isPending ? (
        <LoadingState />
      ) : query.isError || !data ? (
        <ErrorState query={query} />
      ) : (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            <Figure
              label={t`Open jobs`}
              value={data.openJobs}
              hint={t`Published and shown today`}
              to="/corporate/job"
            />
            <Figure
              label={t`Open trainings`}
              value={data.openTrainings}
              hint={t`Accepting applications today`}
              to="/corporate/posted-training"
            />
            <Figure
              label={t`New applicants`}
              value={data.newApplicants}
              hint={data.firstVisit ? t`In the last 7 days` : t`Since your last visit (${since})`}
              to="/corporate/job"
            />
          </SimpleGrid>

          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Section title={t`About to expire`}>
              {data.expiringSoon.length === 0 ? (
                <Text size="sm" c="dimmed">
                  <Trans>No open posting ends in the next 7 days.</Trans>
                </Text>
              ) : (
                <Stack gap="xs">
                  {data.expiringSoon.map((posting) => {
                    const endDate = formatDate(posting.endDate);
                    const count = posting.applicationCount;
                    return (
                      <Group
                        key={`${posting.kind}-${posting.code}`}
                        justify="space-between"
                        wrap="nowrap"
                        gap="xs"
                      >
                        <div style={{ minWidth: 0 }}>
                          <Anchor
                            component={Link}
                            to={`/corporate/${posting.kind}/detail-${posting.code}`}
                            size="sm"
                            fw={600}
                            {...ENGLISH}
                          >
                            {posting.title}
                          </Anchor>
                          <Text size="xs" c="dimmed">
                            {posting.kind === 'job' ? (
                              <Trans>
                                Job shown till {endDate} · {count} applied
                              </Trans>
                            ) : (
                              <Trans>
                                Applications close {endDate} · {count} applied
                              </Trans>
                            )}
                          </Text>
                        </div>
                        <Badge variant="light" color={posting.kind === 'job' ? 'blue' : 'grape'}>
                          {posting.kind === 'job' ? <Trans>Job</Trans> : <Trans>Training</Trans>}
                        </Badge>
                      </Group>
                    );
                  })}
                </Stack>
              )}
            </Section>
            <Section title={t`Latest applicants`}>
              {data.latestApplicants.length === 0 ? (
                <Text size="sm" c="dimmed">
                  <Trans>No one has applied yet.</Trans>
                </Text>
              ) : (
                <Stack gap="xs">
                  {data.latestApplicants.map((a) => {
                    const postingTitle = a.postingTitle;
                    const appliedOn = formatDate(a.appliedOn);
                    return (
                      <div key={`${a.kind}-${a.postingCode}-${a.userCode}`}>
                        {/* A link on its own line: 24 px high whatever the font draws (app.css). */}
                        <Anchor
                          component={Link}
                          size="sm"
                          fw={600}
                          className="pp-target"
                          {...ENGLISH}
                          to={`/corporate/${a.userType === USER_TYPE.member ? 'member' : 'student'}/detail-${a.userCode}?${a.kind === 'job' ? 'jc' : 'tc'}=${a.postingCode}`}
                        >
                          {a.name}
                        </Anchor>
                        <Text size="xs" c="dimmed">
                          <Trans>
                            applied for{' '}
                            <Anchor
                              component={Link}
                              to={`/corporate/${a.kind}/applicant-${a.postingCode}`}
                              size="xs"
                              {...ENGLISH}
                            >
                              {postingTitle}
                            </Anchor>{' '}
                            on {appliedOn}
                          </Trans>
                        </Text>
                      </div>
                    );
                  })}
                </Stack>
              )}
            </Section>
          </SimpleGrid>

          <ApplicantsByStage data={data} />

          <Section title={t`Find candidates`}>
            <Group gap="sm">
              <Button
                component={Link}
                to="/corporate/member"
                variant="default"
                leftSection={<IconSearch size={16} />}
              >
                <Trans>Find members</Trans>
              </Button>
              <Button
                component={Link}
                to="/corporate/student"
                variant="default"
                leftSection={<IconSearch size={16} />}
              >
                <Trans>Find students</Trans>
              </Button>
              <Button
                component={Link}
                to="/corporate/job"
                variant="subtle"
                leftSection={<IconBriefcase size={16} />}
              >
                <Trans>Posted jobs</Trans>
              </Button>
              <Button
                component={Link}
                to="/corporate/posted-training"
                variant="subtle"
                leftSection={<IconSchool size={16} />}
              >
                <Trans>Posted trainings</Trans>
              </Button>
              <Button
                component={Link}
                to="/corporate/profile"
                variant="subtle"
                leftSection={<IconUsers size={16} />}
              >
                <Trans>Company profile</Trans>
              </Button>
            </Group>
          </Section>
        </Stack>
      )}
    </PageFrame>
  );
}
