import { Trans } from '@lingui/react/macro';
import { Group, Table, Text } from '@mantine/core';
import { formatIndian } from '@pp/contract/format';
import type { StageCount } from '@pp/contract/pipeline';
import { useMessageText } from '../../i18n/message-text.ts';
import { STAGE_COLOR } from './stage-badge.tsx';

export interface StageColumn {
  /** Column heading ('Jobs', 'Trainings'). */
  label: string;
  /** Every stage in pipeline order (the contract's `stageCounts`). */
  stages: StageCount[];
}

/**
 * Applications by stage as a small table: one row per stage, one column per kind of posting,
 * a total row. Used by the candidate's and the employer's dashboards; a table so that screen
 * readers read each number with its stage and kind.
 */
export function StageCounts({ caption, columns }: { caption: string; columns: StageColumn[] }) {
  const tm = useMessageText();
  const stages = columns[0]?.stages ?? [];
  const total = (column: StageColumn) => column.stages.reduce((n, s) => n + s.count, 0);
  return (
    <Table verticalSpacing={4} horizontalSpacing="xs" fz="sm" withRowBorders={false}>
      <Table.Caption style={{ captionSide: 'top', textAlign: 'start', marginTop: 0 }}>
        {caption}
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">
            <Trans>Stage</Trans>
          </Table.Th>
          {columns.map((column) => (
            <Table.Th key={column.label} scope="col" ta="end">
              {column.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {stages.map((row, i) => (
          <Table.Tr key={row.stage}>
            <Table.Th scope="row" fw={400}>
              <Group gap={8} wrap="nowrap">
                <span
                  aria-hidden="true"
                  style={{
                    width: 10,
                    height: 10,
                    borderRadius: 2,
                    flex: 'none',
                    background: `var(--mantine-color-${STAGE_COLOR[row.stage]}-6)`,
                  }}
                />
                {tm(row.label)}
              </Group>
            </Table.Th>
            {columns.map((column) => (
              <Table.Td key={column.label} ta="end" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatIndian(column.stages[i]?.count ?? 0)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          <Table.Th scope="row">
            <Trans>Total</Trans>
          </Table.Th>
          {columns.map((column) => (
            <Table.Td key={column.label} ta="end" fw={700}>
              <Text span fw={700} size="sm">
                {formatIndian(total(column))}
              </Text>
            </Table.Td>
          ))}
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
