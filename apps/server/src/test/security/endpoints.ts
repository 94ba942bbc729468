import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EndpointDef } from '@pp/contract/endpoint';

const contractDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../packages/contract/src',
);

export interface NamedEndpoint {
  /** `METHOD path`, the key of the authorization matrix. */
  key: string;
  /** module/export name, for messages. */
  name: string;
  def: EndpointDef;
}

function isEndpoint(value: unknown): value is EndpointDef {
  if (!value || typeof value !== 'object') return false;
  const e = value as Record<string, unknown>;
  return (
    typeof e.method === 'string' &&
    typeof e.path === 'string' &&
    'roles' in e &&
    'result' in e &&
    (e.roles === 'public' || Array.isArray(e.roles))
  );
}

/**
 * Every endpoint of the contract: every module of packages/contract/src is imported and every
 * exported object with the endpoint shape collected, so a new endpoint (or a new module) is found
 * without anyone registering it here.
 */
export async function allEndpoints(): Promise<NamedEndpoint[]> {
  const files = readdirSync(contractDir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort();
  const seen = new Map<string, NamedEndpoint>();
  for (const file of files) {
    const mod = (await import(path.join(contractDir, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      if (!isEndpoint(value)) continue;
      const key = `${value.method} ${value.path}`;
      const previous = seen.get(key);
      if (previous && previous.def !== value)
        throw new Error(`Two endpoints share ${key}: ${previous.name} and ${file}:${name}`);
      seen.set(key, { key, name: `${file.replace(/\.ts$/, '')}.${name}`, def: value });
    }
  }
  return [...seen.values()];
}
