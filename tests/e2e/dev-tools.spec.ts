// The public developer tools: toasts with our timing, error reporting that sends a 500 to Sentry
// (a local fake receiver) but never a 404, and the mail reader's page on a server without it.
import { expect, test } from '@playwright/test';
import { startFakeSentry } from '../support/fake-sentry';
import { spawnServer } from '../support/spawn-server';
import { attachScreenshots, tenantUrl } from './helpers';

test('toasts close by themselves, stay with duration 0, and take any of six positions', async ({
  page,
}, testInfo) => {
  await page.goto(tenantUrl('demo', '/test/toaster'));
  await page.getByRole('button', { name: 'Alleen noodzakelijke cookies' }).click();
  await page.getByRole('spinbutton', { name: 'Duur in milliseconden' }).fill('1500');
  await page.getByRole('button', { name: 'Gelukt' }).click();
  const polite = page.getByRole('status').filter({ has: page.getByTestId('toast') });
  await expect(polite.getByTestId('toast')).toHaveCount(1);
  await expect(page.locator('[data-testid="toast"][data-intent="success"]')).toHaveCount(0, {
    timeout: 5000,
  });

  await page.getByRole('spinbutton', { name: 'Duur in milliseconden' }).fill('0');
  await page.getByRole('button', { name: 'Fout', exact: true }).click();
  const errorToast = page.locator('[role="alert"] [data-testid="toast"][data-intent="error"]');
  await expect(errorToast).toHaveCount(1);
  await page.waitForTimeout(2000);
  await expect(errorToast).toHaveCount(1);
  await attachScreenshots(page, testInfo, 'toaster');
  await errorToast.getByRole('button', { name: 'Sluiten' }).click();
  await expect(errorToast).toHaveCount(0);

  await page.getByRole('radio', { name: 'Linksboven' }).check();
  await page.getByRole('button', { name: 'Informatie' }).click();
  const box = await page.locator('[data-testid="toast"][data-intent="info"]').boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeLessThan(100);
  expect(box!.y).toBeLessThan(200);
  await page.getByRole('button', { name: 'Alles weghalen' }).click();
  await expect(page.getByTestId('toast')).toHaveCount(0);
});

test('error reporting sends a 500 to Sentry and never a 404', async ({ page }) => {
  const sentry = await startFakeSentry();
  const server = await spawnServer(8181, { SENTRY_DSN: sentry.dsn });
  try {
    await page.goto(`http://demo.localhost:${server.port}/test/sentry`);
    await expect(page.getByTestId('sentry-enabled')).toHaveAttribute('data-enabled', 'true');
    await page.getByRole('button', { name: 'Meld een fout met status 404' }).click();
    await page.getByRole('button', { name: 'Meld een fout met status 500' }).click();
    const values = () => sentry.events.flatMap((e) => e.exceptionValues);
    await expect
      .poll(values, { timeout: 15_000 })
      .toContainEqual(expect.stringContaining('status 500'));
    // The 404 was raised first; give it time anyway before asserting it never arrived.
    await page.waitForTimeout(1500);
    expect(values().filter((v) => v.includes('status 404'))).toEqual([]);
  } finally {
    expect(await server.stop()).toBe(0);
    await sentry.close();
  }
});

test('the mail page says so when the server has no mail reader (sending mail, or production)', async ({
  page,
}) => {
  const server = await spawnServer(8182, { DEV_MAIL_READER: 'false' });
  try {
    await page.goto(`http://demo.localhost:${server.port}/dev/mails`);
    const off = page.getByTestId('dev-mails-off');
    await expect(off).toContainText('Deze server heeft geen maillezer');
    await expect(page.getByTestId('dev-mails-table')).toHaveCount(0);
  } finally {
    expect(await server.stop()).toBe(0);
  }
});
