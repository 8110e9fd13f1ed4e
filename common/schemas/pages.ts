// Content pages and the header and footer menus (docs/pages-api.md): the request schemas, the
// slug rules and what the wire carries. Keys are camelCase; the wire is snake_case.
import { array, boolean, number, object, string, type InferType } from 'yup';
import { MENU_LOCATIONS, MENU_TARGET_KINDS, PAGE_LAYOUTS, PAGE_STATUSES } from './content';
import { refuseNul } from './tags';
import { isUuid, uuidSchema } from './uuid';

export const PAGE_TITLE_MAX_LENGTH = 120;
export const PAGE_SLUG_MAX_LENGTH = 80;
export const PAGE_SEO_TITLE_MAX_LENGTH = 70;
export const PAGE_SEO_DESCRIPTION_MAX_LENGTH = 300;
/** The stored HTML of one language; a long statement with tables fits easily. */
export const PAGE_BODY_MAX_LENGTH = 200_000;
export const MENU_LABEL_MAX_LENGTH = 60;
export const MENU_TARGET_MAX_LENGTH = 500;
/** The campaign page's slug: also a route of the app, which shows this page. */
export const LANDING_SLUG = 'gelderse-handen';

/**
 * First segments of the app's routes (src/app/route-table.ts; a unit test keeps the two in step)
 * and of the server's own paths: a page there could never be reached, so its slug is refused.
 */
