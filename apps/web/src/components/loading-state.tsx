import { useLingui } from '@lingui/react/macro';
import { Center, Group, Loader, Text } from '@mantine/core';

/** What a screen or list shows while its data is on the way. */
export function LoadingState({
  label,
  minHeight = 160,
}: {
  /** @default 'Loading...' */
  label?: string;
  minHeight?: number;
}) {
  const { t } = useLingui();
  return (
    <Center mih={minHeight} role="status" aria-live="polite">
      <Group gap="sm">
        <Loader size="sm" aria-hidden="true" />
        <Text c="dimmed">{label ?? t`Loading...`}</Text>
      </Group>
    </Center>
  );
}
