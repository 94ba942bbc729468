/**
 * Pre-compression of the built client (issue 9: pages fast on phones). Writes `<file>.br`
 * (brotli, quality 11; 9 above 512 KiB) and `<file>.gz` (gzip, level 9) beside every text file of dist/ (JS, CSS,
 * SVG, HTML, JSON), so the server sends them as they are (`preCompressed` of
 * @fastify/static) and compresses nothing at run time. A variant that saves nothing is not written
 * (the server then sends the file itself).
 *
 * Run by the Vite build (the `precompress` plugin of vite.config.ts), or by hand:
 * `npx tsx apps/web/scripts/compress.ts [dist]`.
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const COMPRESSIBLE = /\.(?:js|mjs|css|svg|html|json|txt|xml|webmanifest)$/;
/** Smaller files gain nothing worth an extra file. */
const MIN_BYTES = 512;
/** Brotli's best quality is slow on big files: those (the lazy PDF and editor chunks) get 9. */
const BEST_QUALITY_UP_TO = 512 * 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

export interface CompressSummary {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

export async function compressDist(dist: string): Promise<CompressSummary> {
  const summary: CompressSummary = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const jobs: Promise<void>[] = [];
  for await (const file of filesUnder(dist)) {
    if (!COMPRESSIBLE.test(file)) continue;
    jobs.push(
      (async () => {
        const data = await readFile(file);
        // Leftovers of an earlier build in the same folder must not outlive their file.
        await Promise.all([rm(`${file}.br`, { force: true }), rm(`${file}.gz`, { force: true })]);
        if (data.length < MIN_BYTES) return;
        const [br, gzipped] = await Promise.all([
          brotli(data, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]:
                data.length <= BEST_QUALITY_UP_TO ? constants.BROTLI_MAX_QUALITY : 9,
              [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
          gz(data, { level: 9 }),
        ]);
        summary.files += 1;
        summary.bytes += data.length;
        if (br.length < data.length) {
          await writeFile(`${file}.br`, br);
          summary.brotliBytes += br.length;
        }
        if (gzipped.length < data.length) {
          await writeFile(`${file}.gz`, gzipped);
          summary.gzipBytes += gzipped.length;
        }
      })(),
    );
  }
  await Promise.all(jobs);
  return summary;
}

if (process.argv[1]?.endsWith('compress.ts')) {
  const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../dist'));
  const started = Date.now();
  const s = await compressDist(dist);
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
  console.log(
    `Pre-compressed ${s.files} files of ${dist}: ${kb(s.bytes)} -> ${kb(s.brotliBytes)} brotli, ${kb(s.gzipBytes)} gzip (${Date.now() - started} ms)`,
  );
}
