// Vacancies, with full-text search in Dutch and English and denormalized coordinates for
// distance search, and their tags.
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  COMMITMENTS,
  VACANCY_STATUSES,
  type Commitment,
  type VacancyStatus,
} from '../../../common/matching';
import type { VacancyQuestion, VacancySchedule } from '../../../common/schemas/vacancies';
import { quoteList, tenantColumns, timestampColumns } from './columns';
import { files } from './files';
import { organizations } from './organizations';
import { volunteerCenters } from './volunteer-centers';
import { tags } from './tags';

const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

export const vacancies = pgTable(
  'vacancies',
  {
    ...tenantColumns(),
    centerId: uuid('center_id').notNull(),
    organizationId: uuid('organization_id').notNull(),
    titleNl: text('title_nl'),
    titleEn: text('title_en'),
    /** Sanitized HTML (the editor's output after the server's sanitizer). */
    descriptionNl: text('description_nl'),
    descriptionEn: text('description_en'),
    status: text('status').$type<VacancyStatus>().notNull().default('draft'),
    hoursPerWeek: real('hours_per_week'),
    commitment: text('commitment').$type<Commitment>().notNull().default('recurring'),
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
    /** When the work happens, in the volunteer profile's availability shape. */
    schedule: jsonb('schedule').$type<VacancySchedule>().notNull().default({}),
    remote: boolean('remote').notNull().default(false),
    /** Copied from the vacancy's address (in `addresses`) so distance search needs no join. */
    city: text('city'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    positions: integer('positions').notNull().default(1),
    questions: jsonb('questions').$type<VacancyQuestion[]>().notNull().default([]),
    /** A form of the center asked instead of the question list (its latest published version). */
    formId: uuid('form_id'),
    /** Partner centers of the same tenant this vacancy is also shown on (center sharing). */
    sharedCenterIds: uuid('shared_center_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /**
     * The ids of the vacancy's tags, kept equal to its rows in vacancy_tags by triggers (migration
     * 0011) so that a tag filter is one GIN index lookup instead of a join; search reads it, the
     * rest of the app writes and reads vacancy_tags.
     */
    tagIds: uuid('tag_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** The cover image in the files module (3:2). */
    coverFileId: uuid('cover_file_id'),
    /** Marked by a coordinator (center admin) or an admin to show on the home page. */
    featured: boolean('featured').notNull().default(false),
    /** The work needs a certificate of conduct (VOG); invitations and the pool say so. */
    requiresVog: boolean('requires_vog').notNull().default(false),
    /**
     * When the organization was asked 'still current?' (published long without a change); a
     * keep clears it, and 14 days without an answer close the vacancy.
     */
    freshnessAskedAt: timestamp('freshness_asked_at', { withTimezone: true }),
    /** The hash of the token in that mail's keep and close links (single use, cleared on answer). */
    freshnessTokenHash: text('freshness_token_hash'),
    /** Why a closed vacancy closed when no person closed it: 'ended' (end date) or 'stale'. */
    closedReason: text('closed_reason'),
    createdById: uuid('created_by_id'),
    /** Titles weigh A, descriptions B; Dutch and English configurations both. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('dutch'::regconfig, coalesce(title_nl, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(title_en, '')), 'A') || setweight(to_tsvector('dutch'::regconfig, coalesce(description_nl, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(description_en, '')), 'B')`,
    ),
    /** Titles alone: relevance puts title hits first (search-sql.ts). */
    titleVector: tsvector('title_vector').generatedAlwaysAs(
      (): SQL =>
        sql`to_tsvector('dutch'::regconfig, coalesce(title_nl, '')) || to_tsvector('english'::regconfig, coalesce(title_en, ''))`,
    ),
    ...timestampColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('vacancies_tenant_center_status_idx').on(t.tenantId, t.centerId, t.status, t.publishedAt),
    index('vacancies_tenant_organization_idx').on(t.tenantId, t.organizationId),
    // 'Vacancies published' of a period counts from this index alone, in any scope.
    index('vacancies_tenant_published_idx').on(
      t.tenantId,
      t.publishedAt,
      t.centerId,
      t.organizationId,
    ),
    // Counting a commitment in a period (the search filters) reads only this index; migration
    // 0012 adds INCLUDE (tag_ids, remote) for tag counts (drizzle cannot declare INCLUDE).
    index('vacancies_tenant_center_status_commitment_idx').on(
      t.tenantId,
      t.centerId,
      t.status,
      t.commitment,
      t.startsOn,
      t.endsOn,
    ),
    // (tenant_id, lat, lng) INCLUDE (center_id, status, published_at, id) is created in migration
    // 0009 (drizzle cannot declare INCLUDE): a distance search reads only that index.
    index('vacancies_search_vector_idx').using('gin', t.searchVector),
    index('vacancies_title_vector_idx').using('gin', t.titleVector),
    index('vacancies_shared_center_ids_idx').using('gin', t.sharedCenterIds),
    index('vacancies_tag_ids_idx').using('gin', t.tagIds),
    // The vacancies online in a scope with their titles: analytics ranks every one of them by its
    // counters from this index alone. Migration 0030 adds INCLUDE (id, title_nl, title_en)
    // (drizzle cannot declare INCLUDE).
    index('vacancies_published_cover_idx')
      .on(t.tenantId, t.centerId, t.organizationId)
      .where(sql`${t.status} = 'published'`),
    // The home page's featured vacancies: few rows, so a small partial index.
    index('vacancies_tenant_featured_idx')
      .on(t.tenantId, t.centerId, t.publishedAt)
      .where(sql`${t.featured}`),
    check('vacancies_status_check', sql`${t.status} in (${quoteList(VACANCY_STATUSES)})`),
    check('vacancies_commitment_check', sql`${t.commitment} in (${quoteList(COMMITMENTS)})`),
    check('vacancies_positions_check', sql`${t.positions} >= 1`),
    check('vacancies_title_check', sql`coalesce(${t.titleNl}, ${t.titleEn}) is not null`),
    foreignKey({
      name: 'vacancies_center_fk',
      columns: [t.tenantId, t.centerId],
      foreignColumns: [volunteerCenters.tenantId, volunteerCenters.id],
    }),
    foreignKey({
      name: 'vacancies_organization_fk',
      columns: [t.tenantId, t.organizationId],
      foreignColumns: [organizations.tenantId, organizations.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'vacancies_cover_file_fk',
      columns: [t.tenantId, t.coverFileId],
      foreignColumns: [files.tenantId, files.id],
    }),
  ],
);

export const vacancyTags = pgTable(
  'vacancy_tags',
  {
    tenantId: text('tenant_id').notNull(),
    vacancyId: uuid('vacancy_id').notNull(),
    tagId: uuid('tag_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.vacancyId, t.tagId] }),
    index('vacancy_tags_tenant_tag_idx').on(t.tenantId, t.tagId),
    foreignKey({
      name: 'vacancy_tags_vacancy_fk',
      columns: [t.tenantId, t.vacancyId],
      foreignColumns: [vacancies.tenantId, vacancies.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'vacancy_tags_tag_fk',
      columns: [t.tenantId, t.tagId],
      foreignColumns: [tags.tenantId, tags.id],
    }).onDelete('cascade'),
  ],
);

export type VacancyRow = typeof vacancies.$inferSelect;
