// index.html for a page load carries the app's boot data (server/plugins/index-html.ts): the
// public configuration and the current center as /config.json and the center endpoint answer
// them, and a preload of the visitor's translations. The service worker's precache of
// /index.html gets the file as built.
import fs from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_DATA_ELEMENT_ID, type BootData } from '../../common/boot-data';
import type { PublicConfig } from '../../common/public-config';
import { DEMO_CENTER_IDS } from '../../server/seed/demo-ids';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { hostOf, requestApi } from '../support/api-requests';

let h: ApiHarness;
const INDEX_HTML =
  '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>';
const NAVIGATE = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };

beforeAll(async () => {
  h = await createApiHarness();
  fs.mkdirSync(h.settings.distDir, { recursive: true });
  fs.writeFileSync(path.join(h.settings.distDir, 'index.html'), INDEX_HTML);
});
afterAll(async () => {
  await h?.close();
});

function readBootData(html: string): BootData | null {
  const match = new RegExp(
    `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`,
  ).exec(html);
  return match ? (JSON.parse(match[1]!) as BootData) : null;
}

describe('index.html for a page load', () => {
  it('holds the configuration and the center as their endpoints answer them', async () => {
    for (const url of ['/', '/vacancies/search']) {
      const res = await requestApi(h.app, { url, headers: NAVIGATE });
      expect(res.status, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(String(res.headers.vary)).toContain('Cookie');
      const boot = readBootData(res.text);
      expect(boot, url).not.toBeNull();

      const config = await requestApi<PublicConfig>(h.app, { url: '/config.json' });
      expect(boot!.config).toEqual(config.body);
      const center = await requestApi(h.app, {
        url: '/api/v1/volunteer_centers/current?include=profile',
      });
      expect(boot!.center).toEqual({
        tenant: 'demo',
        centerId: DEMO_CENTER_IDS.demo,
        document: center.body,
      });
      // The app's root and the rest of the file are untouched.
      expect(res.text).toContain('<div id="root"></div>');
    }
  });

  it('preloads the translations of the locale cookie, Dutch without one', async () => {
    const dutch = await requestApi(h.app, { url: '/', headers: NAVIGATE });
    expect(dutch.text).toContain(
      '<link rel="preload" href="/i18n/nl.json" as="fetch" crossorigin></head>',
    );
    const english = await requestApi(h.app, {
      url: '/',
      headers: { ...NAVIGATE, cookie: 'locale=en' },
    });
    expect(english.text).toContain('href="/i18n/en.json"');
    expect(english.text).not.toContain('href="/i18n/nl.json"');
  });

  it('describes the center of the host, or of the center cookie written for the tenant', async () => {
    const bootCenter = async (host: string, cookie?: string) => {
      const res = await requestApi(h.app, {
        url: '/',
        host,
        headers: cookie ? { ...NAVIGATE, cookie } : NAVIGATE,
      });
      return readBootData(res.text)!.center;
    };
    expect(await bootCenter('leidschendam.cordaad.localhost:8080')).toMatchObject({
      tenant: 'cordaad',
      centerId: DEMO_CENTER_IDS.cordaadLeidschendam,
    });

    // On a host that maps no center, the center cookie decides when it was written for the tenant.
    expect(
      await bootCenter(
        'localhost:8080',
        `tenant=cordaad; volunteer_center_id=${DEMO_CENTER_IDS.cordaadLeidschendam}; volunteer_center_id_tenant=cordaad`,
      ),
    ).toMatchObject({ tenant: 'cordaad', centerId: DEMO_CENTER_IDS.cordaadLeidschendam });

    // A center cookie of another tenant is not used: the tenant's default center is.
    expect(
      await bootCenter(
        'localhost:8080',
        `tenant=cordaad; volunteer_center_id=${DEMO_CENTER_IDS.demo}; volunteer_center_id_tenant=demo`,
      ),
    ).toMatchObject({ tenant: 'cordaad', centerId: DEMO_CENTER_IDS.cordaadVoorburg });
  });

  it('goes out brotli-compressed to browsers that accept it', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: hostOf('demo'), 'accept-encoding': 'gzip, br', ...NAVIGATE },
    });
    expect(res.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(res.rawPayload).toString('utf8');
    expect(readBootData(html)?.center?.tenant).toBe('demo');
  });

  it('keeps a script-ending sequence in the data from closing the element', async () => {
    const { toScriptJson } = await import('../../server/plugins/index-html');
    const json = toScriptJson({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('index.html for anything but a page load', () => {
  it('is the file as built (the service worker precaches it for every host)', async () => {
    const res = await requestApi(h.app, { url: '/index.html' });
    expect(res.status).toBe(200);
    expect(res.text).toBe(INDEX_HTML);
    // A client route asked for without a page load (a link-preview crawler) gets the page's
    // tags (tests/api/page-meta.test.ts) and no boot data.
    for (const url of ['/', '/vacancies/search']) {
      const route = await requestApi(h.app, { url });
      expect(route.status, url).toBe(200);
      expect(readBootData(route.text), url).toBeNull();
      expect(route.text, url).toContain('<meta property="og:title"');
      expect(route.text, url).toContain('<div id="root"></div>');
    }
    // A navigation to the file itself (never a link the app makes) is served as it is too.
    const file = await requestApi(h.app, { url: '/index.html', headers: NAVIGATE });
    expect(file.text).toBe(INDEX_HTML);
  });
});
