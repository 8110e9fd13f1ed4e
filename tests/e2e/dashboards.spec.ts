// Each role's dashboard in Chromium, and the data viewer: a volunteer sees their own side
// (applications with where they stand, each a link); an organization admin the applications
// waiting longest with the days left before they escalate, the latest messages and the
// vacancies online; an admin browses users in the data viewer, filters, narrows the columns and
// downloads them as CSV, and finds the download in the audit log. axe on every page;
// screenshots at 390 and 1280 px.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { attachScreenshots, expectNoSeriousAxeViolations, tenantUrl, waitForApp } from './helpers';
import { declineAnalyticsCookies, signInViaApi } from './session-helpers';

const TENANT = 'demo';

test('a volunteer’s dashboard is their own side', async ({ page, context }, testInfo) => {
  await declineAnalyticsCookies(context, TENANT);
  await signInViaApi(page, TENANT, 'volunteer@demo.test');
  await page.goto(tenantUrl(TENANT, '/dashboard'));
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: 'Jouw vrijwilligerswerk' })).toBeVisible();
  const applications = page.getByTestId('dashboard-count-my-applications');
  await expect(applications).toHaveAttribute('href', '/applications');
  expect(Number(await applications.getAttribute('data-count'))).toBeGreaterThan(0);
  const latest = page.getByTestId('dashboard-list-my-applications');
  const firstRow = latest.getByRole('listitem').first().getByRole('link');
  await expect(firstRow).toHaveAttribute('href', /^\/applications\//);
  await expect(page.getByTestId('dashboard-count-hours')).toBeVisible();
  await expectNoSeriousAxeViolations(page, testInfo, 'dashboard-volunteer');
  await attachScreenshots(page, testInfo, 'dashboard-volunteer');
  // A row leads to the application.
  await firstRow.click();
  await expect(page).toHaveURL(/\/applications\/[0-9a-f-]{36}$/);
});

test('an organization sees what waits longest and how long it still has', async ({
  page,
  context,
}, testInfo) => {
  await declineAnalyticsCookies(context, TENANT);
  await signInViaApi(page, TENANT, 'organization@demo.test');
  await page.goto(tenantUrl(TENANT, '/dashboard'));
  await waitForApp(page);
  const waiting = page.getByTestId('dashboard-list-waiting');
  await expect(waiting.getByRole('heading')).toContainText('Wachten op antwoord');
  const first = waiting.getByRole('listitem').first().getByRole('link');
  await expect(first).toHaveAttribute('href', /^\/applications\//);
  // Every waiting application says the days left, or that it waited too long.
  await expect(first).toContainText(/nog \d+ dag|Te lang gewacht/);
  await expect(page.getByTestId('dashboard-list-conversations')).toBeVisible();
  const online = page.getByTestId('dashboard-list-vacancies');
  await expect(online.getByRole('listitem').first()).toContainText(/reactie|nog geen reacties/);
  await expectNoSeriousAxeViolations(page, testInfo, 'dashboard-organization');
  await attachScreenshots(page, testInfo, 'dashboard-organization');
});

test('an admin browses, narrows and downloads data, and the download is audited', async ({
  page,
  context,
}, testInfo) => {
  await declineAnalyticsCookies(context, TENANT);
  await signInViaApi(page, TENANT, 'admin@demo.test');
  await page.goto(tenantUrl(TENANT, '/admin/data-viewer?set=users'));
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Gegevens bekijken' })).toBeVisible();
  const table = page.getByTestId('data-viewer-table');
  await expect(table.getByRole('columnheader', { name: /E-mailadres/ })).toBeVisible();
  await expect(page.getByTestId('data-viewer-total')).toContainText(/\d+ rijen/);
  await expectNoSeriousAxeViolations(page, testInfo, 'data-viewer');
  await attachScreenshots(page, testInfo, 'data-viewer');

  // Only two columns, and only the active users whose name holds 'demo'.
  await page.getByTestId('data-viewer-columns').click();
  for (const name of [
    'Telefoon',
    'Status',
    'Rollen',
    'Centrale',
    'Laatst ingelogd',
    'Aangemaakt',
  ]) {
    await page.getByRole('menuitemcheckbox', { name, exact: true }).click();
  }
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('data-viewer-columns')).toContainText('3 van 9 kolommen');
  await expect(table.getByRole('columnheader')).toHaveCount(3);
  await page.getByLabel('Status').selectOption('active');
  // The search waits for the typing to stop: the download starts once the rows have come.
  const searched = page.waitForResponse((r) => {
    const url = decodeURIComponent(r.url());
    return (
      url.includes('/data_viewer/users?') &&
      url.includes('filter[q]=demo.test') &&
      url.includes('filter[status]=active')
    );
  });
  await page.getByRole('searchbox').fill('demo.test');
  await searched;
  await expect(page.getByTestId('data-viewer-total')).toContainText(/\d+ rij/);

  const download = page.waitForEvent('download');
  await page.getByTestId('data-viewer-download').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Gebruikers-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe('Voornaam;Achternaam;E-mailadres');
  expect(
    lines
      .slice(1)
      .filter(Boolean)
      .every((l) => l.includes('demo.test')),
  ).toBe(true);
  await expect(page.getByTestId('data-viewer-downloaded')).toContainText('auditlog');

  // The audit log has it, newest first.
  await page.goto(tenantUrl(TENANT, '/users?tab=audit'));
  await waitForApp(page);
  await expect(
    page.getByRole('row').filter({ hasText: 'Gegevens gedownload' }).first(),
  ).toContainText('Gebruikers');
});

test('an organization admin is told the data viewer is not theirs', async ({ page, context }) => {
  await declineAnalyticsCookies(context, TENANT);
  await signInViaApi(page, TENANT, 'organization@demo.test');
  await page.goto(tenantUrl(TENANT, '/admin/data-viewer'));
  await waitForApp(page);
  await expect(page.getByText('De gegevensviewer is voor beheerders')).toBeVisible();
});
