import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { runBackup } from '../ops/backup.ts';

// npm run backup -- [--out <folder>] [--force]
// The database (pg_dump, or PGlite's data folder with the server stopped) and the local uploads
// into one new folder (default backups/placement-<time>). See docs/operations.md.
const { values } = parseArgs({
  options: { out: { type: 'string' }, force: { type: 'boolean', default: false }, help: { type: 'boolean' } },
});
if (values.help) {
  console.log('Usage: npm run backup -- [--out <folder>] [--force]');
  process.exit(0);
}
try {
  const config = loadConfig();
  const base = process.env.INIT_CWD ?? process.cwd();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const outDir = path.resolve(base, values.out ?? path.join('backups', `placement-${stamp}`));
  await runBackup(config, outDir, { force: values.force, log: (line) => console.log(line) });
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
