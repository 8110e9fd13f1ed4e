// Small things that must read right: the message composer promises 'Enter verstuurt' only where
// a hardware keyboard is likely (on a touch phone Enter starts a new line), and the high-contrast
// tenant's search placeholder is grey, readable and unlike typed text.
import { expect, test, type Page } from '@playwright/test';
import { attachScreenshots, expectNoSeriousAxeViolations, tenantUrl } from './helpers';
import {
  apiUrl,
  authHeaders,
  declineAnalyticsCookies,
  signInForTokens,
  signInViaApi,
  tenantHeaders,
} from './session-helpers';

const TENANT = 'demo';
const VOLUNTEER = 'volunteer@demo.test';

async function openFirstConversation(page: Page) {
  const tokens = await signInForTokens(page.request, TENANT, VOLUNTEER);
  const res = await page.request.get(apiUrl('/api/v1/conversations'), {
    headers: { ...tenantHeaders(TENANT), ...authHeaders(tokens) },
  });
  expect(res.status()).toBe(200);
  const [first] = ((await res.json()) as { data: { id: string }[] }).data;
  await signInViaApi(page, TENANT, VOLUNTEER);
  await page.goto(tenantUrl(TENANT, `/conversations?id=${first!.id}`));
  const composer = page.getByTestId('message-composer');
  await expect(composer).toBeVisible();
  return composer;
}

test('with a mouse, the composer says Enter sends', async ({ page, context }) => {
  await declineAnalyticsCookies(context, TENANT);
  const composer = await openFirstConversation(page);
  await expect(composer).toContainText('Enter verstuurt');
});

test.describe('on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the composer makes no Enter promise and Enter starts a new line', async ({
    page,
    context,
  }, testInfo) => {
    await declineAnalyticsCookies(context, TENANT);
    expect(await page.evaluate(() => matchMedia('(pointer: fine)').matches)).toBe(false);
    const composer = await openFirstConversation(page);
    await expect(composer).toContainText('Zonder verbinding wacht je bericht op dit apparaat.');
    await expect(composer).not.toContainText('Enter');
    const box = composer.getByRole('textbox', { name: 'Bericht' });
    await box.fill('Eerste regel');
    await box.press('Enter');
    await box.pressSequentially('tweede regel');
    await expect(box).toHaveValue('Eerste regel\ntweede regel');
    await expectNoSeriousAxeViolations(page, testInfo, 'composer-touch');
    await attachScreenshots(page, testInfo, 'composer-touch');
  });
});

test('the high-contrast search placeholder is grey, readable and not typed text', async ({
  page,
  context,
}, testInfo) => {
  await declineAnalyticsCookies(context, 'roermond');
  await page.goto(tenantUrl('roermond', '/vacancies/search'));
  const search = page.getByTestId('vacancy-search-box');
  await expect(search).toBeVisible();
  const colours = await search.evaluate((input) => ({
    text: getComputedStyle(input).color,
    placeholder: getComputedStyle(input, '::placeholder').color,
  }));
  expect(colours.text).toBe('rgb(255, 255, 255)');
  // #a6a6a6: 8.8:1 on black, yet clearly not the white of what someone typed.
  expect(colours.placeholder).toBe('rgb(166, 166, 166)');
  await expectNoSeriousAxeViolations(page, testInfo, 'roermond-search');
  await attachScreenshots(page, testInfo, 'roermond-search');
});
