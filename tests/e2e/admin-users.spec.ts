// User administration in the browser: an admin finds a volunteer in /users, signs in
// as them from their page, sees the banner, returns, and finds it in the audit log; an admin
// invites someone and reads the invitation in the dev mail page.
import { expect, test } from '@playwright/test';
import { attachScreenshots, expectNoSeriousAxeViolations, tenantUrl } from './helpers';
import { declineAnalyticsCookies, signInViaApi } from './session-helpers';

test.beforeEach(async ({ context }) => {
  await declineAnalyticsCookies(context, 'demo');
});

test('an admin signs in as a volunteer from /users/:id, sees the banner, returns and finds it in the audit log', async ({
  page,
}, testInfo) => {
  await signInViaApi(page, 'demo', 'admin@demo.test');
  await page.goto(tenantUrl('demo', '/users'));
  await expect(page.getByRole('heading', { level: 1, name: 'Gebruikers' })).toBeVisible();
  const table = page.getByRole('grid', { name: 'Gebruikers' });
  await expect(table.getByRole('link', { name: 'Eline Kuipers' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, testInfo, 'users');
  await attachScreenshots(page, testInfo, 'users');

  await page.getByRole('searchbox').fill('volunteer@demo.test');
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name: "Zoë van 't Hof" }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Zoë van 't Hof" })).toBeVisible();
  const userUrl = page.url();
  expect(userUrl).toMatch(/\/users\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Vrijwilliger', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page, testInfo, 'user');
  await attachScreenshots(page, testInfo, 'user');

  await page.getByRole('button', { name: 'Inloggen als deze gebruiker' }).click();
  // Asked first, naming the user; cancelling changes nothing.
  const confirm = page.getByRole('alertdialog', { name: "Inloggen als Zoë van 't Hof?" });
  await expect(confirm).toBeVisible();
  await expectNoSeriousAxeViolations(page, testInfo, 'sign-in-as-confirm');
  await confirm.getByRole('button', { name: 'Annuleren' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByTestId('impersonation-banner')).toHaveCount(0);
  await page.getByRole('button', { name: 'Inloggen als deze gebruiker' }).click();
  await confirm.getByRole('button', { name: "Inloggen als Zoë van 't Hof" }).click();
  const banner = page.getByTestId('impersonation-banner');
  await expect(banner).toContainText("Je bent ingelogd als Zoë van 't Hof");
  await banner.getByRole('button', { name: 'Terug naar je eigen account' }).click();
  await expect(page).toHaveURL(userUrl);
  await expect(page.getByTestId('impersonation-banner')).toHaveCount(0);
  // Back as the admin: the admin-only action is there again.
  await expect(page.getByRole('button', { name: 'Inloggen als deze gebruiker' })).toBeVisible();

  await page.goto(tenantUrl('demo', '/users?tab=audit'));
  const audit = page.getByRole('grid', { name: 'Auditlog' });
  // Start and end, each with who did it and whom it was about.
  const started = audit.getByRole('row', { name: /Ingelogd als gebruiker/ }).first();
  await expect(started).toContainText('Eline Kuipers');
  await expect(started).toContainText("Zoë van 't Hof");
  const ended = audit.getByRole('row', { name: /Inloggen als gebruiker beëindigd/ }).first();
  await expect(ended).toContainText('Eline Kuipers');
  await expect(ended).toContainText("Zoë van 't Hof");
  await expectNoSeriousAxeViolations(page, testInfo, 'audit-log');
});

test('an admin invites a user as organization admin and reads the invitation in /dev/mails', async ({
  page,
}, testInfo) => {
  const email = `e2e-uitnodiging-${Date.now()}@voorbeeld.test`;
  await signInViaApi(page, 'demo', 'admin@demo.test');
  await page.goto(tenantUrl('demo', '/users/add'));
  await expect(page.getByRole('heading', { level: 1, name: 'Gebruiker toevoegen' })).toBeVisible();
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Voornaam').fill('Joke');
  await page.getByLabel('Achternaam').fill('van der Meer');
  await page
    .getByLabel('Organisatie', { exact: true })
    .selectOption({ label: 'Basisschool De Regenboog' });
  await page.getByLabel('Rol').selectOption({ label: 'Organisatiebeheerder' });
  await page.getByRole('button', { name: 'Uitnodiging versturen' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Joke van der Meer' })).toBeVisible();
  await expect(page.getByText('Uitgenodigd', { exact: true })).toBeVisible();
  await expect(page.getByText('voor Basisschool De Regenboog')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bevestigingsmail opnieuw sturen' })).toBeVisible();

  await page.goto(tenantUrl('demo', '/dev/mails'));
  await page.getByRole('searchbox').fill(email);
  await page.getByRole('searchbox').press('Enter');
  const table = page.getByRole('grid', { name: 'Verzonden mail' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expectNoSeriousAxeViolations(page, testInfo, 'dev-mails');
  await table.getByRole('row').nth(1).getByRole('button').click();
  const body = page.getByTestId('mail-body');
  await expect(body.getByRole('link').first()).toHaveAttribute('href', /^http:\/\/demo\.localhost/);
  await attachScreenshots(page, testInfo, 'dev-mail');
});

test('the role picker starts empty, needs a choice and offers only approved organizations', async ({
  page,
}, testInfo) => {
  await signInViaApi(page, 'demo', 'admin@demo.test');
  await page.goto(tenantUrl('demo', '/users'));
  await page.getByRole('searchbox').fill('volunteer@demo.test');
  await page
    .getByRole('grid', { name: 'Gebruikers' })
    .getByRole('link', { name: "Zoë van 't Hof" })
    .click();
  await page.getByRole('button', { name: 'Rol toevoegen' }).click();
  await expect(page).toHaveURL(/\/users\/[0-9a-f-]{36}\/add_role$/);
  const role = page.getByRole('combobox', { name: 'Rol' });
  await expect(role).toHaveValue('');
  await expect(role.locator('option:checked')).toHaveText('Kies…');

  // Nothing chosen: the form says so and adds nothing.
  await page.getByRole('button', { name: 'Rol toevoegen' }).click();
  await expect(role).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/add_role$/);

  await role.selectOption({ label: 'Organisatiebeheerder' });
  const organization = page.getByRole('combobox', { name: 'Organisatie' });
  await expect(organization.locator('option', { hasText: 'Basisschool De Regenboog' })).toHaveCount(
    1,
  );
  // Pending and denied organizations are not offered.
  await expect(
    organization.locator('option', { hasText: 'Buurtvereniging De Zonnewijzer' }),
  ).toHaveCount(0);
  await expect(
    organization.locator('option', { hasText: 'Schoonmaakbedrijf Glans BV' }),
  ).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, testInfo, 'add-role');
  await attachScreenshots(page, testInfo, 'add-role');
});
