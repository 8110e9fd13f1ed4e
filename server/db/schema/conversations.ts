// Conversations (about an application, or one to one), who takes part, what they read, and messages.
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CONVERSATION_KINDS,
  PARTICIPANT_TYPES,
  type ConversationKind,
  type ParticipantType,
} from '../../../common/matching';
import { quoteList, tenantColumns, timestampColumns } from './columns';
import { applications } from './applications';

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

export type ConversationRow = typeof conversations.$inferSelect;

export type ConversationParticipantRow = typeof conversationParticipants.$inferSelect;

export type MessageRow = typeof messages.$inferSelect;
