import path from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compressDist } from './scripts/compress.ts';
import { writeFrames } from './scripts/frames.ts';

/**
 * After a build: the page frames written into the output (scripts/frames.ts), then .br and .gz
 * beside each text file of it (scripts/compress.ts).
 */
function precompress(): Plugin {
  let outDir = '';
  let root = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const frames = await writeFrames(root, outDir);
      this.info?.(`page frames: ${frames.join(', ')}`);
      const s = await compressDist(outDir);
      this.info?.(`pre-compressed ${s.files} files (brotli ${Math.round(s.brotliBytes / 1024)} KiB)`);
    },
  };
}

/**
 * Mantine's `useId` (@mantine/hooks) gives a component React's id, then replaces it with a random
 * one in a layout effect after mount: a state update inside the commit, which React renders at
 * once and synchronously. Every Mantine input, menu, tooltip and popover of a screen is so
 * rendered twice when it mounts, the second time in one long task (530 ms of the member job
 * search's first load at a phone's speed, docs/performance.md). React's own `useId` is stable and
 * unique in a client-rendered app, so it is kept: the same ids before and after mount.
 */
function mantineStableIds(): Plugin {
  const file = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;
  let replaced = false;
  return {
    name: 'mantine-stable-ids',
    enforce: 'pre',
    // A Mantine that moved the file would quietly bring the double renders back: the build says so.
    buildEnd(error) {
      if (!error && this.environment.mode === 'build' && !replaced)
        this.error('mantine-stable-ids: @mantine/hooks use-id.mjs was not found; check the plugin');
    },
    load(id) {
      if (!file.test(id)) return null;
      replaced = true;
      return [
        "import { useId as useReactId } from 'react';",
        'export function useId(staticId) {',
        '  const reactId = useReactId();',
        "  return typeof staticId === 'string' ? staticId : 'mantine-' + reactId.replace(/[^A-Za-z0-9_-]/g, '');",
        '}',
      ].join('\n');
    },
  };
}

/**
 * index.html asks for the regular weight of Noto Sans (app/fonts.ts) at once, beside the entry
 * script, instead of once the stylesheet has been read: the first paint has its letters sooner
 * and does not reflow when they arrive.
 */
function preloadFont(): Plugin {
  return {
    name: 'preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const file = Object.keys(ctx.bundle ?? {}).find((name) =>
          /noto-sans-latin-400-normal[^/]*\.woff2$/.test(name),
        );
        if (!file) throw new Error('preload-font: the Noto Sans regular woff2 is not in the build');
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/PlacementApp/${file}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  base: '/PlacementApp/',
  // Lingui's macros transformed natively; .po catalogues compiled when imported; a Hindi message
  // missing from a catalogue fails the build (lingui.config.ts, docs/architecture.md "Languages").
  plugins: [
    mantineStableIds(),
    react(),
    lingui({ macroTransform: true, failOnMissing: true }),
    // The frames' own build (scripts/frames.ts) is a server-side one: nothing to compress there.
    ...(isSsrBuild ? [] : [preloadFont(), precompress()]),
  ],
  // The server-side build (scripts/frames.ts) bundles every package: Mantine, so that its ids come
  // from the same useId as the client's, and the rest because the server's runtime has none of them.
  ssr: { noExternal: true },
  server: {
    port: 5173,
    proxy: { '/placementapi': 'http://localhost:8080' },
  },
  build: isSsrBuild
    ? {}
    : {
        outDir: 'dist',
        sourcemap: false,
        // dist/.vite/manifest.json: read by the first-load budget check (bench/src/web-budget.ts).
        manifest: true,
        // The lazy PDF chunk (react-pdf, ~450 kB gzip) is loaded only on the resume download page.
        chunkSizeWarningLimit: 1300,
        rolldownOptions: {
          output: {
            // Everything the first load needs in one chunk: by default it arrives as ~15 small
            // chunks, and on a phone's connection each costs a round trip (Lighthouse, issue 9).
            // The lazy pages' shared code likewise: the modules that 20 or more lazy entries share
            // (Mantine's inputs and overlays, floating-ui, the contract's schemas with zod) in one
            // 'common' chunk, the rest grouped by the set of entries that use them, small groups
            // merged. The member job search loads 9 chunks instead of 54.
            codeSplitting: {
              groups: [
                { name: 'shell', tags: ['$initial'], priority: 3 },
                // Mantine's widely shared components (inputs, overlays) apart from the contract's
                // schemas: the notification stack and the modals manager, loaded when a page is idle
                // (app/lazy-providers.tsx), then need Mantine only, and building every zod schema of
                // the contract no longer runs on the public home (a 200 ms task at a phone's speed).
                {
                  name: 'mantine',
                  test: /node_modules[\\/](@mantine|@floating-ui)[\\/]/,
                  minShareCount: 20,
                  priority: 2.5,
                },
                // Mantine's hooks that a few lazy chunks share (the notification stack's among them)
                // in one small chunk, not merged into a chunk of pages that needs the contract.
                {
                  name: 'mantine-hooks',
                  test: /node_modules[\\/]@mantine[\\/]hooks[\\/]/,
                  minShareCount: 2,
                  priority: 2.4,
                },
                { name: 'common', minShareCount: 20, priority: 2 },
                {
                  name: 'shared',
                  minShareCount: 2,
                  entriesAware: true,
                  entriesAwareMergeThreshold: 8000,
                  priority: 1,
                },
              ],
            },
            // The grouped chunks are named after every entry that shares them: keep file names short.
            chunkFileNames: (chunk) =>
              chunk.name.startsWith('shared~') ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js',
            assetFileNames: (asset) =>
              asset.names.some((name) => name.startsWith('shared~'))
                ? 'assets/shared-[hash][extname]'
                : 'assets/[name]-[hash][extname]',
          },
        },
      },
}));
