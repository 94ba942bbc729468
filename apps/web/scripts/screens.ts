/**
 * Writes the "Screens" table of docs/spec-coverage.md from the code itself: every route of the
 * route table (apps/web/src/app/routes.tsx) -> its page file, the API endpoints the page reaches
 * (directly, through its feature's files and through the hooks of src/api/), and the browser
 * journeys that open it. `npm run docs:screens` rewrites the table; `screens.test.ts` fails when
 * the committed table is not what this script writes (so the map never goes stale).
 *
 * Usage: tsx apps/web/scripts/screens.ts [--check]
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../..');
const webSrc = path.join(repo, 'apps/web/src');
const contractSrc = path.join(repo, 'packages/contract/src');
const docPath = path.join(repo, 'docs/spec-coverage.md');
const BEGIN = '<!-- screens:begin (written by `npm run docs:screens`; do not edit by hand) -->';
const END = '<!-- screens:end -->';

interface Endpoint {
  method: string;
  path: string;
}

function walk(dir: string, test: (name: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return walk(full, test);
    return test(name) ? [full] : [];
  });
}

/** Every endpoint definition of the contract, by its export name. */
async function contractEndpoints(): Promise<Map<string, Endpoint>> {
  const found = new Map<string, Endpoint>();
  for (const file of walk(contractSrc, (n) => n.endsWith('.ts') && !n.endsWith('.test.ts'))) {
    const mod = (await import(file)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      if (value && typeof value === 'object' && 'method' in value && 'path' in value && 'result' in value) {
        const def = value as Endpoint;
        found.set(name, { method: def.method, path: def.path });
      }
    }
  }
  return found;
}

function resolveImport(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

const importPattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"]+)\1/g;

/** The names a file imports from the contract, and its relative imports. */
function importsOf(file: string) {
  const source = readFileSync(file, 'utf8');
  const contractNames = new Set<string>();
  for (const m of source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'@pp\/contract\/[\w-]+'/g)) {
    for (const part of (m[1] ?? '').split(',')) {
      const name = part
        .replace(/\btype\b/, '')
        .split(' as ')[0]
        ?.trim();
      if (name) contractNames.add(name);
    }
  }
  const relative: string[] = [];
  for (const m of source.matchAll(importPattern)) {
    const spec = m[2] ?? '';
    if (spec.startsWith('.')) {
      const target = resolveImport(file, spec);
      if (target) relative.push(target);
    }
  }
  return { source, contractNames, relative };
}

/**
 * For each hook of src/api/: the contract endpoints its body names, directly or through the
 * file's own unexported declarations it uses (a hook built on a query of the same file).
 */
function apiHooks(endpoints: Map<string, Endpoint>): Map<string, Map<string, Set<string>>> {
  const byFile = new Map<string, Map<string, Set<string>>>();
  for (const file of walk(path.join(webSrc, 'api'), (n) => /\.tsx?$/.test(n) && !n.includes('.test.'))) {
    const source = readFileSync(file, 'utf8');
    const declared = new Map<string, { body: string; exported: boolean }>();
    const starts = [...source.matchAll(/^(export )?(?:async )?(?:function|const) (\w+)/gm)];
    starts.forEach((m, i) => {
      const body = source.slice(m.index, starts[i + 1]?.index ?? source.length);
      declared.set(m[2] as string, { body, exported: Boolean(m[1]) });
    });
    const direct = new Map<string, Set<string>>();
    for (const [name, { body }] of declared) {
      const used = new Set<string>();
      for (const endpoint of endpoints.keys())
        if (new RegExp(`\\b${endpoint}\\b`).test(body)) used.add(endpoint);
      direct.set(name, used);
    }
    const hooks = new Map<string, Set<string>>();
    for (const [name, { body, exported }] of declared) {
      if (!exported) continue;
      const used = new Set(direct.get(name));
      for (const [other, otherUsed] of direct) {
        if (declared.get(other)?.exported || other === name) continue;
        if (new RegExp(`\\b${other}\\b`).test(body)) for (const e of otherUsed) used.add(e);
      }
      hooks.set(name, used);
    }
    byFile.set(file, hooks);
  }
  return byFile;
}

/** The endpoints a page reaches: its feature's files (followed), the api/ hooks it calls. */
function endpointsOfPage(
  page: string,
  endpoints: Map<string, Endpoint>,
  hooks: Map<string, Map<string, Set<string>>>,
): string[] {
  const apiDir = path.join(webSrc, 'api') + path.sep;
  const seen = new Set<string>();
  const used = new Set<string>();
  const queue = [page];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const { source, contractNames, relative } = importsOf(file);
    for (const name of contractNames) if (endpoints.has(name)) used.add(name);
    for (const target of relative) {
      if (target.startsWith(apiDir)) {
        const fileHooks = hooks.get(target);
        for (const [hook, names] of fileHooks ?? []) {
          if (new RegExp(`\\b${hook}\\b`).test(source)) for (const n of names) used.add(n);
        }
      } else if (
        target.includes(`${path.sep}features${path.sep}`) ||
        target.includes(`${path.sep}components${path.sep}`)
      ) {
        queue.push(target);
      }
    }
  }
  return [...used]
    .map((name) => endpoints.get(name) as Endpoint)
    .map((e) => `${e.method} ${e.path}`)
    .sort();
}

