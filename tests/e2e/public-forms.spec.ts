// A center's form answered by a visitor without an account, on a phone, offline at the moment of
// sending: the answers wait on the device, go once the network is back (exactly once: the
// Idempotency-Key) and the coordinator finds that one submission with its answers.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { attachScreenshots, expectNoSeriousAxeViolations, tenantUrl } from './helpers';
import {
  apiUrl,
  authHeaders,
  declineAnalyticsCookies,
  signInForTokens,
  signInViaApi,
  tenantHeaders,
  type SessionTokens,
} from './session-helpers';

const TENANT = 'demo';
const json = { 'Content-Type': 'application/vnd.api+json' };

test.use({ serviceWorkers: 'allow' });

async function createPublishedForm(request: APIRequestContext, tokens: SessionTokens) {
  const headers = { ...tenantHeaders(TENANT), ...authHeaders(tokens), ...json };
  const title = `Aanmelden burendag ${Date.now()}`;
  const created = await request.post(apiUrl('/api/v1/forms'), {
    headers,
    data: {
      data: {
        type: 'forms',
        attributes: {
          title_nl: title,
          description_nl: 'Meld je aan voor de burendag.',
          thank_you_nl: 'Dank je wel! We nemen contact met je op.',
          fields: [
            {
              key: 'naam',
              type: 'short_text',
              label_nl: 'Naam',
              label_en: 'Name',
              required: true,
              rules: {},
              options: [],
            },
            {
              key: 'vervoer',
              type: 'single_choice',
              label_nl: 'Kom je met de auto?',
              label_en: 'Are you coming by car?',
              required: false,
              rules: {},
              options: [
                { value: 'ja', label_nl: 'Ja', label_en: 'Yes' },
                { value: 'nee', label_nl: 'Nee', label_en: 'No' },
              ],
            },
            {
              key: 'kenteken',
              type: 'short_text',
              label_nl: 'Kenteken',
              label_en: 'Licence plate',
              required: true,
              rules: {},
              options: [],
              show_when: { field_key: 'vervoer', equals: 'ja' },
            },
          ],
        },
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const form = (await created.json()) as { data: { id: string; attributes: { token: string } } };
  const published = await request.post(apiUrl(`/api/v1/forms/${form.data.id}/versions`), {
    headers,
    data: { data: { type: 'form_versions', attributes: {} } },
  });
  expect(published.status(), await published.text()).toBe(201);
  return { id: form.data.id, token: form.data.attributes.token, title };
}

test('a visitor answers a form offline on a phone; it arrives once', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await declineAnalyticsCookies(context, TENANT);
  const coordinatorTokens = await signInForTokens(request, TENANT, 'coordinator@demo.test');
  const form = await createPublishedForm(request, coordinatorTokens);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(tenantUrl(TENANT, `/forms/${form.token}`));
  await expect(page.getByRole('heading', { level: 1, name: form.title })).toBeVisible();
  await expect(page.getByText('Meld je aan voor de burendag.')).toBeVisible();
  // The honeypot is there for robots only: out of the tab order, hidden from screen readers.
  const trap = page.locator('input[name="website_url"]');
  await expect(trap).toHaveAttribute('tabindex', '-1');
  await expect(trap).toHaveAttribute('autocomplete', 'off');
  await expectNoSeriousAxeViolations(page, testInfo, 'public-form');

  // The conditional question appears after choosing.
  await expect(page.getByLabel('Kenteken')).toHaveCount(0);
  await page.getByLabel('Ja', { exact: true }).check();
  await expect(page.getByLabel(/^Kenteken/)).toBeVisible();

  // A required field left empty says so when it is left, not before.
  const name = page.getByLabel(/^Naam/);
  await name.focus();
  await expect(page.getByText('Naam is verplicht.')).toHaveCount(0);
  await page.getByLabel(/^Kenteken/).focus();
  await expect(page.getByText('Naam is verplicht.')).toBeVisible();

  await name.fill('Zoë de Vries');
  await page.getByLabel(/^Kenteken/).fill('AB-123-C');
  await attachScreenshots(page, testInfo, 'public-form-filled');
  await page.setViewportSize({ width: 390, height: 844 });
  // A person takes longer than the robot threshold (3 s) to fill a form in.
  await page.waitForTimeout(3_200);

  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/submissions')) posts.push(r.url());
  });
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Versturen' }).click();
  await expect(page.getByTestId('form-queued')).toContainText(
    'Je antwoorden worden verstuurd zodra je weer online bent',
  );
  await expectNoSeriousAxeViolations(page, testInfo, 'public-form-queued');

  await context.setOffline(false);
  await expect(page.getByTestId('form-sent')).toContainText(
    'Dank je wel! We nemen contact met je op.',
    { timeout: 30_000 },
  );

  // The coordinator finds exactly one submission, with the answers under their labels.
  const list = await request.get(apiUrl(`/api/v1/form_submissions?filter[form_id]=${form.id}`), {
    headers: { ...tenantHeaders(TENANT), ...authHeaders(coordinatorTokens) },
  });
  expect(list.status()).toBe(200);
  const body = (await list.json()) as { data: Array<{ id: string }>; meta: { total: number } };
  expect(body.meta.total).toBe(1);
  const submissionId = body.data[0]!.id;

  const coordinatorPage = await context.newPage();
  await signInViaApi(coordinatorPage, TENANT, 'coordinator@demo.test');
  await coordinatorPage.setViewportSize({ width: 1280, height: 800 });
  await coordinatorPage.goto(tenantUrl(TENANT, `/form_builder/${form.id}`));
  const table = coordinatorPage.getByTestId('form-submissions');
  // The list's own query after the page's: allow for a busy machine (two workers).
  await expect(table.getByText('Zoë de Vries')).toHaveCount(1, { timeout: 30_000 });
  await expectNoSeriousAxeViolations(coordinatorPage, testInfo, 'form-submissions');

  await table.getByRole('link').first().click();
  await expect(coordinatorPage).toHaveURL(
    new RegExp(`/form_builder/${form.id}/submissions/${submissionId}$`),
  );
  // Titled by the name answer, which is also under its question.
  await expect(coordinatorPage.getByRole('heading', { level: 1 })).toHaveText('Zoë de Vries');
  await expect(coordinatorPage.getByRole('definition').getByText('Zoë de Vries')).toBeVisible();
  await expect(coordinatorPage.getByText('AB-123-C')).toBeVisible();
  await expect(coordinatorPage.getByText('Kom je met de auto?')).toBeVisible();
  await expectNoSeriousAxeViolations(coordinatorPage, testInfo, 'form-submission');

  await coordinatorPage.getByRole('button', { name: 'Markeer als afgehandeld' }).click();
  await expect(
    coordinatorPage.getByRole('button', { name: 'Toch niet afgehandeld' }),
  ).toBeVisible();
  await attachScreenshots(coordinatorPage, testInfo, 'form-submission');
});

test('an unknown form says it does not exist', async ({ page, context }) => {
  await declineAnalyticsCookies(context, TENANT);
  await page.goto(tenantUrl(TENANT, '/forms/bestaat-niet-0000'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Dit formulier bestaat niet (meer)' }),
  ).toBeVisible();
});
