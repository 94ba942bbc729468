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
import { useMediaQuery } from '@mantine/hooks';
import {
  CORPORATE_SORT,
  type CorporateAccountRow,
  type CorporateSearchQuery,
  DEFAULT_CORPORATE_SORT,
  exportCorporates,
  GRID_TRUNCATE,
  setTrainingRight,
} from '@pp/contract/admin';
import { setLoginStatus } from '@pp/contract/auth';
import { ALL_CITY_CODE, PAGE_SIZE } from '@pp/contract/constants';
import { MSG } from '@pp/contract/messages';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { adminKeys, useCorporateSearch } from '../../../api/admin.ts';
import { confirmAction } from '../../../components/confirm.tsx';
import { DataTable, inEnglish } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ENGLISH } from '../../../components/english.tsx';
import { IconSearch } from '../../../components/icons.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { ListPager } from '../../../components/pager.tsx';
import { ReadMore } from '../../../components/read-more.tsx';
import { call } from '../../../lib/api.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { ExcelButton } from '../components/excel-button.tsx';
import { ListStates } from '../components/list-states.tsx';
import { StateCityFields } from '../components/state-city-fields.tsx';
import { downloadExcel } from '../lib/download.ts';
import { useIndustryOptions } from '../lib/options.ts';

const LIMIT = PAGE_SIZE.admin;

interface Filters {
  keyword: string;
  state: string;
  city: string;
  industry: string | null;
  sort: string;
}

const INITIAL: Filters = {
  keyword: '',
  state: ALL_CITY_CODE,
  city: ALL_CITY_CODE,
  industry: null,
  sort: String(DEFAULT_CORPORATE_SORT),
};

function toQuery(f: Filters, page: number): CorporateSearchQuery {
  return {
    keyword: f.keyword.trim(),
    state: f.state,
    city: f.city,
    industry: f.industry ?? '',
    sort: Number(f.sort),
    page,
    limit: LIMIT,
  };
}

