// Reading invitations (docs/matching-api.md "Profile replies"): the reader's list - a volunteer's
// own, the organization side's of their organizations and center - and one invitation. Inviting
// is invite.ts, answering answer.ts, reminding and closing reminders.ts.
import type { ProfileReplyListQuery } from '../../../common/schemas/profile-replies';
import { isUuid } from '../../../common/schemas/uuid';
import type { Tx } from '../../db/connection';
import type { CurrentUser } from '../../lib/current-user';
import type { RequestCtx } from '../../lib/request-ctx';
import { requireSignedIn } from '../../lib/require-signed-in';
import { createMissingError } from '../../lib/unprocessable';
import { assertPoolFeature } from '../volunteer-pool/service';
import { buildProfileReplyScope, canReadProfileReply, isOrganizationSide } from './access';
import { findProfileReplyViews, listProfileReplyViews, type ProfileReplyView } from './repo';
import type { ProfileReplyReading } from './serializer';

export function readProfileReply(user: CurrentUser, view: ProfileReplyView): ProfileReplyReading {
  return {
    view,
    organizationSide: isOrganizationSide(user, view.reply),
    isVolunteer: view.reply.volunteerId === user.id,
  };
}

/** An invitation the user may read (else 404: it is invisible to them). */
export async function loadProfileReplyReading(
  tx: Tx,
  tenantId: string,
  user: CurrentUser,
  id: string,
): Promise<ProfileReplyReading> {
  const [view] = isUuid(id) ? await findProfileReplyViews(tx, tenantId, [id]) : [];
  if (!view || !canReadProfileReply(user, view.reply)) {
    throw createMissingError('Invitation', id);
  }
  return readProfileReply(user, view);
}

/** GET /api/v1/profile_replies/{id}. */
export async function getProfileReply(ctx: RequestCtx, id: string): Promise<ProfileReplyReading> {
  const user = requireSignedIn(ctx);
  assertPoolFeature(ctx.config);
  return ctx.withTenant((tx) => loadProfileReplyReading(tx, ctx.tenantId, user, id));
}

/** GET /api/v1/profile_replies. */
export async function getProfileReplies(
  ctx: RequestCtx,
  query: ProfileReplyListQuery,
  reader: { currentOrganizationId: string | null },
): Promise<{ readings: ProfileReplyReading[]; total: number; counts: Record<string, number> }> {
  const user = requireSignedIn(ctx);
  assertPoolFeature(ctx.config);
  return ctx.withTenant(async (tx) => {
    const { items, total, counts } = await listProfileReplyViews(tx, ctx.tenantId, {
      scope: buildProfileReplyScope(user, query.mine, reader.currentOrganizationId),
      statuses: query.statuses,
      vacancyId: query.vacancyId,
      volunteerId: query.volunteerId,
      sort: query.sort,
      limit: query.pageSize,
      offset: (query.pageNumber - 1) * query.pageSize,
    });
    return { readings: items.map((view) => readProfileReply(user, view)), total, counts };
  });
}
