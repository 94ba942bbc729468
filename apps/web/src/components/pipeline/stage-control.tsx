import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Modal, Select, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { type ApplicationStage, STAGE_LABEL, STAGE_NOTE_MAX } from '@pp/contract/pipeline';
import { useState } from 'react';
import { type PostingKind, useChangeStage } from '../../api/pipeline.ts';
import { useMessageText } from '../../i18n/message-text.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { ENGLISH } from '../english.tsx';
import { IconPencil } from '../icons.tsx';
import { useStageOptions } from './stage-filter.tsx';

export interface StageApplicant {
  userCode: string;
  name: string;
  stage: ApplicationStage;
  stageNote: string;
}

/**
 * An applicant's stage with the control to change it: picking another stage (or the pencil, to
 * edit the note only) opens a modal with the optional note; saving tells the candidate by e-mail
 * when the stage changed and confirms with a notification.
 */
export function StageControl({
  kind,
  postingCode,
  applicant,
}: {
  kind: PostingKind;
  postingCode: string;
  applicant: StageApplicant;
}) {
  const { t } = useLingui();
  const tm = useMessageText();
  const stageOptions = useStageOptions();
  const [target, setTarget] = useState<ApplicationStage | null>(null);
  const [note, setNote] = useState('');
  const change = useChangeStage(kind, postingCode);
  const open = (stage: ApplicationStage) => {
    setTarget(stage);
    setNote(applicant.stageNote);
  };
  const close = () => {
    if (!change.isPending) setTarget(null);
  };
  const stageChanges = target !== null && target !== applicant.stage;
  const name = applicant.name;
  const stageName = target ? tm(STAGE_LABEL[target]) : '';
  // The quotes go with the value: an apostrophe before a placeholder would escape it in the catalogue's syntax.
  const quotedStage = `'${stageName}'`;

  return (
    <Stack gap={4} miw={150}>
      <Group gap={4} wrap="nowrap">
        <Select
          size="xs"
          w={140}
          aria-label={t`Stage of ${name}`}
          allowDeselect={false}
          data={stageOptions}
          value={applicant.stage}
          onChange={(value) => value && value !== applicant.stage && open(value as ApplicationStage)}
          comboboxProps={{ withinPortal: true }}
        />
        <Tooltip label={t`Note`}>
          <ActionIcon
            variant="subtle"
            size="md"
            aria-label={t`Note on ${name}`}
            onClick={() => open(applicant.stage)}
          >
            <IconPencil size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
      {applicant.stageNote && (
        <Text size="xs" c="dimmed" lineClamp={2} maw={200} title={applicant.stageNote} {...ENGLISH}>
          {applicant.stageNote}
        </Text>
      )}
      <Modal
        opened={target !== null}
        onClose={close}
        centered
        title={stageChanges ? t`Move ${name} to ${stageName}` : t`Note on ${name}`}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!target) return;
            change.mutate(
              { userCode: applicant.userCode, stage: target, note: note.trim() },
              {
                onSuccess: (result) => {
                  notifySuccess(result.Message);
                  setTarget(null);
                },
              },
            );
          }}
        >
          <Stack gap="sm">
            {stageChanges && (
              <Text size="sm">
                <Trans>
                  The candidate will get an e-mail that their application is now at the stage {quotedStage}.
                </Trans>
              </Text>
            )}
            <Textarea
              label={t`Note (optional)`}
              description={t`Seen only by your team and the institute's admins, never by the candidate.`}
              autosize
              minRows={3}
              maxRows={8}
              maxLength={STAGE_NOTE_MAX}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              data-autofocus
            />
            <Text size="xs" c="dimmed" ta="right" aria-live="polite">
              {note.length}/{STAGE_NOTE_MAX}
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={change.isPending}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" loading={change.isPending}>
                {stageChanges ? <Trans>Move</Trans> : <Trans>Save note</Trans>}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
