import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, SegmentedControl, Stack, Switch, Text, Title } from '@mantine/core';
import {
  ALERT_FREQUENCY,
  ALERT_FREQUENCY_LABEL,
  type AlertFrequency,
  SAVED_SEARCH_MAX,
  type SavedSearchItem,
  SEARCH_KIND,
  SEARCH_KIND_LABEL,
  SEARCH_KIND_PAGE,
  SEARCH_KINDS,
  searchPageUrl,
} from '@pp/contract/alerts';
import { formatDate } from '@pp/contract/format';
import { Link } from 'react-router';
import { useDeleteSavedSearch, useSavedSearches, useUpdateSavedSearch } from '../../../api/alerts.ts';
import { confirmAction } from '../../../components/confirm.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useMessageText } from '../../../i18n/message-text.ts';

type Kind = 'member' | 'student';

/** /member/saved-searches and /student/saved-searches: the person's saved searches and alerts. */
export default function SavedSearchesPage({ kind }: { kind: Kind }) {
  const { t } = useLingui();
  const tm = useMessageText();
  const query = useSavedSearches();
  const list = (query.data?.list ?? []).filter((item) => SEARCH_KIND[item.searchKind] === kind);
  const searchKinds = SEARCH_KINDS.filter((k) => SEARCH_KIND[k] === kind);

  return (
    <PageFrame
      title={t`Saved Searches & Alerts`}
      description={t`Searches you saved, with their e-mail alerts. You can keep up to ${SAVED_SEARCH_MAX}.`}
      breadcrumbs={[{ label: t`Home`, to: `/${kind}/dashboard` }, { label: t`Saved Searches & Alerts` }]}
      size="md"
    >
      {query.isPending ? (
        <LoadingState label={t`Loading your saved searches...`} />
      ) : query.isError ? (
        <ErrorState query={query} />
      ) : list.length === 0 ? (
        <EmptyState
          message={t`You have no saved searches yet.`}
          description={t`Run a search, then choose 'Save this search' to get new matches by e-mail.`}
          action={
            <Group gap="sm" justify="center">
              {searchKinds.map((k) => (
                <Button key={k} component={Link} to={SEARCH_KIND_PAGE[k]} variant="light" size="sm">
                  {tm(SEARCH_KIND_LABEL[k])}
                </Button>
              ))}
            </Group>
          }
        />
      ) : (
        <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {list.map((item) => (
            <SavedSearchCard key={item.code} item={item} />
          ))}
        </Stack>
      )}
    </PageFrame>
  );
}

function SavedSearchCard({ item }: { item: SavedSearchItem }) {
  const { t } = useLingui();
  const tm = useMessageText();
  const update = useUpdateSavedSearch();
  const name = item.name;
  const savedOn = formatDate(item.createdOn);
  const nextEmailOn = formatDate(item.nextRunOn);
  const remove = useDeleteSavedSearch();
  const busy = update.isPending || remove.isPending;

  const onDelete = async () => {
    const ok = await confirmAction({
      title: t`Delete saved search`,
      message: t`Delete "${name}"? You will no longer get e-mails for it.`,
      confirmLabel: t`Delete`,
      danger: true,
    });
    if (ok) remove.mutate(item.code);
  };

  return (
    <Paper component="li" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} aria-label={item.name}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 16rem' }}>
            <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
              {item.name}
            </Title>
            <Group gap={6}>
              <Badge variant="light" size="sm">
                {tm(SEARCH_KIND_LABEL[item.searchKind])}
              </Badge>
              {!item.active && (
                <Badge variant="light" color="gray" size="sm">
                  <Trans>Alerts off</Trans>
                </Badge>
              )}
            </Group>
          </Stack>
          <Button
            component={Link}
            to={searchPageUrl(item.searchKind, item.criteria)}
            variant="light"
            size="sm"
          >
            <Trans>Run search</Trans>
          </Button>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {item.summary}
        </Text>
        <Text size="xs" c="dimmed">
          {item.active ? (
            <Trans>
              Saved on {savedOn} · next e-mail after {nextEmailOn}
            </Trans>
          ) : (
            <Trans>Saved on {savedOn}</Trans>
          )}
        </Text>
        <Group justify="space-between" gap="sm" wrap="wrap" mt={4}>
          <Group gap="md" wrap="wrap">
            <Switch
              label={t`E-mail alerts`}
              checked={item.active}
              disabled={busy}
              onChange={(event) => update.mutate({ code: item.code, active: event.currentTarget.checked })}
            />
            <SegmentedControl
              size="xs"
              aria-label={t`How often to e-mail for ${name}`}
              value={item.frequency}
              disabled={busy}
              data={ALERT_FREQUENCY.map((value) => ({ value, label: tm(ALERT_FREQUENCY_LABEL[value]) }))}
              onChange={(value) => update.mutate({ code: item.code, frequency: value as AlertFrequency })}
            />
          </Group>
          <Button variant="subtle" color="red" size="sm" onClick={onDelete} loading={remove.isPending}>
            <Trans>Delete</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
