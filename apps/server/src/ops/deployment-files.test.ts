import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_KEYS, loadConfig } from '../config.ts';
import { replicaEnvironment, repoRoot, SERVER_COMMAND } from './server-process.ts';

const read = (name: string) => readFileSync(path.join(repoRoot, name), 'utf8');

/** The keys of a top-level mapping of compose.yaml (no YAML parser here: a line-based read). */
function composeBlock(text: string, name: string): Map<string, string> {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l.startsWith(`${name}:`));
  expect(start, `${name} in compose.yaml`).toBeGreaterThanOrEqual(0);
  const entries = new Map<string, string>();
  for (const line of lines.slice(start + 1)) {
    if (/^\S/.test(line)) break;
    const m = /^ {2}([A-Za-z_][A-Za-z0-9_]*):\s*(.*)$/.exec(line);
    if (m) entries.set(m[1]!, m[2]!.replace(/^"(.*)"$/, '$1'));
  }
  return entries;
}

describe('deployment files', () => {
  const compose = read('compose.yaml');
  const appEnv = composeBlock(compose, 'x-app-environment');

  it('give the app replicas only variables the server accepts', () => {
    expect(appEnv.size).toBeGreaterThan(10);
    for (const name of appEnv.keys()) expect(CONFIG_KEYS, `${name} in compose.yaml`).toContain(name);
  });

  it('give the replicas the same variables as the two-process test', () => {
    const tested = Object.keys(replicaEnvironment({ port: 1, databaseUrl: 'x', dataDir: 'x', s3: {} }));
    expect([...appEnv.keys()].sort()).toEqual(tested.sort());
  });

  it('compose literal values pass the configuration check', () => {
    const literal = Object.fromEntries(
      [...appEnv].map(([k, v]) => [
        k,
        v
          .replace(/\$\{[A-Z_]+:?[-?]([^}]*)\}/g, (_m, fallback: string) =>
            fallback.startsWith('set ') ? 'x' : fallback,
          )
          // `${NAME:+value}`: value only when NAME is set; here it is not.
          .replace(/\$\{[A-Z_]+:\+[^}]*\}/g, ''),
      ]),
    );
    literal.DATABASE_URL = 'postgres://placement:pw@postgres:5432/placement';
    const config = loadConfig(literal);
    expect(config.NODE_ENV).toBe('production');
    expect(config.TRUST_PROXY).toBe(true);
    expect(config.S3_BUCKET).toBe('placement-files');
    expect(config.SMTP_URL).toBeUndefined();
  });

  it('run the same start command in the image as in the two-process test', () => {
    const dockerfile = read('Dockerfile');
    expect(dockerfile).toContain(`CMD ${JSON.stringify(SERVER_COMMAND).replaceAll(',', ', ')}`);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n.*\/healthz/m);
    for (const match of dockerfile.matchAll(/^ENV ([\s\S]*?)(?=\n\S)/gm))
      for (const name of match[1]!.matchAll(/([A-Z_]+)=/g)) expect(CONFIG_KEYS).toContain(name[1]);
  });

  it('put both replicas behind the proxy, which replaces X-Forwarded-For', () => {
    expect(compose).toMatch(/^ {2}app1:\n {4}<<: \*app$/m);
    expect(compose).toMatch(/^ {2}app2:\n {4}<<: \*app$/m);
    const nginx = read('deploy/nginx.conf');
    expect(nginx).toContain('server app1:8080');
    expect(nginx).toContain('server app2:8080');
    expect(nginx).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
  });
});
