// Center design settings in the browser: a center admin changes the primary
// colour in /instellingen/design and the whole app takes it at once and after a reload.
import { expect, test, type Page } from '@playwright/test';
import { attachScreenshots, expectNoSeriousAxeViolations, tenantUrl } from './helpers';
import {
  apiUrl,
  authHeaders,
  declineAnalyticsCookies,
  signInViaApi,
  tenantHeaders,
} from './session-helpers';

/** Fluent's brand background of the app's own (outermost) FluentProvider. */
function readBrandBackground(page: Page): Promise<string> {
  return page
    .locator('.fui-FluentProvider')
    .first()
    .evaluate((el) => getComputedStyle(el).getPropertyValue('--colorBrandBackground').trim());
}

test('a center admin changes the primary colour and the app re-themes at once and after a reload', async ({
  page,
  context,
}, testInfo) => {
  await declineAnalyticsCookies(context, 'demo');
  const tokens = await signInViaApi(page, 'demo', 'coordinator@demo.test');
  const headers = { ...tenantHeaders('demo'), ...authHeaders(tokens) };
  const before = await page.request.get(
    apiUrl('/api/v1/volunteer_centers/current?include=profile'),
    {
      headers,
    },
  );
  const original = (
    (await before.json()) as { included: { attributes: Record<string, unknown> }[] }
  ).included[0]!.attributes;

  try {
    await page.goto(tenantUrl('demo', '/instellingen/design'));
    await expect(page.getByRole('heading', { level: 1, name: 'Vormgeving' })).toBeVisible();
    const primary = page.getByRole('textbox', { name: 'Hoofdkleur', exact: true });
    await expect(primary).not.toHaveValue('');
    const oldBrand = await readBrandBackground(page);
    expect(oldBrand).not.toBe('');
    await expectNoSeriousAxeViolations(page, testInfo, 'design');
    await attachScreenshots(page, testInfo, 'design');

    await primary.fill('#b91c1c');
    await primary.blur();
    // The shade set follows the colour, and the preview shows it before saving.
    await expect(page.getByTestId('primary-swatches')).toContainText('#b91c1c');
    const saved = page.waitForResponse(
      (r) =>
        r.url().includes('/volunteer_centers/current/profile') && r.request().method() === 'PATCH',
    );
    await page.getByRole('button', { name: 'Ontwerp opslaan' }).click();
    expect((await saved).status()).toBe(200);

    await expect.poll(() => readBrandBackground(page)).not.toBe(oldBrand);
    const newBrand = await readBrandBackground(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Vormgeving' })).toBeVisible();
    await expect.poll(() => readBrandBackground(page)).toBe(newBrand);
    await page.goto(tenantUrl('demo', '/'));
    await expect.poll(() => readBrandBackground(page)).toBe(newBrand);
    await attachScreenshots(page, testInfo, 'home-after-design');
  } finally {
    // Other specs see the seeded design again.
    await page.request.patch(apiUrl('/api/v1/volunteer_centers/current/profile'), {
      headers: { ...headers, 'Content-Type': 'application/vnd.api+json' },
      data: {
        data: {
          type: 'center_profiles',
          attributes: {
            primary_color: original.primary_color,
            primary_color_shades: original.primary_color_shades,
          },
        },
      },
    });
  }
});
