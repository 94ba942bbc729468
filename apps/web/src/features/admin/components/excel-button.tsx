import { useLingui } from '@lingui/react/macro';
import { Button, type ButtonProps } from '@mantine/core';
import { useState } from 'react';
import { IconDownload } from '../../../components/icons.tsx';
import { notifyError } from '../../../lib/notify.ts';

export interface ExcelButtonProps extends Omit<ButtonProps, 'onClick' | 'loading'> {
  /** Fetches and saves the file; a refusal (e.g. 'No data found to export.') is shown as a message. */
  onDownload: () => Promise<void>;
  label?: string;
}

/** The 'Download Excel' button of the admin lists. */
export function ExcelButton({ onDownload, label, ...props }: ExcelButtonProps) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="light"
      leftSection={<IconDownload size={16} />}
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await onDownload();
        } catch (error) {
          notifyError(error);
        } finally {
          setBusy(false);
        }
      }}
      {...props}
    >
      {label ?? t`Download Excel`}
    </Button>
  );
}
