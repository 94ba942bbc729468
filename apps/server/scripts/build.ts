/**
 * The production build of the server: src/main.ts and everything it imports from src/ and from
 * the contract package (TypeScript sources) bundled into one ES module, dist/main.js, which plain
 * `node` runs. Third-party packages stay outside the bundle (node_modules, resolved at run time as
 * in development). Running compiled instead of under tsx spares every process the TypeScript
 * compiler's memory and start-up (bench/results/history-2026-11.md), and is what `npm start`, the Dockerfile
 * and the benchmarks run.
 *
 * dist/main.js sits at the same depth as src/ (see src/paths.ts), so the migrations and the web
 * client are found the same way from both.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
// Every dependency (and its sub-paths, e.g. drizzle-orm/pg-core) is loaded from node_modules; only
// the workspace's own TypeScript packages are compiled in.
const external = Object.keys(pkg.dependencies)
  .filter((name) => !name.startsWith('@pp/'))
  .flatMap((name) => [name, `${name}/*`]);

/** Builds dist/ from src/ (about a second). Also run once before the server's tests (test/global-setup.ts). */
export async function buildServer({ quiet = false } = {}) {
  const outdir = path.join(serverRoot, 'dist');
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: serverRoot,
    entryPoints: { main: 'src/main.ts' },
    outdir,
    bundle: true,
    // Modules imported with import() (the S3 storage with the AWS SDK) become chunks of their own,
    // loaded only when used. Chunks stay directly in dist/, at the depth src/paths.ts expects.
    splitting: true,
    chunkNames: '[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    // Stack traces of the log point into src/ with `node --enable-source-maps` (off by default: it
    // slows every stack trace made).
    sourcemap: 'linked',
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
  });
  const bytes = Object.values(result.metafile.outputs).reduce((sum, out) => sum + out.bytes, 0);
  if (!quiet)
    console.log(
      `server built: dist/main.js and its chunks (${(bytes / 1024).toFixed(0)} kB with source maps)`,
    );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await buildServer();
