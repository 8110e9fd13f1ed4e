// Conversations as the api client hands them over (docs/matching-api.md, camelCase, flattened):
// shared by the conversations page and the application page, which shows its thread inline.
import type { ConversationKind, ParticipantType } from '../../../common/matching';

export interface Message {
  id: string;
  type: string;
  body: string;
  authorId: string | null;
  authorName: string | null;
  mine: boolean;
  createdAt: string;
}

export interface Participant {
  id: string;
  type: string;
  participantType: ParticipantType;
  userId: string | null;
  organizationId: string | null;
  centerId: string | null;
  name: string | null;
}

export interface Conversation {
  id: string;
  type: string;
  kind: ConversationKind;
  subject: string | null;
  applicationId: string | null;
  organizationId: string | null;
  titleNl: string | null;
  titleEn: string | null;
  otherPartyName: string | null;
  lastMessageAt: string | null;
  lastMessagePreview: string | null;
  unreadCount: number;
  createdAt: string;
  messages?: Message[];
  participants?: Participant[];
}

/** What the offline queue carries for one message (the id is made on the device). */
export interface MessageSend {
  id: string;
  conversationId: string;
  body: string;
}

/** The outbox kind of a message (its action is registered in features/conversations). */
export const MESSAGE_SEND = 'message.send';
