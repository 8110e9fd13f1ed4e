// The social map's services: what an organization offers residents (advice, a walk-in, a meal),
// where and when. An organization's marker on the map is its own address; a service may be given
// elsewhere and then has an address of its own.
import { sql, type SQL } from 'drizzle-orm';
import {
  customType,
  doublePrecision,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import type { OpeningPeriod } from '../../../common/schemas/social-map';
import { tenantColumns, timestampColumns } from './columns';
import { organizations } from './organizations';
import { tags } from './tags';

const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

export const organizationServices = pgTable(
  'organization_services',
  {
    ...tenantColumns(),
    organizationId: uuid('organization_id').notNull(),
    centerId: uuid('center_id').notNull(),
    nameNl: text('name_nl'),
    nameEn: text('name_en'),
    descriptionNl: text('description_nl'),
    descriptionEn: text('description_en'),
    /** A tag of kind category. */
    categoryId: uuid('category_id'),
    /** Tags of kind target_group. */
    targetGroupIds: uuid('target_group_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    website: text('website'),
    openingHours: jsonb('opening_hours').$type<OpeningPeriod[]>().notNull().default([]),
    /** 'Op afspraak', 'not on public holidays': what the hours cannot say. */
    openingNoteNl: text('opening_note_nl'),
    openingNoteEn: text('opening_note_en'),
    /** Where the service is given, when not at the organization's address. */
    street: text('street'),
    number: text('number'),
    postcode: text('postcode'),
    city: text('city'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('dutch'::regconfig, coalesce(name_nl, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(name_en, '')), 'A') || setweight(to_tsvector('dutch'::regconfig, coalesce(description_nl, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(description_en, '')), 'B')`,
    ),
    ...timestampColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('organization_services_organization_idx').on(t.tenantId, t.organizationId),
    index('organization_services_center_idx').on(t.tenantId, t.centerId),
    index('organization_services_search_vector_idx').using('gin', t.searchVector),
    index('organization_services_target_groups_idx').using('gin', t.targetGroupIds),
    foreignKey({
      name: 'organization_services_organization_fk',
      columns: [t.tenantId, t.organizationId],
      foreignColumns: [organizations.tenantId, organizations.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'organization_services_category_fk',
      columns: [t.tenantId, t.categoryId],
      foreignColumns: [tags.tenantId, tags.id],
    }),
  ],
);

export type OrganizationServiceRow = typeof organizationServices.$inferSelect;
