// A form that refuses a submit says so where the user is looking: the error summary at the top
// of the form takes focus (scrolled into view, the first field below it in view too), lists the
// errors as links that move focus to their field, and the page title starts with 'Fout: '.
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { expectNoSeriousAxeViolations, tenantUrl } from './helpers';
import { declineAnalyticsCookies, signInViaApi } from './session-helpers';

const SHOTS = process.env.FORM_SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test('a vacancy saved without a title moves focus to the title, with the summary above it', async ({
  page,
  context,
}, testInfo) => {
  // Two widths and an axe run on the long vacancy form.
  test.slow();
  await declineAnalyticsCookies(context, 'demo');
  await signInViaApi(page, 'demo', 'organization@demo.test');
  await page.goto(tenantUrl('demo', '/vacancies/add'));
  const title = page.getByRole('textbox', { name: 'Titel in het Nederlands' });
  await expect(title).toBeVisible({ timeout: 30_000 });
  const pageTitle = await page.title();

  // The save button is far below the title: the user is there when the form refuses.
  const save = page.getByRole('button', { name: 'Vacature opslaan' });
  await save.scrollIntoViewIfNeeded();
  await expect(title).not.toBeInViewport();
  await save.click();

  const summary = page.getByTestId('error-summary');
  await expect(title).toBeFocused();
  await expect(summary).toHaveAttribute('role', 'alert');
  await expect(summary.getByRole('heading', { level: 2 })).toHaveText('Er is een probleem');
  await expect(summary).toBeInViewport();
  await expect(title).toBeInViewport();
  const links = summary.getByRole('link');
  await expect(links.first()).toHaveText(
    'Geef de vacature een titel in het Nederlands of het Engels.',
  );
  await expect(page).toHaveTitle(`Fout: ${pageTitle}`);
  await expect(page).toHaveURL(tenantUrl('demo', '/vacancies/add'));
  await shoot(page, 'vacancy-summary-1280');
  await expectNoSeriousAxeViolations(page, testInfo, 'vacancy-error-summary');

  // The link takes the user to the field (focus and view), from wherever the page is.
  await save.scrollIntoViewIfNeeded();
  await summary.scrollIntoViewIfNeeded();
  await save.focus();
  await links.first().click();
  await expect(title).toBeFocused();
  await expect(title).toBeInViewport();

  // Fixed and left: the line is struck through in its place (the summary keeps its height, so
  // what is below does not move), the summary says all is fixed, and the title loses its prefix.
  const lines = await summary.getByRole('listitem').count();
  await title.fill('Moestuinhulp');
  await title.blur();
  await expect(summary.getByRole('heading', { level: 2 })).toHaveText('Alles is verbeterd');
  await expect(summary.locator('[data-fixed="true"]')).toContainText(
    'Geef de vacature een titel in het Nederlands of het Engels.',
  );
  await expect(summary.getByRole('link')).toHaveCount(0);
  await expect(summary.getByRole('listitem')).toHaveCount(lines);
  await expect(page).toHaveTitle(pageTitle);

  // On a phone the same: the title is focused, the summary above it in view.
  await page.setViewportSize({ width: 390, height: 844 });
  await title.fill('');
  await save.scrollIntoViewIfNeeded();
  await save.click();
  await expect(title).toBeFocused();
  await expect(title).toBeInViewport();
  await expect(page.getByTestId('error-summary')).toBeInViewport();
  await shoot(page, 'vacancy-summary-390');
});

test('the sign-up form says what is wrong in English, and each link reaches its field', async ({
  page,
  context,
}, testInfo) => {
  await declineAnalyticsCookies(context, 'demo');
  await context.addCookies([{ name: 'locale', value: 'en', url: tenantUrl('demo') }]);
  await page.goto(tenantUrl('demo', '/signup'));
  await page.getByRole('textbox', { name: 'E-mail address' }).fill('not an address');
  await page.getByRole('button', { name: 'Make my account' }).click();

  const summary = page.getByTestId('error-summary');
  await expect(page.getByRole('textbox', { name: 'First name' })).toBeFocused();
  await expect(summary.getByRole('heading', { level: 2 })).toHaveText('There is a problem');
  await expect(page).toHaveTitle(/^Error: /);
  const links = summary.getByRole('link');
  // In the order of the fields, in the words beside them.
  await expect(links).toHaveText([
    'First name is required.',
    'Last name is required.',
    'E-mail address must be a valid email address.',
    'Password is required.',
    /^Repeat the password /,
  ]);
  await links.nth(1).click();
  await expect(page.getByRole('textbox', { name: 'Last name' })).toBeFocused();
  await links.nth(2).click();
  await expect(page.getByRole('textbox', { name: 'E-mail address' })).toBeFocused();
  await shoot(page, 'signup-summary-en-1280');
  await expectNoSeriousAxeViolations(page, testInfo, 'signup-error-summary');
});
