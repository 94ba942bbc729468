import { afterEach, describe, expect, it, vi } from 'vitest';
import { scheduledTasks } from '../features/scheduled-tasks.ts';
import type { AppContext } from './context.ts';
import { Metrics } from './metrics.ts';
import { startScheduler } from './scheduler.ts';

function fakeCtx() {
  const errors: unknown[] = [];
  const log = {
    error: (obj: unknown) => errors.push(obj),
    debug: () => undefined,
  };
  return { ctx: { log, metrics: new Metrics(), now: () => new Date() } as unknown as AppContext, errors };
}

describe('scheduler', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs each task every interval, logs failures without throwing, and stops', async () => {
    vi.useFakeTimers();
    const { ctx, errors } = fakeCtx();
    let ok = 0;
    let failed = 0;
    const stop = startScheduler(ctx, [
      { name: 'ok', everyMs: 1000, run: async () => ok++ },
      {
        name: 'bad',
        everyMs: 500,
        run: async () => {
          failed++;
          throw new Error('boom');
        },
      },
    ]);
    await vi.advanceTimersByTimeAsync(2100);
    expect(ok).toBe(2);
    expect(failed).toBe(4);
    expect(errors).toHaveLength(4);
    await stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(ok).toBe(2);
  });

  it('never overlaps a slow run of the same task, and stop waits for it', async () => {
    vi.useFakeTimers();
    const { ctx } = fakeCtx();
    let started = 0;
    let finished = 0;
    const stop = startScheduler(ctx, [
      {
        name: 'slow',
        everyMs: 100,
        run: () =>
          new Promise<void>((resolve) => {
            started++;
            setTimeout(() => {
              finished++;
              resolve();
            }, 350);
          }),
      },
    ]);
    await vi.advanceTimersByTimeAsync(400);
    expect(started).toBe(1);
    const stopping = stop();
    await vi.advanceTimersByTimeAsync(100);
    await stopping;
    expect(finished).toBe(1);
    expect(started).toBe(1);
  });

  it('lists the job alerts every 15 minutes by default, configurable', () => {
    expect(scheduledTasks()[0]).toMatchObject({ name: 'job alerts', everyMs: 15 * 60_000 });
    expect(scheduledTasks({ alertsMs: 1000 })[0]!.everyMs).toBe(1000);
  });
});
