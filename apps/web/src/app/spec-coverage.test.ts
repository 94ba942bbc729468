import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { screensTable, withTable } from '../../scripts/screens.ts';

const doc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/spec-coverage.md');

describe('docs/spec-coverage.md', () => {
  it('holds the current map of screens (route -> page, endpoints, journeys): run `npm run docs:screens`', async () => {
    const current = readFileSync(doc, 'utf8');
    expect(withTable(current, await screensTable())).toBe(current);
  }, 30_000);
});
