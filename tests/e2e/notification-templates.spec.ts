// E-mail texts in the browser: a coordinator finds a mail in the list, writes the center's own
// text with a placeholder inserted by click, sees it in the live preview with example data, is
// told about an unknown placeholder on leaving the field, sends a test mail and finds it in the
// outbox, saves, and restores the standard text. axe on the list and the editor; screenshots at
// 390 and 1280 px.
import { expect, test } from '@playwright/test';
import { attachScreenshots, expectNoSeriousAxeViolations, tenantUrl, waitForApp } from './helpers';
import {
  apiUrl,
  authHeaders,
  declineAnalyticsCookies,
  readLatestMail,
  signInViaApi,
  tenantHeaders,
} from './session-helpers';

const ID = 'application.received:nl';

test('a coordinator writes a mail in the center’s own words, tests it and restores the standard', async ({
  page,
  context,
}, testInfo) => {
  test.slow();
  await declineAnalyticsCookies(context, 'demo');
  const tokens = await signInViaApi(page, 'demo', 'coordinator@demo.test');
  const headers = { ...tenantHeaders('demo'), ...authHeaders(tokens) };
  try {
    await page.goto(tenantUrl('demo', '/notification_templates'));
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'E-mailteksten' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Zoek een e-mail' }).fill('reageert');
    // Under its topic, with the subject filled with example data as a recipient reads it.
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Vacatures, reacties en uitnodigingen',
    ]);
    await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveText([
      'Nieuwe reactie op een vacature',
    ]);
    await expect(
      page.getByText('Nieuwe reactie op Maatje voor een wandeling').first(),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page, testInfo, 'templates-list');
    await attachScreenshots(page, testInfo, 'templates-list');
    await page
      .getByRole('link', { name: 'Nieuwe reactie op een vacature (Nederlands) bewerken' })
      .click();

    await expect(
      page.getByRole('heading', { level: 1, name: 'Nieuwe reactie op een vacature (Nederlands)' }),
    ).toBeVisible();
    await expect(page.getByText('Nu gaat de standaardtekst mee.', { exact: false })).toBeVisible();
    const subject = page.getByRole('textbox', { name: /^Onderwerp/ });
    const body = page.getByRole('textbox', { name: /^Tekst/ });

    // An unknown placeholder is named on leaving the field, with the ones this mail knows.
    await subject.fill('Reactie van {naam}');
    await body.focus();
    await expect(page.getByText(/onbekende plaatshouder: \{naam\}/)).toBeVisible();
    await expect(page.getByText(/Deze e-mail kent: \{appName\}, \{name\}/)).toBeVisible();
    await subject.fill('Reactie van {volunteer} op {vacancy}');

    // A placeholder inserted by click lands at the cursor; typing goes on after it.
    await body.fill('Hoi {name},\n\nGoed nieuws: ');
    await page.getByRole('button', { name: /^\{volunteer\} invoegen/ }).click();
    await page.keyboard.type(' wil graag helpen.\n\n');
    await page.getByRole('button', { name: /^\{link\} invoegen/ }).click();
    await expect(body).toHaveValue(
      'Hoi {name},\n\nGoed nieuws: {volunteer} wil graag helpen.\n\n{link}',
    );
    const preview = page.getByTestId('template-preview');
    await expect(preview).toContainText('Reactie van Ahmed Yilmaz op Maatje voor een wandeling');
    await expect(preview).toContainText('Goed nieuws: Ahmed Yilmaz wil graag helpen.');
    await expect(
      preview.getByRole('link', { name: 'https://demo.example.org/voorbeeld' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Stuur testmail naar mij' }).click();
    await expect(page.getByText('Testmail verstuurd naar coordinator@demo.test.')).toBeVisible();
    const mail = await readLatestMail(
      page.request,
      'demo',
      'coordinator@demo.test',
      /Ahmed Yilmaz wil graag helpen/,
    );
    expect(mail.subject).toBe('Reactie van Ahmed Yilmaz op Maatje voor een wandeling');

    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Opgeslagen. Deze tekst gaat vanaf nu mee.')).toBeVisible();
    await expect(page.getByText('Nu gaat de eigen tekst van jouw centrale mee.')).toBeVisible();
    await expectNoSeriousAxeViolations(page, testInfo, 'template-edit');
    await attachScreenshots(page, testInfo, 'template-edit');

    await page.getByRole('button', { name: 'Standaardtekst terugzetten' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Standaardtekst terugzetten?' });
    await dialog.getByRole('button', { name: 'Standaardtekst terugzetten' }).click();
    await expect(page.getByText('De standaardtekst is teruggezet.')).toBeVisible();
    await expect(subject).toHaveValue('Nieuwe reactie op {vacancy}');
  } finally {
    await page.request.delete(apiUrl(`/api/v1/notification_templates/${ID}?scope=center`), {
      headers,
    });
  }
});
