import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { WEB_BASE } from '@pp/contract/endpoint';
import { publicJobPath } from '@pp/contract/public-jobs';
import { icon } from '../../../components/icons.tsx';
import { notifyInfo, notifySuccess } from '../../../lib/notify.ts';

const IconShare = icon(
  <>
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="6" r="3" />
    <circle cx="18" cy="18" r="3" />
    <path d="M8.7 10.7l6.6-3.4M8.7 13.3l6.6 3.4" />
  </>,
);

/** The address of a job's public page, as it is shared. */
export function jobShareUrl(code: string): string {
  return `${window.location.origin}${WEB_BASE}${publicJobPath(code)}`;
}

/**
 * Share a job's page: the device's share sheet where there is one (phones), else the link is
 * copied with a toast saying so. A share the person cancels says nothing.
 */
export function ShareButton({ code, title }: { code: string; title: string }) {
  const { t } = useLingui();
  const share = async () => {
    const url = jobShareUrl(code);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Cancelled by the person: nothing to say. Refused (not allowed here): copy instead.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      notifySuccess(t`Link copied. Paste it anywhere to share this job.`);
    } catch {
      notifyInfo(t`Could not copy the link. Copy it from the address bar: ${url}`);
    }
  };
  return (
    <Button
      variant="default"
      size="sm"
      leftSection={<IconShare size={16} />}
      aria-label={t`Share ${title}`}
      onClick={() => void share()}
    >
      <Trans>Share</Trans>
    </Button>
  );
}
