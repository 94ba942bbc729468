import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD } from '../../lingui.config.ts';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rel = (file: string) => path.relative(src, file).split(path.sep).join('/');
const USES_LINGUI = /from '@lingui\/(core|react)\/macro'/;

/** The files the first load runs: main.tsx and its static (not `import()`) relative imports. */
function firstLoadFiles(): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'(\.[^']+)'/gms)) {
      const target = path.resolve(path.dirname(file), m[1]!);
      if (/\.tsx?$/.test(target) && existsSync(target)) visit(target);
    }
  };
  visit(path.join(src, 'main.tsx'));
  return new Set([...seen].map(rel));
}

const inFirstLoadCatalogue = (file: string) =>
  FIRST_LOAD.some((entry) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry));

function allFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? allFiles(full) : [full];
  });
}

describe("the 'common' catalogue (lingui.config.ts FIRST_LOAD)", () => {
  const firstLoad = firstLoadFiles();

  it('holds every first-load file with texts (else it would show message ids before its lazy catalogue)', () => {
    const missing = [...firstLoad].filter(
      (file) => USES_LINGUI.test(readFileSync(path.join(src, file), 'utf8')) && !inFirstLoadCatalogue(file),
    );
    expect(missing).toEqual([]);
  });

  it('names no single file outside the first load (its texts belong in a lazy catalogue)', () => {
    const files = FIRST_LOAD.filter((entry) => !entry.endsWith('/'));
    expect(files.filter((file) => !firstLoad.has(file))).toEqual([]);
  });

  it('leaves each feature folder of the first load partly out, so it still loads its own catalogue', () => {
    // A whole feature in FIRST_LOAD is fine only for the small ones (errors); home's lazy pages
    // (the accessibility statement) keep their texts in the home catalogue.
    const homeLazy = allFiles(path.join(src, 'features/home/pages'))
      .map(rel)
      .filter((file) => !firstLoad.has(file) && !file.endsWith('.test.tsx'));
    expect(homeLazy.every((file) => !inFirstLoadCatalogue(file))).toBe(true);
  });
});
