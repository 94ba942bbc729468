import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Paper, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { formatDateTime } from '@pp/contract/format';
import { INTERVIEW_LIMITS, INTERVIEW_MSG, type MyInviteItem, respondBody } from '@pp/contract/interviews';
import { useEffect, useId, useState } from 'react';
import { useMyInterviews, usePickInterviewSlot, useRespondToInterview } from '../../api/interviews.ts';
import { useMessageText } from '../../i18n/message-text.ts';
import { errorMessage } from '../../lib/api.ts';
import { useForm } from '../../lib/form.ts';
import { applyFieldErrors } from '../../lib/form-errors.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { ENGLISH } from '../english.tsx';
import { ErrorState } from '../error-state.tsx';
import { CharCount, FormModal, validateWith } from '../form-modal.tsx';
import { LoadingState } from '../loading-state.tsx';
import { CalendarButton, InterviewPlace, ResponseBadge, useInterviewTime } from './interview-labels.tsx';

type Answer = 'accepted' | 'declined' | 'newTime';

/** Where the invitation stands for the candidate: open to an answer, cancelled, or over. */
export function inviteState(invite: MyInviteItem, nowMs: number): 'open' | 'cancelled' | 'over' {
  if (invite.status === 'cancelled') return 'cancelled';
  if (invite.startsOn !== null && invite.startsOn * 1000 <= nowMs) return 'over';
  return 'open';
}

/**
 * 'Your interviews' (ours) on a candidate's applications page: the invitations to interviews for
 * the jobs or the trainings applied for, upcoming first, each with its time in India time, how it
 * takes place and the interviewers' note, and the answers: accept, decline, ask for another time
 * (with a note), or choose one of the offered times. Cancelled and past ones take no answer.
 * Nothing is shown when there is no invitation.
 */
export function MyInterviews({ kind }: { kind: 'job' | 'training' }) {
  const { t } = useLingui();
  const query = useMyInterviews();
  const headingId = useId();
  const [askingCode, setAskingCode] = useState<string | null>(null);
  const [pickingCode, setPickingCode] = useState<string | null>(null);
  if (query.isPending) return <LoadingState label={t`Loading your interviews...`} minHeight={80} />;
  if (query.isError) return <ErrorState title={t`Could not load your interviews`} query={query} />;
  const list = query.data.list.filter((invite) => invite.postingKind === kind);
  if (list.length === 0) return null;
  const asking = list.find((invite) => invite.code === askingCode) ?? null;
  const picking = list.find((invite) => invite.code === pickingCode) ?? null;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} fz="h4" id={headingId}>
        <Trans>Your interviews</Trans>
      </Title>
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {list.map((invite) => (
          <InviteCard
            key={invite.code}
            invite={invite}
            onAsk={() => setAskingCode(invite.code)}
            onPick={() => setPickingCode(invite.code)}
          />
        ))}
      </Stack>
      <AskTimeModal invite={asking} onClose={() => setAskingCode(null)} />
      <PickSlotModal invite={picking} onClose={() => setPickingCode(null)} />
    </Stack>
  );
}

