import { ActionIcon, Button, Group, Modal, Select, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { type ApplicationStage, STAGE_LABEL, STAGE_NOTE_MAX, STAGE_OPTIONS } from '@pp/contract/pipeline';
import { useState } from 'react';
import { type PostingKind, useChangeStage } from '../../api/pipeline.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { IconPencil } from '../icons.tsx';

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

  return (
    <Stack gap={4} miw={150}>
      <Group gap={4} wrap="nowrap">
        <Select
          size="xs"
          w={140}
          aria-label={`Stage of ${applicant.name}`}
          allowDeselect={false}
          data={STAGE_OPTIONS}
          value={applicant.stage}
          onChange={(value) => value && value !== applicant.stage && open(value as ApplicationStage)}
          comboboxProps={{ withinPortal: true }}
        />
        <Tooltip label="Note">
          <ActionIcon
            variant="subtle"
            size="md"
            aria-label={`Note on ${applicant.name}`}
            onClick={() => open(applicant.stage)}
          >
            <IconPencil size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
      {applicant.stageNote && (
        <Text size="xs" c="dimmed" lineClamp={2} maw={200} title={applicant.stageNote}>
          {applicant.stageNote}
        </Text>
      )}
      <Modal
        opened={target !== null}
        onClose={close}
        centered
        title={
          stageChanges ? `Move ${applicant.name} to ${STAGE_LABEL[target]}` : `Note on ${applicant.name}`
        }
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
                The candidate will get an e-mail that their application is now at the stage '
                {STAGE_LABEL[target]}'.
              </Text>
            )}
            <Textarea
              label="Note (optional)"
              description="Seen only by your team and the institute's admins, never by the candidate."
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
                Cancel
              </Button>
              <Button type="submit" loading={change.isPending}>
                {stageChanges ? 'Move' : 'Save note'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
