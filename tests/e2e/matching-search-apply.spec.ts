// The volunteer's side of matching in Chromium against the real server and the demo
// seed: searching by typing (one request once the typing pauses), filtering by commitment and
// distance from "my location", the search kept in the URL (reload, Back), the "For you" section
// with its reasons, a vacancy's page, applying once (the server has exactly one application; a
// second attempt from another tab says 'already applied'), and applying offline: the
// application waits on the device, survives a reload and arrives exactly once. Staff see that only
// volunteers apply.
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { SW_CACHE } from '../../common/pwa';
import { expectNoSeriousAxeViolations, tenantUrl } from './helpers';
import {
  bringNetworkBack,
  expectCached,
  takeNetworkDown,
  waitForServiceWorker,
} from './pwa-helpers';
import {
  apiUrl,
  DEMO_PASSWORD,
  authHeaders,
  declineAnalyticsCookies,
  signInViaApi,
  tenantHeaders,
  type SessionTokens,
} from './session-helpers';

const TENANT = 'demo';
const VOLUNTEER = 'volunteer@demo.test';
// "Use my location" in Utrecht, where the demo volunteer lives and many demo vacancies are.
const UTRECHT = { latitude: 52.091, longitude: 5.122 };

interface VacancyResource {
  id: string;
  attributes: {
    title_nl: string;
    questions: { id: string; text: string; required: boolean }[];
  };
  meta?: { my_application?: { id: string; status: string } };
}

async function getJson<T>(
  request: APIRequestContext,
  tokens: SessionTokens,
  path: string,
  params?: Record<string, string>,
): Promise<T> {
  const response = await request.get(apiUrl(path), {
    headers: { ...tenantHeaders(TENANT), ...authHeaders(tokens) },
    params,
  });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

async function getVacancy(request: APIRequestContext, tokens: SessionTokens, id: string) {
  return (await getJson<{ data: VacancyResource }>(request, tokens, `/api/v1/vacancies/${id}`))
    .data;
}

/** The volunteer's open (not withdrawn) applications to one vacancy, as the server has them. */
async function myApplicationsTo(
  request: APIRequestContext,
  tokens: SessionTokens,
  vacancyId: string,
) {
  const body = await getJson<{
    data: { id: string; attributes: { vacancy_id: string; status: string } }[];
  }>(request, tokens, '/api/v1/applications', { 'filter[mine]': 'true', 'page[size]': '100' });
  return body.data.filter(
    (a) => a.attributes.vacancy_id === vacancyId && a.attributes.status !== 'withdrawn',
  );
}

/** The writes with an Idempotency-Key the server stored for this user (offline replays). */
async function myApplicationWrites(request: APIRequestContext, tokens: SessionTokens) {
  const body = await getJson<{
    meta: { writes: { method: string; path: string; state: string; status: number | null }[] };
  }>(request, tokens, '/api/v1/test/my_writes');
  return body.meta.writes.filter((w) => w.method === 'POST' && w.path === '/api/v1/applications');
}

/** Fills the motivation and every question's answer, and sends the form. */
async function apply(page: Page, vacancy: VacancyResource, motivation: string) {
  await page.getByLabel('Waarom wil je dit doen?').fill(motivation);
  for (const question of vacancy.attributes.questions) {
    await page.getByLabel(question.text).fill('Sinds 2015, en ik heb een eigen auto.');
  }
  await page.getByRole('button', { name: 'Reactie versturen' }).click();
}

/** Full-page screenshots at phone and desktop width, kept in the test's output folder. */
async function saveScreenshots(page: Page, testInfo: TestInfo, label: string) {
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.waitForTimeout(200);
    const path = testInfo.outputPath(`${label}-${width}px.png`);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(`${label}-${width}px.png`, { path, contentType: 'image/png' });
  }
  await page.setViewportSize(original);
}

test.beforeEach(async ({ context }) => {
  await declineAnalyticsCookies(context, TENANT);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(UTRECHT);
});

