import { ACCOUNT_MSG, DELETION_CONSEQUENCES } from './account-data.ts';
import { ADMIN_MSG, AUDIT_ACTION_GROUPS } from './admin.ts';
import { ALERT_FREQUENCY_LABEL, ALERT_MSG, SEARCH_KIND_LABEL } from './alerts.ts';
import { maxCharsMessage } from './announcements.ts';
import { OTP_MSG } from './comm.ts';
import { JOB_STATUS_LABEL, WORK_CULTURE } from './constants.ts';
import { CANDIDATE_SORT } from './corporates.ts';
import { GOVT_MSG, GOVT_SORT_OPTIONS } from './govt.ts';
import { INTERVIEW_MODE_LABEL, INTERVIEW_MSG, INTERVIEW_RESPONSE_LABEL } from './interviews.ts';
import { APPLICANT_NUMBER_TITLE, EMPLOYER_JOB_STATUS_LABEL } from './jobs.ts';
import { LOOKUP_MSG } from './lookups.ts';
import { EMPLOYER_MSG, MSG, OUR_MSG } from './messages.ts';
import { NOTIFICATION_MSG } from './notifications.ts';
import { APPLICANT_SORT, PIPELINE_MSG, STAGE_LABEL } from './pipeline.ts';
import { PRIVACY_MSG } from './privacy.ts';
import { PROFILE_MSG, PROFILE_NEXT_STEP, PROFILE_SECTION_LABEL } from './profiles.ts';
import { REGISTRATION_MSG } from './registration.ts';
import { JOB_SORT_OPTIONS, TRAINING_SORT_OPTIONS } from './search.ts';
import { TRAINING_STATUS_LABEL } from './trainings.ts';
import { CUSTOM_NAME_MSG, MOBILE_MSG, SINGLE_LINE_MSG, WEBSITE_MSG } from './validators.ts';

/**
 * Every message the server may put in `error.Message` or `result.Message` (and every message of
 * the contract's schemas that the client's forms show), each with a stable code: the group's name
 * and the key, e.g. `MSG.required`. The server sends the code beside the English text
 * (`error.code`); the client shows the text of that code in the reader's language (the Hindi
 * texts are in the web client's 'messages' catalogue, apps/web/src/i18n/messages/).
 *
 * A message that takes values (`PIPELINE_MSG.stageChanged(label)`) is registered as its template
 * with ICU placeholders, `The applicant has been moved to {0}.`; its values are read back from the
 * English text.
 */
type Text = string | ((...args: never[]) => string);

/** A list of select options as a group: keyed by each option's value ('job.' -> 'job'). */
function options(list: readonly { value: string | number; label: string }[]): Record<string, string> {
  return Object.fromEntries(list.map((o) => [String(o.value).replace(/\.$/, ''), o.label]));
}
const listed = (list: readonly string[]) => Object.fromEntries(list.map((text, i) => [String(i), text]));

/**
 * The contract's labels that the client shows (stages, statuses, sort options, ...): registered
 * like the messages, so the client shows them in the reader's language through the same
 * catalogue (`messageText(STAGE_LABEL.applied)`).
 */
const LABELS: Record<string, Record<string, string>> = {
  STAGE_LABEL,
  JOB_STATUS_LABEL,
  EMPLOYER_JOB_STATUS_LABEL,
  TRAINING_STATUS_LABEL,
  SEARCH_KIND_LABEL,
  ALERT_FREQUENCY_LABEL,
  APPLICANT_NUMBER_TITLE,
  MEMBER_SECTION_LABEL: PROFILE_SECTION_LABEL.member,
  STUDENT_SECTION_LABEL: PROFILE_SECTION_LABEL.student,
  PROFILE_NEXT_STEP,
  JOB_SORT_OPTIONS: options(JOB_SORT_OPTIONS),
  TRAINING_SORT_OPTIONS: options(TRAINING_SORT_OPTIONS),
  GOVT_SORT_OPTIONS: options(GOVT_SORT_OPTIONS),
  CANDIDATE_SORT: options(CANDIDATE_SORT),
  APPLICANT_SORT: options(APPLICANT_SORT),
  AUDIT_ACTION_GROUPS: options(AUDIT_ACTION_GROUPS),
  WORK_CULTURE: Object.fromEntries(WORK_CULTURE.map((v) => [v, v])),
  DELETION_CONSEQUENCES: listed(DELETION_CONSEQUENCES),
  INTERVIEW_MODE_LABEL,
  INTERVIEW_RESPONSE_LABEL,
};

const GROUPS: Record<string, Record<string, Text>> = {
  ...LABELS,
  MSG,
  OUR_MSG,
  EMPLOYER_MSG,
  ADMIN_MSG,
  ALERT_MSG,
  ACCOUNT_MSG,
  GOVT_MSG,
  INTERVIEW_MSG,
  LOOKUP_MSG,
  NOTIFICATION_MSG,
  OTP_MSG,
  PIPELINE_MSG,
  PRIVACY_MSG,
  PROFILE_MSG,
  REGISTRATION_MSG,
  CUSTOM_NAME_MSG,
  VALIDATOR_MSG: {
    mobile: MOBILE_MSG,
    website: WEBSITE_MSG,
    singleLine: SINGLE_LINE_MSG,
    maxChars: maxCharsMessage,
  },
};

export interface MessageEntry {
  code: string;
  /** The English text; with `{0}`, `{1}`... where a template takes values. */
  text: string;
  /** Number of values a template takes (0 for a fixed text). */
  arity: number;
}

function templateOf(fn: (...args: never[]) => string): string {
  const args = Array.from({ length: fn.length }, (_, i) => `{${i}}`);
  return (fn as unknown as (...a: string[]) => string)(...args);
}

export const MESSAGE_ENTRIES: readonly MessageEntry[] = Object.entries(GROUPS).flatMap(([group, texts]) =>
  Object.entries(texts).map(([key, value]) =>
    typeof value === 'function'
      ? { code: `${group}.${key}`, text: templateOf(value), arity: value.length }
      : { code: `${group}.${key}`, text: value, arity: 0 },
  ),
);

const BY_TEXT = new Map<string, string>();
for (const entry of MESSAGE_ENTRIES) {
  // The first code of a text wins (EMPLOYER_MSG.descriptionRequired is MSG.required's text).
  if (entry.arity === 0 && !BY_TEXT.has(entry.text)) BY_TEXT.set(entry.text, entry.code);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const TEMPLATES = MESSAGE_ENTRIES.filter((entry) => entry.arity > 0).map((entry) => ({
  code: entry.code,
  pattern: new RegExp(`^${escapeRegExp(entry.text).replace(/\\\{\d+\\\}/g, '(.+?)')}$`, 's'),
}));

export interface MessageMatch {
  code: string;
  /** The template's values, in order ({0}, {1}...). */
  values: string[];
}

/** The code of an English message text (and its values), or null for a text that is not registered. */
export function matchMessage(text: string): MessageMatch | null {
  const code = BY_TEXT.get(text);
  if (code) return { code, values: [] };
  for (const template of TEMPLATES) {
    const m = template.pattern.exec(text);
    if (m) return { code: template.code, values: m.slice(1) };
  }
  return null;
}

/** The code of an English message text, or undefined. */
export function messageCode(text: string): string | undefined {
  return matchMessage(text)?.code;
}
