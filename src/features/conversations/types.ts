// Conversations as the api client hands them over (JSON:API flattened, camelCase; the attributes
// are the wire contract's, common/schemas/conversations.ts): shared by the conversations page and
// the application page, which shows its thread inline.
import type { Flat } from '../../../common/jsonapi';
import type {
  ConversationAttributes,
  MessageAttributes,
  ParticipantAttributes,
} from '../../../common/schemas/conversations';

/** A message of a thread (the thread knows its conversation; a pending one has no id there yet). */
export type Message = Flat<Omit<MessageAttributes, 'conversationId'>>;

export type Participant = Flat<ParticipantAttributes>;

export type Conversation = Flat<ConversationAttributes> & {
  messages?: Message[];
  participants?: Participant[];
};

/** What the offline queue carries for one message (the id is made on the device). */
export interface MessageSend {
  id: string;
  conversationId: string;
  body: string;
}

/** The outbox kind of a message (its action is registered in features/conversations). */
export const MESSAGE_SEND = 'message.send';
