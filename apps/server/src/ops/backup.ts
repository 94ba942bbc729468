import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { Config } from '../config.ts';
import { LATEST_MIGRATION } from '../features/system/system.routes.ts';

/**
 * Backups of the whole portal: the database and the uploaded files, in one folder.
 *
 * - PostgreSQL (`DATABASE_URL`): `pg_dump -Fc` (a consistent snapshot while the servers run) into
 *   `database.pgdump`, restored with `pg_restore` into an empty database.
 * - PGlite (no `DATABASE_URL`): PGlite's own `dumpDataDir()` archive of `DATA_DIR` into
 *   `pglite-data.tar.gz`, restored with `loadDataDir` into an empty `DATA_DIR`. PGlite is one
 *   process: the server must be stopped (the backup refuses while `postmaster.pid` is present).
 *   The archive holds the whole folder, uploads (`DATA_DIR/files`) included.
 * - Uploads in the local folder with PostgreSQL: `files.tar.gz` of `DATA_DIR/files`. Uploads in
 *   S3 are not copied: the bucket's versioning or replication is their backup (docs/operations.md).
 */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: 'postgres' | 'pglite';
  /** The database archive in the folder. */
  databaseFile: string;
  /** Where the uploads are: a file of the folder, inside the database archive, or the bucket. */
  files: 'files.tar.gz' | 'in-database-archive' | 's3' | 'none';
  latestMigration: string;
}

const MANIFEST = 'manifest.json';

/** pg_dump / pg_restore: the newest Debian PostgreSQL binaries, else the PATH. */
export function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => existsSync(path.join(root, v, 'bin', name)))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(root, versions[0], 'bin', name);
  }
  return name;
}

function run(cmd: string, args: string[], what: string) {
  const result = spawnSync(cmd, args, { encoding: 'utf8' });
  if (result.error) throw new Error(`${what}: ${cmd} could not run (${result.error.message})`);
  if (result.status !== 0) throw new Error(`${what} failed (${cmd}): ${result.stderr || result.stdout}`);
}

/** The connection string without its password, for messages. */
export function safeUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(invalid URL)';
  }
}

function folderHasEntries(dir: string): boolean {
  return existsSync(dir) && readdirSync(dir).length > 0;
}

/** Refuses to open PGlite's folder while a server has it open (PGlite does not lock it). */
function checkPgliteStopped(dataDir: string, force: boolean) {
  if (!force && existsSync(path.join(dataDir, 'postmaster.pid')))
    throw new Error(
      `The embedded database in ${dataDir} is in use (postmaster.pid is present). Stop the server ` +
        'first. If it is stopped (it crashed), start and stop it once, or pass --force.',
    );
}

