// An application that began as an invitation from the volunteer pool: the volunteer said yes, so
// it starts `in_progress` (the organization asked; there is nothing left to look at before a
// talk), with its history and its conversation opening with the invitation's message and the
// volunteer's answer, in the caller's transaction. Nobody is notified here: the invitations module
// tells the organization that its invitation was accepted, which says more than 'new application'.
// A volunteer who applied to the vacancy already keeps that application: the yes links to it.
import type { Tx } from '../../db/connection';
import { openApplicationConversation } from '../conversations/open-application-conversation';
import { findOpenApplication, insertApplication, insertApplicationEvent } from './repo';

export interface InvitedApplicationInput {
  tenantId: string;
  centerId: string;
  vacancyId: string;
  organizationId: string;
  volunteerId: string;
  invitation: { authorId: string | null; message: string; sentAt: Date };
  answer: { message: string | null; at: Date };
}

export async function createInvitedApplication(
  tx: Tx,
  input: InvitedApplicationInput,
): Promise<{ applicationId: string; created: boolean }> {
  const existing = await findOpenApplication(
    tx,
    input.tenantId,
    input.vacancyId,
    input.volunteerId,
  );
  if (existing) return { applicationId: existing.id, created: false };
  const application = await insertApplication(tx, {
    tenantId: input.tenantId,
    centerId: input.centerId,
    vacancyId: input.vacancyId,
    organizationId: input.organizationId,
    volunteerId: input.volunteerId,
    status: 'in_progress',
    motivation: input.answer.message ?? '',
    answers: [],
    // The application begins when the volunteer says yes (now, in the app).
    createdAt: input.answer.at,
    updatedAt: input.answer.at,
  });
  await insertApplicationEvent(tx, {
    tenantId: input.tenantId,
    applicationId: application.id,
    actorId: input.volunteerId,
    fromStatus: null,
    toStatus: 'in_progress',
    createdAt: input.answer.at,
  });
  await openApplicationConversation(tx, {
    tenantId: input.tenantId,
    centerId: input.centerId,
    applicationId: application.id,
    organizationId: input.organizationId,
    volunteerId: input.volunteerId,
    messages: [
      {
        authorId: input.invitation.authorId,
        body: input.invitation.message,
        createdAt: input.invitation.sentAt,
      },
      ...(input.answer.message
        ? [{ authorId: input.volunteerId, body: input.answer.message, createdAt: input.answer.at }]
        : []),
    ],
  });
  return { applicationId: application.id, created: true };
}
