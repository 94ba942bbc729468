import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace';
import { API_BASE } from '@pp/contract/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, openPostgres } from '../db/client.ts';
import { startTracing, type Tracing } from '../platform/tracing.ts';
import { type PgServer, pgBinDir, startPgServer } from '../test/pg-server.ts';
import { freePort, type ServerProcess, startServerProcess } from './server-process.ts';

/**
 * Traces (OTEL_EXPORTER_OTLP_ENDPOINT): a request's trace holds its route's span and a span for
 * each PostgreSQL statement it ran, and its log lines carry its trace id. The spans go to the SDK's
 * in-memory exporter instead of a collector. The system tier: it starts a PostgreSQL server, and
 * tracing patches the driver for the whole process.
 */
const hasPostgres = Boolean(pgBinDir());

describe.skipIf(!hasPostgres)('OpenTelemetry traces', () => {
  const exporter = new InMemorySpanExporter();
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  let tracing: Tracing;
  let pgServer: PgServer;
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>['app'];

  beforeAll(async () => {
    tracing = startTracing({ serviceName: 'placement-test', exporter });
    pgServer = await startPgServer();
    database = await openPostgres(await pgServer.createDatabase('tracing'));
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', WEB_DIST: '/nonexistent' });
    ({ app } = await buildApp({
      db: database.db,
      genericPlans: database.genericPlans,
      config,
      tracing,
      logger: { ...loggerOptions(config, tracing.logMixin), stream: sink },
    }));
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await tracing?.shutdown();
    pgServer?.destroy();
  });

  it('shows a request with its statements under it, and its trace id in its log lines', async () => {
    exporter.reset();
    lines.length = 0;
    const res = await app.inject({ method: 'GET', url: `${API_BASE}/job/recent?pageNo=1` });
    expect(res.statusCode).toBe(200);
    await tracing.flush();
    const spans = exporter.getFinishedSpans();
    const request = spans.find((s) => s.attributes['http.route'] === `${API_BASE}/job/recent`);
    expect(request, spans.map((s) => s.name).join(', ')).toBeDefined();
    const traceId = request!.spanContext().traceId;
    const statements = spans.filter(
      (s) => s.spanContext().traceId === traceId && s.attributes['db.system.name'] === 'postgresql',
    );
    expect(
      statements.length,
      spans.map((s) => `${s.name} ${JSON.stringify(s.attributes)}`).join('\n'),
    ).toBeGreaterThan(0);
    expect(statements.some((s) => String(s.attributes['db.query.text'] ?? '').includes('select'))).toBe(true);
    const completed = lines.find((l) => l.msg === 'request completed');
    expect(completed?.trace_id).toBe(traceId);
    expect(completed?.span_id).toMatch(/^[0-9a-f]{16}$/);
  });

  it('exports over OTLP from the production build: the request and its statements in one trace', async () => {
    // An OTLP/HTTP receiver (JSON encoding) in this process.
    interface OtlpSpan {
      traceId: string;
      name: string;
      attributes: { key: string; value: { stringValue?: string } }[];
    }
    const received: OtlpSpan[] = [];
    const receiver: Server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        if (req.url === '/v1/traces') {
          const data = JSON.parse(body) as { resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[] };
          for (const r of data.resourceSpans) for (const scope of r.scopeSpans) received.push(...scope.spans);
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const dataDir = await mkdtemp(path.join(tmpdir(), 'pp-otel-'));
    let server: ServerProcess | undefined;
    try {
      const port = await freePort();
      server = await startServerProcess({
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: await pgServer.createDatabase('tracing_process'),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        SEED_DEMO: '0',
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`,
      });
      const res = await fetch(`${server.url}${API_BASE}/job/recent?pageNo=1`);
      expect(res.status).toBe(200);
      const attribute = (span: OtlpSpan, key: string) =>
        span.attributes.find((a) => a.key === key)?.value.stringValue;
      // The batch goes out every few seconds.
      const request = await expect
        .poll(() => received.find((s) => attribute(s, 'http.route') === `${API_BASE}/job/recent`), {
          timeout: 20_000,
        })
        .toBeDefined()
        .then(() => received.find((s) => attribute(s, 'http.route') === `${API_BASE}/job/recent`)!);
      await expect
        .poll(
          () =>
            received.filter(
              (s) => s.traceId === request.traceId && /^select /i.test(attribute(s, 'db.query.text') ?? ''),
            ).length,
          { timeout: 20_000 },
        )
        .toBeGreaterThan(0);
      const logged = server
        .output()
        .split('\n')
        .filter((l) => l.includes('"request completed"') && l.includes('/job/recent'));
      expect(logged.some((l) => l.includes(`"trace_id":"${request.traceId}"`))).toBe(true);
    } finally {
      await server?.stop();
      receiver.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('traces no probe', async () => {
    exporter.reset();
    await app.inject({ method: 'GET', url: '/healthz' });
    await tracing.flush();
    expect(
      exporter.getFinishedSpans().filter((s) => String(s.attributes['http.route'] ?? '') === '/healthz'),
    ).toEqual([]);
  });
});
