import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The web client's layers (docs/architecture.md "Web client", CODE_STYLE.md):
 * - `features/<name>/`: one feature's pages and its own components; it imports its own files and
 *   the shared layer only, never another feature nor `app/`.
 * - the shared layer, `api/` (React Query hooks, one file per contract module), `components/`,
 *   `hooks/` and `lib/`: imports only the shared layer, never a feature nor `app/`.
 * - `app/` (route table, layouts, providers) and `main.tsx` put the features together.
 */
const SRC = path.dirname(fileURLToPath(import.meta.url));
const SHARED = new Set(['api', 'components', 'hooks', 'lib']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

/** Every relative module a file imports (static, type-only and dynamic imports, re-exports). */
export function relativeImports(source: string): string[] {
  const found: string[] = [];
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]+)\1/g;
  for (const match of source.matchAll(pattern)) found.push(match[2] as string);
  return found;
}

/** Why an import from `file` to `target` (both relative to src/) breaks the layers, or null. */
export function boundaryViolation(file: string, target: string): string | null {
  const [fromTop, fromFeature] = file.split('/');
  const [toTop, toFeature] = target.split('/');
  if (fromTop === 'app') return null;
  if (fromTop === 'features') {
    if (toTop === 'app') return 'a feature imports app/';
    if (toTop === 'features' && toFeature !== fromFeature)
      return `feature ${fromFeature} imports feature ${toFeature}`;
    return null;
  }
  if (fromTop && SHARED.has(fromTop)) {
    if (toTop === 'app') return `shared ${fromTop}/ imports app/`;
    if (toTop === 'features') return `shared ${fromTop}/ imports feature ${toFeature}`;
  }
  return null;
}

describe('web client layers', () => {
  it('judges imports by the rules', () => {
    expect(boundaryViolation('features/jobs/pages/a.tsx', 'features/jobs/components/b.tsx')).toBeNull();
    expect(boundaryViolation('features/jobs/pages/a.tsx', 'components/pager.tsx')).toBeNull();
    expect(boundaryViolation('features/jobs/pages/a.tsx', 'features/alerts/x.ts')).toMatch(/imports feature/);
    expect(boundaryViolation('features/jobs/pages/a.tsx', 'app/router.tsx')).toMatch(/app/);
    expect(boundaryViolation('components/a.tsx', 'features/jobs/x.ts')).toMatch(/shared/);
    expect(boundaryViolation('lib/a.ts', 'app/providers.tsx')).toMatch(/shared/);
    expect(boundaryViolation('app/routes.tsx', 'features/jobs/pages/a.tsx')).toBeNull();
    expect(
      relativeImports(
        "import a from './a.ts';\nimport type { B } from '../b.ts';\nconst c = import('../../c.tsx');",
      ),
    ).toEqual(['./a.ts', '../b.ts', '../../c.tsx']);
  });

  it('no feature imports another feature or app/, and the shared layer imports no feature', () => {
    const violations: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const from = path.relative(SRC, file).split(path.sep).join('/');
      for (const spec of relativeImports(readFileSync(file, 'utf8'))) {
        const to = path
          .relative(SRC, path.resolve(path.dirname(file), spec))
          .split(path.sep)
          .join('/');
        const why = boundaryViolation(from, to);
        if (why) violations.push(`${from} -> ${to}: ${why}`);
      }
    }
    expect(violations).toEqual([]);
  });
});
