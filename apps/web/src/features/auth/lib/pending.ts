import type { Role } from '@pp/contract/endpoint';
import { MSG } from '@pp/contract/messages';
import { notifyError } from '../../../lib/notify.ts';
import {
  clearPendingJobCode,
  clearPendingTrainingCode,
  pendingJobCode,
  pendingTrainingCode,
} from '../../../lib/pending-application.ts';
import { sendPendingApplication } from '../../../lib/send-pending-application.ts';

/**
 * After a sign-in from a login page: a stored job or training code the signed-in kind cannot
 * apply for is refused with the spec's message and dropped. A code the kind can apply for is
 * sent as one application and removed (features/jobs/lib/send-pending-application.ts).
 */
export function refusePendingForKind(role: Role) {
  if (pendingJobCode() && role !== 'member' && role !== 'student') {
    clearPendingJobCode();
    notifyError(new Error(MSG.onlyMembersApply));
  }
  if (pendingTrainingCode() && role !== 'student') {
    clearPendingTrainingCode();
    notifyError(new Error(MSG.onlyStudentsApply));
  }
  void sendPendingApplication(role);
}

/** After login-as: only a member target may use a stored job code (spec 1 section 4). */
export function refusePendingAfterLoginAs(role: Role) {
  if (pendingJobCode() && role !== 'member') {
    clearPendingJobCode();
    notifyError(new Error(MSG.onlyMembersApplyJobs));
  }
  void sendPendingApplication(role);
}
