import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { downloadFile } from '../lib/files.ts';
import { notifyError } from '../lib/notify.ts';
import { IconFileText } from './icons.tsx';

export interface ExcelButtonProps {
  /** The export endpoint's URL (endpointUrl of a download endpoint). */
  url: string;
  /** @default 'Download Excel' */
  label?: string;
}

/**
 * 'Download Excel': the server builds the xlsx (report-{timestamp}.xlsx) and streams it; a
 * refusal such as 'No data found to export.' is shown as a message.
 */
export function ExcelButton({ url, label }: ExcelButtonProps) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="default"
      leftSection={<IconFileText size={16} />}
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadFile(url, `report-${Date.now()}.xlsx`);
        } catch (error) {
          notifyError(error);
        } finally {
          setBusy(false);
        }
      }}
    >
      {label ?? t`Download Excel`}
    </Button>
  );
}
