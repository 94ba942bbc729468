import { AsyncLocalStorage } from 'node:async_hooks';

/** Whether a request's answer came from a kept entry (the X-Cache header). */
export type CacheOutcome = 'hit' | 'miss';

/** One per request (entered by route()): what the caches it asked said. */
export interface CacheNote {
  outcome?: CacheOutcome;
}

const cacheNotes = new AsyncLocalStorage<CacheNote>();

/** Runs a request's handler with a note the caches record into. */
export function withCacheNote<T>(note: CacheNote, run: () => T): T {
  return cacheNotes.run(note, run);
}

/**
 * Records that a cache answered from an entry ('hit') or had to load ('miss'). A miss wins: an
 * answer is a hit only when nothing it needed was loaded afresh.
 */
export function noteCacheOutcome(outcome: CacheOutcome) {
  const note = cacheNotes.getStore();
  if (note && note.outcome !== 'miss') note.outcome = outcome;
}
