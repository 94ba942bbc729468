import { Center, Group, Loader, Text } from '@mantine/core';

/** What a screen or list shows while its data is on the way. */
export function LoadingState({
  label = 'Loading...',
  minHeight = 160,
}: {
  label?: string;
  minHeight?: number;
}) {
  return (
    <Center mih={minHeight} role="status" aria-live="polite">
      <Group gap="sm">
        <Loader size="sm" aria-hidden="true" />
        <Text c="dimmed">{label}</Text>
      </Group>
    </Center>
  );
}
