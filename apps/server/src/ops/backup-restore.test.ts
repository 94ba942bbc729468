import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openPglite, openPostgres } from '../db/client.ts';
import { type PgServer, pgBinDir, startPgServer } from '../test/pg-server.ts';
import { runBackup, runRestore } from './backup.ts';
import { repoRoot } from './server-process.ts';

/**
 * `npm run backup` / `npm run restore` end to end: data and an upload go in, a backup is taken
 * with the real command, restored into a fresh database and folder, and found there.
 */

/** Runs the command behind `npm run <script>` (root package.json) with only the given environment. */
function npmScript(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const pkg = spawnSync('node', ['-p', `require('./package.json').scripts.${script}`], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  const [cmd, ...cmdArgs] = pkg.stdout.trim().split(' ');
  const result = spawnSync(cmd === 'node' ? process.execPath : cmd!, [...cmdArgs, ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', ...env },
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

const UPLOAD_KEY = 'resume/2026/backup-probe';
const UPLOAD = Buffer.from('%PDF-1.4 a resume that must survive\n%%EOF\n');

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'pp-backup-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function putUpload(dataDir: string) {
  const file = path.join(dataDir, 'files', UPLOAD_KEY);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, UPLOAD);
}

describe('backup and restore on the embedded database (PGlite)', () => {
  it('restores the data and the uploads into a fresh data folder', async () => {
    const dataDir = path.join(root, 'pglite-source');
    const database = await openPglite(dataDir);
    await database.db.execute(
      sql`insert into announcements (code, title, body) values ('bk-pglite', 'Backed up on PGlite', '<p>kept</p>')`,
    );
    await database.close();
    await putUpload(dataDir);

    const out = path.join(root, 'pglite-backup');
    const backup = npmScript('backup', ['--out', out], { DATA_DIR: dataDir });
    expect(backup.status, backup.output).toBe(0);
    const manifest = JSON.parse(await readFile(path.join(out, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ database: 'pglite', files: 'in-database-archive' });

    // While a server holds the folder open, the backup refuses (in-process: the same code).
    const open = await openPglite(dataDir);
    try {
      await expect(runBackup(loadConfig({ DATA_DIR: dataDir }), path.join(root, 'refused'))).rejects.toThrow(
        /in use \(postmaster\.pid is present\)\. Stop the server/,
      );
    } finally {
      await open.close();
    }

    const fresh = path.join(root, 'pglite-restored');
    const restore = npmScript('restore', [out], { DATA_DIR: fresh });
    expect(restore.status, restore.output).toBe(0);
    // A second restore into the now full folder is refused.
    await expect(runRestore(loadConfig({ DATA_DIR: fresh }), out)).rejects.toThrow(/is not empty/);

    const restored = await openPglite(fresh);
    try {
      const result = await restored.db.execute(sql`select title from announcements where code = 'bk-pglite'`);
      expect((result as unknown as { rows: { title: string }[] }).rows).toEqual([
        { title: 'Backed up on PGlite' },
      ]);
    } finally {
      await restored.close();
    }
    expect((await readFile(path.join(fresh, 'files', UPLOAD_KEY))).equals(UPLOAD)).toBe(true);
  }, 120_000);
});

describe.skipIf(!pgBinDir())('backup and restore on PostgreSQL', () => {
  let server: PgServer;
  beforeAll(async () => {
    server = await startPgServer();
  });
  afterAll(() => {
    server?.destroy();
  });

  it('restores the data into a new database and the uploads into a fresh folder', async () => {
    const sourceUrl = await server.createDatabase('backup_source');
    const source = await openPostgres(sourceUrl, 2);
    await source.db.execute(
      sql`insert into announcements (code, title, body) values ('bk-pg', 'Backed up on PostgreSQL', '<p>kept</p>')`,
    );
    await source.close();
    const sourceDir = path.join(root, 'pg-source');
    await putUpload(sourceDir);

    const out = path.join(root, 'pg-backup');
    const backup = npmScript('backup', ['--out', out], { DATABASE_URL: sourceUrl, DATA_DIR: sourceDir });
    expect(backup.status, backup.output).toBe(0);
    expect(existsSync(path.join(out, 'database.pgdump'))).toBe(true);
    const manifest = JSON.parse(await readFile(path.join(out, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ database: 'postgres', files: 'files.tar.gz' });

    const targetUrl = await server.createDatabase('backup_target');
    const targetDir = path.join(root, 'pg-restored');
    const restore = npmScript('restore', [out], { DATABASE_URL: targetUrl, DATA_DIR: targetDir });
    expect(restore.status, restore.output).toBe(0);
    // Restoring over a database that has data is refused without --force.
    await expect(
      runRestore(loadConfig({ DATABASE_URL: targetUrl, DATA_DIR: path.join(root, 'x') }), out),
    ).rejects.toThrow(/is not empty/);

    // The restored database opens (migrations already applied) and holds the data.
    const target = await openPostgres(targetUrl, 2);
    try {
      const result = await target.db.execute(sql`select title from announcements where code = 'bk-pg'`);
      expect((result as unknown as { rows: { title: string }[] }).rows).toEqual([
        { title: 'Backed up on PostgreSQL' },
      ]);
    } finally {
      await target.close();
    }
    expect((await readFile(path.join(targetDir, 'files', UPLOAD_KEY))).equals(UPLOAD)).toBe(true);
  }, 120_000);
});
