import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { formatDate } from '@pp/contract/format';
import { GOVT_PREVIEW_CHARS } from '@pp/contract/govt';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { Link } from 'react-router';
import { DataTable, inEnglish } from '../../../components/data-table.tsx';
import { ENGLISH } from '../../../components/english.tsx';
import { IconPencil, IconPlus } from '../../../components/icons.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { ListPager } from '../../../components/pager.tsx';
import { ReadMore } from '../../../components/read-more.tsx';
import classes from '../components/admin-table.module.css';
import { ExcelButton } from '../components/excel-button.tsx';
import { ExpiredBadge } from '../components/expired-badge.tsx';
import { ListStates } from '../components/list-states.tsx';

interface GovtRow {
  code: string;
  title: string;
  description: string;
  companyName: string;
  location: string[];
  status: string;
}

const ADD = { Job: '/admin/govt-job/add', Training: '/admin/govt-traning/add' } as const;

/** The last date of a listing, '-' when it has none. */
export const lastDate = (epoch: number | null) => (epoch ? formatDate(epoch) : '-');

export interface GovtListPageProps<R extends GovtRow> {
  noun: 'Job' | 'Training';
  description: string;
  query: UseQueryResult<{ list: R[]; total: number }>;
  page: number;
  limit: number;
  onPageChange: (page: number) => void;
  onDownload: () => Promise<void>;
  /** The edit form of a row. */
  editPath: (code: string) => string;
  /** The columns after Organisation and before Location. */
  middle: DataTableColumn<R>[];
  /** The columns after Location and before Description. */
  after: DataTableColumn<R>[];
  /** The columns after Description. */
  trailing?: DataTableColumn<R>[];
}

/**
 * /admin/govt-job and /admin/govt-training: the government listings, 20 per page, expired rows
 * highlighted, the description cut with Read More, an Excel, and the add buttons of both kinds.
 */
export function GovtListPage<R extends GovtRow>({
  noun,
  description,
  query,
  page,
  limit,
  onPageChange,
  onDownload,
  editPath,
  middle,
  after,
  trailing = [],
}: GovtListPageProps<R>) {
  const { t } = useLingui();
  const other = noun === 'Job' ? 'Training' : 'Job';
  const addJob = t`Add job`;
  const addTraining = t`Add training`;
  const texts =
    noun === 'Job'
      ? {
          title: t`Government Job(s)`,
          add: addJob,
          addOther: addTraining,
          loading: t`Loading government jobs...`,
          error: t`Could not load the government jobs`,
          count: (total: number) => t`${total} job(s)`,
        }
      : {
          title: t`Government Training(s)`,
          add: addTraining,
          addOther: addJob,
          loading: t`Loading government trainings...`,
          error: t`Could not load the government trainings`,
          count: (total: number) => t`${total} training(s)`,
        };
  const { title } = texts;
  return (
    <PageFrame
      title={title}
      description={description}
      breadcrumbs={[{ label: t`Dashboard`, to: '/admin/dashbaord' }, { label: title }]}
      actions={
        <>
          <Button component={Link} to={ADD[noun]} leftSection={<IconPlus size={16} />}>
            {texts.add}
          </Button>
          <Button component={Link} to={ADD[other]} variant="default" leftSection={<IconPlus size={16} />}>
            {texts.addOther}
          </Button>
          <ExcelButton onDownload={onDownload} />
        </>
      }
      size="xl"
    >
      <ListStates query={query} loadingLabel={texts.loading} errorTitle={texts.error}>
        {(data) => (
          <Stack gap={0}>
            <Text size="sm" c="dimmed" mb="xs">
              {texts.count(data.total)}
            </Text>
            <DataTable<R>
              withTableBorder
              borderRadius="md"
              highlightOnHover
              records={data.list}
              idAccessor="code"
              rowClassName={(row) => (row.status === 'expired' ? classes.expired : undefined)}
              columns={[
                {
                  accessor: 'title',
                  title: t`Title`,
                  width: 220,
                  render: (row) => {
                    const rowTitle = row.title;
                    return (
                      <Stack gap={4} align="flex-start">
                        <Text size="sm" fw={600} {...ENGLISH}>
                          {row.title}
                        </Text>
                        {row.status === 'expired' && <ExpiredBadge />}
                        <Anchor
                          component={Link}
                          to={editPath(row.code)}
                          size="sm"
                          aria-label={t`Edit ${rowTitle}`}
                        >
                          <Group gap={4} wrap="nowrap">
                            <IconPencil size={14} />
                            <span>
                              <Trans>Edit</Trans>
                            </span>
                          </Group>
                        </Anchor>
                      </Stack>
                    );
                  },
                },
                inEnglish({ accessor: 'companyName', title: t`Organisation`, width: 200 }),
                ...middle,
                inEnglish({
                  accessor: 'location',
                  title: t`Location`,
                  width: 160,
                  render: (row) => row.location.join(', '),
                }),
                ...after,
                {
                  accessor: 'description',
                  title: t`Description`,
                  width: 200,
                  render: (row) => (
                    <ReadMore text={row.description} html max={GOVT_PREVIEW_CHARS} title={row.title} />
                  ),
                },
                ...trailing,
              ]}
            />
            <ListPager data={data} page={page} pageSize={limit} onChange={onPageChange} />
          </Stack>
        )}
      </ListStates>
    </PageFrame>
  );
}
