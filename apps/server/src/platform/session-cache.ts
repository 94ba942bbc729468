import type { Channel } from '../db/client.ts';

/**
 * The sessions this process has looked up, kept for a few seconds: nearly every request starts with
 * the session look-up, and on a busy day it was close to half of the statements the database ran
 * (docs/performance.md). Ours; what keeps it safe:
 *
 * - **Changes are announced, whoever makes them**: the database's triggers (migration 0020) announce
 *   on 'pp_auth' the user whose session or account changed (revoked, ended, removed; name, e-mail,
 *   role, kind, language, status, deletion, password), at the commit, to every process; the app
 *   forgets that user's sessions (`forgetUser`). Entries are kept only while this process listens:
 *   when the listening connection is lost the cache is emptied and keeps nothing until it listens
 *   again (announcements made meanwhile are lost).
 * - **A look-up racing a change is not kept**: every forgetting moves a generation; a look-up
 *   keeps its row only if the generation is the one it started with (a row read before a
 *   revocation's commit and answered after its announcement is not kept).
 * - **This process's own writes act at once** (app.ts onSend): a user's successful write forgets
 *   their sessions; an admin's empties the cache (admins change other users). Ending sessions
 *   (sign-out, block, password change, deletion) forgets them before the answer is sent.
 * - **Bounded**: an entry lives `lifetimeSeconds` at most (minutes: a person's next requests),
 *   at most `maxEntries` of them; a kept session that looks idle or expired is read again
 *   (session.ts: another process may have moved its idle clock, which is not announced).
 *
 * What it holds is what the look-up read: the session's times and the user's id, code, role, name,
 * e-mail, kind, language and status, and for a member the match facts of their profile (skills,
 * current role, state, city, months of experience: what their recommended jobs are ranked by), by
 * the hash of the token (never the token). None of it leaves the process except through the
 * endpoints that already answer it to the session's own user (`authenticate` returns the user's
 * own fields only).
 *
 * The same class keeps the members' match profiles by member (`matchProfiles`: what the
 * recommended jobs are ranked by, read before every recommended list), announced the same way
 * (migration 0022) and forgotten with the member's sessions.
 */
/** The channel the triggers of migration 0020 announce on. */
export const AUTH_CHANNEL: Channel = 'pp_auth';

export class SessionCache<Row extends { userId: number }, Key = string> {
  readonly #entries = new Map<Key, { row: Row; readonly keptAt: number }>();
  readonly #byUser = new Map<number, Set<Key>>();
  readonly #lifetimeMs: number;
  readonly #maxEntries: number;
  readonly #now: () => Date;
  #generation = 0;
  #listening = false;

  readonly #onLookup: (outcome: 'hit' | 'miss') => void;

  constructor(options: {
    lifetimeSeconds: number;
    now: () => Date;
    maxEntries?: number;
    /** Told of each look-up's outcome (the metrics). */
    onLookup?: (outcome: 'hit' | 'miss') => void;
  }) {
    this.#lifetimeMs = options.lifetimeSeconds * 1000;
    this.#now = options.now;
    this.#maxEntries = options.maxEntries ?? 20_000;
    this.#onLookup = options.onLookup ?? (() => {});
  }

  /** Whether changes reach this process: entries are kept only while they do. */
  listening(up: boolean) {
    this.#listening = up;
    this.clear();
  }

  /** What to pass to `keep` after a look-up started now. */
  get generation(): number {
    return this.#generation;
  }

  /** The kept row of a token hash (a member's id: match profiles) while it lives. */
  get(tokenHash: Key): Row | undefined {
    const entry = this.#entries.get(tokenHash);
    if (entry && this.#now().getTime() - entry.keptAt < this.#lifetimeMs) {
      this.#onLookup('hit');
      return entry.row;
    }
    this.#onLookup('miss');
    if (entry) this.#remove(tokenHash, entry.row.userId);
    return undefined;
  }

  /** Keeps a row looked up since `generation` was read, unless anything was forgotten meanwhile. */
  keep(tokenHash: Key, row: Row, generation: number) {
    if (!this.#listening || this.#lifetimeMs <= 0 || generation !== this.#generation) return;
    const previous = this.#entries.get(tokenHash);
    if (previous) this.#remove(tokenHash, previous.row.userId);
    this.#entries.set(tokenHash, { row, keptAt: this.#now().getTime() });
    let hashes = this.#byUser.get(row.userId);
    if (!hashes) {
      hashes = new Set();
      this.#byUser.set(row.userId, hashes);
    }
    hashes.add(tokenHash);
    if (this.#entries.size > this.#maxEntries) {
      const [oldest, entry] = this.#entries.entries().next().value as [Key, { row: Row }];
      this.#remove(oldest, entry.row.userId);
    }
  }

  /** A kept entry's row replaced (a session touched: its new last-seen time); its lifetime runs on. */
  update(tokenHash: Key, row: Row) {
    const entry = this.#entries.get(tokenHash);
    if (entry && entry.row.userId === row.userId) entry.row = row;
  }

  /** Forgets every kept session of a user (an announcement; this process's own change). */
  forgetUser(userId: number) {
    this.#generation++;
    for (const hash of this.#byUser.get(userId) ?? []) this.#entries.delete(hash);
    this.#byUser.delete(userId);
  }

  clear() {
    this.#generation++;
    this.#entries.clear();
    this.#byUser.clear();
  }

  get size() {
    return this.#entries.size;
  }

  #remove(tokenHash: Key, userId: number) {
    this.#entries.delete(tokenHash);
    const hashes = this.#byUser.get(userId);
    hashes?.delete(tokenHash);
    if (hashes?.size === 0) this.#byUser.delete(userId);
  }
}

/** The announcement's payload: a user's id, or nothing usable (then everything is forgotten). */
export function announcedUser(payload: string): number | null {
  return /^\d{1,15}$/.test(payload) ? Number(payload) : null;
}
