// The home page as a storefront: the hero (name, one sentence, the search), counts that match
// the API, the categories as picture tiles leading to the filtered search, the featured and the
// newest vacancies as cards with pictures, the invitation to organizations, 'For you' for a
// signed-in volunteer, and sections of features a tenant switched off left out. Axe clean, at a
// phone's and a desktop's width. Then the vacancy page around its picture and the call to apply.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, tenantUrl } from './helpers';
import {
  apiUrl,
  authHeaders,
  declineAnalyticsCookies,
  signInForTokens,
  signInViaApi,
  tenantHeaders,
} from './session-helpers';

interface StorefrontAttributes {
  vacancies_count: number;
  organizations_count: number;
  categories: { id: string; name_nl: string; vacancies_count: number }[];
}

interface VacancyResource {
  id: string;
  attributes: { title_nl: string | null; title_en: string | null; featured: boolean };
}

async function readStorefront(request: APIRequestContext, tenant: string) {
  const res = await request.get(apiUrl('/api/v1/storefront'), { headers: tenantHeaders(tenant) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { attributes: StorefrontAttributes } }).data.attributes;
}

async function readVacancies(request: APIRequestContext, tenant: string, query: string) {
  const res = await request.get(apiUrl(`/api/v1/vacancies?${query}`), {
    headers: tenantHeaders(tenant),
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: VacancyResource[] }).data;
}

/** Marks a vacancy featured (or not) as the tenant's admin, as a coordinator would. */
async function setFeatured(
  request: APIRequestContext,
  tenant: string,
  id: string,
  featured: boolean,
) {
  const tokens = await signInForTokens(request, tenant, `admin@${tenant}.test`);
  const res = await request.patch(apiUrl(`/api/v1/vacancies/${id}`), {
    headers: {
      ...tenantHeaders(tenant),
      ...authHeaders(tokens),
      'content-type': 'application/vnd.api+json',
    },
    data: { data: { type: 'vacancies', id, attributes: { featured } } },
  });
  expect(res.status(), await res.text()).toBe(200);
}

const nl = new Intl.NumberFormat('nl-NL');

/** Every picture in the page's main part has its size, so nothing shifts while it loads. */
async function expectSizedImages(page: Page) {
  const unsized = await page
    .locator('#main img')
    .evaluateAll((images) =>
      images
        .filter((img) => !img.getAttribute('width') || !img.getAttribute('height'))
        .map((img) => img.outerHTML.slice(0, 120)),
    );
  expect(unsized).toEqual([]);
}

/** The part below the first screen loads when the visitor scrolls near it: scroll down to it. */
async function revealBelowFold(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByTestId('home-ways')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
}

test.beforeEach(async ({ context }) => {
  for (const tenant of ['demo', 'roermond', 'meedoen']) {
    await declineAnalyticsCookies(context, tenant);
  }
});

test('the home page is a storefront whose numbers match the API', async ({
  page,
  request,
}, testInfo) => {
  const newest = await readVacancies(
    request,
    'demo',
    'filter[featured]=false&sort=-published_at&page[size]=1',
  );
  const chosen = newest[0]!;
  await setFeatured(request, 'demo', chosen.id, true);
  try {
    const storefront = await readStorefront(request, 'demo');
    const next = await readVacancies(
      request,
      'demo',
      'filter[featured]=false&sort=-published_at&page[size]=1',
    );

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.goto(tenantUrl('demo', '/'));
      const hero = page.getByTestId('home-hero');
      await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(hero.getByRole('search')).toBeVisible();
      await expect(hero.getByRole('searchbox', { name: 'Zoek vrijwilligerswerk' })).toBeVisible();
      // '128 vacatures bij 54 organisaties', from the same counts as the API's.
      await expect(page.getByTestId('storefront-counts')).toHaveText(
        `${nl.format(storefront.vacancies_count)} vacatures bij ${nl.format(
          storefront.organizations_count,
        )} organisaties`,
      );

      await revealBelowFold(page);
      // The categories as picture tiles with their counts, most vacancies first.
      const tiles = page.getByTestId('category-tile');
      await expect(tiles).toHaveCount(Math.min(storefront.categories.length, 12));
      const top = storefront.categories[0]!;
      await expect(tiles.first()).toHaveText(top.name_nl);
      await expect(tiles.first()).toHaveAttribute('data-count', String(top.vacancies_count));

      // The featured vacancy on its shelf, the newest others on theirs.
      const featured = page.getByTestId('featured-vacancies');
      await expect(featured.getByRole('heading', { level: 2, name: 'Uitgelicht' })).toBeVisible();
      await expect(
        featured.getByRole('link', { name: chosen.attributes.title_nl! }).first(),
      ).toBeVisible();
      const newestShelf = page.getByTestId('newest-vacancies');
      await expect(
        newestShelf.getByRole('heading', { level: 2, name: 'Nieuwste vacatures' }),
      ).toBeVisible();
      await expect(newestShelf.getByTestId('vacancy-card').first()).toContainText(
        next[0]!.attributes.title_nl!,
      );
      // Not the same card twice.
      await expect(
        newestShelf.getByRole('link', { name: chosen.attributes.title_nl! }),
      ).toHaveCount(0);

      // The invitation to organizations.
      const invite = page.getByTestId('organizations-invite');
      await expect(
        invite.getByRole('heading', { name: 'Op zoek naar vrijwilligers?' }),
      ).toBeVisible();
      await expect(invite.getByRole('link', { name: 'Meld je organisatie aan' })).toHaveAttribute(
        'href',
        '/organizations/signup',
      );
      // A phone gets one column and nothing wider than its screen.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expectSizedImages(page);
      await expectNoSeriousAxeViolations(page, testInfo, `home-${width}`);
    }

    // A tile leads to the search filtered by its category, which finds as many as it says.
    await page.setViewportSize({ width: 1280, height: 800 });
    const top = storefront.categories[0]!;
    await page.getByTestId('category-tile').first().click();
    await expect(page).toHaveURL(tenantUrl('demo', `/vacancies/search?tags=${top.id}`));
    await expect(page.getByTestId('result-count')).toHaveText(
      `${nl.format(top.vacancies_count)} ${top.vacancies_count === 1 ? 'vacature' : 'vacatures'} gevonden`,
    );
  } finally {
    await setFeatured(request, 'demo', chosen.id, false);
  }
});

