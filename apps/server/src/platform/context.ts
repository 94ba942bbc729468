import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { MemoryAnswers } from './memory-answers.ts';
import type { Metrics } from './metrics.ts';
import type { PublicCache } from './public-cache.ts';
import type { ReferenceNamesCache } from './reference-names.ts';
import type { SessionRow } from './session.repo.ts';
import type { SessionCache } from './session-cache.ts';

/**
 * The generic-plan connections for a statement of `ctx`, or `ctx.db` itself when the service runs
 * inside a transaction (given `{ ...ctx, db: tx }`): its statements must see the transaction's own
 * writes, and PGlite (one connection) would wait for the transaction forever.
 */
export function genericPlansOf(ctx: AppContext): Db {
  return ctx.db === ctx.genericPlanConnections.app ? ctx.genericPlanConnections.generic : ctx.db;
}

/**
 * What features keep in memory for the app's life, declared by each feature for itself
 * (`declare module` merging into this interface, as Fastify's decorators do), so that this
 * platform module names no feature.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the features' declarations.
export interface FeatureState {}

/** What every service needs: the database, configuration, a logger and the clock. */
export interface AppContext extends FeatureState {
  db: Db;
  /**
   * The database on connections that plan a prepared statement once for every value (db/client.ts),
   * with the app's own database it belongs to: use genericPlansOf(ctx).
   */
  genericPlanConnections: { app: Db; generic: Db };
  config: Config;
  log: FastifyBaseLogger;
  /** The current time; tests move it to prove expiry. */
  now(): Date;
  /** List pages that are the same for every caller allowed to ask (platform/public-cache.ts). */
  publicCache: PublicCache;
  /** Whole answers that are the same for every caller, as the JSON text sent (platform/memory-answers.ts). */
  memoryAnswers: MemoryAnswers;
  /** The names of master items, cities, states and countries (platform/reference-names.ts). */
  referenceNames: ReferenceNamesCache;
  /** The sessions this process looked up, kept while changes reach it (platform/session-cache.ts). */
  sessionCache: SessionCache<SessionRow>;
  /** The process's Prometheus metrics (platform/metrics.ts). */
  metrics: Metrics;
}
