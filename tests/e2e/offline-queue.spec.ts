// The offline write queue (DESIGN.md section 8), proven with the volunteer profile: a
// change made offline is listed as waiting, survives reloads and a closed tab while still
// offline, and reaches the server exactly once when the network returns (counted on the server:
// one stored Idempotency-Key per write); the same when the server fails once, when the network
// drops in the middle of the replay (the answer lost after the server applied it), and after the
// session expired (the queue waits for the user to sign in again). Sign-out empties what the
// device kept; another tenant never sees it.
import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
  type Route,
} from '@playwright/test';
import { SW_CACHE } from '../../common/pwa';
import { attachScreenshots, expectNoSeriousAxeViolations, tenantUrl } from './helpers';
import {
  bringNetworkBack,
  expectCached,
  readCache,
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

test.use({ serviceWorkers: 'allow' });

const TENANT = 'demo';
const PROFILE_WRITE = '/api/v1/current_user/volunteer_profile';

interface StoredWrite {
  key: string;
  method: string;
  path: string;
  state: string;
  status: number | null;
}

async function serverWrites(request: APIRequestContext, tokens: SessionTokens) {
  const response = await request.get(apiUrl('/api/v1/test/my_writes'), {
    headers: { ...tenantHeaders(TENANT), ...authHeaders(tokens) },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { meta: { writes: StoredWrite[] } };
  return body.meta.writes.filter((w) => w.path === PROFILE_WRITE);
}

async function serverBio(request: APIRequestContext, tokens: SessionTokens): Promise<string> {
  const response = await request.get(apiUrl(PROFILE_WRITE), {
    headers: { ...tenantHeaders(TENANT), ...authHeaders(tokens) },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { attributes: { bio: string } } }).data.attributes.bio;
}

/** A fresh volunteer, signed in, on the profile form, with the worker in control. */
async function openProfileForm(page: Page, context: BrowserContext, request: APIRequestContext) {
  await declineAnalyticsCookies(context, TENANT);
  const volunteer = await createVolunteer(request, TENANT, 'Noor');
  const tokens = await signInViaApi(page, TENANT, volunteer.email, volunteer.password);
  await page.goto(tenantUrl(TENANT, '/profile-edit'));
  await expect(page.getByLabel('Over jou')).toBeVisible();
  await waitForServiceWorker(page);
  // What an offline start needs is in the worker's caches before the test goes offline.
  await expectCached(page, SW_CACHE.config, /\/config\.json/);
  await expectCached(page, SW_CACHE.translations, /\/i18n\/nl\.json$/);
  return tokens;
}

/** A new session of the same volunteer (the test's own, to read the server). */
async function signInAgain(request: APIRequestContext, email: string): Promise<SessionTokens> {
  return signInForTokens(request, TENANT, email, 'een-lang-wachtwoord');
}

async function saveBio(page: Page, bio: string) {
  await page.getByLabel('Over jou').fill(bio);
  await page.getByRole('button', { name: 'Opslaan' }).click();
}

const outboxButton = (page: Page) => page.getByTestId('outbox-button');

/** Sends an intercepted request on to the server (Node does not resolve *.localhost). */
async function fetchFromServer(route: Route) {
  const url = new URL(route.request().url());
  const headers = { ...route.request().headers(), host: url.host };
  url.hostname = '127.0.0.1';
  return route.fetch({ url: url.toString(), headers });
}

test('a change made offline waits, survives reloads and a closed tab, and arrives once', async ({
  page,
  context,
  request,
}, testInfo) => {
  const tokens = await openProfileForm(page, context, request);

  await takeNetworkDown(context, TENANT);
  // Reopened offline, the form comes from what the device kept.
  await page.reload();
  await expect(page.getByTestId('offline-indicator')).toBeVisible();
  await expect(page.getByLabel('Over jou')).toBeVisible();

  await saveBio(page, 'Geschreven in de trein zonder bereik.');
  await expect(page.getByText('Opgeslagen op dit apparaat.')).toBeVisible();
  await expect(outboxButton(page)).toHaveAttribute('data-count', '1');
  await expect(outboxButton(page)).toHaveAccessibleName('1 wijziging wacht');
  // What looks saved on the page says it has not been sent yet.
  await expect(page.getByTestId('pending-writes-note')).toContainText('nog niet verstuurd');

  await outboxButton(page).click();
  const panel = page.getByTestId('outbox-panel');
  await expect(panel.getByTestId('outbox-item')).toHaveAttribute('data-state', 'waiting');
  await expect(panel).toContainText('Je vrijwilligersprofiel');
  await expect(panel).toContainText('wacht op verbinding');
  await expectNoSeriousAxeViolations(page, testInfo, 'outbox-panel-offline');
  await attachScreenshots(page, testInfo, 'outbox-panel-offline');
  await panel.getByRole('button', { name: 'Sluiten' }).click();

  // Still offline: a reload keeps the change and shows it.
  await page.reload();
  await expect(outboxButton(page)).toHaveAttribute('data-count', '1');
  await expect(page.getByLabel('Over jou')).toHaveValue('Geschreven in de trein zonder bereik.');

  // The tab closes; a new one opens, still offline.
  expect(await serverWrites(request, tokens)).toHaveLength(0);
  await page.close();
  const reopened = await context.newPage();
  // Playwright applies the offline emulation to pages that exist: set it again for the new one.
  await takeNetworkDown(context, TENANT);
  // A page never opened on this device says so instead of spinning.
  await reopened.goto(tenantUrl(TENANT, '/partners'));
  await expect(reopened.getByTestId('not-kept-offline')).toBeVisible();
  await reopened.goto(tenantUrl(TENANT, '/profile-edit'));
  await expect(outboxButton(reopened)).toHaveAttribute('data-count', '1');
  expect(await serverWrites(request, tokens)).toHaveLength(0);

  await bringNetworkBack(context);
  await expect(reopened.getByText('1 wijziging is verstuurd.')).toBeVisible();
  await expect(outboxButton(reopened)).toHaveCount(0);
  await expect(reopened.getByTestId('pending-writes-note')).toHaveCount(0);
  await expect(reopened.getByTestId('offline-indicator')).toHaveCount(0);

  const writes = await serverWrites(request, tokens);
  expect(writes).toHaveLength(1);
  expect(writes[0]).toMatchObject({ method: 'PATCH', state: 'done', status: 200 });
  expect(await serverBio(request, tokens)).toBe('Geschreven in de trein zonder bereik.');
});

test('a server failure is retried by itself and the change arrives once', async ({
  page,
  context,
  request,
}) => {
  const tokens = await openProfileForm(page, context, request);
  let failures = 0;
  await page.route(`**${PROFILE_WRITE}`, async (route) => {
    if (route.request().method() === 'PATCH' && failures === 0) {
      failures += 1;
      await route.fulfill({
        status: 500,
        contentType: 'application/vnd.api+json',
        body: JSON.stringify({ errors: [{ status: '500', code: 'internal_error' }] }),
      });
      return;
    }
    await route.fallback();
  });

  await saveBio(page, 'Na een storing toch aangekomen.');
  // The server failed: the change stays on the device and goes by itself.
  await expect(page.getByText('Opgeslagen op dit apparaat.')).toBeVisible();
  await expect(page.getByText('1 wijziging is verstuurd.')).toBeVisible();
  expect(failures).toBe(1);
  const writes = await serverWrites(request, tokens);
  expect(writes).toHaveLength(1);
  expect(writes[0]).toMatchObject({ state: 'done', status: 200 });
  expect(await serverBio(request, tokens)).toBe('Na een storing toch aangekomen.');
});

test('the network drops in the middle of the replay: every change arrives once, in order', async ({
  page,
  context,
  request,
}) => {
  const tokens = await openProfileForm(page, context, request);
  await context.setOffline(true);
  const bios = ['Eerste versie.', 'Tweede versie.', 'Derde versie.'];
  for (const bio of bios) {
    await saveBio(page, bio);
    await expect(outboxButton(page)).toHaveAttribute('data-count', String(bios.indexOf(bio) + 1));
  }

  // The second write reaches the server, which applies it; then the network goes and its answer
  // is lost. The replay sends the same key and gets the stored answer.
  const sent: string[] = [];
  const replayed: string[] = [];
  let dropped = false;
  await page.route(`**${PROFILE_WRITE}`, async (route) => {
    const req = route.request();
    if (req.method() !== 'PATCH') return route.fallback();
    const key = (await req.headerValue('idempotency-key')) ?? '';
    sent.push(key);
    const response = await fetchFromServer(route);
    if (response.headers()['idempotency-replayed'] === 'true') replayed.push(key);
    if (sent.length === 2 && !dropped) {
      dropped = true;
      await context.setOffline(true);
      await route.abort('internetdisconnected');
      return;
    }
    await route.fulfill({ response });
  });

  await context.setOffline(false);
  await expect.poll(() => dropped).toBe(true);
  await expect(outboxButton(page)).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('3 wijzigingen zijn verstuurd.')).toBeVisible();

  const writes = await serverWrites(request, tokens);
  expect(writes).toHaveLength(3);
  expect(new Set(writes.map((w) => w.key)).size).toBe(3);
  expect(writes.every((w) => w.state === 'done' && w.status === 200)).toBe(true);
  // The lost answer's write was sent again with the same key and answered from the store.
  expect(sent).toHaveLength(4);
  expect(sent[2]).toBe(sent[1]);
  expect(replayed).toEqual([sent[1]]);
  // In the order they were made: the last one wins.
  expect(writes.map((w) => w.key)).toEqual([sent[0], sent[1], sent[3]]);
  expect(await serverBio(request, tokens)).toBe('Derde versie.');
});

test('an expired session pauses the queue until the user signs in again', async ({
  page,
  context,
  request,
}) => {
  const tokens = await openProfileForm(page, context, request);
  await context.setOffline(true);
  await saveBio(page, 'Gewacht tot ik weer ingelogd was.');
  await expect(outboxButton(page)).toHaveAttribute('data-count', '1');

  // Meanwhile the session ends on the server (signed out elsewhere).
  const signOut = await request.delete(apiUrl('/auth/sign_out'), {
    headers: { ...tenantHeaders(TENANT), ...authHeaders(tokens) },
  });
  expect(signOut.status()).toBe(200);

  // Back online, the write meets the ended session: the app signs out quietly, keeping it, and
  // asks to sign in again.
  await context.setOffline(false);
  await expect(page.getByText('Je sessie is verlopen.', { exact: false })).toBeVisible();
  await expect(page.getByTestId('sign-in-link')).toBeVisible();
  expect(await serverWrites(request, await signInAgain(request, tokens.uid))).toHaveLength(0);

  await page.getByTestId('sign-in-link').click();
  const email = tokens.uid;
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill('een-lang-wachtwoord');
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByText('1 wijziging is verstuurd.')).toBeVisible();

  const again = await signInAgain(request, email);
  const writes = await serverWrites(request, again);
  expect(writes).toHaveLength(1);
  expect(await serverBio(request, again)).toBe('Gewacht tot ik weer ingelogd was.');
});

test('a change the server refuses is shown with the reason, to fix or discard', async ({
  page,
  context,
  request,
}, testInfo) => {
  const tokens = await openProfileForm(page, context, request);
  await context.setOffline(true);
  await saveBio(page, 'Deze wordt geweigerd.');
  await expect(outboxButton(page)).toHaveAttribute('data-count', '1');

  // The server's refusal in its own format (a rule the device could not check).
  await page.route(`**${PROFILE_WRITE}`, (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 422,
          contentType: 'application/vnd.api+json',
          body: JSON.stringify({
            errors: [
              {
                status: '422',
                code: 'validation_failed',
                title: 'Invalid attribute',
                detail: 'Over jou mag geen telefoonnummer bevatten.',
                source: { pointer: '/data/attributes/bio' },
              },
            ],
          }),
        })
      : route.fallback(),
  );
  await context.setOffline(false);
  await expect(outboxButton(page)).toHaveAccessibleName('1 wijziging heeft je aandacht nodig');

  // Still there after a reload: a refused change is never dropped silently.
  await page.reload();
  await outboxButton(page).click();
  const panel = page.getByTestId('outbox-panel');
  const item = panel.getByTestId('outbox-item');
  await expect(item).toHaveAttribute('data-state', 'refused');
  await expect(item.getByTestId('outbox-item-detail')).toHaveText(
    'Over jou mag geen telefoonnummer bevatten.',
  );
  await expect(item.getByRole('button', { name: 'Aanpassen' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, testInfo, 'outbox-panel-refused');
  await attachScreenshots(page, testInfo, 'outbox-panel-refused');

  await item.getByRole('button', { name: 'Weggooien: Je vrijwilligersprofiel' }).click();
  await expect(panel).toContainText('Alles is verstuurd.');
  await panel.getByRole('button', { name: 'Sluiten' }).click();
  await expect(outboxButton(page)).toHaveCount(0);
  // Discarded: the form shows what the server has again.
  await expect(page.getByLabel('Over jou')).not.toHaveValue('Deze wordt geweigerd.');
  expect(await serverWrites(request, tokens)).toHaveLength(0);
});

test('sign-out empties what the device kept; another tenant never sees it', async ({
  page,
  context,
  request,
}) => {
  await openProfileForm(page, context, request);
  await saveBio(page, 'Alleen van mij.');
  await expect(page.getByText('Opgeslagen.', { exact: true })).toBeVisible();

  const keptKeys = () =>
    page.evaluate(
      () =>
        new Promise<Array<{ key: string; value: string }>>((resolve, reject) => {
          const open = indexedDB.open('volunteerly');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('query-cache')) return resolve([]);
            const store = db.transaction('query-cache').objectStore('query-cache');
            const all: Array<{ key: string; value: string }> = [];
            const cursor = store.openCursor();
            cursor.onsuccess = () => {
              const c = cursor.result;
              if (!c) return resolve(all);
              all.push({ key: String(c.key), value: String(c.value) });
              c.continue();
            };
          };
        }),
    );
  await expect
    .poll(async () => (await keptKeys()).some((e) => e.value.includes('Alleen van mij.')))
    .toBe(true);
  const [kept] = (await keptKeys()).filter((e) => e.value.includes('Alleen van mij.'));
  expect(kept!.key).toMatch(/^volunteerly-query-cache:demo:[0-9a-f-]+:e2e-noor-/);

  // Another tenant on another host: its own storage, nothing of demo's.
  const other = await context.newPage();
  await other.goto(tenantUrl('oldebroek', '/'));
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
  const otherKeys = await other.evaluate(async () => {
    const dbs = await indexedDB.databases();
    return dbs.map((d) => d.name);
  });
  expect(otherKeys).not.toContain(undefined);
  const otherContent = await other.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('volunteerly');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('query-cache')) return resolve('');
          const req = db.transaction('query-cache').objectStore('query-cache').getAll();
          req.onsuccess = () => resolve(JSON.stringify(req.result));
        };
        open.onerror = () => resolve('');
      }),
  );
  expect(otherContent).not.toContain('Alleen van mij.');
  await other.close();

  const before = await readCache(page, SW_CACHE.api);
  expect(before.length).toBeGreaterThan(0);
  const keptAt = before[0]!.headers['x-sw-fetched-at'];
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Uitloggen' }).click();
  await expect(page.getByTestId('sign-in-link')).toBeVisible();
  await expect
    .poll(async () => (await keptKeys()).some((e) => e.value.includes('Alleen van mij.')))
    .toBe(false);
  // The center profile kept while signed in is gone (what is there now was fetched after).
  const after = await readCache(page, SW_CACHE.api);
  expect(after.every((entry) => entry.headers['x-sw-fetched-at'] !== keptAt)).toBe(true);
});
