// The center's own website: content pages (with their versions), the header and footer menus,
// and news. Everything belongs to one center: two centers of a tenant each have their own
// 'over-ons'. Bodies are HTML the server sanitized (the content profile) before storing it.
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  MENU_LOCATIONS,
  MENU_TARGET_KINDS,
  PAGE_LAYOUTS,
  PAGE_STATUSES,
  type MenuLocation,
  type MenuTargetKind,
  type PageLayout,
  type PageStatus,
} from '../../../common/schemas/content';
import { quoteList, tenantColumns, timestampColumns } from './columns';
import { files } from './files';
import { volunteerCenters } from './volunteer-centers';

export const pages = pgTable(
  'pages',
  {
    ...tenantColumns(),
    centerId: uuid('center_id').notNull(),
    slug: text('slug').notNull(),
    titleNl: text('title_nl'),
    titleEn: text('title_en'),
    bodyNl: text('body_nl'),
    bodyEn: text('body_en'),
    seoTitleNl: text('seo_title_nl'),
    seoTitleEn: text('seo_title_en'),
    seoDescriptionNl: text('seo_description_nl'),
    seoDescriptionEn: text('seo_description_en'),
    /** The picture a shared link shows (Open Graph), and the page's header image. */
    coverFileId: uuid('cover_file_id'),
    status: text('status').$type<PageStatus>().notNull().default('draft'),
    /** 'landing': a campaign page without the site's header and footer (/gelderse-handen). */
    layout: text('layout').$type<PageLayout>().notNull().default('default'),
    /** Counts saves; each save first keeps the state it replaces in page_versions. */
    version: integer('version').notNull().default(1),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdById: uuid('created_by_id'),
    updatedById: uuid('updated_by_id'),
    ...timestampColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('pages_center_slug_idx').on(t.tenantId, t.centerId, t.slug),
    check('pages_status_check', sql`${t.status} in (${quoteList(PAGE_STATUSES)})`),
    check('pages_layout_check', sql`${t.layout} in (${quoteList(PAGE_LAYOUTS)})`),
    foreignKey({
      name: 'pages_center_fk',
      columns: [t.tenantId, t.centerId],
      foreignColumns: [volunteerCenters.tenantId, volunteerCenters.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'pages_cover_file_fk',
      columns: [t.tenantId, t.coverFileId],
      foreignColumns: [files.tenantId, files.id],
    }),
  ],
);

/** A page as it was before a save: restoring one saves it again as the newest version. */
export const pageVersions = pgTable(
  'page_versions',
  {
    ...tenantColumns(),
    pageId: uuid('page_id').notNull(),
    version: integer('version').notNull(),
    slug: text('slug').notNull(),
    titleNl: text('title_nl'),
    titleEn: text('title_en'),
    bodyNl: text('body_nl'),
    bodyEn: text('body_en'),
    seoTitleNl: text('seo_title_nl'),
    seoTitleEn: text('seo_title_en'),
    seoDescriptionNl: text('seo_description_nl'),
    seoDescriptionEn: text('seo_description_en'),
    coverFileId: uuid('cover_file_id'),
    status: text('status').$type<PageStatus>().notNull(),
    savedById: uuid('saved_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('page_versions_page_version_idx').on(t.tenantId, t.pageId, t.version),
    foreignKey({
      name: 'page_versions_page_fk',
      columns: [t.tenantId, t.pageId],
      foreignColumns: [pages.tenantId, pages.id],
    }).onDelete('cascade'),
  ],
);

export const menuItems = pgTable(
  'menu_items',
  {
    ...tenantColumns(),
    centerId: uuid('center_id').notNull(),
    menu: text('menu').$type<MenuLocation>().notNull(),
    /** One level of nesting: a child's parent has no parent itself (the service checks it). */
    parentId: uuid('parent_id'),
    position: integer('position').notNull().default(0),
    labelNl: text('label_nl'),
    labelEn: text('label_en'),
    targetKind: text('target_kind').$type<MenuTargetKind>().notNull(),
    pageId: uuid('page_id'),
    /** A route of the app ('/vacancies/search') or an external https URL. */
    target: text('target'),
    ...timestampColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('menu_items_center_menu_idx').on(t.tenantId, t.centerId, t.menu, t.position),
    check('menu_items_menu_check', sql`${t.menu} in (${quoteList(MENU_LOCATIONS)})`),
    check(
      'menu_items_target_kind_check',
      sql`${t.targetKind} in (${quoteList(MENU_TARGET_KINDS)})`,
    ),
    check(
      'menu_items_target_check',
      sql`(${t.targetKind} = 'page' and ${t.pageId} is not null) or (${t.targetKind} <> 'page' and ${t.target} is not null)`,
    ),
    foreignKey({
      name: 'menu_items_center_fk',
      columns: [t.tenantId, t.centerId],
      foreignColumns: [volunteerCenters.tenantId, volunteerCenters.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'menu_items_page_fk',
      columns: [t.tenantId, t.pageId],
      foreignColumns: [pages.tenantId, pages.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'menu_items_parent_fk',
      columns: [t.tenantId, t.parentId],
      foreignColumns: [t.tenantId, t.id],
    }).onDelete('cascade'),
  ],
);

/**
 * A news item is visible from `published_at` on: null is a draft, a time in the future is
 * scheduled (it appears by itself, no job needed), unpublishing sets it back to null.
 */
export const newsItems = pgTable(
  'news_items',
  {
    ...tenantColumns(),
    centerId: uuid('center_id').notNull(),
    slug: text('slug').notNull(),
    titleNl: text('title_nl'),
    titleEn: text('title_en'),
    summaryNl: text('summary_nl'),
    summaryEn: text('summary_en'),
    bodyNl: text('body_nl'),
    bodyEn: text('body_en'),
    coverFileId: uuid('cover_file_id'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdById: uuid('created_by_id'),
    ...timestampColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('news_items_center_slug_idx').on(t.tenantId, t.centerId, t.slug),
    index('news_items_center_published_idx').on(t.tenantId, t.centerId, t.publishedAt),
    foreignKey({
      name: 'news_items_center_fk',
      columns: [t.tenantId, t.centerId],
      foreignColumns: [volunteerCenters.tenantId, volunteerCenters.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'news_items_cover_file_fk',
      columns: [t.tenantId, t.coverFileId],
      foreignColumns: [files.tenantId, files.id],
    }),
  ],
);

export type PageRow = typeof pages.$inferSelect;
export type PageVersionRow = typeof pageVersions.$inferSelect;
export type MenuItemRow = typeof menuItems.$inferSelect;
export type NewsItemRow = typeof newsItems.$inferSelect;
