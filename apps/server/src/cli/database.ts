import type { Config } from '../config.ts';
import { openPglite, openPostgres } from '../db/client.ts';

/** The server's own database, for a command run beside it (PostgreSQL when configured, else PGlite). */
export function openCliDatabase(config: Config) {
  return config.DATABASE_URL ? openPostgres(config.DATABASE_URL, 2) : openPglite(config.DATA_DIR);
}
