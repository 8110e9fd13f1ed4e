// One-to-one help end to end: a resident asks for help without an account (three steps), confirms
// it from the mail (the dev mail reader), the coordinator matches it with a volunteer's offer, and
// that volunteer sees the resident's address on a phone; offering help offline waits on the device
// and goes once the network is back. axe on every help page; screenshots at 390 and 1280 px.
import { expect, test } from '@playwright/test';
import { attachScreenshots, expectNoSeriousAxeViolations, tenantUrl, waitForApp } from './helpers';
import {
  createVolunteer,
  declineAnalyticsCookies,
  readLatestMail,
  signInViaApi,
} from './session-helpers';

test.describe('one-to-one help', () => {
  test.beforeEach(async ({ context }) => {
    await declineAnalyticsCookies(context, 'demo');
  });

  test('a resident asks, the coordinator matches, the volunteer sees the address', async ({
    page,
    context,
  }, testInfo) => {
    const stamp = Date.now();
    const email = `bewoner-${stamp}@voorbeeld.nl`;
    const description = `Wekelijks boodschappen doen, graag op zaterdag (${stamp}).`;

    // The public page: how it works and the two ways in.
    await page.goto(tenantUrl('demo', '/een-op-een-hulp'));
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Een-op-een-hulp' })).toBeVisible();
    await expect(page).toHaveTitle(/Een-op-een-hulp/);
    await expectNoSeriousAxeViolations(page, testInfo, 'help-public');
    await attachScreenshots(page, testInfo, 'help-public');

    // 'Ik zoek hulp', step by step: a step refuses to go on while a field is missing.
    await page.getByTestId('path-ask').click();
    await expect(page.getByTestId('ask-form')).toBeVisible();
    await page.getByRole('button', { name: 'Volgende' }).click();
    await expect(page.getByText('Kies waar je hulp bij nodig hebt.')).toBeVisible();
    await page.getByRole('radio', { name: 'Boodschappen' }).check();
    await page.getByLabel('Vertel er iets meer over').fill(description);
    await expectNoSeriousAxeViolations(page, testInfo, 'help-ask');
    await attachScreenshots(page, testInfo, 'help-ask');
    await page.getByRole('button', { name: 'Volgende' }).click();
    await page.getByRole('checkbox', { name: 'Zaterdagochtend' }).check();
    await page.getByRole('button', { name: 'Volgende' }).click();
    await page.getByLabel('Postcode').fill('3511 AB');
    await page.getByLabel('Huisnummer').fill('42');
    await page.getByLabel('Je naam').fill('Grietje de Boer');
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByRole('button', { name: 'Verstuur mijn hulpvraag' }).click();
    await expect(page.getByTestId('help-request-sent')).toContainText(email);

    // The mail's single-use link confirms it.
    const mail = await readLatestMail(page.request, 'demo', email, /bevestig=/);
    const link = /https?:\/\/\S+bevestig=\S+/.exec(mail.body_text)![0];
    await page.goto(link);
    await expect(page.getByTestId('help-confirmed')).toContainText('Boodschappen');

    // The coordinator sees it with suggested volunteers and matches it.
    await signInViaApi(page, 'demo', 'coordinator@demo.test');
    await page.goto(tenantUrl('demo', '/een-op-een-hulp'));
    const card = page.getByTestId('help-request').filter({ hasText: description });
    await expect(card).toBeVisible();
    await expect(card.getByTestId('help-suggestion').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page, testInfo, 'help-overview');
    await attachScreenshots(page, testInfo, 'help-overview');
    await card.getByRole('button', { name: "Koppelen aan Zoë van 't Hof" }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Notitie').fill('Gebeld, zaterdag past.');
    await expectNoSeriousAxeViolations(page, testInfo, 'help-match-dialog');
    await dialog.getByRole('button', { name: 'Koppelen' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('help-request').filter({ hasText: description })).toHaveCount(0);

    // The volunteer, on a phone, sees the resident's address and contact through the match.
    await context.clearCookies();
    await declineAnalyticsCookies(context, 'demo');
    await page.setViewportSize({ width: 390, height: 844 });
    await signInViaApi(page, 'demo', 'volunteer@demo.test');
    await page.goto(tenantUrl('demo', '/een-op-een-hulp?stap=helpen'));
    const match = page.getByTestId('my-match').filter({ hasText: description });
    await expect(match).toBeVisible();
    await expect(match.getByTestId('match-contact')).toContainText('Grietje de Boer');
    await expect(match.getByTestId('match-contact')).toContainText('42, 3511 AB');
    await expect(match.getByTestId('match-contact')).toContainText(email);
    await expectNoSeriousAxeViolations(page, testInfo, 'help-volunteer');
    await attachScreenshots(page, testInfo, 'help-volunteer');
  });

  test('a volunteer offers help offline; it waits on the device and goes when back online', async ({
    page,
    context,
  }, testInfo) => {
    const volunteer = await createVolunteer(page.request, 'demo', 'Fenna');
    await signInViaApi(page, 'demo', volunteer.email, volunteer.password);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(tenantUrl('demo', '/een-op-een-hulp?stap=helpen'));
    const form = page.getByTestId('offer-form');
    await expect(form).toBeVisible();
    await form.getByRole('checkbox', { name: 'Tuin' }).check();
    await form.getByRole('checkbox', { name: 'zaterdagochtend' }).check();

    await context.setOffline(true);
    await form.getByRole('button', { name: 'Bied hulp aan' }).click();
    await expect(page.getByText('Wacht op netwerk')).toBeVisible();
    await expect(page.getByTestId('offer-status')).toHaveText('Actief');
    await expectNoSeriousAxeViolations(page, testInfo, 'help-offer-offline');
    await attachScreenshots(page, testInfo, 'help-offer-offline');

    await context.setOffline(false);
    await expect(page.getByText('Wacht op netwerk')).toHaveCount(0, { timeout: 20_000 });
    await page.reload();
    await expect(page.getByTestId('offer-status')).toHaveText('Actief');
    await expect(
      page.getByTestId('offer-form').getByRole('checkbox', { name: 'Tuin' }),
    ).toBeChecked();
  });

  test('Oldebroek calls it burenhulp; a tenant without the feature has no such page', async ({
    page,
    context,
  }) => {
    await declineAnalyticsCookies(context, 'oldebroek');
    await page.goto(tenantUrl('oldebroek', '/een-op-een-hulp'));
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Burenhulp' })).toBeVisible();
    await expect(page).toHaveTitle(/^Burenhulp - /);
    await declineAnalyticsCookies(context, 'public');
    await page.goto(tenantUrl('public', '/een-op-een-hulp'));
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Burenhulp' })).toHaveCount(0);
    await expect(page.getByTestId('ask-form')).toHaveCount(0);
  });
});
