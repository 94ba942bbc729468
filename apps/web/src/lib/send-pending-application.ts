import { applyForJob, applyForTrainingPublic } from '@pp/contract/applications';
import type { Role } from '@pp/contract/endpoint';
import { announceJobApplication, markJobApplied } from '../api/jobs.ts';
import { announceTrainingApplication, markTrainingApplied } from '../api/trainings.ts';
import { call } from './api.ts';
import { notifyError } from './notify.ts';
import {
  clearPendingJobCode,
  clearPendingTrainingCode,
  pendingJobCode,
  pendingTrainingCode,
} from './pending-application.ts';
import { queryClient } from './query-client.ts';

/**
 * After a sign-in (a login page or login-as): the job or training code a visitor kept while
 * applying from a public list is sent as ONE application, and removed first, so that a second
 * call (a double sign-in, another tab) cannot send it again. Jobs: members and students (the
 * server decides which jobs are whose); trainings: students. The answer is shown like any apply:
 * 'Job applied successfully', 'You have already applied for this job', or the refusal
 * ('Can not apply job without Resume !', 'Only members can apply for the jobs', ...).
 * Called by features/auth/lib/pending.ts after it has refused codes of the wrong kind.
 */
export function sendPendingApplication(role: Role): Promise<void> {
  const tasks: Promise<void>[] = [];
  const jobCode = pendingJobCode();
  if (jobCode && (role === 'member' || role === 'student')) {
    clearPendingJobCode();
    tasks.push(
      call(applyForJob, { body: { jobCode } }).then((result) => {
        announceJobApplication(result);
        markJobApplied(queryClient, jobCode, result.appliedOn);
      }, notifyError),
    );
  }
  const trainingCode = pendingTrainingCode();
  if (trainingCode && role === 'student') {
    clearPendingTrainingCode();
    tasks.push(
      call(applyForTrainingPublic, { body: { trainingCode } }).then((result) => {
        announceTrainingApplication(result);
        markTrainingApplied(queryClient, trainingCode, result.appliedOn);
      }, notifyError),
    );
  }
  return Promise.all(tasks).then(() => undefined);
}
