// News of a center (docs/news-api.md): a title, summary and body in Dutch and English, a cover
// picture, and when it is visible: `publishedAt` null is a draft, a time ahead is scheduled (it
// appears by itself), a time past is published. Keys are camelCase; the wire is snake_case.
import { object, string, type InferType } from 'yup';
import { parseActivityTime } from '../amsterdam-time';
import type { ImageAttributes } from './files';
import { refuseNul } from './tags';
import { uuidSchema } from './uuid';

export const NEWS_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

export const NEWS_TITLE_MAX_LENGTH = 200;
export const NEWS_SUMMARY_MAX_LENGTH = 500;
export const NEWS_BODY_MAX_LENGTH = 100_000;
export const NEWS_SLUG_MAX_LENGTH = 120;
/** Lower-case words of letters and digits joined by single hyphens. */
export const NEWS_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface NewsItemAttributes {
  slug: string;
  titleNl: string | null;
  titleEn: string | null;
  summaryNl: string | null;
  summaryEn: string | null;
  /** Sanitized HTML (the content profile); left out of lists. */
  bodyNl?: string | null;
  bodyEn?: string | null;
  coverFileId: string | null;
  coverImage: ImageAttributes | null;
  publishedAt: string | null;
  status: NewsStatus;
  createdAt: string;
  updatedAt: string;
}

const title = refuseNul(string().trim().max(NEWS_TITLE_MAX_LENGTH)).nullable();
const summary = refuseNul(string().trim().max(NEWS_SUMMARY_MAX_LENGTH)).nullable();
const body = refuseNul(string().max(NEWS_BODY_MAX_LENGTH)).nullable();
const slug = string().trim().lowercase().max(NEWS_SLUG_MAX_LENGTH).matches(NEWS_SLUG_PATTERN, {
  message: '${path} may hold lower-case letters, digits and single hyphens only',
});
const publishedAt = string()
  .nullable()
  .test(
    'time',
    '${path} must be a date and time (YYYY-MM-DDTHH:mm in Amsterdam, or ISO 8601 with an offset)',
    (value) => value === undefined || value === null || parseActivityTime(value) !== null,
  );

/** POST /api/v1/news_items: a title in at least one language. */
export const newsItemCreateSchema = object({
  slug: slug.optional(),
  titleNl: title.optional(),
  titleEn: title.optional(),
  summaryNl: summary.optional(),
  summaryEn: summary.optional(),
  bodyNl: body.optional(),
  bodyEn: body.optional(),
  coverFileId: uuidSchema.nullable().optional(),
  publishedAt: publishedAt.optional(),
}).test('title', { id: 'news.error.title' }, function (value) {
  if (!value || value.titleNl || value.titleEn) return true;
  return this.createError({ path: 'titleNl', message: 'title_nl or title_en is required' });
});
export type NewsItemCreateInput = InferType<typeof newsItemCreateSchema>;

/** PATCH /api/v1/news_items/{id}: any of the fields; `published_at: null` unpublishes. */
export const newsItemUpdateSchema = object({
  slug: slug.optional(),
  titleNl: title.optional(),
  titleEn: title.optional(),
  summaryNl: summary.optional(),
  summaryEn: summary.optional(),
  bodyNl: body.optional(),
  bodyEn: body.optional(),
  coverFileId: uuidSchema.nullable().optional(),
  publishedAt: publishedAt.optional(),
});
export type NewsItemUpdateInput = InferType<typeof newsItemUpdateSchema>;

/** GET /api/v1/news_items: newest first; statuses other than published for managers only. */
export const newsItemListQuerySchema = object({
  'filter[status]': string()
    .oneOf([...NEWS_STATUSES, 'all'])
    .optional(),
  'page[number]': string()
    .matches(/^[1-9]\d{0,5}$/, 'page[number] must be a page number')
    .optional(),
  'page[size]': string()
    .matches(/^([1-9]|[1-9]\d|100)$/, 'page[size] must be 1 to 100')
    .optional(),
});

/** The status of a news item at `now`. */
export function getNewsStatus(publishedAt: Date | null, now: Date): NewsStatus {
  if (!publishedAt) return 'draft';
  return publishedAt.getTime() > now.getTime() ? 'scheduled' : 'published';
}

/** A slug from a title: accents dropped, lower case, words joined by hyphens. */
export function slugifyTitle(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}
