// The Content-Security-Policy allows the Google Analytics and Tag Manager hosts only in the
// documents of a center with a gtag id (DESIGN.md section 12, docs/security.md
// "Content-Security-Policy"). Checked on every way index.html goes out: a page load (with boot
// data), a client route fetched by a script, the file by name (the service worker's precache),
// a revalidation (304), and per center of one tenant; other responses never allow them.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CENTER_COOKIE, CENTER_TENANT_COOKIE, DEFAULT_TENANT_COOKIE } from '../../common/constants';
import { centerProfiles } from '../../server/db/schema/volunteer-centers';
import { DEMO_CENTER_IDS } from '../../server/seed/demo-ids';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { hostOf } from '../support/api-requests';

const INDEX_HTML =
  '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>';
const NAVIGATE = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };
const GOOGLE = /google-analytics\.com|googletagmanager\.com|analytics\.google\.com/;
const LEIDSCHENDAM_HOST = 'leidschendam.cordaad.localhost:8080';

let h: ApiHarness;

beforeAll(async () => {
  h = await createApiHarness({ sentryDsn: 'https://abc123@o42.ingest.sentry.io/7' });
  fs.mkdirSync(h.settings.distDir, { recursive: true });
  fs.writeFileSync(path.join(h.settings.distDir, 'index.html'), INDEX_HTML);
});
afterAll(async () => {
  await h?.close();
});

async function get(url: string, headers: Record<string, string>) {
  const res = await h.app.inject({ method: 'GET', url, headers });
  return {
    status: res.statusCode,
    csp: String(res.headers['content-security-policy'] ?? ''),
    etag: res.headers.etag,
  };
}

/** Every way a document leaves the server, on `host` (plus cookies). */
const DOCUMENT_REQUESTS: [string, string, Record<string, string>][] = [
  ['a page load of /', '/', NAVIGATE],
  ['a page load of a client route', '/vacancies/123', NAVIGATE],
  ['a client route fetched by a script', '/vacancies/123', {}],
  ['the file by name', '/index.html', {}],
  ["the service worker's precache", '/index.html?__WB_REVISION__=abc123', {}],
];

async function expectDocuments(headers: Record<string, string>, analytics: boolean) {
  for (const [what, url, extra] of DOCUMENT_REQUESTS) {
    const res = await get(url, { ...headers, ...extra });
    expect(res.status, what).toBe(200);
    expect(res.csp, what).toContain("default-src 'self'");
    expect(res.csp, what).toContain("object-src 'none'");
    if (analytics) {
      expect(res.csp, what).toContain("script-src 'self' https://www.googletagmanager.com;");
      expect(res.csp, what).toMatch(/connect-src [^;]*https:\/\/www\.google-analytics\.com/);
    } else {
      expect(res.csp, what).toContain("script-src 'self';");
      expect(res.csp, what).not.toMatch(GOOGLE);
    }
    // The deployment's own hosts stay, with or without analytics.
    expect(res.csp, what).toMatch(/connect-src 'self' https:\/\/o42\.ingest\.sentry\.io/);
  }
}

describe('Content-Security-Policy of documents', () => {
  it('allows no Google host for a center without a gtag id', async () => {
    await expectDocuments({ host: hostOf('oldebroek') }, false);
  });

  it("allows the analytics hosts for a center with one (demo's G-DEMO12345)", async () => {
    await expectDocuments({ host: hostOf('demo') }, true);
  });

  it('follows the center on an unmapped host (the tenant and center cookies)', async () => {
    await expectDocuments(
      { host: 'localhost:8080', cookie: `${DEFAULT_TENANT_COOKIE}=demo` },
      true,
    );
    await expectDocuments(
      { host: 'localhost:8080', cookie: `${DEFAULT_TENANT_COOKIE}=oldebroek` },
      false,
    );
  });

  it('is per center within a tenant, and follows a changed gtag id', async () => {
    const setGtag = (centerId: string, gtagId: string | null) =>
      h.database.db
        .update(centerProfiles)
        .set({ gtagId })
        .where(eq(centerProfiles.centerId, centerId));
    await setGtag(DEMO_CENTER_IDS.cordaadLeidschendam, 'G-LEIDSCHENDAM1');
    try {
      await expectDocuments({ host: LEIDSCHENDAM_HOST }, true);
      await expectDocuments({ host: hostOf('cordaad') }, false);
      await expectDocuments(
        {
          host: 'localhost:8080',
          cookie: [
            `${DEFAULT_TENANT_COOKIE}=cordaad`,
            `${CENTER_COOKIE}=${DEMO_CENTER_IDS.cordaadLeidschendam}`,
            `${CENTER_TENANT_COOKIE}=cordaad`,
          ].join('; '),
        },
        true,
      );
    } finally {
      await setGtag(DEMO_CENTER_IDS.cordaadLeidschendam, null);
    }
    await expectDocuments({ host: LEIDSCHENDAM_HOST }, false);
  });

  it('sends the same policy on a revalidation (304), so a cached copy keeps the right one', async () => {
    for (const [tenant, analytics] of [
      ['demo', true],
      ['oldebroek', false],
    ] as const) {
      const first = await get('/index.html', { host: hostOf(tenant) });
      expect(first.etag).toBeTruthy();
      const again = await get('/index.html', {
        host: hostOf(tenant),
        'if-none-match': String(first.etag),
      });
      expect(again.status, tenant).toBe(304);
      expect(GOOGLE.test(again.csp), tenant).toBe(analytics);
    }
  });
});

describe('Content-Security-Policy of other responses', () => {
  it('allows no Google host, whatever the center', async () => {
    for (const url of ['/api/v1/vacancies', '/config.json', '/api/v1/volunteer_centers/current']) {
      const res = await get(url, { host: hostOf('demo') });
      expect(res.csp, url).toContain("default-src 'self'");
      expect(res.csp, url).not.toMatch(GOOGLE);
    }
  });
});

describe('Content-Security-Policy and the map tiles', () => {
  it('allows the configured tile host in img-src only, on documents and other responses', async () => {
    for (const [what, url, extra] of [
      ...DOCUMENT_REQUESTS,
      ['an API answer', '/api/v1/social_map', {}] as const,
    ]) {
      const res = await get(url, { host: hostOf('oldebroek'), ...extra });
      expect(res.csp, what).toMatch(/img-src 'self' data: blob: https:\/\/service\.pdok\.nl[;\s]/);
      const others = res.csp.split(';').filter((d) => !d.startsWith('img-src'));
      expect(others.join(';'), what).not.toContain('pdok.nl/brt');
      expect(others.join(';'), what).not.toContain('service.pdok.nl');
    }
  });

  it('follows MAP_TILE_URL, a {s} subdomain as a wildcard', async () => {
    const { buildContentSecurityPolicy } = await import('../../server/plugins/security-headers');
    const policy = buildContentSecurityPolicy({
      sentryDsn: null,
      geocoderUrl: 'https://api.pdok.nl/x',
      mapTileUrl: 'https://{s}.tiles.voorbeeld.nl/{z}/{x}/{y}.png',
    });
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://*.tiles.voorbeeld.nl']);
    expect(policy['connect-src']).not.toContain('https://*.tiles.voorbeeld.nl');
  });
});
