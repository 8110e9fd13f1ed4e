// The center's own website in the browser: a coordinator fills in the organisation, the footer and
// the contact person on /instellingen and visitors see them in the footer and beside a vacancy; a
// coordinator writes a page with a photo uploaded (with its progress bar) from the editor, publishes
// it, adds it to the header menu and moves it with the keyboard, and a visitor on a phone opens it
// from the menu; content pages and news that were seen stay readable offline.
// axe on the settings and menu pages; screenshots at 390 and 1280 px.
import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { attachScreenshots, expectNoSeriousAxeViolations, tenantUrl, waitForApp } from './helpers';
import { takeNetworkDown, bringNetworkBack, waitForServiceWorker } from './pwa-helpers';
import {
  apiUrl,
  authHeaders,
  declineAnalyticsCookies,
  signInViaApi,
  tenantHeaders,
} from './session-helpers';

test.describe.configure({ mode: 'serial' });

const PROFILE = '/api/v1/volunteer_centers/current/profile';

type Headers = Record<string, string>;

async function readProfile(request: APIRequestContext, headers: Headers) {
  const res = await request.get(apiUrl('/api/v1/volunteer_centers/current?include=profile'), {
    headers,
  });
  const body = (await res.json()) as {
    included: { type: string; attributes: Record<string, unknown> }[];
  };
  return body.included.find((r) => r.type === 'center_profiles')!.attributes;
}

test('a coordinator sets up the organisation, footer and contact person; visitors see them', async ({
  page,
  context,
}, testInfo) => {
  test.slow();
  await declineAnalyticsCookies(context, 'demo');
  const tokens = await signInViaApi(page, 'demo', 'coordinator@demo.test');
  const headers = { ...tenantHeaders('demo'), ...authHeaders(tokens) };
  const before = await readProfile(page.request, headers);
  try {
    await page.goto(tenantUrl('demo', '/instellingen'));
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Instellingen' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /^Contactpersoon/ })).toContainText(
      String(before.contact_person_name),
    );
    await expectNoSeriousAxeViolations(page, testInfo, 'settings');
    await attachScreenshots(page, testInfo, 'settings');

    // The organisation: a wrong postcode is named on the field, in Dutch, before anything is sent.
    await main.getByRole('link', { name: /^Organisatie / }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Organisatie' })).toBeVisible();
    const postcode = page.getByLabel('Postcode');
    await postcode.fill('12');
    await page.getByLabel('Telefoonnummer').fill('033 111 22 33');
    await expect(
      page.getByText('Postcode moet een Nederlandse postcode zijn, zoals 3511 AB.'),
    ).toBeVisible();
    await postcode.fill('3818 le');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Opgeslagen. Bezoekers zien het meteen.')).toBeVisible();
    expect((await readProfile(page.request, headers)).postcode).toBe('3818 LE');
    await expectNoSeriousAxeViolations(page, testInfo, 'settings-organisation');

    // The footer: its text and a link added to the first column.
    await page.goto(tenantUrl('demo', '/instellingen/footer'));
    await expect(page.getByRole('heading', { level: 1, name: 'Voettekst' })).toBeVisible();
    await page.getByLabel('Tekst', { exact: true }).fill('Samen doen we meer in Amersfoort.');
    const firstColumn = page.getByRole('group', { name: 'Kolom 1' });
    await firstColumn.getByRole('button', { name: 'Link toevoegen' }).click();
    await firstColumn.getByLabel('Linktekst (Nederlands)').last().fill('Gratis VOG');
    await firstColumn.getByLabel('Adres', { exact: true }).last().fill('/gratis-vog');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Opgeslagen. Bezoekers zien het meteen.')).toBeVisible();
    await expectNoSeriousAxeViolations(page, testInfo, 'settings-footer');
    await attachScreenshots(page, testInfo, 'settings-footer');

    // The contact person.
    await page.goto(tenantUrl('demo', '/instellingen/contact-person'));
    await page.getByLabel('Naam', { exact: true }).fill('Fatima El Amrani');
    await page.getByLabel('Functie', { exact: true }).fill('Vrijwilligersconsulent');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Opgeslagen. Bezoekers zien het meteen.')).toBeVisible();
    await expectNoSeriousAxeViolations(page, testInfo, 'settings-contact-person');

    // A visitor sees them: beside a vacancy and in the footer.
    const list = await page.request.get(apiUrl('/api/v1/vacancies?page[size]=1'), {
      headers: tenantHeaders('demo'),
    });
    const [vacancy] = ((await list.json()) as { data: { id: string }[] }).data;
    await page.goto(tenantUrl('demo', `/vacancies/${vacancy!.id}`));
    const contact = page.getByTestId('vacancy-contact');
    await expect(contact).toContainText('Vragen? Neem contact op met Fatima El Amrani');
    await expect(contact).toContainText('Vrijwilligersconsulent');
    await page.keyboard.press('End');
    const footer = page.locator('footer');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer).toContainText('Samen doen we meer in Amersfoort.');
    await expect(footer).toContainText('033 111 22 33');
    await expect(footer.getByRole('link', { name: 'Gratis VOG' })).toHaveAttribute(
      'href',
      '/gratis-vog',
    );
  } finally {
    const restore: Record<string, unknown> = {};
    for (const key of [
      'postcode',
      'phone',
      'footer_text',
      'footer_columns',
      'contact_person_name',
      'contact_person_role',
    ]) {
      restore[key] = before[key] ?? null;
    }
    const res = await page.request.patch(apiUrl(PROFILE), {
      headers: { ...headers, 'content-type': 'application/json' },
      data: { data: { type: 'center_profiles', attributes: restore } },
    });
    expect(res.status()).toBe(200);
  }
});

