import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { ApiCallError, NETWORK_ERROR } from '../../lib/api.ts';
import { notifyError } from '../../lib/notify.ts';
import { IconArchive } from '../icons.tsx';

/**
 * 'Download resumes (ZIP)': the server streams one ZIP of the applicants' resumes. The browser
 * saves it straight to disk (a link, not a blob in memory: the file can be large); a refusal
 * such as 'No resume found to download.' is checked first and shown as a message.
 */
export function ResumesButton({ url }: { url: string }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="default"
      leftSection={<IconArchive size={16} />}
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          let res: Response;
          try {
            res = await fetch(url, { credentials: 'same-origin' });
          } catch {
            throw new ApiCallError(NETWORK_ERROR, 0);
          }
          if (!res.ok) {
            const body = (await res.json().catch(() => null)) as { error?: { Message?: string } } | null;
            throw new ApiCallError(body?.error?.Message || t`Could not download the resumes.`, res.status);
          }
          // The check's stream is dropped; the link below downloads the file itself.
          await res.body?.cancel();
          const anchor = document.createElement('a');
          anchor.href = url;
          anchor.download = '';
          anchor.rel = 'noopener';
          document.body.append(anchor);
          anchor.click();
          anchor.remove();
        } catch (error) {
          notifyError(error);
        } finally {
          setBusy(false);
        }
      }}
    >
      <Trans>Download resumes (ZIP)</Trans>
    </Button>
  );
}
