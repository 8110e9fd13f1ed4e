// The header (one row, measured) for the tenant with the longest name, signed out and as each
// role, from 1024 px up (1263 px: 1280 with a classic scrollbar) and on a phone; the phone menu's
// four ways to close, each giving focus back to its button; 'Choose a partner' only where the
// visitor can choose.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { PORT, expectNoSeriousAxeViolations, tenantUrl } from './helpers';
import { declineAnalyticsCookies, signInViaApi } from './session-helpers';

// Longest tenant name (Vrijwilligersplein Roermond) with the high-contrast theme; the longest
// menu is a staff member's (their work entries before the public ones).
const TENANT = 'roermond';
const WIDE = [1024, 1263, 1280, 1440];
const ROLES = [
  { label: 'signed out', email: null, work: false },
  { label: 'volunteer', email: `volunteer@${TENANT}.test`, work: false },
  { label: 'organization admin', email: `organization@${TENANT}.test`, work: true },
  { label: 'coordinator', email: `coordinator@${TENANT}.test`, work: true },
  { label: 'admin', email: `admin@${TENANT}.test`, work: true },
] as const;

const row = (page: Page) => page.getByTestId('header-row');
const titlebar = (page: Page) => page.locator('header[data-app-titlebar]');

async function openAs(browser: Browser, email: string | null): Promise<Page> {
  const context = await browser.newContext();
  await declineAnalyticsCookies(context, TENANT);
  const page = await context.newPage();
  if (email) await signInViaApi(page, TENANT, email);
  return page;
}

/** Waits until the header has everything it will show (lazy account menu and bell included). */
async function settle(page: Page, signedIn: boolean, width: number): Promise<void> {
  await expect(page.getByTestId('brand')).toBeVisible();
  if (signedIn) {
    await expect(page.getByTestId('notification-bell')).toBeVisible();
    if (width >= 768) await expect(page.getByTestId('user-menu')).toBeVisible();
  } else if (width >= 768) {
    await expect(page.getByTestId('sign-in-link')).toBeVisible();
  }
  await expect(page.getByTestId('brand').locator('img')).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
}

/** Every part of the row sits inside the row's box and inside the window. */
async function measureRow(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header[data-app-titlebar]')!;
    const bar = document.querySelector('[data-testid="header-row"]')!;
    const barBox = bar.getBoundingClientRect();
    const parts = Array.from(bar.querySelectorAll('a, button'))
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0);
    return {
      header: header.getBoundingClientRect().height,
      outside: parts.filter((r) => r.top < barBox.top - 1 || r.bottom > barBox.bottom + 1).length,
      right: Math.max(...parts.map((r) => r.right)),
      width: document.documentElement.clientWidth,
      scrollWidth: document.documentElement.scrollWidth,
    };
  });
}

for (const role of ROLES) {
  test(`one header row for ${role.label} at 1024 to 1440 px and at most 64 px on a phone`, async ({
    browser,
  }, testInfo) => {
    const page = await openAs(browser, role.email);
    for (const width of WIDE) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(tenantUrl(TENANT, '/vacancies/search'));
      await settle(page, role.email !== null, width);
      const m = await measureRow(page);
      expect(m.header, `header height at ${width}px`).toBeLessThanOrEqual(64);
      expect(m.outside, `parts off the row at ${width}px`).toBe(0);
      expect(m.right, `right edge at ${width}px`).toBeLessThanOrEqual(m.width);
      expect(m.scrollWidth).toBeLessThanOrEqual(width);
      // Staff find their work in the main navigation (in the row or under More).
      const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
      if (role.work) {
        const dashboard = nav.getByRole('link', { name: 'Dashboard' });
        await expect(dashboard).toBeVisible();
        await expect(dashboard).toHaveAttribute('href', '/dashboard');
      } else {
        await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
      }
      // Entries that do not fit are under More, reachable; none is lost.
      const overflow = Number(await page.getByTestId('header-nav').getAttribute('data-overflow'));
      if (overflow > 0) {
        await page.getByTestId('nav-more').click();
        await expect(nav.locator('ul[id] a')).toHaveCount(overflow);
        await expect(nav.locator('ul[id] a').first()).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.getByTestId('nav-more')).toBeFocused();
        await expect(nav.locator('ul[id] a').first()).toBeHidden();
      }
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(tenantUrl(TENANT, '/vacancies/search'));
    await settle(page, role.email !== null, 390);
    const phone = await measureRow(page);
    expect(phone.header).toBeLessThanOrEqual(64);
    expect(phone.outside).toBe(0);
    expect(phone.scrollWidth).toBeLessThanOrEqual(390);
    await expect(page.getByTestId('brand')).toHaveAccessibleName('Vrijwilligersplein Roermond');
    await expect(page.getByTestId('brand')).toHaveAttribute('title', 'Vrijwilligersplein Roermond');
    await expect(page.getByTestId('header-search')).toBeVisible();
    await expect(page.getByTestId('menu-button')).toBeVisible();
    await testInfo.attach(`header-${role.label}-390.png`, {
      body: await titlebar(page).screenshot(),
      contentType: 'image/png',
    });
    await page.context().close();
  });
}

