import cluster from 'node:cluster';
import { type Config, loadConfig } from './config.ts';

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  // Loaded only here, so that a supervisor never loads the server's modules.
  if (process.argv.includes('--prepare')) {
    const { prepare } = await import('./serve.ts');
    return prepare(config);
  }
  if (config.WORKERS > 1 && cluster.isPrimary) {
    supervise(config.WORKERS);
    if (config.METRICS_PORT !== undefined && config.METRICS_TOKEN) {
      // One scrape of the supervisor's port sees every process (prom-client's cluster aggregation).
      const { clusterMetrics, serveMetrics } = await import('./platform/metrics.ts');
      await serveMetrics({
        port: config.METRICS_PORT,
        host: config.METRICS_HOST,
        token: config.METRICS_TOKEN,
        read: clusterMetrics(),
        onError: (err) => console.error('metrics failed:', err),
      });
    }
    return;
  }
  const { serve } = await import('./serve.ts');
  return serve(config);
}

/**
 * WORKERS > 1 (PostgreSQL only): this process only starts that many server processes, which
 * share the port (Node's cluster hands each new connection to one of them), restarts one that
 * dies, and passes SIGTERM/SIGINT on to all of them, ending when they have drained. Each worker
 * is a whole server (the same as one started alone): the startup lock lets one migrate and seed
 * at a time, sessions, limits, the outbox and the scheduler live in the database.
 */
function supervise(count: number) {
  let stopping = false;
  let bannerShown = false;
  let exitCode = 0;
  const restarts: number[] = [];
  const fork = () => {
    const worker = cluster.fork();
    worker.on('message', (message: { banner?: string }) => {
      if (typeof message?.banner === 'string' && !bannerShown) {
        bannerShown = true;
        console.log(message.banner.replace('\n  Portal:', `  (${count} processes)\n  Portal:`));
      }
    });
  };
  cluster.on('exit', (worker, code, signal) => {
    if (code) exitCode = 1;
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    console.error(
      `server process ${worker.process.pid} ended (${signal ?? `exit code ${code}`}); starting another`,
    );
    const now = Date.now();
    restarts.push(now);
    while (restarts.length && (restarts[0] ?? 0) < now - 60_000) restarts.shift();
    // A process that cannot start (bad database address, port taken) would be restarted forever.
    if (restarts.length > 2 * count) {
      console.error('server processes keep ending; stopping');
      stopping = true;
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
      exitCode = 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      return;
    }
    fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGTERM'));
  for (let i = 0; i < count; i++) fork();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
