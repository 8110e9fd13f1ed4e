// Stored files (the files module): what an image looks like on the wire wherever a resource
// carries one (an organization's logo, a vacancy's cover, a center's hero). Keys are camelCase
// here and snake_case on the wire, as for every attribute type.
import { object, string } from 'yup';

export const FILE_PURPOSES = [
  'vacancy_cover',
  'organization_logo',
  'center_hero',
  /** an image placed in a content page or news item */
  'content_image',
  /** a PDF, Office or plain-text document a page links to (kept as uploaded) */
  'document',
  /** a picture of the center's stock-image library, for pages, news and vacancies */
  'stock_image',
  'contact_person_photo',
  /** a file someone attached to a form's answers: always private */
  'form_upload',
] as const;
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

/** What a center's media library holds (GET/POST /api/v1/files); other purposes belong to a resource. */
export const LIBRARY_PURPOSES = ['content_image', 'stock_image', 'document'] as const;
export type LibraryPurpose = (typeof LIBRARY_PURPOSES)[number];
export const FILE_KINDS = ['image', 'document'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** A document is kept as uploaded and may be at most this large (bytes). */
export const DOCUMENT_MAX_BYTES = 15 * 1024 * 1024;
/** The documents a center may upload, by extension (the content must agree). */
export const DOCUMENT_EXTENSIONS = [
  'pdf',
  'docx',
  'xlsx',
  'pptx',
  'doc',
  'xls',
  'ppt',
  'txt',
] as const;
export type DocumentExtension = (typeof DOCUMENT_EXTENSIONS)[number];

/** One file of the library on the wire (`files` resources). */
export interface FileAttributes {
  purpose: FilePurpose;
  kind: FileKind;
  /** The name it was uploaded with (for people only; never used to store it). */
  name: string | null;
  alt: string | null;
  contentType: string;
  byteSize: number;
  width: number | null;
  height: number | null;
  /** An image's middle WebP, a document's download address. */
  url: string;
  /** An image's srcsets (null for a document). */
  image: ImageAttributes | null;
  createdAt: string;
}

const pageNumber = string().matches(/^[1-9]\d{0,5}$/, 'page[number] must be a page number');
const pageSize = string().matches(/^([1-9]|[1-9]\d|100)$/, 'page[size] must be 1 to 100');

/** GET /api/v1/files: the center's library, newest first. */
export const fileListQuerySchema = object({
  'filter[purpose]': string().oneOf(LIBRARY_PURPOSES).optional(),
  'filter[kind]': string().oneOf(FILE_KINDS).optional(),
  /** Part of the name or the alt text. */
  'filter[q]': string()
    .max(100)
    .test('no-nul', '${path} may not contain U+0000', (v) => !v?.includes('\u0000'))
    .optional(),
  'page[number]': pageNumber.optional(),
  'page[size]': pageSize.optional(),
});

export const MAX_ALT_LENGTH = 300;

/** No control characters other than tab and line breaks. */
function isPlainLine(text: string): boolean {
  return [...text].every((c) => {
    const code = c.charCodeAt(0);
    return !((code < 0x20 && c !== '\t' && c !== '\n' && c !== '\r') || code === 0x7f);
  });
}

/** PATCH /api/v1/files/{id}: the description of an image (or a document's link text). */
export const fileUpdateSchema = object({
  alt: string()
    .trim()
    .max(MAX_ALT_LENGTH)
    .test(
      'plain',
      '${path} must be plain text',
      (v) => v === undefined || v === null || isPlainLine(v),
    )
    .nullable()
    .optional(),
});
