// After applying: a volunteer applies to a published demo vacancy through its page, the
// organization finds it in /applications, opens it, moves it to in progress and accepts it
// (checked on the server); the volunteer sees the notification in the header's bell and on
// /notificaties, opens the application and answers in its conversation; the organization sees
// the answer appear without reloading (two browser contexts). A message written offline waits on
// the device and arrives exactly once after reconnecting (counted on the server).
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { SW_CACHE } from '../../common/pwa';
import { attachScreenshots, expectNoSeriousAxeViolations, tenantUrl } from './helpers';
import {
  bringNetworkBack,
  expectCached,
  takeNetworkDown,
  waitForServiceWorker,
} from './pwa-helpers';
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
const VOLUNTEER = 'volunteer@demo.test';
const ORGANIZATION = 'organization@demo.test';

interface Resource {
  id: string;
  attributes: Record<string, unknown>;
}

async function getJson(request: APIRequestContext, tokens: SessionTokens, path: string) {
  const response = await request.get(apiUrl(`/api/v1${path}`), {
    headers: { ...tenantHeaders(TENANT), ...authHeaders(tokens) },
  });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as { data: Resource | Resource[]; meta: Record<string, unknown> };
}

/** A published vacancy of the organization, visible to the volunteer, without a question, not applied to yet. */
async function findVacancy(
  request: APIRequestContext,
  organization: SessionTokens,
  volunteer: SessionTokens,
): Promise<{ id: string; title: string }> {
  const managed = await getJson(
    request,
    organization,
    '/vacancies?filter[scope]=manage&filter[status_eq]=published&page[size]=100',
  );
  const mine = await getJson(request, volunteer, '/applications?filter[mine]=true&page[size]=100');
  const applied = new Set((mine.data as Resource[]).map((a) => a.attributes.vacancy_id));
  for (const v of managed.data as Resource[]) {
    if (applied.has(v.id) || (v.attributes.questions as unknown[]).length > 0) continue;
    const visible = await request.get(apiUrl(`/api/v1/vacancies/${v.id}`), {
      headers: { ...tenantHeaders(TENANT), ...authHeaders(volunteer) },
    });
    if (visible.status() === 200) return { id: v.id, title: String(v.attributes.title_nl) };
  }
  throw new Error('No published demo vacancy left to apply to');
}

async function openAs(browser: Browser, email: string, password?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await declineAnalyticsCookies(context, TENANT);
  const page = await context.newPage();
  await signInViaApi(page, TENANT, email, password);
  return page;
}

async function messagesWith(
  request: APIRequestContext,
  tokens: SessionTokens,
  conversationId: string,
  body: string,
): Promise<number> {
  const doc = await getJson(request, tokens, `/conversations/${conversationId}?include=messages`);
  const included = ((doc as unknown as { included?: Resource[] }).included ?? []).filter(
    (r) => (r as unknown as { type: string }).type === 'messages',
  );
  return included.filter((m) => m.attributes.body === body).length;
}

