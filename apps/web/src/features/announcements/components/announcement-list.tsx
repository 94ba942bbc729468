import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import type { Announcement } from '@pp/contract/announcements';
import type { ReactNode } from 'react';
import { useAnnouncements } from '../../../api/announcements.ts';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { ListPager } from '../../../components/pager.tsx';
import { usePageParam } from '../../../hooks/use-page-param.ts';
import { AnnouncementCard } from './announcement-card.tsx';

export interface AnnouncementListProps {
  pageSize: number;
  /** What an empty page shows (page 1: none at all; a later page: no more). */
  empty: (page: number) => ReactNode;
  /** Controls under each announcement (the admin's edit and remove). */
  actions?: (item: Announcement) => ReactNode;
}

/** The announcements, newest first, a page at a time (the page lives in the address). */
export function AnnouncementList({ pageSize, empty, actions }: AnnouncementListProps) {
  const { t } = useLingui();
  const [page, setPage] = usePageParam();
  const query = useAnnouncements(page, pageSize);
  return (
    <>
      {query.isPending ? (
        <LoadingState label={t`Loading announcements...`} />
      ) : query.isError ? (
        <ErrorState title={t`Could not load the announcements`} query={query} />
      ) : query.data.list.length === 0 ? (
        empty(page)
      ) : (
        <Stack gap="md">
          {query.data.list.map((item) => (
            <AnnouncementCard key={item.code} item={item} actions={actions?.(item)} />
          ))}
        </Stack>
      )}
      {query.data && <ListPager data={query.data} page={page} pageSize={pageSize} onChange={setPage} />}
    </>
  );
}
