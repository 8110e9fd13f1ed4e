// The public organization page on a phone, in Dutch: it shows the organization's vacancies (the
// ones the public vacancy list shows) as cards with a picture, each title a link to its vacancy
// page, with place and hours, and nothing runs wider than the screen.
import { expect, test } from '@playwright/test';
import { attachScreenshots, expectNoSeriousAxeViolations, tenantUrl } from './helpers';
import { apiUrl, declineAnalyticsCookies, tenantHeaders } from './session-helpers';

interface Identifier {
  id: string;
}
interface OrganizationResource {
  id: string;
  relationships: { vacancies: { data: Identifier[] } };
}
interface VacancyResource {
  id: string;
  type: string;
  attributes: { title_nl: string | null; city: string | null; hours_per_week: number | null };
}

test.use({ viewport: { width: 390, height: 844 } });

test('the organization page shows its vacancies as cards at 390 px in Dutch', async ({
  page,
  context,
  request,
}, testInfo) => {
  await declineAnalyticsCookies(context, 'demo');
  // A seeded organization with vacancies, and those vacancies as the API gives them.
  const listed = await request.get(apiUrl('/api/v1/organizations?include=vacancies'), {
    headers: tenantHeaders('demo'),
  });
  expect(listed.status()).toBe(200);
  const body = (await listed.json()) as {
    data: OrganizationResource[];
    included: VacancyResource[];
  };
  const organization = body.data.find((o) => o.relationships.vacancies.data.length > 0);
  expect(organization, 'a seeded organization with published vacancies').toBeTruthy();
  const ids = organization!.relationships.vacancies.data.map((v) => v.id);
  const first = body.included.find((r) => r.type === 'vacancies' && r.id === ids[0])!;

  await page.goto(tenantUrl('demo', `/organizations/${organization!.id}`));
  const section = page.getByRole('region', { name: 'Vacatures' });
  await expect(section.getByRole('heading', { level: 2, name: 'Vacatures' })).toBeVisible();
  const items = section.getByTestId('vacancy-card');
  await expect(items).toHaveCount(ids.length);
  // Each card has its picture, with its size given so nothing shifts while it loads.
  const picture = items.first().locator('img, svg').first();
  await expect(picture).toHaveAttribute('width', /\d+/);
  await expect(picture).toHaveAttribute('height', /\d+/);
  const link = items.first().getByRole('link', { name: first.attributes.title_nl! });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', `/vacancies/${first.id}`);
  if (first.attributes.city) await expect(items.first()).toContainText(first.attributes.city);
  if (first.attributes.hours_per_week !== null) {
    await expect(items.first()).toContainText(`${first.attributes.hours_per_week} uur per week`);
  }
  // Nothing wider than the phone's screen.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousAxeViolations(page, testInfo, 'organization-page');
  await attachScreenshots(page, testInfo, 'organization-page');

  await link.click();
  await expect(page).toHaveURL(tenantUrl('demo', `/vacancies/${first.id}`));
});