/** A Block / Activate pair for one switch of an account, each confirmed. */
function SwitchCell({
  on,
  onLabel,
  offLabel,
  busy,
  onToggle,
  blockLabel,
  activateLabel,
}: {
  on: boolean;
  onLabel: string;
  offLabel: string;
  busy: boolean;
  onToggle: (next: boolean) => void;
  /** The buttons' accessible names ('Block login of X'). */
  blockLabel: string;
  activateLabel: string;
}) {
  return (
    <Stack gap={4} align="flex-start">
      <Badge color={on ? 'green' : 'red'} variant="light">
        {on ? onLabel : offLabel}
      </Badge>
      <Group gap={4} wrap="nowrap">
        <Button
          size="compact-xs"
          color="red"
          variant={on ? 'light' : 'subtle'}
          disabled={!on}
          loading={busy && on}
          onClick={() => onToggle(false)}
          aria-label={blockLabel}
        >
          <Trans>Block</Trans>
        </Button>
        <Button
          size="compact-xs"
          color="green"
          variant={on ? 'subtle' : 'light'}
          disabled={on}
          loading={busy && !on}
          onClick={() => onToggle(true)}
          aria-label={activateLabel}
        >
          <Trans>Activate</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

function EmployersFound({ total }: { total: number }) {
  return <Trans>{total} Employer(s) Found</Trans>;
}

function CinLine({ cin }: { cin: string }) {
  return <Trans>CIN {cin}</Trans>;
}

/** /admin/corporate: employer accounts by keyword, place and industry, with their two switches. */
export default function CorporateSearchPage() {
  const { t } = useLingui();
  const [filters, setFilters] = useState<Filters>(INITIAL);
  const [applied, setApplied] = useState<Filters | null>(null);
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<string | null>(null);
  const client = useQueryClient();
  const industries = useIndustryOptions();
  const query = applied ? toQuery(applied, page) : null;
  const result = useCorporateSearch(query);
  // On phones the table would hide the switches off-screen: one card per employer instead.
  const phone = useMediaQuery('(max-width: 48em)');

  const patchRow = (userCode: string, patch: Partial<CorporateAccountRow>) =>
    client.setQueryData([...adminKeys.corporates, query], (old: typeof result.data) =>
      old ? { ...old, list: old.list.map((c) => (c.userCode === userCode ? { ...c, ...patch } : c)) } : old,
    );

  const toggleLogin = async (row: CorporateAccountRow, activate: boolean) => {
    const name = row.companyName;
    const confirmed = await confirmAction({
      title: activate ? t`Activate login` : t`Block login`,
      message: activate
        ? t`Activate the login of ${name}? They will be able to sign in again.`
        : t`Block the login of ${name}? They will be signed out at once and cannot sign in until activated.`,
      confirmLabel: activate ? t`Activate` : t`Block`,
      danger: !activate,
    });
    if (!confirmed) return;
    setBusy(`login-${row.userCode}`);
    try {
      const res = await call(setLoginStatus, {
        body: { userCode: row.userCode, status: activate ? 'active' : 'blocked' },
      });
      patchRow(res.userCode, { loginStatus: res.loginStatus });
      notifySuccess(
        res.loginStatus === 'active'
          ? t`Login of ${name} is now active.`
          : t`Login of ${name} is now blocked.`,
      );
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(null);
    }
  };

  const toggleTraining = async (row: CorporateAccountRow, allow: boolean) => {
    const name = row.companyName;
    const confirmed = await confirmAction({
      title: allow ? t`Activate posting of trainings` : t`Block posting of trainings`,
      message: allow
        ? t`Allow ${name} to post trainings?`
        : t`Stop ${name} from posting trainings? Trainings already posted stay as they are.`,
      confirmLabel: allow ? t`Activate` : t`Block`,
      danger: !allow,
    });
    if (!confirmed) return;
    setBusy(`training-${row.userCode}`);
    try {
      const res = await call(setTrainingRight, { body: { userCode: row.userCode, status: allow } });
      patchRow(res.userCode, { canPostTraining: res.status });
      notifySuccess(res.Message);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(null);
    }
  };

  const loginSwitch = (r: CorporateAccountRow) => {
    const name = r.companyName;
    return (
      <SwitchCell
        on={r.loginStatus === 'active'}
        onLabel={t`Active`}
        offLabel={t`Blocked`}
        busy={busy === `login-${r.userCode}`}
        onToggle={(next) => void toggleLogin(r, next)}
        blockLabel={t`Block login of ${name}`}
        activateLabel={t`Activate login of ${name}`}
      />
    );
  };

  const trainingSwitch = (r: CorporateAccountRow) => {
    const name = r.companyName;
    return (
      <SwitchCell
        on={r.canPostTraining}
        onLabel={t`Allowed`}
        offLabel={t`Blocked`}
        busy={busy === `training-${r.userCode}`}
        onToggle={(next) => void toggleTraining(r, next)}
        blockLabel={t`Block training posting of ${name}`}
        activateLabel={t`Activate training posting of ${name}`}
      />
    );
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    setPage(1);
    setApplied({ ...filters });
  };

  return (
    <PageFrame
      title={t`Corporate Account(s)`}
      description={t`Find employers; block or activate their login and their right to post trainings.`}
      breadcrumbs={[{ label: t`Dashboard`, to: '/admin/dashbaord' }, { label: t`Corporate Account(s)` }]}
      size="xl"
    >
      <Stack gap="md">
        <Paper withBorder radius="md" p="md">
          <form onSubmit={search} noValidate aria-label={t`Search employers`}>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
                <TextInput
                  label={t`Keyword`}
                  placeholder={t`Company, e-mail, contact or CIN`}
                  value={filters.keyword}
                  onChange={(e) => setFilters({ ...filters, keyword: e.currentTarget.value })}
                />
                <StateCityFields
                  state={filters.state}
                  city={filters.city}
                  onChange={(next) => setFilters({ ...filters, ...next })}
                />
                <Select
                  label={t`Industry`}
                  searchable
                  clearable
                  data={industries.data ?? []}
                  value={filters.industry}
                  onChange={(industry) => setFilters({ ...filters, industry })}
                  comboboxProps={{ withinPortal: true }}
                />
                <Select
                  label={t`Sort by`}
                  allowDeselect={false}
                  data={CORPORATE_SORT.map((s) => ({ value: String(s.value), label: s.label }))}
                  value={filters.sort}
                  onChange={(sort) =>
                    setFilters({ ...filters, sort: sort ?? String(DEFAULT_CORPORATE_SORT) })
                  }
                  comboboxProps={{ withinPortal: true }}
                />
              </SimpleGrid>
              <Group gap="sm">
                <Button type="submit" leftSection={<IconSearch size={16} />} loading={result.isFetching}>
                  <Trans>Search</Trans>
                </Button>
                <ExcelButton
                  onDownload={() => {
                    const { page: _p, limit: _l, ...q } = toQuery(filters, 1);
                    return downloadExcel(exportCorporates, { query: q });
                  }}
                />
              </Group>
            </Stack>
          </form>
        </Paper>
        {!applied ? (
          <EmptyState message={MSG.selectSearchParameters} />
        ) : (
          <ListStates
            query={result}
            loadingLabel={t`Loading employers...`}
            errorTitle={t`Could not load the employers`}
          >
            {(data) => (
              <Stack gap="xs">
                <Title order={2} fz="h4" aria-live="polite">
                  <EmployersFound total={data.total} />
                </Title>
                {phone ? (
                  <Stack gap="sm">
                    {data.list.map((r) => (
                      <Paper key={r.userCode} withBorder radius="md" p="sm">
                        <Stack gap={6}>
                          <Anchor component={Link} to={`/admin/corporate/detail-${r.userCode}`} fw={600}>
                            {r.companyName}
                          </Anchor>
                          <Text size="sm" c="dimmed">
                            {[r.cityName, r.stateName].filter(Boolean).join(', ')}
                            {r.industry.length ? ` · ${r.industry.join(', ')}` : ''}
                          </Text>
                          <Text size="sm">
                            {r.contactPersonName} · {r.contactPersonMobile}
                          </Text>
                          <Group gap="lg" align="flex-start">
                            <Stack gap={2}>
                              <Text size="xs" c="dimmed">
                                <Trans>Login</Trans>
                              </Text>
                              {loginSwitch(r)}
                            </Stack>
                            <Stack gap={2}>
                              <Text size="xs" c="dimmed">
                                <Trans>Post trainings</Trans>
                              </Text>
                              {trainingSwitch(r)}
                            </Stack>
                          </Group>
                        </Stack>
                      </Paper>
                    ))}
                  </Stack>
                ) : (
                  <DataTable<CorporateAccountRow>
                    withTableBorder
                    borderRadius="md"
                    striped
                    highlightOnHover
                    records={data.list}
                    idAccessor="userCode"
                    columns={[
                      {
                        accessor: 'companyName',
                        title: t`Company`,
                        width: 220,
                        render: (r) => (
                          <Stack gap={2}>
                            <Anchor
                              component={Link}
                              to={`/admin/corporate/detail-${r.userCode}`}
                              fw={600}
                              size="sm"
                              {...ENGLISH}
                            >
                              {r.companyName}
                            </Anchor>
                            {r.cinNumber && (
                              <Text size="xs" c="dimmed">
                                <CinLine cin={r.cinNumber} />
                              </Text>
                            )}
                          </Stack>
                        ),
                      },
                      {
                        accessor: 'industry',
                        title: t`Industry`,
                        width: 160,
                        render: (r) => (
                          <ReadMore
                            text={r.industry.join(', ')}
                            max={GRID_TRUNCATE.companyName * 2}
                            title={t`Industry`}
                            of={r.companyName}
                          />
                        ),
                      },
                      inEnglish({
                        accessor: 'contactPersonName',
                        title: t`Contact person`,
                        width: 220,
                        render: (r) => (
                          <Stack gap={0}>
                            <Text size="sm">{r.contactPersonName}</Text>
                            <Text size="xs" c="dimmed">
                              {r.contactPersonMobile}
                            </Text>
                            <Anchor href={`mailto:${r.contactPersonEmail}`} size="xs">
                              {r.contactPersonEmail}
                            </Anchor>
                          </Stack>
                        ),
                      }),
                      inEnglish({
                        accessor: 'cityName',
                        title: t`Location`,
                        width: 140,
                        render: (r) => [r.cityName, r.stateName].filter(Boolean).join(', '),
                      }),
                      {
                        accessor: 'loginStatus',
                        title: t`Login`,
                        render: loginSwitch,
                      },
                      {
                        accessor: 'canPostTraining',
                        title: t`Post trainings`,
                        render: trainingSwitch,
                      },
                    ]}
                  />
                )}
                <ListPager data={data} page={page} pageSize={LIMIT} onChange={setPage} />
              </Stack>
            )}
          </ListStates>
        )}
      </Stack>
    </PageFrame>
  );
}