test('apply, handle, accept, get notified and talk: the whole flow across two browsers', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const organizationTokens = await signInForTokens(request, TENANT, ORGANIZATION);
  const volunteerTokens = await signInForTokens(request, TENANT, VOLUNTEER);
  const vacancy = await findVacancy(request, organizationTokens, volunteerTokens);

  // The volunteer applies on the vacancy's page.
  const volunteer = await openAs(browser, VOLUNTEER);
  await volunteer.goto(tenantUrl(TENANT, `/vacancies/${vacancy.id}`));
  const motivation = `Ik help graag mee, ik heb op woensdagmiddag tijd. (${Date.now()})`;
  await volunteer.getByLabel('Waarom wil je dit doen?').fill(motivation);
  await volunteer.getByRole('button', { name: 'Reactie versturen' }).click();
  await expect(volunteer.getByText('Je reactie is verstuurd', { exact: false })).toBeVisible();
  let applicationId = '';
  await expect(async () => {
    const mine = await getJson(
      request,
      volunteerTokens,
      `/applications?filter[mine]=true&filter[vacancy_id_eq]=${vacancy.id}`,
    );
    const found = (mine.data as Resource[]).find((a) => a.attributes.status === 'new');
    expect(found).toBeDefined();
    applicationId = found!.id;
  }).toPass({ timeout: 10_000 });

  // The organization finds it in its inbox (filtered to the vacancy, as the vacancy list links).
  const organization = await openAs(browser, ORGANIZATION);
  await organization.goto(tenantUrl(TENANT, '/applications'));
  await expect(organization.getByRole('heading', { level: 1, name: 'Reacties' })).toBeVisible();
  await expect(organization.getByRole('tab', { name: /^Nieuw \(\d+\)$/ })).toBeVisible();
  await expect(organization.getByRole('grid', { name: 'Reacties' })).toContainText(vacancy.title);
  await expectNoSeriousAxeViolations(organization, testInfo, 'applications-inbox');
  await attachScreenshots(organization, testInfo, 'applications-inbox');
  await organization.goto(tenantUrl(TENANT, `/applications?vacancy=${vacancy.id}&status=new`));
  await expect(organization.getByTestId('vacancy-filter')).toContainText(vacancy.title);
  const row = organization.getByRole('grid', { name: 'Reacties' }).getByRole('row').nth(1);
  await expect(row).toContainText(vacancy.title);
  await row.getByRole('link').click();
  await expect(organization).toHaveURL(tenantUrl(TENANT, `/applications/${applicationId}`));
  await expect(organization.getByTestId('application-motivation')).toHaveText(motivation);
  await expect(organization.getByTestId('volunteer-contact')).toContainText(VOLUNTEER);

  // In progress, then accepted with a note: the server has both, with their history.
  await organization.getByRole('button', { name: 'In behandeling nemen' }).click();
  await expect(organization.getByTestId('application-status')).toContainText('In behandeling');
  await organization.getByRole('button', { name: 'Accepteren' }).click();
  const dialog = organization.getByRole('alertdialog');
  await dialog.getByLabel(/Notitie voor de vrijwilliger/).fill('Welkom in het team!');
  await dialog.getByRole('button', { name: 'Accepteren' }).click();
  await expect(organization.getByTestId('application-status')).toContainText('Geaccepteerd');
  // Fluent hides the rest of the page until the dialog's exit animation has run.
  await expect(dialog).toHaveCount(0);
  await expect(organization.locator('#root')).not.toHaveAttribute('aria-hidden', 'true');
  const accepted = await getJson(
    request,
    organizationTokens,
    `/applications/${applicationId}?include=events`,
  );
  expect((accepted.data as Resource).attributes.status).toBe('accepted');
  await expect(organization.getByTestId('application-history')).toContainText(
    'In behandeling → Geaccepteerd',
  );
  await expect(organization.getByTestId('application-history')).toContainText(
    'Welkom in het team!',
  );
  await expectNoSeriousAxeViolations(organization, testInfo, 'application-organization');
  await attachScreenshots(organization, testInfo, 'application-organization');

  // The volunteer's bell counts it; /notificaties says it in words.
  await volunteer.goto(tenantUrl(TENANT, '/'));
  const bell = volunteer.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName(/^Meldingen, \d+ ongelezen$/);
  await bell.click();
  await expect(volunteer).toHaveURL(tenantUrl(TENANT, '/notificaties'));
  const notification = volunteer
    .getByTestId('notification')
    .filter({ hasText: `Je reactie op ${vacancy.title} is geaccepteerd` })
    .first();
  await expect(notification).toHaveAttribute('data-unread', 'true');
  await expectNoSeriousAxeViolations(volunteer, testInfo, 'notifications');
  await attachScreenshots(volunteer, testInfo, 'notifications');
  await notification.click();
  await expect(volunteer).toHaveURL(tenantUrl(TENANT, `/applications/${applicationId}`));
  await expect(volunteer.getByTestId('application-status')).toContainText('Geaccepteerd');
  await expect(volunteer.getByRole('heading', { level: 1 })).toContainText(
    `Je reactie op ${vacancy.title}`,
  );

  // The volunteer answers; the organization's open page shows it within 5 s without a reload.
  const answer = `Wat fijn! Ik kan volgende week beginnen. (${Date.now()})`;
  await volunteer.getByRole('textbox', { name: 'Bericht' }).fill(answer);
  await volunteer.getByRole('textbox', { name: 'Bericht' }).press('Enter');
  await expect(volunteer.getByTestId('message-list')).toContainText(answer);
  await expect(organization.getByTestId('message-list')).toContainText(answer, { timeout: 5_000 });
  await expectNoSeriousAxeViolations(volunteer, testInfo, 'application-volunteer');
  await attachScreenshots(volunteer, testInfo, 'application-volunteer');

  // Offline: the message waits on the device, marked so, and arrives once after reconnecting.
  const conversationId = String((accepted.data as Resource).attributes.conversation_id);
  const offlineText = `Geschreven zonder bereik. (${Date.now()})`;
  await volunteer.context().setOffline(true);
  await volunteer.getByRole('textbox', { name: 'Bericht' }).fill(offlineText);
  await volunteer.getByRole('button', { name: 'Versturen' }).click();
  const waiting = volunteer.getByTestId('message').filter({ hasText: offlineText });
  await expect(waiting).toHaveAttribute('data-state', 'waiting');
  await expect(waiting).toContainText('Wacht op verbinding');
  await volunteer.waitForTimeout(1_000);
  expect(await messagesWith(request, volunteerTokens, conversationId, offlineText)).toBe(0);
  await volunteer.context().setOffline(false);
  await expect(waiting).not.toHaveAttribute('data-state', /.+/, { timeout: 15_000 });
  await expect(organization.getByTestId('message-list')).toContainText(offlineText, {
    timeout: 10_000,
  });
  await volunteer.waitForTimeout(2_000);
  expect(await messagesWith(request, volunteerTokens, conversationId, offlineText)).toBe(1);

  // Opened notifications are read; 'Alles gelezen' empties the bell.
  await volunteer.goto(tenantUrl(TENANT, '/notificaties'));
  await expect(
    volunteer
      .getByTestId('notification')
      .filter({ hasText: `Je reactie op ${vacancy.title} is geaccepteerd` })
      .first(),
  ).toHaveAttribute('data-unread', 'false');
  await volunteer.getByRole('button', { name: 'Alles gelezen' }).click();
  await expect(volunteer.getByTestId('notification-bell')).toHaveAccessibleName('Meldingen');
  const afterAll = await getJson(request, volunteerTokens, '/notifications?page[size]=1');
  expect(afterAll.meta.unread_count).toBe(0);

  // The conversation on /conversations, for the organization, as a list and a thread.
  await organization.goto(tenantUrl(TENANT, `/conversations?id=${conversationId}`));
  await expect(organization.getByTestId('message-list')).toContainText(offlineText);
  await expect(organization.getByTestId('conversation-link').first()).toBeVisible();
  await expectNoSeriousAxeViolations(organization, testInfo, 'conversations');
  await attachScreenshots(organization, testInfo, 'conversations');
  await organization.setViewportSize({ width: 390, height: 844 });
  // On a phone the thread stands alone, with a way back to the list.
  await expect(organization.getByRole('link', { name: 'Alle gesprekken' })).toBeVisible();
  await expect(organization.getByTestId('conversation-list')).toHaveCount(0);

  await volunteer.context().close();
  await organization.context().close();
});

