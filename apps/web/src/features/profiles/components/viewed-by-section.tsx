import { Trans, useLingui } from '@lingui/react/macro';
import { List, Text } from '@mantine/core';
import { formatDateTime } from '@pp/contract/format';
import { type CandidateKind, PROFILE_VIEWS_KEPT_DAYS, PROFILE_VIEWS_PAGE_SIZE } from '@pp/contract/profiles';
import { useState } from 'react';
import { useProfileViews } from '../../../api/profiles.ts';
import { ENGLISH } from '../../../components/english.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { Pager } from '../../../components/pager.tsx';
import { SectionCard, SectionEmpty } from './section-card.tsx';

/**
 * The owner's list of companies that opened the profile and when (the last
 * PROFILE_VIEWS_KEPT_DAYS days), recorded by the server on every employer's view.
 */
export function ViewedBySection({ kind }: { kind: CandidateKind }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const days = PROFILE_VIEWS_KEPT_DAYS;
  const query = useProfileViews(kind, page);
  return (
    <SectionCard title={t`Who viewed your profile`}>
      {query.isPending ? (
        <LoadingState label={t`Loading the views...`} />
      ) : query.isError ? (
        <ErrorState title={t`Could not load the views`} query={query} />
      ) : query.data.list.length === 0 ? (
        <SectionEmpty>
          <Trans>No employer has opened your profile in the last {days} days.</Trans>
        </SectionEmpty>
      ) : (
        <>
          <List spacing={6} size="sm" listStyleType="none" aria-label={t`Employers who viewed your profile`}>
            {query.data.list.map((view) => (
              <List.Item key={`${view.companyName}-${view.viewedOn}`}>
                <Text size="sm" fw={600} component="span" style={{ overflowWrap: 'anywhere' }} {...ENGLISH}>
                  {view.companyName}
                </Text>{' '}
                <Text size="xs" c="dimmed" component="span">
                  {formatDateTime(view.viewedOn)}
                </Text>
              </List.Item>
            ))}
          </List>
          <Pager
            page={page}
            pageSize={PROFILE_VIEWS_PAGE_SIZE}
            count={query.data.list.length}
            total={query.data.total}
            onChange={setPage}
            disabled={query.isFetching}
          />
        </>
      )}
    </SectionCard>
  );
}
