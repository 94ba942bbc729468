import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { type AdminGrievance, GRIEVANCE_PAGE_SIZE, GRIEVANCE_REPLY_MAX } from '@pp/contract/privacy';
import { useState } from 'react';
import { useAllGrievances, useReplyToGrievance } from '../../../api/privacy.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { Pager } from '../../../components/pager.tsx';
import { usePageParam } from '../../../hooks/use-page-param.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { GrievanceCard } from '../components/grievances-section.tsx';

function ReplyForm({ grievance }: { grievance: AdminGrievance }) {
  const { t } = useLingui();
  const reply = useReplyToGrievance();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!text.trim()) {
          setError(t`Please write the reply.`);
          return;
        }
        setError('');
        reply.mutate(
          { reference: grievance.reference, reply: text.trim() },
          { onSuccess: () => notifySuccess(t`The reply has been sent.`) },
        );
      }}
    >
      <Stack gap="xs">
        <Textarea
          label={t`Reply to ${grievance.reference}`}
          autosize
          minRows={2}
          maxLength={GRIEVANCE_REPLY_MAX}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={error || undefined}
          required
        />
        <Group>
          <Button type="submit" size="sm" loading={reply.isPending}>
            <Trans>Send reply</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Ours (DPDP Rule 14): /admin/grievances. Every grievance to the grievance officer, open ones first
 * by the day their period lapses; a reply answers one and is mailed to its filer.
 */
export default function AdminGrievancesPage() {
  const { t } = useLingui();
  const [page, setPage] = usePageParam();
  const [status, setStatus] = useState<'all' | 'open' | 'answered'>('open');
  const list = useAllGrievances(page, status === 'all' ? undefined : status);
  return (
    <PageFrame
      title={t`Grievances`}
      description={t`Grievances about personal data, to be answered within the published period.`}
      breadcrumbs={[{ label: t`Dashboard`, to: '/admin/dashbaord' }, { label: t`Grievances` }]}
      size="md"
    >
      <Stack gap="md">
        <SegmentedControl
          aria-label={t`Show`}
          value={status}
          onChange={(value) => {
            setStatus(value as typeof status);
            setPage(1);
          }}
          data={[
            { value: 'open', label: t`Open` },
            { value: 'answered', label: t`Answered` },
            { value: 'all', label: t`All` },
          ]}
        />
        {list.isPending ? (
          <LoadingState />
        ) : list.isError ? (
          <ErrorState query={list} />
        ) : list.data.list.length === 0 ? (
          <EmptyState />
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.data.list.map((g) => (
              <GrievanceCard
                key={g.reference}
                grievance={g}
                repliedBy={g.repliedBy}
                about={
                  <Text size="sm">
                    {g.name} · {g.email}
                  </Text>
                }
              >
                <ReplyForm grievance={g} />
              </GrievanceCard>
            ))}
          </Stack>
        )}
        {list.data ? (
          <Pager
            page={page}
            pageSize={GRIEVANCE_PAGE_SIZE}
            count={list.data.list.length}
            total={list.data.total}
            onChange={setPage}
          />
        ) : null}
      </Stack>
    </PageFrame>
  );
}
