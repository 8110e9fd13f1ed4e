// When the server refuses a field the browser let through, the form shows the server's words
// beside that field, in the account's language: the request is changed on its way (the browser's
// own check would otherwise catch the value first), so the message can only be the server's.
// The form's error summary lists it as well, focused, with a link to the field.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, tenantUrl } from './helpers';
import { createVolunteer, declineAnalyticsCookies, signInViaApi } from './session-helpers';

const TENANT = 'oldebroek';

test.beforeEach(async ({ context }) => {
  await declineAnalyticsCookies(context, TENANT);
});

/** Rewrites `{user: {...}}` of the next PATCH /api/v1/current_user with `changes`. */
async function changeNextProfileWrite(page: Page, changes: Record<string, unknown>) {
  await page.route('**/api/v1/current_user', async (route) => {
    const request = route.request();
    if (request.method() !== 'PATCH') return route.fallback();
    const body = request.postDataJSON() as { user: Record<string, unknown> };
    await route.fallback({ postData: JSON.stringify({ user: { ...body.user, ...changes } }) });
  });
}

test('the e-mail form shows the server’s Dutch words beside the address and in the summary', async ({
  page,
  request,
}, testInfo) => {
  const volunteer = await createVolunteer(request, TENANT, 'Ilse');
  await signInViaApi(page, TENANT, volunteer.email, volunteer.password);
  await page.goto(tenantUrl(TENANT, '/profile-edit/email'));
  await changeNextProfileWrite(page, { email: 'geen-adres' });
  await page.getByLabel('Nieuw e-mailadres').fill(volunteer.email.replace('@', '.nieuw@'));
  await page.getByLabel('Huidig wachtwoord').fill(volunteer.password);
  await page.getByRole('button', { name: 'E-mailadres wijzigen' }).click();
  const field = page.getByLabel('Nieuw e-mailadres');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const message = 'E-mailadres moet een geldig e-mailadres zijn.';
  await expect(page.locator('.fui-Field__validationMessage', { hasText: message })).toBeVisible();
  // The field takes focus; the summary says it too, and its link leads to the field.
  const summary = page.getByTestId('error-summary');
  await expect(field).toBeFocused();
  await expect(summary).toBeVisible();
  await expect(page).toHaveTitle(/^Fout: /);
  await expectNoSeriousAxeViolations(page, testInfo, 'server-422-summary');
  await page.locator('body').focus();
  await summary.getByRole('link', { name: message }).click();
  await expect(field).toBeFocused();
});

test('the profile form shows the server’s English words beside the first name', async ({
  page,
  request,
}) => {
  const volunteer = await createVolunteer(request, TENANT, 'Ivo');
  await signInViaApi(page, TENANT, volunteer.email, volunteer.password);
  await page.goto(tenantUrl(TENANT, '/profile-edit/settings'));
  // The account's language: the server answers in it whatever the browser says.
  await page.getByLabel('Taal').selectOption('en');
  await page.getByRole('button', { name: 'Opslaan' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await changeNextProfileWrite(page, { first_name: 'Ivo3' });
  await page.getByLabel('Phone number').fill('06 12345678');
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  const message = 'First name may only contain letters, spaces, hyphens and apostrophes.';
  await expect(page.locator('.fui-Field__validationMessage', { hasText: message })).toBeVisible();
  const summary = page.getByTestId('error-summary');
  await expect(page.getByLabel('First name')).toBeFocused();
  await expect(summary.getByRole('heading')).toHaveText('There is a problem');
  await expect(summary.getByRole('link', { name: message })).toBeVisible();
});
