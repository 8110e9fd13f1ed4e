// Every application has a conversation between the volunteer and the organization; applying
// opens it in the application's own transaction (the applications module calls this). An
// application that began as an invitation opens with the words already said: the organization's
// invitation and the volunteer's answer.
import type { Tx } from '../../db/connection';
import { insertConversation, insertMessage } from './repo';

export async function openApplicationConversation(
  tx: Tx,
  input: {
    tenantId: string;
    centerId: string;
    applicationId: string;
    organizationId: string;
    volunteerId: string;
    /** Messages the conversation starts with, oldest first. */
    messages?: { authorId: string | null; body: string; createdAt: Date }[];
  },
): Promise<{ id: string }> {
  const conversation = await insertConversation(
    tx,
    {
      tenantId: input.tenantId,
      centerId: input.centerId,
      kind: 'application',
      applicationId: input.applicationId,
      organizationId: input.organizationId,
    },
    [
      { participantType: 'user', userId: input.volunteerId },
      { participantType: 'organization', organizationId: input.organizationId },
    ],
  );
  for (const message of input.messages ?? []) {
    await insertMessage(tx, {
      tenantId: input.tenantId,
      conversationId: conversation.id,
      authorId: message.authorId,
      body: message.body,
      createdAt: message.createdAt,
    });
  }
  return { id: conversation.id };
}
