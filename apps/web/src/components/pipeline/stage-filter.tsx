import { Trans, useLingui } from '@lingui/react/macro';
import { SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ApplicationStage, STAGE_OPTIONS } from '@pp/contract/pipeline';
import { useId, useMemo } from 'react';
import { useMessageText } from '../../i18n/message-text.ts';

const ALL = 'all';

/** The contract's stage options with their labels in the reader's language (values unchanged). */
export function useStageOptions(): { value: ApplicationStage; label: string }[] {
  const tm = useMessageText();
  return useMemo(() => STAGE_OPTIONS.map((o) => ({ ...o, label: tm(o.label) })), [tm]);
}

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
  const { t } = useLingui();
  const phone = useMediaQuery('(max-width: 62em)');
  const labelId = useId();
  const stageOptions = useStageOptions();
  const set = (v: string | null) => onChange(!v || v === ALL ? undefined : (v as ApplicationStage));
  if (phone) {
    return (
      <Select
        label={t`Stage`}
        w={{ base: '100%', xs: 220 }}
        allowDeselect={false}
        data={[{ value: ALL, label: t`All stages` }, ...stageOptions]}
        value={value ?? ALL}
        onChange={set}
      />
    );
  }
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        <Trans>Stage</Trans>
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        data={[{ value: ALL, label: t`All` }, ...stageOptions]}
        value={value ?? ALL}
        onChange={set}
      />
    </Stack>
  );
}
