import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { ADMIN_MSG, adminRangeError } from '@pp/contract/admin';
import { ADMIN_DATE_RANGE_DAYS } from '@pp/contract/constants';
import { MSG } from '@pp/contract/messages';
import { useState } from 'react';
import { DateInput } from '../../../components/date-input.tsx';
import { IconSearch } from '../../../components/icons.tsx';
import { addDays, epochOfIsoDay, nowSeconds, todayIso } from '../lib/dates.ts';

export interface DayRange {
  /** 'YYYY-MM-DD' days in India time. */
  start: string;
  end: string;
}

/** The default range of the summaries: 15 days before today up to today. */
export function defaultRange(): DayRange {
  const today = todayIso();
  return { start: addDays(today, -ADMIN_DATE_RANGE_DAYS), end: today };
}

/**
 * Start and end date pickers and a Search button (spec 2 section 5 'Date filters'): the end at
 * most today and at most 15 days after the start; the start at most 15 days ahead. A start after
 * the end shows the spec's message and blocks the search.
 */
export function DateRangeBar({
  initial,
  onSearch,
  searching,
}: {
  initial: DayRange;
  onSearch: (range: DayRange) => void;
  searching?: boolean;
}) {
  const { t } = useLingui();
  const [start, setStart] = useState<string | null>(initial.start);
  const [end, setEnd] = useState<string | null>(initial.end);
  const [error, setError] = useState<{ start?: string; end?: string }>({});
  const today = todayIso();
  const endCap =
    start && addDays(start, ADMIN_DATE_RANGE_DAYS) < today ? addDays(start, ADMIN_DATE_RANGE_DAYS) : today;

  const changeStart = (value: string | null) => {
    setStart(value);
    setError(value && end && value > end ? { start: MSG.startAfterEnd } : {});
  };
  const changeEnd = (value: string | null) => {
    setEnd(value);
    setError(value && start && value < start ? { end: MSG.endBeforeStart } : {});
  };
  const search = () => {
    if (!start) return setError({ start: MSG.required });
    if (!end) return setError({ end: MSG.required });
    if (start > end) return setError({ start: MSG.startAfterEnd });
    // The server holds the same rules; checking here saves a round trip.
    const problem = adminRangeError(epochOfIsoDay(start), epochOfIsoDay(end), nowSeconds());
    if (problem) {
      return setError(problem === ADMIN_MSG.startTooFarAhead ? { start: problem } : { end: problem });
    }
    setError({});
    onSearch({ start, end });
  };

  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <DateInput
        label={t`Start date`}
        valueFormat="DD-MMM-YYYY"
        value={start}
        onChange={changeStart}
        maxDate={addDays(today, ADMIN_DATE_RANGE_DAYS)}
        error={error.start}
        popoverProps={{ withinPortal: true }}
        w={{ base: '100%', xs: 170 }}
      />
      <DateInput
        label={t`End date`}
        valueFormat="DD-MMM-YYYY"
        value={end}
        onChange={changeEnd}
        maxDate={endCap}
        error={error.end}
        popoverProps={{ withinPortal: true }}
        w={{ base: '100%', xs: 170 }}
      />
      <Button
        mt={{ base: 0, xs: 25 }}
        leftSection={<IconSearch size={16} />}
        onClick={search}
        loading={searching}
        disabled={Boolean(error.start || error.end)}
      >
        <Trans>Search</Trans>
      </Button>
    </Group>
  );
}
