import {
  Anchor,
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  ADMIN_CANDIDATE_SORT,
  DEFAULT_ADMIN_CANDIDATE_SORT,
  exportMembers,
  type MemberAccountRow,
  type MemberSearchQuery,
  memberSearchQuery,
} from '@pp/contract/admin';
import { ALL_CITY_CODE, PAGE_SIZE } from '@pp/contract/constants';
import { formatLakhs, monthsToYears, NOT_DISCLOSED } from '@pp/contract/format';
import { DataTable } from 'mantine-datatable';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { IconSearch } from '../../../components/icons.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { Pager } from '../../../components/pager.tsx';
import { ReadMore } from '../../../components/read-more.tsx';
import { useMemberSearch } from '../api.ts';
import { ExcelButton } from '../components/excel-button.tsx';
import { ListStates } from '../components/list-states.tsx';
import { LoginBadge } from '../components/login-badge.tsx';
import { StateCityFields } from '../components/state-city-fields.tsx';
import { downloadExcel } from '../lib/download.ts';
import { schemaErrors } from '../lib/form.ts';
import { SKILL_TYPE, useRoleOptions, useSkillOptions } from '../lib/options.ts';

const LIMIT = PAGE_SIZE.admin;

interface Filters {
  keyword: string;
  state: string;
  city: string;
  skill: string | null;
  role: string | null;
  minXp: number | string;
  maxXp: number | string;
  minSal: number | string;
  maxSal: number | string;
  sort: string;
}

