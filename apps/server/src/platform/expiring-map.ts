import { type CacheOutcome, noteCacheOutcome } from './cache-note.ts';

/**
 * Promises kept by key for a lifetime, by a clock of the caller's: the store of both in-memory
 * caches (memory-answers.ts, public-cache.ts).
 *
 * - Concurrent misses of one key share one build (the promise is stored); a failed build is not
 *   kept and each waiting caller gets its error.
 * - At most `maxEntries` keys (the oldest go first): keys come from query strings.
 * - Each `get` notes a hit or a miss for the request's X-Cache header.
 */
export class ExpiringMap<T> {
  readonly #entries = new Map<string, { expires: number; value: Promise<T> }>();
  readonly #maxEntries: number;
  readonly #now: () => Date;
  readonly #onLookup: (outcome: CacheOutcome) => void;

  constructor(options: {
    now: () => Date;
    maxEntries: number;
    /** Told of each look-up's outcome (the metrics). */
    onLookup?: (outcome: CacheOutcome) => void;
  }) {
    this.#now = options.now;
    this.#maxEntries = options.maxEntries;
    this.#onLookup = options.onLookup ?? (() => {});
  }

  /** The kept value of `key` while it lives, or undefined: the cheap path of a hit. */
  peek(key: string): Promise<T> | undefined {
    const entry = this.#entries.get(key);
    return entry && entry.expires > this.#now().getTime() ? entry.value : undefined;
  }

  /** The kept value of `key`, built by `build` when missing or expired. */
  get(key: string, lifetimeMs: number, build: () => Promise<T>): Promise<T> {
    const kept = this.peek(key);
    if (kept) {
      noteCacheOutcome('hit');
      this.#onLookup('hit');
      return kept;
    }
    noteCacheOutcome('miss');
    this.#onLookup('miss');
    const value = build();
    this.#entries.delete(key);
    this.#entries.set(key, { expires: this.#now().getTime() + lifetimeMs, value });
    value.catch(() => {
      if (this.#entries.get(key)?.value === value) this.#entries.delete(key);
    });
    if (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    return value;
  }

  clear() {
    this.#entries.clear();
  }

  get size() {
    return this.#entries.size;
  }
}
