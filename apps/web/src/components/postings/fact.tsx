import { Box, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './fact.module.css';

/**
 * A labelled value on a tile ('Experience (years)' / '1 - 3'). `english`: the value is data that
 * stays as written (places, roles: components/english.tsx).
 */
export function Fact({
  label,
  children,
  english,
}: {
  label: string;
  children: ReactNode;
  english?: boolean;
}) {
  return (
    <Box style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} lh={1.4}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }} lang={english ? 'en' : undefined}>
        {children}
      </Text>
    </Box>
  );
}

export function FactRow({ children }: { children: ReactNode }) {
  return (
    <Group align="flex-start" wrap="wrap" className={classes.row} style={{ rowGap: 8, columnGap: 16 }}>
      {children}
    </Group>
  );
}
