import { useLingui } from '@lingui/react/macro';
import { Alert, Stack } from '@mantine/core';
import { PAGE_SIZE } from '@pp/contract/constants';
import { MSG } from '@pp/contract/messages';
import {
  recentTrainings,
  type SearchTrainingItem,
  searchTrainings,
  TRAINING_SORT_OPTIONS,
} from '@pp/contract/search';
import { type ReactNode, useState } from 'react';
import { useTrainingPage } from '../../../api/trainings.ts';
import { IconSearch } from '../../../components/icons.tsx';
import { type Crumb, PageFrame } from '../../../components/page-frame.tsx';
import { PagedList } from '../../../components/postings/paged-list.tsx';
import { splitCodes, useListParams } from '../../../hooks/use-list-params.ts';
import { useMessageText } from '../../../i18n/message-text.ts';
import { TrainingApplyButton } from './training-apply-button.tsx';
import { TrainingFilterPanel, type TrainingFilterValues, TrainingSearchForm } from './training-filters.tsx';
import { TrainingTile } from './training-tile.tsx';

const KEYS = ['state', 'city', 'industry', 'duration', 'companyType', 'go'] as const;

function queryOf(v: TrainingFilterValues) {
  return {
    state: v.state || undefined,
    city: v.city || undefined,
    industry: v.industry.join(',') || undefined,
    duration: v.duration || undefined,
    companyType: v.companyType || undefined,
  };
}

/**
 * Trainings as tiles: 'recent' (optional filter panel; 'Apply Filters' switches to the filtered
 * search from page 1) or 'search' (State/UT required; a prompt until searched).
 */
export function TrainingListScreen({
  mode,
  title,
  description,
  breadcrumbs,
  publicList,
  actions,
  top,
}: {
  mode: 'recent' | 'search';
  title: string;
  description?: string;
  breadcrumbs: Crumb[];
  /** The public list: a visitor's Apply goes to the student login; no detail links. */
  publicList?: boolean;
  /** Buttons beside the title (e.g. 'Save this search'). */
  actions?: ReactNode;
  /** Shown above the filters (the student's dashboard summary). */
  top?: ReactNode;
}) {
  const { t } = useLingui();
  const tm = useMessageText();
  const [params, update] = useListParams(KEYS);
  // Each Search asked for: its answer takes the focus (PagedList searchKey).
  const [searches, setSearches] = useState(0);
  const values: TrainingFilterValues = {
    state: params.state,
    city: params.city,
    industry: splitCodes(params.industry),
    duration: params.duration,
    companyType: params.companyType,
  };
  const filtered = Boolean(
    values.state || values.city || values.industry.length || values.duration || values.companyType,
  );
  const pageSize = mode === 'search' ? PAGE_SIZE.trainingSearch : PAGE_SIZE.recentTrainings;
  const paging = { page: params.page, limit: pageSize, sort: params.sort };
  const searching = mode === 'search' ? params.go === '1' && Boolean(values.state) : filtered;
  const recent = useTrainingPage(recentTrainings, searching ? null : { query: paging });
  const search = useTrainingPage(
    searchTrainings,
    searching ? { query: { ...queryOf(values), state: values.state || '*', ...paging } } : null,
  );
  const results = searching ? search : recent;
  const showList = mode === 'recent' || searching;

  return (
    <PageFrame title={title} description={description} breadcrumbs={breadcrumbs} actions={actions}>
      <Stack gap="lg">
        {top}
        {mode === 'recent' ? (
          <TrainingFilterPanel
            applied={values}
            onApply={(next) =>
              update(
                next
                  ? { ...next, sort: params.sort }
                  : {
                      state: null,
                      city: null,
                      industry: null,
                      duration: null,
                      companyType: null,
                      sort: params.sort,
                    },
              )
            }
          />
        ) : (
          <TrainingSearchForm
            initial={values}
            onSearch={(next) => {
              setSearches((n) => n + 1);
              update({ ...next, go: '1', sort: params.sort });
            }}
          />
        )}
        {showList ? (
          <PagedList<SearchTrainingItem>
            query={results}
            page={params.page}
            pageSize={pageSize}
            onPage={(page) => update({ ...params, page })}
            sort={params.sort}
            sortOptions={TRAINING_SORT_OPTIONS}
            onSort={(sort) => update({ ...params, sort, page: 1 })}
            noun={[t`training`, t`trainings`]}
            searchKey={searches}
            loadingLabel={t`Loading...`}
            emptyDescription={searching ? t`No training matches. Try other search parameters.` : undefined}
            itemKey={(training) => training.code}
            renderItem={(training) => (
              <TrainingTile
                training={training}
                detailTo={publicList ? undefined : `/student/training/detail-${training.code}`}
                action={<TrainingApplyButton training={training} fromPublicList={publicList} />}
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