test('offline adds no row: the mark is compact on a phone and at 1024 px', async ({ browser }) => {
  const page = await openAs(browser, `volunteer@${TENANT}.test`);
  for (const width of [390, 1024]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(tenantUrl(TENANT, '/vacancies/search'));
    await settle(page, true, width);
    await page.context().setOffline(true);
    await expect(page.getByTestId('offline-indicator')).toBeVisible();
    const m = await measureRow(page);
    expect(m.header, `offline header at ${width}px`).toBeLessThanOrEqual(64);
    expect(m.outside).toBe(0);
    expect(m.scrollWidth).toBeLessThanOrEqual(width);
    await page.context().setOffline(false);
    await expect(page.getByTestId('offline-indicator')).toHaveCount(0);
  }
  await page.context().close();
});

test('the desktop icons have names and tooltips; staff keep one applications entry', async ({
  browser,
}) => {
  const page = await openAs(browser, `volunteer@${TENANT}.test`);
  await page.goto(tenantUrl(TENANT, '/vacancies/search'));
  await settle(page, true, 1280);
  const applications = row(page).getByRole('link', { name: 'Mijn reacties' });
  await expect(applications).toBeVisible();
  await applications.focus();
  await expect(page.getByRole('tooltip', { name: 'Mijn reacties' })).toBeVisible();
  await row(page).getByRole('link', { name: 'Gesprekken' }).hover();
  await expect(page.getByRole('tooltip', { name: 'Gesprekken' })).toBeVisible();
  await page.context().close();
});

test.describe('the phone menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  async function open(page: Page) {
    const button = page.getByTestId('menu-button');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('phone-menu')).toBeVisible();
    return button;
  }
  async function expectClosed(page: Page) {
    await expect(page.getByTestId('phone-menu')).toHaveCount(0);
    const button = page.getByTestId('menu-button');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  }

  test('closes on Escape, a tap outside, navigation (a link and the logo) and a search', async ({
    page,
  }, testInfo) => {
    await declineAnalyticsCookies(page.context(), TENANT);
    await page.goto(tenantUrl(TENANT, '/vacancies/search'));
    await settle(page, false, 390);

    await open(page);
    await expectNoSeriousAxeViolations(page, testInfo, 'phone-menu-open');
    await page.keyboard.press('Escape');
    await expectClosed(page);

    await open(page);
    await page.mouse.click(195, 600);
    await expectClosed(page);

    await open(page);
    await page.getByTestId('phone-menu').getByRole('link', { name: 'Nieuws' }).click();
    await expect(page).toHaveURL(/\/nieuws$/);
    await expectClosed(page);

    await open(page);
    await page.getByTestId('brand').click();
    await expect(page).toHaveURL(tenantUrl(TENANT, '/'));
    await expectClosed(page);
    // The logo on the page it leads to closes it too.
    await open(page);
    await page.getByTestId('brand').click();
    await expectClosed(page);

    await open(page);
    await page.getByTestId('phone-menu-search').fill('tuin');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/vacancies\/search\?q=tuin$/);
    await expectClosed(page);
    await expectNoSeriousAxeViolations(page, testInfo, 'phone-menu-closed');
  });

  test('holds the language, the account and every entry of a staff member', async ({ page }) => {
    await signInViaApi(page, TENANT, `coordinator@${TENANT}.test`);
    await page.goto(tenantUrl(TENANT, '/vacancies/search'));
    await settle(page, true, 390);
    await open(page);
    const menu = page.getByTestId('phone-menu');
    for (const name of ['Dashboard', 'Vacaturebeheer', 'Reacties', 'Organisaties', 'Gesprekken']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Uitloggen' })).toBeVisible();
    await menu.getByTestId('phone-language-toggle').click();
    await expect(menu.getByRole('link', { name: 'Manage vacancies' })).toBeVisible();
  });
});

test('"Choose a partner" only where the host does not decide the tenant', async ({ page }) => {
  const footer = page.getByRole('contentinfo');
  // The footer loads when the visitor scrolls near it (the home page is long).
  const scrollToFooter = () =>
    expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(footer).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
  await page.goto(tenantUrl('demo'));
  await scrollToFooter();
  await expect(footer.getByRole('link', { name: 'Partners' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Kies een partner' })).toHaveCount(0);
  await page.goto(`http://localhost:${PORT}/`);
  await scrollToFooter();
  await expect(footer.getByRole('link', { name: 'Kies een partner' })).toBeVisible();
});
