import { useLingui } from '@lingui/react/macro';
import { Group, NumberInput, Stack, Text } from '@mantine/core';
import {
  ADMIN_CANDIDATE_SORT,
  exportMembers,
  type MemberAccountRow,
  type MemberSearchQuery,
  memberSearchQuery,
} from '@pp/contract/admin';
import { PAGE_SIZE } from '@pp/contract/constants';
import { formatLakhs, monthsToYears, NOT_DISCLOSED } from '@pp/contract/format';
import type { ReactNode } from 'react';
import { useMemberSearch } from '../../../api/admin.ts';
import { CreatableSelect } from '../../../components/creatable-select.tsx';
import { ENGLISH } from '../../../components/english.tsx';
import {
  CANDIDATE_FILTERS,
  type CandidateFilters,
  CandidateSearchPage,
  useCandidateColumns,
  useCandidateSearch,
} from '../components/candidate-search.tsx';
import { downloadExcel } from '../lib/download.ts';
import { schemaErrors } from '../lib/form.ts';
import { SKILL_TYPE, useRoleOptions, useSkillOptions } from '../lib/options.ts';

const LIMIT = PAGE_SIZE.admin;
const SORTS = ADMIN_CANDIDATE_SORT.map((s) => ({ value: String(s.value), label: s.label }));

interface Filters extends CandidateFilters {
  role: string | null;
  minXp: number | string;
  maxXp: number | string;
  minSal: number | string;
  maxSal: number | string;
}

const INITIAL: Filters = {
  ...CANDIDATE_FILTERS,
  role: null,
  minXp: '',
  maxXp: '',
  minSal: '',
  maxSal: '',
};

const num = (value: number | string) => (value === '' || value === undefined ? undefined : Number(value));

function toQuery(f: Filters, page: number): MemberSearchQuery {
  return {
    keyword: f.keyword.trim(),
    state: f.state,
    city: f.city,
    skill: f.skill ?? '',
    role: f.role ?? '',
    minXp: num(f.minXp),
    maxXp: num(f.maxXp),
    minSal: num(f.minSal),
    maxSal: num(f.maxSal),
    sort: Number(f.sort),
    page,
    limit: LIMIT,
  };
}

/**
 * A from-to pair of filters under the spec's name of the filter ('Present Experience (years)'): a
 * fieldset whose legend is that name, its two fields 'From' and 'To'.
 */
function RangeFilter({ label, children }: { label: string; children: ReactNode }) {
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minInlineSize: 0 }}>
      <Text component="legend" size="sm" fw={500} p={0}>
        {label}
      </Text>
      <Group gap="xs" grow align="flex-start" wrap="nowrap">
        {children}
      </Group>
    </fieldset>
  );
}

/** /admin/member: members by keyword, place, skill, role, experience and CTC, with an Excel. */
export default function MemberSearchPage() {
  const { t } = useLingui();
  const column = useCandidateColumns();
  const state = useCandidateSearch(INITIAL, (filters) =>
    schemaErrors(memberSearchQuery, toQuery(filters, 1)),
  );
  const { filters, set, errors } = state;
  const skills = useSkillOptions(SKILL_TYPE.member);
  const roles = useRoleOptions();
  const result = useMemberSearch(toQuery(state.applied, state.page));
  const ctc = (r: MemberAccountRow) => {
    if (!r.currentCTC) return NOT_DISCLOSED;
    if (r.currentCTCCurrency !== 'INR') return `${r.currentCTC} ${r.currentCTCCurrency}`;
    const lakhs = formatLakhs(r.currentCTC);
    return t`${lakhs} lakhs`;
  };
  return (
    <CandidateSearchPage<MemberAccountRow, Filters>
      noun="Member"
      description={t`Find members by name, membership number, place, skill, role, experience and salary.`}
      keywordPlaceholder={t`Name, e-mail, membership no. or company`}
      skills={skills.data ?? []}
      sorts={SORTS}
      columns={4}
      pageSize={LIMIT}
      state={state}
      extraFilters={
        <>
          <CreatableSelect
            label={t`Role`}
            clearable
            data={roles.data ?? []}
            value={filters.role}
            onChange={(role) => set({ role })}
            comboboxProps={{ withinPortal: true }}
          />
          <RangeFilter label={t`Present Experience (years)`}>
            <NumberInput
              label={t`From`}
              min={0}
              max={60}
              allowDecimal={false}
              allowNegative={false}
              value={filters.minXp}
              onChange={(minXp) => set({ minXp })}
              error={errors.minXp}
            />
            <NumberInput
              label={t`To`}
              min={0}
              max={60}
              allowDecimal={false}
              allowNegative={false}
              value={filters.maxXp}
              onChange={(maxXp) => set({ maxXp })}
            />
          </RangeFilter>
          <RangeFilter label={t`Present CTC (lakhs)`}>
            <NumberInput
              label={t`From`}
              min={0}
              allowNegative={false}
              decimalScale={2}
              value={filters.minSal}
              onChange={(minSal) => set({ minSal })}
              error={errors.minSal}
            />
            <NumberInput
              label={t`To`}
              min={0}
              allowNegative={false}
              decimalScale={2}
              value={filters.maxSal}
              onChange={(maxSal) => set({ maxSal })}
            />
          </RangeFilter>
        </>
      }
      result={result}
      onDownload={() => downloadExcel(exportMembers, { query: toQuery(state.applied, 1) })}
      tableColumns={[
        column.name<MemberAccountRow>(
          '/admin/member/detail-',
          (r) => `${r.membershipType}${r.membershipNumber}`,
        ),
        {
          accessor: 'currentCompany',
          title: t`Company and role`,
          width: 200,
          render: (r) => (
            <Stack gap={0} {...ENGLISH}>
              <Text size="sm">{r.currentCompany || '-'}</Text>
              <Text size="xs" c="dimmed">
                {r.currentRoleName}
              </Text>
            </Stack>
          ),
        },
        {
          accessor: 'totalExperienceInMonths',
          title: t`Experience`,
          noWrap: true,
          render: (r) => {
            const years = monthsToYears(r.totalExperienceInMonths);
            return t`${years} year(s)`;
          },
        },
        { accessor: 'currentCTC', title: t`Present CTC`, noWrap: true, render: ctc },
        column.location<MemberAccountRow>(140),
        column.skills<MemberAccountRow>(180),
        column.contact<MemberAccountRow>(),
      ]}
    />
  );
}
