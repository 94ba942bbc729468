import type { Language } from '@pp/contract/account';
import type { Mail } from '../platform/mailer.ts';

/**
 * The one place where e-mails are worded and laid out. Each template module beside this file
 * (pipeline.ts, expiry.ts, alerts.ts, account.ts, ...) exports pure functions that take plain data
 * and return a Mail (subject, text and HTML); services only fill in the data and queue it.
 * Every value put into HTML goes through `esc`; links are absolute (`publicUrl` + path).
 *
 * Each mail is written in the recipient's language (`users.language`; ours): English, the spec's,
 * or Hindi. A template takes `language` and picks its texts from a `{ en, hi }` pair; brand names,
 * codes (CIN, OTP, PDF) and links stay as they are.
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

/** One text in each language of the portal. */
export type InLanguages<T> = Record<Language, T>;

/** The greeting and the sign-off around every mail. */
const FRAME: InLanguages<{ dear: (name: string) => string; regards: string }> = {
  en: { dear: (name) => `Dear ${name},`, regards: 'Regards,' },
  hi: { dear: (name) => `प्रिय ${name},`, regards: 'सादर,' },
};

/** The greeting line of a plain-text mail ("Dear {name},"). */
export function greeting(language: Language, name: string): string {
  return FRAME[language].dear(name);
}

export interface MailParts {
  to: string;
  /** The recipient's language (default English). */
  language?: Language;
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
  const language = parts.language ?? 'en';
  const frame = FRAME[language];
  const text = [
    frame.dear(parts.name),
    '',
    ...parts.paragraphs.flatMap((p) => [p, '']),
    ...(parts.action ? [`${parts.action.label}: ${parts.action.url}`, ''] : []),
    frame.regards,
    PORTAL_NAME,
    ...(parts.footer?.length
      ? ['', ...parts.footer.map((f) => (f.url ? `${f.text}: ${f.url}` : f.text))]
      : []),
  ].join('\n');
  const html = [
    // English mails are unchanged; a Hindi one says so, for screen readers and the fonts chosen.
    `<div${language === 'en' ? '' : ` lang="${language}"`} style="font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.5;color:#1a1b1e;max-width:600px">`,
    `<p>${esc(frame.dear(parts.name))}</p>`,
    ...parts.paragraphs.map((p) => `<p>${esc(p)}</p>`),
    parts.action
      ? `<p><a href="${esc(parts.action.url)}" style="display:inline-block;padding:8px 16px;background:#1c4e80;color:#fff;text-decoration:none;border-radius:4px">${esc(parts.action.label)}</a></p>`
      : '',
    `<p>${esc(frame.regards)}<br>${esc(PORTAL_NAME)}</p>`,
    ...(parts.footer ?? []).map(
      (f) =>
        `<p style="font-size:12px;color:#666">${f.url ? `<a href="${esc(f.url)}">${esc(f.text)}</a>` : esc(f.text)}</p>`,
    ),
    '</div>',
  ].join('');
  return { to: parts.to, subject: parts.subject, text, html };
}
