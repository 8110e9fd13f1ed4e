// The server-owned files beside the API (config.json, translations, build manifest, uploads, web
// manifest), the PWA with its index.html fallback, and the security headers.
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANT_NAMES } from '../../common/tenants/tenant-configs';
import type { PublicConfig } from '../../common/public-config';
import { precompressDirectory } from '../../scripts/precompress';
import { DEMO_CENTER_IDS } from '../../server/seed/demo-ids';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { getFirstError, hostOf, requestApi } from '../support/api-requests';

let h: ApiHarness;
const INDEX_HTML = '<!doctype html><html><body><div id="root">test app</div></body></html>';

beforeAll(async () => {
  h = await createApiHarness({ sentryDsn: 'https://abc123@o42.ingest.sentry.io/7' });
  const dist = h.settings.distDir;
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.mkdirSync(path.join(dist, 'builds'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1);');
  fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("install", () => {});');
  fs.writeFileSync(
    path.join(dist, 'builds', 'latest.json'),
    JSON.stringify({ id: '20261122-abc', timestamp: '2026-11-22T00:00:00.000Z' }),
  );
  fs.mkdirSync(path.join(h.settings.uploadDir, 'org'), { recursive: true });
  fs.writeFileSync(
    path.join(h.settings.uploadDir, 'org', 'logo.png'),
    Buffer.from([137, 80, 78, 71]),
  );
  fs.writeFileSync(
    path.join(h.settings.uploadDir, 'org', 'page.html'),
    '<script>alert(1)</script>',
  );
  fs.writeFileSync(path.join(h.settings.uploadDir, 'org', 'flyer.pdf'), '%PDF-1.4');
});
afterAll(async () => {
  await h?.close();
});

describe('GET /config.json', () => {
  it('answers the public configuration built from settings, tenants and centers', async () => {
    const res = await requestApi<PublicConfig>(h.app, { url: '/config.json', host: 'localhost' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const config = res.body;
    expect(config).toMatchObject({
      apiBaseUrl: '/api/v1',
      defaultTenant: 'public',
      tenantCookie: 'tenant',
      sentryDsn: 'https://abc123@o42.ingest.sentry.io/7',
      buildId: '20261122-abc',
    });
    expect(config.hostTenantMap).toMatchObject({
      'demo.localhost': 'demo',
      'leidschendam.cordaad.localhost': 'cordaad',
    });
    expect(config.hostCenterMap).toMatchObject({
      'oldebroek.localhost': DEMO_CENTER_IDS.oldebroek,
      'cordaad.localhost': DEMO_CENTER_IDS.cordaadVoorburg,
      'leidschendam.cordaad.localhost': DEMO_CENTER_IDS.cordaadLeidschendam,
    });
    expect(Object.keys(config.defaultCenterIds).sort()).toEqual([...TENANT_NAMES].sort());
    expect(config.defaultCenterIds.cordaad).toBe(DEMO_CENTER_IDS.cordaadVoorburg);
    expect(Object.keys(config.tenants).sort()).toEqual([...TENANT_NAMES].sort());
  });
});

describe('GET /i18n/{locale}.json', () => {
  it('serves the repository’s translation files with an ETag', async () => {
    for (const locale of ['nl', 'en']) {
      const res = await requestApi<Record<string, string>>(h.app, { url: `/i18n/${locale}.json` });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.headers['cache-control']).toBe('no-cache');
      const onDisk = JSON.parse(
        fs.readFileSync(path.join(h.settings.i18nDir, `${locale}.json`), 'utf8'),
      );
      expect(res.body).toEqual(onDisk);
      const again = await requestApi(h.app, {
        url: `/i18n/${locale}.json`,
        headers: { 'if-none-match': String(res.headers.etag) },
      });
      expect(again.status).toBe(304);
    }
  });

  it('is compressed when the browser accepts it (brotli first), plain otherwise', async () => {
    const onDisk = fs.readFileSync(path.join(h.settings.i18nDir, 'nl.json'));
    const br = await h.app.inject({
      url: '/i18n/nl.json',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(onDisk.length / 2);
    expect(brotliDecompressSync(br.rawPayload).equals(onDisk)).toBe(true);
    const gz = await h.app.inject({ url: '/i18n/nl.json', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(onDisk)).toBe(true);
    const refused = await h.app.inject({
      url: '/i18n/nl.json',
      headers: { 'accept-encoding': 'br;q=0, identity' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.rawPayload.equals(onDisk)).toBe(true);
  });

  it('answers other locales with a JSON:API 404', async () => {
    const res = await requestApi(h.app, { url: '/i18n/de.json' });
    expect(res.status).toBe(404);
    expect(getFirstError(res.body).code).toBe('not_found');
  });
});

describe('GET /builds/latest.json', () => {
  it('serves the build manifest uncached', async () => {
    const res = await requestApi(h.app, { url: '/builds/latest.json' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: '20261122-abc', timestamp: '2026-11-22T00:00:00.000Z' });
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers other build files with a JSON:API 404', async () => {
    const res = await requestApi(h.app, { url: '/builds/nope.json' });
    expect(res.status).toBe(404);
    expect(getFirstError(res.body).code).toBe('not_found');
  });
});

describe('the PWA', () => {
  it('serves index.html for client routes, JSON 404 for server-owned paths', async () => {
    for (const url of ['/', '/auth/login-1', '/vacancies/123', '/sociale-kaart/4?x=1']) {
      const res = await requestApi(h.app, { url });
      expect(res.status, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.text, url).toBe(INDEX_HTML);
    }
    const api = await requestApi(h.app, { url: '/api/v1/x' });
    expect(api.status).toBe(404);
    expect(api.headers['content-type']).toContain('application/vnd.api+json');
  });

  it('serves hashed assets as immutable and sw.js uncached', async () => {
    const asset = await requestApi(h.app, { url: '/assets/main-abc123.js' });
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const sw = await requestApi(h.app, { url: '/sw.js' });
    expect(sw.status).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    const missing = await requestApi(h.app, { url: '/assets/gone-123.js' });
    expect(missing.status).toBe(404);
  });

  it('serves the center brand files from public/', async () => {
    const res = await requestApi(h.app, { url: '/brand/vrijwilligerscentrale-oldebroek/logo.svg' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.text).toContain('Oldebroek');
  });

  it('sends the Content-Security-Policy and other security headers', async () => {
    const res = await requestApi(h.app, { url: '/vacancies/123' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://www.googletagmanager.com");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(
      /connect-src 'self' https:\/\/o42\.ingest\.sentry\.io https:\/\/api\.pdok\.nl/,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the PWA, compressed', () => {
  // Big enough for the build's precompress step (scripts/precompress.ts) to write copies.
  const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `woord-${i % 37}`))};\n`;
  const indexCopies = ['index.html.br', 'index.html.gz'];

  beforeAll(async () => {
    const dist = h.settings.distDir;
    fs.writeFileSync(path.join(dist, 'assets', 'app-def456.js'), script);
    expect(await precompressDirectory(dist)).toBeGreaterThanOrEqual(2);
    // index.html of a real build is over the size limit; this one is written by hand.
    fs.writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(INDEX_HTML));
    fs.writeFileSync(path.join(dist, 'index.html.gz'), gzipSync(INDEX_HTML));
    fs.writeFileSync(path.join(dist, 'sw.js.br'), brotliCompressSync('self.x = 1;'));
  });
  afterAll(() => {
    for (const name of [...indexCopies, 'sw.js.br'])
      fs.rmSync(path.join(h.settings.distDir, name), { force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    h.app.inject({
      method: 'GET',
      url,
      headers: {
        host: hostOf('demo'),
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
    });

  it('sends a script as brotli or gzip when asked, and as it is otherwise', async () => {
    const br = await get('/assets/app-def456.js', 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.rawPayload.length).toBeLessThan(script.length / 2);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await get('/assets/app-def456.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/app-def456.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    const identity = await get('/assets/app-def456.js', 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(script);

    for (const res of [br, gz, plain]) {
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(String(res.headers.vary)).toContain('accept-encoding');
    }
  });

  it('keeps index.html and sw.js uncached when they go out compressed', async () => {
    for (const url of ['/', '/auth/login-1', '/vacancies/123']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(INDEX_HTML);
    }
    const gz = await get('/partners', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(INDEX_HTML);

    const sw = await get('/sw.js', 'br');
    expect(sw.headers['content-encoding']).toBe('br');
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['content-type']).toContain('javascript');
  });

  it('never sends the copies of a missing asset or a server-owned path', async () => {
    const missing = await get('/assets/gone-456.js', 'br');
    expect(missing.statusCode).toBe(404);
    const config = await get('/config.json', 'br');
    expect(config.statusCode).toBe(200);
    expect(config.headers['content-encoding']).toBeUndefined();
  });
});

describe('the PWA before a build', () => {
  it('answers 503 with a hint when dist/index.html is missing', async () => {
    fs.renameSync(path.join(h.settings.distDir, 'index.html'), path.join(h.tempDir, 'index.html'));
    try {
      const res = await requestApi(h.app, { url: '/vacancies/123' });
      expect(res.status).toBe(503);
      expect(res.text).toContain('npm run build');
    } finally {
      fs.renameSync(
        path.join(h.tempDir, 'index.html'),
        path.join(h.settings.distDir, 'index.html'),
      );
    }
  });
});

describe('GET /uploads/*', () => {
  it('serves images inline with nosniff and a sandboxing policy', async () => {
    const res = await requestApi(h.app, { url: '/uploads/org/logo.png' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-disposition'])).toMatch(/^inline/);
    expect(String(res.headers['content-security-policy'])).toContain('sandbox');
  });

  it('serves documents as downloads and never HTML', async () => {
    const pdf = await requestApi(h.app, { url: '/uploads/org/flyer.pdf' });
    expect(pdf.status).toBe(200);
    expect(String(pdf.headers['content-disposition'])).toMatch(/^attachment/);
    const html = await requestApi(h.app, { url: '/uploads/org/page.html' });
    expect(html.status).toBe(404);
    expect(html.text).not.toContain('<script>');
    const escape = await requestApi(h.app, { url: '/uploads/..%2F..%2Fetc%2Fpasswd' });
    expect(escape.status).toBe(404);
  });
});

describe('GET /manifest.webmanifest', () => {
  // The manifest's members, languages, icons and screenshots: tests/api/web-manifest.test.ts.
  it('is server-owned: answered per host as a manifest, never index.html', async () => {
    const res = await requestApi<Record<string, unknown>>(h.app, {
      url: '/manifest.webmanifest',
      host: hostOf('oldebroek'),
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    expect(res.body.name).toBe('Vrijwilligerswerk Oldebroek');
    const demo = await requestApi<Record<string, unknown>>(h.app, { url: '/manifest.webmanifest' });
    expect(demo.body.name).toBe('Volunteerly Demo');
  });
});
