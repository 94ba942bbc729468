import { deleteOldProfileViews } from '../features/access/candidate-access.ts';
import { sendDueAlerts } from '../features/alerts/alerts.service.ts';
import { processResetRequests } from '../features/auth/auth.service.ts';
import { sendExpiryNotices } from '../features/expiry/expiry.service.ts';
import { sendInterviewReminders } from '../features/interviews/interviews.service.ts';
import type { AppContext } from './context.ts';

/** A job run every `everyMs`; its work must be safe to run in several processes at once. */
export interface ScheduledTask {
  name: string;
  everyMs: number;
  run(ctx: AppContext): Promise<unknown>;
}

/**
 * The portal's scheduled jobs. Each claims its rows with FOR UPDATE SKIP LOCKED, so every server
 * process may run the scheduler.
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
    // A DELETE by date: safe in every process at once.
    { name: 'old profile views', everyMs: 6 * 60 * 60_000, run: (ctx) => deleteOldProfileViews(ctx) },
  ];
}

/**
 * Runs each task every `everyMs` (first run after one interval). A run never overlaps the same
 * task's previous run; a failure is logged, never thrown. Returns a stop function that clears the
 * timers and waits for running tasks to finish.
 */
export function startScheduler(ctx: AppContext, tasks: ScheduledTask[]): () => Promise<void> {
  const running = new Map<string, Promise<void>>();
  const timers = tasks.map((task) => {
    ctx.metrics.jobScheduled(task.name, task.everyMs, ctx.now());
    const timer = setInterval(() => {
      if (running.has(task.name)) return;
      const started = Date.now();
      const work = task
        .run(ctx)
        .then((result) => {
          ctx.metrics.jobRan(task.name, Date.now() - started, true, ctx.now());
          ctx.log.debug({ task: task.name, ms: Date.now() - started, result }, 'scheduled task done');
        })
        .catch((err) => {
          ctx.metrics.jobRan(task.name, Date.now() - started, false, ctx.now());
          ctx.log.error({ err, task: task.name }, 'scheduled task failed');
        })
        .finally(() => running.delete(task.name));
      running.set(task.name, work);
    }, task.everyMs);
    timer.unref();
    return timer;
  });
  return async () => {
    for (const timer of timers) clearInterval(timer);
    await Promise.all(running.values());
  };
}
