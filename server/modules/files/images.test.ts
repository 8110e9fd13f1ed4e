// The image pipeline against real sharp: AVIF and WebP at the widths that fit, in the purpose's
// ratio (cover 3:2, hero 16:9, logo square and padded), EXIF rotation applied and metadata gone.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { processImage, UnreadableImageError } from './images';

async function photo(width: number, height: number, options: { orientation?: number } = {}) {
  let image = sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } },
  }).jpeg();
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.toBuffer();
}

describe('processImage', () => {
  it('makes a 3:2 cover as AVIF and WebP at 320, 640, 960 and 1280 from a large photo', async () => {
    const result = await processImage(await photo(2000, 2000), 'vacancy_cover');
    expect(result.variants.map((v) => `${v.format}:${v.width}x${v.height}`)).toEqual([
      'avif:320x213',
      'webp:320x213',
      'avif:640x427',
      'webp:640x427',
      'avif:960x640',
      'webp:960x640',
      'avif:1280x853',
      'webp:1280x853',
    ]);
    for (const v of result.variants) {
      const meta = await sharp(v.data).metadata();
      expect(meta.format).toBe(v.format === 'avif' ? 'heif' : 'webp');
      expect([meta.width, meta.height]).toEqual([v.width, v.height]);
      expect(meta.exif).toBeUndefined();
    }
    expect([result.width, result.height]).toEqual([1280, 853]);
  });

  it('never enlarges: a 700 px wide photo gives 320 and 640 (16:9 for a hero)', async () => {
    const result = await processImage(await photo(700, 700), 'center_hero');
    expect(result.variants.filter((v) => v.format === 'webp').map((v) => v.width)).toEqual([
      320, 640,
    ]);
    expect(result.height).toBe(360);
  });

  it('applies the EXIF rotation (a portrait photo stored sideways)', async () => {
    // Stored 1200x800 with orientation 6 (rotate 90°): it is a 800x1200 portrait.
    const result = await processImage(await photo(1200, 800, { orientation: 6 }), 'vacancy_cover');
    // Cropped to 3:2 from an 800 px wide portrait: 640 is the widest that fits.
    expect(result.width).toBe(640);
    expect(result.height).toBe(427);
  });

  it('pads a logo to a transparent square', async () => {
    const result = await processImage(await photo(800, 400), 'organization_logo');
    const widest = result.variants.find((v) => v.format === 'webp' && v.width === 640)!;
    expect(widest.height).toBe(640);
    const meta = await sharp(widest.data).metadata();
    expect(meta.hasAlpha).toBe(true);
  });

  it('refuses bytes that are no image', async () => {
    await expect(processImage(Buffer.from('not an image'), 'vacancy_cover')).rejects.toThrow(
      UnreadableImageError,
    );
  });
});
