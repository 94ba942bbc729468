import { Trans, useLingui } from '@lingui/react/macro';
import { Tabs } from '@mantine/core';
import { useNavigate } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { GovtJobList, GovtTrainingList } from '../../../components/postings/govt-lists.tsx';

const TAB_PATH = { jobs: '/student/govt-job', trainings: '/student/govt-traning' } as const;

/**
 * /student/govt-job and /student/govt-traning: the student's government pair, Govt Jobs(s) and
 * Govt Training(s), each a paged list (one screen, the route picks the tab).
 */
export default function StudentGovtPage({ tab }: { tab: keyof typeof TAB_PATH }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <PageFrame
      title={t`Government Jobs and Trainings`}
      description={t`Openings with government and public bodies. Apply on the organisation's own site.`}
      breadcrumbs={[
        { label: t`Home`, to: '/student/dashboard' },
        { label: t`Government Jobs and Trainings` },
      ]}
    >
      <Tabs
        value={tab}
        onChange={(value) => value && navigate(TAB_PATH[value as keyof typeof TAB_PATH])}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="trainings">
            <Trans>Govt Training(s)</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="jobs">
            <Trans>Govt Jobs(s)</Trans>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="trainings">
          <GovtTrainingList />
        </Tabs.Panel>
        <Tabs.Panel value="jobs">
          <GovtJobList />
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}
