// Two-factor sign-in in the browser against the real server: a coordinator sets it up in the
// profile (the password first, then the key read from the page as an app would scan it, then the
// first code), keeps the recovery codes, signs out, signs in with a code computed by otplib, and
// again with a recovery code; then turns it off, which asks for a code (a recovery code here), not
// the password, while it is on. Screenshots of the code step and the profile's
// Security tab at phone and desktop width, in Dutch and English.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { generate } from 'otplib';
import { attachScreenshots, expectNoSeriousAxeViolations, tenantUrl } from './helpers';
import { DEMO_PASSWORD, declineAnalyticsCookies, signInViaUi } from './session-helpers';

// A partner the other specs leave alone, with a language toggle.
const TENANT = 'public';
const EMAIL = 'coordinator@public.test';

test.beforeEach(async ({ context }) => {
  await declineAnalyticsCookies(context, TENANT);
});

/** A code of the next 30-second step: the server accepts one step either side, once each. */
function nextCode(secret: string): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
}

/**
 * Signs out through the account menu. Again if a click did not take: right after a language
 * switch the header renders anew, and on a busy machine the menu item clicked can be the one
 * replaced (CI once found the menu still open after the click, and the user still signed in).
 */
async function signOutViaMenu(page: Page) {
  const menu = page.getByTestId('user-menu');
  const signOut = page.getByRole('menuitem', { name: 'Uitloggen' });
  await expect(async () => {
    if ((await menu.count()) === 0) return;
    if (!(await signOut.isVisible())) await menu.click({ timeout: 5_000 });
    await signOut.click({ timeout: 5_000 });
    await expect(menu).toHaveCount(0, { timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
}

async function passwordStep(page: Page) {
  await page.goto(tenantUrl(TENANT, '/auth/login-1'));
  await page.locator('input[name="email"]').fill(EMAIL);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('form button[type="submit"]').click();
}

async function screenshots(page: Page, testInfo: TestInfo, label: string) {
  await attachScreenshots(page, testInfo, label);
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.waitForTimeout(150);
    await page.screenshot({ fullPage: true, path: testInfo.outputPath(`${label}-${width}px.png`) });
  }
  await page.setViewportSize(original);
}

test('a coordinator sets up two-step verification and signs in with a code and a recovery code', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInViaUi(page, TENANT, EMAIL);

  // The profile: off, with a card that leads to the Security tab.
  await page.goto(tenantUrl(TENANT, '/profiel'));
  await expect(page.getByTestId('two-factor-summary')).toContainText('Uit');
  await page.getByRole('link', { name: 'Beheren' }).click();
  await expect(page).toHaveURL(tenantUrl(TENANT, '/profile-edit/security'));
  await expect(page.getByRole('link', { name: 'Beveiliging' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByTestId('two-factor-state')).toHaveText('Uit');
  await expectNoSeriousAxeViolations(page, testInfo, 'security-off-nl');
  await screenshots(page, testInfo, 'security-off-nl');

  // Set up: the password first.
  await page.getByRole('button', { name: 'Tweestapsverificatie instellen' }).click();
  await page.getByLabel('Huidig wachtwoord').fill('niet-mijn-wachtwoord');
  await page.getByRole('button', { name: 'Verder' }).click();
  await expect(page.getByText('Je huidige wachtwoord klopt niet').first()).toBeVisible();
  await page.getByLabel('Huidig wachtwoord').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Verder' }).click();

  // Scan: the QR code, and the key as text (what the test's 'app' reads).
  await expect(page.getByRole('img', { name: /QR-code/ })).toBeVisible();
  const secret = (await page.getByTestId('two-factor-secret').getAttribute('data-secret'))!;
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(page.getByTestId('two-factor-secret')).toHaveText(secret.match(/.{4}/g)!.join(' '));
  await expectNoSeriousAxeViolations(page, testInfo, 'security-scan-nl');
  await screenshots(page, testInfo, 'security-scan-nl');
  const codeField = page.getByLabel('Code uit je authenticator-app');
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  await codeField.fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Aanzetten' }).click();

  // The recovery codes, once.
  const list = page.getByTestId('recovery-codes');
  await expect(list.locator('li')).toHaveCount(10);
  const codes = await list.locator('li').allTextContents();
  await expect(page.getByRole('button', { name: 'Downloaden als tekstbestand' })).toBeVisible();
  await screenshots(page, testInfo, 'security-codes-nl');
  await page.getByRole('button', { name: 'Ik heb ze bewaard' }).click();
  await expect(page.getByTestId('two-factor-state')).toHaveText('Aan');
  await expect(page.getByText('Je hebt nog 10 herstelcodes.')).toBeVisible();
  await expectNoSeriousAxeViolations(page, testInfo, 'security-on-nl');
  await screenshots(page, testInfo, 'security-on-nl');

  // In English.
  await page.getByTestId('language-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('two-factor-state')).toHaveText('On');
  await expectNoSeriousAxeViolations(page, testInfo, 'security-on-en');
  await screenshots(page, testInfo, 'security-on-en');
  await page.getByTestId('language-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');

  // Sign out; the password alone no longer signs in: the code step.
  await signOutViaMenu(page);
  await passwordStep(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tweestapsverificatie');
  const signInCode = page.getByLabel('Code uit je authenticator-app');
  await expect(signInCode).toBeFocused();
  await expect(signInCode).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(signInCode).toHaveAttribute('inputmode', 'numeric');
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, testInfo, 'code-step-nl');
  await screenshots(page, testInfo, 'code-step-nl');

  // A wrong code: the error beside the field, read out with it.
  const right = await nextCode(secret);
  await signInCode.fill(String((Number(right) + 1) % 1_000_000).padStart(6, '0'));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Die code klopt niet of is al gebruikt').first()).toBeVisible();
  await expect(signInCode).toHaveAttribute('aria-invalid', 'true');
  await screenshots(page, testInfo, 'code-step-error-nl');

  await page.getByTestId('language-toggle').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Two-step verification');
  await expectNoSeriousAxeViolations(page, testInfo, 'code-step-en');
  await screenshots(page, testInfo, 'code-step-en');
  await page.getByTestId('language-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');

  await signInCode.fill(right);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('user-menu')).toBeVisible();

  // With a recovery code instead.
  await signOutViaMenu(page);
  await passwordStep(page);
  await page.getByRole('button', { name: 'Een herstelcode gebruiken' }).click();
  const recovery = page.getByLabel('Herstelcode');
  await expect(recovery).toBeFocused();
  await recovery.fill(codes[0]!);
  await page.getByRole('button', { name: 'Controleren en inloggen' }).click();
  await expect(page.getByTestId('user-menu')).toBeVisible();

  // Nine codes left; off again: while it is on, a code is asked, never the password alone.
  await page.goto(tenantUrl(TENANT, '/profile-edit/security'));
  await expect(page.getByText('Je hebt nog 9 herstelcodes.')).toBeVisible();
  await page.getByRole('button', { name: 'Uitzetten' }).click();
  await expect(page.getByLabel('Code uit je authenticator-app')).toBeFocused();
  await expect(page.getByLabel('Huidig wachtwoord')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Je wachtwoord gebruiken' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Een herstelcode gebruiken' }).click();
  await page.getByLabel('Herstelcode').fill(codes[1]!);
  await page.getByRole('button', { name: 'Uitzetten' }).click();
  await expect(page.getByTestId('two-factor-state')).toHaveText('Uit');
  await signOutViaMenu(page);
  await signInViaUi(page, TENANT, EMAIL);
});