export const RESERVED_SLUGS: readonly string[] = [
  'account',
  'activiteitenkalender',
  'admin',
  'analytics',
  'api',
  'applications',
  'apple-touch-icon.png',
  'apple-touch-icon-precomposed.png',
  'assets',
  'auth',
  'builds',
  'config.json',
  'confirm',
  'content',
  'conversations',
  'dashboard',
  'dev',
  'een-op-een-hulp',
  'email-change',
  'favicon.ico',
  'form_builder',
  'forms',
  'gelderse-handen',
  'i18n',
  'index.html',
  'inloggen',
  'instellingen',
  'manifest.webmanifest',
  'nieuws',
  'notificaties',
  'notification_templates',
  'organizations',
  'partners',
  'periodieke-mail',
  'profiel',
  'profile-edit',
  'profile-replies',
  'robots.txt',
  'signup',
  'sitemap.xml',
  'sociale-kaart',
  'sw.js',
  'switch',
  'tags',
  'test',
  'uitloggen',
  'uploads',
  'uren',
  'users',
  'vacancies',
  'volunteerly',
  'vrijwilligerspool',
];

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** 'Over ons' -> 'over-ons', 'Privacyverklaring & cookies' -> 'privacyverklaring-en-cookies'. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/ĳ/g, 'ij')
    .replace(/&/g, ' en ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, PAGE_SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}

export function isReservedSlug(slug: string): boolean {
  return RESERVED_SLUGS.includes(slug);
}

const text = (max: number) => refuseNul(string().trim().max(max)).nullable();

const slugSchema = refuseNul(string().trim().lowercase().max(PAGE_SLUG_MAX_LENGTH))
  .matches(SLUG_PATTERN, { message: { id: 'pages.error.slugFormat' } })
  .test('uuid', { id: 'pages.error.slugFormat' }, (v) => !v || !isUuid(v));

const pageFields = {
  titleNl: text(PAGE_TITLE_MAX_LENGTH).optional(),
  titleEn: text(PAGE_TITLE_MAX_LENGTH).optional(),
  bodyNl: refuseNul(string().max(PAGE_BODY_MAX_LENGTH)).nullable().optional(),
  bodyEn: refuseNul(string().max(PAGE_BODY_MAX_LENGTH)).nullable().optional(),
  seoTitleNl: text(PAGE_SEO_TITLE_MAX_LENGTH).optional(),
  seoTitleEn: text(PAGE_SEO_TITLE_MAX_LENGTH).optional(),
  seoDescriptionNl: text(PAGE_SEO_DESCRIPTION_MAX_LENGTH).optional(),
  seoDescriptionEn: text(PAGE_SEO_DESCRIPTION_MAX_LENGTH).optional(),
  coverFileId: uuidSchema.nullable().optional(),
  status: string().oneOf(PAGE_STATUSES).optional(),
  layout: string().oneOf(PAGE_LAYOUTS).optional(),
  /** Shown below the home page's search (center_profiles.home_page_id). */
  isHomePage: boolean().optional(),
};

/** POST /api/v1/pages: a title in one language at least; the slug follows it when not given. */
export const pageCreateSchema = object({ ...pageFields, slug: slugSchema.optional() });
export type PageCreateInput = InferType<typeof pageCreateSchema>;

/** PATCH /api/v1/pages/{id}: any of the fields; a new slug keeps the old one as a redirect. */
export const pageUpdateSchema = object({ ...pageFields, slug: slugSchema.optional() });
export type PageUpdateInput = InferType<typeof pageUpdateSchema>;

/** POST /api/v1/pages/{id}/restore: which saved version's texts come back. */
export const pageRestoreSchema = object({ version: number().integer().min(1).required() });

/** POST /api/v1/pages/preview: the HTML as the server would keep it; nothing is stored. */
export const pagePreviewSchema = object({
  bodyNl: refuseNul(string().max(PAGE_BODY_MAX_LENGTH)).nullable().optional(),
  bodyEn: refuseNul(string().max(PAGE_BODY_MAX_LENGTH)).nullable().optional(),
});

const pageParam = (name: string) =>
  string().matches(/^([1-9]|[1-9]\d|100)$/, `${name} must be 1 to 100`);

export const pageListQuerySchema = object({
  'filter[status]': string().oneOf(PAGE_STATUSES).optional(),
  'filter[home]': string().oneOf(['true', 'false']).optional(),
  'page[number]': string()
    .matches(/^[1-9]\d{0,5}$/, 'page[number] must be a page number')
    .optional(),
  'page[size]': pageParam('page[size]').optional(),
});

export interface PageAttributes {
  slug: string;
  titleNl: string | null;
  titleEn: string | null;
  bodyNl: string | null;
  bodyEn: string | null;
  seoTitleNl: string | null;
  seoTitleEn: string | null;
  seoDescriptionNl: string | null;
  seoDescriptionEn: string | null;
  coverFileId: string | null;
  status: (typeof PAGE_STATUSES)[number];
  layout: (typeof PAGE_LAYOUTS)[number];
  version: number;
  isHomePage: boolean;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface PageVersionAttributes {
  version: number;
  slug: string;
  titleNl: string | null;
  titleEn: string | null;
  bodyNl: string | null;
  bodyEn: string | null;
  status: (typeof PAGE_STATUSES)[number];
  savedByName: string | null;
  createdAt: string;
}

// Menus

const ROUTE_TARGET = /^\/(?!\/)[\w\-./~%?=&#]*$/;

const menuFields = {
  labelNl: text(MENU_LABEL_MAX_LENGTH).optional(),
  labelEn: text(MENU_LABEL_MAX_LENGTH).optional(),
  targetKind: string().oneOf(MENU_TARGET_KINDS),
  pageId: uuidSchema.nullable().optional(),
  target: refuseNul(string().trim().max(MENU_TARGET_MAX_LENGTH)).nullable().optional(),
  parentId: uuidSchema.nullable().optional(),
  position: number().integer().min(0).max(10_000).optional(),
};

/** A route of the app ('/vacancies/search') or an https address, as the kind says. */
export function isValidMenuTarget(kind: string, target: string | null | undefined): boolean {
  if (!target) return false;
  if (kind === 'route') return ROUTE_TARGET.test(target);
  if (kind === 'url') {
    try {
      return new URL(target).protocol === 'https:';
    } catch {
      return false;
    }
  }
  return true;
}

export const menuItemCreateSchema = object({
  ...menuFields,
  menu: string().oneOf(MENU_LOCATIONS).required(),
  targetKind: menuFields.targetKind.required(),
});
export type MenuItemCreateInput = InferType<typeof menuItemCreateSchema>;

export const menuItemUpdateSchema = object(menuFields);
export type MenuItemUpdateInput = InferType<typeof menuItemUpdateSchema>;

/** POST /api/v1/menu_items/order: a whole menu in its new order, each item with its parent. */
export const menuOrderSchema = object({
  menu: string().oneOf(MENU_LOCATIONS).required(),
  items: array(object({ id: uuidSchema.required(), parentId: uuidSchema.nullable().optional() }))
    .max(200)
    .required(),
});
export type MenuOrderInput = InferType<typeof menuOrderSchema>;

export const menuItemListQuerySchema = object({
  'filter[menu]': string().oneOf(MENU_LOCATIONS).optional(),
});

export interface MenuItemAttributes {
  menu: (typeof MENU_LOCATIONS)[number];
  parentId: string | null;
  position: number;
  labelNl: string | null;
  labelEn: string | null;
  targetKind: (typeof MENU_TARGET_KINDS)[number];
  pageId: string | null;
  target: string | null;
  /** Where it leads: '/<slug>' for a page, else the target. */
  href: string;
  /** For a page: whether visitors see it (a draft's item shows to editors only). */
  pagePublished: boolean | null;
}
