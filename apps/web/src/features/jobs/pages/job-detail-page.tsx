import { Badge, Divider, Group, Paper, SimpleGrid, Stack, Text, Title, Typography } from '@mantine/core';
import { formatDate } from '@pp/contract/format';
import { isMemberJobQualification } from '@pp/contract/lookups';
import { useJobDetail } from '../../../api/jobs.ts';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { Fact } from '../../../components/postings/fact.tsx';
import { JobApplyButton } from '../../../components/postings/job-apply-button.tsx';
import { useRouteParam } from '../../../hooks/route-context.ts';
import { experienceText, locationText, salaryLabel, salaryText } from '../components/job-tile.tsx';

function Html({ html }: { html: string }) {
  return (
    <Typography fz="sm">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes stored HTML */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}

const list = (items: string[]) => (items.length ? items.join(', ') : '—');

/** /member/job/detail-{code}: one job in full, with Apply. */
export default function JobDetailPage() {
  const code = useRouteParam('code') ?? '';
  const query = useJobDetail(code);
  const job = query.data;
  const crumbs = [
    { label: 'Home', to: '/member/dashboard' },
    { label: 'Recent Job(s)', to: '/member/job' },
    { label: job?.title ?? 'Job Detail' },
  ];
  return (
    <PageFrame title={job?.title ?? 'Job Detail'} breadcrumbs={crumbs} size="md">
      {query.isPending ? (
        <LoadingState label="Loading the job..." />
      ) : query.isError ? (
        <ErrorState
          title="Could not load this job"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : job ? (
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="article">
          <Stack gap="md">
            <Group justify="space-between" align="flex-start" gap="sm">
              <div style={{ minWidth: 0 }}>
                <Text fw={600} size="lg" style={{ overflowWrap: 'anywhere' }}>
                  {job.companyName}
                </Text>
                <Text size="sm" c="dimmed">
                  Posted on {formatDate(job.createdOn)}
                </Text>
              </div>
              <JobApplyButton
                job={{
                  code: job.code,
                  title: job.title,
                  appliedOn: job.appliedOn,
                  isMemberJob: job.qualificationCodes.some(isMemberJobQualification),
                }}
              />
            </Group>
            <Group gap={6}>
              {job.jobType && <Badge variant="light">{job.jobType}</Badge>}
              {job.workCulture === 'Yes' && (
                <Badge variant="light" color="teal">
                  Work from home
                </Badge>
              )}
              {job.workCulture === 'Limited' && (
                <Badge variant="light" color="teal">
                  Hybrid
                </Badge>
              )}
              {job.status !== 'active' && (
                <Badge variant="light" color="red">
                  Not open for applications
                </Badge>
              )}
            </Group>
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="sm">
              <Fact label="Location">{locationText(job)}</Fact>
              <Fact label="Experience">{experienceText(job)}</Fact>
              <Fact label={salaryLabel(job.salaryCurrency)}>{salaryText(job)}</Fact>
              <Fact label="Vacancies">{job.noOfVacancy}</Fact>
              <Fact label="Role">{list(job.role)}</Fact>
              <Fact label="Industry">{list(job.industry)}</Fact>
              <Fact label="Qualification">{list(job.qualification)}</Fact>
              <Fact label="Add. Qualification">{list(job.additionalQualification)}</Fact>
            </SimpleGrid>
            <Fact label="Skills">{list(job.skill)}</Fact>
            <Divider />
            <div>
              <Title order={2} fz="h5" mb={6}>
                Job description
              </Title>
              <Html html={job.description} />
            </div>
            {job.companyDetail && (
              <div>
                <Title order={2} fz="h5" mb={6}>
                  About the company
                </Title>
                <Html html={job.companyDetail} />
              </div>
            )}
          </Stack>
        </Paper>
      ) : null}
    </PageFrame>
  );
}
