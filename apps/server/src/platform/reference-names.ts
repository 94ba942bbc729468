import type { Db } from '../db/client.ts';

/**
 * The names of the reference data (master lists, cities, states, countries: about 5 000 rows) kept
 * in memory, so that a list page is read as codes and named here instead of by a look-up per row
 * and per column in SQL (a job page named its skills, qualifications, roles, cities, industries and
 * job type with seven correlated subqueries: about twice the time of the lean page,
 * docs/performance.md).
 *
 * - Loaded on first use and after `clear()`; concurrent first uses share one load.
 * - Emptied with the public cache by every successful write of this process (app.ts onSend), so
 *   an admin's new or renamed item is named at once here; other processes (WORKERS) read it
 *   within `ttlSeconds` (60 by default, as the lookups kept in memory).
 * - The functions below give exactly what the SQL gave: an entry that is no code (a name typed
 *   in) stays as it is, unknown cities and industries are left out.
 */
export interface ReferenceNames {
  /** Master list -> code -> name (every item, active or not: old postings keep their names). */
  master: Map<string, Map<string, string>>;
  cities: Map<string, string>;
  states: Map<string, string>;
  countries: Map<string, string>;
}

export class ReferenceNamesCache {
  #entry: { expires: number; value: Promise<ReferenceNames> } | undefined;
  readonly #ttlMs: number;
  readonly #now: () => Date;
  readonly #load: (db: Db) => Promise<ReferenceNames>;

  readonly #onLookup: (outcome: 'hit' | 'miss') => void;

  constructor(options: {
    now: () => Date;
    load: (db: Db) => Promise<ReferenceNames>;
    ttlSeconds?: number;
    /** Told of each look-up's outcome (the metrics). */
    onLookup?: (outcome: 'hit' | 'miss') => void;
  }) {
    this.#now = options.now;
    this.#load = options.load;
    this.#ttlMs = (options.ttlSeconds ?? 60) * 1000;
    this.#onLookup = options.onLookup ?? (() => {});
  }

  get(db: Db): Promise<ReferenceNames> {
    const now = this.#now().getTime();
    if (this.#entry && this.#entry.expires > now) {
      this.#onLookup('hit');
      return this.#entry.value;
    }
    this.#onLookup('miss');
    const value = this.#load(db);
    const entry = { expires: now + this.#ttlMs, value };
    this.#entry = entry;
    value.catch(() => {
      if (this.#entry === entry) this.#entry = undefined;
    });
    return value;
  }

  clear() {
    this.#entry = undefined;
  }
}

/** Each entry's name in master list `list`, in order; an entry that is no code stays as typed. */
export function namesIn(names: ReferenceNames, list: string, entries: readonly string[] | null): string[] {
  const items = names.master.get(list);
  return (entries ?? []).map((entry) => items?.get(entry) ?? entry);
}

/** The name of one code of master list `list`, or the code itself. */
export function nameIn(names: ReferenceNames, list: string, code: string): string {
  return names.master.get(list)?.get(code) ?? code;
}

/** The names of the known codes of master list `list`, in order (unknown codes left out). */
export function knownNamesIn(names: ReferenceNames, list: string, codes: readonly string[] | null): string[] {
  const items = names.master.get(list);
  // Each known item once, at its first place (as array_agg over the items with array_position did).
  return [...new Set(codes ?? [])].flatMap((code) => {
    const name = items?.get(code);
    return name === undefined ? [] : [name];
  });
}

/** The names of the known cities, in order (unknown codes left out). */
export function cityNames(names: ReferenceNames, codes: readonly string[] | null): string[] {
  return [...new Set(codes ?? [])].flatMap((code) => {
    const name = names.cities.get(code);
    return name === undefined ? [] : [name];
  });
}

/** Whether `entry` is a code of master list `list` (else it is a name typed in). */
export function isCodeIn(names: ReferenceNames, list: string, entry: string): boolean {
  return names.master.get(list)?.has(entry) ?? false;
}
