// The web app manifest per host ("Install"): each tenant and center its own name,
// colours and icons, the description in the visitor's language, shortcuts and screenshots; the
// icon and screenshot files it names exist with the sizes it claims.
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../server/env';
import { createIconSetResolver, DEFAULT_ICON_SET } from '../../server/modules/web-manifest/assets';
import {
  chooseManifestLocale,
  parseAcceptLanguage,
  type WebManifest,
} from '../../server/modules/web-manifest/service';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { hostOf, requestApi, type ApiResponse } from '../support/api-requests';

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(async () => {
  await h?.close();
});

const getManifest = (host: string, headers: Record<string, string> = {}) =>
  requestApi<WebManifest>(h.app, { url: '/manifest.webmanifest', host, headers });

async function getBinary(url: string, host = hostOf('demo')) {
  const res = await h.app.inject({ method: 'GET', url, headers: { host } });
  return {
    status: res.statusCode,
    type: String(res.headers['content-type']),
    body: res.rawPayload,
  };
}

interface Png {
  width: number;
  height: number;
  /** RGBA per pixel, row by row. */
  pixels: Uint8Array;
}

/** Decodes the 8-bit RGB/RGBA, non-interlaced PNGs Chromium writes (enough to look at pixels). */
function decodePng(file: Buffer): Png {
  expect(file.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const data: Buffer[] = [];
  while (offset < file.length) {
    const length = file.readUInt32BE(offset);
    const type = file.toString('latin1', offset + 4, offset + 8);
    const chunk = file.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = chunk.readUInt32BE(0);
      height = chunk.readUInt32BE(4);
      expect(chunk[8], 'bit depth').toBe(8);
      expect([2, 6], 'colour type').toContain(chunk[9]);
      expect(chunk[12], 'interlace').toBe(0);
      channels = chunk[9] === 6 ? 4 : 3;
    } else if (type === 'IDAT') {
      data.push(chunk);
    }
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const out = new Uint8Array(width * height * 4);
  let previous = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const row = new Uint8Array(stride);
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? row[x - channels]! : 0;
      const b = previous[x]!;
      const c = x >= channels ? previous[x - channels]! : 0;
      let predictor = 0;
      if (filter === 1) predictor = a;
      else if (filter === 2) predictor = b;
      else if (filter === 3) predictor = (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      row[x] = (line[x]! + predictor) & 0xff;
    }
    for (let x = 0; x < width; x++) {
      for (let k = 0; k < 4; k++) {
        out[(y * width + x) * 4 + k] = k < channels ? row[x * channels + k]! : 255;
      }
    }
    previous = row;
  }
  return { width, height, pixels: out };
}

const pixelAt = (png: Png, x: number, y: number) =>
  Array.from(png.pixels.subarray((y * png.width + x) * 4, (y * png.width + x) * 4 + 4));

