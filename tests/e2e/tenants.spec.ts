// Each tenant option of SPEC section 1 changes something a visitor can see.
import { expect, test, type Page } from '@playwright/test';
import { PORT, attachScreenshots, tenantUrl, waitForApp } from './helpers';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Hoofdmenu' });

test('feature flags decide the menu entries and their routes', async ({ page }) => {
  await page.goto(tenantUrl('oldebroek'));
  await waitForApp(page);
  await expect(nav(page).getByRole('link', { name: 'Burenhulp' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Activiteitenkalender' })).toBeVisible();

  await page.goto(tenantUrl('demo'));
  await expect(nav(page).getByRole('link', { name: 'Een-op-een-hulp' })).toBeVisible();

  await page.goto(tenantUrl('roermond'));
  await waitForApp(page);
  await expect(nav(page).getByRole('link', { name: 'Vacatures' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Activiteitenkalender' })).toHaveCount(0);
  await expect(nav(page).getByRole('link', { name: /hulp/i })).toHaveCount(0);
  // A switched-off feature's page does not exist for that tenant.
  await page.goto(tenantUrl('roermond', '/activiteitenkalender'));
  await expect(page.getByTestId('error-screen')).toContainText(
    'Page Not Found: /activiteitenkalender',
  );
});

test('the high-contrast tenant gets the high-contrast theme', async ({ page }, testInfo) => {
  const background = async () =>
    page.evaluate(() => {
      const provider = document.querySelector('.fui-FluentProvider');
      return provider
        ? getComputedStyle(provider)
            .getPropertyValue('--colorNeutralBackground1')
            .trim()
            .toLowerCase()
        : '';
    });
  await page.goto(tenantUrl('roermond'));
  await waitForApp(page);
  await expect.poll(background).toBe('#000000');
  await attachScreenshots(page, testInfo, 'home-roermond-high-contrast');
  await page.goto(tenantUrl('demo'));
  await waitForApp(page);
  await expect.poll(background).not.toBe('#000000');
});

test('menu tab styles differ per tenant', async ({ page }) => {
  const activeStyle = async () =>
    page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .locator('a[aria-current="page"]')
      .evaluate((a) => {
        const s = getComputedStyle(a);
        return {
          radius: parseFloat(s.borderTopLeftRadius),
          background: s.backgroundColor,
          underline: s.borderBottomWidth,
        };
      });
  await page.goto(tenantUrl('oldebroek', '/nieuws'));
  await expect(page.locator('header[data-tab-style]')).toHaveAttribute('data-tab-style', 'pill');
  const pill = await activeStyle();
  expect(pill.radius).toBeGreaterThan(100);
  expect(pill.background).not.toBe('rgba(0, 0, 0, 0)');

  await page.goto(tenantUrl('demo', '/nieuws'));
  await expect(page.locator('header[data-tab-style]')).toHaveAttribute(
    'data-tab-style',
    'underline',
  );
  const underline = await activeStyle();
  expect(underline.underline).toBe('3px');
  expect(underline.background).toBe('rgba(0, 0, 0, 0)');
});

test('a tenant without multi-language support has no language toggle', async ({ page }) => {
  await page.goto(tenantUrl('meedoen'));
  await waitForApp(page);
  await expect(page.getByTestId('brand')).toHaveAccessibleName('Meedoen');
  await expect(page.getByTestId('language-toggle')).toHaveCount(0);
  await page.goto(tenantUrl('demo'));
  await expect(page.getByTestId('language-toggle')).toBeVisible();
});

test('/switch picks the tenant where the host does not decide it', async ({ page, context }) => {
  await page.goto(`http://localhost:${PORT}/`);
  await waitForApp(page);
  await expect(page.getByTestId('brand')).toHaveAccessibleName('Volunteerly');
  await expect(page.locator('header[data-app-titlebar]')).toHaveAttribute(
    'data-tab-style',
    'boxed',
  );

  await page.goto(`http://localhost:${PORT}/switch`);
  await page.getByRole('button', { name: 'Vrijwilligerswerk Oldebroek' }).click();
  await expect(page).toHaveURL(`http://localhost:${PORT}/`);
  await expect(page.getByTestId('brand')).toHaveAccessibleName('Vrijwilligerswerk Oldebroek');
  const cookie = (await context.cookies(`http://localhost:${PORT}`)).find(
    (c) => c.name === 'tenant',
  );
  expect(cookie).toMatchObject({ value: 'oldebroek', path: '/' });

  // On a host that decides the tenant, the choice is not offered.
  await page.goto(tenantUrl('demo', '/switch'));
  await expect(page.getByRole('button', { name: 'Meedoen' })).toBeDisabled();
});

test('analytics loads only for a center with a tag id, and only after consent', async ({
  page,
  context,
}) => {
  const gtagScripts = () => page.locator('script[src*="googletagmanager.com/gtag/js"]').count();
  // No tag id, no tracking and no banner.
  await page.goto(tenantUrl('oldebroek'));
  await waitForApp(page);
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  expect(await gtagScripts()).toBe(0);

  // Demo has a tag id: nothing loads until the visitor accepts.
  await context.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ body: '', contentType: 'text/javascript' }),
  );
  await page.goto(tenantUrl('demo'));
  await expect(page.getByTestId('consent-banner')).toBeVisible();
  expect(await gtagScripts()).toBe(0);
  await page.getByRole('button', { name: 'Analytische cookies accepteren' }).click();
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  await expect.poll(gtagScripts).toBe(1);
  await page.reload();
  await waitForApp(page);
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);
});

test('center sharing shows on the partners page of tenants that share', async ({ page }) => {
  await page.goto(tenantUrl('cordaad', '/partners'));
  await expect(page.getByTestId('center-sharing')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 })).toHaveCount(2);
  await expect(page.getByRole('link', { name: /Leidschendam/ })).toHaveAttribute(
    'href',
    `http://leidschendam.cordaad.localhost:${PORT}/`,
  );
  await page.goto(tenantUrl('demo', '/partners'));
  await expect(main.getByRole('heading', { level: 2 })).toHaveCount(1);
  await expect(page.getByTestId('center-sharing')).toHaveCount(0);
});
