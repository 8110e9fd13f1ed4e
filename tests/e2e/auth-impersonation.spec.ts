// Sign in as another user (DESIGN.md section 6): an admin opens a volunteer's page, signs in as
// them, sees the banner and goes back to their own account on the user's page.
import { expect, test } from '@playwright/test';
import { attachScreenshots, expectNoSeriousAxeViolations, tenantUrl } from './helpers';
import {
  apiUrl,
  authHeaders,
  declineAnalyticsCookies,
  signInViaApi,
  tenantHeaders,
} from './session-helpers';

test('an admin signs in as a volunteer, sees the banner and returns', async ({
  page,
  context,
}, testInfo) => {
  await declineAnalyticsCookies(context, 'demo');
  const admin = await signInViaApi(page, 'demo', 'admin@demo.test');
  const list = await page.request.get(apiUrl('/api/v1/users'), {
    headers: { ...tenantHeaders('demo'), ...authHeaders(admin) },
    params: { 'filter[q]': 'volunteer@demo.test' },
  });
  expect(list.status()).toBe(200);
  const users = (await list.json()) as { data: { id: string; attributes: { email: string } }[] };
  const volunteer = users.data.find((u) => u.attributes.email === 'volunteer@demo.test')!;

  await page.goto(tenantUrl('demo', `/users/${volunteer.id}`));
  await page.getByRole('button', { name: 'Inloggen als deze gebruiker' }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /^Inloggen als / })
    .click();
  const banner = page.getByTestId('impersonation-banner');
  await expect(banner).toContainText('Je bent ingelogd als');
  await expect(page.getByTestId('user-menu')).not.toContainText('admin');
  // The admin's own session waits in this tab only.
  expect(await page.evaluate(() => sessionStorage.getItem('auth.impersonation'))).not.toBeNull();
  await page.goto(tenantUrl('demo', '/profiel'));
  await expect(page.getByTestId('account-summary')).toContainText('volunteer@demo.test');
  await expect(banner).toBeVisible();
  await expectNoSeriousAxeViolations(page, testInfo, 'impersonation');
  await attachScreenshots(page, testInfo, 'impersonation');

  await banner.getByRole('button', { name: 'Terug naar je eigen account' }).click();
  await expect(page).toHaveURL(tenantUrl('demo', `/users/${volunteer.id}`));
  await expect(page.getByTestId('impersonation-banner')).toHaveCount(0);
  await page.goto(tenantUrl('demo', '/profiel'));
  await expect(page.getByTestId('account-summary')).toContainText('admin@demo.test');
});
