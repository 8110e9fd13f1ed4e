// The own-account pages in the browser against the real server: the profile at a glance with
// the data download, the volunteer profile editor, settings (language, password), e-mail change
// with re-confirmation, the periodic mail, roles, and deleting an account (GDPR).
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { attachScreenshots, expectNoSeriousAxeViolations, tenantUrl } from './helpers';
import {
  AUTH_STORAGE_KEY,
  createVolunteer,
  declineAnalyticsCookies,
  readLatestMail,
  signInViaApi,
  signInViaUi,
} from './session-helpers';

// Another partner than auth.spec.ts: the screens must carry any partner's branding (sign-ins are
// rate-limited per address across partners, and every e2e request comes from 127.0.0.1).
const TENANT = 'oldebroek';

test.beforeEach(async ({ context }) => {
  await declineAnalyticsCookies(context, TENANT);
});

test('the profile shows the account at a glance and downloads my data', async ({
  page,
}, testInfo) => {
  await signInViaApi(page, TENANT, 'volunteer@oldebroek.test');
  await page.goto(tenantUrl(TENANT, '/profiel'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mijn profiel');
  await expect(page.getByTestId('account-summary')).toContainText('volunteer@oldebroek.test');
  await expect(page.getByTestId('volunteer-summary')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rollen' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, testInfo, 'profile');
  await attachScreenshots(page, testInfo, 'profile-nl');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Mijn gegevens downloaden' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.json$/);
  const data = await readFile((await download.path())!, 'utf8');
  expect(data).toContain('volunteer@oldebroek.test');
  expect(() => JSON.parse(data) as unknown).not.toThrow();

  await page.getByTestId('language-toggle').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My profile');
  await expectNoSeriousAxeViolations(page, testInfo, 'profile-en');
  await attachScreenshots(page, testInfo, 'profile-en');
  await page.getByTestId('language-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
});

test('a volunteer edits the volunteer profile', async ({ page, request }, testInfo) => {
  const volunteer = await createVolunteer(request, TENANT, 'Fleur');
  await signInViaApi(page, TENANT, volunteer.email, volunteer.password);
  await page.goto(tenantUrl(TENANT, '/profile-edit'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profiel bewerken');
  await expect(page.getByRole('link', { name: 'Vrijwilligersprofiel' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await page.getByLabel('Over jou').fill('Ik lees graag voor en help bij de voedselbank.');
  const skills = page.getByTestId('skills-input').getByRole('textbox');
  await skills.fill('voorlezen');
  await skills.press('Enter');
  await skills.fill('koken, fietsen,');
  await page.getByTestId('interests-input').getByRole('textbox').fill('natuur');
  await page.getByRole('checkbox', { name: 'maandagochtend' }).check();
  await page.getByRole('checkbox', { name: 'zaterdagmiddag' }).check();

  // The postcode is checked when you leave the field.
  const postcode = page.getByLabel('Postcode');
  await postcode.fill('12');
  await postcode.blur();
  await expect(page.getByText('Vul een Nederlandse postcode in')).toBeVisible();
  await postcode.fill('3511ab');
  await postcode.blur();
  await expect(page.getByText('Vul een Nederlandse postcode in')).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Laat me zien in de vrijwilligerspool' }).check();
  await expectNoSeriousAxeViolations(page, testInfo, 'volunteer-profile');
  await attachScreenshots(page, testInfo, 'volunteer-profile');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Opgeslagen.')).toBeVisible();

  await page.goto(tenantUrl(TENANT, '/profiel'));
  const summary = page.getByTestId('volunteer-summary');
  await expect(summary).toContainText('Ik lees graag voor');
  for (const word of [
    'voorlezen',
    'koken',
    'fietsen',
    'natuur',
    'maandagochtend en zaterdagmiddag',
    '3511 AB',
  ]) {
    await expect(summary).toContainText(word);
  }

  // Keyboard: a chip goes with Backspace in the empty box.
  await page.goto(tenantUrl(TENANT, '/profile-edit'));
  const box = page.getByTestId('skills-input').getByRole('textbox');
  await box.focus();
  await box.press('Backspace');
  await expect(page.getByTestId('skills-input')).not.toContainText('fietsen');
});

test('settings: the language follows the account, and a wrong current password is named', async ({
  page,
  request,
}, testInfo) => {
  const volunteer = await createVolunteer(request, TENANT, 'Noor');
  await signInViaApi(page, TENANT, volunteer.email, volunteer.password);
  await page.goto(tenantUrl(TENANT, '/profile-edit/settings'));
  await expect(page.getByRole('heading', { level: 2, name: 'Instellingen' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, testInfo, 'settings');
  await attachScreenshots(page, testInfo, 'settings');

  await page.getByLabel('Huidig wachtwoord').fill('niet-goed-wachtwoord');
  await page.getByLabel('Nieuw wachtwoord').fill('nog-een-wachtwoord');
  await page.getByLabel('Herhaal het wachtwoord').fill('nog-een-wachtwoord');
  await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await expect(page.getByText('Je huidige wachtwoord klopt niet').first()).toBeVisible();

  await page.getByLabel('Taal').selectOption('en');
  await page.getByRole('button', { name: 'Opslaan' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();
  await page.getByLabel('Language').selectOption('nl');
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
});

test('changing the e-mail address needs the password and waits for the new address to be confirmed', async ({
  page,
  request,
}, testInfo) => {
  const volunteer = await createVolunteer(request, TENANT, 'Lotte');
  await signInViaApi(page, TENANT, volunteer.email, volunteer.password);
  await page.goto(tenantUrl(TENANT, '/profile-edit/email'));
  const newAddress = volunteer.email.replace('@', '.nieuw@');
  await page.getByLabel('Nieuw e-mailadres').fill(newAddress);
  // A wrong current password is refused at its field.
  await page.getByLabel('Huidig wachtwoord').fill('niet-mijn-wachtwoord');
  await page.getByRole('button', { name: 'E-mailadres wijzigen' }).click();
  await expect(page.getByText('Je huidige wachtwoord klopt niet.').first()).toBeVisible();
  await attachScreenshots(page, testInfo, 'email-wrong-password');
  await page.getByLabel('Huidig wachtwoord').fill(volunteer.password);
  await page.getByRole('button', { name: 'E-mailadres wijzigen' }).click();
  await expect(page.getByTestId('email-pending')).toContainText(newAddress);
  await expectNoSeriousAxeViolations(page, testInfo, 'email');
  await attachScreenshots(page, testInfo, 'email');

  await page.goto(tenantUrl(TENANT, '/profile-edit/periodieke-mail'));
  await expect(page.getByText('De wekelijkse mail komt op maandagochtend')).toBeVisible();
  await page.getByRole('radio', { name: 'Elke week' }).check();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Opgeslagen.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Elke week' })).toBeChecked();
  await expectNoSeriousAxeViolations(page, testInfo, 'digest');
});

test('the old address stops an e-mail change with the link from its mail', async ({
  page,
  request,
}, testInfo) => {
  const volunteer = await createVolunteer(request, TENANT, 'Noor');
  await signInViaApi(page, TENANT, volunteer.email, volunteer.password);
  await page.goto(tenantUrl(TENANT, '/profile-edit/email'));
  await page.getByLabel('Nieuw e-mailadres').fill(volunteer.email.replace('@', '.dief@'));
  await page.getByLabel('Huidig wachtwoord').fill(volunteer.password);
  await page.getByRole('button', { name: 'E-mailadres wijzigen' }).click();
  await expect(page.getByTestId('email-pending')).toBeVisible();

  const mail = await readLatestMail(request, TENANT, volunteer.email, /email-change\/cancel/);
  const link = new URL(/(https?:\/\/\S+\/email-change\/cancel\?\S+)/.exec(mail.body_text)![1]!);
  await page.goto(tenantUrl(TENANT, `${link.pathname}${link.search}`));
  await attachScreenshots(page, testInfo, 'email-change-cancel');
  await page.getByRole('button', { name: 'Wijziging stoppen' }).click();
  await expect(page.getByTestId('email-change-cancel-done')).toBeVisible();
  await expectNoSeriousAxeViolations(page, testInfo, 'email-change-cancel-done');
  await attachScreenshots(page, testInfo, 'email-change-cancel-done');
  // Every session of the account has ended, this browser's too.
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY))
    .toBeNull();
  // The link works once.
  await page.goto(tenantUrl(TENANT, `${link.pathname}${link.search}`));
  await page.getByRole('button', { name: 'Wijziging stoppen' }).click();
  await expect(page.getByTestId('email-change-cancel-invalid')).toBeVisible();
});

test('my roles say where they apply', async ({ page }, testInfo) => {
  await signInViaUi(page, TENANT, 'organization@oldebroek.test');
  await page.goto(tenantUrl(TENANT, '/account/roles'));
  await expect(page.getByTestId('role-list')).toContainText('Beheerder organisatie');
  await expect(page.getByTestId('role-list')).toContainText('organisatie Basisschool De Wegwijzer');
  await expectNoSeriousAxeViolations(page, testInfo, 'roles');
  await attachScreenshots(page, testInfo, 'roles');
});

test('a volunteer deletes the account and is signed out', async ({ page, request }, testInfo) => {
  const volunteer = await createVolunteer(request, TENANT, 'Daan');
  await signInViaApi(page, TENANT, volunteer.email, volunteer.password);
  await page.goto(tenantUrl(TENANT, '/account/verwijderen'));
  await expect(page.getByRole('heading', { name: 'Wat we wissen' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, testInfo, 'account-delete');
  await attachScreenshots(page, testInfo, 'account-delete');

  await page.getByRole('button', { name: 'Mijn account verwijderen' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Je account echt verwijderen?');
  // The password is asked, and a wrong one is named beside its field; the dialog stays open.
  const password = dialog.getByLabel('Je wachtwoord');
  await password.fill(`${volunteer.password}-fout`);
  await dialog.getByRole('button', { name: 'Ja, verwijder mijn account' }).click();
  await expect(dialog).toContainText('Je huidige wachtwoord klopt niet');
  await expectNoSeriousAxeViolations(page, testInfo, 'account-delete-wrong-password');
  await attachScreenshots(page, testInfo, 'account-delete-wrong-password');
  await password.fill(volunteer.password);
  await dialog.getByRole('button', { name: 'Ja, verwijder mijn account' }).click();
  await expect(page).toHaveURL(tenantUrl(TENANT, '/profiel/verwijderd'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je account is verwijderd');
  expect(await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY)).toBeNull();
  await expectNoSeriousAxeViolations(page, testInfo, 'account-deleted');

  // The account is gone: signing in with it fails.
  await page.goto(tenantUrl(TENANT, '/auth/login-1'));
  await page.getByLabel('E-mailadres').fill(volunteer.email);
  await page.getByLabel('Wachtwoord').fill(volunteer.password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page.getByTestId('form-error')).toBeVisible();
});

test('the periodic mail’s unsubscribe page works without signing in and refuses a bad link', async ({
  page,
}, testInfo) => {
  // A link whose token was cut off or altered: the press is refused and the page says what to do.
  await page.goto(tenantUrl('demo', '/periodieke-mail/uitschrijven?token=afgebroken.link'));
  await expect(
    page.getByRole('heading', { name: 'Uitschrijven voor de periodieke mail' }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page, testInfo, 'digest-unsubscribe');
  await page.getByRole('button', { name: 'Uitschrijven' }).click();
  await expect(page.getByTestId('digest-unsubscribe-invalid')).toContainText(
    'Deze link werkt niet',
  );
  await attachScreenshots(page, testInfo, 'digest-unsubscribe-invalid');
  // Without any token there is nothing to press.
  await page.goto(tenantUrl('demo', '/periodieke-mail/uitschrijven'));
  await expect(page.getByTestId('digest-unsubscribe-invalid')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Uitschrijven' })).toHaveCount(0);
});
