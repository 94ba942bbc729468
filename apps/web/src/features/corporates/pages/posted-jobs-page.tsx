import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { PAGE_SIZE } from '@pp/contract/constants';
import { useState } from 'react';
import { Link } from 'react-router';
import { usePostedJobs } from '../../../api/corporates.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { IconPlus } from '../../../components/icons.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { usePageParam } from '../../../hooks/use-page-param.ts';
import { PostedJobsTable } from '../components/posted-jobs-table.tsx';
import { type PostedWindow, postedWindow } from '../lib/windows.ts';

const LIMIT = PAGE_SIZE.postedJobs;

/**
 * /corporate/job ('Summary of Job(s) Posted', the last 180 days) and /corporate/jobOld (from
 * 2015-01-01 up to 180 days ago): the employer's own jobs, 10 a page, with status changes and
 * the applicant count linking to the applicants.
 */
export default function PostedJobsPage({ variant }: { variant: PostedWindow }) {
  const { t } = useLingui();
  const [page, setPage] = usePageParam();
  const [window] = useState(() => postedWindow(variant));
  const query = usePostedJobs(window, page, LIMIT);
  const title = variant === 'recent' ? t`Summary of Job(s) Posted` : t`Summary of Job(s) Posted (older)`;

  return (
    <PageFrame
      title={title}
      description={
        variant === 'recent'
          ? t`Jobs you posted in the last 180 days.`
          : t`Jobs you posted from 1 January 2015 up to 180 days ago.`
      }
      breadcrumbs={[{ label: t`Dashboard`, to: '/corporate/dashboard' }, { label: title }]}
      actions={
        <>
          <Button component={Link} to="/corporate/job/add" leftSection={<IconPlus size={16} />}>
            <Trans>Post a job</Trans>
          </Button>
          <Button
            component={Link}
            to={variant === 'recent' ? '/corporate/jobOld' : '/corporate/job'}
            variant="default"
          >
            {variant === 'recent' ? <Trans>Older jobs</Trans> : <Trans>Recent jobs</Trans>}
          </Button>
        </>
      }
      size="xl"
    >
      {query.isPending ? (
        <LoadingState label={t`Loading`} />
      ) : query.isError ? (
        <ErrorState title={t`Could not load your jobs`} query={query} />
      ) : query.data.list.length === 0 && page === 1 ? (
        <EmptyState
          action={
            <Button component={Link} to="/corporate/job/add" leftSection={<IconPlus size={16} />}>
              <Trans>Post a job</Trans>
            </Button>
          }
        />
      ) : (
        <PostedJobsTable
          data={query.data}
          page={page}
          limit={LIMIT}
          onPageChange={setPage}
          fetching={query.isFetching}
          label={title}
        />
      )}
    </PageFrame>
  );
}
