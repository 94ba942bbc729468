/**
 * Finds user-visible text written straight into the client's code instead of the message
 * catalogues (docs/architecture.md, "Languages"). Part of `npm run i18n:check` (in `npm test`).
 *
 * Reported: JSX text outside Lingui's <Trans>/<Plural>/<Select>; text in string literals given to
 * JSX attributes or object properties that people read (label, title, placeholder, aria-label,
 * description, message, ...); text in string literals passed to notify and modal helpers.
 * "Text" means at least one letter and either a space or a capital followed by small letters.
 * A line ending in `// i18n-ignore: <why>` (or the line before it) is left alone.
 *
 * Usage: tsx apps/web/scripts/i18n-literals.ts [folder under apps/web/src ...] [--counts]
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const here = path.dirname(fileURLToPath(import.meta.url));
const webSrc = path.resolve(here, '../src');

/** JSX attributes and object properties whose string values people read. */
export const TEXT_NAMES = new Set([
  'label',
  'title',
  'placeholder',
  'aria-label',
  'ariaLabel',
  'aria-description',
  'aria-valuetext',
  'description',
  'message',
  'alt',
  'error',
  'heading',
  'text',
  'tooltip',
  'confirm',
  'cancel',
  'noRecordsText',
  'nothingFoundMessage',
  'emptyText',
  'emptyLabel',
  'loadingText',
  'hint',
  'caption',
  'legend',
  'subtitle',
  'summary',
  'next',
  'action',
  'actionLabel',
  'confirmLabel',
  'submitLabel',
  'what',
  'name',
  'sentence',
  'body',
]);
/** Functions whose string arguments are shown: notifications, document titles, confirm boxes. */
const TEXT_CALLS =
  /^(notify\w*|showNotification|useDocumentTitle|confirmAction|openConfirm\w*|alert|toast\w*)$/;
/** Wrappers whose contents are catalogue messages. */
const MACRO_TAGS = new Set(['t', 'msg', 'defineMessage', 'plural', 'select', 'selectOrdinal']);
/** Lingui's JSX macros (`Select` only when imported from Lingui: Mantine has a `Select` too). */
const MACRO_ELEMENTS = new Set(['Trans', 'Plural', 'SelectOrdinal']);
/** Prop and property names that hold text by their ending: loadingLabel, errorTitle, emptyMessage... */
const TEXT_SUFFIX =
  /(Label|Title|Text|Message|Description|Heading|Placeholder|Hint|Caption|Noun|Footnote|Note)$/;
const isTextName = (name: string) => TEXT_NAMES.has(name) || TEXT_SUFFIX.test(name);

export function looksLikeText(value: string): boolean {
  const s = value.trim();
  if (!/[A-Za-z]/.test(s)) return false;
  if (/^(https?:|mailto:|tel:|\/|#|\.|data:)/.test(s)) return false;
  if (/^[a-z0-9_.:-]+$/.test(s)) return false; // identifiers, CSS values, keys
  if (/^[A-Z0-9_]+$/.test(s)) return false; // CONSTANTS
  if (/^[a-z][a-zA-Z0-9]*$/.test(s)) return false; // camelCase keys
  return /\s/.test(s) || /[A-Z][a-z]/.test(s) || /[a-z]{3,}/.test(s);
}

export interface Finding {
  file: string;
  line: number;
  text: string;
}

function ignored(source: ts.SourceFile, node: ts.Node): boolean {
  const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
  const lines = source.text.split('\n');
  return [lines[line], lines[line - 1]].some((l) => l?.includes('i18n-ignore'));
}

function insideMacro(node: ts.Node, macroElements: Set<string>): boolean {
  for (let p: ts.Node | undefined = node.parent; p; p = p.parent) {
    if (ts.isTaggedTemplateExpression(p) && ts.isIdentifier(p.tag) && MACRO_TAGS.has(p.tag.text)) return true;
    if (ts.isCallExpression(p) && ts.isIdentifier(p.expression) && MACRO_TAGS.has(p.expression.text))
      return true;
    if (
      ts.isJsxElement(p) &&
      ts.isIdentifier(p.openingElement.tagName) &&
      macroElements.has(p.openingElement.tagName.text)
    )
      return true;
    if (ts.isJsxSelfClosingElement(p) && ts.isIdentifier(p.tagName) && macroElements.has(p.tagName.text))
      return true;
  }
  return false;
}

function stringValue(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((s) => ` ${s.literal.text}`).join('');
  if (ts.isJsxExpression(node) && node.expression) return stringValue(node.expression);
  if (ts.isConditionalExpression(node)) return stringValue(node.whenTrue) ?? stringValue(node.whenFalse);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.BarBarToken)
    return stringValue(node.right);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken)
    return stringValue(node.right);
  return null;
}