/** Width and height from a JPEG's start-of-frame marker. */
function readJpegSize(file: Buffer): { width: number; height: number } {
  expect(file.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  let offset = 2;
  while (offset < file.length) {
    const marker = file[offset + 1]!;
    const length = file.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xc3) {
      return { height: file.readUInt16BE(offset + 5), width: file.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  throw new Error('no start-of-frame marker');
}

describe('GET /manifest.webmanifest', () => {
  it('has every member an installable app needs, in the tenant’s own name', async () => {
    const res = await getManifest(hostOf('demo'));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const m = res.body;
    expect(m).toMatchObject({
      id: '/',
      name: 'Volunteerly Demo',
      short_name: 'Demo',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      display_override: ['window-controls-overlay', 'standalone'],
      // Shade 700 of the center's primary set: the same colour as the page's theme-color meta.
      theme_color: '#0f766e',
      background_color: '#ffffff',
      lang: 'nl',
    });
    expect(m.description).toContain('Vrijwilligerscentrale Demo');
    expect(m.categories.length).toBeGreaterThan(0);
    expect(m.icons).toEqual([
      {
        src: '/pwa/vrijwilligerscentrale-demo/icon-192.png',
        sizes: '192x192',
        type: 'image/png',
        purpose: 'any',
      },
      {
        src: '/pwa/vrijwilligerscentrale-demo/icon-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'any',
      },
      {
        src: '/pwa/vrijwilligerscentrale-demo/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ]);
    expect(m.shortcuts.map((s) => s.url)).toEqual([
      '/vacancies/search',
      '/applications',
      '/activiteitenkalender',
    ]);
    for (const shortcut of m.shortcuts) {
      expect(shortcut.name).toBeTruthy();
      expect(shortcut.icons).toEqual([
        expect.objectContaining({ sizes: '96x96', type: 'image/png' }),
      ]);
    }
    expect(m.screenshots).toEqual([
      expect.objectContaining({ sizes: '1280x720', form_factor: 'wide', type: 'image/jpeg' }),
      expect.objectContaining({ sizes: '390x844', form_factor: 'narrow', type: 'image/jpeg' }),
    ]);
    for (const shot of m.screenshots) expect(shot.label).toBeTruthy();
  });

  it('differs per tenant and center: name, short name, colours and icons', async () => {
    const [demo, oldebroek, roermond, voorburg, leidschendam] = (
      await Promise.all(
        [
          hostOf('demo'),
          hostOf('oldebroek'),
          hostOf('roermond'),
          hostOf('cordaad'),
          'leidschendam.cordaad.localhost:8080',
        ].map((host) => getManifest(host)),
      )
    ).map((res: ApiResponse<WebManifest>) => res.body);
    expect(oldebroek).toMatchObject({
      name: 'Vrijwilligerswerk Oldebroek',
      short_name: 'Oldebroek',
      theme_color: '#245a3c',
      background_color: '#f7faf8',
    });
    expect(oldebroek.icons[0]!.src).toBe('/pwa/vrijwilligerscentrale-oldebroek/icon-192.png');
    // High contrast: black browser chrome, as the page's own theme-color.
    expect(roermond).toMatchObject({ short_name: 'Roermond', theme_color: '#000000' });
    // Roermond has no activities, so no calendar shortcut.
    expect(roermond.shortcuts.map((s) => s.url)).toEqual(['/vacancies/search', '/applications']);
    // Two centers of one tenant: one app name, each its own colour and icons.
    expect(voorburg.name).toBe(leidschendam.name);
    expect(voorburg.theme_color).toBe('#7e22ce');
    expect(leidschendam.theme_color).toBe('#6d28d9');
    expect(voorburg.icons[0]!.src).toContain('/cordaad-voorburg/');
    expect(leidschendam.icons[0]!.src).toContain('/cordaad-leidschendam/');
    expect(new Set([demo, oldebroek, roermond, voorburg].map((m) => m.icons[2]!.src)).size).toBe(4);
    for (const m of [demo, oldebroek, roermond, voorburg, leidschendam]) {
      expect(m.short_name.length).toBeLessThanOrEqual(12);
    }
  });

  it('speaks the visitor’s language: locale cookie, else Accept-Language, else Dutch', async () => {
    const nl = (await getManifest(hostOf('oldebroek'))).body;
    const en = (await getManifest(hostOf('oldebroek'), { 'accept-language': 'en-GB,en;q=0.9' }))
      .body;
    const cookieNl = (
      await getManifest(hostOf('oldebroek'), {
        'accept-language': 'en-GB,en;q=0.9',
        cookie: 'locale=nl',
      })
    ).body;
    const cookieEn = (await getManifest(hostOf('oldebroek'), { cookie: 'locale=en' })).body;

    expect(nl.lang).toBe('nl');
    expect(nl.description).toMatch(/^Vind vrijwilligerswerk/);
    expect(nl.shortcuts.map((s) => s.name)).toEqual([
      'Vacatures zoeken',
      'Mijn reacties',
      'Activiteitenkalender',
    ]);
    expect(en.lang).toBe('en');
    expect(en.description).toMatch(/^Find volunteer work/);
    expect(en.description).toContain('Vrijwilligerscentrale Oldebroek');
    expect(en.shortcuts.map((s) => s.name)).toEqual([
      'Search vacancies',
      'My applications',
      'Activity calendar',
    ]);
    expect(en.screenshots[0]!.label).not.toBe(nl.screenshots[0]!.label);
    expect(cookieNl.lang).toBe('nl');
    expect(cookieEn.lang).toBe('en');
    // Meedoen is Dutch only.
    const meedoen = (await getManifest(hostOf('meedoen'), { cookie: 'locale=en' })).body;
    expect(meedoen.lang).toBe('nl');
  });

  it('is cached briefly per language and answers a revalidation with 304', async () => {
    const res = await getManifest(hostOf('demo'));
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    expect(String(res.headers.vary)).toMatch(/Accept-Language/);
    expect(String(res.headers.vary)).toMatch(/Cookie/);
    const etag = String(res.headers.etag);
    const again = await getManifest(hostOf('demo'), { 'if-none-match': etag });
    expect(again.status).toBe(304);
    const english = await getManifest(hostOf('demo'), {
      'if-none-match': etag,
      'accept-language': 'en',
    });
    expect(english.status).toBe(200);
    expect(english.headers.etag).not.toBe(etag);
  });
});

describe('the manifest’s images', () => {
  it('every icon of every tenant answers a PNG of the size the manifest names', async () => {
    const hosts = ['public', 'demo', 'oldebroek', 'roermond', 'meedoen', 'cordaad'].map((t) =>
      hostOf(t),
    );
    hosts.push('leidschendam.cordaad.localhost:8080');
    let checked = 0;
    for (const host of hosts) {
      const m = (await getManifest(host)).body;
      const icons = [...m.icons, ...m.shortcuts.flatMap((s) => s.icons)];
      for (const icon of icons) {
        const res = await getBinary(icon.src, host);
        expect(res.status, icon.src).toBe(200);
        expect(res.type, icon.src).toBe('image/png');
        const png = decodePng(res.body);
        expect(`${png.width}x${png.height}`, icon.src).toBe(icon.sizes);
        checked++;
      }
    }
    // 3 app icons per host; 3 shortcuts where the tenant has activities, else 2.
    expect(checked).toBe(hosts.length * 3 + 5 * 3 + 2 * 2);
  });

  it('the maskable icon fills the square and keeps its mark inside the safe zone', async () => {
    const m = (await getManifest(hostOf('demo'))).body;
    const maskable = m.icons.find((i) => i.purpose === 'maskable')!;
    const png = decodePng((await getBinary(maskable.src)).body);
    const background = pixelAt(png, 0, 0);
    expect(background[3], 'opaque corner').toBe(255);
    const centre = png.width / 2;
    const safeRadius = png.width * 0.4;
    let outsideDifferent = 0;
    let insideDifferent = 0;
    for (let y = 0; y < png.height; y += 2) {
      for (let x = 0; x < png.width; x += 2) {
        const p = pixelAt(png, x, y);
        const differs = p.some((v, k) => Math.abs(v - background[k]!) > 8);
        if (Math.hypot(x + 0.5 - centre, y + 0.5 - centre) > safeRadius) {
          if (differs) outsideDifferent++;
        } else if (differs) insideDifferent++;
      }
    }
    expect(outsideDifferent).toBe(0);
    expect(insideDifferent).toBeGreaterThan(500);
    // The 'any' icon has transparent corners (rounded like the favicon).
    const any = decodePng((await getBinary(m.icons[1]!.src)).body);
    expect(pixelAt(any, 0, 0)[3]).toBe(0);
    expect(pixelAt(any, 256, 256)[3]).toBe(255);
  });

  it('the screenshots answer JPEGs of the sizes the manifest names', async () => {
    const m = (await getManifest(hostOf('demo'))).body;
    for (const shot of m.screenshots) {
      const res = await getBinary(shot.src);
      expect(res.status, shot.src).toBe(200);
      expect(res.type).toBe('image/jpeg');
      const size = readJpegSize(res.body);
      expect(`${size.width}x${size.height}`).toBe(shot.sizes);
    }
  });

  it('GET /apple-touch-icon.png answers the host’s center icon, 180 px and opaque', async () => {
    const demo = await getBinary('/apple-touch-icon.png', hostOf('demo'));
    const oldebroek = await getBinary('/apple-touch-icon.png', hostOf('oldebroek'));
    for (const res of [demo, oldebroek]) {
      expect(res.status).toBe(200);
      expect(res.type).toBe('image/png');
      const png = decodePng(res.body);
      expect([png.width, png.height]).toEqual([180, 180]);
      expect(pixelAt(png, 0, 0)[3]).toBe(255);
    }
    expect(pixelAt(decodePng(demo.body), 2, 2)).not.toEqual(
      pixelAt(decodePng(oldebroek.body), 2, 2),
    );
  });

  it('a center without icons of its own gets the default set', () => {
    const resolver = createIconSetResolver([path.join(REPO_ROOT, 'public')]);
    expect(resolver.resolve('vrijwilligerscentrale-demo')).toBe('vrijwilligerscentrale-demo');
    expect(resolver.resolve('a-center-added-later')).toBe(DEFAULT_ICON_SET);
    expect(resolver.resolve('../etc')).toBe(DEFAULT_ICON_SET);
    expect(resolver.resolve(null)).toBe(DEFAULT_ICON_SET);
  });
});

describe('choosing the manifest language', () => {
  it('reads Accept-Language by weight', () => {
    expect(parseAcceptLanguage('de-DE,en;q=0.8,nl;q=0.9')).toEqual(['de', 'nl', 'en']);
    expect(parseAcceptLanguage('fr;q=0, en')).toEqual(['en']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });

  it('prefers the cookie, then the first language we speak, then Dutch', () => {
    const pick = (cookie: string | undefined, acceptLanguage: string | undefined) =>
      chooseManifestLocale({ cookie, acceptLanguage, multiLanguage: true });
    expect(pick('en', 'nl')).toBe('en');
    expect(pick('xx', 'de,en;q=0.5')).toBe('en');
    expect(pick(undefined, 'de,fr')).toBe('nl');
    expect(chooseManifestLocale({ cookie: 'en', acceptLanguage: 'en', multiLanguage: false })).toBe(
      'nl',
    );
  });
});
