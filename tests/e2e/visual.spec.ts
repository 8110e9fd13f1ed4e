// Visual regression: pictures of parts of the product compared with committed baselines (this
// spec's -snapshots folder beside it), so a header that wraps, a font that does not arrive or a
// style that breaks fails a test. Three tenants that load web fonts, four widths, signed out and
// signed in. Fixed: the clock (page.clock), animations and the caret (off), the data (a fresh
// database per run, and the bell's count masked), the fonts (loaded before each shot). Whole
// pages are attached to the report for people to look at, never compared (they change with
// every new vacancy). The card is the tenant's first seeded vacancy, in the search's list.
//
// To add a part (a vacancy card, say): write a `shoot(page, '<part>-<tenant>-<width>', locator)`
// call in the per-tenant loop below, run `npx playwright test visual --update-snapshots` once,
// look at the new pictures and commit them.
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { buildDemoId } from '../../server/seed/demo-ids';
import { tenantUrl } from './helpers';
import { apiUrl, declineAnalyticsCookies, signInViaApi, tenantHeaders } from './session-helpers';

// Inter (demo), Karla and Inter (oldebroek), Rubik and Poppins (meedoen).
const TENANTS = ['demo', 'oldebroek', 'meedoen'] as const;
const WIDTHS = [390, 1024, 1280, 1440] as const;
const FROZEN = new Date('2026-03-02T10:00:00+01:00');

/** Waits for what a picture depends on: the page's fonts, the logo, a quiet network. */
async function settle(page: Page): Promise<void> {
  await expect(page.getByTestId('brand').locator('img')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images).map((img) =>
        img.complete ? null : img.decode().catch(() => null),
      ),
    );
  });
}

async function shoot(page: Page, name: string, part: Locator, mask: Locator[] = []) {
  await expect(part).toHaveScreenshot(`${name}.png`, {
    animations: 'disabled',
    caret: 'hide',
    mask,
    // Antialiasing may differ by a pixel here and there; a wrapped row or another font does not.
    maxDiffPixelRatio: 0.002,
    threshold: 0.2,
  });
}

async function attachWholePage(page: Page, name: string) {
  await test.info().attach(`${name}.png`, {
    body: await page.screenshot({ fullPage: true, animations: 'disabled' }),
    contentType: 'image/png',
  });
}

for (const tenant of TENANTS) {
  test.describe(`${tenant}`, () => {
    test.describe.configure({ mode: 'serial' });
    // One browser context per tenant: signed out first, then signed in once for the rest.
    let context: BrowserContext;
    let page: Page;

    test.beforeAll(async ({ browser }) => {
      context = await browser.newContext({ locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
      await declineAnalyticsCookies(context, tenant);
      page = await context.newPage();
      await page.clock.setFixedTime(FROZEN);
    });
    test.afterAll(async () => {
      await context.close();
    });

    test(`header signed out at ${WIDTHS.join(', ')} px`, async () => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(tenantUrl(tenant, '/vacancies/search'));
        await expect(page.getByTestId(width < 768 ? 'menu-button' : 'sign-in-link')).toBeVisible();
        await settle(page);
        await shoot(
          page,
          `header-${tenant}-signed-out-${width}`,
          page.locator('header[data-app-titlebar]'),
        );
        await attachWholePage(page, `page-${tenant}-signed-out-${width}`);
      }
    });

    test(`vacancy card at ${WIDTHS.join(', ')} px`, async ({ request }) => {
      // The tenant's first seeded vacancy, found by its own title (other specs add vacancies).
      const id = buildDemoId(tenant, 'vacancy', 1);
      const res = await request.get(apiUrl(`/api/v1/vacancies/${id}`), {
        headers: tenantHeaders(tenant),
      });
      expect(res.status()).toBe(200);
      const title = ((await res.json()) as { data: { attributes: { title_nl: string } } }).data
        .attributes.title_nl;
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(tenantUrl(tenant, `/vacancies/search?q=${encodeURIComponent(title)}`));
        const card = page
          .getByTestId('vacancy-card')
          .filter({ has: page.locator(`a[href="/vacancies/${id}"]`) });
        await expect(card).toBeVisible();
        await settle(page);
        await shoot(page, `vacancy-card-${tenant}-${width}`, card);
      }
    });

    test(`header signed in (coordinator) at ${WIDTHS.join(', ')} px`, async () => {
      await signInViaApi(page, tenant, `coordinator@${tenant}.test`);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(tenantUrl(tenant, '/vacancies/search'));
        await expect(page.getByTestId('notification-bell')).toBeVisible();
        if (width >= 768) await expect(page.getByTestId('user-menu')).toBeVisible();
        await settle(page);
        // The bell's count depends on what other specs did before: masked.
        await shoot(
          page,
          `header-${tenant}-signed-in-${width}`,
          page.locator('header[data-app-titlebar]'),
          [page.getByTestId('notification-bell')],
        );
        await attachWholePage(page, `page-${tenant}-signed-in-${width}`);
      }
    });
  });
}
