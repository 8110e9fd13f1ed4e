// Regenerates the installable app's images in public/pwa/ (committed; the server's web manifest
// points at them, see server/modules/web-manifest/assets.ts):
// - per demo center (folder = its slug) and a 'default' set: icons of 192 and 512 px drawn from
//   the center's favicon (public/brand/<slug>/favicon.svg), a maskable 512 px icon with a
//   full-bleed background and the mark inside the safe zone, a 180 px apple-touch-icon, and 96 px
//   shortcut icons (vacancies, applications, calendar) in the center's colour;
// - the install dialog's screenshots of the demo tenant's home page (1280x720 and 390x844 JPEG),
//   taken from a real server started on a fresh database with the build in DIST_DIR (./dist).
//
// Usage: `npm run build && node --import tsx scripts/generate-pwa-assets.ts`
//        (`--icons` or `--screenshots` for one half; PWA_ASSETS_PORT to pick the server port).
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CONSENT_COOKIE, LOCALE_COOKIE } from '../common/constants';
import { DEMO_CENTERS } from '../server/seed/demo-centers';
import {
  DEFAULT_ICON_SET,
  ICON_FILES,
  PWA_ASSET_PATH,
  SCREENSHOTS,
  SHORTCUT_ICON_SIZE,
  SHORTCUT_NAMES,
  shortcutIconFile,
  type ShortcutName,
} from '../server/modules/web-manifest/assets';
import { CHROMIUM_ARGS, chooseChromiumExecutable } from '../tests/support/browser-path';
import { spawnServer } from '../tests/support/spawn-server';

const ROOT = path.resolve(import.meta.dirname, '..');
const PUBLIC_DIR = path.join(ROOT, 'public');
const OUT_DIR = path.join(PUBLIC_DIR, PWA_ASSET_PATH.slice(1));
const SCREENSHOT_QUALITY = 70;

/** Share of the icon the mark takes in the maskable icon (safe zone: a circle of 80 %). */
const MASKABLE_SCALE = 0.72;
/** iOS rounds the corners itself; the mark can fill more of the square. */
const APPLE_SCALE = 0.8;

interface IconSource {
  set: string;
  /** The favicon's markup without its outer <svg> element (viewBox 0 0 64 64). */
  inner: string;
  background: string;
  fontFamily: string | null;
}

/** Brand fonts the favicons name, embedded so the letter is drawn in the center's own font. */
const FONT_FILES: Record<string, string> = {
  Inter: 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  Karla: 'node_modules/@fontsource-variable/karla/files/karla-latin-wght-normal.woff2',
  Poppins: 'node_modules/@fontsource/poppins/files/poppins-latin-700-normal.woff2',
  'Source Sans Pro':
    'node_modules/@fontsource/source-sans-pro/files/source-sans-pro-latin-700-normal.woff2',
};