test('a volunteer searches, filters, keeps the search in the URL and applies once', async ({
  page,
  context,
  request,
}, testInfo) => {
  const tokens = await signInViaApi(page, TENANT, VOLUNTEER);
  const searches: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/v1/vacancies') searches.push(decodeURIComponent(url.search));
  });

  await page.goto(tenantUrl(TENANT, '/vacancies/search'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vacatures zoeken');
  const count = page.getByTestId('result-count');
  await expect(count).toHaveText(/^\d+ vacatures gevonden$/);
  await expect(count).toHaveAttribute('aria-live', 'polite');
  // For you: what fits the demo volunteer's profile (skills, Utrecht, weekday parts), and why.
  const forYou = page.getByTestId('recommended');
  await expect(forYou.getByRole('heading', { name: 'Voor jou' })).toBeVisible();
  await expect(forYou.getByTestId('match-reasons').first()).toContainText(
    /van je vaardigheden|van je huis|Vlak bij je huis|Past bij je/,
  );
  await expectNoSeriousAxeViolations(page, testInfo, 'search');
  await saveScreenshots(page, testInfo, 'search-nl');
  await page.getByTestId('language-toggle').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search vacancies');
  await expect(forYou.getByRole('heading', { name: 'For you' })).toBeVisible();
  await saveScreenshots(page, testInfo, 'search-en');
  await page.getByTestId('language-toggle').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vacatures zoeken');

  // Typing: the results follow the words, with one request once the typing pauses.
  const before = searches.length;
  await page
    .getByRole('searchbox', { name: 'Zoeken in vacatures' })
    .pressSequentially('voedselbank', { delay: 60 });
  await expect(page).toHaveURL(/[?&]q=voedselbank(&|$)/);
  const results = page.getByTestId('search-results');
  await expect(results.getByTestId('vacancy-card').first()).toContainText(/voedselbank/i);
  await expect(count).toHaveText(/vacatures? gevonden$/);
  const typed = searches.slice(before).filter((s) => s.includes('filter[q]'));
  expect(typed.length).toBeGreaterThanOrEqual(1);
  // Eleven keys; one request after the pause (a slow, loaded machine may pause mid-word up to
  // three times; without the pause it would be eleven).
  expect(typed.length, typed.join('\n')).toBeLessThanOrEqual(4);
  expect(typed.at(-1)).toContain('filter[q]=voedselbank');

  // Filters: commitment and distance from where the volunteer is.
  await page.getByRole('checkbox', { name: 'Terugkerend' }).check();
  await expect(page).toHaveURL(/commitment=recurring/);
  // A postcode is looked up by the server (the e2e server's geocoder is a local PDOK stand-in):
  // an unknown one is said so; a known one gives distances.
  const postcode = page.getByLabel('Postcode', { exact: true });
  await postcode.fill('9999 ZZ');
  await expect(page.getByTestId('search-error')).toContainText('We kennen postcode 9999 ZZ niet');
  await postcode.fill('3511 AB');
  await expect(page).toHaveURL(/postcode=3511/);
  await expect(count).toHaveText(/^\d+ vacatures? gevonden$/);
  await expect(results.getByTestId('vacancy-card').first()).toContainText(/\d km/);
  expect(searches.at(-1)).toContain('filter[postcode]=3511');
  await page.getByRole('button', { name: 'Gebruik mijn locatie' }).click();
  await expect(page.getByTestId('using-my-location')).toBeVisible();
  await expect(page).toHaveURL(/lat=52\.091&lng=5\.122/);
  await page.getByRole('combobox', { name: 'Afstand', exact: true }).selectOption('10');
  await expect(page).toHaveURL(/km=10/);
  await expect(count).toHaveText(/^\d+ vacatures? gevonden$/);
  const cards = results.getByTestId('vacancy-card');
  await expect(cards.first()).toContainText(/voedselbank/i);
  await expect(cards.first()).toContainText(/\d km/);
  const lastSearch = searches.at(-1)!;
  expect(lastSearch).toContain('filter[commitment_in]=recurring');
  expect(lastSearch).toContain('filter[lat]=52.091');
  expect(lastSearch).toContain('filter[distance_km]=10');

  // The URL holds the search: a reload shows the same; Back undoes the last filter.
  const shown = await cards.count();
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Zoeken in vacatures' })).toHaveValue(
    'voedselbank',
  );
  await expect(page.getByRole('checkbox', { name: 'Terugkerend' })).toBeChecked();
  await expect(page.getByTestId('using-my-location')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Afstand', exact: true })).toHaveValue('10');
  await expect(cards).toHaveCount(shown);
  await page.goBack();
  await expect(page).not.toHaveURL(/km=10/);
  await expect(page.getByRole('combobox', { name: 'Afstand', exact: true })).toHaveValue('25');
  await page.goForward();
  await expect(page.getByRole('combobox', { name: 'Afstand', exact: true })).toHaveValue('10');

  // A result the volunteer has not applied to yet (the seed applied to some).
  const hrefs = await cards
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  let target: VacancyResource | undefined;
  for (const href of hrefs) {
    const vacancy = await getVacancy(request, tokens, href.split('/').pop()!);
    if (!vacancy.meta?.my_application || vacancy.meta.my_application.status === 'withdrawn') {
      target = vacancy;
      break;
    }
  }
  if (!target && (testInfo.retry > 0 || testInfo.repeatEachIndex > 0)) {
    // A retry (or repeat) on the same database: the first run applied; withdrawn, it may again.
    target = await getVacancy(request, tokens, hrefs[0]!.split('/').pop()!);
    const withdrawal = await request.patch(
      apiUrl(`/api/v1/applications/${target.meta!.my_application!.id}`),
      {
        headers: { ...tenantHeaders(TENANT), ...authHeaders(tokens) },
        data: { data: { type: 'applications', attributes: { status: 'withdrawn' } } },
      },
    );
    expect(withdrawal.status(), await withdrawal.text()).toBe(200);
  }
  expect(target, 'a result without an application').toBeDefined();
  await results.locator(`a[href="/vacancies/${target!.id}"]`).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target!.attributes.title_nl);
  await expect(page).toHaveTitle(`${target!.attributes.title_nl} - Volunteerly Demo`);
  await expect(page.getByTestId('vacancy-facts')).toContainText('Terugkerend');
  await expect(page.getByTestId('map-link')).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/\?mlat=52\.\d+&mlon=5\.\d+#map=15\//,
  );
  await expectNoSeriousAxeViolations(page, testInfo, 'vacancy');
  await saveScreenshots(page, testInfo, 'vacancy-nl');

  // Another tab with the same form, opened before applying.
  const second = await context.newPage();
  await second.goto(page.url());
  await expect(second.getByTestId('apply-form')).toBeVisible();

  // The form checks the motivation first; then the application goes.
  await page.getByRole('button', { name: 'Reactie versturen' }).click();
  // Said twice: in the summary at the top of the form (a link to the field) and beside the field.
  const applyForm = page.getByTestId('apply-form');
  await expect(
    applyForm.getByTestId('error-summary').getByRole('link', {
      name: 'Schrijf kort waarom je dit wilt doen.',
    }),
  ).toBeVisible();
  await expect(
    applyForm.getByRole('textbox', { name: 'Waarom wil je dit doen?' }),
  ).toHaveAccessibleDescription(/Schrijf kort waarom je dit wilt doen\./);
  await apply(page, target!, 'Ik help graag mee en heb op zaterdag tijd om te sorteren.');
  await expect(page.getByText('Je reactie is verstuurd.', { exact: false })).toBeVisible();
  const mine = page.getByTestId('my-application');
  await expect(mine).toBeVisible();
  const applications = await myApplicationsTo(request, tokens, target!.id);
  expect(applications).toHaveLength(1);
  await expect(mine.getByRole('link', { name: 'Bekijk je reactie' })).toHaveAttribute(
    'href',
    `/applications/${applications[0]!.id}`,
  );
  await page.reload();
  await expect(mine).toContainText('Status: nieuw');
  await expect(page.getByTestId('apply-form')).toHaveCount(0);

  // A second attempt (the other tab) is refused with a clear message.
  await apply(second, target!, 'Nog een keer, voor de zekerheid.');
  await expect(second.getByTestId('already-applied')).toContainText(
    'Je hebt al op deze vacature gereageerd.',
  );
  await expect(second.getByTestId('my-application')).toBeVisible();
  expect(await myApplicationsTo(request, tokens, target!.id)).toHaveLength(1);
  await second.close();

  // Nothing found: the page names the filters that are on, with a button to loosen each.
  await page.goto(tenantUrl(TENANT, '/vacancies/search?q=xyzzyqq&commitment=one_off'));
  const empty = page.getByTestId('search-empty');
  await expect(empty).toContainText('Geen vacatures gevonden');
  await expect(empty.getByRole('button')).toHaveCount(2);
  await empty.getByRole('button', { name: 'Zoekwoorden ‘xyzzyqq’ weghalen' }).click();
  await expect(page).toHaveURL(/\/vacancies\/search\?commitment=one_off$/);
  await expect(results.getByTestId('vacancy-card').first()).toContainText('Eenmalig');
});

