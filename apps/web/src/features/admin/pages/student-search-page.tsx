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
import {
  ADMIN_CANDIDATE_SORT,
  DEFAULT_ADMIN_CANDIDATE_SORT,
  exportStudents,
  type StudentAccountRow,
  type StudentSearchQuery,
} from '@pp/contract/admin';
import { ALL_CITY_CODE, PAGE_SIZE } from '@pp/contract/constants';
import { DataTable } from 'mantine-datatable';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { IconSearch } from '../../../components/icons.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { Pager } from '../../../components/pager.tsx';
import { ReadMore } from '../../../components/read-more.tsx';
import { useStudentSearch } from '../api.ts';
import { ExcelButton } from '../components/excel-button.tsx';
import { ListStates } from '../components/list-states.tsx';
import { LoginBadge } from '../components/login-badge.tsx';
import { StateCityFields } from '../components/state-city-fields.tsx';
import { downloadExcel } from '../lib/download.ts';
import { SKILL_TYPE, useSkillOptions } from '../lib/options.ts';

const LIMIT = PAGE_SIZE.admin;
/** Students have no experience: the experience sort does not apply. */
const SORTS = ADMIN_CANDIDATE_SORT.filter((s) => s.value !== 3).map((s) => ({
  value: String(s.value),
  label: s.label,
}));

interface Filters {
  keyword: string;
  state: string;
  city: string;
  skill: string | null;
  sort: string;
}

const INITIAL: Filters = {
  keyword: '',
  state: ALL_CITY_CODE,
  city: ALL_CITY_CODE,
  skill: null,
  sort: String(DEFAULT_ADMIN_CANDIDATE_SORT),
};

function toQuery(f: Filters, page: number): StudentSearchQuery {
  return {
    keyword: f.keyword.trim(),
    state: f.state,
    city: f.city,
    skill: f.skill ?? '',
    sort: Number(f.sort),
    page,
    limit: LIMIT,
  };
}

/** /admin/student: students by keyword, place and skill, with an Excel. */
export default function StudentSearchPage() {
  const [filters, setFilters] = useState<Filters>(INITIAL);
  const [applied, setApplied] = useState<Filters>(INITIAL);
  const [page, setPage] = useState(1);
  const skills = useSkillOptions(SKILL_TYPE.student);
  const result = useStudentSearch(toQuery(applied, page));
  const set = (patch: Partial<Filters>) => setFilters((f) => ({ ...f, ...patch }));

  const search = (event: FormEvent) => {
    event.preventDefault();
    setPage(1);
    setApplied({ ...filters });
  };

  return (
    <PageFrame
      title="Search Student(s)"
      description="Find students by name, registration number, place and skill."
      breadcrumbs={[{ label: 'Dashboard', to: '/admin/dashbaord' }, { label: 'Search Student(s)' }]}
      size="xl"
    >
      <Stack gap="md">
        <Paper withBorder radius="md" p="md">
          <form onSubmit={search} noValidate aria-label="Search students">
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
                <TextInput
                  label="Keyword"
                  placeholder="Name, e-mail or registration no."
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
                  label="Sort by"
                  allowDeselect={false}
                  data={SORTS}
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
                  onDownload={() => downloadExcel(exportStudents, { query: toQuery(applied, 1) })}
                />
              </Group>
            </Stack>
          </form>
        </Paper>
        <ListStates query={result} what="students">
          {(data) => (
            <Stack gap="xs">
              <Title order={2} fz="h4" aria-live="polite">
                {data.total} Student(s) Found
              </Title>
              <DataTable<StudentAccountRow>
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
                        <Anchor
                          component={Link}
                          to={`/admin/student/detail-${r.userCode}`}
                          fw={600}
                          size="sm"
                        >
                          {r.name}
                        </Anchor>
                        <Text size="xs" c="dimmed">
                          Reg. no. {r.registrationNumber}
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
                    accessor: 'cityName',
                    title: 'Location',
                    width: 160,
                    render: (r) => [r.cityName, r.stateName].filter(Boolean).join(', '),
                  },
                  {
                    accessor: 'skill',
                    title: 'Skills',
                    width: 200,
                    render: (r) => <ReadMore text={r.skill.join(', ')} max={40} title="Skills" />,
                  },
                  {
                    accessor: 'profileSummary',
                    title: 'Profile summary',
                    width: 220,
                    render: (r) => <ReadMore text={r.profileSummary} max={60} title="Profile summary" />,
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