test('a coordinator writes a page with an uploaded photo, publishes it, puts it in the header menu; a visitor opens it on a phone', async ({
  page,
  context,
  browser,
}, testInfo) => {
  test.slow();
  await declineAnalyticsCookies(context, 'demo');
  const tokens = await signInViaApi(page, 'demo', 'coordinator@demo.test');
  const headers = {
    ...tenantHeaders('demo'),
    ...authHeaders(tokens),
    'content-type': 'application/json',
  };
  const slug = `buurtmaatje-${Date.now()}`;
  let pageId: string | null = null;
  let fileName: string | null = null;
  try {
    // The page, written in the editor; its photo uploaded from the image dialog on a slow line.
    await page.goto(tenantUrl('demo', '/content/pages/new'));
    await waitForApp(page);
    await page.getByLabel('Titel (Nederlands)', { exact: true }).fill('Word buurtmaatje');
    await page.getByLabel('Adres', { exact: true }).fill(slug);
    const body = page.getByRole('textbox', { name: 'Tekst (Nederlands)' });
    await body.click();
    await page.keyboard.type('Een uur per week voor iemand in je straat.');
    await page
      .getByRole('toolbar', { name: /Tekst \(Nederlands\)/ })
      .getByRole('button', { name: 'Afbeelding', exact: true })
      .click();
    const imageDialog = page.getByRole('dialog', { name: 'Afbeelding toevoegen' });
    await imageDialog.getByRole('button', { name: 'Kies uit de mediabibliotheek' }).click();
    const picker = page.getByRole('dialog', { name: 'Kies een afbeelding' });
    await picker.getByRole('tab', { name: 'Geüploade afbeeldingen' }).click();
    await picker.getByLabel('Beschrijving (voor schermlezers)').fill('Twee buren aan de koffie');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 50,
      downloadThroughput: 2_000_000,
      uploadThroughput: 150_000,
    });
    const photo = await sharp({
      create: {
        width: 900,
        height: 600,
        channels: 3,
        background: { r: 120, g: 150, b: 110 },
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 85 })
      .toBuffer();
    fileName = `buren-${Date.now()}.jpg`;
    await picker
      .getByTestId('media-upload-input')
      .setInputFiles({ name: fileName, mimeType: 'image/jpeg', buffer: photo });
    await expect(page.getByRole('progressbar', { name: 'Voortgang van de upload' })).toBeVisible();
    await expect(picker).toBeHidden({ timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await imageDialog.getByRole('button', { name: 'Invoegen' }).click();
    await expect(body.locator('img')).toHaveAttribute('alt', 'Twee buren aan de koffie');
    await page.getByTestId('publish').click();
    await expect(page.getByText('Gepubliceerd.')).toBeVisible();
    await expect(page).toHaveURL(/\/content\/pages\/[0-9a-f-]{36}\/edit$/);
    pageId = /pages\/([0-9a-f-]{36})\/edit/.exec(page.url())![1]!;
    // Opened again for editing, the text and the photo are there.
    await expect(body).toContainText('Een uur per week voor iemand in je straat.');
    await expect(body.locator('img')).toHaveAttribute('alt', 'Twee buren aan de koffie');
    await expectNoSeriousAxeViolations(page, testInfo, 'page-editor');
    await attachScreenshots(page, testInfo, 'page-editor');

    await page.goto(tenantUrl('demo', '/content/menu-items'));
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: "Menu's" })).toBeVisible();
    const rows = page.getByTestId('menu-row');
    await expect(rows.first()).toContainText('Over ons');
    const count = await rows.count();

    await page.getByRole('button', { name: 'Link toevoegen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(
      dialog.getByText('Geef de link een tekst in het Nederlands of het Engels.').first(),
    ).toBeVisible();
    await dialog.getByLabel('Tekst (Nederlands)').fill('Buurtmaatje');
    await dialog.getByLabel('Pagina').selectOption({ label: 'Word buurtmaatje' });
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(dialog).toBeHidden();
    await expect(rows).toHaveCount(count + 1);
    await expect(rows.last()).toContainText('Buurtmaatje');

    // Up one place from the keyboard, on the row's handle; the order is saved at once.
    const handle = page.getByRole('button', { name: 'Verplaats Buurtmaatje' });
    await handle.focus();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText(/Buurtmaatje staat nu op plaats \d+\./)).toBeAttached();
    await expect(handle).toBeFocused();
    await expect(rows.nth(count - 1)).toContainText('Buurtmaatje');
    await expect
      .poll(async () => {
        const res = await page.request.get(apiUrl('/api/v1/menu_items?filter[menu]=header'), {
          headers,
        });
        const items = (
          (await res.json()) as {
            data: { attributes: { label_nl: string; parent_id: string | null } }[];
          }
        ).data.filter((i) => i.attributes.parent_id === null);
        return items.map((i) => i.attributes.label_nl).at(-1);
      })
      .not.toBe('Buurtmaatje');
    await expectNoSeriousAxeViolations(page, testInfo, 'menu-items');
    await attachScreenshots(page, testInfo, 'menu-items');

    // A visitor on a phone finds it in the menu.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await declineAnalyticsCookies(phone, 'demo');
    const visitor = await phone.newPage();
    await visitor.goto(tenantUrl('demo', '/'));
    await waitForApp(visitor);
    await visitor.getByTestId('menu-button').click();
    await visitor.getByTestId('phone-menu').getByRole('link', { name: 'Buurtmaatje' }).click();
    await expect(
      visitor.getByRole('heading', { level: 1, name: 'Word buurtmaatje' }),
    ).toBeVisible();
    await expect(visitor.getByText('Een uur per week voor iemand in je straat.')).toBeVisible();
    await expect(visitor.getByRole('img', { name: 'Twee buren aan de koffie' })).toBeVisible();
    await attachScreenshots(visitor, testInfo, 'content-page-phone');
    await phone.close();
  } finally {
    // The page's menu items go with it; the photo goes after it (a file in use cannot).
    if (pageId) await page.request.delete(apiUrl(`/api/v1/pages/${pageId}`), { headers });
    const files = await page.request.get(apiUrl('/api/v1/files?page[size]=100'), { headers });
    for (const file of (
      (await files.json()) as { data: { id: string; attributes: { name: string } }[] }
    ).data) {
      if (file.attributes.name === fileName) {
        await page.request.delete(apiUrl(`/api/v1/files/${file.id}`), { headers });
      }
    }
  }
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('content pages and news that were seen stay readable offline', async ({ page, context }) => {
    test.slow();
    await declineAnalyticsCookies(context, 'demo');
    await page.goto(tenantUrl('demo', '/over-ons'));
    await waitForApp(page);
    await waitForServiceWorker(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Over ons' })).toBeVisible();
    await page.goto(tenantUrl('demo', '/nieuws'));
    const first = page.getByRole('main').getByRole('link').filter({ hasText: /\w/ }).first();
    await expect(first).toBeVisible();
    await first.click();
    const newsTitle = await page.getByRole('heading', { level: 1 }).textContent();
    const newsUrl = page.url();
    // Give the persisted cache its save (it is throttled to once a second).
    await page.waitForTimeout(1500);

    await takeNetworkDown(context, 'demo');
    try {
      await page.goto(tenantUrl('demo', '/over-ons'));
      await expect(page.getByRole('heading', { level: 1, name: 'Over ons' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Wat we doen' })).toBeVisible();
      await page.goto(newsUrl);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(newsTitle!);
    } finally {
      await bringNetworkBack(context);
    }
  });
});
