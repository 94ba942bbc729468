import { Trans, useLingui } from '@lingui/react/macro';
import {
  Anchor,
  Badge,
  Button,
  Group,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { ALL_CITY_CODE, CURRENCY } from '@pp/contract/constants';
import {
  CANDIDATE_SEARCH_PAGE_SIZE,
  CANDIDATE_SORT,
  type CandidateSearchItem,
  type CandidateSearchQuery,
  DEFAULT_CANDIDATE_SORT,
} from '@pp/contract/corporates';
import { formatLakhs, monthsToYears } from '@pp/contract/format';
import { MSG } from '@pp/contract/messages';
import { useEffect, useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { type CandidateKind, useCandidateSearch } from '../../../api/corporates.ts';
import { useCities, useIndianStates, useSkills } from '../../../api/lookups.ts';
import { CandidateAvatar } from '../../../components/candidate-avatar.tsx';
import { CreatableMultiSelect } from '../../../components/creatable-multi-select.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { IconSearch } from '../../../components/icons.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { Pager } from '../../../components/pager.tsx';
import { ReadMore } from '../../../components/read-more.tsx';
import { SendMessageModal } from '../../../components/send-message-modal.tsx';
import { useMessageText } from '../../../i18n/message-text.ts';
import { focusFirstError } from '../../../lib/validation.ts';

const LIMIT = CANDIDATE_SEARCH_PAGE_SIZE;
const SUMMARY_CUT = 100;

const list = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);

/** The search held in the URL (`state`, `city`, `s` skills, `page`, `sort`), so Back keeps it. */
function useSearchState() {
  const [params, setParams] = useSearchParams();
  const skills = list(params.get('s'));
  const state = params.get('state') ?? (skills.length ? ALL_CITY_CODE : '');
  const cities = list(params.get('city'));
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const sort = Number.parseInt(params.get('sort') ?? '', 10) || DEFAULT_CANDIDATE_SORT;
  const query: CandidateSearchQuery | null = state
    ? {
        state,
        city: cities.length ? cities.join(',') : undefined,
        skill: skills.length ? skills.join(',') : undefined,
        page,
        limit: LIMIT,
        sort,
      }
    : null;
  const update = (next: {
    state?: string;
    cities?: string[];
    skills?: string[];
    page?: number;
    sort?: number;
  }) => {
    setParams((current) => {
      const out = new URLSearchParams(current);
      const set = (key: string, value: string | undefined) => {
        if (value) out.set(key, value);
        else out.delete(key);
      };
      if (next.state !== undefined) set('state', next.state);
      if (next.cities !== undefined) set('city', next.cities.join(','));
      if (next.skills !== undefined) set('s', next.skills.join(','));
      if (next.sort !== undefined) set('sort', String(next.sort));
      set('page', next.page && next.page > 1 ? String(next.page) : undefined);
      return out;
    });
    window.scrollTo({ top: 0 });
  };
  return { state, cities, skills, page, sort, query, update };
}

function CandidateCard({
  kind,
  candidate,
  onMessage,
}: {
  kind: CandidateKind;
  candidate: CandidateSearchItem;
  onMessage: () => void;
}) {
  const { t } = useLingui();
  const name = candidate.name;
  const place = [candidate.cityName, candidate.stateName].filter(Boolean).join(', ');
  const lakhs = formatLakhs(candidate.currentCTC);
  const ctc =
    candidate.currentCTC > 0
      ? candidate.currentCTCCurrency === CURRENCY.code || !candidate.currentCTCCurrency
        ? t`${lakhs} lacs`
        : `${candidate.currentCTC} ${candidate.currentCTCCurrency}`
      : '';
  const years = candidate.totalExperienceInMonths ? monthsToYears(candidate.totalExperienceInMonths) : null;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={candidate.name}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <CandidateAvatar
          name={candidate.name}
          userCode={candidate.userCode}
          profilePicture={candidate.profilePicture}
          size="lg"
        />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <div style={{ minWidth: 0 }}>
            <Anchor component={Link} to={`/corporate/${kind}/detail-${candidate.userCode}`} fw={700}>
              {candidate.name}
            </Anchor>
            <Text size="sm" c="dimmed">
              {[
                kind === 'member' && candidate.currentRoleName,
                kind === 'member' && candidate.currentCompany,
                place,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </div>
          {kind === 'member' && (
            <Text size="sm">
              {years !== null ? <Trans>Experience: {years} years</Trans> : <Trans>Experience: -</Trans>}
              {ctc && (
                <>
                  {' · '}
                  <Trans>Present CTC: {ctc}</Trans>
                </>
              )}
            </Text>
          )}
          {candidate.skill.length > 0 && (
            <Group gap={6}>
              {candidate.skill.map((skill) => (
                <Badge key={skill} variant="light" radius="sm" tt="none" fw={500}>
                  {skill}
                </Badge>
              ))}
            </Group>
          )}
          {candidate.profileSummary && (
            <Text size="sm" component="div">
              <ReadMore text={candidate.profileSummary} max={SUMMARY_CUT} title={t`Profile summary`} />
            </Text>
          )}
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed">
              {candidate.hasResume ? <Trans>Resume uploaded</Trans> : <Trans>No resume yet</Trans>}
            </Text>
            <Button size="xs" variant="light" onClick={onMessage} aria-label={t`Send message to ${name}`}>
              <Trans>Send Message</Trans>
            </Button>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * /corporate/member/search and /corporate/student/search: State/UT (required, 'All' allowed),
 * cities and skills; active profiles only, 20 a page, with a sort control and Send Message.
 */
export default function CandidateSearchPage({ kind }: { kind: CandidateKind }) {
  const { t } = useLingui();
  const tm = useMessageText();
  const search = useSearchState();
  const [state, setState] = useState(search.state);
  const [cities, setCities] = useState<string[]>(search.cities);
  const [skills, setSkills] = useState<string[]>(search.skills);
  const [stateError, setStateError] = useState('');
  const [messaging, setMessaging] = useState<{ userCode: string; name: string } | null>(null);
  const states = useIndianStates();
  const cityOptions = useCities(state, true);
  const skillOptions = useSkills(kind);
  const results = useCandidateSearch(kind, search.query);
  const total = results.data?.total ?? 0;
  const headingId = useId();
  const member = kind === 'member';
  const title = member ? t`Search Member(s)` : t`Search Student(s)`;

  // Back and forward restore the form from the URL.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the URL only
  useEffect(() => {
    setState(search.state);
    setCities(search.cities);
    setSkills(search.skills);
  }, [search.query?.state, search.query?.city, search.query?.skill]);

  const stateOptions = useMemo(
    () => [{ value: ALL_CITY_CODE, label: t`All` }, ...(states.data ?? [])],
    [states.data, t],
  );
  const sortOptions = CANDIDATE_SORT.filter((o) => kind === 'member' || o.value !== 3).map((o) => ({
    value: String(o.value),
    label: tm(o.label),
  }));

  /** Runs the search; false when it is refused (no State/UT). */
  const submit = () => {
    if (!state) {
      setStateError(MSG.required);
      return false;
    }
    const chosenCities = cities.includes(ALL_CITY_CODE) ? [] : cities;
    search.update({ state, cities: chosenCities, skills, page: 1 });
    return true;
  };

  return (
    <PageFrame
      title={title}
      description={
        member
          ? t`Active profiles of members, by location and skill.`
          : t`Active profiles of students, by location and skill.`
      }
      breadcrumbs={[{ label: t`Dashboard`, to: '/corporate/dashboard' }, { label: title }]}
    >
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            // A refused search: the focus on its field, as every form does (lib/form.ts).
            if (!submit()) focusFirstError(event.currentTarget);
          }}
          noValidate
          aria-label={title}
        >
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Select
              label={t`State/UT`}
              required
              searchable
              allowDeselect={false}
              data={stateOptions}
              placeholder={states.isPending ? t`Loading...` : t`Select State/UT`}
              value={state || null}
              onChange={(value) => {
                setState(value ?? '');
                setCities([]);
                setStateError('');
              }}
              error={stateError ? tm(stateError) : undefined}
              nothingFoundMessage={t`No State/UT found`}
            />
            <MultiSelect
              label={t`City`}
              searchable
              hidePickedOptions
              disabled={!state || state === ALL_CITY_CODE}
              limit={100}
              data={cityOptions.data ?? []}
              placeholder={
                !state || state === ALL_CITY_CODE ? t`All cities` : cities.length ? '' : t`All cities`
              }
              nothingFoundMessage={t`No city found`}
              value={cities}
              onChange={setCities}
            />
            <CreatableMultiSelect
              label={t`Skill`}
              hidePickedOptions
              data={skillOptions.data ?? []}
              placeholder={skills.length ? '' : t`Any skill`}
              nothingFoundMessage={t`No match`}
              value={skills}
              onChange={setSkills}
            />
          </SimpleGrid>
          <Group justify="flex-end" mt="sm">
            <Button type="submit" leftSection={<IconSearch size={16} />}>
              <Trans>Search</Trans>
            </Button>
          </Group>
        </form>
      </Paper>

      {search.query === null ? (
        <EmptyState message={MSG.selectSearchParameters} />
      ) : results.isPending ? (
        <LoadingState label={t`Searching...`} />
      ) : results.isError ? (
        <ErrorState title={t`Could not search`} query={results} />
      ) : (
        <Stack gap="sm" aria-labelledby={headingId} component="section">
          <Group justify="space-between" align="flex-end" gap="sm">
            <Title order={2} fz="h4" id={headingId}>
              {member ? <Trans>{total} Member(s) found</Trans> : <Trans>{total} Student(s) found</Trans>}
            </Title>
            <Select
              label={t`Sort by`}
              w={220}
              allowDeselect={false}
              data={sortOptions}
              value={String(search.sort)}
              onChange={(value) => search.update({ sort: Number(value ?? DEFAULT_CANDIDATE_SORT), page: 1 })}
            />
          </Group>
          {results.data.list.length === 0 ? (
            <EmptyState description={t`Try fewer filters, another city or another skill.`} />
          ) : (
            <Stack gap="sm" aria-busy={results.isFetching}>
              {results.data.list.map((candidate) => (
                <CandidateCard
                  key={candidate.userCode}
                  kind={kind}
                  candidate={candidate}
                  onMessage={() => setMessaging({ userCode: candidate.userCode, name: candidate.name })}
                />
              ))}
            </Stack>
          )}
          <Pager
            page={search.page}
            pageSize={LIMIT}
            count={results.data.list.length}
            total={results.data.total}
            onChange={(page) => search.update({ page })}
            disabled={results.isFetching}
          />
        </Stack>
      )}
      <SendMessageModal kind={kind} candidate={messaging} onClose={() => setMessaging(null)} />
    </PageFrame>
  );
}
