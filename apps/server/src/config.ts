import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** PostgreSQL server; when unset the embedded PGlite in DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  /** Embedded database folder; relative paths are taken from where npm was started. */
  DATA_DIR: z.string().optional(),
  /** smtp://user:pass@host:port; when unset, mail is kept in the outbox table and logged. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Placement Portal <placement@localhost>'),
  SUPPORT_EMAIL: z.string().email().default('support@localhost'),
  /** Public address of the portal, used in e-mailed links. */
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(120),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(12),
  /** Seed the demo data set on first start (default on; set 0 for production). */
  SEED_DEMO: z
    .enum(['0', '1', 'true', 'false'])
    .default('1')
    .transform((v) => v === '1' || v === 'true'),
  /** Documented test mode: captcha answers are returned to the caller. Refused in production. */
  PLACEMENT_TEST_MODE: flag,
  /** Multiplies every rate limit (browser journeys and load tests sign in many times from one address). */
  RATE_LIMIT_SCALE: z.coerce.number().min(1).max(10000).default(1),
  /** Behind a TLS-terminating proxy: cookies get Secure, client IPs come from X-Forwarded-For. */
  TRUST_PROXY: flag,
  WEB_DIST: z.string().optional(),
  /** The institute's member/student record service; unset = the institute tables in our database. */
  INSTITUTE_API_URL: z.string().url().optional(),
  INSTITUTE_API_TOKEN: z.string().optional(),
  INSTITUTE_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(5000),
});

export type Config = Omit<z.infer<typeof envSchema>, 'DATA_DIR'> & { DATA_DIR: string; publicUrl: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  if (config.PLACEMENT_TEST_MODE && config.NODE_ENV === 'production') {
    throw new Error('PLACEMENT_TEST_MODE must not be set when NODE_ENV=production.');
  }
  const baseDir = env.INIT_CWD ?? process.cwd();
  const dataDir = config.DATA_DIR ? path.resolve(baseDir, config.DATA_DIR) : path.join(repoRoot, 'data');
  const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
  return { ...config, DATA_DIR: dataDir, publicUrl };
}
