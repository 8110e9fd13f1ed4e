// Organizations (a tree under a volunteer center), their address and public profile (SPEC
// section 3: relationships address and profile).
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ORGANIZATION_STATUSES,
  ORGANIZATION_TYPES,
  type OrganizationStatus,
  type OrganizationType,
} from '../../../common/schemas/organizations';
import { quoteList, tenantColumns, timestampColumns } from './columns';
import { files } from './files';
import { volunteerCenters } from './volunteer-centers';

export const organizations = pgTable(
  'organizations',
  {
    ...tenantColumns(),
    centerId: uuid('center_id').notNull(),
    parentId: uuid('parent_id'),
    type: text('type').$type<OrganizationType>().notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    website: text('website'),
    email: text('email'),
    phone: text('phone'),
    status: text('status').$type<OrganizationStatus>().notNull().default('pending'),
    ...timestampColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('organizations_tenant_slug_idx').on(t.tenantId, t.slug),
    index('organizations_tenant_center_idx').on(t.tenantId, t.centerId),
    index('organizations_tenant_parent_idx').on(t.tenantId, t.parentId),
    index('organizations_tenant_status_idx').on(t.tenantId, t.status),
    check('organizations_type_check', sql`${t.type} in (${quoteList(ORGANIZATION_TYPES)})`),
    check('organizations_status_check', sql`${t.status} in (${quoteList(ORGANIZATION_STATUSES)})`),
    foreignKey({
      name: 'organizations_center_fk',
      columns: [t.tenantId, t.centerId],
      foreignColumns: [volunteerCenters.tenantId, volunteerCenters.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'organizations_parent_fk',
      columns: [t.tenantId, t.parentId],
      foreignColumns: [t.tenantId, t.id],
    }),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    ...tenantColumns(),
    /** The organization this is the address of; later owners (vacancies) get their own column. */
    organizationId: uuid('organization_id'),
    /** The vacancy this is the address of (where the work happens). */
    vacancyId: uuid('vacancy_id'),
    street: text('street'),
    number: text('number'),
    postcode: text('postcode'),
    city: text('city'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    ...timestampColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('addresses_tenant_organization_idx').on(t.tenantId, t.organizationId),
    uniqueIndex('addresses_tenant_vacancy_idx').on(t.tenantId, t.vacancyId),
    foreignKey({
      name: 'addresses_organization_fk',
      columns: [t.tenantId, t.organizationId],
      foreignColumns: [organizations.tenantId, organizations.id],
    }).onDelete('cascade'),
  ],
);

export const organizationProfiles = pgTable(
  'organization_profiles',
  {
    ...tenantColumns(),
    organizationId: uuid('organization_id').notNull(),
    logoUrl: text('logo_url'),
    /** The logo in the files module (square, padded); replaces logo_url. */
    logoFileId: uuid('logo_file_id'),
    headerImageUrl: text('header_image_url'),
    about: text('about'),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    facebookUrl: text('facebook_url'),
    instagramUrl: text('instagram_url'),
    linkedinUrl: text('linkedin_url'),
    ...timestampColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('organization_profiles_tenant_organization_idx').on(t.tenantId, t.organizationId),
    foreignKey({
      name: 'organization_profiles_organization_fk',
      columns: [t.tenantId, t.organizationId],
      foreignColumns: [organizations.tenantId, organizations.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'organization_profiles_logo_file_fk',
      columns: [t.tenantId, t.logoFileId],
      foreignColumns: [files.tenantId, files.id],
    }),
  ],
);

export type OrganizationRow = typeof organizations.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
export type OrganizationProfileRow = typeof organizationProfiles.$inferSelect;
