// Analytics in Chromium: a coordinator sees the center's year of (seeded) figures with their
// change, switches the chart to its table and downloads it as CSV, and finds the figures per
// place; an organization admin sees their own (no sign-ups); a volunteer is pointed elsewhere;
// a look at a vacancy's page is counted once. axe on both pages; screenshots at 390 and 1280 px.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { attachScreenshots, expectNoSeriousAxeViolations, tenantUrl, waitForApp } from './helpers';
import {
  apiUrl,
  authHeaders,
  declineAnalyticsCookies,
  signInForTokens,
  signInViaApi,
  tenantHeaders,
} from './session-helpers';

const TENANT = 'demo';
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('a coordinator reads the center’s year, as a chart, a table and a CSV file', async ({
  page,
  context,
}, testInfo) => {
  await declineAnalyticsCookies(context, TENANT);
  await signInViaApi(page, TENANT, 'coordinator@demo.test');
  await page.goto(tenantUrl(TENANT, '/analytics?period=last365'));
  await waitForApp(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Volunteerly Analytics' }),
  ).toBeVisible();
  const applications = page.getByTestId('analytics-figure-applications');
  await expect(applications).toBeVisible();
  // A year of the demo center's history: well over a hundred applications, and a change.
  const value = Number((await applications.locator('span').nth(1).innerText()).replace(/\D/g, ''));
  expect(value).toBeGreaterThan(100);
  await expect(page.getByTestId('analytics-figure-new_signups')).toBeVisible();
  await expect(page.getByTestId('analytics-trend-chart').locator('svg').first()).toBeVisible();
  await expect(page.getByTestId('analytics-compare')).toContainText('vergeleken met');
  await expectNoSeriousAxeViolations(page, testInfo, 'analytics');
  await attachScreenshots(page, testInfo, 'analytics-year');

  // The chart as a table: one row per month of the period (12 or 13, by where today falls).
  const trend = page.getByTestId('analytics-trend');
  await trend.getByRole('switch', { name: 'Als tabel' }).check();
  const rows = trend.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(await rows.count());
  expect(await rows.count()).toBeGreaterThanOrEqual(13);
  const download = page.waitForEvent('download');
  await trend.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^verloop-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile(await file.path(), 'utf8');
  expect(text).toContain('Maand;Weergaven;Aanmeldingen;Matches');

  // Per place: the breakdown page keeps the period.
  await page.getByRole('button', { name: 'Per organisatie, tag en plaats' }).click();
  await expect(page).toHaveURL(/\/analytics\/index-2\?period=last365/);
  await page.getByRole('tab', { name: 'Plaatsen' }).click();
  await expect(page).toHaveURL(/by=place/);
  const breakdown = page.getByTestId('analytics-breakdown');
  await expect(breakdown.getByTestId('analytics-breakdown-chart')).toBeVisible();
  await expect(breakdown.getByRole('heading', { name: 'Per plaats' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, testInfo, 'analytics-breakdown');
  await attachScreenshots(page, testInfo, 'analytics-breakdown');
});

test('the dashboard shows the month beside the last and the busiest and quietest vacancies', async ({
  page,
  context,
}, testInfo) => {
  await declineAnalyticsCookies(context, TENANT);
  await signInViaApi(page, TENANT, 'coordinator@demo.test');
  await page.goto(tenantUrl(TENANT, '/dashboard'));
  await waitForApp(page);
  const month = page.getByTestId('dashboard-month');
  await expect(month.getByRole('link')).toHaveCount(3);
  await expect(month).toContainText('Vorige maand');
  const busiest = page.getByTestId('dashboard-busiest');
  await expect(busiest.getByRole('link').first()).toBeVisible();
  await expect(page.getByTestId('dashboard-quietest')).toBeVisible();
  await expectNoSeriousAxeViolations(page, testInfo, 'dashboard-insight');
  await attachScreenshots(page, testInfo, 'dashboard-insight');
  // An organization admin sees their vacancies ranked, not the center's month.
  await page.context().clearCookies();
  await signInViaApi(page, TENANT, 'organization@demo.test');
  await page.goto(tenantUrl(TENANT, '/dashboard'));
  await waitForApp(page);
  await expect(page.getByTestId('dashboard-busiest').getByRole('link').first()).toBeVisible();
  await expect(page.getByTestId('dashboard-month')).toHaveCount(0);
});

test('an organization sees its own figures, a volunteer is pointed to the dashboard', async ({
  page,
  context,
}) => {
  await declineAnalyticsCookies(context, TENANT);
  await signInViaApi(page, TENANT, 'organization@demo.test');
  await page.goto(tenantUrl(TENANT, '/analytics?period=last90'));
  await waitForApp(page);
  await expect(page.getByTestId('analytics-figure-applications')).toBeVisible();
  // Sign-ups are the center's, not an organization's.
  await expect(page.getByTestId('analytics-figure-new_signups')).toHaveCount(0);
  await page.context().clearCookies();
  await signInViaApi(page, TENANT, 'volunteer@demo.test');
  await page.goto(tenantUrl(TENANT, '/analytics'));
  await waitForApp(page);
  await expect(page.getByText('Cijfers zijn er voor organisaties')).toBeVisible();
});

test('a look at a vacancy is counted once, for the center’s figures', async ({
  page,
  context,
  request,
}) => {
  await declineAnalyticsCookies(context, TENANT);
  const tokens = await signInForTokens(request, TENANT, 'coordinator@demo.test');
  const headers = { ...tenantHeaders(TENANT), ...authHeaders(tokens) };
  const views = async () => {
    const response = await request.get(
      apiUrl(`/api/v1/analytics?filter[from]=${day(-7)}&filter[to]=${day(1)}`),
      { headers },
    );
    expect(response.status()).toBe(200);
    const body = (await response.json()) as {
      data: { attributes: { figures: { key: string; current: number }[] } };
    };
    return body.data.attributes.figures.find((f) => f.key === 'views')!.current;
  };
  const list = await request.get(
    apiUrl('/api/v1/vacancies?filter[status_eq]=published&page[size]=1'),
    { headers: tenantHeaders(TENANT) },
  );
  const vacancyId = ((await list.json()) as { data: { id: string }[] }).data[0]!.id;
  // A week around today, whichever Dutch day today is.
  const before = await views();
  const counted = page.waitForResponse(
    (r) => r.url().includes(`/vacancies/${vacancyId}/views`) && r.request().method() === 'POST',
  );
  await page.goto(tenantUrl(TENANT, `/vacancies/${vacancyId}`));
  await waitForApp(page);
  expect((await counted).status()).toBe(204);
  await expect.poll(views).toBe(before + 1);
});
