import type { CacheOutcome } from './cache-note.ts';
import { ExpiringMap } from './expiring-map.ts';

/**
 * A short-lived cache of list pages that are the same for everyone allowed to ask for them: the
 * employers' candidate searches (the job and training lists are chosen from the open postings'
 * index instead, always current: features/search/open-postings.ts). On a placement day the same
 * few queries are asked many times a second, and profiles change far less often.
 *
 * - An entry lives PUBLIC_CACHE_SECONDS (default 15; 0 turns the cache off) by the app's clock.
 * - Concurrent misses of one key share one database read (the promise is stored), so a burst after
 *   expiry costs one query, not one per request; a failed read is not kept.
 * - Any successful write request (a method other than GET/HEAD answered below 400) to this
 *   process empties it (app.ts), so whoever changes a posting, a company or a user sees the
 *   change at once; other processes (WORKERS, replicas) see it within the lifetime. The frequent
 *   writes that change no kept page (sign-in and out, OTPs, applying) do not: on a placement day
 *   they would empty it several times a second. (An application's count on the list may lag.)
 * - At most `maxEntries` keys (the oldest go first): the keys come from query strings.
 * - Each answer says whether it came from an entry (X-Cache: hit or miss, set by route()).
 * Only answers that hold no caller-specific data may be kept here; role checks and rate limits
 * run before the cache is asked.
 */
export class PublicCache {
  readonly #entries: ExpiringMap<unknown>;
  readonly #ttlMs: number;

  constructor(options: {
    ttlSeconds: number;
    now: () => Date;
    maxEntries?: number;
    /** Told of each look-up's outcome (the metrics). */
    onLookup?: (outcome: CacheOutcome) => void;
  }) {
    this.#ttlMs = options.ttlSeconds * 1000;
    this.#entries = new ExpiringMap({
      now: options.now,
      maxEntries: options.maxEntries ?? 500,
      onLookup: options.onLookup,
    });
  }

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.#ttlMs <= 0) return load();
    return this.#entries.get(key, this.#ttlMs, load) as Promise<T>;
  }

  clear() {
    this.#entries.clear();
  }

  get size() {
    return this.#entries.size;
  }
}
