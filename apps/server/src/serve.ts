import cluster from 'node:cluster';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { type Database, openPglite, openPostgres } from './db/client.ts';
import { scheduledTasks } from './features/scheduled-tasks.ts';
import { withStartupLock } from './ops/startup-lock.ts';
import { answerSupervisor, serveMetrics } from './platform/metrics.ts';
import { startOutboxWorker } from './platform/outbox.ts';
import { startScheduler } from './platform/scheduler.ts';
import type { Tracing } from './platform/tracing.ts';
import { seedOnFirstStart } from './seed/seed.ts';

/** Opens the database, migrates and seeds (under the startup lock when several processes start). */
async function openMigrateAndSeed(config: Config, tracing?: Tracing) {
  const openAndSeed = async () => {
    const database: Database = config.DATABASE_URL
      ? await openPostgres(config.DATABASE_URL)
      : await openPglite(config.DATA_DIR);
    const { app, ctx } = await buildApp({
      db: database.db,
      genericPlans: database.genericPlans,
      config,
      notifications: database.notifications,
      pools: database,
      tracing,
    });
    const seeded = await seedOnFirstStart(ctx);
    return { database, app, ctx, seeded };
  };
  // Several processes may start at once over one PostgreSQL: one migrates and seeds at a time.
  return config.DATABASE_URL ? withStartupLock(config.DATABASE_URL, openAndSeed) : openAndSeed();
}

/**
 * `node dist/main.js --prepare`: migrates and seeds the database as a start would, then ends
 * without serving (a deployment's step before the new version takes traffic; the browser
 * journeys prepare one embedded database and copy it for each area's server).
 */
export async function prepare(config: Config) {
  const { database, app } = await openMigrateAndSeed(config);
  await app.close();
  await database.close();
}

/** One server process: opens the database, migrates and seeds (under the startup lock), listens. */
export async function serve(config: Config) {
  // Under a supervisor with a metrics port: answer its scrapes at once, with nothing until the
  // app's metrics exist (migrations and seeding may take a while).
  if (cluster.isWorker && config.METRICS_PORT !== undefined) answerSupervisor();
  // Before the database opens: the PostgreSQL driver is patched before its first connection.
  const tracing = config.OTEL_EXPORTER_OTLP_ENDPOINT
    ? (await import('./platform/tracing.ts')).startTracing({
        endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT,
        serviceName: config.OTEL_SERVICE_NAME,
      })
    : undefined;
  const { database, app, ctx, seeded } = await openMigrateAndSeed(config, tracing);
  const stopWorker = startOutboxWorker(ctx);
  const stopScheduler = startScheduler(ctx, scheduledTasks());
  // The metrics port: this process's own, or under a supervisor (WORKERS > 1) the supervisor's,
  // which asks every process for its metrics at each scrape (main.ts).
  let metricsServer: Awaited<ReturnType<typeof serveMetrics>> | undefined;
  if (config.METRICS_PORT !== undefined && config.METRICS_TOKEN) {
    if (cluster.isWorker) ctx.metrics.answerSupervisor();
    else
      metricsServer = await serveMetrics({
        port: config.METRICS_PORT,
        host: config.METRICS_HOST,
        token: config.METRICS_TOKEN,
        read: () => ctx.metrics.text(),
        onError: (err) => app.log.error({ err }, 'metrics failed'),
      });
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // In-flight requests get this long to finish; then the process ends anyway (the orchestrator's
    // own grace period is usually 30 s). Unref'd, so it never keeps a finished process alive.
    const deadline = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 25_000);
    deadline.unref();
    let code = 0;
    try {
      stopWorker();
      await stopScheduler();
      metricsServer?.close();
      // Stops accepting connections and waits for the requests in flight to be answered. A
      // keep-alive connection whose request finishes during the wait would hold close() until its
      // keep-alive timeout: close connections as soon as they turn idle.
      const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
      try {
        await app.close();
      } finally {
        clearInterval(sweep);
      }
    } catch (err) {
      app.log.error({ err }, 'error while closing the server');
      code = 1;
    }
    try {
      await tracing?.shutdown();
    } catch (err) {
      app.log.warn({ err }, 'traces not all sent');
    }
    try {
      // PGlite checkpoints its write-ahead log on close; the PostgreSQL pool ends its connections.
      await database.close();
    } catch (err) {
      app.log.error({ err }, 'error while closing the database');
      code = 1;
    }
    process.exit(code);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const base = config.publicUrl;
  const lines = [
    '',
    `  Placement portal is running on ${database.kind === 'pglite' ? `embedded PGlite (${config.DATA_DIR})` : 'PostgreSQL'}`,
    `  Portal:  ${base}/PlacementApp/`,
    `  API:     ${base}/placementapi/v1/   (OpenAPI: ${base}/placementapi/docs)`,
  ];
  // The demo sign-ins are printed for trying the portal, never in production.
  if (seeded.demoSignIns.length && config.NODE_ENV !== 'production') {
    lines.push('', '  Demo sign-ins (kind, e-mail, password, sign-in page):');
    for (const s of seeded.demoSignIns)
      lines.push(
        `    ${s.kind.padEnd(10)} ${s.email.padEnd(34)} ${s.password.padEnd(15)} ${base}/PlacementApp${s.page}`,
      );
  }
  if (config.PLACEMENT_TEST_MODE)
    lines.push('', '  TEST MODE: proof-of-work solutions are returned by the API. Never use in production.');
  // Under a supervisor (WORKERS > 1) the first process up prints for all of them.
  if (cluster.isWorker) process.send?.({ banner: `${lines.join('\n')}\n` });
  else console.log(`${lines.join('\n')}\n`);
}
