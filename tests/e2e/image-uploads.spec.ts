// The image upload field in the browser: a center admin uploads the home page photo on the design
// page, sees it in its 16:9 preview from /uploads, and removes it again (the demo data has none).
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { tenantUrl } from './helpers';
import {
  apiUrl,
  authHeaders,
  declineAnalyticsCookies,
  signInViaApi,
  tenantHeaders,
} from './session-helpers';

test('a center admin uploads the home page photo, sees it and removes it', async ({
  page,
  context,
}) => {
  await declineAnalyticsCookies(context, 'demo');
  const tokens = await signInViaApi(page, 'demo', 'coordinator@demo.test');
  const headers = { ...tenantHeaders('demo'), ...authHeaders(tokens) };
  const photo = await sharp({
    create: { width: 900, height: 700, channels: 3, background: { r: 30, g: 140, b: 90 } },
  })
    .jpeg()
    .toBuffer();
  try {
    await page.goto(tenantUrl('demo', '/instellingen/design'));
    const field = page.getByRole('group', { name: 'Foto op de startpagina' });
    await expect(field.getByText('Nog geen afbeelding')).toBeVisible();
    await page
      .getByTestId('image-upload-hero')
      .setInputFiles({ name: 'startpagina.jpg', mimeType: 'image/jpeg', buffer: photo });
    const preview = field.getByRole('img', { name: 'Huidige afbeelding: Foto op de startpagina' });
    await expect(preview).toBeVisible();
    await expect(preview).toHaveAttribute('src', /^\/uploads\/demo\/files\/.+\/320\.webp$/);
    expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await field.getByRole('button', { name: 'Afbeelding verwijderen' }).click();
    await expect(field.getByText('Nog geen afbeelding')).toBeVisible();
  } finally {
    // Leaves the demo center as it was for the other specs.
    await page.request.delete(apiUrl('/api/v1/volunteer_centers/current/profile/hero_image'), {
      headers,
    });
  }
});
