import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Whole answers kept in memory as the JSON text sent: answers that are the same for every caller
 * (the reference lists; the job and training lists as an anonymous visitor sees them). Ours: on the
 * embedded PGlite every statement runs on the server's own thread, and each answer is checked by
 * Zod (route()'s contract check) and turned into JSON text; a kept answer costs a map lookup and
 * Fastify sends the string as it is (route() sends every answer as its JSON text, so the response
 * serializer never runs the schema a second time; memory-answers.test.ts proves it).
 *
 * - An entry is built once (the handler, the contract check, JSON.stringify) and lives for the
 *   lifetime its route gives, by the app's clock.
 * - Concurrent misses of one key share one build (the promise is stored); a failed build (a 404,
 *   the database gone) is not kept and each waiting caller gets its error.
 * - Any successful write request to this process empties it, like the public cache (app.ts
 *   onSend): the lifetime only bounds how long another process (WORKERS, replicas) serves an
 *   answer from before a change made through it.
 * - At most `maxEntries` keys (the oldest go first): keys come from query strings.
 * Only answers that hold nothing of the caller may be kept here; role checks run before it.
 */
export class MemoryAnswers {
  readonly #entries = new Map<string, { expires: number; text: Promise<string> }>();
  readonly #maxEntries: number;
  readonly #now: () => Date;
  readonly #onLookup: (outcome: CacheOutcome) => void;

  constructor(options: {
    now: () => Date;
    maxEntries?: number;
    /** Told of each look-up's outcome (the metrics). */
    onLookup?: (outcome: CacheOutcome) => void;
  }) {
    this.#now = options.now;
    this.#maxEntries = options.maxEntries ?? 2000;
    this.#onLookup = options.onLookup ?? (() => {});
  }

  /** The kept text of `key` while it lives, or undefined: the cheap path of a hit. */
  peek(key: string): Promise<string> | undefined {
    const entry = this.#entries.get(key);
    return entry && entry.expires > this.#now().getTime() ? entry.text : undefined;
  }

  /** The kept text of `key`, built by `build` when missing or expired; notes hit or miss. */
  get(key: string, lifetimeSeconds: number, build: () => Promise<string>): Promise<string> {
    const kept = this.peek(key);
    if (kept) {
      noteCacheOutcome('hit');
      this.#onLookup('hit');
      return kept;
    }
    noteCacheOutcome('miss');
    this.#onLookup('miss');
    const text = build();
    this.#entries.delete(key);
    this.#entries.set(key, { expires: this.#now().getTime() + lifetimeSeconds * 1000, text });
    text.catch(() => {
      if (this.#entries.get(key)?.text === text) this.#entries.delete(key);
    });
    if (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    return text;
  }

  clear() {
    this.#entries.clear();
  }

  get size() {
    return this.#entries.size;
  }
}

// ---- Whether a request's answer came from a kept entry (the X-Cache header) ----

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
