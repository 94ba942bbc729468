import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../scripts/build.ts';
import { migratedPgliteArchive } from '../db/client.ts';
import { repoRoot } from '../paths.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite database archive: each test file's database starts from it (harness.ts). */
    pgliteTemplate: string;
  }
}

/**
 * Before the server's tests:
 * - the tests that start real server processes (ops/, security/crash) run the production build,
 *   dist/main.js, exactly as `npm start` and the Dockerfile do; it is built here once from the
 *   sources under test;
 * - one in-memory database is migrated and archived, and every test file's PGlite starts from a
 *   copy (about a second, against several for migrating a fresh one per file).
 */
export default async function setup(project: TestProject) {
  await buildServer({ quiet: true });
  const dir = path.join(repoRoot, '.tmp');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await (await migratedPgliteArchive()).arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(file, { force: true });
}
