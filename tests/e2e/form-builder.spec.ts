// The form builder in the browser: a coordinator makes a form with a single-choice question and a
// question shown only after one of its answers, puts a question at the top with the keyboard (and
// sees a move above the question a condition depends on refused), saves, publishes version 1 and
// finds the version and the public link on the form's page; the preview shows the draft under its
// banner. axe on the list, the builder (with the question dialog open too) and the preview;
// screenshots at 390 and 1280 px.
import { expect, test, type Page } from '@playwright/test';
import { attachScreenshots, expectNoSeriousAxeViolations, tenantUrl, waitForApp } from './helpers';
import {
  apiUrl,
  authHeaders,
  declineAnalyticsCookies,
  signInViaApi,
  tenantHeaders,
} from './session-helpers';

async function addQuestion(page: Page, type: string, label: string): Promise<void> {
  await page.getByTestId('add-field').click();
  await page.getByRole('menuitem', { name: type, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Vraag (Nederlands)', exact: true }).fill(label);
}

test('a coordinator builds a form with a condition, orders it by keyboard and publishes it', async ({
  page,
  context,
}, testInfo) => {
  test.slow();
  await declineAnalyticsCookies(context, 'demo');
  const tokens = await signInViaApi(page, 'demo', 'coordinator@demo.test');
  const title = `Vrijwilligersavond ${Date.now()}`;

  await page.goto(tenantUrl('demo', '/form_builder'));
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Formulieren' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, testInfo, 'forms-list');

  await page.getByTestId('new-form').click();
  await page.getByRole('textbox', { name: 'Titel (Nederlands)', exact: true }).fill(title);
  await page.getByTestId('create-form').click();
  await expect(page).toHaveURL(/\/form_builder\/[^/]+\/edit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Formulier bewerken' })).toBeVisible();

  // A single choice with two answers.
  await addQuestion(page, 'Eén keuze', 'Heb je een auto?');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Antwoord 1 (Nederlands)', exact: true }).fill('Ja');
  await dialog.getByTestId('add-option').click();
  await dialog.getByRole('textbox', { name: 'Antwoord 2 (Nederlands)', exact: true }).fill('Nee');
  await dialog.getByTestId('field-save').click();
  await expect(dialog).toBeHidden();

  // A question shown only when the car question is answered 'Ja'.
  await addQuestion(page, 'Korte tekst', 'Wat is je kenteken?');
  await dialog
    .getByRole('switch', { name: 'Toon deze vraag alleen bij een bepaald antwoord' })
    .click();
  await dialog
    .getByRole('combobox', { name: 'Toon alleen als de vraag', exact: true })
    .selectOption({ label: 'Heb je een auto?' });
  await dialog
    .getByRole('combobox', { name: 'dit antwoord heeft', exact: true })
    .selectOption({ label: 'Ja' });
  await expectNoSeriousAxeViolations(page, testInfo, 'builder-dialog');
  await dialog.getByTestId('field-save').click();
  await expect(dialog).toBeHidden();
  const cards = page.getByTestId('field-card');
  await expect(cards.nth(1).getByTestId('condition-summary')).toHaveText(
    'Alleen als ‘Heb je een auto?’ = Ja',
  );

  // A name question, moved to the top with the keyboard.
  await addQuestion(page, 'Korte tekst', 'Je naam');
  await dialog.getByRole('switch', { name: 'Verplicht' }).click();
  await dialog.getByTestId('field-save').click();
  await expect(dialog).toBeHidden();
  await expect(cards).toHaveCount(3);
  const nameHandle = page.getByRole('button', { name: 'Verplaats Je naam', exact: true });
  await nameHandle.focus();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('Je naam staat nu op plaats 2 van 3.')).toBeAttached();
  await expect(nameHandle).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('Je naam staat nu op plaats 1 van 3.')).toBeAttached();
  await expect(cards.nth(0)).toContainText('Je naam');
  await expect(cards.nth(1)).toContainText('Heb je een auto?');
  await expect(cards.nth(2)).toContainText('Wat is je kenteken?');

  // The plate question cannot go above the car question its condition is about.
  await page.getByRole('button', { name: 'Verplaats Wat is je kenteken?', exact: true }).focus();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText(/Wat is je kenteken\? kan daar niet staan/)).toBeAttached();
  await expect(cards.nth(2)).toContainText('Wat is je kenteken?');
  await expect(
    page.getByRole('button', { name: 'Wat is je kenteken? omhoog', exact: true }),
  ).toBeDisabled();

  await page.getByTestId('save-draft').click();
  await expect(page.getByText('Opgeslagen.')).toBeVisible();
  await expectNoSeriousAxeViolations(page, testInfo, 'builder');
  await attachScreenshots(page, testInfo, 'builder');

  await page.getByTestId('publish').click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByRole('heading', { name: 'Versie 1 publiceren?' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Publiceren', exact: true }).click();
  await expect(page.getByText('Versie 1 is gepubliceerd.')).toBeVisible();
  await expect(page.getByText('Versie 1 staat online')).toBeVisible();

  // The preview shows the saved questions under its banner.
  await page.getByRole('button', { name: 'Voorbeeld', exact: true }).click();
  await expect(page.getByTestId('preview-banner')).toContainText(
    'antwoorden worden niet verstuurd',
  );
  await expect(page.getByText('Heb je een auto?').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page, testInfo, 'preview');
  await attachScreenshots(page, testInfo, 'preview');

  // The form's page: version 1 and the public link on this host, which answers the form.
  const id = /\/form_builder\/([^/]+)\//.exec(page.url())![1]!;
  await page.goto(tenantUrl('demo', `/form_builder/${id}`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('form-versions')).toContainText('Versie 1, gepubliceerd op');
  const link = await page.getByTestId('public-link').inputValue();
  expect(link).toMatch(new RegExp(`^${tenantUrl('demo', '/forms/')}[\\w-]+$`));
  await attachScreenshots(page, testInfo, 'overview');
  const token = link.split('/forms/')[1]!;
  const publicForm = await page.request.get(apiUrl(`/api/v1/public_forms/${token}`), {
    headers: tenantHeaders('demo'),
  });
  expect(publicForm.status()).toBe(200);
  const body = (await publicForm.json()) as {
    data: { attributes: { version: number; fields: { key: string; show_when: unknown }[] } };
  };
  expect(body.data.attributes.version).toBe(1);
  expect(body.data.attributes.fields.map((f) => f.key)).toEqual([
    'jenaam',
    'hebjeeenauto',
    'watisjekenteken',
  ]);
  expect(body.data.attributes.fields[2]!.show_when).toEqual({
    field_key: 'hebjeeenauto',
    equals: 'ja',
  });

  // The form is in the list, with its version.
  await page.goto(tenantUrl('demo', '/content/forms'));
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Gepubliceerd');

  // Tidy up: the demo tenant is shared by other specs.
  const removed = await page.request.delete(apiUrl(`/api/v1/forms/${id}`), {
    headers: { ...tenantHeaders('demo'), ...authHeaders(tokens) },
  });
  expect(removed.status()).toBe(204);
});
