// Everyone lands where their work is: after signing in a volunteer returns to the vacancy they
// signed in from (or home), and organization admins, coordinators and admins land on /dashboard
// with the counts of what waits for them, each a link to its filtered list. The volunteer's own
// applications are cards, not an admin table. Axe runs on both pages.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { attachScreenshots, expectNoSeriousAxeViolations, tenantUrl } from './helpers';
import {
  apiUrl,
  authHeaders,
  declineAnalyticsCookies,
  DEMO_PASSWORD,
  signInForTokens,
  signInViaApi,
  tenantHeaders,
} from './session-helpers';

const TENANT = 'demo';

test.beforeEach(async ({ context }) => {
  await declineAnalyticsCookies(context, TENANT);
});

/** Clicks the header's sign-in link on the page it is on and signs in with the form. */
async function signInFromHere(page: Page, email: string) {
  await page.getByTestId('sign-in-link').first().click();
  await expect(page).toHaveURL(/\/auth\/login-1/);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  // Signed in, the login page moves on (on a busy machine a page can take a while to load).
  await expect(page).not.toHaveURL(/\/auth\/login-1/, { timeout: 30_000 });
}

async function getApi<T>(request: APIRequestContext, email: string, path: string): Promise<T> {
  const tokens = await signInForTokens(request, TENANT, email);
  const res = await request.get(apiUrl(`/api/v1${path}`), {
    headers: { ...tenantHeaders(TENANT), ...authHeaders(tokens) },
  });
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

type DashboardDoc = { data: { attributes: Record<string, number | null> } };

test('a volunteer who signs in on a vacancy page comes back to it', async ({ page, request }) => {
  const list = await request.get(apiUrl('/api/v1/vacancies?page[size]=1'), {
    headers: tenantHeaders(TENANT),
  });
  const vacancyId = ((await list.json()) as { data: { id: string }[] }).data[0]!.id;
  await page.goto(tenantUrl(TENANT, `/vacancies/${vacancyId}`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await signInFromHere(page, 'volunteer@demo.test');
  await expect(page).toHaveURL(tenantUrl(TENANT, `/vacancies/${vacancyId}`));
  await expect(page.getByTestId('user-menu')).toBeVisible({ timeout: 30_000 });
});

test('a volunteer who signs in on the home page lands home', async ({ page }) => {
  await page.goto(tenantUrl(TENANT, '/'));
  await signInFromHere(page, 'volunteer@demo.test');
  await expect(page).toHaveURL(tenantUrl(TENANT, '/'));
  // Their dashboard is their own side: applications with where they stand, each a link.
  await page.goto(tenantUrl(TENANT, '/dashboard'));
  await expect(page.getByRole('heading', { name: 'Jouw vrijwilligerswerk' })).toBeVisible();
  const latest = page.getByTestId('dashboard-list-my-applications');
  await expect(latest.getByRole('listitem').first().getByRole('link')).toHaveAttribute(
    'href',
    /\/applications\//,
  );
});

const STAFF = [
  { email: 'organization@demo.test', approves: false },
  { email: 'coordinator@demo.test', approves: true },
  { email: 'admin@demo.test', approves: true },
];

for (const { email, approves } of STAFF) {
  test(`${email} lands on the dashboard and sees the counts`, async ({
    page,
    request,
  }, testInfo) => {
    // Even from a public page (a vacancy search), staff go to their work.
    await page.goto(tenantUrl(TENANT, '/vacancies/search'));
    await signInFromHere(page, email);
    await expect(page).toHaveURL(tenantUrl(TENANT, '/dashboard'));
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page).toHaveTitle(/^Dashboard - /);

    const counts = (await getApi<DashboardDoc>(request, email, '/dashboard')).data.attributes;
    const tile = (id: string) => page.getByTestId(`dashboard-count-${id}`);
    await expect(tile('applications-new')).toHaveAttribute(
      'data-count',
      String(counts.applications_new),
    );
    await expect(tile('applications-new')).toContainText(
      `${counts.applications_new} nieuwe reactie`,
    );
    await expect(tile('vacancies-draft')).toHaveAttribute(
      'data-count',
      String(counts.vacancies_draft),
    );
    await expect(tile('messages-unread')).toHaveAttribute(
      'data-count',
      String(counts.messages_unread),
    );
    await expect(tile('vacancies-published')).toHaveAttribute(
      'data-count',
      String(counts.vacancies_published),
    );
    if (approves) {
      await expect(tile('organizations-pending')).toHaveAttribute(
        'data-count',
        String(counts.organizations_pending),
      );
    } else {
      await expect(tile('organizations-pending')).toHaveCount(0);
    }
    await expectNoSeriousAxeViolations(page, testInfo, `dashboard-${email}`);
    await attachScreenshots(page, testInfo, `dashboard-${email}`);

    // Each count opens its list, filtered the same way.
    await tile('applications-new').click();
    await expect(page).toHaveURL(tenantUrl(TENANT, '/applications?status=new'));
    // The inbox's own tab counts the same number.
    await expect(page.getByTestId('tab-new')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('tab-new')).toHaveText(`Nieuw (${counts.applications_new})`);
    await page.goBack();
    await tile('vacancies-draft').click();
    await expect(page).toHaveURL(tenantUrl(TENANT, '/vacancies?status=draft'));
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('draft');
    if (approves) {
      await page.goBack();
      await tile('organizations-pending').click();
      await expect(page).toHaveURL(tenantUrl(TENANT, '/organizations/approve'));
    }
  });
}

test('a page that needs sign-in still comes first for staff', async ({ page }) => {
  await page.goto(tenantUrl(TENANT, '/tags'));
  await expect(page).toHaveURL(tenantUrl(TENANT, '/auth/login-1?redirect=%2Ftags'));
  await page.locator('input[name="email"]').fill('coordinator@demo.test');
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(tenantUrl(TENANT, '/tags'));
});

test("the volunteer's applications are cards, newest or oldest first", async ({
  page,
  request,
}, testInfo) => {
  type ListDoc = {
    data: { attributes: { vacancy_title_nl: string | null } }[];
    meta: { total: number };
  };
  const newest = await getApi<ListDoc>(
    request,
    'volunteer@demo.test',
    '/applications?filter[mine]=true&page[size]=25',
  );
  expect(newest.meta.total).toBeGreaterThan(1);
  await signInViaApi(page, TENANT, 'volunteer@demo.test');
  await page.goto(tenantUrl(TENANT, '/applications'));
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn reacties' })).toBeVisible();
  const cards = page.getByTestId('my-application');
  await expect(cards).toHaveCount(Math.min(newest.meta.total, 25));
  // No admin table: no grid, no rows-per-page, no column sort labels.
  await expect(page.getByRole('grid')).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByText(/per pagina/i)).toHaveCount(0);
  // Each card: the status, the vacancy as its heading link, the organization, a message or date.
  const first = cards.first();
  await expect(first.getByRole('heading', { level: 2 })).toHaveText(
    newest.data[0]!.attributes.vacancy_title_nl!,
  );
  await expect(first).toContainText(/Laatste bericht|Gereageerd op/);
  const order = page.getByRole('combobox', { name: 'Volgorde' });
  await expect(order.locator('option')).toHaveText(['Nieuwste eerst', 'Oudste eerst']);
  await expectNoSeriousAxeViolations(page, testInfo, 'my-applications');
  await attachScreenshots(page, testInfo, 'my-applications');

  const oldest = await getApi<ListDoc>(
    request,
    'volunteer@demo.test',
    '/applications?filter[mine]=true&page[size]=25&sort=created_at',
  );
  await order.selectOption({ label: 'Oudste eerst' });
  await expect(cards.first().getByRole('heading', { level: 2 })).toHaveText(
    oldest.data[0]!.attributes.vacancy_title_nl!,
  );
  // The card opens the application.
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/applications\/[0-9a-f-]{36}$/);
});
