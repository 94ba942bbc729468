import type { AppContext } from './context.ts';

/** A job run every `everyMs`; its work must be safe to run in several processes at once. */
export interface ScheduledTask {
  name: string;
  everyMs: number;
  run(ctx: AppContext): Promise<unknown>;
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
