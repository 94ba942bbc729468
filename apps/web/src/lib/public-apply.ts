import { clearPendingCodes, keepJobCode, keepTrainingCode } from './pending-application.ts';

/**
 * A visitor's Apply on a public list: the code is kept locally and the visitor goes to the
 * login of the kind who may apply (member jobs: the member login with jobCode; student jobs and
 * trainings: the student login). After sign-in one application is sent (send-pending-application.ts).
 * Only one code is kept at a time: the last Apply wins.
 */
export function loginForJob(jobCode: string, isMemberJob: boolean): string {
  clearPendingCodes();
  keepJobCode(jobCode);
  return isMemberJob ? `/member?jobCode=${encodeURIComponent(jobCode)}` : '/student';
}

export function loginForTraining(trainingCode: string): string {
  clearPendingCodes();
  keepTrainingCode(trainingCode);
  return '/student';
}
