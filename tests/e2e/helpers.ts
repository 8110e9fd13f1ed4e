// Shared e2e helpers: tenant URLs, accessibility checks and report screenshots.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

export const PORT = Number(process.env.E2E_PORT ?? 8180);
export const tenantUrl = (tenant: string, path = '/') =>
  `http://${tenant}.localhost:${PORT}${path}`;

/** Waits until the app shell has rendered (header brand or an empty-layout main). */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('#main')).toBeVisible();
}

export async function expectNoSeriousAxeViolations(
  page: Page,
  testInfo: TestInfo,
  label: string,
): Promise<void> {
  // A dialog that is still fading in has text of too little contrast for a moment: let the
  // page's finite animations end first (spinners loop forever and are left running).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => null)),
    ),
  );
  // Fluent's invisible focus guards (tabster dummies) are a known axe false positive
  // (aria-hidden-focus) wherever a DataGrid, TabList or Dialog is mounted.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('[data-tabster-dummy]')
    .analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  await testInfo.attach(`axe-${label}.json`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  expect(
    serious.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/** Attaches full-page screenshots at phone (390 px) and desktop (1280 px) width. */
export async function attachScreenshots(
  page: Page,
  testInfo: TestInfo,
  label: string,
): Promise<void> {
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.waitForTimeout(150);
    const body = await page.screenshot({ fullPage: true });
    await testInfo.attach(`${label}-${width}px.png`, { body, contentType: 'image/png' });
  }
  await page.setViewportSize(original);
}
