// The service worker (DESIGN.md section 8): it installs and controls the page; offline,
// a visited page and a deep link to another client route render from its caches, with the
// translations, /config.json and the center profile it kept; API answers are keyed by tenant and
// center and stored without auth headers.
import { expect, test, type BrowserContext, type Page, type Response } from '@playwright/test';
import { TRANSLATION_CACHE_MS } from '../../common/constants';
import { SW_CACHE } from '../../common/pwa';
import { LAST_CONFIG_STORAGE_KEY } from '../../src/lib/public-config';
import { FETCHED_AT_HEADER } from '../../sw/cache-rules';
import { tenantUrl, waitForApp } from './helpers';
import { expectCached, readCache, waitForServiceWorker } from './pwa-helpers';
import { declineAnalyticsCookies, signInViaUi } from './session-helpers';

test.use({ serviceWorkers: 'allow' });

const PROFILE_PATH = '/api/v1/volunteer_centers/current';
const AUTH_HEADERS = [
  'access-token',
  'client',
  'uid',
  'expiry',
  'token-type',
  'authorization',
  'set-cookie',
];

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
/** The header's search button: its name shows which translations are in use. */
const searchButton = (page: Page, locale: 'nl' | 'en') =>
  page.getByRole('button', { name: locale === 'nl' ? 'Zoeken' : 'Search', exact: true });

/** A first visit to demo's home page until the worker controls it; returns the page's heading. */
async function firstVisitWithWorker(page: Page, context: BrowserContext): Promise<string> {
  await declineAnalyticsCookies(context, 'demo');
  await page.goto(tenantUrl('demo'));
  await waitForApp(page);
  await waitForServiceWorker(page);
  return (await heading(page).textContent())!;
}

/** Collects the answers of paths the worker keeps, to see who answered (worker or network). */
function watchResponses(page: Page, paths: string[]): Response[] {
  const seen: Response[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (paths.includes(pathname)) seen.push(response);
  });
  return seen;
}