function readIconSource(set: string, file: string): IconSource {
  const svg = fs.readFileSync(file, 'utf8');
  const inner = svg
    .replace(/^[\s\S]*?<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .trim();
  const background = /<rect[^>]*fill="(#[0-9a-fA-F]{6})"/.exec(svg)?.[1];
  if (!background) throw new Error(`${file}: no background rect with a hex fill`);
  const family = /font-family="([^"]+)"/.exec(svg)?.[1] ?? null;
  return {
    set,
    inner,
    background,
    fontFamily: family ? (family.split(',')[0]?.replace(/'/g, '').trim() ?? null) : null,
  };
}

function listIconSources(): IconSource[] {
  const sources = [readIconSource(DEFAULT_ICON_SET, path.join(PUBLIC_DIR, 'favicon.svg'))];
  for (const center of DEMO_CENTERS) {
    const file = path.join(PUBLIC_DIR, 'brand', center.slug, 'favicon.svg');
    if (fs.existsSync(file)) sources.push(readIconSource(center.slug, file));
  }
  return sources;
}

function fontFace(family: string | null): string {
  const file = family ? FONT_FILES[family] : undefined;
  if (!family || !file || !fs.existsSync(path.join(ROOT, file))) return '';
  const data = fs.readFileSync(path.join(ROOT, file)).toString('base64');
  return `@font-face{font-family:'${family}';src:url(data:font/woff2;base64,${data}) format('woff2');font-weight:100 900;}`;
}

const svgDoc = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${body}</svg>`;

/** The favicon's mark, scaled around the centre on a full-bleed square of its colour. */
function fullBleed(source: IconSource, scale: number): string {
  const size = 64 * scale;
  const offset = (64 - size) / 2;
  return svgDoc(
    `<rect width="64" height="64" fill="${source.background}"/>` +
      `<svg x="${offset}" y="${offset}" width="${size}" height="${size}" viewBox="0 0 64 64">${source.inner}</svg>`,
  );
}

/** White glyphs on a circle of the center's colour (shortcut icons; outside is transparent). */
const SHORTCUT_GLYPHS: Record<ShortcutName, string> = {
  // A magnifying glass.
  vacancies:
    '<circle cx="28" cy="28" r="10" fill="none" stroke="#fff" stroke-width="5"/>' +
    '<path d="M35.5 35.5 45 45" stroke="#fff" stroke-width="6" stroke-linecap="round"/>',
  // A sheet with a check mark.
  applications:
    '<rect x="19" y="14" width="26" height="36" rx="4" fill="none" stroke="#fff" stroke-width="4"/>' +
    '<path d="M25 33l5 5 10-11" fill="none" stroke="#fff" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round"/>',
  // A calendar page.
  calendar:
    '<rect x="15" y="18" width="34" height="30" rx="4" fill="none" stroke="#fff" stroke-width="4"/>' +
    '<path d="M15 27h34" stroke="#fff" stroke-width="4"/>' +
    '<path d="M24 14v8M40 14v8" stroke="#fff" stroke-width="4" stroke-linecap="round"/>' +
    '<circle cx="25" cy="36" r="2.6" fill="#fff"/><circle cx="32" cy="36" r="2.6" fill="#fff"/>' +
    '<circle cx="39" cy="36" r="2.6" fill="#fff"/><circle cx="25" cy="42.5" r="2.6" fill="#fff"/>',
};

function shortcutIcon(source: IconSource, name: ShortcutName): string {
  return svgDoc(
    `<circle cx="32" cy="32" r="32" fill="${source.background}"/>${SHORTCUT_GLYPHS[name]}`,
  );
}

async function renderPng(
  browser: Browser,
  svg: string,
  size: number,
  options: { transparent: boolean; fontFamily: string | null },
): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  try {
    await page.setContent(
      `<!doctype html><html><head><style>${fontFace(options.fontFamily)}` +
        `html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}` +
        `</style></head><body>${svg}</body></html>`,
    );
    if (options.fontFamily) {
      // Loads the embedded face before drawing (fonts.ready alone can resolve before the request).
      await page.evaluate(async (family) => {
        await document.fonts.load(`700 36px '${family}'`);
      }, options.fontFamily);
    }
    return await page.screenshot({ type: 'png', omitBackground: options.transparent });
  } finally {
    await page.close();
  }
}

async function writeIcons(browser: Browser): Promise<void> {
  for (const source of listIconSources()) {
    const dir = path.join(OUT_DIR, source.set);
    fs.mkdirSync(dir, { recursive: true });
    const font = source.fontFamily;
    const favicon = svgDoc(source.inner);
    const outputs: [string, string, number, boolean][] = [
      [ICON_FILES.any192.file, favicon, ICON_FILES.any192.size, true],
      [ICON_FILES.any512.file, favicon, ICON_FILES.any512.size, true],
      [ICON_FILES.maskable512.file, fullBleed(source, MASKABLE_SCALE), 512, false],
      [
        ICON_FILES.appleTouch.file,
        fullBleed(source, APPLE_SCALE),
        ICON_FILES.appleTouch.size,
        false,
      ],
      ...SHORTCUT_NAMES.map(
        (name) =>
          [shortcutIconFile(name), shortcutIcon(source, name), SHORTCUT_ICON_SIZE, true] as [
            string,
            string,
            number,
            boolean,
          ],
      ),
    ];
    for (const [file, svg, size, transparent] of outputs) {
      const png = await renderPng(browser, svg, size, { transparent, fontFamily: font });
      fs.writeFileSync(path.join(dir, file), png);
    }
    console.log(`icons: ${path.relative(ROOT, dir)} (${outputs.length} files)`);
  }
}

async function writeScreenshots(browser: Browser): Promise<void> {
  const distDir = path.resolve(process.env.DIST_DIR ?? path.join(ROOT, 'dist'));
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`No build in ${distDir}: run \`npm run build\` first (or set DIST_DIR).`);
  }
  const port = Number(process.env.PWA_ASSETS_PORT ?? 8197);
  const server = await spawnServer(port, { DIST_DIR: distDir });
  try {
    const origin = `http://demo.localhost:${port}`;
    for (const shot of SCREENSHOTS) {
      const context = await browser.newContext({
        viewport: { width: shot.width, height: shot.height },
        serviceWorkers: 'block',
      });
      // The Dutch home page without the cookie question over it.
      await context.addCookies([
        { name: CONSENT_COOKIE, value: 'necessary', url: origin },
        { name: LOCALE_COOKIE, value: 'nl', url: origin },
      ]);
      const page = await context.newPage();
      await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
      await page.locator('#main h1').first().waitFor();
      await page.evaluate(async () => {
        await document.fonts.ready;
      });
      const file = path.join(OUT_DIR, shot.file);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      await page.screenshot({ path: file, type: 'jpeg', quality: SCREENSHOT_QUALITY });
      console.log(`screenshot: ${path.relative(ROOT, file)} (${fs.statSync(file).size} bytes)`);
      await context.close();
    }
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  const args = new Set(process.argv.slice(2));
  const all = !args.has('--icons') && !args.has('--screenshots');
  const browser = await chromium.launch({
    executablePath: chooseChromiumExecutable(),
    args: CHROMIUM_ARGS,
  });
  try {
    if (all || args.has('--icons')) await writeIcons(browser);
    if (all || args.has('--screenshots')) await writeScreenshots(browser);
  } finally {
    await browser.close();
  }
}

await main();
