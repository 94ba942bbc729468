/**
 * Writes the page frames (src/frames/render-frames.tsx, docs/architecture.md "Page frames") into
 * the built client: `frames/<language><path>.html` (the built index.html with the frame inside
 * `#root` and the language on `<html>`) and `frames/index.json` (the framed paths and who may
 * open them), which the server reads at start. Run by the client build (vite.config.ts) before
 * the output is compressed: the frames are rendered by a server-side build of the renderer into
 * node_modules/.frames.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import type { RenderedFrame } from '../src/frames/render-frames.tsx';

/** The server-side build's folder, beside the client's dist (read by the server: platform/page-render.ts). */
export const SSR_DIR = 'dist-ssr';

export interface FrameIndexEntry {
  path: string;
  access: string;
}

/**
 * The built index.html with a frame in `#root`, in the frame's language. The frame's header is
 * inert: its menu buttons, burger and language switch work only once the page's scripts have
 * drawn it again, so until then they are neither clickable nor announced (a tap on a dead button
 * would be lost; the header's links work again a moment later).
 */
export function framedPage(template: string, frameHtml: string, language: string, title?: string): string {
  const root = '<div id="root"></div>';
  const html = '<html lang="en">';
  if (!template.includes(root) || !template.includes(html))
    throw new Error('frames: index.html has no empty #root or no <html lang="en">');
  const headers = frameHtml.split('<header ').length - 1;
  if (headers !== 1) throw new Error(`frames: a frame has ${headers} headers, not 1`);
  const frame = frameHtml.replace('<header ', '<header inert ');
  const titled = title
    ? template.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    : template;
  return (
    titled
      .replace(html, `<html lang="${language}" data-mantine-color-scheme="light">`)
      // Marked, and without a box of its own: the page's layout is the frame's.
      .replace(root, `<div id="root"><div data-page-frame style="display:contents">${frame}</div></div>`)
  );
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Renders the frames and writes them under outDir/frames; returns the framed paths. */
export async function writeFrames(root: string, outDir: string): Promise<string[]> {
  // The server-side build: the frames' renderer (run here) and the public pages' (run by the
  // server: src/ssr/render-page.tsx), everything bundled in, since the server's runtime has none
  // of the web's packages (Dockerfile).
  const ssrDir = path.join(root, SSR_DIR);
  await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    // Its warnings are about chunks of a bundle that only the server runs.
    logLevel: 'error',
    build: {
      ssr: true,
      outDir: ssrDir,
      emptyOutDir: true,
      rolldownOptions: {
        input: { 'render-frames': 'src/frames/render-frames.tsx', 'render-page': 'src/ssr/render-page.tsx' },
      },
    },
  });
  const renderer = (await import(
    `${pathToFileURL(path.join(ssrDir, 'render-frames.js')).href}?t=${Date.now()}`
  )) as {
    renderFrames: () => RenderedFrame[];
    renderNotFound: () => { html: Record<string, string>; title: Record<string, string> };
    routeTable: () => FrameIndexEntry[];
  };
  // The public pages' renderer checks its list of pages against the route table when loaded.
  await import(`${pathToFileURL(path.join(ssrDir, 'render-page.js')).href}?t=${Date.now()}`);
  const frames = renderer.renderFrames();
  const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
  const index: FrameIndexEntry[] = [];
  for (const frame of frames) {
    for (const [language, html] of Object.entries(frame.html)) {
      const file = path.join(outDir, 'frames', language, `${frame.path}.html`);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, framedPage(template, html, language));
    }
    index.push({ path: frame.path, access: frame.access });
  }
  await writeFile(path.join(outDir, 'frames', 'index.json'), JSON.stringify(index));
  // The not-found page in each language, and the route table's paths: the server answers 404 with
  // that page for any path the table does not have (apps/server platform/web-routes.ts).
  const notFound = renderer.renderNotFound();
  for (const [language, html] of Object.entries(notFound.html)) {
    const file = path.join(outDir, 'frames', 'not-found', `${language}.html`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, framedPage(template, html, language, notFound.title[language]));
  }
  await writeFile(path.join(outDir, 'frames', 'routes.json'), JSON.stringify(renderer.routeTable()));
  return index.map((entry) => entry.path);
}