test('a signed-in volunteer sees what fits them, with the reasons', async ({ page }, testInfo) => {
  await signInViaApi(page, 'demo', 'volunteer@demo.test');
  await page.goto(tenantUrl('demo', '/'));
  const forYou = page.getByTestId('recommended');
  await expect(forYou.getByRole('heading', { level: 2, name: 'Voor jou' })).toBeVisible();
  await expect(forYou.getByTestId('vacancy-card').first()).toBeVisible();
  await expect(forYou.getByTestId('match-reasons').first()).toContainText(
    /van je vaardigheden|van je huis|Vlak bij je huis|Past bij je/,
  );
  await expectNoSeriousAxeViolations(page, testInfo, 'home-for-you');
});

test('sections of features a tenant switched off do not show', async ({ page }) => {
  // Meedoen has no volunteer profiles: no 'For you', even for its volunteer.
  await signInViaApi(page, 'meedoen', 'volunteer@meedoen.test');
  await page.goto(tenantUrl('meedoen', '/'));
  await expect(page.getByTestId('home-hero')).toBeVisible();
  await revealBelowFold(page);
  await expect(page.getByTestId('recommended')).toHaveCount(0);
  await expect(page.getByTestId('way-/activiteitenkalender')).toHaveCount(0);

  // Roermond has no activity calendar; the demo tenant has one.
  await page.goto(tenantUrl('roermond', '/'));
  await revealBelowFold(page);
  await expect(page.getByTestId('way-/activiteitenkalender')).toHaveCount(0);
  await page.goto(tenantUrl('demo', '/'));
  await revealBelowFold(page);
  await expect(page.getByTestId('way-/activiteitenkalender')).toBeVisible();
});

test('the vacancy page shows its picture, who offers it and the call to apply', async ({
  page,
  request,
}, testInfo) => {
  const [vacancy] = await readVacancies(request, 'demo', 'page[size]=1&include=organization');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.goto(tenantUrl('demo', `/vacancies/${vacancy!.id}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(vacancy!.attributes.title_nl!);
    const cover = page.getByTestId('vacancy-cover').locator('img, svg').first();
    await expect(cover).toBeVisible();
    const box = await cover.boundingBox();
    expect(box!.width).toBeGreaterThan(width === 390 ? 300 : 600);
    const summary = page.getByTestId('vacancy-summary');
    await expect(summary.getByText('Vacature van')).toBeVisible();
    const cta = page.getByTestId('apply-cta');
    await expect(cta).toBeVisible();
    // On a phone the picture and the call come before the description.
    const ctaTop = (await cta.boundingBox())!.y;
    const aboutTop = (await page
      .getByRole('heading', { name: 'Over deze vacature' })
      .boundingBox())!.y;
    expect(ctaTop).toBeLessThan(aboutTop);
    await expectSizedImages(page);
    await expectNoSeriousAxeViolations(page, testInfo, `vacancy-${width}`);
  }
  await page.getByTestId('apply-cta').click();
  await expect(page).toHaveURL(/#apply$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Reageren' })).toBeInViewport();
});
