// The volunteer pool end to end: a coordinator searches the pool with one of the school's
// vacancies picked, sees a findable volunteer with a score and reasons (never their e-mail), and
// invites them; the volunteer says yes on a phone; the school's admin then sees the invitation
// answered with the volunteer's e-mail address and the application it started. axe on the pool,
// the replies page and the organization's invitations; screenshots at 390 and 1280 px.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { attachScreenshots, expectNoSeriousAxeViolations, tenantUrl, waitForApp } from './helpers';
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

interface Resource {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
}

async function api(
  request: APIRequestContext,
  tokens: SessionTokens,
  method: 'GET' | 'PATCH',
  path: string,
  data?: unknown,
) {
  const response = await request.fetch(apiUrl(`/api/v1${path}`), {
    method,
    headers: {
      ...tenantHeaders(TENANT),
      ...authHeaders(tokens),
      'Content-Type': 'application/vnd.api+json',
    },
    data,
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as { data: Resource | Resource[]; included?: Resource[] };
}

test.describe('volunteer pool', () => {
  test.beforeEach(async ({ context }) => {
    await declineAnalyticsCookies(context, TENANT);
  });

  test('a coordinator finds and invites a volunteer, who says yes; the organization sees it', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    // One of the school's published vacancies, and the names of its tags.
    const organization = await signInForTokens(request, TENANT, 'organization@demo.test');
    const managed = await api(
      request,
      organization,
      'GET',
      '/vacancies?filter[scope]=manage&filter[status_eq]=published&page[size]=20',
    );
    const vacancy = (managed.data as Resource[])[0]!;
    const title = String(vacancy.attributes.title_nl);
    const detail = await api(request, organization, 'GET', `/vacancies/${vacancy.id}?include=tags`);
    const tagNames = (detail.included ?? [])
      .filter((r) => r.type === 'tags')
      .map((t) => String(t.attributes.name_nl));

    // A new volunteer who makes themselves findable, with a word nobody else has in their bio.
    const word = `poolproef${Date.now()}`;
    const { email, password } = await createVolunteer(request, TENANT, 'Noor');
    const volunteer = await signInForTokens(request, TENANT, email, password);
    await api(request, volunteer, 'PATCH', '/current_user/volunteer_profile', {
      data: {
        type: 'volunteer_profiles',
        attributes: {
          bio: `Ik help graag op zaterdag. ${word}`,
          skills: tagNames.slice(0, 3),
          availability: { sat: ['morning', 'afternoon'] },
          visible_in_pool: true,
        },
      },
    });

    // The coordinator searches the pool with the vacancy picked.
    await signInViaApi(page, TENANT, 'coordinator@demo.test');
    await page.goto(tenantUrl(TENANT, '/vrijwilligerspool'));
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Vrijwilligerspool' })).toBeVisible();
    await page.getByLabel('Match met vacature').selectOption({ label: title });
    await page.getByRole('searchbox', { name: 'Zoeken' }).fill(word);
    const card = page.getByRole('article').filter({ hasText: word });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading', { name: 'Noor V.' })).toBeVisible();
    await expect(card.getByRole('list', { name: 'Waarom deze vrijwilliger past' })).toBeVisible();
    // Privacy first: no e-mail address in the pool.
    await expect(card).not.toContainText(email);
    await expectNoSeriousAxeViolations(page, testInfo, 'pool');
    await attachScreenshots(page, testInfo, 'pool');

    await card.getByRole('button', { name: 'Uitnodigen' }).click();
    const dialog = page.getByRole('dialog');
    const picked = dialog.getByLabel('Vacature');
    if ((await picked.inputValue()) === '') await picked.selectOption({ label: title });
    await expect(dialog.getByLabel('Persoonlijk bericht')).toHaveValue(/Hoi Noor/);
    await expectNoSeriousAxeViolations(page, testInfo, 'pool-invite');
    await dialog.getByRole('button', { name: 'Uitnodiging versturen' }).click();
    await expect(dialog).toBeHidden();

    // The volunteer, on a phone, says yes.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await declineAnalyticsCookies(phone, TENANT);
    const mobile = await phone.newPage();
    await signInViaApi(mobile, TENANT, email, password);
    await mobile.goto(tenantUrl(TENANT, '/profile-replies'));
    await waitForApp(mobile);
    const invitation = mobile.getByRole('article').filter({ hasText: title });
    await expect(invitation).toBeVisible();
    await expectNoSeriousAxeViolations(mobile, testInfo, 'replies');
    await attachScreenshots(mobile, testInfo, 'replies');
    await invitation.getByRole('button', { name: 'Ja, ik heb interesse' }).click();
    const answer = mobile.getByRole('dialog');
    await expect(answer).toContainText('e-mailadres');
    await answer.getByRole('button', { name: 'Ja, ik heb interesse' }).click();
    await expect(answer).toBeHidden();
    await expect(mobile.getByText('Je zei ja').first()).toBeVisible();
    await phone.close();

    // The school's admin sees the answer, the volunteer's e-mail address and the application.
    const office = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await declineAnalyticsCookies(office, TENANT);
    const desk = await office.newPage();
    await signInViaApi(desk, TENANT, 'organization@demo.test');
    await desk.goto(tenantUrl(TENANT, '/applications?view=invitations'));
    await waitForApp(desk);
    const row = desk.getByRole('listitem').filter({ hasText: email });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Zegt ja');
    await expectNoSeriousAxeViolations(desk, testInfo, 'invitations');
    await attachScreenshots(desk, testInfo, 'invitations');
    await row.getByRole('link', { name: 'Naar de reactie' }).click();
    await expect(desk).toHaveURL(/\/applications\/[0-9a-f-]+$/);
    await expect(desk.getByText(email).first()).toBeVisible();
    await office.close();
  });
});
