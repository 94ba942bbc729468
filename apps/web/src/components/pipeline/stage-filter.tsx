import { SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ApplicationStage, STAGE_OPTIONS } from '@pp/contract/pipeline';
import { useId } from 'react';

const ALL = 'all';
const OPTIONS = [{ value: ALL, label: 'All' }, ...STAGE_OPTIONS];

/**
 * Filters an applicant list by pipeline stage: a segmented control on wide screens, a select on
 * phones (seven segments do not fit 360px).
 */
export function StageFilter({
  value,
  onChange,
}: {
  value: ApplicationStage | undefined;
  onChange: (stage: ApplicationStage | undefined) => void;
}) {
  const phone = useMediaQuery('(max-width: 62em)');
  const labelId = useId();
  const set = (v: string | null) => onChange(!v || v === ALL ? undefined : (v as ApplicationStage));
  if (phone) {
    return (
      <Select
        label="Stage"
        w={{ base: '100%', xs: 220 }}
        allowDeselect={false}
        data={OPTIONS.map((o) => ({ value: o.value, label: o.value === ALL ? 'All stages' : o.label }))}
        value={value ?? ALL}
        onChange={set}
      />
    );
  }
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        Stage
      </Text>
      <SegmentedControl aria-labelledby={labelId} data={OPTIONS} value={value ?? ALL} onChange={set} />
    </Stack>
  );
}
