// The matching core (issue 5, DESIGN.md section 10): tags, vacancies (with full-text search in
// Dutch and English and denormalized coordinates for distance search), applications with their
// status history, conversations and messages, and in-app notifications.
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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  APPLICATION_STATUSES,
  COMMITMENTS,
  CONVERSATION_KINDS,
  NOTIFICATION_KINDS,
  PARTICIPANT_TYPES,
  TAG_KINDS,
  VACANCY_STATUSES,
  type ApplicationStatus,
  type Commitment,
  type ConversationKind,
  type NotificationKind,
  type ParticipantType,
  type TagKind,
  type VacancyStatus,
} from '../../../common/matching';
import { quoteList, tenantColumns, timestampColumns } from './columns';
import { organizations } from './organizations';
import { users, type Availability } from './users';
import { volunteerCenters } from './volunteer-centers';

const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

export const tags = pgTable(
  'tags',
  {
    ...tenantColumns(),
    kind: text('kind').$type<TagKind>().notNull(),
    nameNl: text('name_nl').notNull(),
    nameEn: text('name_en').notNull(),
    ...timestampColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('tags_tenant_kind_name_nl_idx').on(t.tenantId, t.kind, sql`lower(${t.nameNl})`),
    check('tags_kind_check', sql`${t.kind} in (${quoteList(TAG_KINDS)})`),
  ],
);

/** A question an applicant answers; `id` is stable so answers survive edits of the text. */
export interface VacancyQuestion {
  id: string;
  text: string;
  required: boolean;
}

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
    schedule: jsonb('schedule').$type<Availability>().notNull().default({}),
    remote: boolean('remote').notNull().default(false),
    /** Copied from the vacancy's address (in `addresses`) so distance search needs no join. */
    city: text('city'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    positions: integer('positions').notNull().default(1),
    questions: jsonb('questions').$type<VacancyQuestion[]>().notNull().default([]),
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

/** An applicant's answer to one of the vacancy's questions (by question id). */
export interface ApplicationAnswer {
  questionId: string;
  answer: string;
}

export const applications = pgTable(
  'applications',
  {
    ...tenantColumns(),
    centerId: uuid('center_id').notNull(),
    vacancyId: uuid('vacancy_id').notNull(),
    /** Copied from the vacancy: the inbox filters by organization without a join. */
    organizationId: uuid('organization_id').notNull(),
    volunteerId: uuid('volunteer_id').notNull(),
    status: text('status').$type<ApplicationStatus>().notNull().default('new'),
    motivation: text('motivation').notNull(),
    answers: jsonb('answers').$type<ApplicationAnswer[]>().notNull().default([]),
    /** Set when the application stayed `new` for ESCALATION_AFTER_DAYS. */
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    ...timestampColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // One open application per volunteer and vacancy; after withdrawing one may apply again.
    uniqueIndex('applications_tenant_vacancy_volunteer_idx')
      .on(t.tenantId, t.vacancyId, t.volunteerId)
      .where(sql`status <> 'withdrawn'`),
    index('applications_tenant_organization_status_idx').on(t.tenantId, t.organizationId, t.status),
    index('applications_tenant_volunteer_idx').on(t.tenantId, t.volunteerId),
    index('applications_tenant_status_created_idx').on(t.tenantId, t.status, t.createdAt),
    check('applications_status_check', sql`${t.status} in (${quoteList(APPLICATION_STATUSES)})`),
    foreignKey({
      name: 'applications_vacancy_fk',
      columns: [t.tenantId, t.vacancyId],
      foreignColumns: [vacancies.tenantId, vacancies.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'applications_volunteer_fk',
      columns: [t.tenantId, t.volunteerId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
  ],
);

/** Every status change of an application: who, when, from, to, note (from is null on creation). */
export const applicationEvents = pgTable(
  'application_events',
  {
    ...tenantColumns(),
    applicationId: uuid('application_id').notNull(),
    actorId: uuid('actor_id'),
    fromStatus: text('from_status').$type<ApplicationStatus>(),
    toStatus: text('to_status').$type<ApplicationStatus>().notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('application_events_tenant_application_idx').on(t.tenantId, t.applicationId, t.createdAt),
    foreignKey({
      name: 'application_events_application_fk',
      columns: [t.tenantId, t.applicationId],
      foreignColumns: [applications.tenantId, applications.id],
    }).onDelete('cascade'),
  ],
);

export const conversations = pgTable(
  'conversations',
  {
    ...tenantColumns(),
    centerId: uuid('center_id').notNull(),
    kind: text('kind').$type<ConversationKind>().notNull(),
    applicationId: uuid('application_id'),
    organizationId: uuid('organization_id'),
    subject: text('subject'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    ...timestampColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('conversations_tenant_application_idx').on(t.tenantId, t.applicationId),
    index('conversations_tenant_organization_idx').on(t.tenantId, t.organizationId),
    check('conversations_kind_check', sql`${t.kind} in (${quoteList(CONVERSATION_KINDS)})`),
    foreignKey({
      name: 'conversations_application_fk',
      columns: [t.tenantId, t.applicationId],
      foreignColumns: [applications.tenantId, applications.id],
    }).onDelete('cascade'),
  ],
);

/**
 * A side of a conversation: a user (the volunteer), an organization (its organization admins) or
 * a center (its center admins). Access follows from these rows and the reader's roles.
 */
export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    ...tenantColumns(),
    conversationId: uuid('conversation_id').notNull(),
    participantType: text('participant_type').$type<ParticipantType>().notNull(),
    userId: uuid('user_id'),
    organizationId: uuid('organization_id'),
    centerId: uuid('center_id'),
    ...timestampColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('conversation_participants_tenant_conversation_idx').on(t.tenantId, t.conversationId),
    index('conversation_participants_tenant_user_idx').on(t.tenantId, t.userId),
    index('conversation_participants_tenant_organization_idx').on(t.tenantId, t.organizationId),
    index('conversation_participants_tenant_center_idx').on(t.tenantId, t.centerId),
    check(
      'conversation_participants_type_check',
      sql`${t.participantType} in (${quoteList(PARTICIPANT_TYPES)})`,
    ),
    foreignKey({
      name: 'conversation_participants_conversation_fk',
      columns: [t.tenantId, t.conversationId],
      foreignColumns: [conversations.tenantId, conversations.id],
    }).onDelete('cascade'),
  ],
);

/** How far each reader has read a conversation (unread counts). */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    tenantId: text('tenant_id').notNull(),
    conversationId: uuid('conversation_id').notNull(),
    userId: uuid('user_id').notNull(),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.conversationId, t.userId] }),
    foreignKey({
      name: 'conversation_reads_conversation_fk',
      columns: [t.tenantId, t.conversationId],
      foreignColumns: [conversations.tenantId, conversations.id],
    }).onDelete('cascade'),
  ],
);

