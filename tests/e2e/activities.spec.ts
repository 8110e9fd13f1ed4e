// The activity calendar end to end: a volunteer finds a full activity and joins the waitlist, a
// place frees up, the offer arrives (notification and the page) and they accept it; registering
// offline waits on the device and arrives once after reconnecting. axe on the calendar and the
// activity page; screenshots at 390 and 1280 px.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { attachScreenshots, expectNoSeriousAxeViolations, tenantUrl, waitForApp } from './helpers';
import { bringNetworkBack, takeNetworkDown, waitForServiceWorker } from './pwa-helpers';
import {
  apiUrl,
  authHeaders,
  createVolunteer,
  declineAnalyticsCookies,
  signInForTokens,
  signInViaApi,
  tenantHeaders,
} from './session-helpers';

const json = { 'Content-Type': 'application/json' };

/** A published activity of the demo center a few months ahead, at a time of its own. */
async function createActivity(request: APIRequestContext, title: string, capacity: number) {
  const coordinator = await signInForTokens(request, 'demo', 'coordinator@demo.test');
  const day = 10 + Math.floor(Math.random() * 18);
  const hour = 8 + Math.floor(Math.random() * 10);
  const response = await request.post(apiUrl('/api/v1/activities'), {
    headers: { ...tenantHeaders('demo'), ...authHeaders(coordinator), ...json },
    data: {
      data: {
        type: 'activities',
        attributes: {
          title_nl: title,
          description_nl: '<p>Samen de buurt mooier maken.</p>',
          starts_at: `2027-02-${day}T${String(hour).padStart(2, '0')}:00`,
          ends_at: `2027-02-${day}T${String(hour + 2).padStart(2, '0')}:00`,
          location_name: 'Buurthuis De Linde',
          address: { postcode: '3511 AB', number: '4', city: 'Utrecht' },
          capacity,
          status: 'published',
        },
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

async function registrationsOf(request: APIRequestContext, email: string, password: string) {
  const tokens = await signInForTokens(request, 'demo', email, password);
  const response = await request.get(apiUrl('/api/v1/registrations'), {
    headers: { ...tenantHeaders('demo'), ...authHeaders(tokens) },
  });
  return {
    tokens,
    list: (
      (await response.json()) as { data: { id: string; attributes: Record<string, string> }[] }
    ).data,
  };
}

test.describe('activity calendar', () => {
  test.beforeEach(async ({ context }) => {
    await declineAnalyticsCookies(context, 'demo');
  });

  test('the calendar shows activities; a full one has a waitlist; a freed place is offered and accepted', async ({
    page,
  }, testInfo) => {
    const stamp = Date.now();
    const title = `Bankjes schilderen ${stamp}`;
    const id = await createActivity(page.request, title, 1);
    const first = await createVolunteer(page.request, 'demo', 'Anouk');
    const second = await createVolunteer(page.request, 'demo', 'Bram');

    // The public calendar (seeded activities): a list on a phone, a month grid on a desktop.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(tenantUrl('demo', '/activiteitenkalender'));
    await waitForApp(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Activiteitenkalender' }),
    ).toBeVisible();
    await expect(page.getByTestId('activity-card').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page, testInfo, 'calendar-list');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(tenantUrl('demo', '/activiteitenkalender?weergave=maand'));
    await expect(page.getByTestId('month-grid')).toBeVisible();
    await expectNoSeriousAxeViolations(page, testInfo, 'calendar-month');
    await attachScreenshots(page, testInfo, 'calendar');

    // The first volunteer takes the only place.
    const a = await registrationsOf(page.request, first.email, first.password);
    const taken = await page.request.post(apiUrl(`/api/v1/activities/${id}/registrations`), {
      headers: { ...tenantHeaders('demo'), ...authHeaders(a.tokens), ...json },
      data: { data: { type: 'registrations', attributes: {} } },
    });
    expect(taken.status()).toBe(201);
    const firstRegistration = ((await taken.json()) as { data: { id: string } }).data.id;

    // The second finds it full and joins the waitlist.
    await signInViaApi(page, 'demo', second.email, second.password);
    await page.goto(tenantUrl('demo', `/activiteitenkalender/${id}`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Vol, wachtlijst open')).toBeVisible();
    await page.getByRole('button', { name: 'Op de wachtlijst' }).click();
    await expect(page.getByTestId('my-registration')).toContainText('Je staat op de wachtlijst');
    await expectNoSeriousAxeViolations(page, testInfo, 'activity-waitlist');
    await attachScreenshots(page, testInfo, 'activity-waitlist');

    // A place frees up: the first volunteer cancels; the offer arrives.
    const cancelled = await page.request.patch(
      apiUrl(`/api/v1/registrations/${firstRegistration}`),
      {
        headers: { ...tenantHeaders('demo'), ...authHeaders(a.tokens), ...json },
        data: { data: { type: 'registrations', attributes: { status: 'cancelled' } } },
      },
    );
    expect(cancelled.status()).toBe(200);
    await page.goto(tenantUrl('demo', '/notificaties'));
    await expect(page.getByText(`Er is een plek vrij voor jou: ${title}`)).toBeVisible();
    await page.getByText(`Er is een plek vrij voor jou: ${title}`).click();
    await expect(page).toHaveURL(new RegExp(`/activiteitenkalender/${id}$`));
    await expect(page.getByTestId('my-registration')).toContainText('Er is een plek vrij voor jou');
    await page.getByRole('button', { name: 'Plek aannemen' }).click();
    await expect(page.getByTestId('my-registration')).toContainText('Je bent aangemeld');
    await expect(page.getByRole('link', { name: 'Zet in mijn agenda' })).toHaveAttribute(
      'href',
      `/api/v1/activities/${id}/event.ics`,
    );
    await expectNoSeriousAxeViolations(page, testInfo, 'activity-registered');
    await attachScreenshots(page, testInfo, 'activity-registered');
  });
});

test.describe('activity calendar offline', () => {
  test.use({ serviceWorkers: 'allow' });
  test.beforeEach(async ({ context }) => {
    await declineAnalyticsCookies(context, 'demo');
  });

  test('registering offline waits on the device and arrives once after reconnecting', async ({
    page,
    context,
  }, testInfo) => {
    const title = `Soep koken ${Date.now()}`;
    const id = await createActivity(page.request, title, 10);
    const volunteer = await createVolunteer(page.request, 'demo', 'Chris');
    await signInViaApi(page, 'demo', volunteer.email, volunteer.password);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(tenantUrl('demo', `/activiteitenkalender/${id}`));
    await waitForServiceWorker(page);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await takeNetworkDown(context, 'demo');
    await page.getByRole('button', { name: 'Aanmelden' }).click();
    await expect(page.getByTestId('registration-pending')).toBeVisible();
    await expectNoSeriousAxeViolations(page, testInfo, 'activity-offline');

    await bringNetworkBack(context);
    await expect(page.getByTestId('registration-pending')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByTestId('my-registration')).toContainText('Je bent aangemeld', {
      timeout: 10_000,
    });
    const mine = await registrationsOf(page.request, volunteer.email, volunteer.password);
    expect(mine.list.filter((r) => r.attributes.activity_id === id)).toHaveLength(1);
  });
});
