import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openPglite, openPostgres } from '../db/client.ts';
import { importInstituteCsv } from '../features/registration/institute-import.ts';

// npm run institute:import -- members.csv   (or students.csv); columns in institute-import.ts
const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run institute:import -- <members.csv | students.csv>');
  process.exit(2);
}
const config = loadConfig();
const csv = await readFile(path.resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8');
const database = config.DATABASE_URL
  ? await openPostgres(config.DATABASE_URL, 2)
  : await openPglite(config.DATA_DIR);
try {
  const report = await importInstituteCsv(database.db, csv);
  console.log(`${report.kind}: ${report.imported} imported, ${report.rejected.length} rejected`);
  for (const r of report.rejected) console.log(`  line ${r.line}: ${r.reason}`);
  process.exitCode = report.rejected.length ? 1 : 0;
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 2;
} finally {
  await database.close();
}
