// The conversations writes a user may make offline (DESIGN.md section 8), registered at startup:
// a message. Its id is made on the device (in the payload), so a replay after a reload is the same
// message and the server keeps it once (a repeat is a 409 duplicate_id, which counts as sent).
// The thread shows a waiting message from the queue itself (useMutationState), not from the cache.
import { postMessage } from './post-message';
import { conversationKeys } from '../keys';
import { MESSAGE_SEND, type Conversation, type Message, type MessageSend } from '../types';
import { defineOutboxAction } from '../../../lib/offline/outbox-registry';

defineOutboxAction<MessageSend, Message>({
  kind: MESSAGE_SEND,
  label: () => ({ id: 'offline.item.message' }),
  fixHref: ({ conversationId }) => `/conversations?id=${encodeURIComponent(conversationId)}`,
  send: ({ api, requestOptions }, payload) => postMessage(api, payload, requestOptions),
  settle(queryClient, result, { context, payload }) {
    const key = conversationKeys.detail(context.tenant, payload.conversationId);
    // The sent message joins the thread at once; the next poll brings the server's view.
    if (result) {
      queryClient.setQueryData<Conversation>(key, (old) =>
        old && !old.messages?.some((m) => m.id === result.id)
          ? { ...old, messages: [...(old.messages ?? []), result], lastMessageAt: result.createdAt }
          : old,
      );
    }
    void queryClient.invalidateQueries({ queryKey: conversationKeys.list(context.tenant) });
    return queryClient.invalidateQueries({ queryKey: key });
  },
});
