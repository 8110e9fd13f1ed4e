// Stored files (the files module): what an image looks like on the wire wherever a resource
// carries one (an organization's logo, a vacancy's cover, a center's hero). Keys are camelCase
// here and snake_case on the wire, as for every attribute type.
import { object, string } from 'yup';

export const FILE_PURPOSES = ['vacancy_cover', 'organization_logo', 'center_hero'] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

export const FILE_VISIBILITIES = ['public', 'private'] as const;
export type FileVisibility = (typeof FILE_VISIBILITIES)[number];

/** An image as every resource carries it: its variants as srcsets, and one URL for `<img src>`. */
export interface ImageAttributes {
  id: string;
  width: number;
  height: number;
  alt: string | null;
  /** WebP and AVIF srcsets, widest last */
  sources: { type: 'image/avif' | 'image/webp'; srcset: string }[];
  /** a WebP of the middle width, for <img src> */
  url: string;
}

/** The stored name of one variant: its width and format (`640.webp`). */
export const VARIANT_NAME = /^[0-9]{1,5}\.(avif|webp)$/;

/** GET /api/v1/files/{id}/content: which variant (default: the widest WebP). */
export const fileContentQuerySchema = object({
  variant: string().matches(VARIANT_NAME, 'variant must be a width and format, such as 640.webp'),
});
