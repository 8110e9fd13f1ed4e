// New versions (DESIGN.md section 8): a changed /builds/latest.json shows the update
// prompt; accepting reloads once through the reload guard, which skips a second reload of the
// same page within 10 s; a chunk that fails to load after a deploy reloads through the same guard.
import { expect, test, type Page } from '@playwright/test';
import { RELOAD_GUARD_MS } from '../../common/constants';
import { RELOAD_GUARD_KEY } from '../../common/pwa';
import { attachScreenshots, expectNoSeriousAxeViolations, tenantUrl, waitForApp } from './helpers';
import { waitForServiceWorker } from './pwa-helpers';
import { declineAnalyticsCookies } from './session-helpers';

/** Counts the page's own loads (reloads included). */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => loads++);
  return () => loads;
}

async function readGuard(page: Page): Promise<{ path: string; expires: number } | null> {
  return page.evaluate((key) => {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as { path: string; expires: number }) : null;
  }, RELOAD_GUARD_KEY);
}

/** Focus makes the app ask for /builds/latest.json; waits for that answer (listening first). */
async function checkOnFocus(page: Page): Promise<void> {
  const answered = page.waitForResponse((r) => r.url().endsWith('/builds/latest.json'));
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await answered;
}

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a new build id shows the prompt; accepting reloads once, a second reload within 10 s is skipped', async ({
    page,
    context,
  }, testInfo) => {
    await declineAnalyticsCookies(context, 'demo');
    const loads = countLoads(page);
    await page.goto(tenantUrl('demo', '/partners'));
    await waitForApp(page);
    await waitForServiceWorker(page);
    const prompt = page.getByTestId('update-prompt');
    // The running build is the newest: no prompt after a check.
    await checkOnFocus(page);
    await expect(prompt).toHaveCount(0);

    // The server now announces another build (the worker's network fetch is intercepted).
    await context.route('**/builds/latest.json', (route) =>
      route.fulfill({
        contentType: 'application/json',
        headers: { 'cache-control': 'no-cache' },
        body: JSON.stringify({ id: 'a-newer-build', timestamp: new Date().toISOString() }),
      }),
    );
    // Coming back online is one of the moments the app asks.
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText('Er is een nieuwe versie beschikbaar');
    const reload = page.getByTestId('update-reload');
    await expect(reload).toHaveText('Opnieuw laden');
    await expectNoSeriousAxeViolations(page, testInfo, 'update-prompt');

    // 'Not now' hides it until something newer comes along.
    await page.getByTestId('update-dismiss').click();
    await expect(prompt).toHaveCount(0);
    await checkOnFocus(page);
    await expect(prompt).toHaveCount(0);

    // A fresh load asks at once: the prompt is back. Accept it by keyboard.
    await page.reload();
    await waitForApp(page);
    await expect(prompt).toBeVisible();
    const before = loads();
    await reload.focus();
    await page.keyboard.press('Enter');
    await expect.poll(loads).toBe(before + 1);
    await waitForApp(page);
    const guard = await readGuard(page);
    expect(guard?.path).toBe('/partners');
    expect(guard!.expires - Date.now()).toBeGreaterThan(0);
    expect(guard!.expires - Date.now()).toBeLessThanOrEqual(RELOAD_GUARD_MS);

    // Still an older build than the server's: accepting again within 10 s is skipped.
    await expect(prompt).toBeVisible();
    await reload.click();
    await expect(page.getByTestId('update-skipped')).toBeVisible();
    await expect(reload).toHaveText('Opnieuw laden');
    expect(loads()).toBe(before + 1);

    // Once the 10 s have passed (the guard's expiry moved into the past), it reloads again.
    await page.evaluate(
      ([key, path]) =>
        sessionStorage.setItem(key, JSON.stringify({ path, expires: Date.now() - 1 })),
      [RELOAD_GUARD_KEY, '/partners'] as const,
    );
    await reload.click();
    await expect.poll(loads).toBe(before + 2);
  });

  test('the prompt at phone and desktop width, in Dutch and English', async ({
    page,
    context,
  }, testInfo) => {
    await declineAnalyticsCookies(context, 'demo');
    await context.route('**/builds/latest.json', (route) =>
      route.fulfill({ contentType: 'application/json', body: '{"id":"a-newer-build"}' }),
    );
    await page.goto(tenantUrl('demo'));
    await waitForApp(page);
    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toBeVisible();
    await attachScreenshots(page, testInfo, 'update-prompt-nl');
    await page.getByTestId('language-toggle').click();
    await expect(prompt).toContainText('A new version is available');
    await expect(page.getByTestId('update-reload')).toHaveText('Reload');
    await attachScreenshots(page, testInfo, 'update-prompt-en');
  });
});

test.describe('a chunk missing after a deploy', () => {
  // The page's own requests are what fail here; the worker's precache would hide that.
  test.use({ serviceWorkers: 'block' });

  test('reloads the page once through the guard, then shows the error instead of looping', async ({
    page,
    context,
  }) => {
    await declineAnalyticsCookies(context, 'demo');
    // The partners page's chunk is gone from the server (a newer build replaced it).
    await context.route(/\/assets\/partners-page-[^/]+\.js$/, (route) =>
      route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
    );
    const loads = countLoads(page);
    await page.goto(tenantUrl('demo', '/partners'));
    // vite:preloadError: the guard lets the first reload through...
    await expect.poll(loads).toBe(2);
    // ...and holds the second back: the error screen shows instead of a reload loop.
    await expect(page.getByTestId('error-screen')).toBeVisible();
    const guard = await readGuard(page);
    expect(guard?.path).toBe('/partners');
    expect(loads()).toBe(2);
  });
});