function nameOf(name: ts.Node): string | null {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  if (ts.isJsxNamespacedName(name)) return `${name.namespace.text}:${name.name.text}`;
  return null;
}

export function scanFile(file: string): Finding[] {
  const text = readFileSync(file, 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: Finding[] = [];
  // Lingui's <Select> counts as a macro only where it is Lingui's.
  const macroElements = new Set(MACRO_ELEMENTS);
  if (/import\s*\{[^}]*\bSelect\b[^}]*\}\s*from\s*'@lingui\/react\/macro'/.test(text))
    macroElements.add('Select');
  const report = (node: ts.Node, value: string) => {
    if (insideMacro(node, macroElements) || ignored(source, node)) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push({ file, line: line + 1, text: value.trim().replace(/\s+/g, ' ').slice(0, 80) });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const value = node.text.trim();
      if (/[A-Za-z]/.test(value)) report(node, value);
    } else if (ts.isJsxAttribute(node) && node.initializer) {
      const name = nameOf(node.name);
      const value = stringValue(node.initializer);
      if (name && isTextName(name) && value !== null && looksLikeText(value)) report(node, value);
    } else if (ts.isPropertyAssignment(node)) {
      const name = nameOf(node.name);
      const value = stringValue(node.initializer);
      if (name && isTextName(name) && value !== null && looksLikeText(value)) report(node, value);
    } else if (ts.isCallExpression(node)) {
      const callee = ts.isIdentifier(node.expression)
        ? node.expression.text
        : ts.isPropertyAccessExpression(node.expression)
          ? node.expression.name.text
          : '';
      if (TEXT_CALLS.test(callee)) {
        for (const arg of node.arguments) {
          const value = stringValue(arg);
          if (value !== null && looksLikeText(value)) report(arg, value);
        }
      }
    } else if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent)) {
      // {'Some text'} or {`Some ${x} text`} as a child
      const value = stringValue(node.expression);
      if (value !== null && looksLikeText(value) && /\s/.test(value.trim())) report(node, value);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory())
      return name === 'test' || name === 'locales' || name === 'contract' ? [] : walk(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Every source file of the client that must not hold user-visible literals. */
export function clientFiles(folders: string[] = ['.']): string[] {
  return folders.flatMap((folder) => walk(path.resolve(webSrc, folder)));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const args = process.argv.slice(2);
  const counts = args.includes('--counts');
  const folders = args.filter((a) => !a.startsWith('--'));
  const findings = clientFiles(folders.length ? folders : ['.']).flatMap(scanFile);
  if (counts) {
    const per = new Map<string, number>();
    for (const f of findings) {
      const rel = path.relative(webSrc, f.file).split(path.sep);
      const key = rel[0] === 'features' ? rel.slice(0, 2).join('/') : rel[0]!;
      per.set(key, (per.get(key) ?? 0) + 1);
    }
    for (const [k, v] of [...per].sort((a, b) => b[1] - a[1])) console.log(`${String(v).padStart(5)}  ${k}`);
  } else {
    for (const f of findings) console.log(`${path.relative(process.cwd(), f.file)}:${f.line}  ${f.text}`);
  }
  console.log(`${findings.length} literal text(s)`);
  process.exitCode = findings.length ? 1 : 0;
}
