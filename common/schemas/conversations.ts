// yup schemas for conversations (docs/matching-api.md "Conversations"): a direct
// conversation between an organization and its center, a message, and the queries. Keys are
// camelCase; the wire is snake_case.
import { object, string, type InferType } from 'yup';
import type { ConversationKind, ParticipantType } from '../matching';
import { createIncludeParamSchema } from './include-param';
import { readPageParams, readSortParam, type ListSort } from './list-query';
import { pageNumberSchema, pageSizeSchema, sortSchema } from './users';
import { uuidSchema } from './uuid';

export const MESSAGE_MAX_LENGTH = 5000;
export const SUBJECT_MAX_LENGTH = 200;
/** A conversation shows at most this many of its newest messages. */
export const MESSAGES_PAGE_SIZE = 200;
export const MESSAGE_PREVIEW_LENGTH = 120;

/** A conversation's attributes on the wire, with the title and names as the reader sees them. */
export interface ConversationAttributes {
  kind: ConversationKind;
  subject: string | null;
  applicationId: string | null;
  organizationId: string | null;
  centerId: string;
  titleNl: string;
  titleEn: string;
  otherPartyName: string;
  lastMessageAt: string | null;
  lastMessagePreview: string | null;
  unreadCount: number;
  createdAt: string;
}

/** A message's attributes on the wire; `mine` is from the reader's side. */
export interface MessageAttributes {
  conversationId: string;
  body: string;
  authorId: string | null;
  authorName: string | null;
  mine: boolean;
  createdAt: string;
}

/** A participant of a conversation on the wire: a user, an organization or a center. */
export interface ParticipantAttributes {
  participantType: ParticipantType;
  userId: string | null;
  organizationId: string | null;
  centerId: string | null;
  name: string;
}

/** POST /api/v1/conversations. */
export const directConversationSchema = object({
  organizationId: uuidSchema.required(),
  subject: string().trim().max(SUBJECT_MAX_LENGTH).nullable().optional(),
});
export type DirectConversationInput = InferType<typeof directConversationSchema>;

/** POST /api/v1/conversations/{id}/messages. */
export const messageSchema = object({
  body: string().trim().min(1).max(MESSAGE_MAX_LENGTH).required(),
});
export type MessageInput = InferType<typeof messageSchema>;

export const CONVERSATION_INCLUDES = ['messages', 'participants'] as const;
export const CONVERSATION_SORTS = ['last_message_at', 'created_at'] as const;
export type ConversationSort = (typeof CONVERSATION_SORTS)[number];

const isoTime = string().test(
  'iso-time',
  'filter[messages_after] must be an ISO 8601 time such as 2026-03-01T12:00:00.000Z',
  (value) =>
    value === undefined ||
    (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(value) &&
      !Number.isNaN(Date.parse(value))),
);

export const conversationQuerySchema = object({
  include: createIncludeParamSchema(CONVERSATION_INCLUDES),
  'filter[messages_after]': isoTime.optional(),
});

export const conversationListQuerySchema = object({
  'page[number]': pageNumberSchema(),
  'page[size]': pageSizeSchema(),
  sort: sortSchema(CONVERSATION_SORTS),
});
export type ConversationListQueryParams = InferType<typeof conversationListQuerySchema>;

/** GET /api/v1/conversations's query, typed. */
export interface ConversationListQuery {
  /** Newest message first when absent. */
  sort: ListSort<ConversationSort>;
  pageNumber: number;
  pageSize: number;
}

export function readConversationListQuery(
  params: ConversationListQueryParams,
): ConversationListQuery {
  return {
    sort: readSortParam<ConversationSort>(params.sort ?? '-last_message_at', 'last_message_at'),
    ...readPageParams(params),
  };
}
