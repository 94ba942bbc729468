import { useLingui } from '@lingui/react/macro';
import { Group, NativeSelect, Text } from '@mantine/core';
import { useMessageText } from '../../i18n/message-text.ts';

export interface SortOption {
  value: string;
  /** The contract's English label (JOB_SORT_OPTIONS...): shown in the reader's language. */
  label: string;
}

/** The result count and the sort control above a list. */
export function ResultsHeader({
  total,
  noun,
  sort,
  options,
  onSort,
  disabled,
}: {
  total: number | null;
  /** e.g. ['job', 'jobs'], in the reader's language */
  noun: [string, string];
  sort?: number;
  options?: readonly SortOption[];
  onSort?: (sort: number) => void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const tm = useMessageText();
  const word = total === 1 ? noun[0] : noun[1];
  return (
    <Group justify="space-between" align="center" gap="sm" wrap="wrap">
      <Text fw={600} aria-live="polite">
        {total === null ? '' : t`${total} ${word} found`}
      </Text>
      {options && onSort && (
        <NativeSelect
          label={t`Sort by`}
          size="sm"
          data={options.map((o) => ({ value: o.value, label: tm(o.label) }))}
          value={String(sort ?? 1)}
          onChange={(event) => onSort(Number(event.currentTarget.value))}
          disabled={disabled}
          styles={{
            root: { display: 'flex', alignItems: 'center', gap: 8 },
            label: { whiteSpace: 'nowrap' },
          }}
        />
      )}
    </Group>
  );
}
