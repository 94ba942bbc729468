import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Anchor,
  Button,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { formatDate, formatIndian } from '@pp/contract/format';
import type { CandidateKind, CandidateDashboard as Dashboard } from '@pp/contract/profiles';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { useCandidateDashboard } from '../api/profiles.ts';
import { useMessageText } from '../i18n/message-text.ts';
import { ENGLISH, English } from './english.tsx';
import { ErrorState } from './error-state.tsx';
import { StageCounts } from './pipeline/stage-counts.tsx';
import { SectionPaper } from './section-paper.tsx';

/** Where each summary card links to, per kind of candidate (the route table's paths). */
const LINKS = {
  member: {
    applications: { job: '/member/job/application', training: '' },
    savedSearches: '/member/saved-searches',
    posting: (code: string) => `/member/job/detail-${code}`,
    morePostings: '/member/job/search',
  },
  student: {
    applications: { job: '/student/job/application', training: '/student/training/application' },
    savedSearches: '/student/saved-searches',
    posting: (code: string) => `/student/training/detail-${code}`,
    morePostings: '/student/training/search',
  },
} as const;

const KIND_LABEL = { job: msg`Jobs`, training: msg`Trainings` } as const;

function Card({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <SectionPaper headingId={headingId}>
      <Stack gap="sm">
        <Title order={3} fz="h5" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </SectionPaper>
  );
}

function ProfileCard({ kind, data }: { kind: CandidateKind; data: Dashboard }) {
  const { percent, sections } = data.completeness;
  const done = sections.filter((s) => s.done).length;
  const { t } = useLingui();
  // The sections' labels and the next step are the contract's English (PROFILE_SECTION_LABEL, PROFILE_NEXT_STEP).
  const tm = useMessageText();
  const missing = sections.filter((s) => !s.done).map((s) => tm(s.label));
  const missingList = missing.join(', ');
  const sectionCount = sections.length;
  return (
    <Card title={t`Your profile`}>
      <div>
        <Text size="sm" fw={600}>
          <Trans>{percent}% complete</Trans>
          <Text span size="sm" c="dimmed" fw={400}>
            {' '}
            <Trans>
              ({done} of {sectionCount} sections)
            </Trans>
          </Text>
        </Text>
        <Progress
          value={percent}
          size="lg"
          radius="xl"
          mt={6}
          color={percent === 100 ? 'green' : 'institute'}
          aria-label={t`Profile completeness`}
        />
      </div>
      {data.nextStep ? (
        <>
          <Text size="sm">
            <Text span fw={600}>
              <Trans>Next step:</Trans>
            </Text>{' '}
            {tm(data.nextStep.action)}
          </Text>
          {missing.length > 1 && (
            <Text size="xs" c="dimmed">
              <Trans>Still missing: {missingList}.</Trans>
            </Text>
          )}
          <Button component={Link} to={data.nextStep.to} size="xs" variant="light" w="fit-content">
            <Trans>Complete your profile</Trans>
          </Button>
        </>
      ) : (
        <Text size="sm">
          <Trans>
            Your profile is complete.{' '}
            <Anchor
              component={Link}
              to={kind === 'member' ? '/member/profile' : '/student/profile'}
              size="sm"
            >
              View your profile
            </Anchor>
          </Trans>
        </Text>
      )}
    </Card>
  );
}

function ApplicationsCard({ kind, data }: { kind: CandidateKind; data: Dashboard }) {
  const total = data.applications.reduce((n, a) => n + a.total, 0);
  const links = LINKS[kind].applications;
  const { t, i18n } = useLingui();
  return (
    <Card title={t`Your applications`}>
      {total === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>
            You have not applied yet. Apply from the lists below; each application's stage shows here.
          </Trans>
        </Text>
      ) : (
        <StageCounts
          caption={t`Applications by stage`}
          columns={data.applications.map((a) => ({ label: i18n._(KIND_LABEL[a.kind]), stages: a.stages }))}
        />
      )}
      <Stack gap={4}>
        {data.applications.map((a) => {
          const count = formatIndian(a.total);
          return (
            <Anchor key={a.kind} component={Link} to={links[a.kind]} size="sm">
              {a.kind === 'job' ? (
                <Trans>Your job applications ({count})</Trans>
              ) : (
                <Trans>Your training applications ({count})</Trans>
              )}
            </Anchor>
          );
        })}
      </Stack>
    </Card>
  );
}

