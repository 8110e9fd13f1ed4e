// The social map end to end, in Chromium against the e2e server (tiles from the local fake tile
// server, MAP_TILE_URL): the list's filters (words, category, target group, near me with a
// distance); the map zooms, clusters and opens an organization's card from a marker, whose link
// leads to the organization page; that page shows the services with 'open now' or 'closed' at a
// fixed moment in Amsterdam; the map says so when no tile loads while the list keeps working;
// /vacancies/search?view=map shows the search's vacancies as markers. axe on every page;
// screenshots at 390 and 1280 px.
import { expect, test, type Page } from '@playwright/test';
import { waitForServiceWorker } from './pwa-helpers';
import { attachScreenshots, expectNoSeriousAxeViolations, tenantUrl, waitForApp } from './helpers';
import {
  apiUrl,
  authHeaders,
  declineAnalyticsCookies,
  signInForTokens,
  signInViaApi,
  tenantHeaders,
} from './session-helpers';

/** Basisschool De Regenboog: organization@demo.test administers it. */
const SCHOOL = '20000000-0000-4000-8200-000000000002';
/** Stichting Voedselbank Utrecht (demo): Taalcafé Wed 19-21 and Sat 10-12, parcels Fri 13-16. */
const FOOD_BANK = '20000000-0000-4000-8200-000000000003';

const results = (page: Page) => page.getByTestId('social-map-result');
const resultNames = (page: Page) => results(page).locator('h3').allInnerTexts();

/** The map's zoom level, once tiles of that level are on screen (the template's {z}). */
async function tileZoom(page: Page): Promise<number> {
  const zoom = await page.getByTestId('cluster-map').getAttribute('data-zoom');
  const loaded = await page.locator(`img.leaflet-tile-loaded[src*="EPSG:3857/${zoom}/"]`).count();
  return loaded > 0 ? Number(zoom) : -1;
}