export interface Screen {
  path: string;
  access: string;
  title: string;
  page: string | null;
}

/**
 * The route table's entries, read from its source (also the browser journeys' list of every page:
 * e2e/fixtures/routes.ts).
 */
export function screens(): Screen[] {
  const file = path.join(webSrc, 'app/routes.tsx');
  const source = readFileSync(file, 'utf8');
  // Helpers of the table (`const loginPage = (kind) => lazyPage('auth', () => import('...'))`).
  const helpers = new Map<string, string>();
  for (const m of source.matchAll(
    /const (\w+) = \([^)]*\)\s*=>\s*(?:\n\s*)?lazyPage\((?:'[\w-]+', )?\(\) => import\('([^']+)'\)/g,
  )) {
    helpers.set(m[1] as string, m[2] as string);
  }
  const out: Screen[] = [];
  // Each entry runs from its `path:` to the next one (entries are written on one line or several).
  const starts = [...source.matchAll(/\bpath: '([^']+)'/g)];
  starts.forEach((m, i) => {
    const entry = source.slice(m.index, starts[i + 1]?.index ?? source.length);
    const access = /access: ([^,\n]+)/.exec(entry)?.[1]?.replace(/'/g, '').trim() ?? '?';
    const title = /title: msg`([^`]*)`/.exec(entry)?.[1] ?? '';
    let spec = /import\('([^']+)'\)/.exec(entry)?.[1] ?? null;
    if (!spec) {
      const helper = /page: (\w+)\(/.exec(entry)?.[1];
      if (helper) spec = helpers.get(helper) ?? null;
    }
    if (!spec && /page: HomePage/.test(entry)) spec = '../features/home/pages/home-page.tsx';
    out.push({
      path: m[1] as string,
      access,
      title,
      page: spec ? path.resolve(path.dirname(file), spec) : null,
    });
  });
  return out;
}

/** Journey files that open a route by its address (`${APP}/member/job`, '/PlacementApp/member/job'). */
function journeysOf(route: string, journeys: Map<string, string>): string[] {
  const hasParam = route.includes(':');
  const stem = (route.split(':')[0] as string).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`(\\$\\{APP\\}|/PlacementApp)${stem}${hasParam ? '' : '(?=[`\'"?#])'}`);
  const hits: string[] = [];
  for (const [file, source] of journeys) {
    if (pattern.test(source)) hits.push(path.relative(path.join(repo, 'e2e'), file));
  }
  return hits.sort();
}

export async function screensTable(): Promise<string> {
  const endpoints = await contractEndpoints();
  const hooks = apiHooks(endpoints);
  const journeys = new Map(
    walk(path.join(repo, 'e2e'), (n) => n.endsWith('.spec.ts')).map(
      (f) => [f, readFileSync(f, 'utf8')] as const,
    ),
  );
  const rows = screens().map((s) => {
    const page = s.page ? path.relative(webSrc, s.page) : '(none)';
    const eps = s.page ? endpointsOfPage(s.page, endpoints, hooks) : [];
    const tests = journeysOf(s.path, journeys);
    const cell = (items: string[]) => (items.length ? items.map((i) => `\`${i}\``).join(', ') : '-');
    return `| \`${s.path}\` | ${s.access} | ${s.title} | \`${page}\` | ${cell(eps)} | ${cell(tests)} |`;
  });
  return [
    BEGIN,
    '',
    '| route (under /PlacementApp) | who | title | page (apps/web/src/) | endpoints it calls (/placementapi/v1/) | journeys (e2e/) |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
    END,
  ].join('\n');
}

export function withTable(doc: string, table: string): string {
  const start = doc.indexOf(BEGIN);
  const end = doc.indexOf(END);
  if (start < 0 || end < 0) throw new Error(`docs/spec-coverage.md lacks the markers ${BEGIN} ... ${END}`);
  return doc.slice(0, start) + table + doc.slice(end + END.length);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const doc = readFileSync(docPath, 'utf8');
  const next = withTable(doc, await screensTable());
  if (process.argv.includes('--check')) {
    if (next !== doc) {
      console.error('docs/spec-coverage.md: the Screens table is stale; run `npm run docs:screens`.');
      process.exit(1);
    }
  } else {
    writeFileSync(docPath, next);
    console.log('docs/spec-coverage.md: Screens table written.');
  }
}
