/**
 * A job or training code kept in local storage while a visitor signs in; one application is
 * sent after sign-in and the code removed (spec 1 section 4 'Pending application after login').
 */
const JOB_KEY = 'jobCode';
const TRAINING_KEY = 'trainingCode';

export function keepJobCode(code: string | null | undefined) {
  if (code) localStorage.setItem(JOB_KEY, code);
}

export function keepTrainingCode(code: string | null | undefined) {
  if (code) localStorage.setItem(TRAINING_KEY, code);
}

export function pendingJobCode(): string | null {
  return localStorage.getItem(JOB_KEY);
}

export function pendingTrainingCode(): string | null {
  return localStorage.getItem(TRAINING_KEY);
}

export function clearPendingCodes() {
  localStorage.removeItem(JOB_KEY);
  localStorage.removeItem(TRAINING_KEY);
}

export function clearPendingJobCode() {
  localStorage.removeItem(JOB_KEY);
}

export function clearPendingTrainingCode() {
  localStorage.removeItem(TRAINING_KEY);
}