test('a visitor is asked to sign in to apply and comes back to the vacancy', async ({
  page,
  request,
}, testInfo) => {
  const list = await request.get(apiUrl('/api/v1/vacancies'), {
    headers: tenantHeaders(TENANT),
    params: { 'page[size]': '1' },
  });
  expect(list.status()).toBe(200);
  const [vacancy] = ((await list.json()) as { data: VacancyResource[] }).data;
  await page.goto(tenantUrl(TENANT, `/vacancies/${vacancy!.id}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(vacancy!.attributes.title_nl);
  await expect(page.getByTestId('apply-form')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Account aanmaken' })).toHaveAttribute(
    'href',
    '/signup',
  );
  await expectNoSeriousAxeViolations(page, testInfo, 'vacancy-visitor');
  await page.getByTestId('sign-in-to-apply').click();
  await expect(page).toHaveURL(
    new RegExp(`/auth/login-1\\?redirect=%2Fvacancies%2F${vacancy!.id}$`),
  );
  await page.locator('input[name="email"]').fill(VOLUNTEER);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`/vacancies/${vacancy!.id}$`));
  await expect(page.getByTestId('apply-form').or(page.getByTestId('my-application'))).toBeVisible();
});

test('staff see that only volunteers apply, not the form', async ({ page }) => {
  const tokens = await signInViaApi(page, TENANT, 'organization@demo.test');
  const list = await getJson<{
    data: (VacancyResource & { attributes: { can_manage: boolean } })[];
  }>(page.request, tokens, '/api/v1/vacancies', { 'page[size]': '50' });
  // A vacancy of another organization: nothing to manage, and an organization admin does not apply.
  const other = list.data.find((v) => !v.attributes.can_manage);
  expect(other).toBeDefined();
  await page.goto(tenantUrl(TENANT, `/vacancies/${other!.id}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(other!.attributes.title_nl);
  await expect(page.getByTestId('volunteers-only')).toContainText(
    'Alleen vrijwilligers kunnen op vacatures reageren',
  );
  await expect(page.getByTestId('apply-form')).toHaveCount(0);
});

test('on a phone the filters fold into a panel', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(tenantUrl(TENANT, '/vacancies/search'));
  const toggle = page.getByTestId('filters-toggle');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('search-filters')).toHaveCount(0);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('checkbox', { name: 'Eenmalig' }).check();
  await expect(page).toHaveURL(/commitment=one_off/);
  await expect(toggle).toHaveText('Filters (1)');
  await expectNoSeriousAxeViolations(page, testInfo, 'search-phone-filters');
  await page.getByRole('button', { name: /^Toon \d+ vacatures?$/ }).click();
  await expect(page.getByTestId('search-filters')).toHaveCount(0);
  await expect(page.getByTestId('result-count')).toBeFocused();
  await expect(page.getByTestId('vacancy-card').first()).toContainText('Eenmalig');
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('an application made offline waits on the device, survives a reload and arrives once', async ({
    page,
    context,
    request,
  }, testInfo) => {
    const tokens = await signInViaApi(page, TENANT, VOLUNTEER);
    // A vacancy near Utrecht with a required question, not applied to yet.
    const list = await getJson<{ data: VacancyResource[] }>(request, tokens, '/api/v1/vacancies', {
      'filter[lat]': String(UTRECHT.latitude),
      'filter[lng]': String(UTRECHT.longitude),
      'filter[distance_km]': '100',
      'page[size]': '100',
    });
    const candidates = [...list.data].sort(
      (a, b) =>
        Number(b.attributes.questions.some((q) => q.required)) -
        Number(a.attributes.questions.some((q) => q.required)),
    );
    let target: VacancyResource | undefined;
    for (const candidate of candidates) {
      const vacancy = await getVacancy(request, tokens, candidate.id);
      if (!vacancy.meta?.my_application) {
        target = vacancy;
        break;
      }
    }
    expect(target).toBeDefined();
    const title = target!.attributes.title_nl;

    await page.goto(tenantUrl(TENANT, `/vacancies/${target!.id}`));
    await expect(page.getByTestId('apply-form')).toBeVisible();
    await waitForServiceWorker(page);
    await expectCached(page, SW_CACHE.config, /\/config\.json/);
    await expectCached(page, SW_CACHE.translations, /\/i18n\/nl\.json$/);
    // The page's data is kept on the device before the network goes.
    await expect
      .poll(() =>
        page.evaluate(
          (id) =>
            new Promise<boolean>((resolve) => {
              const open = indexedDB.open('volunteerly');
              open.onerror = () => resolve(false);
              open.onsuccess = () => {
                const db = open.result;
                if (!db.objectStoreNames.contains('query-cache')) return resolve(false);
                const req = db.transaction('query-cache').objectStore('query-cache').getAll();
                req.onsuccess = () => resolve(JSON.stringify(req.result).includes(id));
                req.onerror = () => resolve(false);
              };
            }),
          target!.id,
        ),
      )
      .toBe(true);

    const writesBefore = (await myApplicationWrites(request, tokens)).length;
    await takeNetworkDown(context, TENANT);
    await apply(page, target!, 'Geschreven in de trein zonder bereik: ik help graag mee.');
    await expect(page.getByText('Opgeslagen op dit apparaat.', { exact: false })).toBeVisible();
    await expect(page.getByTestId('pending-application')).toContainText(
      'Je reactie wacht op verbinding',
    );
    const outboxButton = page.getByTestId('outbox-button');
    await expect(outboxButton).toHaveAttribute('data-count', '1');
    await outboxButton.click();
    const panel = page.getByTestId('outbox-panel');
    await expect(panel).toContainText(`Je reactie op ‘${title}’`);
    await expect(panel).toContainText('wacht op verbinding');
    await panel.getByRole('button', { name: 'Sluiten' }).click();
    await expectNoSeriousAxeViolations(page, testInfo, 'vacancy-pending');
    await saveScreenshots(page, testInfo, 'vacancy-pending');

    // Still offline: a reload keeps it, and nothing has reached the server. (Playwright's offline
    // switch alone let a write slip out while the reloaded page started; takeNetworkDown also cuts
    // the test server's connections: server/modules/test-support/network-cut.ts.)
    await page.reload();
    await expect(page.getByTestId('pending-application')).toBeVisible();
    await expect(outboxButton).toHaveAttribute('data-count', '1');
    expect(await myApplicationWrites(request, tokens)).toHaveLength(writesBefore);

    await bringNetworkBack(context);
    await expect(page.getByText('1 wijziging is verstuurd.')).toBeVisible();
    await expect(page.getByTestId('my-application')).toBeVisible();
    await expect(page.getByTestId('pending-application')).toHaveCount(0);
    expect(await myApplicationsTo(request, tokens, target!.id)).toHaveLength(1);
    const writes = (await myApplicationWrites(request, tokens)).slice(writesBefore);
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({ state: 'done', status: 201 });
  });
});
