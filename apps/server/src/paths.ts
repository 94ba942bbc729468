import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server), found from this module's own place. This file sits
 * directly in src/, and the production build is one file directly in dist/ (`npm run build -w
 * apps/server`, scripts/build.ts), so `..` reaches apps/server from both. Every path to a file
 * shipped beside the code (migrations, the web client) starts here, never at a module's own place
 * deeper in src/, which the bundle flattens.
 */
export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The repository (workspace) root. */
export const repoRoot = path.resolve(serverRoot, '../..');

/** drizzle-kit's SQL migrations and their journal. */
export const migrationsFolder = path.join(serverRoot, 'drizzle');

/** The built web client (`npm run build -w apps/web`); config.WEB_DIST moves it. */
export const webDistFolder = path.join(repoRoot, 'apps/web/dist');