export const messages = pgTable(
  'messages',
  {
    ...tenantColumns(),
    conversationId: uuid('conversation_id').notNull(),
    authorId: uuid('author_id'),
    body: text('body').notNull(),
    ...timestampColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('messages_tenant_conversation_created_idx').on(t.tenantId, t.conversationId, t.createdAt),
    foreignKey({
      name: 'messages_conversation_fk',
      columns: [t.tenantId, t.conversationId],
      foreignColumns: [conversations.tenantId, conversations.id],
    }).onDelete('cascade'),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    ...tenantColumns(),
    userId: uuid('user_id').notNull(),
    kind: text('kind').$type<NotificationKind>().notNull(),
    /** What the notification is about: ids and the texts to show (vacancy title, status, ...). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    ...timestampColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('notifications_tenant_user_created_idx').on(t.tenantId, t.userId, t.createdAt),
    check('notifications_kind_check', sql`${t.kind} in (${quoteList(NOTIFICATION_KINDS)})`),
    foreignKey({
      name: 'notifications_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
  ],
);

export type TagRow = typeof tags.$inferSelect;
export type VacancyRow = typeof vacancies.$inferSelect;
export type ApplicationRow = typeof applications.$inferSelect;
export type ApplicationEventRow = typeof applicationEvents.$inferSelect;
export type ConversationRow = typeof conversations.$inferSelect;
export type ConversationParticipantRow = typeof conversationParticipants.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
