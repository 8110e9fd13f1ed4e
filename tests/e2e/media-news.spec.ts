// The center's media library and news in the browser: a center admin uploads a document on a slow
// connection and watches its progress bar; writes a news item scheduled for later, which the
// public list leaves out until its moment and then shows by itself; picks a cover in the media
// picker. axe on the news, media and editor pages; screenshots at 390 and 1280 px.
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { attachScreenshots, expectNoSeriousAxeViolations, tenantUrl, waitForApp } from './helpers';
import {
  apiUrl,
  authHeaders,
  declineAnalyticsCookies,
  signInViaApi,
  tenantHeaders,
} from './session-helpers';

test.describe.configure({ mode: 'serial' });

test('an upload shows its progress bar, and the file lands in the library', async ({
  page,
  context,
}, testInfo) => {
  // Uploads, publishes, waits for the moment and scrolls the home page: more than a minute
  // when the machine is busy.
  test.slow();
  await declineAnalyticsCookies(context, 'demo');
  const tokens = await signInViaApi(page, 'demo', 'coordinator@demo.test');
  const headers = { ...tenantHeaders('demo'), ...authHeaders(tokens) };
  await page.goto(tenantUrl('demo', '/content/file-upload'));
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Media' })).toBeVisible();

  // A slow line (about 200 KB/s up), so the bar is seen moving for a 600 KB document.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 50,
    downloadThroughput: 2_000_000,
    uploadThroughput: 200_000,
  });
  const pdf = Buffer.concat([
    Buffer.from('%PDF-1.4\n'),
    Buffer.alloc(600_000, 0x20),
    Buffer.from('\n%%EOF\n'),
  ]);
  const name = `jaarverslag-${Date.now()}.pdf`;
  await page
    .getByTestId('media-upload-input')
    .setInputFiles({ name, mimeType: 'application/pdf', buffer: pdf });
  const bar = page.getByRole('progressbar', { name: 'Voortgang van de upload' });
  await expect(bar).toBeVisible();
  await expect(page.getByText(new RegExp(`${name} uploaden: \\d+%`))).toBeVisible();
  await expect(bar).toBeHidden({ timeout: 20_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const row = page.getByTestId('media-file').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByText(/Document · \d+ KB/)).toBeVisible();

  // An HTML page renamed .txt is refused, in Dutch.
  await page.getByTestId('media-upload-input').setInputFiles({
    name: 'lees-mij.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('<html><body><script>alert(1)</script></body></html>'),
  });
  await expect(
    page.getByRole('alert').filter({ hasText: 'niet echt een .txt-bestand' }),
  ).toBeVisible();

  await expectNoSeriousAxeViolations(page, testInfo, 'media');
  await attachScreenshots(page, testInfo, 'media');

  // Leave no file behind for the other specs.
  const list = await page.request.get(apiUrl('/api/v1/files?page[size]=100'), { headers });
  const files = ((await list.json()) as { data: { id: string; attributes: { name: string } }[] })
    .data;
  for (const file of files.filter((f) => f.attributes.name === name)) {
    await page.request.delete(apiUrl(`/api/v1/files/${file.id}`), { headers });
  }
});

