// POST /api/v1/conversations/:id/messages: one message, sent through the outbox (outbox-actions.ts)
// so it may be written offline; its id is made on the device.
import type { ApiClient, RequestOptions } from '../../../lib/api-client';
import type { Message, MessageSend } from '../types';

export async function postMessage(
  api: ApiClient,
  { id, conversationId, body }: MessageSend,
  options?: RequestOptions,
): Promise<Message> {
  const result = await api.post<Message>(
    `/conversations/${encodeURIComponent(conversationId)}/messages`,
    { data: { type: 'messages', id, attributes: { body } } },
    options,
  );
  return result.data;
}
