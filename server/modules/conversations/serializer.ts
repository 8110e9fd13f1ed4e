// What leaves the server for conversations, their messages and participants
// (docs/matching-api.md "Conversations").
import { API_BASE_PATH } from '../../../common/constants';
import type { JsonApiDocument, Resource } from '../../../common/jsonapi';
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
    attributes: {
      kind: c.kind,
      subject: c.subject,
      application_id: c.applicationId,
      organization_id: c.organizationId,
      center_id: c.centerId,
      title_nl: view.titleNl,
      title_en: view.titleEn,
      other_party_name: view.otherPartyName,
      last_message_at: c.lastMessageAt?.toISOString() ?? null,
      last_message_preview: view.lastMessagePreview,
      unread_count: view.unreadCount,
      created_at: c.createdAt.toISOString(),
    },
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
    attributes: {
      conversation_id: m.conversationId,
      body: m.body,
      author_id: m.authorId,
      author_name: m.authorId ? (names.users.get(m.authorId) ?? null) : null,
      mine: m.authorId === readerId,
      created_at: m.createdAt.toISOString(),
    },
  };
}

export function serializeParticipant(p: ConversationParticipantRow, names: Names): Resource {
  return {
    type: PARTICIPANT_TYPE,
    id: p.id,
    attributes: {
      participant_type: p.participantType,
      user_id: p.userId,
      organization_id: p.organizationId,
      center_id: p.centerId,
      name: nameOfParticipant(p, names),
    },
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
