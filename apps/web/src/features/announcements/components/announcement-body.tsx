import { Typography } from '@mantine/core';
import { writtenIn } from '../../../components/english.tsx';

/** The body of an announcement: HTML that the server sanitized when it was saved, in the language it was written in. */
export function AnnouncementBody({ html }: { html: string }) {
  return (
    <Typography fz="sm" style={{ overflowWrap: 'anywhere' }} lang={writtenIn(html)}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server (sanitize-html) before storage */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
