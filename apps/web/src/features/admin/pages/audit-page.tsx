import { Trans, useLingui } from '@lingui/react/macro';
import {
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
import { AUDIT_ACTION_GROUPS, type AuditItem, type AuditQuery } from '@pp/contract/admin';
import { PAGE_SIZE } from '@pp/contract/constants';
import { formatDateTime } from '@pp/contract/format';
import { type FormEvent, useState } from 'react';
import { useAudit } from '../../../api/admin.ts';
import { DataTable, inEnglish } from '../../../components/data-table.tsx';
import { DateInput } from '../../../components/date-input.tsx';
import { IconSearch } from '../../../components/icons.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { ListPager } from '../../../components/pager.tsx';
import { useMessageText } from '../../../i18n/message-text.ts';
import { AuditDetail } from '../components/audit-detail.tsx';
import { ListStates } from '../components/list-states.tsx';
import { epochOfIsoDay } from '../lib/dates.ts';

const LIMIT = PAGE_SIZE.admin;

interface Filters {
  actor: string;
  action: string | null;
  from: string | null;
  to: string | null;
}

/** The group of the action filter an action belongs to ('job.' holds 'job.status'; 'login' holds 'login.failed'). */
function actionGroup(action: string) {
  return AUDIT_ACTION_GROUPS.find((g) =>
    g.value.endsWith('.')
      ? action.startsWith(g.value)
      : action === g.value || action.startsWith(`${g.value}.`),
  );
}

const INITIAL: Filters = { actor: '', action: null, from: null, to: null };

function toQuery(f: Filters, page: number): AuditQuery {
  return {
    actor: f.actor.trim(),
    action: f.action ?? '',
    from: f.from ? epochOfIsoDay(f.from) : undefined,
    to: f.to ? epochOfIsoDay(f.to) : undefined,
    page,
    limit: LIMIT,
  };
}

function EventCount({ total }: { total: number }) {
  return <Trans>{total} event(s)</Trans>;
}

/** /admin/audit (ours): who did what and when, with what changed; newest first. */
export default function AuditPage() {
  const { t } = useLingui();
  const tm = useMessageText();
  const [filters, setFilters] = useState<Filters>(INITIAL);
  const [applied, setApplied] = useState<Filters>(INITIAL);
  const [page, setPage] = useState(1);
  const result = useAudit(toQuery(applied, page));
  const set = (patch: Partial<Filters>) => setFilters((f) => ({ ...f, ...patch }));
  const search = (event: FormEvent) => {
    event.preventDefault();
    setPage(1);
    setApplied({ ...filters });
  };

  return (
    <PageFrame
      title={t`Audit Log`}
      description={t`Every admin action and sign-in event: who, what, on whom, when, and what changed.`}
      breadcrumbs={[{ label: t`Dashboard`, to: '/admin/dashbaord' }, { label: t`Audit Log` }]}
      size="xl"
    >
      <Stack gap="md">
        <Paper withBorder radius="md" p="md">
          <form onSubmit={search} noValidate aria-label={t`Filter the audit log`}>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
                <TextInput
                  label={t`Who`}
                  placeholder={t`Name, e-mail or user code`}
                  value={filters.actor}
                  onChange={(e) => set({ actor: e.currentTarget.value })}
                />
                <Select
                  label={t`Action`}
                  clearable
                  data={AUDIT_ACTION_GROUPS.map((g) => ({ value: g.value, label: tm(g.label) }))}
                  value={filters.action}
                  onChange={(action) => set({ action })}
                  comboboxProps={{ withinPortal: true }}
                />
                <DateInput
                  label={t`From`}
                  valueFormat="DD-MMM-YYYY"
                  clearable
                  value={filters.from}
                  onChange={(from) => set({ from })}
                  popoverProps={{ withinPortal: true }}
                />
                <DateInput
                  label={t`To`}
                  valueFormat="DD-MMM-YYYY"
                  clearable
                  minDate={filters.from ?? undefined}
                  value={filters.to}
                  onChange={(to) => set({ to })}
                  popoverProps={{ withinPortal: true }}
                />
              </SimpleGrid>
              <Group gap="sm">
                <Button type="submit" leftSection={<IconSearch size={16} />} loading={result.isFetching}>
                  <Trans>Search</Trans>
                </Button>
                <Button
                  variant="default"
                  onClick={() => {
                    setFilters(INITIAL);
                    setApplied(INITIAL);
                    setPage(1);
                  }}
                >
                  <Trans>Clear</Trans>
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
        <ListStates
          query={result}
          loadingLabel={t`Loading audit log...`}
          errorTitle={t`Could not load the audit log`}
        >
          {(data) => (
            <Stack gap="xs">
              <Title order={2} fz="h4">
                <EventCount total={data.total} />
              </Title>
              <DataTable<AuditItem>
                withTableBorder
                borderRadius="md"
                striped
                records={data.list}
                idAccessor="id"
                columns={[
                  { accessor: 'at', title: t`When`, noWrap: true, render: (r) => formatDateTime(r.at) },
                  inEnglish({
                    accessor: 'actorName',
                    title: t`Who`,
                    width: 180,
                    render: (r) => (
                      <Stack gap={0}>
                        <Text size="sm">{r.actorName || '—'}</Text>
                        <Text size="xs" c="dimmed">
                          {r.actorRole}
                        </Text>
                      </Stack>
                    ),
                  }),
                  {
                    accessor: 'action',
                    title: t`Action`,
                    // The kind of action in the reader's language; its code (a name of the log,
                    // as exports and searches by the start of it use it) under it, in English.
                    render: (r) => {
                      const group = actionGroup(r.action);
                      return (
                        <Stack gap={2} align="flex-start">
                          {group ? (
                            <Badge variant="light" style={{ textTransform: 'none' }}>
                              {tm(group.label)}
                            </Badge>
                          ) : null}
                          <Text size="xs" c="dimmed" ff="monospace" lang="en">
                            {r.action}
                          </Text>
                        </Stack>
                      );
                    },
                  },
                  inEnglish({
                    accessor: 'targetName',
                    title: t`On`,
                    width: 180,
                    render: (r) =>
                      r.targetName ? (
                        <Text size="sm">{r.targetName}</Text>
                      ) : (
                        <Text size="sm" c="dimmed">
                          —
                        </Text>
                      ),
                  }),
                  {
                    accessor: 'detail',
                    title: t`What changed`,
                    width: 360,
                    render: (r) => <AuditDetail detail={r.detail} />,
                  },
                  { accessor: 'ip', title: 'IP', noWrap: true },
                ]}
              />
              <ListPager data={data} page={page} pageSize={LIMIT} onChange={setPage} />
            </Stack>
          )}
        </ListStates>
      </Stack>
    </PageFrame>
  );
}
