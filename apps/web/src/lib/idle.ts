/**
 * Runs `task` once the page is idle after its first paint (at the latest after `timeout` ms), so
 * that work the first screen does not need does not compete with it on a phone (the first-load budget of docs/performance.md).
 * Returns a cancel function.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, Math.min(timeout, 1000));
  return () => window.clearTimeout(id);
}
