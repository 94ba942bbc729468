import { Box, Group, Paper, Stack, Table, Text, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import type { WeeklyStat } from '@pp/contract/admin';
import { formatDate } from '@pp/contract/format';
import { useId } from 'react';
import classes from './weekly-bars.module.css';

export interface Series {
  key: keyof Omit<WeeklyStat, 'weekStart'>;
  label: string;
  color: string;
}

/** '03-Mar-2026' -> '03 Mar' (the axis has little room). */
const shortDay = (epoch: number) => formatDate(epoch).slice(0, 6).replace('-', ' ');

/**
 * Grouped bars per week, drawn with CSS (no chart library): heights scale to the largest value;
 * every bar has a tooltip and the numbers are also in a table for screen readers.
 */
export function WeeklyBars({
  title,
  weeks,
  series,
}: {
  title: string;
  weeks: WeeklyStat[];
  series: Series[];
}) {
  const headingId = useId();
  const max = Math.max(1, ...weeks.flatMap((w) => series.map((s) => w[s.key])));
  const total = (key: Series['key']) => weeks.reduce((n, w) => n + w[key], 0);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} fz="h5" id={headingId}>
            {title}
          </Title>
          <Group gap="md">
            {series.map((s) => (
              <Group key={s.key} gap={6} wrap="nowrap">
                <span className={classes.swatch} style={{ background: s.color }} aria-hidden="true" />
                <Text size="xs">
                  {s.label}{' '}
                  <Text span size="xs" c="dimmed">
                    ({total(s.key)})
                  </Text>
                </Text>
              </Group>
            ))}
          </Group>
        </Group>
        <div className={classes.chart} aria-hidden="true">
          {weeks.map((w) => (
            <div key={w.weekStart} className={classes.week}>
              <div className={classes.bars}>
                {series.map((s) => (
                  <Tooltip
                    key={s.key}
                    label={`Week of ${formatDate(w.weekStart)}: ${w[s.key]} ${s.label.toLowerCase()}`}
                    withArrow
                  >
                    <div
                      className={classes.bar}
                      style={{ height: `${(w[s.key] / max) * 100}%`, background: s.color }}
                    />
                  </Tooltip>
                ))}
              </div>
              <Text size="10px" c="dimmed" className={classes.label}>
                {shortDay(w.weekStart)}
              </Text>
            </div>
          ))}
        </div>
        <VisuallyHidden>
          <Table>
            <caption>{title}, by week</caption>
            <thead>
              <tr>
                <th scope="col">Week of</th>
                {series.map((s) => (
                  <th key={s.key} scope="col">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((w) => (
                <tr key={w.weekStart}>
                  <th scope="row">{formatDate(w.weekStart)}</th>
                  {series.map((s) => (
                    <td key={s.key}>{w[s.key]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </VisuallyHidden>
        <Box />
      </Stack>
    </Paper>
  );
}
