import { Trans, useLingui } from '@lingui/react/macro';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { DEFAULT_ADMIN_CANDIDATE_SORT } from '@pp/contract/admin';
import { ALL_CITY_CODE } from '@pp/contract/constants';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { CreatableSelect } from '../../../components/creatable-select.tsx';
import { DataTable, inEnglish } from '../../../components/data-table.tsx';
import { ENGLISH } from '../../../components/english.tsx';
import { IconSearch } from '../../../components/icons.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { ListPager } from '../../../components/pager.tsx';
import { ReadMore } from '../../../components/read-more.tsx';
import { useMessageText } from '../../../i18n/message-text.ts';
import { ExcelButton } from './excel-button.tsx';
import { ListStates } from './list-states.tsx';
import { LoginBadge } from './login-badge.tsx';
import { StateCityFields } from './state-city-fields.tsx';

/** The filters the member and student searches share. */
export interface CandidateFilters {
  keyword: string;
  state: string;
  city: string;
  skill: string | null;
  sort: string;
}

export const CANDIDATE_FILTERS: CandidateFilters = {
  keyword: '',
  state: ALL_CITY_CODE,
  city: ALL_CITY_CODE,
  skill: null,
  sort: String(DEFAULT_ADMIN_CANDIDATE_SORT),
};

/** The filters being typed, the ones searched with, the page, and the search (checked by `validate`). */
export function useCandidateSearch<F extends CandidateFilters>(
  initial: F,
  validate: (filters: F) => Record<string, string> = () => ({}),
) {
  const [filters, setFilters] = useState<F>(initial);
  const [applied, setApplied] = useState<F>(initial);
  const [page, setPage] = useState(1);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<F>) => setFilters((f) => ({ ...f, ...patch }));
  const search = (event: FormEvent) => {
    event.preventDefault();
    const problems = validate(filters);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setPage(1);
    setApplied({ ...filters });
  };
  return { filters, set, applied, page, setPage, errors, search };
}

interface CandidateRow {
  userCode: string;
  name: string;
  loginStatus: 'active' | 'blocked';
  isActive: boolean;
  cityName: string;
  stateName: string;
  skill: string[];
  email: string;
  mobile: string;
}

/**
 * The columns the member and student searches share, titled in the reader's language: name (to the
 * detail page, a line under it, login status and 'Not looking'), location, skills and contact.
 */
export function useCandidateColumns() {
  const { t } = useLingui();
  return {
    name: <R extends CandidateRow>(detail: string, subline: (row: R) => ReactNode) =>
      ({
        accessor: 'name',
        title: t`Name`,
        width: 200,
        render: (r: R) => (
          <Stack gap={2} align="flex-start">
            <Anchor component={Link} to={`${detail}${r.userCode}`} fw={600} size="sm" {...ENGLISH}>
              {r.name}
            </Anchor>
            <Text size="xs" c="dimmed">
              {subline(r)}
            </Text>
            <LoginBadge status={r.loginStatus} />
            {!r.isActive && (
              <Badge size="sm" variant="light" color="gray">
                <Trans>Not looking</Trans>
              </Badge>
            )}
          </Stack>
        ),
      }) satisfies DataTableColumn<R>,
    location: <R extends CandidateRow>(width: number) =>
      inEnglish<R>({
        accessor: 'cityName',
        title: t`Location`,
        width,
        render: (r: R) => [r.cityName, r.stateName].filter(Boolean).join(', '),
      }),
    skills: <R extends CandidateRow>(width: number) =>
      ({
        accessor: 'skill',
        title: t`Skills`,
        width,
        render: (r: R) => <ReadMore text={r.skill.join(', ')} max={40} title={t`Skills`} of={r.name} />,
      }) satisfies DataTableColumn<R>,
    contact: <R extends CandidateRow>() =>
      inEnglish<R>({
        accessor: 'email',
        title: t`Contact`,
        width: 220,
        render: (r: R) => (
          <Stack gap={0}>
            <Anchor href={`mailto:${r.email}`} size="sm">
              {r.email}
            </Anchor>
            <Text size="xs" c="dimmed">
              {r.mobile}
            </Text>
          </Stack>
        ),
      }),
  };
}