async function applyViaApi(
  request: APIRequestContext,
  tokens: SessionTokens,
  vacancyId: string,
): Promise<string> {
  const response = await request.post(apiUrl('/api/v1/applications'), {
    headers: {
      ...tenantHeaders(TENANT),
      ...authHeaders(tokens),
      'Content-Type': 'application/vnd.api+json',
    },
    data: {
      data: {
        type: 'applications',
        attributes: {
          vacancy_id: vacancyId,
          motivation: 'Ik wil graag helpen, ook in het weekend.',
        },
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Resource }).data.id;
}

test('the organization moves several applications at once; a volunteer withdraws one; escalated ones stand out', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const organizationTokens = await signInForTokens(request, TENANT, ORGANIZATION);
  const volunteerTokens = await signInForTokens(request, TENANT, VOLUNTEER);
  const vacancy = await findVacancy(request, organizationTokens, volunteerTokens);
  // Two fresh volunteers apply to the same vacancy (the demo volunteer's data stays as it is).
  const people = [
    await createVolunteer(request, TENANT, 'Anouk'),
    await createVolunteer(request, TENANT, 'Bram'),
  ];
  const tokens = await Promise.all(
    people.map((p) => signInForTokens(request, TENANT, p.email, p.password)),
  );
  const ids = await Promise.all(tokens.map((t) => applyViaApi(request, t, vacancy.id)));

  const organization = await openAs(browser, ORGANIZATION);
  await organization.goto(tenantUrl(TENANT, `/applications?vacancy=${vacancy.id}&status=new`));
  const grid = organization.getByRole('grid', { name: 'Reacties' });
  await expect(grid.getByRole('row')).toHaveCount(3);
  await grid.getByRole('checkbox', { name: 'Alle rijen op deze pagina selecteren' }).check();
  await organization.getByRole('button', { name: 'In behandeling nemen' }).click();
  const dialog = organization.getByRole('alertdialog');
  await expect(dialog).toContainText('2 reacties worden gezet op: In behandeling.');
  await expect(dialog.getByTestId('bulk-summary').getByRole('listitem')).toHaveCount(2);
  await expectNoSeriousAxeViolations(organization, testInfo, 'bulk-dialog');
  await dialog.getByRole('button', { name: 'In behandeling nemen' }).click();
  await expect(organization.getByText('2 reacties gezet op: In behandeling.')).toBeVisible();
  for (const id of ids) {
    const doc = await getJson(request, organizationTokens, `/applications/${id}`);
    expect((doc.data as Resource).attributes.status).toBe('in_progress');
  }

  // The first volunteer withdraws after confirming.
  const volunteer = await openAs(browser, people[0]!.email, people[0]!.password);
  await volunteer.goto(tenantUrl(TENANT, '/applications'));
  await expect(volunteer.getByRole('heading', { level: 1, name: 'Mijn reacties' })).toBeVisible();
  await volunteer.getByRole('link', { name: vacancy.title }).click();
  await volunteer.getByRole('button', { name: 'Intrekken' }).click();
  await volunteer.getByRole('alertdialog').getByRole('button', { name: 'Intrekken' }).click();
  await expect(volunteer.getByTestId('application-status')).toContainText('Ingetrokken');
  const withdrawn = await getJson(request, tokens[0]!, `/applications/${ids[0]}`);
  expect((withdrawn.data as Resource).attributes.status).toBe('withdrawn');
  await expect(volunteer.getByRole('button', { name: 'Intrekken' })).toHaveCount(0);

  // The seeded escalated application is marked and has its own filter.
  await organization.goto(tenantUrl(TENANT, '/applications'));
  await organization.getByRole('tab', { name: /^Wacht > 14 dagen \(\d+\)$/ }).click();
  await expect(organization).toHaveURL(/status=escalated/);
  await expect(grid.getByTestId('escalated-badge').first()).toBeVisible();

  // The organization starts (or reopens) its conversation with the center.
  await organization.goto(tenantUrl(TENANT, '/conversations'));
  await organization.getByRole('button', { name: 'Gesprek met de centrale' }).click();
  await expect(organization).toHaveURL(/\/conversations\?id=/);
  await expect(organization.getByTestId('conversation-thread')).toBeVisible();

  await volunteer.context().close();
  await organization.context().close();
});

test.describe('offline, with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a message written offline survives a reload and arrives once', async ({
    page,
    context,
    request,
  }, testInfo) => {
    const organizationTokens = await signInForTokens(request, TENANT, ORGANIZATION);
    const volunteerTokens = await signInForTokens(request, TENANT, VOLUNTEER);
    const vacancy = await findVacancy(request, organizationTokens, volunteerTokens);
    const person = await createVolunteer(request, TENANT, 'Chris');
    const tokens = await signInForTokens(request, TENANT, person.email, person.password);
    const applicationId = await applyViaApi(request, tokens, vacancy.id);
    const application = await getJson(request, tokens, `/applications/${applicationId}`);
    const conversationId = String((application.data as Resource).attributes.conversation_id);

    await declineAnalyticsCookies(context, TENANT);
    await signInViaApi(page, TENANT, person.email, person.password);
    await page.goto(tenantUrl(TENANT, `/applications/${applicationId}`));
    await expect(page.getByTestId('conversation-thread')).toBeVisible();
    await waitForServiceWorker(page);
    await expectCached(page, SW_CACHE.config, /\/config\.json/);
    await expectCached(page, SW_CACHE.translations, /\/i18n\/nl\.json$/);
    // The persister writes the cache shortly after a change.
    await page.waitForTimeout(1_500);

    await takeNetworkDown(context, TENANT);
    await page.reload();
    await expect(page.getByTestId('offline-indicator')).toBeVisible();
    const text = `In de trein geschreven. (${Date.now()})`;
    await page.getByRole('textbox', { name: 'Bericht' }).fill(text);
    await page.getByRole('button', { name: 'Versturen' }).click();
    const waiting = page.getByTestId('message').filter({ hasText: text });
    await expect(waiting).toHaveAttribute('data-state', 'waiting');
    await expect(page.getByTestId('outbox-button')).toHaveAttribute('data-count', '1');
    await expectNoSeriousAxeViolations(page, testInfo, 'message-waiting');
    await attachScreenshots(page, testInfo, 'message-waiting');
    expect(await messagesWith(request, tokens, conversationId, text)).toBe(0);

    // Still offline, a reload keeps it waiting on the device, and nothing has reached the server.
    // (Playwright's offline emulation alone sometimes let the first request of a reloaded page
    // through; takeNetworkDown also cuts the test server's connections.)
    await page.reload();
    await expect(page.getByTestId('message').filter({ hasText: text })).toHaveAttribute(
      'data-state',
      'waiting',
    );
    expect(await messagesWith(request, tokens, conversationId, text)).toBe(0);

    await bringNetworkBack(context);
    await expect(page.getByTestId('outbox-button')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByTestId('message').filter({ hasText: text })).not.toHaveAttribute(
      'data-state',
      /.+/,
    );
    await page.waitForTimeout(1_500);
    expect(await messagesWith(request, tokens, conversationId, text)).toBe(1);
  });
});
