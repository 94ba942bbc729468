/**
 * Writes apps/web/src/i18n/contract/messages.ts: every message of the contract
 * (packages/contract/src/message-codes.ts) as a Lingui message with its code as the id, so that
 * `lingui extract` puts them into the 'messages' catalogue, where their Hindi texts are kept.
 * The file is never imported: English is the contract's text itself (i18n/message-text.ts).
 *
 * `npm run i18n:check` fails when the written file is not what this script writes.
 * Usage: tsx apps/web/scripts/contract-messages.ts [--check]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MESSAGE_ENTRIES } from '../../../packages/contract/src/message-codes.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const SOURCE_FILE = path.resolve(here, '../src/i18n/contract/messages.ts');

export function contractMessagesSource(): string {
  const lines = MESSAGE_ENTRIES.map(
    // The English again as the comment: a translator's PO file shows it beside the code.
    (entry) =>
      `  msg({ id: ${JSON.stringify(entry.code)}, message: ${JSON.stringify(entry.text)}, comment: ${JSON.stringify(entry.text)} }),`,
  );
  return [
    "// Written by apps/web/scripts/contract-messages.ts from the contract's messages; do not edit.",
    "import { msg } from '@lingui/core/macro';",
    '',
    'export const CONTRACT_MESSAGES = [',
    ...lines,
    '];',
    '',
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const wanted = contractMessagesSource();
  if (process.argv.includes('--check')) {
    const current = readFileSync(SOURCE_FILE, 'utf8');
    if (current !== wanted) {
      console.error(`${SOURCE_FILE} is out of date: run tsx apps/web/scripts/contract-messages.ts`);
      process.exit(1);
    }
  } else {
    writeFileSync(SOURCE_FILE, wanted);
  }
}
