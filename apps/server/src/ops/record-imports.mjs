// Loaded with `node --import` by start-imports.test.ts: writes every package a process resolves
// (not its own files, not Node's built-ins) to the file named by PP_IMPORT_LOG, a line each.
import { appendFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

const log = process.env.PP_IMPORT_LOG;
registerHooks({
  resolve(specifier, context, nextResolve) {
    if (log && !/^(\.|\/|node:|file:|data:)/.test(specifier)) appendFileSync(log, `${specifier}\n`);
    return nextResolve(specifier, context);
  },
});
