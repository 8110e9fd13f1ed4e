// One-to-one help: requests from residents (no account needed), offers from volunteers, and the
// matches a coordinator makes between them, each with its history.
import { sql } from 'drizzle-orm';
import {
  check,
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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  HELP_MATCH_STATUSES,
  HELP_OFFER_STATUSES,
  HELP_REQUEST_STATUSES,
  type HelpMatchStatus,
  type HelpOfferStatus,
  type HelpRequestStatus,
} from '../../../common/schemas/help';
import type { MatchReason } from '../../../common/schemas/profile-replies';
import type { Availability } from '../../../common/schemas/volunteer-profile';
import { quoteList, tenantColumns, timestampColumns } from './columns';
import { tags } from './tags';
import { users } from './users';
import { volunteerCenters } from './volunteer-centers';

export const helpRequests = pgTable(
  'help_requests',
  {
    ...tenantColumns(),
    centerId: uuid('center_id').notNull(),
    /** A tag of kind help_category. */
    categoryId: uuid('category_id').notNull(),
    /** What the resident needs (plain text). */
    description: text('description').notNull(),
    /** When: weekday parts that suit, and an optional period. */
    availability: jsonb('availability').$type<Availability>().notNull().default({}),
    wantedFrom: text('wanted_from'),
    wantedUntil: text('wanted_until'),
    /** Where; street and city come from the geocoder. Personal data until retention clears it. */
    postcode: text('postcode'),
    houseNumber: text('house_number'),
    street: text('street'),
    city: text('city'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    locale: text('locale').notNull().default('nl'),
    status: text('status').$type<HelpRequestStatus>().notNull().default('new'),
    /** The hash of the token mailed to the resident; confirming makes the request real. */
    confirmationTokenHash: text('confirmation_token_hash'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** A signed-in resident's account, when they had one. */
    requesterId: uuid('requester_id'),
    /** Done or cancelled: retention counts from here. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Personal data removed by the retention job (the request stays for the numbers). */
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
    ...timestampColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('help_requests_tenant_center_status_idx').on(t.tenantId, t.centerId, t.status),
    uniqueIndex('help_requests_confirmation_token_idx').on(t.confirmationTokenHash),
    check('help_requests_status_check', sql`${t.status} in (${quoteList(HELP_REQUEST_STATUSES)})`),
    foreignKey({
      name: 'help_requests_center_fk',
      columns: [t.tenantId, t.centerId],
      foreignColumns: [volunteerCenters.tenantId, volunteerCenters.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'help_requests_category_fk',
      columns: [t.tenantId, t.categoryId],
      foreignColumns: [tags.tenantId, tags.id],
    }),
  ],
);

export const helpOffers = pgTable(
  'help_offers',
  {
    ...tenantColumns(),
    centerId: uuid('center_id').notNull(),
    volunteerId: uuid('volunteer_id').notNull(),
    /** Tags of kind help_category. */
    categoryIds: uuid('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** How far from home the volunteer will go. */
    radiusKm: integer('radius_km').notNull().default(5),
    availability: jsonb('availability').$type<Availability>().notNull().default({}),
    note: text('note'),
    status: text('status').$type<HelpOfferStatus>().notNull().default('active'),
    ...timestampColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // One offer per volunteer: offering again edits it.
    uniqueIndex('help_offers_tenant_volunteer_idx').on(t.tenantId, t.volunteerId),
    index('help_offers_category_ids_idx').using('gin', t.categoryIds),
    check('help_offers_status_check', sql`${t.status} in (${quoteList(HELP_OFFER_STATUSES)})`),
    check('help_offers_radius_check', sql`${t.radiusKm} between 1 and 100`),
    foreignKey({
      name: 'help_offers_volunteer_fk',
      columns: [t.tenantId, t.volunteerId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
  ],
);

export const helpMatches = pgTable(
  'help_matches',
  {
    ...tenantColumns(),
    centerId: uuid('center_id').notNull(),
    requestId: uuid('request_id').notNull(),
    offerId: uuid('offer_id').notNull(),
    volunteerId: uuid('volunteer_id').notNull(),
    matchedById: uuid('matched_by_id'),
    score: real('score'),
    reasons: jsonb('reasons').$type<MatchReason[]>().notNull().default([]),
    note: text('note'),
    status: text('status').$type<HelpMatchStatus>().notNull().default('active'),
    ...timestampColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // One active match per request.
    uniqueIndex('help_matches_active_request_idx')
      .on(t.tenantId, t.requestId)
      .where(sql`status = 'active'`),
    index('help_matches_tenant_volunteer_idx').on(t.tenantId, t.volunteerId),
    check('help_matches_status_check', sql`${t.status} in (${quoteList(HELP_MATCH_STATUSES)})`),
    foreignKey({
      name: 'help_matches_request_fk',
      columns: [t.tenantId, t.requestId],
      foreignColumns: [helpRequests.tenantId, helpRequests.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'help_matches_offer_fk',
      columns: [t.tenantId, t.offerId],
      foreignColumns: [helpOffers.tenantId, helpOffers.id],
    }).onDelete('cascade'),
  ],
);

/** Every status change of a request: who (null: the resident or a job), when, from, to, note. */
export const helpRequestEvents = pgTable(
  'help_request_events',
  {
    ...tenantColumns(),
    requestId: uuid('request_id').notNull(),
    actorId: uuid('actor_id'),
    fromStatus: text('from_status').$type<HelpRequestStatus>(),
    toStatus: text('to_status').$type<HelpRequestStatus>().notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('help_request_events_request_idx').on(t.tenantId, t.requestId, t.createdAt),
    foreignKey({
      name: 'help_request_events_request_fk',
      columns: [t.tenantId, t.requestId],
      foreignColumns: [helpRequests.tenantId, helpRequests.id],
    }).onDelete('cascade'),
  ],
);

export type HelpRequestRow = typeof helpRequests.$inferSelect;
export type HelpOfferRow = typeof helpOffers.$inferSelect;
export type HelpMatchRow = typeof helpMatches.$inferSelect;
