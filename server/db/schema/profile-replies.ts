// Invitations from the volunteer pool: an organization asks a findable volunteer to respond to a
// vacancy; the volunteer answers yes (an application is created) or no, or the invitation expires.
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
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
  PROFILE_REPLY_STATUSES,
  type MatchReason,
  type ProfileReplyStatus,
} from '../../../common/schemas/profile-replies';
import { quoteList, tenantColumns, timestampColumns } from './columns';
import { users } from './users';
import { vacancies } from './vacancies';

export const profileReplies = pgTable(
  'profile_replies',
  {
    ...tenantColumns(),
    centerId: uuid('center_id').notNull(),
    vacancyId: uuid('vacancy_id').notNull(),
    /** Copied from the vacancy: the organization's list filters without a join. */
    organizationId: uuid('organization_id').notNull(),
    volunteerId: uuid('volunteer_id').notNull(),
    invitedById: uuid('invited_by_id'),
    /** The organization's personal message (plain text). */
    message: text('message').notNull(),
    status: text('status').$type<ProfileReplyStatus>().notNull().default('open'),
    /** The match as it was when the invitation was sent: what the volunteer is shown. */
    matchScore: real('match_score'),
    matchReasons: jsonb('match_reasons').$type<MatchReason[]>().notNull().default([]),
    /** The volunteer's optional words with the answer. */
    answerMessage: text('answer_message'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** The application a yes created; contact details are shown to the organization from then. */
    applicationId: uuid('application_id'),
    ...timestampColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // At most one open invitation per volunteer and vacancy (409 already_invited).
    uniqueIndex('profile_replies_open_idx')
      .on(t.tenantId, t.vacancyId, t.volunteerId)
      .where(sql`status = 'open'`),
    index('profile_replies_tenant_volunteer_idx').on(t.tenantId, t.volunteerId, t.createdAt),
    index('profile_replies_tenant_organization_idx').on(t.tenantId, t.organizationId, t.status),
    // The reminder and expiry job reads open invitations by age.
    index('profile_replies_open_created_idx')
      .on(t.createdAt)
      .where(sql`status = 'open'`),
    check(
      'profile_replies_status_check',
      sql`${t.status} in (${quoteList(PROFILE_REPLY_STATUSES)})`,
    ),
    foreignKey({
      name: 'profile_replies_vacancy_fk',
      columns: [t.tenantId, t.vacancyId],
      foreignColumns: [vacancies.tenantId, vacancies.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'profile_replies_volunteer_fk',
      columns: [t.tenantId, t.volunteerId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
  ],
);

export type ProfileReplyRow = typeof profileReplies.$inferSelect;
