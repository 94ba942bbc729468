import { type DataTableProps, DataTable as MantineDataTable } from 'mantine-datatable';

/**
 * mantine-datatable's table with what every table of the portal needs: its scrolling region can
 * be reached and scrolled by keyboard (WCAG 2.1.1; a table wider than a phone scrolls sideways).
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const scrollAreaProps = {
    ...props.scrollAreaProps,
    viewportProps: { tabIndex: 0, ...props.scrollAreaProps?.viewportProps },
  };
  return <MantineDataTable<T> {...(props as DataTableProps<T>)} scrollAreaProps={scrollAreaProps} />;
}
