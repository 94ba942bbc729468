import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery, useMergedRef } from '@mantine/hooks';
import { type DataTableColumn, type DataTableProps, DataTable as MantineDataTable } from 'mantine-datatable';
import { type ReactNode, type Ref, useRef, useState } from 'react';
import { useKeepFocus } from '../hooks/keep-focus.ts';
import { ENGLISH } from './english.tsx';

/** Below this width a table becomes a list of cards: 14 columns do not fit a phone. */
const PHONE = '(max-width: 36em)';

function cellOf<T>(column: DataTableColumn<T>, record: T, index: number): ReactNode {
  if (column.render) return column.render(record, index);
  const value = (record as Record<string, unknown>)[String(column.accessor)];
  return value === null || value === undefined ? '' : String(value);
}

/**
 * A column whose cells hold what stays in English (titles, company and person names, e-mails, master
 * lists' names: components/english.tsx): its cells, in the table and on a phone's cards, are
 * marked `lang="en"`. A cell that also holds the reader's words (a 'Read More' link, a badge)
 * marks its English part itself instead (`ReadMore` does).
 */
export function inEnglish<T>(column: DataTableColumn<T>): DataTableColumn<T> {
  const own = column.customCellAttributes;
  return { ...column, customCellAttributes: (record, index) => ({ ...own?.(record, index), ...ENGLISH }) };
}

/** The language a column gives its cells (`inEnglish`), for a phone's card. */
function langOf<T>(column: DataTableColumn<T>, record: T, index: number): string | undefined {
  const lang = column.customCellAttributes?.(record, index).lang;
  return typeof lang === 'string' ? lang : undefined;
}

/** Each record as a card of 'column title: value' lines, in the table's column order. */
function RecordCards<T>({
  records,
  columns,
  idOf,
  noRecordsText,
  listRef,
}: {
  records: readonly T[];
  columns: DataTableColumn<T>[];
  idOf: (record: T, index: number) => string;
  noRecordsText?: string;
  listRef: Ref<HTMLDivElement>;
}) {
  if (records.length === 0) return <Text c="dimmed">{noRecordsText ?? <Trans>No records</Trans>}</Text>;
  const shown = columns.filter((c) => !c.hidden);
  return (
    <Stack ref={listRef} tabIndex={-1} component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {records.map((record, index) => (
        <Paper component="li" key={idOf(record, index)} withBorder p="sm" radius="md">
          <Box
            component="dl"
            m={0}
            style={{ display: 'grid', gridTemplateColumns: 'minmax(6rem, 40%) 1fr', gap: '6px 12px' }}
          >
            {shown.map((column) => (
              <Box key={String(column.accessor)} style={{ display: 'contents' }}>
                <Text component="dt" size="sm" fw={600}>
                  {column.title ?? String(column.accessor)}
                </Text>
                <Box
                  component="dd"
                  m={0}
                  fz="sm"
                  style={{ minWidth: 0, overflowWrap: 'anywhere' }}
                  lang={langOf(column, record, index)}
                >
                  {cellOf(column, record, index)}
                </Box>
              </Box>
            ))}
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * A column title that may wrap onto a second line: mantine-datatable keeps titles on one line, and
 * long ones ('Cost to company (lacs INR)') would push a table's key columns past 1280 px (Ours).
 */
export function WrappingTitle({ children }: { children: ReactNode }) {
  return <span style={{ whiteSpace: 'normal' }}>{children}</span>;
}

export type PortalDataTableProps<T> = DataTableProps<T> & {
  /**
   * Accessors of the columns shown only after 'More columns' is pressed, so that a wide table's
   * key columns fit a laptop screen (1280 px) without sideways scrolling; every column stays one
   * press away (Ours). Phone cards always show every column.
   */
  moreColumns?: readonly string[];
};

/**
 * mantine-datatable's table with what every table of the portal needs: its scrolling region can
 * be reached and scrolled by keyboard (WCAG 2.1.1), and on a phone the rows are cards with every
 * column readable (WCAG 1.4.10 reflow) instead of columns cut to a few letters.
 */
export function DataTable<T>({ moreColumns = [], ...props }: PortalDataTableProps<T>) {
  const { t } = useLingui();
  const phone = useMediaQuery(PHONE);
  const [showMore, setShowMore] = useState(false);
  // A row's button removed (a delete) or disabled by a reload: the focus goes to the table's
  // scrolling region (on a phone, the list of cards), never to <body> (hooks/keep-focus.ts).
  const region = useRef<HTMLDivElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  useKeepFocus(region, viewport);
  const cardsRef = useMergedRef(region, viewport);
  const tableRegion = useMergedRef(region);
  const columns = 'columns' in props ? props.columns : undefined;
  if (phone && columns && props.records) {
    const accessor = props.idAccessor;
    const idOf = (record: T, index: number) =>
      typeof accessor === 'function'
        ? String(accessor(record))
        : accessor
          ? String((record as Record<string, unknown>)[String(accessor)])
          : String(index);
    return (
      <RecordCards
        records={props.records}
        columns={columns}
        idOf={idOf}
        noRecordsText={typeof props.noRecordsText === 'string' ? props.noRecordsText : undefined}
        listRef={cardsRef}
      />
    );
  }
  const scrollAreaProps = {
    ...props.scrollAreaProps,
    viewportProps: { tabIndex: 0, ...props.scrollAreaProps?.viewportProps },
  };
  // mantine-datatable's own texts are English: its empty text ('No records') and the names of its
  // sort icons (named through patches/mantine-datatable+9.4.0.patch) in the reader's language.
  const noRecordsText = props.noRecordsText ?? t`No records`;
  const sortIcons = {
    sorted: props.sortIcons?.sorted,
    unsorted: props.sortIcons?.unsorted,
    sortedAscendingLabel: t`Sorted ascending`,
    sortedDescendingLabel: t`Sorted descending`,
    unsortedLabel: t`Not sorted`,
  };
  if (!columns || moreColumns.length === 0) {
    return (
      <div ref={tableRegion}>
        <MantineDataTable<T>
          {...(props as DataTableProps<T>)}
          scrollAreaProps={scrollAreaProps}
          scrollViewportRef={viewport}
          noRecordsText={noRecordsText}
          sortIcons={sortIcons}
        />
      </div>
    );
  }
  const optional = new Set(moreColumns);
  const hidden = optional.size;
  const shownColumns = columns.map((column) =>
    optional.has(String(column.accessor)) ? { ...column, hidden: column.hidden || !showMore } : column,
  );
  return (
    <Stack gap="xs" ref={tableRegion}>
      <Group justify="flex-end">
        <Button
          variant="subtle"
          size="compact-sm"
          aria-expanded={showMore}
          onClick={() => setShowMore((shown) => !shown)}
        >
          {showMore ? t`Fewer columns` : t`More columns (${hidden})`}
        </Button>
      </Group>
      <MantineDataTable<T>
        {...({ ...props, columns: shownColumns } as DataTableProps<T>)}
        scrollAreaProps={scrollAreaProps}
        scrollViewportRef={viewport}
        noRecordsText={noRecordsText}
        sortIcons={sortIcons}
      />
    </Stack>
  );
}
