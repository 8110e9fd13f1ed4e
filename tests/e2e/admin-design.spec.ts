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

test('a center admin chooses the storefront look: the preview follows and the choice is saved', async ({
  page,
  context,
}, testInfo) => {
  await declineAnalyticsCookies(context, 'demo');
  const tokens = await signInViaApi(page, 'demo', 'coordinator@demo.test');
  const headers = { ...tenantHeaders('demo'), ...authHeaders(tokens) };
  const before = await page.request.get(
    apiUrl('/api/v1/volunteer_centers/current?include=profile'),
    { headers },
  );
  const original = (
    (await before.json()) as { included: { attributes: Record<string, unknown> }[] }
  ).included[0]!.attributes;

  try {
    await page.goto(tenantUrl('demo', '/instellingen/design'));
    // The settings page is a lazy chunk: on a busy machine it takes longer than one expect's wait.
    await expect(page.getByRole('heading', { level: 1, name: 'Vormgeving' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(
      page.getByRole('heading', { level: 2, name: "Uiterlijk van de publieke pagina's" }),
    ).toBeVisible();
    const preview = page.getByTestId('theme-preview');
    // The illustrations arrive as files and are drawn (the <use> target has a size).
    const scene = preview.locator('[data-hero-style] svg use').first();
    await expect(scene).toHaveAttribute('href', /\/assets\/hero-[\w-]+\.svg#art$/);
    await expect
      .poll(() => scene.evaluate((el) => (el as SVGGraphicsElement).getBBox().width))
      .toBeGreaterThan(0);

    await page.getByRole('radio', { name: 'Afbeelding over de hele breedte' }).check();
    await page.getByRole('radio', { name: 'Afbeelding naast de tekst' }).check();
    await page.getByRole('radio', { name: 'Buurttuin' }).check();
    await expect(preview.locator('[data-hero-style]')).toHaveAttribute('data-hero-style', 'photo');
    await expect(preview.locator('[data-card-style]')).toHaveAttribute(
      'data-card-style',
      'image-side',
    );
    await expect(scene).toHaveAttribute('href', /\/assets\/hero-garden-[\w-]+\.svg#art$/);
    await expectNoSeriousAxeViolations(page, testInfo, 'design-look');
    await attachScreenshots(page, testInfo, 'design-look');

    const saved = page.waitForResponse(
      (r) =>
        r.url().includes('/volunteer_centers/current/profile') && r.request().method() === 'PATCH',
    );
    await page.getByRole('button', { name: 'Ontwerp opslaan' }).click();
    const response = await saved;
    expect(response.status()).toBe(200);
    const body = (await response.json()) as {
      included: { attributes: { theme_config: Record<string, unknown> } }[];
    };
    expect(body.included[0]!.attributes.theme_config).toMatchObject({
      hero_style: 'photo',
      card_style: 'image-side',
      hero_illustration: 'garden',
    });
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Afbeelding naast de tekst' })).toBeChecked();
  } finally {
    // theme_config members merge on PATCH: clear it, then put the seeded one back.
    for (const themeConfig of [null, original.theme_config]) {
      await page.request.patch(apiUrl('/api/v1/volunteer_centers/current/profile'), {
        headers: { ...headers, 'Content-Type': 'application/vnd.api+json' },
        data: {
          data: { type: 'center_profiles', attributes: { theme_config: themeConfig } },
        },
      });
    }
  }
});
