import type { CacheOutcome } from './cache-note.ts';
import { ExpiringMap } from './expiring-map.ts';

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
  readonly #entries: ExpiringMap<string>;

  constructor(options: {
    now: () => Date;
    maxEntries?: number;
    /** Told of each look-up's outcome (the metrics). */
    onLookup?: (outcome: CacheOutcome) => void;
  }) {
    this.#entries = new ExpiringMap({
      now: options.now,
      maxEntries: options.maxEntries ?? 2000,
      onLookup: options.onLookup,
    });
  }

  /** The kept text of `key` while it lives, or undefined: the cheap path of a hit. */
  peek(key: string): Promise<string> | undefined {
    return this.#entries.peek(key);
  }

  /** The kept text of `key`, built by `build` when missing or expired; notes hit or miss. */
  get(key: string, lifetimeSeconds: number, build: () => Promise<string>): Promise<string> {
    return this.#entries.get(key, lifetimeSeconds * 1000, build);
  }

  clear() {
    this.#entries.clear();
  }

  get size() {
    return this.#entries.size;
  }
}
