import os from 'node:os';
import path from 'node:path';
import { isValidPassword } from '@pp/contract/validators';
import { z } from 'zod';
import { repoRoot } from './paths.ts';

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const httpUrl = z.string().regex(/^https?:\/\/[^\s]+$/, 'must be an http:// or https:// address');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** PostgreSQL server; when unset the embedded PGlite in DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  /**
   * Server processes on this machine, sharing its port (Node's cluster): a number, or `auto` for
   * one per CPU core. More than one needs DATABASE_URL (PGlite is one process's database: `auto`
   * without DATABASE_URL is 1).
   */
  WORKERS: z
    .string()
    .regex(/^(auto|[1-9][0-9]?)$/, 'must be auto or a number from 1 to 99')
    .default('1')
    .transform((v) => (v === 'auto' ? Math.max(1, os.availableParallelism()) : Number(v))),
  /** Embedded database folder; relative paths are taken from where npm was started. */
  DATA_DIR: z.string().optional(),
  /** smtp://user:pass@host:port; when unset, mail is kept in the outbox table and logged. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Placement Portal <placement@localhost>'),
  SUPPORT_EMAIL: z.string().email().default('support@localhost'),
  /**
   * The grievance officer (DPDP Rule 9: the published contact for questions about processing),
   * shown on the privacy page; grievance reminders also go to GRIEVANCE_OFFICER_EMAIL.
   */
  GRIEVANCE_OFFICER_NAME: z.string().default('Grievance Officer'),
  GRIEVANCE_OFFICER_DESIGNATION: z.string().default('Grievance Officer and Data Protection Officer'),
  GRIEVANCE_OFFICER_EMAIL: z.string().email().default('grievance@localhost'),
  GRIEVANCE_OFFICER_PHONE: z.string().default(''),
  GRIEVANCE_OFFICER_ADDRESS: z.string().default(''),
  /** Public address of the portal, used in e-mailed links. */
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(120),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(12),
  /**
   * Seed the demo data set on the first start. Unset: on, except with NODE_ENV=production, where
   * only an explicit SEED_DEMO=1 seeds it (and then DEMO_PASSWORD must be given).
   */
  SEED_DEMO: z.enum(['0', '1', 'true', 'false']).optional(),
  /**
   * The password of every demo account. Required when the demo data is seeded in production, and
   * never one of the README's published demo passwords; unset elsewhere = the README's passwords.
   */
  DEMO_PASSWORD: z.string().optional(),
  /** The Swagger UI page (/placementapi/docs). Unset: on, except with NODE_ENV=production. */
  SWAGGER_UI: z.enum(['0', '1', 'true', 'false']).optional(),
  /**
   * Documented test mode: the lowest proof of work, and its solution returned with each challenge.
   * Refused in production.
   */
  PLACEMENT_TEST_MODE: flag,
  /** How long the public lists' answers for anonymous callers are kept (platform/public-cache.ts); 0 = off. */
  PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(15),
  /**
   * How long a process keeps a session it looked up, and a member's match profile
   * (platform/session-cache.ts); 0 = off. Every change is announced, so the length only bounds
   * what a person's next minutes of requests find kept.
   */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(600),
  /** Multiplies every rate limit (browser journeys and load tests sign in many times from one address). */
  RATE_LIMIT_SCALE: z.coerce.number().min(1).max(10000).default(1),
  /** Behind a TLS-terminating proxy: cookies get Secure, client IPs come from X-Forwarded-For. */
  TRUST_PROXY: flag,
  WEB_DIST: z.string().optional(),
  /** The institute's member/student record service; unset = the institute tables in our database. */
  INSTITUTE_API_URL: z.string().url().optional(),
  INSTITUTE_API_TOKEN: z.string().optional(),
  INSTITUTE_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(5000),
  /** S3-compatible object storage for uploads (AWS S3, MinIO, ...); unset = the folder DATA_DIR/files. */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  /** The service's address (MinIO: http://minio:9000); unset = AWS S3 of S3_REGION. */
  S3_ENDPOINT: httpUrl.optional(),
  S3_REGION: z.string().min(1).optional(),
  /** Both or neither; neither = the SDK's default chain (instance role, AWS_* variables). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Path-style addresses (http://host/bucket/key): MinIO and most self-hosted services need it. */
  S3_FORCE_PATH_STYLE: flag,
  /** SMS gateway: the outbox worker POSTs {to, text} as JSON here; unset = SMS kept in the outbox and logged. */
  SMS_GATEWAY_URL: httpUrl.optional(),
  /** Sent as `Authorization: Bearer ...` to the SMS gateway. */
  SMS_GATEWAY_TOKEN: z.string().min(1).optional(),
  /**
   * Prometheus metrics (GET /metrics) on this port of their own, never the public one; with
   * WORKERS > 1 the supervisor answers it for every process (platform/metrics.ts). Unset = none.
   */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Listen address of the metrics port (0.0.0.0 when the scraper is on another machine or container). */
  METRICS_HOST: z.string().default('127.0.0.1'),
  /** The bearer token every scrape must send (`Authorization: Bearer ...`); required with METRICS_PORT. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** The folder backups are written to: its file system's free space is reported in the metrics. */
  BACKUP_DIR: z.string().optional(),
  /** OpenTelemetry traces over OTLP/HTTP to this collector (`/v1/traces` is added); unset = no tracing. */
  OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl.optional(),
  /** The traces' service name. */
  OTEL_SERVICE_NAME: z.string().min(1).default('placement-portal'),
});

