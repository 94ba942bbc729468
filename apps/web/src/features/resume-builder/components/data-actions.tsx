import { Trans, useLingui } from '@lingui/react/macro';
import { Button, FileButton, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { MSG } from '@pp/contract/messages';
import { useRef } from 'react';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { downloadBlob } from '../download-blob.ts';
import {
  EXPORT_FILE_NAME,
  exportResumeJson,
  IMPORT_MAX_BYTES,
  parseResumeJson,
  TRANSFER_MSG,
} from '../model/json-transfer.ts';
import { emptyResume, isResumeEmpty, type ResumeData } from '../model/resume-schema.ts';

/** Export and import of the resume data as JSON, and starting over. */
export function DataActions({
  getData,
  onImport,
}: {
  getData: () => ResumeData;
  onImport: (data: ResumeData) => void;
}) {
  const { t, i18n } = useLingui();
  const resetRef = useRef<() => void>(null);

  const confirmReplace = (title: string, body: string, label: string, then: () => void) => {
    if (isResumeEmpty(getData())) {
      then();
      return;
    }
    modals.openConfirmModal({
      title,
      children: <Text size="sm">{body}</Text>,
      labels: { confirm: label, cancel: t`Cancel` },
      confirmProps: { color: 'red' },
      onConfirm: then,
    });
  };

  const exportData = () => {
    downloadBlob(new Blob([exportResumeJson(getData())], { type: 'application/json' }), EXPORT_FILE_NAME);
    notifySuccess(i18n._(TRANSFER_MSG.exported));
  };

  const importFile = async (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    if (file.size > IMPORT_MAX_BYTES) {
      notifyError(new Error(i18n._(TRANSFER_MSG.tooBig)));
      return;
    }
    let text: string;
    try {
      text = await file.text();
    } catch {
      notifyError(new Error(MSG.fileLoadFailed));
      return;
    }
    const result = parseResumeJson(text);
    if (!result.ok) {
      notifyError(new Error(i18n._(result.message)), t`Import failed`);
      return;
    }
    confirmReplace(
      t`Replace your details?`,
      t`The details you have entered in this browser will be replaced by those in the file.`,
      t`Replace`,
      () => {
        onImport(result.data);
        notifySuccess(i18n._(TRANSFER_MSG.imported));
      },
    );
  };

  const startOver = () =>
    confirmReplace(
      t`Start over?`,
      t`Everything you have entered, your photo and your signature will be removed from this browser.`,
      t`Remove everything`,
      () => onImport(emptyResume()),
    );

  return (
    <Group gap="xs">
      <Button variant="default" size="xs" onClick={exportData}>
        <Trans>Export data</Trans>
      </Button>
      <FileButton
        onChange={importFile}
        accept="application/json,.json"
        resetRef={resetRef}
        name="resume-json"
      >
        {(props) => (
          <Button {...props} variant="default" size="xs">
            <Trans>Import data</Trans>
          </Button>
        )}
      </FileButton>
      <Button variant="subtle" color="red" size="xs" onClick={startOver}>
        <Trans>Start over</Trans>
      </Button>
    </Group>
  );
}
