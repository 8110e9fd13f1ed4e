// The rich-text editor's content profile (pages, news) on /test/tiptap: a table and a video link
// made with the toolbar by keyboard, checked on the server, and what the server keeps shown as a
// page shows it (a plain table, the video link as a card). The image dialog reaches the media
// library. axe on the page with the server's answer; screenshots at 390 and 1280 px.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { attachScreenshots, expectNoSeriousAxeViolations, tenantUrl, waitForApp } from './helpers';
import { declineAnalyticsCookies } from './session-helpers';

const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

/** Presses a toolbar button by keyboard: focus, then Enter. */
async function press(button: Locator): Promise<void> {
  await button.focus();
  await button.press('Enter');
}

function toolbarButton(page: Page, name: string): Locator {
  return page.getByRole('toolbar').getByRole('button', { name, exact: true });
}

test('a table and a video link from the toolbar survive the server and show as a page', async ({
  page,
  context,
}, testInfo) => {
  await declineAnalyticsCookies(context, 'demo');
  await page.goto(tenantUrl('demo', '/test/tiptap'));
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Teksteditor' })).toBeVisible();
  const editor = page.getByRole('textbox', { name: 'Tekst' });
  await expect(editor.locator('table')).toHaveCount(1);

  // Start from an empty text, so what follows is what the toolbar made.
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await expect(editor.locator('table')).toHaveCount(0);
  await page.keyboard.type('Rooster');

  await expect(toolbarButton(page, 'Rij eronder toevoegen')).toHaveCount(0);
  await press(toolbarButton(page, 'Tabel invoegen'));
  await expect(editor.locator('table tr')).toHaveCount(3);
  await expect(editor.locator('table th')).toHaveCount(3);
  await page.keyboard.type('Dag');
  await press(toolbarButton(page, 'Kolom rechts toevoegen'));
  await press(toolbarButton(page, 'Rij eronder toevoegen'));
  await expect(editor.locator('table tr')).toHaveCount(4);
  await expect(editor.locator('table tr').first().locator('th')).toHaveCount(4);
  // Into the new row's new cell (below and right of 'Dag'): delete its column, then its row.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await press(toolbarButton(page, 'Kolom verwijderen'));
  await press(toolbarButton(page, 'Rij verwijderen'));
  await expect(editor.locator('table tr')).toHaveCount(3);
  await expect(editor.locator('table tr').first().locator('th')).toHaveCount(3);

  // Out of the table, to the empty paragraph after it: the table buttons go.
  await editor.click();
  await page.keyboard.press('ControlOrMeta+End');
  await expect(toolbarButton(page, 'Rij eronder toevoegen')).toHaveCount(0);

  await press(toolbarButton(page, 'Video'));
  const dialog = page.getByRole('dialog', { name: 'Video toevoegen' });
  const address = dialog.getByRole('textbox', { name: /Adres van de video/ });
  await address.fill('https://example.org/film.mp4');
  await address.press('Enter');
  await expect(
    dialog.getByText(/Je kunt alleen video's van YouTube en Vimeo toevoegen/),
  ).toBeVisible();
  await address.fill(VIDEO);
  await address.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(editor.locator(`p > a[href="${VIDEO}"]`)).toHaveCount(1);
  await expect(page.getByTestId('tiptap-editor-html')).toContainText('<table');

  await press(page.getByRole('button', { name: 'Controleer op de server' }));
  const kept = page.getByTestId('tiptap-kept-html');
  await expect(kept).toContainText('<table>');
  await expect(kept).toContainText(`<a href="${VIDEO}" class="video-link">`);
  await expect(kept).not.toContainText('colgroup');
  await expect(kept).not.toContainText('style=');
  const rendered = page.getByTestId('tiptap-rendered');
  await expect(rendered.locator('table th').first()).toHaveText('Dag');
  const card = rendered.locator('a.video-card');
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute('href', VIDEO);
  await expect(card).toContainText('Bekijk de video');

  await expectNoSeriousAxeViolations(page, testInfo, 'test-tiptap');
  await attachScreenshots(page, testInfo, 'test-tiptap');
});

test('the image dialog opens the media library and keeps typing an address', async ({
  page,
  context,
}) => {
  await declineAnalyticsCookies(context, 'demo');
  await page.goto(tenantUrl('demo', '/test/tiptap'));
  await waitForApp(page);
  const editor = page.getByRole('textbox', { name: 'Tekst' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+End');

  await press(toolbarButton(page, 'Afbeelding'));
  const dialog = page.getByRole('dialog', { name: 'Afbeelding toevoegen' });
  await dialog.getByRole('button', { name: 'Kies uit de mediabibliotheek' }).click();
  const picker = page.getByRole('dialog', { name: 'Kies een afbeelding' });
  await expect(picker).toBeVisible();
  // A shipped category picture has no lasting address: the dialog says so and keeps waiting.
  await picker.getByRole('list').getByRole('button').first().click();
  await expect(picker).toHaveCount(0);
  await expect(dialog.getByRole('alert')).toContainText('Een categorieplaatje kan niet');

  await dialog.getByTestId('image-src').fill('/brand/volunteerly/logo.svg');
  await dialog.getByTestId('image-alt').fill('Logo');
  await dialog.getByTestId('image-insert').click();
  await expect(dialog).toHaveCount(0);
  await expect(editor.locator('img[src="/brand/volunteerly/logo.svg"]')).toHaveCount(2);
});
