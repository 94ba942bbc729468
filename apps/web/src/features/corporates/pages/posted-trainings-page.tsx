import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { PAGE_SIZE } from '@pp/contract/constants';
import { formatDate, formatStipend } from '@pp/contract/format';
import type { TrainingItem } from '@pp/contract/trainings';
import { exportPostedTrainings } from '@pp/contract/trainings';
import { Link } from 'react-router';
import { usePostedTrainings, useTrainingRight } from '../../../api/corporates.ts';
import { DataTable, inEnglish } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { ExcelButton } from '../../../components/excel-button.tsx';
import { IconPlus } from '../../../components/icons.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { Pager } from '../../../components/pager.tsx';
import { ReadMore } from '../../../components/read-more.tsx';
import { usePageParam } from '../../../hooks/use-page-param.ts';
import { endpointUrl } from '../../../lib/api.ts';
import { StatusAction } from '../components/status-action.tsx';
import { TrainingSummaryCard } from '../components/summary-cards.tsx';

const LIMIT = PAGE_SIZE.postedTrainings;
const TABLE_CUT = 20;

/**
 * /corporate/posted-training (and /corporate/training): the employer's trainings, 10 a page,
 * with the status toggle, the applicant count linking to the applicants, and the Excel download.
 */
export default function PostedTrainingsPage() {
  const { t } = useLingui();
  const title = t`Summary of Training(s) Posted`;
  const [page, setPage] = usePageParam();
  const query = usePostedTrainings(page, LIMIT);
  const total = query.data?.total ?? 0;
  const right = useTrainingRight();
  const canPost = right.data?.status === true;
  const postButton = canPost ? (
    <Button component={Link} to="/corporate/training/add" leftSection={<IconPlus size={16} />}>
      <Trans>Post a training</Trans>
    </Button>
  ) : null;
  const phone = useMediaQuery('(max-width: 48em)');
  const hasRows = total > 0;

  return (
    <PageFrame
      title={title}
      breadcrumbs={[{ label: t`Dashboard`, to: '/corporate/dashboard' }, { label: title }]}
      actions={
        <>
          {postButton}
          {hasRows && <ExcelButton url={endpointUrl(exportPostedTrainings)} />}
        </>
      }
      size="xl"
    >
      {query.isPending ? (
        <LoadingState label={t`Loading`} />
      ) : query.isError ? (
        <ErrorState title={t`Could not load your trainings`} query={query} />
      ) : query.data.list.length === 0 && page === 1 ? (
        <EmptyState
          description={canPost ? undefined : t`Only firms registered with the institute can post trainings.`}
          action={
            <Button component={Link} to="/corporate/training/add" leftSection={<IconPlus size={16} />}>
              <Trans>Post a training</Trans>
            </Button>
          }
        />
      ) : (
        <Stack gap={0}>
          <Text size="sm" c="dimmed" mb="xs">
            <Trans>{total} training(s)</Trans>
          </Text>
          {phone ? (
            <Stack gap="sm" aria-busy={query.isFetching}>
              {query.data.list.map((training, index) => (
                <TrainingSummaryCard
                  key={training.code}
                  training={training}
                  index={(page - 1) * LIMIT + index + 1}
                />
              ))}
            </Stack>
          ) : (
            <DataTable<TrainingItem>
              withTableBorder
              borderRadius="md"
              striped
              highlightOnHover
              verticalSpacing="sm"
              records={query.data.list}
              idAccessor="code"
              fetching={query.isFetching}
              aria-label={title}
              // The key columns (title, stipend, application dates, posting date, status,
              // applicants) fit 1280 px; the spec's other columns are one press away (Ours).
              moreColumns={['companyName', 'address', 'location', 'qualification', 'description']}
              columns={[
                {
                  accessor: 'index',
                  title: '#',
                  width: 44,
                  render: (_row, index) => (page - 1) * LIMIT + index + 1,
                },
                inEnglish({ accessor: 'companyName', title: t`Company Name`, width: 140 }),
                inEnglish({
                  accessor: 'title',
                  title: t`Title`,
                  width: 180,
                  render: (row) => (
                    <Anchor component={Link} to={`/corporate/training/detail-${row.code}`} fw={600} size="sm">
                      {row.title}
                    </Anchor>
                  ),
                }),
                {
                  accessor: 'address',
                  title: t`Address`,
                  width: 160,
                  render: (row) => (
                    <Text size="sm" component="div">
                      <ReadMore text={row.address} max={TABLE_CUT} title={t`Address`} />
                    </Text>
                  ),
                },
                inEnglish({
                  accessor: 'location',
                  title: t`Location`,
                  width: 140,
                  render: (row) => row.location.join(', '),
                }),
                inEnglish({ accessor: 'qualification', title: t`Qualification`, width: 160 }),
                {
                  accessor: 'stipend',
                  title: t`Stipend (INR)`,
                  noWrap: true,
                  render: (row) => formatStipend(row.stipend),
                },
                {
                  accessor: 'trainingStartDate',
                  title: t`Application start date`,
                  noWrap: true,
                  render: (row) => formatDate(row.trainingStartDate),
                },
                {
                  accessor: 'trainingEndDate',
                  title: t`Application end date`,
                  noWrap: true,
                  render: (row) => formatDate(row.trainingEndDate),
                },
                {
                  accessor: 'description',
                  title: t`Description`,
                  width: 180,
                  render: (row) => (
                    <ReadMore text={row.description} html max={TABLE_CUT} title={t`Training description`} />
                  ),
                },
                {
                  accessor: 'createdOn',
                  title: t`Date of Posting`,
                  noWrap: true,
                  render: (row) => formatDate(row.createdOn),
                },
                {
                  accessor: 'status',
                  title: t`Training status`,
                  render: (row) => (
                    <StatusAction
                      kind="training"
                      code={row.code}
                      title={row.title}
                      status={row.status}
                      trainingEndDate={row.trainingEndDate}
                    />
                  ),
                },
                {
                  accessor: 'applicationCount',
                  title: t`Student Applied`,
                  textAlign: 'center',
                  render: (row) => {
                    const count = row.applicationCount;
                    const trainingTitle = row.title;
                    return (
                      <Anchor
                        component={Link}
                        to={`/corporate/training/applicant-${row.code}`}
                        fw={700}
                        aria-label={t`${count} student(s) applied for ${trainingTitle}`}
                      >
                        {count}
                      </Anchor>
                    );
                  },
                },
              ]}
            />
          )}
          <Pager
            page={page}
            pageSize={LIMIT}
            count={query.data.list.length}
            total={query.data.total}
            onChange={setPage}
            disabled={query.isFetching}
          />
        </Stack>
      )}
    </PageFrame>
  );
}
