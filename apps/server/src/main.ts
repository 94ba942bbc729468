import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { type Database, openPglite, openPostgres } from './db/client.ts';
import { seedOnFirstStart } from './db/seed/seed.ts';
import { startOutboxWorker } from './platform/mailer.ts';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const database: Database = config.DATABASE_URL
    ? await openPostgres(config.DATABASE_URL)
    : await openPglite(config.DATA_DIR);
  const { app, ctx } = await buildApp({ db: database.db, config });
  const seeded = await seedOnFirstStart(ctx);
  const stopWorker = startOutboxWorker(ctx);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    stopWorker();
    try {
      await app.close();
    } finally {
      // PGlite checkpoints its write-ahead log on close.
      await database.close();
      process.exit(0);
    }
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
  if (seeded.demoSignIns.length) {
    lines.push('', '  Demo sign-ins (kind, e-mail, password, sign-in page):');
    for (const s of seeded.demoSignIns)
      lines.push(
        `    ${s.kind.padEnd(10)} ${s.email.padEnd(34)} ${s.password.padEnd(15)} ${base}/PlacementApp${s.page}`,
      );
  }
  if (config.PLACEMENT_TEST_MODE)
    lines.push('', '  TEST MODE: captcha answers are returned by the API. Never use in production.');
  console.log(`${lines.join('\n')}\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