/** Every variable the server reads (the deployment files are checked against this list). */
export const CONFIG_KEYS = Object.keys(envSchema.shape) as (keyof z.infer<typeof envSchema>)[];

/** Settings that only make sense together: each message names what is missing. */
function crossChecks(config: Partial<Record<(typeof CONFIG_KEYS)[number], unknown>>): string[] {
  const problems: string[] = [];
  const s3Others = (['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
    (key) => config[key] !== undefined,
  );
  if (!config.S3_BUCKET && s3Others.length)
    problems.push(
      `  S3_BUCKET: required when ${s3Others.join(', ')} ${s3Others.length > 1 ? 'are' : 'is'} set`,
    );
  if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY))
    problems.push(
      config.S3_ACCESS_KEY_ID
        ? '  S3_SECRET_ACCESS_KEY: required when S3_ACCESS_KEY_ID is set'
        : '  S3_ACCESS_KEY_ID: required when S3_SECRET_ACCESS_KEY is set',
    );
  if (config.S3_BUCKET && !config.S3_ENDPOINT && !config.S3_REGION)
    problems.push('  S3_REGION: required for AWS S3 (or set S3_ENDPOINT for another S3-compatible service)');
  if (config.INSTITUTE_API_TOKEN && !config.INSTITUTE_API_URL)
    problems.push('  INSTITUTE_API_URL: required when INSTITUTE_API_TOKEN is set');
  if (
    typeof config.WORKERS === 'string' &&
    /^[0-9]+$/.test(config.WORKERS) &&
    config.WORKERS !== '1' &&
    !config.DATABASE_URL
  )
    problems.push(
      '  WORKERS: more than one process needs DATABASE_URL (the embedded PGlite serves one process)',
    );
  if (config.SMS_GATEWAY_TOKEN && !config.SMS_GATEWAY_URL)
    problems.push('  SMS_GATEWAY_URL: required when SMS_GATEWAY_TOKEN is set');
  if (config.METRICS_PORT !== undefined && !config.METRICS_TOKEN)
    problems.push('  METRICS_TOKEN: required when METRICS_PORT is set (the metrics are never public)');
  if (config.METRICS_TOKEN && config.METRICS_PORT === undefined)
    problems.push('  METRICS_PORT: required when METRICS_TOKEN is set');
  if (config.METRICS_PORT !== undefined && String(config.METRICS_PORT) === String(config.PORT ?? '8080'))
    problems.push('  METRICS_PORT: must differ from PORT (the metrics never share the public port)');
  return problems;
}

/** The README's demo passwords: never accepted as DEMO_PASSWORD (anyone can read them). */
export const PUBLISHED_DEMO_PASSWORDS = ['Admin@2026', 'Employer@2026', 'Member@2026', 'Student@2026'];

export type Config = Omit<z.infer<typeof envSchema>, 'DATA_DIR' | 'SEED_DEMO' | 'SWAGGER_UI'> & {
  DATA_DIR: string;
  publicUrl: string;
  SEED_DEMO: boolean;
  SWAGGER_UI: boolean;
};

const onOrDefault = (value: string | undefined, fallback: boolean) =>
  value === undefined ? fallback : value === '1' || value === 'true';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty value is an unset one (compose files and shells write `NAME=` for "not set").
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(given);
  // Messages name the variable and the rule, never the value (it may be a secret).
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)),
    ...crossChecks(given),
  ];
  if (!parsed.success || problems.length) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  const config = parsed.data;
  if (config.PLACEMENT_TEST_MODE && config.NODE_ENV === 'production') {
    throw new Error('PLACEMENT_TEST_MODE must not be set when NODE_ENV=production.');
  }
  const production = config.NODE_ENV === 'production';
  const seedDemo = onOrDefault(config.SEED_DEMO, !production);
  if (production && seedDemo) {
    if (!config.DEMO_PASSWORD || !isValidPassword(config.DEMO_PASSWORD))
      throw new Error(
        'Invalid configuration:\n  DEMO_PASSWORD: required when SEED_DEMO=1 with NODE_ENV=production (8+ characters with an upper-case and a lower-case letter, a digit and one of @$!%*?&)',
      );
    if (PUBLISHED_DEMO_PASSWORDS.includes(config.DEMO_PASSWORD))
      throw new Error(
        'Invalid configuration:\n  DEMO_PASSWORD: must not be one of the demo passwords published in the README',
      );
  }
  const baseDir = env.INIT_CWD ?? process.cwd();
  const dataDir = config.DATA_DIR ? path.resolve(baseDir, config.DATA_DIR) : path.join(repoRoot, 'data');
  const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
  const workers = config.DATABASE_URL ? config.WORKERS : 1;
  return {
    ...config,
    WORKERS: workers,
    DATA_DIR: dataDir,
    ...(config.BACKUP_DIR ? { BACKUP_DIR: path.resolve(baseDir, config.BACKUP_DIR) } : {}),
    publicUrl,
    SEED_DEMO: seedDemo,
    SWAGGER_UI: onOrDefault(config.SWAGGER_UI, !production),
  };
}
