// Who reads and answers an invitation (docs/matching-api.md "Profile replies"): the volunteer it
// was sent to, and the organization side - the admins of its organization, the center admins of
// its center, admins. Only the volunteer answers; the organization side invites.
import type { ProfileReplyRow } from '../../db/schema/profile-replies';
import type { CurrentUser } from '../../lib/current-user';
import {
  getAdministeredCenterIds,
  getAdministeredOrganizationIds,
  isAdmin,
  isCenterAdminOf,
  isOrganizationAdminOf,
} from '../../lib/permissions';
import type { ProfileReplyScope } from './repo';

type ReplyRef = Pick<ProfileReplyRow, 'organizationId' | 'centerId' | 'volunteerId'>;

export function isOrganizationSide(user: CurrentUser, reply: ReplyRef): boolean {
  return (
    isAdmin(user) ||
    isOrganizationAdminOf(user, reply.organizationId) ||
    isCenterAdminOf(user, reply.centerId)
  );
}

export function canReadProfileReply(user: CurrentUser, reply: ReplyRef): boolean {
  return reply.volunteerId === user.id || isOrganizationSide(user, reply);
}

/** Whether the user invites at all (organization admins, center admins, admins). */
export function isInviter(user: CurrentUser): boolean {
  return (
    isAdmin(user) ||
    getAdministeredOrganizationIds(user).length > 0 ||
    getAdministeredCenterIds(user).length > 0
  );
}

/** The reader's list: their own invitations (mine), else also those of their organizations. */
export function buildProfileReplyScope(
  user: CurrentUser,
  mine: boolean,
  currentOrganizationId: string | null,
): ProfileReplyScope | null {
  if (mine) return { volunteerId: user.id, organizationIds: [], centerIds: [] };
  if (isAdmin(user)) return null;
  const administered = getAdministeredOrganizationIds(user);
  return {
    volunteerId: user.id,
    organizationIds:
      currentOrganizationId && administered.includes(currentOrganizationId)
        ? [currentOrganizationId]
        : administered,
    centerIds: getAdministeredCenterIds(user),
  };
}
