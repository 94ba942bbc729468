import { Trans, useLingui } from '@lingui/react/macro';
import { Accordion, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { INTERVIEW_PAGE_SIZE, type PostingInviteItem, rescheduleBody } from '@pp/contract/interviews';
import { useEffect, useState } from 'react';
import { useCancelInterview, usePostingInterviews, useRescheduleInterview } from '../../api/interviews.ts';
import type { PostingKind } from '../../api/pipeline.ts';
import { useForm } from '../../lib/form.ts';
import { applyFieldErrors } from '../../lib/form-errors.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { confirmAction } from '../confirm.tsx';
import { EmptyState } from '../empty-state.tsx';
import { ErrorState } from '../error-state.tsx';
import { FormModal, validateWith } from '../form-modal.tsx';
import { LoadingState } from '../loading-state.tsx';
import { ListPager } from '../pager.tsx';
import { CalendarButton, InterviewPlace, ResponseBadge, useInterviewTime } from './interview-labels.tsx';
import { SlotFields, slotProblem } from './slot-fields.tsx';

/**
 * A posting's interview invitations (ours) on its applicants page, for the owner or an admin:
 * per invitation the candidate, the round, the time, the mode, the candidate's answer (and note),
 * with Reschedule and Cancel. A section that folds away under its heading.
 */
export function PostingInterviews({ kind, postingCode }: { kind: PostingKind; postingCode: string }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const query = usePostingInterviews(kind, postingCode, page);
  const [moving, setMoving] = useState<PostingInviteItem | null>(null);
  const total = query.data?.total;
  return (
    <Accordion variant="contained" radius="md" defaultValue="interviews" order={2}>
      <Accordion.Item value="interviews">
        <Accordion.Control>
          <Text fw={600} component="span">
            {total === undefined ? <Trans>Interviews</Trans> : <Trans>Interviews ({total})</Trans>}
          </Text>
        </Accordion.Control>
        <Accordion.Panel>
          {query.isPending ? (
            <LoadingState label={t`Loading interviews...`} minHeight={80} />
          ) : query.isError ? (
            <ErrorState title={t`Could not load the interviews`} query={query} />
          ) : query.data.list.length === 0 ? (
            <EmptyState
              message={t`No interview scheduled yet`}
              description={t`Use Schedule interview to invite shortlisted applicants.`}
            />
          ) : (
            <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {query.data.list.map((invite) => (
                <InviteCard key={invite.code} invite={invite} postingCode={postingCode} onMove={setMoving} />
              ))}
            </Stack>
          )}
          {query.data && query.data.total > INTERVIEW_PAGE_SIZE && (
            <ListPager data={query.data} page={page} pageSize={INTERVIEW_PAGE_SIZE} onChange={setPage} />
          )}
        </Accordion.Panel>
      </Accordion.Item>
      <RescheduleModal invite={moving} postingCode={postingCode} onClose={() => setMoving(null)} />
    </Accordion>
  );
}

function InviteCard({
  invite,
  postingCode,
  onMove,
}: {
  invite: PostingInviteItem;
  postingCode: string;
  onMove: (invite: PostingInviteItem) => void;
}) {
  const { t } = useLingui();
  const timeText = useInterviewTime();
  const cancel = useCancelInterview(postingCode);
  const cancelled = invite.status === 'cancelled';
  const name = invite.name;
  const round = invite.roundName;
  const minutes = invite.durationMinutes;
  const candidateNote = invite.responseNote;
  const when = timeText(invite.startsOn);
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={t`Interview of ${name}: ${round}`}>
      <Stack gap={4}>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Text fw={600}>{name}</Text>
          <Group gap="xs">
            {cancelled ? (
              <Badge color="gray" variant="outline" radius="sm" tt="none">
                <Trans>Cancelled</Trans>
              </Badge>
            ) : (
              <ResponseBadge response={invite.response} />
            )}
          </Group>
        </Group>
        <Text size="sm">
          <Trans>
            {round} · {when} · {minutes} min
          </Trans>
        </Text>
        <InterviewPlace mode={invite.mode} location={invite.location} />
        {candidateNote && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <Trans>Candidate's note: {candidateNote}</Trans>
          </Text>
        )}
        {!cancelled && (
          <Group gap="xs" mt={4}>
            <Button
              size="xs"
              variant="light"
              onClick={() => onMove(invite)}
              aria-label={t`Reschedule the interview of ${name}`}
            >
              <Trans>Reschedule</Trans>
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              loading={cancel.isPending}
              aria-label={t`Cancel the interview of ${name}`}
              onClick={async () => {
                const sure = await confirmAction({
                  title: t`Cancel the interview?`,
                  message: t`${name} will be told by e-mail that the interview (${round}) is cancelled.`,
                  confirmLabel: t`Cancel interview`,
                  cancelLabel: t`Keep it`,
                  danger: true,
                });
                if (!sure) return;
                const result = await cancel.mutateAsync(invite.code).catch(() => null);
                if (result) notifySuccess(result.Message);
              }}
            >
              <Trans>Cancel</Trans>
            </Button>
            {invite.startsOn !== null && <CalendarButton code={invite.code} title={`${name} · ${round}`} />}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

interface MoveValues {
  date: string | null;
  time: string;
}

const checkMove = validateWith(rescheduleBody, (v: MoveValues) => ({ date: v.date ?? '', time: v.time }));

/** 'Reschedule': a new date and time (India time) for one invitation; the candidate is asked to answer again. */
function RescheduleModal({
  invite,
  postingCode,
  onClose,
}: {
  invite: PostingInviteItem | null;
  postingCode: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const move = useRescheduleInterview(postingCode);
  const form = useForm<MoveValues>({
    initialValues: { date: null, time: '' },
    validate: (values) => {
      const errors = checkMove(values);
      if (errors.date || errors.time) return errors;
      const problem = slotProblem({ date: values.date ?? '', time: values.time });
      return problem ? { time: problem } : {};
    },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh form for each invitation
  useEffect(() => {
    form.reset();
  }, [invite?.code]);
  const name = invite?.name ?? '';
  const submit = form.onSubmit(async (values) => {
    if (!invite) return;
    try {
      const result = await move.mutateAsync({
        code: invite.code,
        date: values.date ?? '',
        time: values.time,
      });
      notifySuccess(result.Message);
      onClose();
    } catch (error) {
      applyFieldErrors(form, error);
    }
  });
  return (
    <FormModal
      opened={invite !== null}
      onClose={() => !move.isPending && onClose()}
      title={t`Reschedule the interview of ${name}`}
      onSubmit={submit}
      saving={move.isPending}
      dirty={form.isDirty()}
      submitLabel={t`Move to this time`}
    >
      <Text size="sm">
        <Trans>The candidate is e-mailed the new time (India time, IST) and asked to answer again.</Trans>
      </Text>
      <SlotFields dateProps={form.getInputProps('date')} timeProps={form.getInputProps('time')} autoFocus />
    </FormModal>
  );
}
