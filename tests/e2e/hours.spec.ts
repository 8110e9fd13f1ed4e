// Volunteer hours end to end: a volunteer accepted by the school logs hours on a phone without a
// connection (they wait on the device, marked so) and they arrive once when the network is back;
// the school's admin approves them with a correction on the desktop; the volunteer sees the
// approved total and the printable statement. axe on the hours page (both sides) and the
// statement; screenshots at 390 and 1280 px.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { attachScreenshots, expectNoSeriousAxeViolations, tenantUrl, waitForApp } from './helpers';
import {
  apiUrl,
  authHeaders,
  createVolunteer,
  declineAnalyticsCookies,
  signInForTokens,
  signInViaApi,
  tenantHeaders,
  type SessionTokens,
} from './session-helpers';

const TENANT = 'demo';

async function call(
  request: APIRequestContext,
  tokens: SessionTokens,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  data?: unknown,
) {
  const response = await request.fetch(apiUrl(`/api/v1${path}`), {
    method,
    headers: {
      ...tenantHeaders(TENANT),
      ...authHeaders(tokens),
      'Content-Type': 'application/vnd.api+json',
    },
    data,
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as {
    data: { id: string; attributes: Record<string, unknown> } | { id: string }[];
    meta?: Record<string, unknown>;
  };
}

test('a volunteer logs hours offline, they arrive once, the school approves a correction', async ({
  page,
  context,
  browser,
  request,
}, testInfo) => {
  await declineAnalyticsCookies(context, TENANT);
  // A volunteer the school accepted for one of its vacancies.
  const school = await signInForTokens(request, TENANT, 'organization@demo.test');
  const managed = await call(
    request,
    school,
    'GET',
    '/vacancies?filter[scope]=manage&filter[status_eq]=published&page[size]=1',
  );
  const vacancy = (managed.data as { id: string; attributes: Record<string, unknown> }[])[0]!;
  const title = String(vacancy.attributes.title_nl);
  const { email, password } = await createVolunteer(request, TENANT, 'Joris');
  const volunteer = await signInForTokens(request, TENANT, email, password);
  const applied = await call(request, volunteer, 'POST', '/applications', {
    data: {
      type: 'applications',
      attributes: { vacancy_id: vacancy.id, motivation: 'Ik help graag op zaterdag mee.' },
    },
  });
  const applicationId = (applied.data as { id: string }).id;
  await call(request, school, 'PATCH', `/applications/${applicationId}`, {
    data: { type: 'applications', id: applicationId, attributes: { status: 'accepted' } },
  });

  // On a phone, in the field: no connection.
  await signInViaApi(page, TENANT, email, password);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(tenantUrl(TENANT, '/uren'));
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn uren' })).toBeVisible();
  const form = page.locator('form').filter({ has: page.getByLabel('Uren', { exact: false }) });
  await expect(page.getByRole('combobox', { name: 'Activiteit of vacature' })).toContainText(title);
  await expect(page.getByText('Je hebt nog geen uren geschreven.')).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('textbox', { name: /^Uren/ }).fill('3,5');
  await page.getByRole('textbox', { name: /Wat heb je gedaan/ }).fill('Kastjes opgeruimd');
  await form.getByRole('button', { name: 'Uren opslaan' }).click();
  const entry = page.getByTestId('hour-entry');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('3,5 uur');
  await expect(entry).toContainText('Wacht op verbinding');
  await expectNoSeriousAxeViolations(page, testInfo, 'hours-offline');
  await attachScreenshots(page, testInfo, 'hours-offline');

  await context.setOffline(false);
  await expect(entry).toContainText('Wacht op goedkeuring', { timeout: 20_000 });
  const mine = await call(request, volunteer, 'GET', '/hour_entries?filter[mine]=true');
  expect(mine.data as { id: string }[]).toHaveLength(1);

  // The school's admin corrects and approves them on the desktop.
  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await declineAnalyticsCookies(desk, TENANT);
  const reviewer = await desk.newPage();
  await signInViaApi(reviewer, TENANT, 'organization@demo.test');
  await reviewer.goto(tenantUrl(TENANT, '/uren'));
  await waitForApp(reviewer);
  await reviewer.getByRole('tab', { name: /Goedkeuren/ }).click();
  const row = reviewer.getByTestId('review-entry').filter({ hasText: 'Joris de Vries' });
  await expect(row).toContainText('3,5 uur');
  await expectNoSeriousAxeViolations(reviewer, testInfo, 'hours-review');
  await attachScreenshots(reviewer, testInfo, 'hours-review');
  await row.getByRole('button', { name: 'Aanpassen' }).click();
  const dialog = reviewer.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^Uren/ }).fill('3');
  await dialog.getByRole('textbox', { name: /Toelichting/ }).fill('We stopten om drie uur.');
  await dialog.getByRole('button', { name: 'Deze uren goedkeuren' }).click();
  await expect(row).toHaveCount(0);
  await desk.close();

  // The volunteer sees the approved, corrected hours and the statement of the year.
  await page.reload();
  await waitForApp(page);
  await expect(entry).toContainText('Goedgekeurd');
  await expect(entry).toContainText('Jij schreef 3,5');
  await expect(page.getByRole('list', { name: 'Je uren in het kort' })).toContainText('3 uur');
  await page.getByRole('link', { name: /Overzicht \d{4}/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: /Vrijwilligersuren \d{4}/ }),
  ).toBeVisible();
  await expect(page.getByRole('table')).toContainText(title);
  await expect(page.getByRole('table')).toContainText('In totaal 3 uur goedgekeurd');
  await expectNoSeriousAxeViolations(page, testInfo, 'hours-statement');
  await attachScreenshots(page, testInfo, 'hours-statement');
});

test('a volunteer makes a private calendar address that a calendar app can read, once shown', async ({
  page,
  context,
  request,
}, testInfo) => {
  await declineAnalyticsCookies(context, TENANT);
  const { email, password } = await createVolunteer(request, TENANT, 'Lotte');
  await signInViaApi(page, TENANT, email, password);
  await page.goto(tenantUrl(TENANT, '/profile-edit/settings'));
  await waitForApp(page);
  const card = page.getByRole('region', { name: 'Mijn agenda' });
  await expect(card).toContainText('Je hebt nog geen agenda-adres.');
  await card.getByRole('button', { name: 'Maak mijn agenda-adres' }).click();
  const address = card.getByRole('textbox', { name: 'Je agenda-adres' });
  await expect(address).toHaveValue(/\/api\/v1\/calendar_feeds\/[\w-]{43}\.ics$/);
  await expect(card.getByRole('link', { name: 'Toevoegen aan Google Agenda' })).toHaveAttribute(
    'href',
    /^https:\/\/calendar\.google\.com\/calendar\/r\?cid=webcal%3A/,
  );
  await expectNoSeriousAxeViolations(page, testInfo, 'calendar-feed');
  await attachScreenshots(page, testInfo, 'calendar-feed');
  const path = new URL(await address.inputValue()).pathname;
  const feed = await request.get(apiUrl(path), { headers: tenantHeaders(TENANT) });
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');
  // Shown once: after a reload the page says it works, without the address.
  await page.reload();
  await waitForApp(page);
  await expect(card).toContainText('Je agenda-adres werkt sinds');
  await expect(card.getByRole('textbox', { name: 'Je agenda-adres' })).toHaveCount(0);
});
