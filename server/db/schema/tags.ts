// Tags: the categories, skills and target groups vacancies and volunteers are matched on.
import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CategoryIllustration } from '../../../common/illustrations';
import { TAG_KINDS, type TagKind } from '../../../common/matching';
import { quoteList, tenantColumns, timestampColumns } from './columns';

export const tags = pgTable(
  'tags',
  {
    ...tenantColumns(),
    kind: text('kind').$type<TagKind>().notNull(),
    nameNl: text('name_nl').notNull(),
    nameEn: text('name_en').notNull(),
    /** A category's picture, one of CATEGORY_ILLUSTRATIONS (checked where it is written). */
    illustration: text('illustration').$type<CategoryIllustration>(),
    /** Help given under this category needs a certificate of conduct (help categories). */
    requiresVog: boolean('requires_vog').notNull().default(false),
    ...timestampColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('tags_tenant_kind_name_nl_idx').on(t.tenantId, t.kind, sql`lower(${t.nameNl})`),
    check('tags_kind_check', sql`${t.kind} in (${quoteList(TAG_KINDS)})`),
  ],
);

export type TagRow = typeof tags.$inferSelect;
