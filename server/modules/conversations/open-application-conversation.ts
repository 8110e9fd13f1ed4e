// Every application has a conversation between the volunteer and the organization; applying
// opens it in the application's own transaction (the applications module calls this).
import type { Tx } from '../../db/connection';
import { insertConversation } from './repo';

export async function openApplicationConversation(
  tx: Tx,
  input: {
    tenantId: string;
    centerId: string;
    applicationId: string;
    organizationId: string;
    volunteerId: string;
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
  return { id: conversation.id };
}
