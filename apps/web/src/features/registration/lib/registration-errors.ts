import { OTP_MSG } from '@pp/contract/comm';
import { ApiCallError } from '../../../lib/api.ts';

/** The registration token from the OTP is gone (30 minutes passed, or used): the OTP step again. */
export function isVerificationLost(error: unknown): boolean {
  return error instanceof ApiCallError && error.status === 400 && error.message === OTP_MSG.notVerified;
}