export async function runBackup(
  config: Config,
  outDir: string,
  options: { force?: boolean; log?: (line: string) => void } = {},
): Promise<BackupManifest> {
  const log = options.log ?? (() => {});
  if (folderHasEntries(outDir)) throw new Error(`The backup folder ${outDir} is not empty.`);
  await mkdir(outDir, { recursive: true, mode: 0o700 });
  const filesDir = path.join(config.DATA_DIR, 'files');
  let manifest: BackupManifest;

  if (config.DATABASE_URL) {
    const databaseFile = 'database.pgdump';
    log(`Dumping PostgreSQL ${safeUrl(config.DATABASE_URL)} ...`);
    run(
      pgTool('pg_dump'),
      [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${path.join(outDir, databaseFile)}`,
        `--dbname=${config.DATABASE_URL}`,
      ],
      'pg_dump',
    );
    let files: BackupManifest['files'] = 'none';
    if (config.S3_BUCKET) files = 's3';
    else if (folderHasEntries(filesDir)) {
      log(`Archiving uploads from ${filesDir} ...`);
      run('tar', ['-czf', path.join(outDir, 'files.tar.gz'), '-C', config.DATA_DIR, 'files'], 'tar');
      files = 'files.tar.gz';
    }
    manifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      database: 'postgres',
      databaseFile,
      files,
      latestMigration: LATEST_MIGRATION.tag,
    };
  } else {
    if (!existsSync(path.join(config.DATA_DIR, 'PG_VERSION')))
      throw new Error(
        `No embedded database in ${config.DATA_DIR} (set DATA_DIR, or DATABASE_URL for PostgreSQL).`,
      );
    checkPgliteStopped(config.DATA_DIR, options.force ?? false);
    const databaseFile = 'pglite-data.tar.gz';
    log(`Archiving the embedded database in ${config.DATA_DIR} ...`);
    const db = await PGlite.create(config.DATA_DIR, { extensions: { pg_trgm } });
    try {
      // A checkpoint first, so that the archive needs no write-ahead log replay.
      await db.exec('CHECKPOINT');
      const archive = await db.dumpDataDir('gzip');
      await writeFile(path.join(outDir, databaseFile), Buffer.from(await archive.arrayBuffer()), {
        mode: 0o600,
      });
    } finally {
      await db.close();
    }
    manifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      database: 'pglite',
      databaseFile,
      files: config.S3_BUCKET ? 's3' : 'in-database-archive',
      latestMigration: LATEST_MIGRATION.tag,
    };
  }
  await writeFile(path.join(outDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  log(`Backup written to ${outDir}`);
  return manifest;
}

async function databaseIsEmpty(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    const { rows } = await client.query(
      "select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')",
    );
    return rows[0].n === 0;
  } finally {
    await client.end();
  }
}

export async function runRestore(
  config: Config,
  backupDir: string,
  options: { force?: boolean; log?: (line: string) => void } = {},
): Promise<BackupManifest> {
  const log = options.log ?? (() => {});
  const manifestPath = path.join(backupDir, MANIFEST);
  if (!existsSync(manifestPath)) throw new Error(`${backupDir} is not a backup folder (no ${MANIFEST}).`);
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as BackupManifest;
  const force = options.force ?? false;

  if (manifest.database === 'postgres') {
    if (!config.DATABASE_URL)
      throw new Error(
        'This is a PostgreSQL backup: set DATABASE_URL to the (empty) database to restore into.',
      );
    if (!force && !(await databaseIsEmpty(config.DATABASE_URL)))
      throw new Error(
        `The database ${safeUrl(config.DATABASE_URL)} is not empty. Restore into a new empty database ` +
          '(createdb), or pass --force to replace what is there.',
      );
    log(`Restoring PostgreSQL into ${safeUrl(config.DATABASE_URL)} ...`);
    run(
      pgTool('pg_restore'),
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        ...(force ? ['--clean', '--if-exists'] : []),
        `--dbname=${config.DATABASE_URL}`,
        path.join(backupDir, manifest.databaseFile),
      ],
      'pg_restore',
    );
  } else {
    if (config.DATABASE_URL)
      throw new Error(
        'This is an embedded-database (PGlite) backup: unset DATABASE_URL and set DATA_DIR to an empty folder.',
      );
    if (folderHasEntries(config.DATA_DIR)) {
      if (!force)
        throw new Error(
          `${config.DATA_DIR} is not empty. Stop the server and restore into a new DATA_DIR, or pass --force ` +
            '(the present folder is then moved aside, not deleted).',
        );
      checkPgliteStopped(config.DATA_DIR, false);
      const aside = `${config.DATA_DIR}.before-restore-${Date.now()}`;
      await rename(config.DATA_DIR, aside);
      log(`Moved the present ${config.DATA_DIR} to ${aside}`);
    }
    await mkdir(config.DATA_DIR, { recursive: true });
    log(`Restoring the embedded database into ${config.DATA_DIR} ...`);
    const archive = await readFile(path.join(backupDir, manifest.databaseFile));
    const db = await PGlite.create(config.DATA_DIR, {
      extensions: { pg_trgm },
      loadDataDir: new Blob([archive]),
    });
    await db.close();
  }

  if (manifest.files === 'files.tar.gz') {
    const filesDir = path.join(config.DATA_DIR, 'files');
    if (folderHasEntries(filesDir) && !force)
      throw new Error(`${filesDir} is not empty: restore the uploads into an empty folder, or pass --force.`);
    await mkdir(config.DATA_DIR, { recursive: true });
    log(`Restoring uploads into ${filesDir} ...`);
    run('tar', ['-xzf', path.join(backupDir, 'files.tar.gz'), '-C', config.DATA_DIR], 'tar');
  } else if (manifest.files === 's3') {
    log('Uploads are in the S3 bucket: they were not part of this backup (see docs/operations.md).');
  }
  log('Restore done. Start the server: it applies any newer migrations at start.');
  return manifest;
}
