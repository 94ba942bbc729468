import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  MultiSelect,
  NumberInput,
  Radio,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import {
  INTERVIEW_LIMITS,
  INTERVIEW_MODE_LABEL,
  INTERVIEW_MODES,
  type InterviewFormInput,
  type InterviewMode,
  interviewForm,
} from '@pp/contract/interviews';
import { useEffect } from 'react';
import { useInvitableApplicants, useScheduleInterview } from '../../api/interviews.ts';
import type { PostingKind } from '../../api/pipeline.ts';
import { useMessageText } from '../../i18n/message-text.ts';
import { useForm } from '../../lib/form.ts';
import { applyFieldErrors } from '../../lib/form-errors.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { focusFirstError } from '../../lib/validation.ts';
import { CharCount, FormModal, validateWith } from '../form-modal.tsx';
import { IconPlus, IconTrash } from '../icons.tsx';
import { SlotFields, slotProblem } from './slot-fields.tsx';

interface SlotRow {
  key: string;
  date: string | null;
  time: string;
}

export interface ScheduleValues {
  userCodes: string[];
  roundName: string;
  mode: InterviewMode | '';
  location: string;
  durationMinutes: number | string;
  note: string;
  pick: boolean;
  slots: SlotRow[];
}

const DEFAULT_DURATION = 30;

const newSlot = (): SlotRow => ({ key: randomId(), date: null, time: '' });

function initialValues(userCodes: string[]): ScheduleValues {
  return {
    userCodes,
    roundName: '',
    mode: '',
    location: '',
    durationMinutes: DEFAULT_DURATION,
    note: '',
    pick: false,
    slots: [newSlot()],
  };
}

/** The request's body from the form (the posting's code is added by the hook). */
export function scheduleBody(values: ScheduleValues): InterviewFormInput {
  return {
    userCodes: values.userCodes,
    roundName: values.roundName,
    mode: (values.mode || undefined) as InterviewMode,
    location: values.location,
    durationMinutes: values.durationMinutes === '' ? Number.NaN : Number(values.durationMinutes),
    note: values.note,
    pick: values.pick,
    slots: values.slots.map(({ date, time }) => ({ date: date ?? '', time })),
  };
}

const checkSchema = validateWith(interviewForm, scheduleBody);

/** The contract's rules, then (as the server does) that each time is soon enough and within a year. */
function validate(values: ScheduleValues): FormErrors {
  const errors = checkSchema(values);
  values.slots.forEach((slot, i) => {
    const path = `slots.${i}.time`;
    if (errors[`slots.${i}.date`] || errors[path]) return;
    const problem = slotProblem({ date: slot.date ?? '', time: slot.time });
    if (problem) errors[path] = problem;
  });
  return errors;
}

export interface ScheduleInterviewModalProps {
  kind: PostingKind;
  postingCode: string;
  opened: boolean;
  /** The applicants chosen when the modal opens (a row's action: that applicant). */
  preselected?: string[];
  onClose: () => void;
}

/**
 * 'Schedule interview' (ours): invites one or many of a posting's shortlisted applicants to an
 * interview round, at one time for all or at several times of which each candidate picks one.
 * Times are India time. The contract's form schema checks the fields here; the server checks
 * again and its messages go beside the fields (or in a notification).
 */
