// Writes the shipped illustrations (src/assets/illustrations/*.svg) from scenes.ts. Each file holds
// one <symbol id="art"> that the page shows with <use href="file.svg#art"> (src/components/
// illustration.tsx), so the theme's CSS variables reach inside and one file serves every tenant;
// the file's own <use> makes it show (in its fallback colours) when opened on its own.
//
// Usage: `node --import tsx scripts/illustrations/draw.ts` (then commit the changed files).
import fs from 'node:fs';
import path from 'node:path';
import { CATEGORY_SCENES, HERO_SCENES } from './scenes';

const OUT = path.resolve(import.meta.dirname, '../../src/assets/illustrations');
const HEADER = '<!-- Volunteerly illustrations, CC0 1.0 (see README.md) -->';

function wrap(body: string): string {
  return `${HEADER}<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"><symbol id="art" viewBox="0 0 320 200">${body}</symbol><use href="#art"/></svg>\n`;
}

fs.mkdirSync(OUT, { recursive: true });
const written: [string, number][] = [];
for (const [prefix, scenes] of [
  ['category', CATEGORY_SCENES],
  ['hero', HERO_SCENES],
] as const) {
  for (const [key, body] of Object.entries(scenes)) {
    const file = `${prefix}-${key}.svg`;
    const text = wrap(body);
    fs.writeFileSync(path.join(OUT, file), text);
    written.push([file, Buffer.byteLength(text)]);
  }
}
for (const [file, size] of written) console.log(`${file.padEnd(32)} ${size} bytes`);
