import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { PAGE_SIZE } from '@pp/contract/constants';
import type { ApplicationStage } from '@pp/contract/pipeline';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useListParams } from '../../hooks/use-list-params.ts';
import { PageFrame } from '../page-frame.tsx';
import { StageBadge } from '../pipeline/stage-badge.tsx';
import { AppliedBadge } from './job-apply-button.tsx';
import { PagedList } from './paged-list.tsx';

const NO_KEYS = [] as const;
const PAGE_LENGTH = PAGE_SIZE.studentJobLists;

interface Application {
  code: string;
  stage: ApplicationStage;
  appliedOn: number | null;
}

/**
 * The jobs or trainings a member or student applied for, latest first, each with the date and
 * (ours) the stage the employer moved the application to. The page number lives in the address.
 */
export function ApplicationsScreen<T extends Application>({
  what,
  home,
  searchPath,
  useApplications,
  renderTile,
  above,
}: {
  what: 'Job' | 'Training';
  /** The dashboard the breadcrumb goes back to. */
  home: string;
  /** Where the empty list sends the candidate to find something to apply for. */
  searchPath: string;
  useApplications: (page: number, pageSize: number) => UseQueryResult<{ list: T[]; total: number }>;
  /** The posting's tile, with the stage and applied-on badges as its action. */
  renderTile: (item: T, action: ReactNode) => ReactNode;
  /** Shown above the list (ours: the candidate's interviews). */
  above?: ReactNode;
}) {
  const { t } = useLingui();
  const [params, update] = useListParams(NO_KEYS);
  const query = useApplications(params.page, PAGE_LENGTH);
  const job = what === 'Job';
  const title = job ? t`Job Application(s)` : t`Training Application(s)`;
  return (
    <PageFrame
      title={title}
      description={
        job
          ? t`The jobs you have applied for, latest first.`
          : t`The trainings you have applied for, latest first.`
      }
      breadcrumbs={[{ label: t`Home`, to: home }, { label: title }]}
    >
      {above}
      <PagedList<T>
        query={query}
        page={params.page}
        pageSize={PAGE_LENGTH}
        onPage={(page) => update({ page })}
        noun={[t`application`, t`applications`]}
        loadingLabel={t`Loading your applications...`}
        emptyDescription={
          job ? t`You have not applied for any job yet.` : t`You have not applied for any training yet.`
        }
        emptyAction={
          <Button component={Link} to={searchPath} variant="light">
            {job ? <Trans>Search jobs</Trans> : <Trans>Search trainings</Trans>}
          </Button>
        }
        itemKey={(item) => item.code}
        renderItem={(item) =>
          renderTile(
            item,
            <Group gap="xs">
              <StageBadge stage={item.stage} />
              {item.appliedOn !== null && <AppliedBadge appliedOn={item.appliedOn} />}
            </Group>,
          )
        }
      />
    </PageFrame>
  );
}
