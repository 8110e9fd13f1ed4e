// Turning an uploaded image into what the product serves: the EXIF rotation applied and every
// piece of metadata dropped, cropped to its purpose's ratio (a vacancy cover 3:2 and a center's
// hero 16:9, on the part sharp's attention strategy finds most interesting) or, for a logo, padded
// to a square on transparent, then resized to IMAGE_WIDTHS (never above the original) as AVIF and
// WebP. No database and no disk here: the service stores what this returns.
import sharp, { type OutputInfo } from 'sharp';
import type { FilePurpose } from '../../../common/schemas/files';

/** The widths every image is resized to (those above the original are left out). */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
/** An upload may be at most this large (bytes). */
export const IMAGE_MAX_BYTES = 8 * 1024 * 1024;
/** Decoded pixels an upload may have (a small file can unpack to a huge image). */
export const IMAGE_MAX_PIXELS = 50_000_000;

/**
 * Width over height of each purpose's image; a logo is square; null keeps the picture's own
 * ratio (an image in a page's text is shown as the editor placed it). Documents and form uploads
 * are never processed as images: their entries only complete the table.
 */
export const PURPOSE_RATIOS: Record<
  FilePurpose,
  { ratio: number | null; fit: 'cover' | 'contain' }
> = {
  vacancy_cover: { ratio: 3 / 2, fit: 'cover' },
  center_hero: { ratio: 16 / 9, fit: 'cover' },
  organization_logo: { ratio: 1, fit: 'contain' },
  stock_image: { ratio: 3 / 2, fit: 'cover' },
  contact_person_photo: { ratio: 1, fit: 'cover' },
  content_image: { ratio: null, fit: 'cover' },
  document: { ratio: null, fit: 'cover' },
  form_upload: { ratio: null, fit: 'cover' },
};

export interface ImageVariantData {
  format: 'avif' | 'webp';
  width: number;
  height: number;
  data: Buffer;
}

export interface ProcessedImage {
  /** The largest variant's size (the image's intrinsic size on the page). */
  width: number;
  height: number;
  variants: ImageVariantData[];
}

/** Thrown when sharp cannot read the bytes as an image (the route answers 415). */
export class UnreadableImageError extends Error {}

/** The crop or pad box of the image at its full resolution, in the purpose's ratio. */
function planBox(width: number, height: number, ratio: number, fit: 'cover' | 'contain') {
  if (fit === 'contain') {
    const side = Math.max(width, height);
    return { width: side, height: Math.round(side / ratio) };
  }
  const w = Math.min(width, Math.round(height * ratio));
  return { width: w, height: Math.round(w / ratio) };
}

export function listWidths(maxWidth: number): number[] {
  const fitting = IMAGE_WIDTHS.filter((w) => w <= maxWidth);
  // Smaller than the smallest width: one variant at its own size.
  return fitting.length > 0 ? fitting : [maxWidth];
}

export async function processImage(bytes: Buffer, purpose: FilePurpose): Promise<ProcessedImage> {
  const { fit } = PURPOSE_RATIOS[purpose];
  let ratio = PURPOSE_RATIOS[purpose].ratio ?? 1;
  const options = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' as const };
  let base: { data: Buffer; info: OutputInfo };
  try {
    // rotate() without an angle applies the EXIF orientation; no withMetadata(), so EXIF, XMP,
    // ICC and the rest are not copied to any output.
    const oriented = await sharp(bytes, options).rotate().toBuffer({ resolveWithObject: true });
    ratio = PURPOSE_RATIOS[purpose].ratio ?? oriented.info.width / oriented.info.height;
    const box = planBox(oriented.info.width, oriented.info.height, ratio, fit);
    const top = Math.min(box.width, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]);
    const topHeight = Math.round(top / ratio);
    const pipeline = sharp(oriented.data, options).resize({
      width: top,
      height: topHeight,
      fit,
      position: fit === 'cover' ? sharp.strategy.attention : 'centre',
      background: { r: 255, g: 255, b: 255, alpha: 0 },
      withoutEnlargement: false,
    });
    // A logo's padding is transparent; photos keep no alpha channel (smaller files).
    base = await (fit === 'contain' ? pipeline.ensureAlpha() : pipeline.removeAlpha())
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new UnreadableImageError((error as Error).message);
  }
  const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };
  const variants: ImageVariantData[] = [];
  for (const width of listWidths(base.info.width)) {
    const height = Math.max(1, Math.round(width / ratio));
    const resized = sharp(base.data, { raw }).resize({ width, height, fit: 'fill' });
    const [avif, webp] = await Promise.all([
      resized.clone().avif({ quality: 55, effort: 2 }).toBuffer(),
      resized.clone().webp({ quality: 78, effort: 4 }).toBuffer(),
    ]);
    variants.push({ format: 'avif', width, height, data: avif });
    variants.push({ format: 'webp', width, height, data: webp });
  }
  const widest = variants[variants.length - 1]!;
  return { width: widest.width, height: widest.height, variants };
}
