// A quick static look at the initial JS of a build, for development: the scripts dist/index.html
// loads (its module script, its modulepreloads and what they import statically), each with its
// gzip (level 9) and brotli size. The budget itself is checked in a browser by
// tests/e2e/budget.spec.ts, which also counts lazy chunks the first render loads.
//
//   node --import tsx scripts/measure-initial-js.ts [--dist DIR] [--by-package [N]]
//
// --by-package maps the bytes of those chunks back to their sources through the source maps
// and prints the N largest packages (and src/ files), raw minified bytes.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The budget of DESIGN.md section 11, in bytes (1 KB = 1000 bytes). */
export const INITIAL_JS_BUDGET_BYTES = 200_000;

export function gzipSize(body: Uint8Array): number {
  return gzipSync(body, { level: 9 }).length;
}

function brotliSize(body: Uint8Array): number {
  return brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;
}

/** Script URLs index.html loads at once: its module scripts and modulepreloads. */
export function findInitialScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g))
    urls.add(match[1]!);
  return [...urls];
}

/** Relative static imports of a built chunk (dynamic import() calls are lazy, not counted). */
export function findStaticImports(code: string): string[] {
  const found: string[] = [];
  const pattern = /(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.\.?\/[^"']+\.js)["']/g;
  for (const match of code.matchAll(pattern)) found.push(match[1]!);
  return found;
}

interface Row {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

function collect(distDir: string): Row[] {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const queue = findInitialScripts(html).map((url) => url.replace(/^\//, ''));
  const seen = new Set<string>();
  const rows: Row[] = [];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const body = readFileSync(path.join(distDir, file));
    rows.push({ file, raw: body.length, gzip: gzipSize(body), brotli: brotliSize(body) });
    for (const spec of findStaticImports(body.toString('utf8')))
      queue.push(path.posix.join(path.posix.dirname(file), spec));
  }
  return rows.sort((a, b) => b.gzip - a.gzip);
}

// --- source-map attribution (no dependency: a small VLQ decoder) ---

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = new Map([...BASE64].map((c, i) => [c, i]));

function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64_VALUE.get(char) ?? 0;
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** node_modules/<package> for dependencies, the path below the project for our own files. */
function ownerOf(source: string): string {
  const at = source.lastIndexOf('node_modules/');
  if (at < 0) return source.replace(/^(\.\.\/)+/, '').replace(/^.*?\/(src|common)\//, '$1/');
  const parts = source.slice(at + 'node_modules/'.length).split('/');
  return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

function attribute(distDir: string, files: string[]): Map<string, number> {
  const totals = new Map<string, number>();
  const add = (key: string, bytes: number) => totals.set(key, (totals.get(key) ?? 0) + bytes);
  for (const file of files) {
    const mapPath = path.join(distDir, `${file}.map`);
    const code = readFileSync(path.join(distDir, file), 'utf8');
    if (!existsSync(mapPath)) {
      add('(no source map)', code.length);
      continue;
    }
    const map = JSON.parse(readFileSync(mapPath, 'utf8')) as {
      sources: string[];
      mappings: string;
    };
    const lines = code.split('\n');
    const mappingLines = map.mappings.split(';');
    let source = 0;
    lines.forEach((line, index) => {
      const points: Array<[column: number, source: number]> = [];
      let column = 0;
      for (const segment of (mappingLines[index] ?? '').split(',')) {
        if (!segment) continue;
        const values = decodeVlq(segment);
        column += values[0]!;
        if (values.length > 1) source += values[1]!;
        points.push([column, values.length > 1 ? source : -1]);
      }
      if (points.length === 0 || points[0]![0] > 0) points.unshift([0, -1]);
      points.forEach(([start, src], i) => {
        const end = i + 1 < points.length ? points[i + 1]![0] : line.length;
        add(src < 0 ? '(bundler glue)' : ownerOf(map.sources[src]!), Math.max(0, end - start));
      });
    });
  }
  return totals;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

function main(): void {
  const args = process.argv.slice(2);
  const distIndex = args.indexOf('--dist');
  const distDir = path.resolve(distIndex >= 0 ? args[distIndex + 1]! : 'dist');
  if (!existsSync(path.join(distDir, 'index.html'))) {
    console.error(`No build in ${distDir}: run \`npm run build\` (or pass --dist DIR).`);
    process.exit(2);
  }
  const rows = collect(distDir);
  const total = rows.reduce((sum, r) => sum + r.gzip, 0);
  console.log(
    `Initial JS referenced by ${path.relative(process.cwd(), distDir) || '.'}/index.html`,
  );
  console.log('     gzip    brotli       raw  file');
  for (const r of rows)
    console.log(
      `${kb(r.gzip).padStart(9)} ${kb(r.brotli).padStart(9)} ${kb(r.raw).padStart(9)}  ${r.file}`,
    );
  const brotli = rows.reduce((sum, r) => sum + r.brotli, 0);
  console.log(
    `${kb(total).padStart(9)} ${kb(brotli).padStart(9)}  total in ${rows.length} files ` +
      `(budget ${kb(INITIAL_JS_BUDGET_BYTES)} gzip; lazy chunks of the first render are not ` +
      `in this figure: tests/e2e/budget.spec.ts counts them)`,
  );

  const byPackage = args.indexOf('--by-package');
  if (byPackage >= 0) {
    const limit = Number(args[byPackage + 1]) || 40;
    const owners = [
      ...attribute(
        distDir,
        rows.map((r) => r.file),
      ),
    ].sort((a, b) => b[1] - a[1]);
    console.log(`\nLargest sources (raw minified bytes, source-map attribution), top ${limit}:`);
    for (const [owner, bytes] of owners.slice(0, limit))
      console.log(`${kb(bytes).padStart(9)}  ${owner}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