function InviteCard({
  invite,
  onAsk,
  onPick,
}: {
  invite: MyInviteItem;
  onAsk: () => void;
  onPick: () => void;
}) {
  const { t } = useLingui();
  const timeText = useInterviewTime();
  const respond = useRespondToInterview();
  const [answering, setAnswering] = useState<Answer | null>(null);
  const state = inviteState(invite, Date.now());
  const toPick = invite.pick && invite.startsOn === null;
  const title = invite.postingTitle;
  const company = invite.companyName;
  const round = invite.roundName;
  const minutes = invite.durationMinutes;
  const when = toPick ? t`to be chosen from the offered times` : timeText(invite.startsOn);
  const note = invite.note;
  const myNote = invite.responseNote;
  const answer = async (response: Answer) => {
    setAnswering(response);
    try {
      const result = await respond.mutateAsync({ code: invite.code, response, note: '' });
      notifySuccess(result.Message);
    } catch {
      // The mutation's toast says why.
    } finally {
      setAnswering(null);
    }
  };
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      aria-label={company ? t`Interview for ${title} at ${company}` : t`Interview for ${title}`}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <div>
            <Title order={3} fz="md" {...ENGLISH}>
              {title}
            </Title>
            {company && (
              <Text size="sm" c="dimmed" {...ENGLISH}>
                {company}
              </Text>
            )}
          </div>
          {state === 'cancelled' ? (
            <Badge color="gray" variant="outline" radius="sm" tt="none">
              <Trans>Cancelled</Trans>
            </Badge>
          ) : state === 'over' ? (
            <Badge color="gray" variant="light" radius="sm" tt="none">
              <Trans>Over</Trans>
            </Badge>
          ) : (
            <ResponseBadge response={invite.response} />
          )}
        </Group>
        <Text size="sm">
          <Trans>Round: {round}</Trans>
        </Text>
        <Text size="sm" fw={600}>
          <Trans>
            When: {when} ({minutes} min)
          </Trans>
        </Text>
        <InterviewPlace mode={invite.mode} location={invite.location} />
        {note && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <Trans>Note from the interviewers: {note}</Trans>
          </Text>
        )}
        {myNote && invite.response === 'newTime' && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            <Trans>Your note: {myNote}</Trans>
          </Text>
        )}
        {state === 'open' && (
          <Group gap="xs" mt={4}>
            {toPick ? (
              <Button size="xs" onClick={onPick}>
                <Trans>Choose a time</Trans>
              </Button>
            ) : (
              invite.response !== 'accepted' && (
                <Button
                  size="xs"
                  color="green"
                  loading={answering === 'accepted'}
                  disabled={respond.isPending}
                  onClick={() => answer('accepted')}
                >
                  <Trans>Accept</Trans>
                </Button>
              )
            )}
            {!toPick && invite.pick && invite.slots.length > 1 && (
              <Button size="xs" variant="light" onClick={onPick}>
                <Trans>Choose another time</Trans>
              </Button>
            )}
            {invite.response !== 'declined' && (
              <Button
                size="xs"
                variant="light"
                color="red"
                loading={answering === 'declined'}
                disabled={respond.isPending}
                onClick={() => answer('declined')}
              >
                <Trans>Decline</Trans>
              </Button>
            )}
            <Button size="xs" variant="default" disabled={respond.isPending} onClick={onAsk}>
              <Trans>Ask for another time</Trans>
            </Button>
          </Group>
        )}
        {state !== 'cancelled' && invite.startsOn !== null && (
          <Group gap="xs">
            <CalendarButton code={invite.code} title={title} />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

const checkAsk = validateWith(respondBody, (v: { note: string }) => ({ response: 'newTime', note: v.note }));

/** 'Ask for another time': the note (which times suit) is required. */
function AskTimeModal({ invite, onClose }: { invite: MyInviteItem | null; onClose: () => void }) {
  const { t } = useLingui();
  const respond = useRespondToInterview();
  const form = useForm({ initialValues: { note: '' }, validate: checkAsk });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh form for each invitation
  useEffect(() => {
    form.reset();
  }, [invite?.code]);
  const title = invite?.postingTitle ?? '';
  const submit = form.onSubmit(async ({ note }) => {
    if (!invite) return;
    try {
      const result = await respond.mutateAsync({ code: invite.code, response: 'newTime', note });
      notifySuccess(result.Message);
      onClose();
    } catch (error) {
      applyFieldErrors(form, error);
    }
  });
  return (
    <FormModal
      opened={invite !== null}
      onClose={() => !respond.isPending && onClose()}
      title={t`Ask for another time: ${title}`}
      onSubmit={submit}
      saving={respond.isPending}
      dirty={form.isDirty()}
      submitLabel={t`Send`}
    >
      <Textarea
        label={t`Which times suit you?`}
        description={t`For example the days and hours you are free (India time).`}
        required
        autosize
        minRows={3}
        maxRows={6}
        maxLength={INTERVIEW_LIMITS.responseNoteMax}
        data-autofocus
        {...form.getInputProps('note')}
      />
      <CharCount value={form.values.note} max={INTERVIEW_LIMITS.responseNoteMax} />
    </FormModal>
  );
}

/**
 * 'Choose a time': the offered times, the ones other candidates took shown and disabled. A time
 * taken meanwhile is refused (409): its message stays in the modal and the times are loaded again.
 */
function PickSlotModal({ invite, onClose }: { invite: MyInviteItem | null; onClose: () => void }) {
  const { t } = useLingui();
  const tm = useMessageText();
  const pick = usePickInterviewSlot();
  const [slotCode, setSlotCode] = useState<string | null>(null);
  const [problem, setProblem] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh choice for each invitation
  useEffect(() => {
    setSlotCode(invite?.slots.find((slot) => slot.mine)?.code ?? null);
    setProblem('');
    pick.reset();
  }, [invite?.code]);
  const slots = invite?.slots ?? [];
  // A time taken since it was chosen is no longer a choice.
  const chosen = slots.find((slot) => slot.code === slotCode && !slot.taken) ? slotCode : null;
  const title = invite?.postingTitle ?? '';
  return (
    <FormModal
      opened={invite !== null}
      onClose={() => !pick.isPending && onClose()}
      title={t`Choose a time: ${title}`}
      saving={pick.isPending}
      submitLabel={t`Book this time`}
      onSubmit={async (event) => {
        event?.preventDefault();
        if (!invite) return;
        if (!chosen) {
          setProblem(tm(INTERVIEW_MSG.slotNotFound));
          return;
        }
        setProblem('');
        try {
          const result = await pick.mutateAsync({ code: invite.code, slotCode: chosen });
          notifySuccess(result.Message);
          onClose();
        } catch (error) {
          setProblem(errorMessage(error));
          setSlotCode(null);
        }
      }}
    >
      {problem && (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      )}
      <Radio.Group
        label={t`Offered times (India time, IST)`}
        description={t`A time is booked by the first candidate who chooses it.`}
        required
        value={chosen}
        onChange={(value) => {
          setSlotCode(value);
          setProblem('');
        }}
      >
        <Stack gap="xs" mt="xs">
          {slots.map((slot) => {
            const when = formatDateTime(slot.startsOn);
            return (
              <Radio
                key={slot.code}
                value={slot.code}
                disabled={slot.taken || slot.startsOn * 1000 <= Date.now()}
                label={slot.taken ? t`${when} IST (taken)` : t`${when} IST`}
              />
            );
          })}
        </Stack>
      </Radio.Group>
    </FormModal>
  );
}