export function ScheduleInterviewModal({
  kind,
  postingCode,
  opened,
  preselected,
  onClose,
}: ScheduleInterviewModalProps) {
  const { t } = useLingui();
  const tm = useMessageText();
  const schedule = useScheduleInterview(kind, postingCode);
  const candidates = useInvitableApplicants(kind, postingCode, opened);
  const form = useForm<ScheduleValues>({
    initialValues: initialValues(preselected ?? []),
    validate,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh form each time the modal opens
  useEffect(() => {
    if (opened) {
      form.setValues(initialValues(preselected ?? []));
      form.resetDirty(initialValues(preselected ?? []));
      form.clearErrors();
    }
  }, [opened]);

  const values = form.values;
  const submit = form.onSubmit(async (v) => {
    try {
      const result = await schedule.mutateAsync(scheduleBody(v));
      notifySuccess(result.Message);
      onClose();
    } catch (error) {
      if (applyFieldErrors(form, error)) focusFirstError();
    }
  });

  const close = () => {
    if (!schedule.isPending) onClose();
  };

  const options = candidates.list.map((a) => ({ value: a.userCode, label: a.name }));
  const invited = values.userCodes.length;
  const slotsError = form.errors.slots;
  const locationField =
    values.mode === 'inPerson' ? (
      <Textarea
        label={t`Address`}
        required
        autosize
        minRows={2}
        maxRows={5}
        maxLength={INTERVIEW_LIMITS.locationMax}
        {...form.getInputProps('location')}
      />
    ) : values.mode === 'video' ? (
      <TextInput
        label={t`Video call link`}
        required
        type="url"
        placeholder={t`Starts with https://`}
        maxLength={INTERVIEW_LIMITS.locationMax}
        {...form.getInputProps('location')}
      />
    ) : values.mode === 'phone' ? (
      <TextInput
        label={t`Number the candidate can call (optional)`}
        description={t`Leave empty when you will call the candidate.`}
        type="tel"
        maxLength={INTERVIEW_LIMITS.locationMax}
        {...form.getInputProps('location')}
      />
    ) : null;

  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={t`Schedule interview`}
      onSubmit={submit}
      saving={schedule.isPending}
      dirty={form.isDirty()}
      submitLabel={t`Send invitation`}
    >
      <MultiSelect
        label={t`Applicants`}
        description={t`Shortlisted applicants and those already at the interview stage.`}
        required
        searchable
        clearable
        hidePickedOptions
        data={options}
        nothingFoundMessage={
          candidates.isPending ? t`Loading applicants...` : t`No shortlisted applicant to invite.`
        }
        comboboxProps={{ withinPortal: true }}
        data-autofocus
        {...form.getInputProps('userCodes')}
      />
      {!candidates.isPending && options.length === 0 && (
        <Text size="sm" c="dimmed" role="status">
          {candidates.error ? (
            <Trans>The applicants could not be loaded. Please close this and try again.</Trans>
          ) : (
            <Trans>No applicant is shortlisted yet. Move applicants to the stage Shortlisted first.</Trans>
          )}
        </Text>
      )}
      <TextInput
        label={t`Round`}
        placeholder={t`e.g. Technical round`}
        required
        maxLength={INTERVIEW_LIMITS.roundNameMax}
        {...form.getInputProps('roundName')}
      />
      <Radio.Group
        label={t`Mode`}
        required
        {...form.getInputProps('mode')}
        onChange={(value) => {
          form.setFieldValue('mode', value as InterviewMode);
          form.clearFieldError('mode');
          form.clearFieldError('location');
        }}
      >
        <Group gap="md" mt={6}>
          {INTERVIEW_MODES.map((mode) => (
            <Radio key={mode} value={mode} label={tm(INTERVIEW_MODE_LABEL[mode])} />
          ))}
        </Group>
      </Radio.Group>
      {locationField}
      <NumberInput
        label={t`Duration (minutes)`}
        required
        min={INTERVIEW_LIMITS.durationMin}
        max={INTERVIEW_LIMITS.durationMax}
        step={15}
        allowDecimal={false}
        allowNegative={false}
        w={200}
        {...form.getInputProps('durationMinutes')}
      />
      <Textarea
        label={t`Note to candidates (optional)`}
        description={t`Shown in the invitation, e.g. what to bring.`}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={INTERVIEW_LIMITS.noteMax}
        {...form.getInputProps('note')}
      />
      <CharCount value={values.note} max={INTERVIEW_LIMITS.noteMax} />
      <Switch
        label={t`Let each candidate pick a time`}
        description={t`Offer several times; each candidate books one, and a time is booked once.`}
        checked={values.pick}
        onChange={(event) => {
          const pick = event.currentTarget.checked;
          form.setFieldValue('pick', pick);
          // One time for everyone: only the first row counts.
          if (!pick && values.slots.length > 1) form.setFieldValue('slots', values.slots.slice(0, 1));
          form.clearFieldError('slots');
        }}
      />
      <Fieldset
        legend={values.pick ? t`Times offered (India time, IST)` : t`Time (India time, IST)`}
        variant="unstyled"
      >
        <Stack gap="sm">
          {values.pick && (
            <Text size="sm" c="dimmed">
              <Trans>
                Offer at least as many times as applicants invited ({invited}). Each candidate picks one.
              </Trans>
            </Text>
          )}
          {values.slots.map((slot, i) => {
            const number = i + 1;
            const several = values.pick && values.slots.length > 1;
            return (
              <SlotFields
                key={slot.key}
                dateLabel={several ? t`Date ${number}` : undefined}
                timeLabel={several ? t`Time ${number} (IST)` : undefined}
                dateProps={form.getInputProps(`slots.${i}.date`)}
                timeProps={form.getInputProps(`slots.${i}.time`)}
                action={
                  several ? (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      mt={26}
                      aria-label={t`Remove time ${number}`}
                      onClick={() => {
                        form.removeListItem('slots', i);
                        form.clearFieldError('slots');
                      }}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  ) : undefined
                }
              />
            );
          })}
          {slotsError && (
            <Text size="sm" c="red" role="alert">
              {slotsError}
            </Text>
          )}
          {values.pick && values.slots.length < INTERVIEW_LIMITS.slotsMax && (
            <Group>
              <Button
                variant="light"
                size="xs"
                leftSection={<IconPlus size={14} />}
                onClick={() => {
                  form.insertListItem('slots', newSlot());
                  form.clearFieldError('slots');
                }}
              >
                <Trans>Add time</Trans>
              </Button>
            </Group>
          )}
        </Stack>
      </Fieldset>
      <Text size="sm" c="dimmed">
        <Trans>
          Each candidate gets an e-mail with a calendar invitation and can accept, decline or ask for another
          time. Their stage becomes Interview.
        </Trans>
      </Text>
    </FormModal>
  );
}
