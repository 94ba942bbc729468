import { Typography } from '@mantine/core';

/** The body of an announcement: HTML that the server sanitized when it was saved. */
export function AnnouncementBody({ html }: { html: string }) {
  return (
    <Typography fz="sm" style={{ overflowWrap: 'anywhere' }}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server (sanitize-html) before storage */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
