import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Box, Stack, Text, Title } from '@mantine/core';
import { PAGE_SIZE } from '@pp/contract/constants';
import { parseRange } from '@pp/contract/lookups';
import {
  JOB_SORT_OPTIONS,
  type JobSearchQuery,
  recentJobs,
  recommendedJobs,
  type SearchJobItem,
  searchJobs,
} from '@pp/contract/search';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useJobPage } from '../../../api/jobs.ts';
import { type Crumb, PageFrame } from '../../../components/page-frame.tsx';
import { JobApplyButton } from '../../../components/postings/job-apply-button.tsx';
import { PagedList } from '../../../components/postings/paged-list.tsx';
import { splitCodes, useListParams } from '../../../hooks/use-list-params.ts';
import { type JobFilterField, JobFilterPanel, type JobFilterValues } from './job-filter-panel.tsx';
import { JobTile } from './job-tile.tsx';

const FILTER_KEYS = [
  'country',
  'state',
  'city',
  'experience',
  'salary',
  'role',
  'skill',
  'industry',
  'companyType',
] as const;

function filterQuery(values: JobFilterValues): JobSearchQuery {
  const experience = parseRange(values.experience);
  const salary = parseRange(values.salary);
  const join = (codes: string[]) => codes.join(',') || undefined;
  return {
    country: values.country || undefined,
    state: values.state || undefined,
    city: values.city || undefined,
    minExperience: experience?.min,
    maxExperience: experience?.max,
    minSalary: salary?.min,
    maxSalary: salary?.max,
    salaryCurrency: salary ? 'INR' : undefined,
    role: join(values.role),
    skill: join(values.skill),
    industry: join(values.industry),
    companyType: join(values.companyType),
  };
}

export interface RecentJobsScreenProps {
  title: string;
  description?: string;
  breadcrumbs: Crumb[];
  skillKind: 'member' | 'student' | 'all';
  /** Fields of the optional filter panel; none: no panel. */
  filters?: readonly JobFilterField[];
  /** Added to the unfiltered list (members: jobs in India). */
  baseQuery?: JobSearchQuery;
  detailPrefix?: string;
  /** Shown above the list (the member's recommended jobs). */
  top?: ReactNode;
  /** A heading over the list, when something else comes first. */
  listHeading?: string;
  /**
   * `top` is still loading: the rest of the screen waits for it, in a block as tall as the
   * screen, so that it does not appear first and then jump down when `top` arrives (layout
   * shift).
   */
  holdForTop?: boolean;
}

/**
 * A recent jobs list: the optional filter panel ('Apply Filters' switches to the filtered search
 * from page 1), the count with sort, the tiles with Apply, the pager.
 */
export function RecentJobsScreen({
  title,
  description,
  breadcrumbs,
  skillKind,
  filters,
  baseQuery,
  detailPrefix,
  top,
  listHeading,
  holdForTop,
}: RecentJobsScreenProps) {
  const { t } = useLingui();
  const [params, update] = useListParams(FILTER_KEYS);
  const applied: JobFilterValues = {
    country: params.country,
    state: params.state,
    city: params.city,
    experience: params.experience,
    salary: params.salary,
    role: splitCodes(params.role),
    skill: splitCodes(params.skill),
    industry: splitCodes(params.industry),
    companyType: splitCodes(params.companyType),
  };
  const filtered = FILTER_KEYS.some((key) => params[key]);
  const pageSize = PAGE_SIZE.recentJobs;
  const paging = { page: params.page, limit: pageSize, sort: params.sort };
  const recent = useJobPage(recentJobs, filtered ? null : { query: { ...baseQuery, ...paging } });
  // Filters refine the plain list: what they leave open keeps the list's own scope (members: India).
  const refined = Object.fromEntries(Object.entries(filterQuery(applied)).filter(([, v]) => v !== undefined));
  const search = useJobPage(searchJobs, filtered ? { query: { ...baseQuery, ...refined, ...paging } } : null);
  const results = filtered ? search : recent;

  return (
    <PageFrame title={title} description={description} breadcrumbs={breadcrumbs}>
      <Stack gap="lg">
        {top}
        {holdForTop ? (
          <Box mih="100vh" aria-hidden="true" />
        ) : (
          <>
            {listHeading && (
              <Title order={2} fz="h4">
                {listHeading}
              </Title>
            )}
            {filters && filters.length > 0 && (
              <JobFilterPanel
                fields={filters}
                applied={applied}
                skillKind={skillKind}
                defaultCountry={baseQuery?.country}
                onApply={(values) =>
                  update(
                    values
                      ? { ...values, sort: params.sort }
                      : { ...Object.fromEntries(FILTER_KEYS.map((k) => [k, null])), sort: params.sort },
                  )
                }
              />
            )}
            <PagedList<SearchJobItem>
              query={results}
              page={params.page}
              pageSize={pageSize}
              onPage={(page) => update({ ...params, page })}
              sort={params.sort}
              sortOptions={JOB_SORT_OPTIONS}
              onSort={(sort) => update({ ...params, sort, page: 1 })}
              noun={[t`job`, t`jobs`]}
              loadingLabel={t`Loading...`}
              emptyDescription={filtered ? t`No job matches these filters. Try fewer filters.` : undefined}
              itemKey={(job) => job.code}
              renderItem={(job) => (
                <JobTile
                  job={job}
                  detailTo={detailPrefix ? `${detailPrefix}${job.code}` : undefined}
                  action={<JobApplyButton job={job} />}
                />
              )}
            />
          </>
        )}
      </Stack>
    </PageFrame>
  );
}

/**
 * The member's recommended jobs, page 1 (the section below and the page share the query), in the
 * sort chosen for the page's list (spec 3 section 7: `job/recommended?page&limit&sort`). The
 * previous result stays while a new sort loads, so the screen does not hold again.
 */
export function useRecommendedJobs() {
  const [params] = useListParams([]);
  return useJobPage(
    recommendedJobs,
    { query: { page: 1, limit: PAGE_SIZE.recommended, sort: params.sort } },
    { keepPrevious: true },
  );
}

/** The member's recommended jobs (page 1, limit 5), best match first. */
export function RecommendedJobs() {
  const { t } = useLingui();
  const query = useRecommendedJobs();
  return (
    <Stack gap="sm" component="section" aria-labelledby="recommended-heading">
      <Title order={2} fz="h4" id="recommended-heading">
        <Trans>Recommended for you</Trans>
      </Title>
      <PagedList<SearchJobItem>
        query={query}
        page={1}
        pageSize={PAGE_SIZE.recommended}
        onPage={() => {}}
        noun={[t`job`, t`jobs`]}
        bare
        grid
        loadingLabel={t`Loading recommended jobs...`}
        emptyMessage={t`No recommended jobs yet`}
        emptyDescription={
          <Text size="sm" c="dimmed" component="span">
            <Trans>
              Add your skills, role, location and experience to your{' '}
              <Anchor component={Link} to="/member/profile" size="sm">
                profile
              </Anchor>{' '}
              to see jobs that fit you.
            </Trans>
          </Text>
        }
        itemKey={(job) => job.code}
        renderItem={(job) => (
          <JobTile
            job={job}
            compact
            detailTo={`/member/job/detail-${job.code}`}
            action={<JobApplyButton job={job} />}
          />
        )}
      />
    </Stack>
  );
}
