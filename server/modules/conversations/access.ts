// Who takes part in a conversation (docs/matching-api.md "Conversations"): a side is a user (the
// volunteer), an organization (its organization admins) or a center (its center admins). A
// reader reads and writes a conversation when one of its sides is theirs; anyone else gets a 404.
import type { Tx } from '../../db/connection';
import type { ConversationParticipantRow, ConversationRow } from '../../db/schema/conversations';
import type { CurrentUser } from '../../lib/current-user';
import { getAdministeredCenterIds, getAdministeredOrganizationIds } from '../../lib/permissions';
import { createMissingError } from '../../lib/unprocessable';
import { isUuid } from '../../../common/schemas/uuid';
import { findConversation, listParticipants, type ReaderSides } from './repo';

export function buildReaderSides(user: CurrentUser): ReaderSides {
  return {
    userId: user.id,
    organizationIds: getAdministeredOrganizationIds(user),
    centerIds: getAdministeredCenterIds(user),
  };
}

/** Whether `sides` speak for this participant. */
export function speaksFor(sides: ReaderSides, p: ConversationParticipantRow): boolean {
  if (p.participantType === 'user') return p.userId === sides.userId;
  if (p.participantType === 'organization') {
    return p.organizationId !== null && sides.organizationIds.includes(p.organizationId);
  }
  return p.centerId !== null && sides.centerIds.includes(p.centerId);
}

export interface ConversationAccess {
  conversation: ConversationRow;
  participants: ConversationParticipantRow[];
  sides: ReaderSides;
}

/** The conversation when the user takes part in it; a 404 otherwise. */
export async function loadConversationForReader(
  tx: Tx,
  tenantId: string,
  user: CurrentUser,
  id: string,
): Promise<ConversationAccess> {
  const conversation = isUuid(id) ? await findConversation(tx, tenantId, id) : null;
  if (!conversation) throw createMissingError('Conversation', id);
  const participants = await listParticipants(tx, tenantId, [conversation.id]);
  const sides = buildReaderSides(user);
  if (!participants.some((p) => speaksFor(sides, p))) {
    throw createMissingError('Conversation', id);
  }
  return { conversation, participants, sides };
}
