import { type ResumeData, resumeSchema } from './resume-schema.ts';

/**
 * The resume is kept in this browser's local storage (spec 3 section 2.9) under one key, shared by
 * both templates: switching template keeps what was typed.
 */
export const RESUME_STORAGE_KEY = 'pp_resume_builder';
const STORAGE_VERSION = 1;

interface Stored {
  version: number;
  savedAt: number;
  data: unknown;
}

export type SaveOutcome = 'saved' | 'full' | 'unavailable';

/** The stored resume, or null when there is none or it cannot be read (then it is ignored). */
export function loadResume(storage: Pick<Storage, 'getItem'> | undefined): ResumeData | null {
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(RESUME_STORAGE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<Stored>;
    if (stored.version !== STORAGE_VERSION) return null;
    const parsed = resumeSchema.safeParse(stored.data);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function isQuotaError(error: unknown): boolean {
  return (
    error instanceof DOMException &&
    (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED' || error.code === 22)
  );
}

/** Saves the resume; 'full' when the browser's storage has no room, 'unavailable' when it is off. */
export function saveResume(
  storage: Pick<Storage, 'setItem'> | undefined,
  data: ResumeData,
  now: number = Date.now(),
): SaveOutcome {
  if (!storage) return 'unavailable';
  const stored: Stored = { version: STORAGE_VERSION, savedAt: now, data };
  try {
    storage.setItem(RESUME_STORAGE_KEY, JSON.stringify(stored));
    return 'saved';
  } catch (error) {
    return isQuotaError(error) ? 'full' : 'unavailable';
  }
}

/** localStorage, or undefined where the browser refuses it (some private modes, blocked cookies). */
export function browserStorage(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined;
  } catch {
    return undefined;
  }
}
