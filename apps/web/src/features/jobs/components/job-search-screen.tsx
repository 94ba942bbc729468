import { useLingui } from '@lingui/react/macro';
import { Alert, Stack } from '@mantine/core';
import { INDIA_COUNTRY_CODE } from '@pp/contract/constants';
import { MSG } from '@pp/contract/messages';
import { JOB_SORT_OPTIONS, type SearchJobItem, searchJobs } from '@pp/contract/search';
import { type ReactNode, useState } from 'react';
import { useJobPage } from '../../../api/jobs.ts';
import { IconSearch } from '../../../components/icons.tsx';
import { type Crumb, PageFrame } from '../../../components/page-frame.tsx';
import { JobApplyButton } from '../../../components/postings/job-apply-button.tsx';
import { PagedList } from '../../../components/postings/paged-list.tsx';
import { useListParams } from '../../../hooks/use-list-params.ts';
import { useMessageText } from '../../../i18n/message-text.ts';
import { paramsFromValues, SEARCH_KEYS, searchQueryOf, valuesFromParams } from '../../../lib/search-query.ts';
import { JobSearchForm, type SearchMode } from './job-search-form.tsx';
import { JobTile } from './job-tile.tsx';

export interface JobSearchScreenProps {
  title: string;
  description?: string;
  breadcrumbs: Crumb[];
  mode: SearchMode;
  skillKind: 'member' | 'student';
  pageSize: number;
  countryLocked?: boolean;
  /** Work-from-home search: the flag is always on. */
  workFromHome?: boolean;
  /** Work-from-home search: one search on load, for the default country with no other filter. */
  searchOnLoad?: boolean;
  /** Where a job's title links (members: their job detail). */
  detailPrefix?: string;
  loadingLabel?: string;
  emptyMessage?: string;
  /** Numbers the results across pages. */
  runningIndex?: boolean;
  /** Buttons beside the title (e.g. 'Save this search'). */
  actions?: ReactNode;
}

/** A job search screen: the form, then the prompt, or the count with sort, tiles and pager. */
export function JobSearchScreen({
  title,
  description,
  breadcrumbs,
  mode,
  skillKind,
  pageSize,
  countryLocked,
  workFromHome,
  searchOnLoad,
  detailPrefix,
  loadingLabel,
  emptyMessage,
  runningIndex,
  actions,
}: JobSearchScreenProps) {
  const { t } = useLingui();
  const tm = useMessageText();
  const defaultCountry = mode === 'international' ? '' : INDIA_COUNTRY_CODE;
  const [params, update] = useListParams(SEARCH_KEYS, { country: defaultCountry });
  // Each Search asked for: its answer takes the focus (PagedList searchKey).
  const [searches, setSearches] = useState(0);
  const values = valuesFromParams(params);
  if (countryLocked || mode === 'india' || mode === 'student') values.country = INDIA_COUNTRY_CODE;
  const searched = params.go === '1';
  const query = searched
    ? { ...searchQueryOf(values, mode === 'international' ? 'USD' : 'INR') }
    : searchOnLoad
      ? { country: defaultCountry }
      : null;
  const results = useJobPage(
    searchJobs,
    query
      ? {
          query: {
            ...query,
            workFromHome: workFromHome ? 'true' : undefined,
            page: params.page,
            limit: pageSize,
            sort: params.sort,
          },
        }
      : null,
  );

  return (
    <PageFrame title={title} description={description} breadcrumbs={breadcrumbs} actions={actions}>
      <Stack gap="lg">
        <JobSearchForm
          mode={mode}
          initial={values}
          countryLocked={countryLocked}
          skillKind={skillKind}
          searching={results.isFetching && results.isPending}
          onSearch={(submitted) => {
            setSearches((n) => n + 1);
            update({ ...paramsFromValues(submitted), sort: params.sort });
          }}
        />
        {query ? (
          <PagedList<SearchJobItem>
            query={results}
            page={params.page}
            pageSize={pageSize}
            onPage={(page) => update({ ...params, page })}
            sort={params.sort}
            sortOptions={JOB_SORT_OPTIONS}
            onSort={(sort) => update({ ...params, sort, page: 1 })}
            noun={[t`job`, t`jobs`]}
            searchKey={searches}
            loadingLabel={loadingLabel ?? t`Searching jobs...`}
            emptyMessage={emptyMessage}
            emptyDescription={searched ? t`Try other search parameters.` : undefined}
            itemKey={(job) => job.code}
            renderItem={(job, index) => (
              <JobTile
                job={job}
                index={runningIndex ? index : undefined}
                detailTo={detailPrefix ? `${detailPrefix}${job.code}` : undefined}
                action={<JobApplyButton job={job} />}
              />
            )}
          />
        ) : (
          <Alert variant="light" color="blue" icon={<IconSearch size={18} />} role="status">
            {tm(MSG.selectSearchParametersShort)}
          </Alert>
        )}
      </Stack>
    </PageFrame>
  );
}
