import type { ScheduledTask } from '../platform/scheduler.ts';
import { deleteOldProfileViews } from './access/candidate-access.ts';
import { sendDueAlerts } from './alerts/alerts.service.ts';
import { processResetRequests } from './auth/auth.service.ts';
import { sendExpiryNotices } from './expiry/expiry.service.ts';
import { sendInterviewReminders } from './interviews/interviews.service.ts';
import { remindDueGrievances } from './privacy/privacy.service.ts';

/**
 * The portal's scheduled jobs. platform/scheduler.ts runs them; the list sits here, beside
 * features/index.ts, because it names the features' own work. Each claims its rows with FOR
 * UPDATE SKIP LOCKED, so every server process may run the scheduler.
 */
export function scheduledTasks(
  intervals: { alertsMs?: number; expiryMs?: number; resetMs?: number; remindersMs?: number } = {},
): ScheduledTask[] {
  return [
    { name: 'job alerts', everyMs: intervals.alertsMs ?? 15 * 60_000, run: (ctx) => sendDueAlerts(ctx) },
    {
      name: 'expiry notices',
      everyMs: intervals.expiryMs ?? 60 * 60_000,
      run: (ctx) => sendExpiryNotices(ctx),
    },
    // Interview reminders 24 hours ahead, claimed with SKIP LOCKED: each goes out once.
    {
      name: 'interview reminders',
      everyMs: intervals.remindersMs ?? 5 * 60_000,
      run: (ctx) => sendInterviewReminders(ctx),
    },
    // Forgot-password mails, made out of the request (claimed with SKIP LOCKED).
    {
      name: 'password reset mails',
      everyMs: intervals.resetMs ?? 3000,
      run: (ctx) => processResetRequests(ctx),
    },
    // Grievances whose published period lapses within a week: admins reminded once (SKIP LOCKED).
    { name: 'grievance reminders', everyMs: 60 * 60_000, run: (ctx) => remindDueGrievances(ctx) },
    // A DELETE by date: safe in every process at once.
    { name: 'old profile views', everyMs: 6 * 60 * 60_000, run: (ctx) => deleteOldProfileViews(ctx) },
  ];
}
