// Volunteer profiles: what a volunteer offers, where and when.
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  foreignKey,
  jsonb,
  pgTable,
  index,
  primaryKey,
  text,
  timestamp,
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

const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

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
    /** The date on the volunteer's certificate of conduct (VOG); null: none recorded. */
    vogIssuedOn: date('vog_issued_on'),
    /** When a coordinator saw the certificate (audited); cleared when the date changes. */
    vogCheckedAt: timestamp('vog_checked_at', { withTimezone: true }),
    vogCheckedById: uuid('vog_checked_by_id'),
    /**
     * The pool's full text: skills and interests weigh A, the bio B, in the Dutch and English
     * configurations as vacancy search. tags_text() is an immutable wrapper of array_to_string
     * (migration 0019), which a generated column needs.
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('dutch'::regconfig, tags_text(skills) || ' ' || tags_text(interests)), 'A') || setweight(to_tsvector('english'::regconfig, tags_text(skills) || ' ' || tags_text(interests)), 'A') || setweight(to_tsvector('dutch'::regconfig, coalesce(bio, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(bio, '')), 'B')`,
    ),
    ...timestampColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('volunteer_profiles_tenant_user_idx').on(t.tenantId, t.userId),
    // The pool reads only findable profiles: a small partial index keeps it from the rest.
    index('volunteer_profiles_pool_idx')
      .on(t.tenantId, t.userId)
      .where(sql`${t.visibleInPool}`),
    index('volunteer_profiles_search_vector_idx').using('gin', t.searchVector),
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
