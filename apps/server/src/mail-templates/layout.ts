import type { Mail } from '../platform/mailer.ts';

/**
 * The one place where e-mails are worded and laid out. Each template module beside this file
 * (pipeline.ts, expiry.ts, alerts.ts, account.ts, ...) exports pure functions that take plain data
 * and return a Mail (subject, text and HTML); services only fill in the data and queue it.
 * Every value put into HTML goes through `esc`; links are absolute (`publicUrl` + path).
 */
export const PORTAL_NAME = 'Placement Portal';

export function esc(value: string | number): string {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export interface MailParts {
  to: string;
  subject: string;
  /** Greeting name ("Dear {name},"). */
  name: string;
  /** Paragraphs of plain text (escaped for the HTML part). */
  paragraphs: string[];
  /** An optional call to action. */
  action?: { label: string; url: string };
  /** Optional footer lines (e.g. an unsubscribe link). */
  footer?: { text: string; url?: string }[];
}

export function composeMail(parts: MailParts): Mail {
  const text = [
    `Dear ${parts.name},`,
    '',
    ...parts.paragraphs.flatMap((p) => [p, '']),
    ...(parts.action ? [`${parts.action.label}: ${parts.action.url}`, ''] : []),
    'Regards,',
    PORTAL_NAME,
    ...(parts.footer?.length
      ? ['', ...parts.footer.map((f) => (f.url ? `${f.text}: ${f.url}` : f.text))]
      : []),
  ].join('\n');
  const html = [
    '<div style="font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.5;color:#1a1b1e;max-width:600px">',
    `<p>Dear ${esc(parts.name)},</p>`,
    ...parts.paragraphs.map((p) => `<p>${esc(p)}</p>`),
    parts.action
      ? `<p><a href="${esc(parts.action.url)}" style="display:inline-block;padding:8px 16px;background:#1c4e80;color:#fff;text-decoration:none;border-radius:4px">${esc(parts.action.label)}</a></p>`
      : '',
    `<p>Regards,<br>${esc(PORTAL_NAME)}</p>`,
    ...(parts.footer ?? []).map(
      (f) =>
        `<p style="font-size:12px;color:#666">${f.url ? `<a href="${esc(f.url)}">${esc(f.text)}</a>` : esc(f.text)}</p>`,
    ),
    '</div>',
  ].join('');
  return { to: parts.to, subject: parts.subject, text, html };
}
