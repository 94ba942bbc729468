import { Trans, useLingui } from '@lingui/react/macro';
import { Divider, Group, Paper, SimpleGrid, Stack, Text, Title, Typography } from '@mantine/core';
import { formatDate } from '@pp/contract/format';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ENGLISH, English } from '../english.tsx';
import { ErrorState } from '../error-state.tsx';
import { LoadingState } from '../loading-state.tsx';
import { PageFrame } from '../page-frame.tsx';

/** What employers wrote (components/english.tsx): English, whatever the reader's language. */
function Html({ html }: { html: string }) {
  return (
    <Typography fz="sm" {...ENGLISH}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes stored HTML */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}

function HtmlSection({ title, html }: { title: string; html: string }) {
  return (
    <div>
      <Title order={2} fz="h5" mb={6}>
        {title}
      </Title>
      <Html html={html} />
    </div>
  );
}

/** What a job or training shows below its company line. */
export interface PostingDetailView {
  apply: ReactNode;
  badges?: ReactNode;
  /** The Fact items of the grid. */
  facts: ReactNode;
  /** One Fact under the grid (skills, address). */
  wide: ReactNode;
  description: { title: string; html: string };
  /** The company's description, shown when there is one. */
  companyHtml: string;
}

/**
 * A job or training in full for the member or student who may apply (/member/job/detail-{code},
 * /student/training/detail-{code}): company and date, apply, facts, description, the company.
 */
export function PostingDetailScreen<P extends { title: string; companyName: string; createdOn: number }>({
  query,
  noun,
  breadcrumbs,
  view,
}: {
  query: UseQueryResult<P>;
  noun: 'job' | 'training';
  /** The trail above the title (the last crumb, the title, is added). */
  breadcrumbs: { label: string; to: string }[];
  view: (posting: P) => PostingDetailView;
}) {
  const { t } = useLingui();
  const posting = query.data;
  const job = noun === 'job';
  const title = posting?.title ?? (job ? t`Job Detail` : t`Training Detail`);
  const shown = posting && view(posting);
  const postedOn = posting ? formatDate(posting.createdOn) : '';
  return (
    <PageFrame
      title={posting ? <English>{title}</English> : title}
      breadcrumbs={[...breadcrumbs, { label: title, lang: posting ? 'en' : undefined }]}
      size="md"
    >
      {query.isPending ? (
        <LoadingState label={job ? t`Loading the job...` : t`Loading the training...`} />
      ) : query.isError ? (
        <ErrorState
          title={job ? t`Could not load this job` : t`Could not load this training`}
          query={query}
        />
      ) : posting && shown ? (
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="article">
          <Stack gap="md">
            <Group justify="space-between" align="flex-start" gap="sm">
              <div style={{ minWidth: 0 }}>
                <Text fw={600} size="lg" style={{ overflowWrap: 'anywhere' }} {...ENGLISH}>
                  {posting.companyName}
                </Text>
                <Text size="sm" c="dimmed">
                  <Trans>Posted on {postedOn}</Trans>
                </Text>
              </div>
              {shown.apply}
            </Group>
            {shown.badges}
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="sm">
              {shown.facts}
            </SimpleGrid>
            {shown.wide}
            {shown.description.html && (
              <>
                <Divider />
                <HtmlSection title={shown.description.title} html={shown.description.html} />
              </>
            )}
            {shown.companyHtml && <HtmlSection title={t`About the company`} html={shown.companyHtml} />}
          </Stack>
        </Paper>
      ) : null}
    </PageFrame>
  );
}
