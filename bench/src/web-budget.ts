/**
 * First-load JS budget of the public home (`npm run budget:web`, part of `npm test` after the web
 * build): the gzip size of the entry chunk named by dist/index.html and, recursively, of every
 * chunk it imports statically (Vite's manifest, `build.manifest`), i.e. what the browser fetches
 * before the first route renders. Lazy route chunks (`dynamicImports`) are not counted.
 * Fails above BUDGET_KB (kB = 1000 bytes, gzip level 9 like most static servers' precompression).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './db.ts';

export const BUDGET_KB = 170;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export function firstLoad(dist = path.join(repoRoot, 'apps/web/dist')) {
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath))
    throw new Error(`${manifestPath} is missing: build the web client first (npm run build).`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest['index.html'] ?? Object.values(manifest).find((c) => c.isEntry);
  if (!entry) throw new Error('No entry chunk in the Vite manifest');
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (chunk: ManifestChunk) => {
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const key of chunk.imports ?? []) {
      const next = manifest[key];
      if (next) visit(next);
    }
  };
  visit(entry);
  // Whatever index.html itself loads (script and modulepreload) counts too.
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const base = '/PlacementApp/';
  for (const m of html.matchAll(
    /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g,
  )) {
    js.add(m[1]!.replace(base, ''));
  }
  for (const m of html.matchAll(/<link[^>]*rel="stylesheet"[^>]*\shref="([^"]+\.css)"/g)) {
    css.add(m[1]!.replace(base, ''));
  }
  const gz = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  const files = [...js].map((file) => ({ file, gzip: gz(file) }));
  return {
    files,
    jsGzip: files.reduce((s, f) => s + f.gzip, 0),
    cssGzip: [...css].reduce((s, file) => s + gz(file), 0),
    missingStyles: missingFirstStyles(dist, [...js], [...css]),
  };
}

/**
 * The first stylesheet holds only the Mantine styles of the first paint (apps/web/src/app/
 * styles-first.ts; the rest load with the lazy code). Returns the Mantine classes (`m_` + 8 hex
 * digits, as Mantine's components name them in their code) that the first-load code uses and
 * `@mantine/core/styles.css` styles, but the first-load CSS lacks: a component added to the
 * shell or the home without its stylesheet in styles-first.ts would show unstyled.
 */
export function missingFirstStyles(dist: string, jsFiles: string[], cssFiles: string[]): string[] {
  const mantineCss = readFileSync(path.join(repoRoot, 'node_modules/@mantine/core/styles.css'), 'utf8');
  const styled = new Set(mantineCss.match(/m_[0-9a-f]{8}/g) ?? []);
  const firstCss = cssFiles.map((file) => readFileSync(path.join(dist, file), 'utf8')).join('\n');
  const used = new Set(
    jsFiles.flatMap((file) => readFileSync(path.join(dist, file), 'utf8').match(/m_[0-9a-f]{8}/g) ?? []),
  );
  return [...used].filter((cls) => styled.has(cls) && !firstCss.includes(cls)).sort();
}

if (process.argv[1]?.endsWith('web-budget.ts')) {
  const distArg = process.argv.find((a) => a.startsWith('--dist='))?.slice(7);
  const result = firstLoad(distArg ? path.resolve(distArg) : undefined);
  const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;
  for (const f of result.files.sort((a, b) => b.gzip - a.gzip))
    console.log(`  ${kb(f.gzip).padStart(9)}  ${f.file}`);
  const ok = result.jsGzip <= BUDGET_KB * 1000;
  console.log(
    `First load of the public home: ${kb(result.jsGzip)} JS gzip (budget ${BUDGET_KB} kB) + ${kb(result.cssGzip)} CSS gzip: ${ok ? 'OK' : 'OVER BUDGET'}`,
  );
  if (result.missingStyles.length > 0)
    console.log(
      `The first-load code uses Mantine classes that the first stylesheet lacks: ${result.missingStyles.join(', ')}. Add their components' files to apps/web/src/app/styles-first.ts (and take them out of lib/styles-rest.ts).`,
    );
  if (!ok || result.missingStyles.length > 0) process.exit(1);
}
