import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Modal, Radio, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  ALERT_FREQUENCY,
  ALERT_FREQUENCY_LABEL,
  type AlertFrequency,
  type Criteria,
  SAVED_SEARCH_NAME_MAX,
  SEARCH_KIND,
  SEARCH_KIND_LABEL,
  type SearchKind,
} from '@pp/contract/alerts';
import { INDIA_COUNTRY_CODE } from '@pp/contract/constants';
import { MSG } from '@pp/contract/messages';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useCreateSavedSearch } from '../api/alerts.ts';
import { useMessageText } from '../i18n/message-text.ts';
import { hasFieldMessages } from '../lib/form-errors.ts';
import { SEARCH_KEYS, type SearchKey, searchQueryOf, valuesFromParams } from '../lib/search-query.ts';

/**
 * The search the page's address holds, as the search endpoint's query (what a saved search keeps),
 * or null while no search was run. Mirrors how each search screen builds its query.
 */
export function criteriaFromAddress(kind: SearchKind, params: URLSearchParams): Criteria | null {
  if (params.get('go') !== '1') return null;
  const raw: Record<string, string | number | undefined> = {};
  if (kind === 'studentTrainings') {
    for (const key of ['state', 'city', 'industry', 'duration', 'companyType'])
      raw[key] = params.get(key) || undefined;
    if (!raw.state) return null;
  } else {
    const fields = {} as Record<SearchKey, string>;
    for (const key of SEARCH_KEYS) fields[key] = params.get(key) ?? '';
    const values = valuesFromParams(fields);
    if (kind !== 'memberIntlJobs') values.country = INDIA_COUNTRY_CODE;
    Object.assign(raw, searchQueryOf(values, kind === 'memberIntlJobs' ? 'USD' : 'INR'));
    if (kind === 'wfhJobs') raw.workFromHome = 'true';
  }
  const out: Criteria = {};
  for (const [key, value] of Object.entries(raw)) if (value !== undefined && value !== '') out[key] = value;
  return out;
}

/** 'Save this search': disabled until a search was run; asks a name and how often to e-mail. */
export function SaveSearchButton({ kind }: { kind: SearchKind }) {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const criteria = criteriaFromAddress(kind, params);
  const [opened, setOpened] = useState(false);
  const button = (
    <Button variant="light" disabled={!criteria} onClick={() => setOpened(true)}>
      <Trans>Save this search</Trans>
    </Button>
  );
  return (
    <>
      {criteria ? (
        button
      ) : (
        <Tooltip label={t`Run a search first, then save it to get e-mail alerts`} withArrow>
          <span>{button}</span>
        </Tooltip>
      )}
      {criteria && (
        <SaveSearchModal kind={kind} criteria={criteria} opened={opened} onClose={() => setOpened(false)} />
      )}
    </>
  );
}

function SaveSearchModal({
  kind,
  criteria,
  opened,
  onClose,
}: {
  kind: SearchKind;
  criteria: Criteria;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const tm = useMessageText();
  const phone = useMediaQuery('(max-width: 36em)');
  const create = useCreateSavedSearch();
  const [name, setName] = useState('');
  const [frequency, setFrequency] = useState<AlertFrequency>('daily');
  const [error, setError] = useState('');
  const listPath = `/${SEARCH_KIND[kind]}/saved-searches`;
  const kindLabel = tm(SEARCH_KIND_LABEL[kind]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(MSG.required);
      return;
    }
    try {
      await create.mutateAsync({ name: trimmed, searchKind: kind, frequency, criteria });
      setName('');
      setError('');
      onClose();
    } catch (failure) {
      // A refusal naming fields is shown here only (no toast: the mutation's fieldErrors); the
      // criteria come from the search itself, so their message goes under the one field there is.
      if (hasFieldMessages(failure)) setError(failure.fields.name ?? failure.message);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t`Save this search`} centered fullScreen={phone}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {kind === 'studentTrainings' ? (
              <Trans>
                {kindLabel}: we will e-mail you trainings that are new since the last e-mail, each only once.
                You can change or stop the alerts any time in{' '}
                <Anchor component={Link} to={listPath} onClick={onClose}>
                  Saved searches &amp; alerts
                </Anchor>
                .
              </Trans>
            ) : (
              <Trans>
                {kindLabel}: we will e-mail you jobs that are new since the last e-mail, each only once. You
                can change or stop the alerts any time in{' '}
                <Anchor component={Link} to={listPath} onClick={onClose}>
                  Saved searches &amp; alerts
                </Anchor>
                .
              </Trans>
            )}
          </Text>
          <TextInput
            label={t`Name`}
            placeholder={t`e.g. Compliance jobs in Mumbai`}
            required
            data-autofocus
            maxLength={SAVED_SEARCH_NAME_MAX}
            value={name}
            error={error || undefined}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError('');
            }}
          />
          <Radio.Group
            label={t`E-mail me new matches`}
            value={frequency}
            onChange={(value) => setFrequency(value as AlertFrequency)}
          >
            <Group gap="lg" mt={6}>
              {ALERT_FREQUENCY.map((value) => (
                <Radio key={value} value={value} label={tm(ALERT_FREQUENCY_LABEL[value])} />
              ))}
            </Group>
          </Radio.Group>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={create.isPending}>
              <Trans>Save search</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
