// Organizations in the browser: a center admin approves a pending organization from
// the approval queue in one click and it leaves the queue (and stays gone after a reload).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { attachScreenshots, expectNoSeriousAxeViolations, tenantUrl } from './helpers';
import { apiUrl, declineAnalyticsCookies, signInViaApi, tenantHeaders } from './session-helpers';

/** A fresh pending organization through the public sign-up, so the seeded ones stay as they are. */
async function signUpOrganization(request: APIRequestContext, name: string) {
  const stamp = Date.now();
  const response = await request.post(apiUrl('/api/v1/organizations/signup'), {
    headers: { ...tenantHeaders('demo'), 'Content-Type': 'application/vnd.api+json' },
    data: {
      data: {
        type: 'organizations',
        attributes: {
          organization_type: 'Association',
          name,
          email: `info-${stamp}@voorbeeld.test`,
          description: 'Wij zoeken mensen voor de bar en het onderhoud van de velden.',
          street: 'Sportlaan',
          number: '4',
          postcode: '3811 AB',
          city: 'Amersfoort',
          first_name: 'Pieter',
          last_name: 'de Wit',
          user_email: `pieter-${stamp}@voorbeeld.test`,
          password: 'een-lang-wachtwoord',
          password_confirmation: 'een-lang-wachtwoord',
          locale: 'nl',
        },
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('a center admin approves a pending organization from /organizations/approve and it leaves the queue', async ({
  page,
  context,
}, testInfo) => {
  const name = `Sportclub De Wissel ${Date.now()}`;
  await signUpOrganization(page.request, name);
  await declineAnalyticsCookies(context, 'demo');
  await signInViaApi(page, 'demo', 'coordinator@demo.test');

  await page.goto(tenantUrl('demo', '/organizations'));
  await expect(page.getByRole('heading', { level: 1, name: 'Organisaties' })).toBeVisible();
  await expect(
    page.getByRole('grid', { name: 'Organisaties' }).getByRole('link', { name }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page, testInfo, 'organizations');
  await attachScreenshots(page, testInfo, 'organizations');

  await page.getByRole('button', { name: 'Wachtrij' }).click();
  await expect(page).toHaveURL(tenantUrl('demo', '/organizations/approve'));
  const queue = page.getByRole('list', { name: 'Wacht op goedkeuring' });
  const item = queue.getByRole('listitem').filter({ hasText: name });
  await expect(item).toBeVisible();
  await expectNoSeriousAxeViolations(page, testInfo, 'approval-queue');
  await attachScreenshots(page, testInfo, 'approval-queue');

  const approved = page.waitForResponse(
    (r) => r.url().includes('/approve') && r.request().method() === 'PUT',
    { timeout: 20_000 },
  );
  await item.getByRole('button', { name: `${name} goedkeuren` }).click();
  // It leaves the queue at once; the undo bar says what happened until the decision is sent.
  await expect(item).toHaveCount(0);
  await expect(page.getByRole('status').getByText(`${name} goedgekeurd.`)).toBeVisible();
  expect((await approved).status()).toBe(200);

  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Organisaties goedkeuren' }),
  ).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
  await page.goto(tenantUrl('demo', '/organizations'));
  const row = page
    .getByRole('grid', { name: 'Organisaties' })
    .getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Goedgekeurd');
});
