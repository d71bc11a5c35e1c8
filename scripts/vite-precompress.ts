import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; images, fonts in woff2 and media are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest|xml)$/;
/** Below this, the encoding header costs about what compression saves. */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip -9) beside every built text file, so
 * the server sends the smallest encoding a browser accepts without compressing at request time
 * (`@fastify/static`'s `preCompressed`, server/http/spa.ts). Source maps are left out: they are
 * not served in production.
 */
export async function precompressDir(dir: string): Promise<{ files: number; raw: number; brotli: number }> {
  const totals = { files: 0, raw: 0, brotli: 0 };
  for await (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
    const body = await readFile(file);
    const [br, gzipped] = await Promise.all([
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gz(body, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
    totals.files += 1;
    totals.raw += body.length;
    totals.brotli += br.length;
  }
  return totals;
}

/** Vite plugin: precompresses the build output once everything is written. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'petchat-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const { files, raw, brotli: br } = await precompressDir(outDir);
      this.info?.(`precompressed ${files} files: ${(raw / 1024).toFixed(0)} KB → ${(br / 1024).toFixed(0)} KB brotli`);
    },
  };
}
