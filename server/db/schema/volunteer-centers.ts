// Volunteer centers and their public profile (branding), SPEC section 3. A tenant has one or
// more centers, each reached on its own host names.
import {
  boolean,
  foreignKey,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Shades, ThemeConfig } from '../../../common/centers';
import type { FooterColumn, SocialLink } from '../../../common/schemas/content';
import { tenantColumns, timestampColumns } from './columns';
import { tenants } from './tenants';

export const volunteerCenters = pgTable(
  'volunteer_centers',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** Host names (without port) on which this center's website is served. */
    hosts: text('hosts').array().notNull().default([]),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestampColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('volunteer_centers_tenant_slug_idx').on(t.tenantId, t.slug),
    foreignKey({
      name: 'volunteer_centers_tenant_fk',
      columns: [t.tenantId],
      foreignColumns: [tenants.name],
    }).onDelete('cascade'),
  ],
);

export const centerProfiles = pgTable(
  'center_profiles',
  {
    ...tenantColumns(),
    centerId: uuid('center_id').notNull(),
    name: text('name').notNull(),
    faviconUrl: text('favicon_url'),
    websiteLogoUrl: text('website_logo_url'),
    primaryColor: text('primary_color'),
    primaryColorShades: jsonb('primary_color_shades').$type<Shades>(),
    secondaryColor: text('secondary_color'),
    secondaryColorShades: jsonb('secondary_color_shades').$type<Shades>(),
    tertiaryColor: text('tertiary_color'),
    tertiaryColorShades: jsonb('tertiary_color_shades').$type<Shades>(),
    mutedColor: text('muted_color'),
    backgroundColor: text('background_color'),
    textColor: text('text_color'),
    gtagId: text('gtag_id'),
    themeConfig: jsonb('theme_config').$type<ThemeConfig>(),
    footerText: text('footer_text'),
    contactPersonName: text('contact_person_name'),
    contactPersonRole: text('contact_person_role'),
    contactPersonEmail: text('contact_person_email'),
    contactPersonPhone: text('contact_person_phone'),
    contactPersonPhotoUrl: text('contact_person_photo_url'),
    /** The home page's hero image in the files module (16:9). */
    heroFileId: uuid('hero_file_id'),
    contactPersonPhotoFileId: uuid('contact_person_photo_file_id'),
    /** The center as an organisation: shown in the footer and on the contact page. */
    street: text('street'),
    houseNumber: text('house_number'),
    postcode: text('postcode'),
    city: text('city'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    /** Chamber of Commerce number (KvK-nummer), 8 digits. */
    kvkNumber: text('kvk_number'),
    footerColumns: jsonb('footer_columns').$type<FooterColumn[]>().notNull().default([]),
    socialLinks: jsonb('social_links').$type<SocialLink[]>().notNull().default([]),
    /** A content page shown below the home page's search (pages.id; checked by the service). */
    homePageId: uuid('home_page_id'),
    ...timestampColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('center_profiles_tenant_center_idx').on(t.tenantId, t.centerId),
    foreignKey({
      name: 'center_profiles_center_fk',
      columns: [t.tenantId, t.centerId],
      foreignColumns: [volunteerCenters.tenantId, volunteerCenters.id],
    }).onDelete('cascade'),
  ],
);

export type VolunteerCenterRow = typeof volunteerCenters.$inferSelect;
export type CenterProfileRow = typeof centerProfiles.$inferSelect;
