import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { PublicCache } from './public-cache.ts';

/** What every service needs: the database, configuration, a logger and the clock. */
export interface AppContext {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  /** The current time; tests move it to prove expiry. */
  now(): Date;
  /** List pages that are the same for every caller allowed to ask (platform/public-cache.ts). */
  publicCache: PublicCache;
}
