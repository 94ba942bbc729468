import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import type { StatItem, WeeklyStat } from '@pp/contract/admin';
import { formatDate, formatIndian } from '@pp/contract/format';
import type { StagesByKind } from '@pp/contract/pipeline';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { useStats } from '../../../api/admin.ts';
import { ErrorState } from '../../../components/error-state.tsx';
import {
  IconBriefcase,
  IconBuilding,
  IconFileCheck,
  IconFileText,
  IconLandmark,
  IconLock,
  IconSchool,
  IconUser,
  IconUsers,
} from '../../../components/icons.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useMessageText } from '../../../i18n/message-text.ts';
import { type ChartRow, StatChart } from '../components/stat-chart.tsx';

interface CardLook {
  icon: ComponentType<{ size?: number }>;
  color: string;
  to?: string;
}

const CARD_OF: Record<string, CardLook> = {
  members: { icon: IconUser, color: 'institute', to: '/admin/member' },
  students: { icon: IconSchool, color: 'teal', to: '/admin/student' },
  employers: { icon: IconBuilding, color: 'indigo', to: '/admin/corporate' },
  openJobs: { icon: IconBriefcase, color: 'blue', to: '/admin/job' },
  openTrainings: { icon: IconFileText, color: 'cyan', to: '/admin/training' },
  jobApplications: { icon: IconFileCheck, color: 'green', to: '/admin/job' },
  trainingApplications: { icon: IconFileCheck, color: 'lime', to: '/admin/training' },
  govtJobs: { icon: IconLandmark, color: 'orange', to: '/admin/govt-job' },
  govtTrainings: { icon: IconLandmark, color: 'yellow', to: '/admin/govt-training' },
  trainingEmployers: { icon: IconUsers, color: 'grape', to: '/admin/corporate' },
  blockedUsers: { icon: IconLock, color: 'red', to: '/admin/audit' },
};

/**
 * The figures' names in the reader's language, by key; the server's English name stands for a key
 * the client does not know yet.
 */
const STAT_NAME: Record<string, MessageDescriptor> = {
  members: msg`Members`,
  students: msg`Students`,
  employers: msg`Employers`,
  openJobs: msg`Open jobs`,
  openTrainings: msg`Open trainings`,
  jobApplications: msg`Job applications`,
  trainingApplications: msg`Training applications`,
  govtJobs: msg`Open government jobs`,
  govtTrainings: msg`Open government trainings`,
  trainingEmployers: msg`Employers allowed to post trainings`,
  blockedUsers: msg`Blocked logins`,
};

const SKELETONS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

function StatCard({ stat }: { stat: StatItem }) {
  const { i18n } = useLingui();
  const known = STAT_NAME[stat.key];
  const look: CardLook = CARD_OF[stat.key] ?? { icon: IconFileText, color: 'gray' };
  const Icon = look.icon;
  const body = (
    <Group gap="md" wrap="nowrap" align="center">
      <ThemeIcon size={44} radius="md" variant="light" color={look.color}>
        <Icon size={24} />
      </ThemeIcon>
      <div style={{ minWidth: 0 }}>
        <Text size="sm" c="dimmed" lh={1.3}>
          {known ? i18n._(known) : stat.name}
        </Text>
        <Text fz={{ base: 22, sm: 26 }} fw={700} lh={1.2} data-testid={`stat-${stat.key}`}>
          {formatIndian(stat.value)}
        </Text>
      </div>
    </Group>
  );
  return look.to ? (
    <Paper component={Link} to={look.to} withBorder radius="md" p="md" style={{ color: 'inherit' }}>
      {body}
    </Paper>
  ) : (
    <Paper withBorder radius="md" p="md">
      {body}
    </Paper>
  );
}

/** '03-Mar-2026' -> '03 Mar' (the axis has little room). */
const shortDay = (epoch: number) => formatDate(epoch).slice(0, 6).replace('-', ' ');

function weekRows(weeks: WeeklyStat[]): ChartRow[] {
  return weeks.map((w) => ({ ...w, label: shortDay(w.weekStart), longLabel: formatDate(w.weekStart) }));
}

/** One row per stage; `stageName` gives the contract's English stage label in the reader's language. */
function stageRows({ jobs, trainings }: StagesByKind, stageName: (label: string) => string): ChartRow[] {
  return jobs.map((s, i) => ({
    label: stageName(s.label),
    jobs: s.count,
    trainings: trainings[i]?.count ?? 0,
  }));
}

/** The weekly activity and the applications' stages, each a chart with a table view. */
function Charts({ stats }: { stats: { weekly: WeeklyStat[]; applicationsByStage: StagesByKind } }) {
  const { t } = useLingui();
  const tm = useMessageText();
  const weeks = weekRows(stats.weekly);
  const week = { xAxisLabel: t`Week starting (Monday)`, categoryLabel: t`Week of` };
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <StatChart
        title={t`Postings per week`}
        {...week}
        yAxisLabel={t`Postings`}
        rows={weeks}
        series={[
          { key: 'jobsPosted', label: t`Jobs`, color: 'institute.6' },
          { key: 'trainingsPosted', label: t`Trainings`, color: 'teal.7' },
        ]}
      />
      <StatChart
        title={t`Applications per week`}
        {...week}
        yAxisLabel={t`Applications`}
        rows={weeks}
        series={[
          { key: 'jobApplications', label: t`Job applications`, color: 'green.8' },
          { key: 'trainingApplications', label: t`Training applications`, color: 'orange.8' },
        ]}
      />
      <StatChart
        title={t`Registrations per week`}
        {...week}
        yAxisLabel={t`Registrations`}
        rows={weeks}
        series={[{ key: 'registrations', label: t`Registrations`, color: 'grape.7' }]}
      />
      <StatChart
        title={t`Applications by stage`}
        xAxisLabel={t`Stage`}
        categoryLabel={t`Stage`}
        yAxisLabel={t`Applications`}
        rows={stageRows(stats.applicationsByStage, tm)}
        series={[
          { key: 'jobs', label: t`Job applications`, color: 'green.8' },
          { key: 'trainings', label: t`Training applications`, color: 'orange.8' },
        ]}
      />
    </SimpleGrid>
  );
}

/** /admin/dashbaord: the figures an admin watches, the last 12 weeks of activity, the stages. */
export default function AdminDashboardPage() {
  const { t } = useLingui();
  const query = useStats();
  return (
    <PageFrame
      title={t`Dashboard`}
      description={t`The portal at a glance: people, postings and applications.`}
    >
      {query.isError ? (
        <ErrorState title={t`Could not load the statistics`} query={query} />
      ) : (
        <Stack gap="lg">
          <SimpleGrid
            cols={{ base: 2, md: 3, lg: 4 }}
            spacing={{ base: 'xs', sm: 'md' }}
            aria-busy={query.isPending}
          >
            {query.isPending
              ? SKELETONS.map((key) => <Skeleton key={key} height={78} radius="md" />)
              : query.data.list.map((stat) => <StatCard key={stat.key} stat={stat} />)}
          </SimpleGrid>
          {query.data && <Charts stats={query.data} />}
        </Stack>
      )}
    </PageFrame>
  );
}
