// What leaves the server for conversations, their messages and participants
// (docs/matching-api.md "Conversations").
import { snakeizeKeys } from '../../../common/case';
import { API_BASE_PATH } from '../../../common/constants';
import type { JsonApiDocument, Resource } from '../../../common/jsonapi';
import type {
  ConversationAttributes,
  MessageAttributes,
  ParticipantAttributes,
} from '../../../common/schemas/conversations';
import type { ConversationParticipantRow, MessageRow } from '../../db/schema/conversations';
import { nameOfParticipant, type ConversationView, type Names } from './views';

export const CONVERSATION_TYPE = 'conversations';
export const MESSAGE_TYPE = 'messages';
export const PARTICIPANT_TYPE = 'conversation_participants';

export function serializeConversation(
  view: ConversationView,
  related: { messages?: MessageRow[]; participants?: boolean } = {},
): Resource {
  const c = view.conversation;
  return {
    type: CONVERSATION_TYPE,
    id: c.id,
    attributes: snakeizeKeys<Record<string, unknown>>({
      kind: c.kind,
      subject: c.subject,
      applicationId: c.applicationId,
      organizationId: c.organizationId,
      centerId: c.centerId,
      titleNl: view.titleNl,
      titleEn: view.titleEn,
      otherPartyName: view.otherPartyName,
      lastMessageAt: c.lastMessageAt?.toISOString() ?? null,
      lastMessagePreview: view.lastMessagePreview,
      unreadCount: view.unreadCount,
      createdAt: c.createdAt.toISOString(),
    } satisfies ConversationAttributes),
    relationships: {
      application: {
        data: c.applicationId ? { type: 'applications', id: c.applicationId } : null,
      },
      ...(related.messages
        ? { messages: { data: related.messages.map((m) => ({ type: MESSAGE_TYPE, id: m.id })) } }
        : {}),
      ...(related.participants
        ? {
            participants: {
              data: view.participants.map((p) => ({ type: PARTICIPANT_TYPE, id: p.id })),
            },
          }
        : {}),
    },
    links: { self: `${API_BASE_PATH}/conversations/${c.id}` },
  };
}

export function serializeMessage(m: MessageRow, readerId: string, names: Names): Resource {
  return {
    type: MESSAGE_TYPE,
    id: m.id,
    attributes: snakeizeKeys<Record<string, unknown>>({
      conversationId: m.conversationId,
      body: m.body,
      authorId: m.authorId,
      authorName: m.authorId ? (names.users.get(m.authorId) ?? null) : null,
      mine: m.authorId === readerId,
      createdAt: m.createdAt.toISOString(),
    } satisfies MessageAttributes),
  };
}

export function serializeParticipant(p: ConversationParticipantRow, names: Names): Resource {
  return {
    type: PARTICIPANT_TYPE,
    id: p.id,
    attributes: snakeizeKeys<Record<string, unknown>>({
      participantType: p.participantType,
      userId: p.userId,
      organizationId: p.organizationId,
      centerId: p.centerId,
      name: nameOfParticipant(p, names),
    } satisfies ParticipantAttributes),
  };
}

export function buildConversationDocument(
  view: ConversationView,
  readerId: string,
  related: { messages?: MessageRow[]; messageNames?: Names; participants?: boolean },
  meta?: Record<string, unknown>,
): JsonApiDocument {
  const included: Resource[] = [
    ...(related.messages ?? []).map((m) =>
      serializeMessage(m, readerId, related.messageNames ?? view.names),
    ),
    ...(related.participants
      ? view.participants.map((p) => serializeParticipant(p, view.names))
      : []),
  ];
  return {
    data: serializeConversation(view, related),
    ...(related.messages || related.participants ? { included } : {}),
    ...(meta ? { meta } : {}),
  };
}

export function buildConversationsDocument(
  views: ConversationView[],
  meta: Record<string, unknown>,
  links?: Record<string, string | null>,
): JsonApiDocument {
  return {
    data: views.map((v) => serializeConversation(v)),
    meta,
    ...(links ? { links } : {}),
  };
}