const INITIAL: Filters = {
  keyword: '',
  state: ALL_CITY_CODE,
  city: ALL_CITY_CODE,
  skill: null,
  role: null,
  minXp: '',
  maxXp: '',
  minSal: '',
  maxSal: '',
  sort: String(DEFAULT_ADMIN_CANDIDATE_SORT),
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

function ctc(r: MemberAccountRow) {
  if (!r.currentCTC) return NOT_DISCLOSED;
  return r.currentCTCCurrency === 'INR'
    ? `${formatLakhs(r.currentCTC)} lakhs`
    : `${r.currentCTC} ${r.currentCTCCurrency}`;
}

/** /admin/member: members by keyword, place, skill, role, experience and CTC, with an Excel. */
export default function MemberSearchPage() {
  const [filters, setFilters] = useState<Filters>(INITIAL);
  const [applied, setApplied] = useState<Filters>(INITIAL);
  const [page, setPage] = useState(1);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const skills = useSkillOptions(SKILL_TYPE.member);
  const roles = useRoleOptions();
  const result = useMemberSearch(toQuery(applied, page));
  const set = (patch: Partial<Filters>) => setFilters((f) => ({ ...f, ...patch }));

  const search = (event: FormEvent) => {
    event.preventDefault();
    const problems = schemaErrors(memberSearchQuery, toQuery(filters, 1));
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setPage(1);
    setApplied({ ...filters });
  };

  return (
    <PageFrame
      title="Search Member(s)"
      description="Find members by name, membership number, place, skill, role, experience and salary."
      breadcrumbs={[{ label: 'Dashboard', to: '/admin/dashbaord' }, { label: 'Search Member(s)' }]}
      size="xl"
    >
      <Stack gap="md">
        <Paper withBorder radius="md" p="md">
          <form onSubmit={search} noValidate aria-label="Search members">
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
                <TextInput
                  label="Keyword"
                  placeholder="Name, e-mail, membership no. or company"
                  value={filters.keyword}
                  onChange={(e) => set({ keyword: e.currentTarget.value })}
                />
                <StateCityFields state={filters.state} city={filters.city} onChange={set} />
                <Select
                  label="Skill"
                  searchable
                  clearable
                  data={skills.data ?? []}
                  value={filters.skill}
                  onChange={(skill) => set({ skill })}
                  comboboxProps={{ withinPortal: true }}
                />
                <Select
                  label="Role"
                  searchable
                  clearable
                  data={roles.data ?? []}
                  value={filters.role}
                  onChange={(role) => set({ role })}
                  comboboxProps={{ withinPortal: true }}
                />
                <Group gap="xs" grow align="flex-end">
                  <NumberInput
                    label="Experience from (years)"
                    min={0}
                    max={60}
                    allowDecimal={false}
                    allowNegative={false}
                    value={filters.minXp}
                    onChange={(minXp) => set({ minXp })}
                    error={errors.minXp}
                  />
                  <NumberInput
                    label="to (years)"
                    min={0}
                    max={60}
                    allowDecimal={false}
                    allowNegative={false}
                    value={filters.maxXp}
                    onChange={(maxXp) => set({ maxXp })}
                  />
                </Group>
                <Group gap="xs" grow align="flex-end">
                  <NumberInput
                    label="CTC from (lakhs)"
                    min={0}
                    allowNegative={false}
                    decimalScale={2}
                    value={filters.minSal}
                    onChange={(minSal) => set({ minSal })}
                    error={errors.minSal}
                  />
                  <NumberInput
                    label="to (lakhs)"
                    min={0}
                    allowNegative={false}
                    decimalScale={2}
                    value={filters.maxSal}
                    onChange={(maxSal) => set({ maxSal })}
                  />
                </Group>
                <Select
                  label="Sort by"
                  allowDeselect={false}
                  data={ADMIN_CANDIDATE_SORT.map((s) => ({ value: String(s.value), label: s.label }))}
                  value={filters.sort}
                  onChange={(sort) => set({ sort: sort ?? String(DEFAULT_ADMIN_CANDIDATE_SORT) })}
                  comboboxProps={{ withinPortal: true }}
                />
              </SimpleGrid>
              <Group gap="sm">
                <Button type="submit" leftSection={<IconSearch size={16} />} loading={result.isFetching}>
                  Search
                </Button>
                <ExcelButton
                  onDownload={() => downloadExcel(exportMembers, { query: toQuery(applied, 1) })}
                />
              </Group>
            </Stack>
          </form>
        </Paper>
        <ListStates query={result} what="members">
          {(data) => (
            <Stack gap="xs">
              <Title order={2} fz="h4" aria-live="polite">
                {data.total} Member(s) Found
              </Title>
              <DataTable<MemberAccountRow>
                withTableBorder
                borderRadius="md"
                striped
                highlightOnHover
                records={data.list}
                idAccessor="userCode"
                columns={[
                  {
                    accessor: 'name',
                    title: 'Name',
                    width: 200,
                    render: (r) => (
                      <Stack gap={2} align="flex-start">
                        <Anchor component={Link} to={`/admin/member/detail-${r.userCode}`} fw={600} size="sm">
                          {r.name}
                        </Anchor>
                        <Text size="xs" c="dimmed">
                          {r.membershipType}
                          {r.membershipNumber}
                        </Text>
                        <LoginBadge status={r.loginStatus} />
                        {!r.isActive && (
                          <Badge size="sm" variant="light" color="gray">
                            Not looking
                          </Badge>
                        )}
                      </Stack>
                    ),
                  },
                  {
                    accessor: 'currentCompany',
                    title: 'Company and role',
                    width: 200,
                    render: (r) => (
                      <Stack gap={0}>
                        <Text size="sm">{r.currentCompany || '-'}</Text>
                        <Text size="xs" c="dimmed">
                          {r.currentRoleName}
                        </Text>
                      </Stack>
                    ),
                  },
                  {
                    accessor: 'totalExperienceInMonths',
                    title: 'Experience',
                    noWrap: true,
                    render: (r) => `${monthsToYears(r.totalExperienceInMonths)} year(s)`,
                  },
                  { accessor: 'currentCTC', title: 'Present CTC', noWrap: true, render: ctc },
                  {
                    accessor: 'cityName',
                    title: 'Location',
                    width: 140,
                    render: (r) => [r.cityName, r.stateName].filter(Boolean).join(', '),
                  },
                  {
                    accessor: 'skill',
                    title: 'Skills',
                    width: 180,
                    render: (r) => <ReadMore text={r.skill.join(', ')} max={40} title="Skills" />,
                  },
                  {
                    accessor: 'email',
                    title: 'Contact',
                    width: 220,
                    render: (r) => (
                      <Stack gap={0}>
                        <Anchor href={`mailto:${r.email}`} size="sm">
                          {r.email}
                        </Anchor>
                        <Text size="xs" c="dimmed">
                          {r.mobile}
                        </Text>
                      </Stack>
                    ),
                  },
                ]}
              />
              <Pager
                page={page}
                pageSize={LIMIT}
                count={data.list.length}
                total={data.total}
                onChange={setPage}
              />
            </Stack>
          )}
        </ListStates>
      </Stack>
    </PageFrame>
  );
}
