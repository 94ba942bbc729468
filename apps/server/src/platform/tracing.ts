import { createRequire } from 'node:module';
import FastifyOtel from '@fastify/otel';
import { context, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, type SpanExporter, TracerProvider } from '@opentelemetry/sdk-trace';
import type { FastifyPluginCallback } from 'fastify';

/**
 * OpenTelemetry traces, off unless OTEL_EXPORTER_OTLP_ENDPOINT is set (serve.ts imports this module
 * only then): a span per request (@fastify/otel: its route, hooks and handler) with a span per
 * PostgreSQL statement under it (@opentelemetry/instrumentation-pg; PGlite runs in the process and
 * has none), sent over OTLP/HTTP in batches. Every log line written inside a request carries its
 * `trace_id` and `span_id`.
 */
export interface Tracing {
  /** Registered first in the app (app.ts), so that every route and hook after it is traced. */
  plugin: FastifyPluginCallback;
  /** pino's mixin: the trace of the line's request. */
  logMixin: () => Record<string, string>;
  /** Sends the spans ended so far. */
  flush(): Promise<void>;
  /** Sends what is left and stops. */
  shutdown(): Promise<void>;
}

export function startTracing(options: {
  endpoint?: string;
  serviceName: string;
  exporter?: SpanExporter;
}): Tracing {
  const exporter =
    options.exporter ??
    new OTLPTraceExporter({ url: `${(options.endpoint ?? '').replace(/\/$/, '')}/v1/traces` });
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName }),
    spanProcessors: [new BatchSpanProcessor({ exporter })],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  trace.setGlobalTracerProvider(provider);

  const pgInstrumentation = new PgInstrumentation({
    requireParentSpan: true,
    enhancedDatabaseReporting: false,
  });
  pgInstrumentation.setTracerProvider(provider);
  // Its require hook patches `pg` as it loads; serve.ts may have loaded it before tracing starts,
  // so the patches also go on the loaded module objects (a second patch replaces the first).
  const require = createRequire(import.meta.url);
  const loaded: Record<string, unknown> = {
    pg: require('pg'),
    'pg-pool': createRequire(require.resolve('pg'))('pg-pool'),
  };
  for (const definition of pgInstrumentation.getModuleDefinitions())
    definition.patch?.(loaded[definition.name], undefined);

  const fastifyInstrumentation = new FastifyOtel({
    // Probes every few seconds would be most of the traces.
    ignorePaths: ({ url }: { url: string }) => url === '/healthz' || url === '/readyz',
  });
  fastifyInstrumentation.setTracerProvider(provider);

  return {
    plugin: fastifyInstrumentation.plugin(),
    logMixin: (): Record<string, string> => {
      const span = trace.getSpan(context.active())?.spanContext();
      return span ? { trace_id: span.traceId, span_id: span.spanId } : {};
    },
    flush: () => provider.forceFlush(),
    shutdown: () => provider.shutdown(),
  };
}
