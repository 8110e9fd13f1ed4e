// Actions that need the network say so while offline (DESIGN.md section 8): the
// button stays focusable but is disabled, and its accessible description is the reason shown
// beside it; back online it works again. Writes the offline queue keeps (the volunteer profile)
// stay enabled. The service worker is not needed here: this is about the page's own gate.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { attachScreenshots, expectNoSeriousAxeViolations, tenantUrl } from './helpers';
import { declineAnalyticsCookies, signInViaApi } from './session-helpers';

const TENANT = 'demo';
const REASON = /Je bent offline\. Hiervoor is verbinding nodig/;

test.beforeEach(async ({ context }) => {
  await declineAnalyticsCookies(context, TENANT);
});

/** Disabled but focusable, described by the visible reason it points at. */
async function expectGated(page: Page, button: Locator): Promise<void> {
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(button).toBeDisabled();
  await expect(button).toHaveAccessibleDescription(REASON);
  const describedBy = await button.getAttribute('aria-describedby');
  expect(describedBy).toBeTruthy();
  const hint = page.locator(`[id="${describedBy}"]`);
  await expect(hint).toBeVisible();
  await expect(hint).toHaveText(REASON);
  await button.focus();
  await expect(button).toBeFocused();
}

async function expectOpen(page: Page, button: Locator): Promise<void> {
  await expect(button).toBeEnabled();
  await expect(button).not.toHaveAttribute('aria-disabled', 'true');
  await expect(button).not.toHaveAttribute('aria-describedby', /.+/);
  await expect(page.getByTestId('needs-network')).toHaveCount(0);
}

/** One frame and one task: long enough for a submit handler to have sent its request. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
}

test('offline, signing in is disabled with the reason; back online it signs in', async ({
  page,
  context,
}, testInfo) => {
  await page.goto(tenantUrl(TENANT, '/auth/login-1'));
  const submit = page.getByRole('button', { name: 'Inloggen', exact: true });
  await expect(submit).toBeEnabled();
  await page.locator('input[name="email"]').fill('volunteer@demo.test');
  await page.locator('input[name="password"]').fill('welkom-demo-2026');

  await context.setOffline(true);
  await expectGated(page, submit);
  await expect(page.getByTestId('needs-network')).toHaveCount(1);

  // Enter in a field or a click submits a form through its submit button: not while it is off.
  const signIns: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/auth/sign_in')) signIns.push(request.url());
  });
  await page.locator('input[name="password"]').press('Enter');
  await settle(page);
  await submit.click({ force: true });
  await settle(page);
  expect(signIns).toEqual([]);
  await expect(page.getByTestId('form-error')).toHaveCount(0);

  await expectNoSeriousAxeViolations(page, testInfo, 'login-offline');
  await attachScreenshots(page, testInfo, 'login-offline');

  await context.setOffline(false);
  await expectOpen(page, submit);
  await submit.click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  expect(signIns.length).toBe(1);
});

test('offline, the users admin page disables inviting and editing, with the reason once', async ({
  page,
  context,
}) => {
  await signInViaApi(page, TENANT, 'admin@demo.test');
  await page.goto(tenantUrl(TENANT, '/users'));
  const table = page.getByTestId('users-table');
  await expect(table.getByRole('link', { name: /.+/ }).first()).toBeVisible();
  const invite = page.getByRole('button', { name: 'Gebruiker toevoegen' });
  await expect(invite).toBeEnabled();

  await context.setOffline(true);
  await expectGated(page, invite);
  await expect(page.getByTestId('needs-network')).toHaveCount(1);
  // The rows' changes are off too; opening a user (reading) is not.
  await table
    .getByRole('button', { name: /^Acties voor/ })
    .first()
    .click();
  await expect(page.getByRole('menuitem', { name: 'Bewerken' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(page.getByRole('menuitem', { name: 'Openen' })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.keyboard.press('Escape');

  await context.setOffline(false);
  await expectOpen(page, invite);
  await invite.click();
  await expect(page).toHaveURL(/\/users\/add$/);
});

test('offline, changing the e-mail address waits for the network; the volunteer profile does not', async ({
  page,
  context,
}) => {
  await signInViaApi(page, TENANT, 'volunteer@demo.test');
  await page.goto(tenantUrl(TENANT, '/profile-edit/email'));
  const submit = page.getByRole('button', { name: 'E-mailadres wijzigen' });
  await expect(submit).toBeEnabled();
  // The header's signed-in parts load their code after the page: let it arrive first (without a
  // service worker, code asked for while offline is missing until the connection returns).
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  await expectGated(page, submit);
  await context.setOffline(false);
  await expectOpen(page, submit);

  // The volunteer profile is saved through the offline queue: it stays enabled offline.
  await page.goto(tenantUrl(TENANT, '/profile-edit'));
  const save = page.getByRole('button', { name: 'Opslaan' }).first();
  await expect(save).toBeEnabled();
  await context.setOffline(true);
  // The app knows it is offline (its indicator shows) and still lets the change be saved.
  await expect(page.getByTestId('offline-indicator')).toBeVisible();
  await expect(save).toBeEnabled();
  await expect(save).not.toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByTestId('needs-network')).toHaveCount(0);
  await context.setOffline(false);
});
