/**
 * Writes the API's OpenAPI document, the one `GET /placementapi/openapi.json` serves, to a file
 * (default .tmp/openapi.json): `npm run lint:api` then lints it with Redocly (redocly.yaml). The
 * app is built in-process and never listens.
 *
 *   tsx apps/server/scripts/openapi.ts [out-file]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Db } from '../src/db/client.ts';
import { repoRoot } from '../src/paths.ts';

const out = path.resolve(process.argv[2] ?? path.join(repoRoot, '.tmp/openapi.json'));

// Registering the routes reads no data: a database that refuses every use spares this script
// starting PGlite and migrating it (and says so at once should that ever change).
const noDatabase = new Proxy(
  {},
  {
    get() {
      throw new Error('Writing the OpenAPI document must not use the database.');
    },
  },
) as Db;

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  WEB_DIST: '/nonexistent',
  SWAGGER_UI: '0',
});
const { app } = await buildApp({ db: noDatabase, config, logger: false });
try {
  await app.ready();
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  process.stdout.write(`OpenAPI document written to ${path.relative(process.cwd(), out) || out}\n`);
} finally {
  await app.close();
}
