// Writes brotli (.br) and gzip (.gz) copies next to the text files of a build, so the server
// sends them compressed without compressing per request (@fastify/static `preCompressed`,
// server/plugins/static-files.ts). Used as a Vite plugin (vite.config.ts) and by hand:
//
//   node --import tsx scripts/precompress.ts [DIR]      (default: dist)
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images, fonts and source maps are left alone. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? listFiles(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

async function compressFile(file: string): Promise<number> {
  const body = await readFile(file);
  if (body.length < MIN_BYTES) return 0;
  const [br, gz] = await Promise.all([
    brotliAsync(body, {
      params: {
        // Quality 10: within 2 % of 11 at half the build time.
        [constants.BROTLI_PARAM_QUALITY]: 10,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  let written = 0;
  // A copy that is not clearly smaller is not worth the decoding: the server sends the original.
  if (br.length < body.length * 0.9) {
    await writeFile(`${file}.br`, br);
    written += 1;
  }
  if (gz.length < body.length * 0.9) {
    await writeFile(`${file}.gz`, gz);
    written += 1;
  }
  return written;
}

/** Compresses every eligible file under `dir`; returns how many copies were written. */
export async function precompressDirectory(dir: string): Promise<number> {
  const files = (await listFiles(dir)).filter((file) => COMPRESSIBLE.test(file));
  let written = 0;
  // Two at a time: brotli at quality 11 is CPU-bound and the machines have few cores.
  for (let i = 0; i < files.length; i += 2) {
    const counts = await Promise.all(files.slice(i, i + 2).map(compressFile));
    written += counts.reduce((sum, n) => sum + n, 0);
  }
  return written;
}

/** Vite plugin: compresses the output directory once everything (the service worker too) is written. */
export function precompressPlugin(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (!config || config.build.ssr || config.build.write === false) return;
        const outDir = path.resolve(config.root, config.build.outDir);
        const started = Date.now();
        const written = await precompressDirectory(outDir);
        config.logger.info(
          `precompress: ${written} .br/.gz copies in ${path.relative(config.root, outDir) || '.'} (${Date.now() - started} ms)`,
        );
      },
    },
  };
}

async function main(): Promise<void> {
  const dir = path.resolve(process.argv[2] ?? 'dist');
  if (!(await stat(dir).catch(() => null))?.isDirectory()) {
    console.error(`No directory ${dir}: build first (npm run build).`);
    process.exit(2);
  }
  console.log(`precompress: ${await precompressDirectory(dir)} copies written in ${dir}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename))
  void main();