export interface CandidateSearchPageProps<R extends CandidateRow, F extends CandidateFilters> {
  /** Whose search this is: the words of its title, form and count. */
  noun: 'Member' | 'Student';
  description: string;
  keywordPlaceholder: string;
  skills: { value: string; label: string }[];
  /** The contract's sort options (ADMIN_CANDIDATE_SORT), labels in English: shown in the reader's language. */
  sorts: { value: string; label: string }[];
  /** Columns of the filter grid from md up. */
  columns: number;
  pageSize: number;
  state: ReturnType<typeof useCandidateSearch<F>>;
  /** Filters of this search after the skill (role, experience, CTC...). */
  extraFilters?: ReactNode;
  result: UseQueryResult<{ list: R[]; total: number }>;
  onDownload: () => Promise<void>;
  tableColumns: DataTableColumn<R>[];
}

/**
 * /admin/member and /admin/student: a candidate search (keyword, State/UT and city, skill, sort,
 * and each search's own filters), an Excel of the search, 'n Member(s) Found' and the table.
 */
export function CandidateSearchPage<R extends CandidateRow, F extends CandidateFilters>({
  noun,
  description,
  keywordPlaceholder,
  skills,
  sorts,
  columns,
  pageSize,
  state,
  extraFilters,
  result,
  onDownload,
  tableColumns,
}: CandidateSearchPageProps<R, F>) {
  const { t } = useLingui();
  const tm = useMessageText();
  const sortOptions = useMemo(() => sorts.map((o) => ({ ...o, label: tm(o.label) })), [sorts, tm]);
  const { filters, set, page, setPage, search } = state;
  const texts =
    noun === 'Member'
      ? {
          title: t`Search Member(s)`,
          form: t`Search members`,
          loading: t`Loading members...`,
          error: t`Could not load the members`,
          found: (total: number) => t`${total} Member(s) Found`,
        }
      : {
          title: t`Search Student(s)`,
          form: t`Search students`,
          loading: t`Loading students...`,
          error: t`Could not load the students`,
          found: (total: number) => t`${total} Student(s) Found`,
        };
  const { title } = texts;
  return (
    <PageFrame
      title={title}
      description={description}
      breadcrumbs={[{ label: t`Dashboard`, to: '/admin/dashbaord' }, { label: title }]}
      size="xl"
    >
      <Stack gap="md">
        <Paper withBorder radius="md" p="md">
          <form onSubmit={search} noValidate aria-label={texts.form}>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, xs: 2, md: columns }} spacing="sm">
                <TextInput
                  label={t`Keyword`}
                  placeholder={keywordPlaceholder}
                  value={filters.keyword}
                  onChange={(e) => set({ keyword: e.currentTarget.value } as Partial<F>)}
                />
                <StateCityFields
                  state={filters.state}
                  city={filters.city}
                  onChange={(next) => set(next as Partial<F>)}
                />
                <CreatableSelect
                  label={t`Skill`}
                  clearable
                  data={skills}
                  value={filters.skill}
                  onChange={(skill) => set({ skill } as Partial<F>)}
                  comboboxProps={{ withinPortal: true }}
                />
                {extraFilters}
                <Select
                  label={t`Sort by`}
                  allowDeselect={false}
                  data={sortOptions}
                  value={filters.sort}
                  onChange={(sort) =>
                    set({ sort: sort ?? String(DEFAULT_ADMIN_CANDIDATE_SORT) } as Partial<F>)
                  }
                  comboboxProps={{ withinPortal: true }}
                />
              </SimpleGrid>
              <Group gap="sm">
                <Button type="submit" leftSection={<IconSearch size={16} />} loading={result.isFetching}>
                  <Trans>Search</Trans>
                </Button>
                <ExcelButton onDownload={onDownload} />
              </Group>
            </Stack>
          </form>
        </Paper>
        <ListStates query={result} loadingLabel={texts.loading} errorTitle={texts.error}>
          {(data) => (
            <Stack gap="xs">
              <Title order={2} fz="h4" aria-live="polite">
                {texts.found(data.total)}
              </Title>
              <DataTable<R>
                withTableBorder
                borderRadius="md"
                striped
                highlightOnHover
                records={data.list}
                idAccessor="userCode"
                columns={tableColumns}
              />
              <ListPager data={data} page={page} pageSize={pageSize} onChange={setPage} />
            </Stack>
          )}
        </ListStates>
      </Stack>
    </PageFrame>
  );
}