function SavedSearchesCard({ kind, data }: { kind: CandidateKind; data: Dashboard }) {
  const { total, alerting } = data.savedSearches;
  const { t } = useLingui();
  const alertingCount = formatIndian(alerting);
  return (
    <Card title={t`Saved searches`}>
      <Text fz={28} fw={700} lh={1.1}>
        {formatIndian(total)}
      </Text>
      <Text size="sm" c="dimmed">
        {total === 0
          ? t`Save a search to get an e-mail when new postings match it.`
          : t`${alertingCount} of them e-mail you new matches.`}
      </Text>
      <Anchor component={Link} to={LINKS[kind].savedSearches} size="sm">
        <Trans>Manage saved searches and alerts</Trans>
      </Anchor>
    </Card>
  );
}

function RecommendedCard({
  kind,
  data,
  listedBelow,
}: {
  kind: CandidateKind;
  data: Dashboard;
  listedBelow: boolean;
}) {
  const { total, list } = data.recommended;
  const { t } = useLingui();
  const title = kind === 'member' ? t`Recommended jobs` : t`Trainings in your State/UT`;
  const totalCount = formatIndian(total);
  if (listedBelow) {
    return (
      <Card title={title}>
        <Text fz={28} fw={700} lh={1.1}>
          {formatIndian(total)}
        </Text>
        <Text size="sm" c="dimmed">
          {total === 0
            ? t`Add your skills, role and location to your profile to see jobs that fit you.`
            : t`Open jobs match your profile; the best are listed below.`}
        </Text>
      </Card>
    );
  }
  return (
    <Card title={title}>
      {list.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>
            No open posting here right now. Add your State/UT to your profile, or search every State/UT.
          </Trans>
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {list.map((posting) => {
            const company = posting.companyName;
            const closes = formatDate(posting.endDate);
            return (
              <li key={posting.code}>
                <Anchor
                  component={Link}
                  to={LINKS[kind].posting(posting.code)}
                  size="sm"
                  fw={600}
                  {...ENGLISH}
                >
                  {posting.title}
                </Anchor>
                <Text size="xs" c="dimmed">
                  <Trans>
                    <English>{company}</English> · closes {closes}
                  </Trans>
                </Text>
              </li>
            );
          })}
        </Stack>
      )}
      <Anchor component={Link} to={LINKS[kind].morePostings} size="sm">
        {total > list.length ? t`Search all ${totalCount}` : t`Search more`}
      </Anchor>
    </Card>
  );
}

/**
 * The member's or student's dashboard summary (ours, above the spec's recent list on the
 * dashboard screen): profile completeness with the next step, applications by stage, saved
 * searches and a few postings to look at. `recommendedListedBelow`: the page lists the
 * recommended postings itself (the member's recent jobs), so the card only counts them.
 */
export function CandidateDashboard({
  kind,
  recommendedListedBelow = false,
}: {
  kind: CandidateKind;
  recommendedListedBelow?: boolean;
}) {
  const { t } = useLingui();
  const query = useCandidateDashboard(kind);
  const headingId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} fz="h4" id={headingId}>
        <Trans>Your dashboard</Trans>
      </Title>
      {query.isError ? (
        <ErrorState title={t`Could not load your dashboard`} query={query} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" aria-busy={query.isPending}>
          {query.isPending ? (
            <>
              <VisuallyHidden role="status">
                <Trans>Loading your dashboard...</Trans>
              </VisuallyHidden>
              {['profile', 'applications', 'saved', 'recommended'].map((key) => (
                <Skeleton key={key} height={190} radius="md" />
              ))}
            </>
          ) : (
            <>
              <ProfileCard kind={kind} data={query.data} />
              <ApplicationsCard kind={kind} data={query.data} />
              <SavedSearchesCard kind={kind} data={query.data} />
              <RecommendedCard kind={kind} data={query.data} listedBelow={recommendedListedBelow} />
            </>
          )}
        </SimpleGrid>
      )}
    </Stack>
  );
}
