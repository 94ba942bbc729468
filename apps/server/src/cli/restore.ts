import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { runRestore } from '../ops/backup.ts';

// npm run restore -- <backup folder> [--force]
// Into an empty database (DATABASE_URL) or an empty DATA_DIR; --force replaces what is there.
// Stop the servers first. See docs/operations.md.
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { force: { type: 'boolean', default: false }, help: { type: 'boolean' } },
});
if (values.help || positionals.length !== 1) {
  console.log('Usage: npm run restore -- <backup folder> [--force]');
  process.exit(values.help ? 0 : 2);
}
try {
  const config = loadConfig();
  const base = process.env.INIT_CWD ?? process.cwd();
  const backupDir = path.resolve(base, positionals[0]!);
  await runRestore(config, backupDir, { force: values.force, log: (line) => console.log(line) });
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
