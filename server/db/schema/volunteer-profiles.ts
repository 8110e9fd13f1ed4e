// Volunteer profiles: what a volunteer offers, where and when.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  foreignKey,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  DIGEST_FREQUENCIES,
  type Availability,
  type DigestFrequency,
} from '../../../common/schemas/volunteer-profile';
import { quoteList, tenantColumns, timestampColumns } from './columns';
import { users } from './users';

export const volunteerProfiles = pgTable(
  'volunteer_profiles',
  {
    ...tenantColumns(),
    userId: uuid('user_id').notNull(),
    bio: text('bio'),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    interests: text('interests')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    availability: jsonb('availability').$type<Availability>().notNull().default({}),
    postcode: text('postcode'),
    city: text('city'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    visibleInPool: boolean('visible_in_pool').notNull().default(false),
    digestFrequency: text('digest_frequency').$type<DigestFrequency>().notNull().default('none'),
    ...timestampColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('volunteer_profiles_tenant_user_idx').on(t.tenantId, t.userId),
    check(
      'volunteer_profiles_digest_check',
      sql`${t.digestFrequency} in (${quoteList(DIGEST_FREQUENCIES)})`,
    ),
    foreignKey({
      name: 'volunteer_profiles_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
  ],
);

export type VolunteerProfileRow = typeof volunteerProfiles.$inferSelect;
