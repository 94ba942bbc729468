import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * The production start command, exactly as the Dockerfile's CMD and compose.yaml run it (from the
 * repository root): the compiled server (`npm run build -w apps/server`; the server's tests build
 * it first, in test/global-setup.ts).
 */
export const SERVER_COMMAND = ['node', 'apps/server/dist/main.js'] as const;

/** The child processes of a process (a supervisor's workers, WORKERS > 1); empty when none or not Linux. */
export function childProcesses(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

export async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** What the process printed (stdout and stderr), for failure messages. */
  output(): string;
  /** SIGTERM, then waits for the exit (SIGKILL after `graceMs`). */
  stop(graceMs?: number): Promise<number | null>;
}

/**
 * Starts a real server process with only the given environment (plus PATH and HOME), the way a
 * container starts it; resolves once /readyz answers 200.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { readyTimeoutMs?: number } = {},
): Promise<ServerProcess> {
  const port = Number(env.PORT);
  const [, ...args] = SERVER_COMMAND;
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += String(d);
  });
  child.stderr?.on('data', (d) => {
    output += String(d);
  });
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      exitCode = code;
      resolve(code);
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.readyTimeoutMs ?? 150_000);
  for (;;) {
    if (exitCode !== undefined) throw new Error(`server on port ${port} exited (${exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server on port ${port} not ready in time:\n${output}`);
    }
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    port,
    child,
    output: () => output,
    async stop(graceMs = 10_000) {
      if (exitCode !== undefined) return exitCode;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

/**
 * The environment of a replica in the two-process test: the same names as the app services of
 * compose.yaml (deployment-files.test.ts checks it), test values. Test mode returns solved proofs of work
 * and is refused with NODE_ENV=production, hence NODE_ENV=test; the demo data gives sign-ins.
 */
export function replicaEnvironment(options: {
  port: number;
  databaseUrl: string;
  dataDir: string;
  s3: Record<string, string>;
}): Record<string, string> {
  return {
    NODE_ENV: 'test',
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: options.dataDir,
    PUBLIC_URL: `http://127.0.0.1:${options.port}`,
    LOG_LEVEL: 'warn',
    SEED_DEMO: '1',
    DEMO_PASSWORD: '',
    SWAGGER_UI: '0',
    PLACEMENT_TEST_MODE: '1',
    // Requests come straight to each replica here; behind nginx (compose.yaml) it is 1.
    TRUST_PROXY: '0',
    S3_BUCKET: options.s3.S3_BUCKET ?? '',
    S3_ENDPOINT: options.s3.S3_ENDPOINT ?? '',
    S3_REGION: options.s3.S3_REGION ?? '',
    S3_ACCESS_KEY_ID: options.s3.S3_ACCESS_KEY_ID ?? '',
    S3_SECRET_ACCESS_KEY: options.s3.S3_SECRET_ACCESS_KEY ?? '',
    S3_FORCE_PATH_STYLE: options.s3.S3_FORCE_PATH_STYLE ?? '',
    // Empty = not set (the defaults; mail and SMS stay in the outbox table).
    SMTP_URL: '',
    MAIL_FROM: '',
    SUPPORT_EMAIL: '',
    SMS_GATEWAY_URL: '',
    SMS_GATEWAY_TOKEN: '',
    // No metrics port here (workers.test.ts and platform/metrics.test.ts scrape it).
    METRICS_PORT: '',
    METRICS_HOST: '',
    METRICS_TOKEN: '',
    BACKUP_DIR: '',
  };
}