test('offline, a visited page and a deep link render from the cache in Dutch and English', async ({
  page,
  context,
}) => {
  const homeHeading = await firstVisitWithWorker(page, context);
  await expect(searchButton(page, 'nl')).toBeVisible();
  await expectCached(page, SW_CACHE.translations, /\/i18n\/nl\.json$/);
  await expectCached(page, SW_CACHE.translations, /\/i18n\/en\.json$/);
  await expectCached(page, SW_CACHE.api, /volunteer_centers\/current/);

  await context.setOffline(true);
  const answers = watchResponses(page, ['/config.json', PROFILE_PATH, '/i18n/nl.json']);
  await page.reload();
  await expect(heading(page)).toHaveText(homeHeading);
  await expect(page.getByTestId('brand')).toHaveAccessibleName('Volunteerly Demo');
  await expect(searchButton(page, 'nl')).toBeVisible();
  // config, translations and the center profile came from the worker's caches, intact.
  await expect
    .poll(() => answers.map((r) => new URL(r.url()).pathname).sort())
    .toEqual([PROFILE_PATH, '/config.json', '/i18n/nl.json']);
  for (const answer of answers) {
    expect(answer.fromServiceWorker(), answer.url()).toBe(true);
    expect(answer.status(), answer.url()).toBe(200);
  }

  // Switching language offline: en.json, never asked for online, came with the worker's first fill.
  await page.getByTestId('language-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(searchButton(page, 'en')).toBeVisible();
  await expect(heading(page)).toHaveText(homeHeading);

  // Deep links to client routes never visited as a page: the cached shell renders them.
  await page.goto(tenantUrl('demo', '/partners'));
  await expect(heading(page)).toHaveText('Partners');
  await expect(page.getByTestId('brand')).toHaveAccessibleName('Volunteerly Demo');
  await page.goto(tenantUrl('demo', '/auth/login-1'));
  await expect(heading(page)).toHaveText('Sign in');
  await page.getByTestId('language-toggle').click();
  await expect(heading(page)).toHaveText('Inloggen');

  // A server-owned path is not answered with the app shell.
  const apiAnswer = await page.evaluate(async () => {
    try {
      const response = await fetch('/api/v1/users');
      return response.headers.get('content-type');
    } catch {
      return 'failed';
    }
  });
  expect(apiAnswer).toBe('failed');
});

test('the cached center profile is keyed by tenant and center and holds no auth header', async ({
  page,
  context,
}) => {
  // The server's answer gets session headers added on its way to the worker: none may be stored.
  // (expiry 1 is older than any real token, so the app's token store ignores them.)
  await context.route(`**${PROFILE_PATH}*`, async (route) => {
    // Node does not resolve *.localhost: the same request goes to 127.0.0.1 with the Host header.
    const url = new URL(route.request().url());
    const response = await route.fetch({
      url: `http://127.0.0.1:${url.port}${url.pathname}${url.search}`,
      headers: { ...route.request().headers(), host: url.host },
    });
    await route.fulfill({
      response,
      headers: {
        ...response.headers(),
        'access-token': 'must-not-be-stored',
        'token-type': 'Bearer',
        authorization: 'Bearer must-not-be-stored',
        expiry: '1',
        'set-cookie': 'leak=1; Path=/',
      },
    });
  });
  await declineAnalyticsCookies(context, 'demo');
  const sent = page.waitForRequest(
    (r) => r.url().includes(PROFILE_PATH) && r.headers()['access-token'] !== undefined,
  );
  await signInViaUi(page, 'demo', 'volunteer@demo.test');
  await waitForServiceWorker(page);
  // Signed in now: the next profile request carries the session.
  const throughWorker = page.waitForResponse(
    (r) => r.url().includes(PROFILE_PATH) && r.fromServiceWorker(),
  );
  await page.reload();
  await waitForApp(page);
  const request = await sent;
  // The worker's network answer did carry the session headers (the page gets them as they are).
  expect((await throughWorker).headers()['access-token']).toBe('must-not-be-stored');
  const centerId = request.headers()['volunteer-center-id'];
  expect(centerId).toBeTruthy();
  expect(request.headers()['x-tenant']).toBe('demo');

  await expectCached(page, SW_CACHE.api, /volunteer_centers\/current/);
  const entries = await readCache(page, SW_CACHE.api);
  expect(entries.length).toBeGreaterThan(0);
  for (const entry of entries) {
    const key = new URL(entry.url);
    expect(key.pathname).toBe(PROFILE_PATH);
    expect(key.searchParams.get('__tenant')).toBe('demo');
    expect(key.searchParams.get('__center')).toBe(centerId);
    for (const name of AUTH_HEADERS) expect(entry.headers, name).not.toHaveProperty(name);
    expect(entry.body).toContain('"data"');
  }
  // Only the center profile: no other API answer is kept by the worker.
  const apiEntries = (
    await Promise.all(
      Object.values(SW_CACHE).map(async (name) =>
        (await readCache(page, name)).map((e) => ({ cache: name, url: e.url })),
      ),
    )
  )
    .flat()
    .filter((e) => new URL(e.url).pathname.startsWith('/api/'));
  expect(apiEntries.map((e) => new URL(e.url).pathname)).toEqual(entries.map(() => PROFILE_PATH));
});

test("offline, each tenant's host shows its own cached profile, never another's", async ({
  page,
  context,
}) => {
  for (const tenant of ['demo', 'oldebroek']) {
    await declineAnalyticsCookies(context, tenant);
    await page.goto(tenantUrl(tenant));
    await waitForApp(page);
    await waitForServiceWorker(page);
    await expectCached(page, SW_CACHE.api, /volunteer_centers\/current/);
  }
  await context.setOffline(true);
  for (const [tenant, appName] of [
    ['oldebroek', 'Vrijwilligerswerk Oldebroek'],
    ['demo', 'Volunteerly Demo'],
  ] as const) {
    const profile = page.waitForResponse((r) => r.url().includes(PROFILE_PATH));
    await page.goto(tenantUrl(tenant));
    await expect(page.getByTestId('brand')).toHaveAccessibleName(appName);
    const answer = await profile;
    expect(answer.fromServiceWorker()).toBe(true);
    expect(answer.status()).toBe(200);
    const cached = await readCache(page, SW_CACHE.api);
    expect(cached.map((e) => new URL(e.url).searchParams.get('__tenant'))).toEqual(
      cached.map(() => tenant),
    );
    // The answer the page got is this tenant's center.
    const body = (await answer.json()) as { data: { id: string } };
    const request = answer.request();
    expect(body.data.id).toBe(request.headers()['volunteer-center-id']);
    expect(request.headers()['x-tenant']).toBe(tenant);
  }
});

test('translations older than 24 h are still served offline and refreshed once back online', async ({
  page,
  context,
}) => {
  await declineAnalyticsCookies(context, 'demo');
  await page.goto(tenantUrl('demo'));
  await waitForApp(page);
  await waitForServiceWorker(page);
  await expectCached(page, SW_CACHE.translations, /\/i18n\/nl\.json$/);
  // Age the cached copy: fetched two days ago.
  const twoDaysAgo = Date.now() - 2 * TRANSLATION_CACHE_MS;
  const fetchedAt = () =>
    page.evaluate(
      async ([name, header]) => {
        const cache = await caches.open(name);
        const response = await cache.match('/i18n/nl.json');
        return response ? Number(response.headers.get(header)) : null;
      },
      [SW_CACHE.translations, FETCHED_AT_HEADER] as const,
    );
  await page.evaluate(
    async ([name, header, at]) => {
      const cache = await caches.open(name);
      const response = (await cache.match('/i18n/nl.json'))!;
      const headers = new Headers(response.headers);
      headers.set(header, String(at));
      await cache.put('/i18n/nl.json', new Response(await response.blob(), { headers }));
    },
    [SW_CACHE.translations, FETCHED_AT_HEADER, twoDaysAgo] as const,
  );
  expect(await fetchedAt()).toBe(twoDaysAgo);

  // Offline: the old copy answers (never dropped) and stays.
  await context.setOffline(true);
  await page.reload();
  await expect(searchButton(page, 'nl')).toBeVisible();
  expect(await fetchedAt()).toBe(twoDaysAgo);

  // Online: the old copy answers at once and is refreshed in the background.
  await context.setOffline(false);
  await page.reload();
  await expect(searchButton(page, 'nl')).toBeVisible();
  await expect.poll(fetchedAt).toBeGreaterThan(Date.now() - 60_000);
});

test('a repeat visit starts with the last known configuration and refreshes it in the background', async ({
  page,
  context,
}) => {
  const homeHeading = await firstVisitWithWorker(page, context);
  // The page load's boot data was remembered; mark it to see the refresh replace it.
  await page.evaluate((key) => {
    const known = JSON.parse(localStorage.getItem(key) ?? 'null') as Record<string, unknown>;
    localStorage.setItem(key, JSON.stringify({ ...known, remembered: 'before' }));
  }, LAST_CONFIG_STORAGE_KEY);

  // /config.json is held back (the worker asks the network first): the start must not wait for it.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  await context.route('**/config.json', async (route) => {
    asked += 1;
    await held;
    await route.continue();
  });
  await page.reload();
  // Well before the worker's network timeout (5 s) would have served its cached copy.
  await expect(heading(page)).toHaveText(homeHeading, { timeout: 3000 });
  await expect(page.getByTestId('brand')).toHaveAccessibleName('Volunteerly Demo');
  await expect.poll(() => asked).toBeGreaterThan(0);
  const remembered = () =>
    page.evaluate(
      (key) =>
        (JSON.parse(localStorage.getItem(key) ?? '{}') as { remembered?: string }).remembered,
      LAST_CONFIG_STORAGE_KEY,
    );
  expect(await remembered()).toBe('before');

  // The answer, once it comes, is kept for the next start.
  release();
  await expect.poll(remembered).toBeUndefined();
});
