import { Group, NativeSelect, Text } from '@mantine/core';

export interface SortOption {
  value: string;
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
  /** e.g. ['job', 'jobs'] */
  noun: [string, string];
  sort?: number;
  options?: readonly SortOption[];
  onSort?: (sort: number) => void;
  disabled?: boolean;
}) {
  return (
    <Group justify="space-between" align="center" gap="sm" wrap="wrap">
      <Text fw={600} aria-live="polite">
        {total === null ? '' : `${total} ${total === 1 ? noun[0] : noun[1]} found`}
      </Text>
      {options && onSort && (
        <NativeSelect
          label="Sort by"
          size="sm"
          data={options.map((o) => ({ value: o.value, label: o.label }))}
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
