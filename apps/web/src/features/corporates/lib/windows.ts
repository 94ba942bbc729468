import { JOBS_OLD_START, JOBS_SUMMARY_DAYS } from '@pp/contract/constants';
import { dayToEpoch } from '../../../lib/dates.ts';

const DAY_SECONDS = 86_400;

export type PostedWindow = 'recent' | 'old';

/** The two windows of the posted jobs summary: the last 180 days, and 2015-01-01 up to 180 days ago. */
export function postedWindow(kind: PostedWindow, nowSeconds = Math.floor(Date.now() / 1000)) {
  const boundary = nowSeconds - JOBS_SUMMARY_DAYS * DAY_SECONDS;
  return kind === 'recent'
    ? { startDate: boundary, endDate: nowSeconds }
    : { startDate: dayToEpoch(JOBS_OLD_START) ?? 0, endDate: boundary - 1 };
}