test('a news item scheduled for later appears by itself at its moment', async ({
  page,
  context,
}, testInfo) => {
  await declineAnalyticsCookies(context, 'demo');
  const tokens = await signInViaApi(page, 'demo', 'coordinator@demo.test');
  const headers = { ...tenantHeaders('demo'), ...authHeaders(tokens) };
  const title = `Open dag in de buurttuin ${Date.now().toString(36)}`;

  // A stock image to pick as the cover.
  const photo = await sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: 40, g: 130, b: 90 } },
  })
    .jpeg()
    .toBuffer();
  const uploaded = await page.request.post(apiUrl('/api/v1/files'), {
    headers,
    multipart: {
      purpose: 'stock_image',
      alt: 'Moestuin met vrijwilligers',
      file: { name: 'moestuin.jpg', mimeType: 'image/jpeg', buffer: photo },
    },
  });
  expect(uploaded.status()).toBe(201);
  const fileId = ((await uploaded.json()) as { data: { id: string } }).data.id;
  let newsId: string | null = null;

  try {
    await page.goto(tenantUrl('demo', '/content/news/new'));
    await waitForApp(page);
    await page.getByLabel('Titel (Nederlands)').fill(title);
    await page.getByLabel('Samenvatting (Nederlands)').fill('Kom kijken, proeven en meedoen.');
    await page.getByRole('button', { name: 'Kies een afbeelding' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kies een afbeelding' });
    await expect(
      dialog.getByRole('button', { name: /Categorie-afbeelding: Natuur/ }),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page, testInfo, 'media-picker');
    // .first(): a retry finds the picture the failed attempt uploaded next to its own.
    await dialog.getByRole('button', { name: 'Moestuin met vrijwilligers' }).first().click();
    await expect(dialog).toBeHidden();
    await page.getByRole('radio', { name: 'Op een datum en tijd' }).check();
    await page.getByTestId('news-published-at').fill('2099-01-01T09:00');
    await expectNoSeriousAxeViolations(page, testInfo, 'news-editor');
    await attachScreenshots(page, testInfo, 'news-editor');
    await page.getByRole('button', { name: 'Opslaan' }).click();

    await expect(page).toHaveURL(/\/content\/news$/);
    const row = page.getByTestId('news-row').filter({ hasText: title });
    await expect(row.getByText('Ingepland')).toBeVisible();
    await expectNoSeriousAxeViolations(page, testInfo, 'news-manage');

    const list = await page.request.get(
      apiUrl('/api/v1/news_items?filter[status]=all&page[size]=100'),
      {
        headers,
      },
    );
    const items = (
      (await list.json()) as { data: { id: string; attributes: { title_nl: string } }[] }
    ).data;
    newsId = items.find((i) => i.attributes.title_nl === title)!.id;

    // Not public yet; then its moment is a few seconds ahead, and it shows once that has passed.
    await page.goto(tenantUrl('demo', '/nieuws'));
    await expect(page.getByRole('heading', { level: 1, name: 'Nieuws' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Vrijwilligersavond in december' })).toBeVisible();
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);
    // The demo's item scheduled for tomorrow is not shown either.
    await expect(
      page.getByRole('link', { name: 'Spreekuur vrijwilligerswerk verhuist' }),
    ).toHaveCount(0);

    const soon = new Date(Date.now() + 4_000).toISOString();
    const patched = await page.request.patch(apiUrl(`/api/v1/news_items/${newsId}`), {
      headers: { ...headers, 'content-type': 'application/vnd.api+json' },
      data: { data: { type: 'news_items', id: newsId, attributes: { published_at: soon } } },
    });
    expect(patched.status()).toBe(200);
    await page.waitForTimeout(5_000);
    await page.reload();
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await expectNoSeriousAxeViolations(page, testInfo, 'news-list');
    await attachScreenshots(page, testInfo, 'news-list');

    await page.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Kom kijken, proeven en meedoen.')).toBeVisible();
    await expectNoSeriousAxeViolations(page, testInfo, 'news-item');
    await attachScreenshots(page, testInfo, 'news-item');

    // The home page's latest news shows it first.
    await page.goto(tenantUrl('demo', '/'));
    const latest = page.getByTestId('latest-news');
    // The section loads when it comes into view: scroll down until it is there.
    await expect(async () => {
      await page.evaluate(() => window.scrollBy(0, 600));
      await expect(latest).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await latest.scrollIntoViewIfNeeded();
    await expect(latest.getByRole('link', { name: title })).toBeVisible();
    await expect(latest.getByRole('article')).toHaveCount(3);
  } finally {
    if (newsId) await page.request.delete(apiUrl(`/api/v1/news_items/${newsId}`), { headers });
    await page.request.delete(apiUrl(`/api/v1/files/${fileId}`), { headers });
  }
});

test('stock images: the category pictures and the center’s own, axe-clean', async ({
  page,
  context,
}, testInfo) => {
  await declineAnalyticsCookies(context, 'demo');
  await signInViaApi(page, 'demo', 'coordinator@demo.test');
  await page.goto(tenantUrl('demo', '/content/stock-images'));
  await waitForApp(page);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Categorie-afbeeldingen' }),
  ).toBeVisible();
  await expect(page.getByText('Categorie-afbeelding: Dieren')).toBeVisible();
  await expectNoSeriousAxeViolations(page, testInfo, 'stock-images');
  await attachScreenshots(page, testInfo, 'stock-images');
});
