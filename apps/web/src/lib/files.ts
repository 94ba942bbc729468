import { downloadBalanceSheet } from '@pp/contract/corporates';
import { MSG } from '@pp/contract/messages';
import {
  type CandidateKind,
  downloadPicture,
  downloadResume,
  PICTURE_MAX_BYTES,
  PICTURE_TYPES,
  RESUME_MAX_BYTES,
  RESUME_TOO_BIG,
} from '@pp/contract/profiles';
import { ApiCallError, endpointUrl, NETWORK_ERROR } from './api.ts';

export function resumeUrl(userCode: string, fileName: string): string {
  return endpointUrl(downloadResume, { params: { userCode, fileName } });
}

export function pictureUrl(userCode: string, fileName: string): string | null {
  return fileName ? endpointUrl(downloadPicture, { params: { userCode, fileName } }) : null;
}

export function balanceSheetUrl(userCode: string, fileName: string): string {
  return endpointUrl(downloadBalanceSheet, { params: { userCode, fileName } });
}

/**
 * The browser's quick checks before a resume is sent (the server checks the content again):
 * a name ending in .pdf, and the size limit of the member or student screens.
 */
export function resumeProblem(file: File, kind: CandidateKind): string | null {
  if (!/\.pdf$/i.test(file.name)) return MSG.pdfOnly;
  if (file.size > RESUME_MAX_BYTES[kind]) return RESUME_TOO_BIG[kind];
  if (file.size === 0) return MSG.noFileSelected;
  return null;
}

export function pictureProblem(file: File): string | null {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return MSG.invalidImageType;
  if (file.size > PICTURE_MAX_BYTES) return MSG.imageTooBig;
  if (file.size === 0) return MSG.noFileSelected;
  return null;
}

/**
 * Fetches a file the API serves as an attachment and saves it; a refusal (no session, not
 * allowed, missing) becomes an ApiCallError with the server's message.
 */
export async function downloadFile(url: string, saveAs: string): Promise<void> {
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'same-origin' });
  } catch {
    throw new ApiCallError(NETWORK_ERROR, 0);
  }
  if (!res.ok) {
    let message = '';
    try {
      message = ((await res.json()) as { error?: { Message?: string } }).error?.Message ?? '';
    } catch {
      // Not the envelope: fall back to the generic message.
    }
    throw new ApiCallError(message || MSG.resumeNotFound, res.status);
  }
  const blob = await res.blob();
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = saveAs;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
