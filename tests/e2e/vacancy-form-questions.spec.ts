// A vacancy that asks one of its center's forms instead of its own questions: the coordinator
// attaches the demo intake form on the vacancy's edit page, a volunteer applies answering that
// form inside the apply form (a required question refused when empty, the VOG question that only
// shows after 'Nee'), and the coordinator reads the answers under their labels on the
// application. A fresh vacancy and a fresh volunteer, so the demo data stays as it is.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { attachScreenshots, expectNoSeriousAxeViolations, tenantUrl } from './helpers';
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
const INTAKE = 'Intakeformulier nieuwe vrijwilliger';
const OWN_QUESTION = 'Welke dag past jou het best?';

async function apiGet<T>(request: APIRequestContext, tokens: SessionTokens, path: string) {
  const response = await request.get(apiUrl(path), {
    headers: { ...tenantHeaders(TENANT), ...authHeaders(tokens) },
  });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

/** A published vacancy of an organization the coordinator manages, with one own question. */
async function createVacancy(request: APIRequestContext, tokens: SessionTokens, title: string) {
  const managed = await apiGet<{ data: { attributes: { organization_id: string } }[] }>(
    request,
    tokens,
    '/api/v1/vacancies?filter[scope]=manage&page[size]=1',
  );
  const response = await request.post(apiUrl('/api/v1/vacancies'), {
    headers: {
      ...tenantHeaders(TENANT),
      ...authHeaders(tokens),
      'Content-Type': 'application/vnd.api+json',
    },
    data: {
      data: {
        type: 'vacancies',
        attributes: {
          title_nl: title,
          description_nl: '<p>Help mee bij de inloop op woensdag.</p>',
          remote: true,
          status: 'published',
          organization_id: managed.data[0]!.attributes.organization_id,
          questions: [{ text: OWN_QUESTION, required: true }],
        },
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/**
 * Ticks a box or chooses an option by keyboard: moving focus there makes the field just left drop
 * its message, which moves what follows up; a pointer press then could land beside the option.
 */
async function answerByKeyboard(page: Page, option: Locator) {
  await option.focus();
  await page.waitForTimeout(200);
  await option.press('Space');
  await expect(option).toBeChecked();
}

test('a coordinator lets a vacancy ask the intake form; a volunteer answers it', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const coordinatorTokens = await signInForTokens(request, TENANT, 'coordinator@demo.test');
  const title = `Gastvrouw inloop ${Date.now()}`;
  const vacancyId = await createVacancy(request, coordinatorTokens, title);

  // The coordinator chooses the intake form on the edit page.
  await declineAnalyticsCookies(page.context(), TENANT);
  await signInViaApi(page, TENANT, 'coordinator@demo.test');
  await page.goto(tenantUrl(TENANT, `/vacancies/${vacancyId}/edit`));
  await expect(page.getByTestId('vacancy-form')).toBeVisible();
  await expect(page.locator('input[name="questions[0].text"]')).toHaveValue(OWN_QUESTION);
  await page.getByRole('radio', { name: 'Een formulier' }).check();
  // The own questions are kept, not shown, while a form is asked.
  await expect(page.locator('input[name="questions[0].text"]')).toHaveCount(0);
  const select = page.getByRole('combobox', { name: /^Formulier/ });
  await expect(select.locator('option', { hasText: INTAKE })).toHaveCount(1);
  await select.selectOption({ label: INTAKE });
  const open = page.getByRole('link', { name: /Formulier openen in de formulierbouwer/ });
  await expect(open).toHaveAttribute('href', /^\/form_builder\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('link', { name: /Nieuw formulier maken/ })).toHaveAttribute(
    'href',
    '/form_builder/new',
  );
  await expectNoSeriousAxeViolations(page, testInfo, 'vacancy-form-choice');
  await attachScreenshots(page, testInfo, 'vacancy-form-choice');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/vacancies$/);
  const saved = await apiGet<{ data: { attributes: { form_id: string | null } } }>(
    request,
    coordinatorTokens,
    `/api/v1/vacancies/${vacancyId}`,
  );
  expect(saved.data.attributes.form_id).toBeTruthy();

  // A volunteer applies, answering the form inside the apply form.
  const volunteer = await createVolunteer(request, TENANT, 'Zoe');
  const volunteerContext = await browser.newContext();
  const volunteerPage = await volunteerContext.newPage();
  await declineAnalyticsCookies(volunteerContext, TENANT);
  const volunteerTokens = await signInViaApi(
    volunteerPage,
    TENANT,
    volunteer.email,
    volunteer.password,
  );
  await volunteerPage.goto(tenantUrl(TENANT, `/vacancies/${vacancyId}`));
  const form = volunteerPage.getByTestId('apply-form');
  await expect(form.getByRole('heading', { name: INTAKE })).toBeVisible();
  await expect(form.getByLabel(OWN_QUESTION)).toHaveCount(0);
  await form.getByLabel('Waarom wil je dit doen?').fill('Ik ontvang graag mensen en zet koffie.');
  await form.getByLabel(/^Naam/).fill('Zoë de Vries');
  // A required question of the form left empty stops the send and says which.
  await form.getByRole('button', { name: 'Reactie versturen' }).click();
  await expect(volunteerPage.getByTestId('error-summary')).toContainText('E-mailadres');
  await form.getByLabel(/^E-mailadres/).fill(volunteer.email);
  await answerByKeyboard(volunteerPage, form.getByRole('checkbox', { name: 'In het weekend' }));
  // The VOG request shows only after 'Nee'.
  const vogRequest = form.getByRole('checkbox', { name: /gratis VOG voor je aanvragen/ });
  await expect(vogRequest).toHaveCount(0);
  await answerByKeyboard(volunteerPage, form.getByRole('radio', { name: 'Nee' }));
  await answerByKeyboard(volunteerPage, vogRequest);
  await expect(vogRequest).toBeChecked();
  await expectNoSeriousAxeViolations(volunteerPage, testInfo, 'apply-with-form');
  await attachScreenshots(volunteerPage, testInfo, 'apply-with-form');
  await form.getByRole('button', { name: 'Reactie versturen' }).click();
  await expect(volunteerPage.getByTestId('my-application')).toBeVisible();

  const mine = await apiGet<{
    data: { id: string; attributes: { vacancy_id: string; form_answers: unknown } }[];
  }>(request, volunteerTokens, '/api/v1/applications?filter[mine]=true&page[size]=100');
  const application = mine.data.find((a) => a.attributes.vacancy_id === vacancyId);
  expect(application?.attributes.form_answers).toMatchObject({
    naam: 'Zoë de Vries',
    email: volunteer.email,
    beschikbaarheid: ['weekend'],
    vog: 'nee',
    vogaanvragen: true,
  });
  await volunteerContext.close();

  // The coordinator reads the answers under their questions.
  await page.goto(tenantUrl(TENANT, `/applications/${application!.id}`));
  const answers = page.getByTestId('application-form-answers');
  await expect(answers).toBeVisible();
  await expect(answers.getByRole('term').filter({ hasText: 'Heb je een VOG?' })).toBeVisible();
  await expect(
    answers.locator('div', { has: page.getByText('Heb je een VOG?', { exact: true }) }),
  ).toContainText('Nee');
  await expect(
    answers.locator('div', {
      has: page.getByText('Mogen wij een gratis VOG voor je aanvragen?', { exact: true }),
    }),
  ).toContainText('Ja');
  await expect(answers).toContainText('In het weekend');
  await expectNoSeriousAxeViolations(page, testInfo, 'application-form-answers');
  await attachScreenshots(page, testInfo, 'application-form-answers');
});
