// The charts' styles load with the admin dashboard only, never with the public pages.
import '@mantine/charts/styles.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { BarChart } from '@mantine/charts';
import { Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatIndian } from '@pp/contract/format';
import { useId, useState } from 'react';
import { SectionPaper } from '../../../components/section-paper.tsx';

export interface ChartSeries {
  /** The key of the value in each row. */
  key: string;
  label: string;
  /** A Mantine colour ('institute.6') or CSS colour. */
  color: string;
}

export interface ChartRow {
  /** The category on the x axis ('03 Mar', 'Shortlisted'). */
  label: string;
  /** The category as the table says it ('03-Mar-2026'); the label when absent. */
  longLabel?: string;
  [key: string]: string | number | undefined;
}

export interface StatChartProps {
  title: string;
  xAxisLabel: string;
  yAxisLabel: string;
  /** The table's first column heading. */
  categoryLabel: string;
  rows: ChartRow[];
  series: ChartSeries[];
}

const value = (row: ChartRow, key: string) => Number(row[key] ?? 0);

/**
 * One admin figure as a bar chart (labelled axes, the value on each bar on wider screens, a
 * tooltip) or, at the switch, as a table: the same numbers for screen readers and for anyone who
 * prefers them. The chart's SVG is named by its title and described by the totals.
 */
export function StatChart({ title, xAxisLabel, yAxisLabel, categoryLabel, rows, series }: StatChartProps) {
  const { t } = useLingui();
  const headingId = useId();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  // Below 48em the value labels would overlap: the tooltip and the table give the numbers.
  const wide = useMediaQuery('(min-width: 48em)', true);
  const totals = series.map((s) => ({ ...s, total: rows.reduce((n, row) => n + value(row, s.key), 0) }));
  const summary = totals
    .map(({ label, total }) => {
      const count = formatIndian(total);
      return t`${label}: ${count} in all`;
    })
    .join('; ');
  const lowerTitle = title.toLowerCase();
  return (
    <SectionPaper headingId={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Title order={2} fz="h5" id={headingId}>
              {title}
            </Title>
            <Text size="xs" c="dimmed">
              {summary}
            </Text>
          </div>
          <SegmentedControl
            size="xs"
            value={view}
            onChange={(next) => setView(next as 'chart' | 'table')}
            data={[
              { value: 'chart', label: t`Chart` },
              { value: 'table', label: t`Table` },
            ]}
            aria-label={t`Show ${lowerTitle} as`}
          />
        </Group>
        {view === 'chart' ? (
          <BarChart
            h={260}
            data={rows}
            dataKey="label"
            series={series.map((s) => ({ name: s.key, label: s.label, color: s.color }))}
            xAxisLabel={xAxisLabel}
            yAxisLabel={yAxisLabel}
            withLegend={series.length > 1}
            legendProps={{ verticalAlign: 'top', height: 36 }}
            withBarValueLabel={wide}
            valueFormatter={formatIndian}
            tickLine="y"
            gridAxis="y"
            maxBarWidth={28}
            yAxisProps={{ allowDecimals: false, width: 44 }}
            barChartProps={{ title: t`${title} (bar chart)`, desc: summary }}
          />
        ) : (
          <Table.ScrollContainer minWidth={260}>
            <Table striped withTableBorder fz="sm" verticalSpacing={4}>
              <Table.Caption>{title}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{categoryLabel}</Table.Th>
                  {series.map((s) => (
                    <Table.Th key={s.key} scope="col" ta="end">
                      {s.label}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.label}>
                    <Table.Th scope="row" fw={400}>
                      {row.longLabel ?? row.label}
                    </Table.Th>
                    {series.map((s) => (
                      <Table.Td key={s.key} ta="end">
                        {formatIndian(value(row, s.key))}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th scope="row">
                    <Trans>Total</Trans>
                  </Table.Th>
                  {totals.map((s) => (
                    <Table.Td key={s.key} ta="end" fw={700}>
                      {formatIndian(s.total)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </SectionPaper>
  );
}
