/**
 * `npm run i18n:check` (in `npm test`): the client's languages are complete.
 * 1. The contract's messages source (i18n/contract/messages.ts) is what scripts/contract-messages.ts writes.
 * 2. `lingui extract --clean` brings every catalogue up to date with the code (a message added
 *    to the code appears in every language's catalogue; a removed one goes).
 * 3. Every catalogue of every language other than English has a translation for every message.
 * 4. No user-visible text is written straight into the client's code (scripts/i18n-literals.ts).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contractMessagesSource, SOURCE_FILE } from './contract-messages.ts';
import { clientFiles, scanFile } from './i18n-literals.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const web = path.resolve(here, '..');
const problems: string[] = [];

// 1
if (readFileSync(SOURCE_FILE, 'utf8') !== contractMessagesSource()) {
  problems.push(
    `${path.relative(web, SOURCE_FILE)} is out of date: run tsx apps/web/scripts/contract-messages.ts`,
  );
}

// 2
const lingui = path.resolve(web, '../../node_modules/.bin/lingui');
execFileSync(lingui, ['extract', '--clean'], { cwd: web, stdio: ['ignore', 'ignore', 'inherit'] });

// 3
function poFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : poFiles(full);
    return name.endsWith('.po') ? [full] : [];
  });
}

/** A PO file's entries: msgid and msgstr (the header's empty msgid left out). */
export function entries(po: string): { id: string; str: string }[] {
  const found: { id: string; str: string }[] = [];
  for (const block of po.split(/\n\s*\n/)) {
    const lines = block.split('\n').filter((line) => !line.startsWith('#'));
    const read = (key: string) => {
      const start = lines.findIndex((line) => line.startsWith(`${key} `));
      if (start < 0) return null;
      let text = JSON.parse(lines[start]!.slice(key.length + 1)) as string;
      for (let i = start + 1; i < lines.length && lines[i]!.startsWith('"'); i++)
        text += JSON.parse(lines[i]!);
      return text;
    };
    const id = read('msgid');
    const str = read('msgstr');
    if (id && str !== null) found.push({ id, str });
  }
  return found;
}

/**
 * ICU MessageFormat reads an apostrophe before `{` (or after `}`) as quoting: `'{name}'` prints
 * "{name}". A message must double such an apostrophe: `''{name}''`.
 */
export function quotesAPlaceholder(message: string): boolean {
  return /(^|[^'])'\{|\}'(?!')/.test(message.replace(/''/g, ''));
}

for (const file of poFiles(path.join(web, 'src'))) {
  const english = path.basename(file) === 'en.po';
  for (const { id, str } of entries(readFileSync(file, 'utf8'))) {
    const where = path.relative(web, file);
    if (!english && str.trim() === '') problems.push(`${where}: no translation for "${id}"`);
    if (english && quotesAPlaceholder(id))
      problems.push(`${where}: "${id}": double the apostrophes next to a placeholder ('' )`);
    if (!english && str && quotesAPlaceholder(str))
      problems.push(`${where}: the translation of "${id}" quotes a placeholder with '`);
  }
}

// 4
for (const finding of clientFiles().flatMap(scanFile)) {
  problems.push(
    `${path.relative(web, finding.file)}:${finding.line}: text outside the catalogues: "${finding.text}"`,
  );
}

if (problems.length) {
  for (const problem of problems.slice(0, 200)) console.error(problem);
  if (problems.length > 200) console.error(`... and ${problems.length - 200} more`);
  console.error(`i18n check: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log('i18n check: every message in English and Hindi, no text outside the catalogues');
