import { readFileSync } from 'node:fs';
import path from 'node:path';
import { version } from '@pp/contract/auth';
import { WEB_VERSION } from '@pp/contract/constants';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { migrationsFolder } from '../../paths.ts';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http.ts';

export const API_VERSION = '1.0.0';

const journalFile = path.join(migrationsFolder, 'meta/_journal.json');

/** The newest migration this build ships (drizzle records its `when` as `created_at`). */
export const LATEST_MIGRATION: { tag: string; when: number } = (() => {
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const last = journal.entries.at(-1);
  if (!last) throw new Error(`No migrations in ${journalFile}`);
  return { tag: last.tag, when: last.when };
})();

/** Is the database reachable, and has it every migration of this build? */
export async function readiness(ctx: AppContext): Promise<{ ready: boolean; reason?: string }> {
  let applied: number;
  try {
    const result = await ctx.db.execute(
      sql`select coalesce(max(created_at), 0)::text as last from drizzle.__drizzle_migrations`,
    );
    const rows = (result as unknown as { rows: { last: string }[] }).rows;
    applied = Number(rows[0]?.last ?? 0);
  } catch {
    return { ready: false, reason: 'database unreachable' };
  }
  if (applied < LATEST_MIGRATION.when) return { ready: false, reason: 'migrations pending' };
  return { ready: true };
}

export async function systemRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, version, async () => ({ web: WEB_VERSION, api: API_VERSION }));

  // Liveness: the process answers. No database call, so a database outage does not get every
  // replica restarted by the orchestrator (readiness takes them out of the balancer instead).
  app.get('/healthz', { logLevel: 'warn' }, async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });
  // Readiness: the database answers and carries this build's migrations; 503 otherwise.
  app.get('/readyz', { logLevel: 'warn' }, async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
    const state = await readiness(ctx);
    if (state.ready) return { status: 'ready' };
    return reply.status(503).send({ status: 'unavailable', reason: state.reason });
  });
}
