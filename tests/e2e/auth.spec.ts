// Signing up, in and out in the browser against the real server: the whole path of a new
// volunteer (sign-up, the confirmation mail from the outbox, confirm, sign in, sign out), the
// organization switcher, translated errors and the way back to the wanted page.
import { expect, test, type Page } from '@playwright/test';
import { attachScreenshots, expectNoSeriousAxeViolations, tenantUrl } from './helpers';
import {
  AUTH_STORAGE_KEY,
  DEMO_PASSWORD,
  declineAnalyticsCookies,
  readLatestMail,
  signInForTokens,
  signInViaUi,
} from './session-helpers';

test.beforeEach(async ({ context }) => {
  await declineAnalyticsCookies(context, 'demo');
});

/** The session keys the app keeps in localStorage (tokens and the organization selection). */
async function sessionStorageKeys(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Object.keys(localStorage).filter(
      (key) => key === 'auth.tokens' || key.startsWith('selected-organization:'),
    ),
  );
}

async function signOutViaMenu(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(tenantUrl('demo', '/'));
  await expect(page.getByTestId('sign-in-link')).toBeVisible();
}

test('a new volunteer signs up, confirms the mail, signs in and out', async ({
  page,
  request,
}, testInfo) => {
  const email = `e2e-${Date.now()}@voorbeeld.test`;
  const password = 'een-lang-wachtwoord';

  await page.goto(tenantUrl('demo', '/signup'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aanmelden als vrijwilliger');
  await expectNoSeriousAxeViolations(page, testInfo, 'signup');
  await attachScreenshots(page, testInfo, 'signup');
  await page.getByLabel('Voornaam').fill('Zoë');
  await page.getByLabel('Achternaam').fill("van 't Hof");
  await page.getByLabel('E-mailadres').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByLabel('Herhaal het wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page).toHaveURL(tenantUrl('demo', '/signup/success'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kijk in je mailbox');

  // Before confirming, sign-in says so and offers a new link.
  await page.goto(tenantUrl('demo', '/auth/login-1'));
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page.getByTestId('unconfirmed-notice')).toContainText(
    'Bevestig eerst je e-mailadres',
  );
  await page.getByRole('button', { name: 'Stuur de link opnieuw' }).click();
  await expect(page.getByTestId('unconfirmed-notice')).toContainText(
    `We hebben een nieuwe link gestuurd naar ${email}`,
  );

  const mail = await readLatestMail(request, 'demo', email, /confirmation_token=/);
  const token = /confirmation_token=([^\s&"<>]+)/.exec(mail.body_text)?.[1];
  expect(token, mail.body_text).toBeTruthy();

  await page.goto(tenantUrl('demo', `/confirm?confirmation_token=${token}`));
  await expect(page.getByTestId('confirm-done')).toContainText('Je e-mailadres is bevestigd');
  await attachScreenshots(page, testInfo, 'confirm');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(tenantUrl('demo', '/auth/login-1'));

  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page.getByTestId('user-menu')).toContainText('Zoë');
  // A volunteer has no organization: no switcher, and no detour to /auth/no-organization.
  await page.goto(tenantUrl('demo', '/profiel'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mijn profiel');
  await expect(page.getByTestId('organization-switcher')).toHaveCount(0);
  expect(await sessionStorageKeys(page)).toEqual([AUTH_STORAGE_KEY]);

  await signOutViaMenu(page);
  expect(await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY)).toBeNull();
});

test('organization@demo.test works for the School by default and can switch', async ({
  page,
}, testInfo) => {
  await signInViaUi(page, 'demo', 'organization@demo.test');
  const switcher = page.getByTestId('organization-switcher');
  await expect(switcher).toContainText('Basisschool De Regenboog');
  const stored = await page.evaluate(() =>
    Object.entries(localStorage).filter(([key]) => key.startsWith('selected-organization:demo:')),
  );
  expect(stored).toHaveLength(1);
  await attachScreenshots(page, testInfo, 'organization-switcher');

  await switcher.click();
  await page.getByRole('menuitemradio', { name: 'Stichting Voedselbank Utrecht' }).click();
  await expect(switcher).toContainText('Stichting Voedselbank Utrecht');
  await page.reload();
  await expect(page.getByTestId('organization-switcher')).toContainText(
    'Stichting Voedselbank Utrecht',
  );

  await signOutViaMenu(page);
  // Tokens go at once; the selection with the signed-out cleanup 500 ms later.
  await expect.poll(() => sessionStorageKeys(page)).toEqual([]);
  // The header offers to sign in again, and a sign-in route asks for it.
  await page.goto(tenantUrl('demo', '/profiel'));
  await expect(page).toHaveURL(tenantUrl('demo', '/auth/login-1?redirect=%2Fprofiel'));
});

test('a wrong password gets a translated error, in Dutch and in English', async ({
  page,
}, testInfo) => {
  await page.goto(tenantUrl('demo', '/auth/login-1'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inloggen');
  await expectNoSeriousAxeViolations(page, testInfo, 'login-nl');
  await attachScreenshots(page, testInfo, 'login-nl');

  // Validation on blur only: nothing shows while typing.
  await page.getByLabel('E-mailadres').fill('geen-adres');
  await expect(page.getByText('E-mailadres is niet geldig')).toHaveCount(0);
  await page.getByLabel('E-mailadres').blur();
  await expect(page.getByText(/E-mailadres.*(geldig|e-mailadres)/).first()).toBeVisible();

  await page.getByLabel('E-mailadres').fill('volunteer@demo.test');
  await page.getByLabel('Wachtwoord').fill('niet-het-goede-wachtwoord');
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page.getByTestId('form-error')).toContainText(
    'Dat e-mailadres en wachtwoord horen niet bij elkaar',
  );
  await expectNoSeriousAxeViolations(page, testInfo, 'login-error-nl');
  await attachScreenshots(page, testInfo, 'login-error-nl');

  await page.getByTestId('language-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  await page.getByLabel('E-mail address').fill('volunteer@demo.test');
  await page.getByLabel('Password').fill('still-not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByTestId('form-error')).toContainText(
    "That e-mail address and password don't match",
  );
  await expectNoSeriousAxeViolations(page, testInfo, 'login-error-en');
  await attachScreenshots(page, testInfo, 'login-error-en');
  await page.getByTestId('language-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
});

test('signing in brings you back to the page you wanted', async ({ page }) => {
  await page.goto(tenantUrl('demo', '/account/roles'));
  await expect(page).toHaveURL(tenantUrl('demo', '/auth/login-1?redirect=%2Faccount%2Froles'));
  await page.getByLabel('E-mailadres').fill('coordinator@demo.test');
  await page.getByLabel('Wachtwoord').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page).toHaveURL(tenantUrl('demo', '/account/roles'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mijn rollen');
  await expect(page.getByTestId('role-list')).toContainText('Coördinator vrijwilligerscentrale');
});

test('/inloggen is the Dutch way in, and passes on where to go', async ({ page }) => {
  await page.goto(tenantUrl('demo', '/inloggen?redirect=/profiel'));
  await expect(page).toHaveURL(tenantUrl('demo', '/auth/login-1?redirect=%2Fprofiel'));
  await page.getByLabel('E-mailadres').fill('volunteer@demo.test');
  await page.getByLabel('Wachtwoord').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page).toHaveURL(tenantUrl('demo', '/profiel'));
  // Signed in, /inloggen simply moves on.
  await page.goto(tenantUrl('demo', '/inloggen'));
  await expect(page).toHaveURL(tenantUrl('demo', '/'));
});

test('a sign-in link of a mail (/auth/token) signs in and continues', async ({ page, request }) => {
  const tokens = await signInForTokens(request, 'demo', 'volunteer@demo.test');
  const query = new URLSearchParams({
    'access-token': tokens.accessToken,
    client: tokens.client,
    uid: tokens.uid,
    expiry: String(tokens.expiry ?? ''),
    redirect: '/profiel',
  });
  await page.goto(tenantUrl('demo', `/auth/token?${query.toString()}`));
  await expect(page).toHaveURL(tenantUrl('demo', '/profiel'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mijn profiel');

  await page.goto(tenantUrl('demo', '/auth/token?client=x'));
  await expect(page.getByTestId('token-invalid')).toBeVisible();
});

test('forgot password answers the same for any address', async ({ page }, testInfo) => {
  await page.goto(tenantUrl('demo', '/auth/recover'));
  await page.getByLabel('E-mailadres').fill('niemand@voorbeeld.test');
  await page.getByRole('button', { name: 'Stuur me een link' }).click();
  await expect(page.getByTestId('recover-sent')).toContainText(
    'Als we niemand@voorbeeld.test kennen',
  );
  await expectNoSeriousAxeViolations(page, testInfo, 'recover');

  await page.goto(tenantUrl('demo', '/auth/reset?reset_password_token=onzin'));
  await page.getByLabel('Nieuw wachtwoord').fill('een-nieuw-wachtwoord');
  await page.getByLabel('Herhaal het wachtwoord').fill('een-nieuw-wachtwoord');
  await page.getByRole('button', { name: 'Nieuw wachtwoord opslaan' }).click();
  await expect(page.getByTestId('reset-invalid')).toBeVisible();

  await page.goto(tenantUrl('demo', '/auth/reset?reset_password_token=x&invitation=true'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kies je wachtwoord');
});

test('an account of another partner center gets the wrong-website screen', async ({
  page,
  context,
}) => {
  await declineAnalyticsCookies(context, 'leidschendam.cordaad');
  await page.goto(tenantUrl('leidschendam.cordaad', '/auth/login-1'));
  await page.getByLabel('E-mailadres').fill('volunteer@cordaad.test');
  await page.getByLabel('Wachtwoord').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  const screen = page.getByTestId('error-screen');
  await expect(screen).toHaveAttribute('data-error-case', 'wrongCenter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Ingelogd op de verkeerde website',
  );
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
});

test('too many attempts say how long to wait', async ({ page, context }) => {
  // Its own partner, so the attempts do not count against the other specs' sign-ins.
  await declineAnalyticsCookies(context, 'roermond');
  await page.goto(tenantUrl('roermond', '/auth/login-1'));
  const email = `niemand-${Date.now()}@voorbeeld.test`;
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill('fout-wachtwoord');
  const submit = page.getByRole('button', { name: 'Inloggen', exact: true });
  const error = page.getByTestId('form-error');
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await submit.click();
    await expect(error).toContainText('horen niet bij elkaar');
  }
  await submit.click();
  await expect(error).toContainText(
    /Te vaak een verkeerd wachtwoord\. Wacht \d+ (minuut|minuten) en probeer het opnieuw, of stel een nieuw wachtwoord in via "Wachtwoord vergeten\?"\./,
  );
});