test.describe('the social map', () => {
  test.beforeEach(async ({ context }) => {
    await declineAnalyticsCookies(context, 'demo');
  });

  test('the list filters by words, category, target group and distance', async ({
    page,
    context,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(tenantUrl('demo', '/sociale-kaart'));
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Sociale kaart' })).toBeVisible();
    await expect(page.getByText('Hier vind je een overzicht van alle organisaties.')).toBeVisible();
    await expect(page.getByTestId('social-map-count')).toHaveText('5 organisaties');
    // The pending association is not on the map.
    expect(await resultNames(page)).not.toContain('Buurtvereniging De Zonnewijzer');
    await expectNoSeriousAxeViolations(page, testInfo, 'social-map');
    await attachScreenshots(page, testInfo, 'social-map');

    await page.getByTestId('social-map-search').fill('taalcafé');
    await expect(page.getByTestId('social-map-count')).toHaveText('1 organisatie');
    expect(await resultNames(page)).toEqual(['Stichting Voedselbank Utrecht']);
    await expect(page).toHaveURL(/q=taalcaf/);
    await page.getByTestId('social-map-search').fill('');
    await expect(page.getByTestId('social-map-count')).toHaveText('5 organisaties');

    await page.getByTestId('social-map-category').selectOption({ label: 'Taal' });
    await expect(page.getByTestId('social-map-count')).toHaveText('2 organisaties');
    expect((await resultNames(page)).sort()).toEqual([
      'Basisschool De Regenboog',
      'Stichting Voedselbank Utrecht',
    ]);
    await page.getByTestId('social-map-category').selectOption({ label: 'Alle categorieën' });
    await page.getByTestId('social-map-target-group').selectOption({ label: 'Ouderen' });
    await expect(page.getByTestId('social-map-count')).toHaveText('3 organisaties');
    await page.getByTestId('social-map-target-group').selectOption({ label: 'Iedereen' });

    // Near me, in Amersfoort: within 5 km the school and the municipality, nearest first.
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 52.156, longitude: 5.387 });
    await page.getByTestId('social-map-near-me').click();
    await expect(page.getByTestId('social-map-count')).toHaveText('2 organisaties');
    expect((await resultNames(page)).sort()).toEqual([
      'Basisschool De Regenboog',
      'Gemeente Amersfoort',
    ]);
    await expect(results(page).first().getByTestId('result-distance')).toContainText('km');
    await page.getByTestId('social-map-distance').selectOption('25');
    await expect(page.getByTestId('social-map-count')).toHaveText('4 organisaties');
  });

  test('the map zooms, clusters and opens an organization from its marker', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(tenantUrl('demo', '/sociale-kaart'));
    await waitForApp(page);
    const map = page.getByTestId('cluster-map');
    await expect(map).toBeVisible();
    await expect(map).toHaveAttribute('aria-label', 'Kaart met organisaties');
    // The fake tiles load, with the attribution the source requires.
    await expect(page.locator('img.leaflet-tile-loaded').first()).toBeVisible();
    await expect(page.locator('.leaflet-control-attribution')).toContainText(
      'Kaartgegevens © Kadaster',
    );
    // Two places with two organizations each are clusters at the first view.
    await expect(page.locator('.marker-cluster')).not.toHaveCount(0);
    const before = await tileZoom(page);
    await page.locator('.leaflet-control-zoom-in').click();
    await expect.poll(() => tileZoom(page)).toBeGreaterThan(before);
    await page.locator('.leaflet-control-zoom-out').click();
    await expect.poll(() => tileZoom(page)).toBe(before);
    // A cluster opens into its markers when clicked. Clusters are drawn again when the zoom
    // animation ends: a click that lands on one being replaced is tried again.
    await expect(page.locator('.leaflet-zoom-anim')).toHaveCount(0);
    const clusters = await page.locator('.marker-cluster').count();
    await expect(async () => {
      await page.locator('.marker-cluster').first().click({ timeout: 2000 });
      await expect
        .poll(() => page.locator('.marker-cluster').count(), { timeout: 2000 })
        .toBeLessThan(clusters);
    }).toPass({ timeout: 15_000 });

    // 'Op de kaart' in the list opens that organization's card on the map.
    const card = results(page).filter({ hasText: 'Zorgcentrum Het Zonnehuis' });
    await card.getByRole('button', { name: 'Op de kaart' }).click();
    const popup = page.getByTestId('map-popup');
    await expect(popup).toContainText('Zorgcentrum Het Zonnehuis');
    await page.locator('.leaflet-popup-close-button').click();
    await expect(popup).toHaveCount(0);
    // A marker opens its card; the card's link opens the organization page.
    await page.locator('.leaflet-marker-icon[title="Zorgcentrum Het Zonnehuis"]').click();
    await expect(popup).toContainText('Zonnelaan');
    await popup.getByRole('link', { name: 'Bekijk organisatie' }).click();
    await expect(page).toHaveURL(/\/sociale-kaart\/[0-9a-f-]{36}$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Zorgcentrum Het Zonnehuis' }),
    ).toBeVisible();
    await expect(page.getByTestId('service')).toHaveCount(2);
  });

  test('on a phone, list and map are two tabs', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(tenantUrl('demo', '/sociale-kaart'));
    await waitForApp(page);
    await expect(results(page)).toHaveCount(5);
    await expect(page.getByTestId('cluster-map')).toHaveCount(0);
    await page.getByTestId('social-map-view-map').click();
    await expect(page).toHaveURL(/view=map/);
    await expect(page.getByTestId('cluster-map')).toBeVisible();
    await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectNoSeriousAxeViolations(page, testInfo, 'social-map-phone-map');
  });

  test('without a reachable tile server the map says so and the list works', async ({ page }) => {
    await page.route(/EPSG:3857\/\d+\/\d+\/\d+\.png/, (route) => route.abort('connectionrefused'));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(tenantUrl('demo', '/sociale-kaart'));
    await waitForApp(page);
    await expect(page.getByTestId('map-unavailable')).toContainText(
      'De kaart kan nu niet laden. De lijst werkt wel.',
    );
    await expect(results(page)).toHaveCount(5);
    await page.getByTestId('social-map-search').fill('wandelgroep');
    await expect(page.getByTestId('social-map-count')).toHaveText('1 organisatie');
  });

  test('the organization page shows its services, opening hours and open or closed', async ({
    page,
  }, testInfo) => {
    // Wednesday 2 December 2026, 19:30 in Amsterdam: the Taalcafé is open, parcels are not.
    await page.clock.setFixedTime(new Date('2026-12-02T18:30:00Z'));
    await page.goto(tenantUrl('demo', `/sociale-kaart/${FOOD_BANK}`));
    await waitForApp(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Stichting Voedselbank Utrecht' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Terug naar de sociale kaart' })).toBeVisible();
    const cafe = page.getByTestId('service').filter({ hasText: 'Taalcafé' });
    await expect(cafe.getByTestId('open-state')).toHaveText('Nu open tot 21:00');
    await expect(cafe.getByRole('rowheader', { name: 'woensdag' })).toBeVisible();
    await expect(cafe).toContainText('19:00 – 21:00');
    const parcels = page.getByTestId('service').filter({ hasText: 'Uitgifte voedselpakketten' });
    await expect(parcels.getByTestId('open-state')).toHaveText('Gesloten · opent vr 13:00');
    await expect(parcels).toContainText('Alleen met een verwijzing.');
    await expect(
      page.getByTestId('organization-location').locator('.leaflet-marker-icon'),
    ).toHaveCount(1);
    // Its vacancies are there too.
    await expect(page.getByTestId('organization-vacancies')).toBeVisible();
    await expectNoSeriousAxeViolations(page, testInfo, 'social-map-organization');
    await attachScreenshots(page, testInfo, 'social-map-organization');
    // The same page answers at /organizations/:id.
    await page.goto(tenantUrl('demo', `/organizations/${FOOD_BANK}`));
    await expect(page.getByTestId('service')).toHaveCount(2);
  });

  test('the vacancy search shows its vacancies on a map with view=map', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(tenantUrl('demo', '/vacancies/search'));
    await waitForApp(page);
    await page.getByTestId('vacancy-view-map').click();
    await expect(page).toHaveURL(/view=map/);
    await expect(page.getByRole('heading', { name: /vacatures? op de kaart/ })).toBeVisible();
    await expect(page.locator('.leaflet-marker-icon, .marker-cluster').first()).toBeVisible();
    const count = Number(
      /(\d+)/.exec(await page.getByRole('heading', { name: /op de kaart/ }).innerText())?.[1],
    );
    expect(count).toBeGreaterThan(5);
    await expectNoSeriousAxeViolations(page, testInfo, 'vacancy-map');
    await attachScreenshots(page, testInfo, 'vacancy-map');
    // A marker's popup links to its vacancy.
    await page.locator('.leaflet-control-zoom-in').click();
    await page.locator('.leaflet-control-zoom-in').click();
    const marker = page.locator('.leaflet-marker-icon.map-pin').first();
    if ((await marker.count()) === 0) await page.locator('.marker-cluster').first().click();
    await page.locator('.leaflet-marker-icon.map-pin').first().click();
    await page.getByTestId('map-popup').getByRole('link', { name: 'Bekijk vacature' }).click();
    await expect(page).toHaveURL(/\/vacancies\/[0-9a-f-]{36}$/);
  });

  test('an organization adds, changes and deletes its own service', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInViaApi(page, 'demo', 'organization@demo.test');
    await page.goto(tenantUrl('demo', `/sociale-kaart/${SCHOOL}`));
    await waitForApp(page);
    await expect(page.getByTestId('service')).toHaveCount(2);
    await page.getByRole('button', { name: 'Dienst toevoegen' }).click();
    const editor = page.getByTestId('service-editor');
    await expect(editor).toBeVisible();
    // Nothing to save without a name; closing before opening is refused too.
    await editor.getByRole('button', { name: 'Tijd toevoegen' }).click();
    await editor.getByLabel('Tot').fill('08:00');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(editor).toContainText('Geef de dienst een naam');
    await expect(editor).toContainText('De sluitingstijd moet na de openingstijd liggen.');
    await editor.getByLabel('Naam (Nederlands)').fill('Ouderkamer');
    await editor.getByLabel('Wat is het? (Nederlands)').fill('Koffie en vragen over school.');
    await editor.getByLabel('Dag').selectOption({ label: 'maandag' });
    await editor.getByLabel('Tot').fill('10:00');
    await editor.getByRole('checkbox', { name: 'Gezinnen' }).check();
    await expectNoSeriousAxeViolations(page, testInfo, 'service-editor');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(editor).toHaveCount(0);
    const added = page.getByTestId('service').filter({ hasText: 'Ouderkamer' });
    await expect(added).toContainText('09:00 – 10:00');
    await expect(added).toContainText('Gezinnen');
    // The public sees it too.
    const services = await page.request.get(
      apiUrl(`/api/v1/organization_services?filter%5Borganization_id%5D=${SCHOOL}`),
      { headers: tenantHeaders('demo') },
    );
    expect(JSON.stringify(await services.json())).toContain('Ouderkamer');

    await added.getByRole('button', { name: 'Bewerken' }).click();
    await editor.getByLabel('Naam (Nederlands)').fill('Ouderkamer op maandag');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(
      page.getByTestId('service').filter({ hasText: 'Ouderkamer op maandag' }),
    ).toHaveCount(1);
    await page
      .getByTestId('service')
      .filter({ hasText: 'Ouderkamer op maandag' })
      .getByRole('button', { name: 'Verwijderen' })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Verwijderen' }).click();
    await expect(page.getByTestId('service')).toHaveCount(2);
  });

  test('the organization page shows its next activities from the calendar', async ({
    page,
    request,
  }) => {
    const tokens = await signInForTokens(request, 'demo', 'coordinator@demo.test');
    const starts = new Date(Date.now() + 3 * 24 * 3600_000);
    starts.setUTCHours(9, 0, 0, 0);
    const created = await request.post(apiUrl('/api/v1/activities'), {
      headers: {
        ...tenantHeaders('demo'),
        ...authHeaders(tokens),
        'content-type': 'application/json',
        'idempotency-key': `social-map-${Date.now()}`,
      },
      data: {
        data: {
          type: 'activities',
          attributes: {
            title_nl: 'Sorteerochtend voedselpakketten',
            organization_id: FOOD_BANK,
            starts_at: starts.toISOString(),
            ends_at: new Date(starts.getTime() + 3 * 3600_000).toISOString(),
            capacity: 8,
            status: 'published',
          },
        },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    await page.goto(tenantUrl('demo', `/sociale-kaart/${FOOD_BANK}`));
    await waitForApp(page);
    const activities = page.getByTestId('organization-activities');
    await expect(activities).toContainText('Sorteerochtend voedselpakketten');
    await expect(activities).toContainText('Nog 8 plekken');
    await expect(page.getByRole('link', { name: 'Naar de activiteitenkalender' })).toBeVisible();
  });
});

// The service worker serves the app offline; only the PWA specs let it run.
test.describe('the social map offline', () => {
  test.use({ serviceWorkers: 'allow' });
  test.beforeEach(async ({ context }) => {
    await declineAnalyticsCookies(context, 'demo');
  });

  test('what was seen stays readable offline: the list, an organization and its services', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(tenantUrl('demo'));
    await waitForApp(page);
    await waitForServiceWorker(page);
    await page.goto(tenantUrl('demo', '/sociale-kaart'));
    await expect(results(page)).toHaveCount(5);
    await results(page)
      .filter({ hasText: 'Stichting Voedselbank Utrecht' })
      .getByRole('link', { name: 'Stichting Voedselbank Utrecht' })
      .click();
    await expect(page.getByTestId('service')).toHaveCount(2);
    // The query cache is written to storage a moment after the answers came.
    await page.waitForTimeout(2500);

    await context.setOffline(true);
    await page.goto(tenantUrl('demo', '/sociale-kaart'));
    await waitForApp(page);
    await expect(results(page)).toHaveCount(5);
    // The map is there; tiles seen before come from the browser's cache, others stay blank.
    await expect(page.getByTestId('cluster-map')).toBeVisible();
    await results(page)
      .filter({ hasText: 'Stichting Voedselbank Utrecht' })
      .getByRole('link', { name: 'Stichting Voedselbank Utrecht' })
      .click();
    await expect(page.getByTestId('service').filter({ hasText: 'Taalcafé' })).toBeVisible();
    await context.setOffline(false);
  });
});
