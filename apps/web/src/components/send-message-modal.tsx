import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MESSAGE_TO_PERSON_MAX } from '@pp/contract/constants';
import { personMessageBody } from '@pp/contract/corporates';
import { useEffect } from 'react';
import { type CandidateKind, useSendMessage } from '../api/corporates.ts';
import { useForm } from '../lib/form.ts';
import { applyFieldErrors } from '../lib/form-errors.ts';
import { useSession } from '../lib/session.ts';
import { validateWith } from './form-modal.tsx';

export interface SendMessageModalProps {
  kind: CandidateKind;
  /** The candidate; null closes the modal. */
  candidate: { userCode: string; name: string } | null;
  onClose: () => void;
}

/**
 * 'Send Message': a short note (at most 160 characters, with a counter) e-mailed to the member
 * or student; 'An Email has been sent successfully'. The modal stays open on an error.
 */
export function SendMessageModal({ kind, candidate, onClose }: SendMessageModalProps) {
  const { t } = useLingui();
  const send = useSendMessage(kind);
  // An admin writes as the institute's placement cell: the mail has no company to reply to.
  const fromInstitute = useSession().user?.role === 'admin';
  const phone = useMediaQuery('(max-width: 36em)');
  const form = useForm({
    initialValues: { message: '' },
    validate: validateWith(personMessageBody, (v: { message: string }) => ({
      message: v.message,
      userCode: candidate?.userCode ?? 'x',
    })),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh form for each candidate
  useEffect(() => {
    form.reset();
  }, [candidate?.userCode]);

  const submit = form.onSubmit(async ({ message }) => {
    if (!candidate) return;
    try {
      await send.mutateAsync({ userCode: candidate.userCode, message });
      onClose();
    } catch (error) {
      applyFieldErrors(form, error);
    }
  });

  const used = form.values.message.length;
  const name = candidate?.name ?? '';
  return (
    <Modal
      opened={candidate !== null}
      onClose={onClose}
      title={candidate ? t`Send message to ${name}` : t`Send message`}
      fullScreen={phone}
      centered
      closeOnClickOutside={!used}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {fromInstitute ? (
              <Trans>The message is e-mailed to the candidate from the placement cell.</Trans>
            ) : (
              <Trans>
                The message is e-mailed to the candidate with your company's contact e-mail to reply to.
              </Trans>
            )}
          </Text>
          <Textarea
            label={t`Message`}
            required
            autosize
            minRows={4}
            maxRows={8}
            maxLength={MESSAGE_TO_PERSON_MAX}
            data-autofocus
            {...form.getInputProps('message')}
          />
          <Text
            size="xs"
            c={used >= MESSAGE_TO_PERSON_MAX ? 'orange' : 'dimmed'}
            ta="right"
            mt={-6}
            aria-live="polite"
          >
            {used} / {MESSAGE_TO_PERSON_MAX}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={send.isPending}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={send.isPending}>
              <Trans>Send</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
