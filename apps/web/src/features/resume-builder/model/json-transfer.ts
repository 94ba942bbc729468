import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type ResumeData, resumeSchema } from './resume-schema.ts';

/**
 * Export and import of the resume as a JSON file: a copy to keep, or to move the resume to
 * another browser or phone. An imported file is untrusted: it goes through the same schema as
 * stored data (shapes, limits, JPEG/PNG data URLs only).
 */

export const EXPORT_FORMAT = 'placement-portal-resume';
export const EXPORT_VERSION = 1;
export const EXPORT_FILE_NAME = 'resume-data.json';
/** Two downscaled images and 300-character texts stay far below this. */
export const IMPORT_MAX_BYTES = 4 * 1024 * 1024;

/** The web's own messages of export and import (catalogue messages, shown with `i18n._`). */
export const TRANSFER_MSG = {
  notJson: msg`This file could not be read: it is not a JSON file saved with "Export data".`,
  wrongFormat: msg`This file is not resume data saved with "Export data".`,
  newerVersion: msg`This file was saved by a newer version of the Resume Builder. Please reload the page and try again.`,
  invalid: (where: string): MessageDescriptor =>
    msg`This file has a value the Resume Builder cannot use (${where}). Please save it again with "Export data".`,
  tooBig: msg`This file is too large to be resume data saved with "Export data".`,
  imported: msg`Your resume data has been imported.`,
  exported: msg`Your resume data has been saved as resume-data.json.`,
} as const;

export function exportResumeJson(data: ResumeData, now: Date = new Date()): string {
  return JSON.stringify(
    { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: now.toISOString(), resume: data },
    null,
    2,
  );
}

export type ImportResult = { ok: true; data: ResumeData } | { ok: false; message: MessageDescriptor };

export function parseResumeJson(text: string): ImportResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, message: TRANSFER_MSG.notJson };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { ok: false, message: TRANSFER_MSG.wrongFormat };
  }
  const file = parsed as { format?: unknown; version?: unknown; resume?: unknown };
  if (file.format !== EXPORT_FORMAT) return { ok: false, message: TRANSFER_MSG.wrongFormat };
  if (typeof file.version !== 'number' || file.version > EXPORT_VERSION) {
    return { ok: false, message: TRANSFER_MSG.newerVersion };
  }
  const result = resumeSchema.safeParse(file.resume);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : 'resume';
    return { ok: false, message: TRANSFER_MSG.invalid(where) };
  }
  return { ok: true, data: result.data };
}
