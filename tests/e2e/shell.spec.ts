// The app shell across tenants: branding, titles, the 404 screen, language, accessibility.
import { expect, test, type Page } from '@playwright/test';
import { attachScreenshots, expectNoSeriousAxeViolations, tenantUrl, waitForApp } from './helpers';

async function brandOf(page: Page) {
  return page.evaluate(() => {
    const provider = document.querySelector('.fui-FluentProvider');
    const icon = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
    return {
      brand: provider
        ? getComputedStyle(provider).getPropertyValue('--colorBrandBackground').trim()
        : '',
      favicon: icon?.href ?? '',
      // The logo carries the app name as its text alternative; without a logo it is the text.
      appName: ((el) => (el instanceof HTMLImageElement ? el.alt : (el?.textContent ?? '')))(
        document.querySelector('[data-testid="app-name"]'),
      ),
      heading: document.querySelector('h1')?.textContent ?? '',
    };
  });
}

test('demo and oldebroek show their own name, colours and favicon', async ({ page }, testInfo) => {
  // The home page's heading comes with its chunk, which may arrive after the shell.
  const heading = page.getByRole('heading', { level: 1 });
  await page.goto(tenantUrl('demo'));
  await waitForApp(page);
  await expect(page.locator('link[rel~="icon"][href*="/brand/"]')).toHaveCount(1);
  await expect(heading).toHaveText('Vrijwilligerscentrale Demo');
  const demo = await brandOf(page);
  await attachScreenshots(page, testInfo, 'home-demo');

  await page.goto(tenantUrl('oldebroek'));
  await waitForApp(page);
  await expect(page.locator('link[rel~="icon"][href*="/brand/"]')).toHaveCount(1);
  await expect(heading).toHaveText('Vrijwilligerscentrale Oldebroek');
  const oldebroek = await brandOf(page);
  await attachScreenshots(page, testInfo, 'home-oldebroek');

  expect(demo.appName).toBe('Volunteerly Demo');
  expect(oldebroek.appName).toBe('Vrijwilligerswerk Oldebroek');
  expect(demo.brand).toMatch(/^#[0-9a-f]{6}$/i);
  expect(oldebroek.brand).toMatch(/^#[0-9a-f]{6}$/i);
  expect(demo.brand).not.toBe(oldebroek.brand);
  expect(demo.favicon).not.toBe(oldebroek.favicon);
  expect(demo.heading).not.toBe(oldebroek.heading);
});

test('the page title is "<title> - <app name>", or the app name alone', async ({ page }) => {
  await page.goto(tenantUrl('demo'));
  await waitForApp(page);
  await expect(page).toHaveTitle('Volunteerly Demo');
  await page.goto(tenantUrl('demo', '/partners'));
  await expect(page).toHaveTitle('Partners - Volunteerly Demo');
  await page.goto(tenantUrl('oldebroek', '/vacancies/search'));
  await expect(page).toHaveTitle('Vacatures zoeken - Vrijwilligerswerk Oldebroek');
});

test('an unknown path shows the 404 screen, which clears on navigation', async ({
  page,
}, testInfo) => {
  await page.goto(tenantUrl('demo', '/does/not/exist'));
  const screen = page.getByTestId('error-screen');
  await expect(screen).toBeVisible();
  await expect(screen).toContainText('Page Not Found: /does/not/exist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden');
  await expect(page).toHaveTitle('Pagina niet gevonden - Volunteerly Demo');
  await expectNoSeriousAxeViolations(page, testInfo, '404');
  await attachScreenshots(page, testInfo, '404');

  await page.getByRole('button', { name: 'Terug naar home' }).click();
  await expect(page).toHaveURL(tenantUrl('demo', '/'));
  await expect(page.getByTestId('error-screen')).toHaveCount(0);

  // A single segment is a content page: a 404 until a page with that slug exists.
  await page.goto(tenantUrl('demo', '/bestaat-niet'));
  await expect(page.getByTestId('error-screen')).toContainText('Page Not Found: /bestaat-niet');
  await page.getByRole('link', { name: 'Partners' }).first().click();
  await expect(page.getByTestId('error-screen')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partners');
});

test('the language toggle survives a reload and sets <html lang>', async ({ page, context }) => {
  await page.goto(tenantUrl('demo'));
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.getByRole('button', { name: 'Zoeken' })).toBeVisible();
  await page.getByTestId('language-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === 'locale');
  expect(cookie?.value).toBe('en');
  expect(cookie?.path).toBe('/');
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
  await page.reload();
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
});

test('the home page has no serious accessibility violations', async ({ page }, testInfo) => {
  await page.goto(tenantUrl('demo'));
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousAxeViolations(page, testInfo, 'home');
});

test('a sign-in route redirects to the login page when signed out', async ({ page }) => {
  await page.goto(tenantUrl('demo', '/users'));
  await expect(page).toHaveURL(tenantUrl('demo', '/auth/login-1?redirect=%2Fusers'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inloggen');
});
