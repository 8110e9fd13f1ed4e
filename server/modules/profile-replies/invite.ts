// Inviting a pool volunteer to a vacancy (POST /api/v1/profile_replies): the organization side of
// the vacancy asks a volunteer it can find in its pool, with a personal message. The match as it
// is at that moment is stored with it (what the volunteer is shown: why they were asked), and the
// volunteer hears about it in-app and by mail. At most one open invitation per volunteer and
// vacancy (409 already_invited). A volunteer who is not in the reader's pool - hidden, of another
// center, or no one - is a 404 on the volunteer: whether a hidden volunteer exists is not told.
import { ERROR_CODE } from '../../../common/errors';
import type { ProfileReplyCreateInput } from '../../../common/schemas/profile-replies';
import { AppError, createNotFoundError } from '../../lib/app-error';
import { createDuplicateIdError, isUniqueViolation } from '../../lib/client-ids';
import type { CurrentUser } from '../../lib/current-user';
import { assertAllowed } from '../../lib/permissions';
import type { RequestCtx } from '../../lib/request-ctx';
import { requireSignedIn } from '../../lib/require-signed-in';
import { createUnprocessableError } from '../../lib/unprocessable';
import { assertPoolFeature, findPoolVolunteer, loadMatchVacancy } from '../volunteer-pool/service';
import { isInviter } from './access';
import { notifyInvitation } from './notify';
import {
  findOpenProfileReply,
  findProfileReply,
  findProfileReplyViews,
  insertProfileReply,
} from './repo';
import type { ProfileReplyReading } from './serializer';
import { readProfileReply } from './service';

function createAlreadyInvitedError(): AppError {
  return new AppError({
    status: 409,
    code: ERROR_CODE.alreadyInvited,
    title: 'Already invited',
    detail: 'This volunteer has an open invitation to this vacancy already.',
    source: { pointer: '/data/relationships/volunteer' },
    message: { id: 'profileReplies.error.alreadyInvited' },
  });
}

/** Before the body is read, so that a 403 never depends on the input. */
export function requireInviter(ctx: RequestCtx): CurrentUser {
  const user = requireSignedIn(ctx);
  assertPoolFeature(ctx.config);
  assertAllowed(
    isInviter(user),
    'Only organizations and coordinators invite volunteers from the pool.',
  );
  return user;
}

/** POST /api/v1/profile_replies. */
export async function inviteVolunteer(
  ctx: RequestCtx,
  input: ProfileReplyCreateInput,
  clientId: string | undefined,
): Promise<ProfileReplyReading> {
  const user = requireInviter(ctx);
  try {
    return await ctx.withTenant(async (tx) => {
      if (clientId && (await findProfileReply(tx, ctx.tenantId, clientId))) {
        throw createDuplicateIdError('profile_reply', clientId);
      }
      const vacancy = await loadMatchVacancy(tx, ctx.tenantId, user, input.vacancyId);
      if (vacancy.status !== 'published') {
        throw createUnprocessableError(
          'Only a published vacancy takes invitations.',
          '/data/relationships/vacancy',
        );
      }
      const volunteer = await findPoolVolunteer(tx, ctx.tenantId, user, input.volunteerId, vacancy);
      if (!volunteer) {
        throw createNotFoundError(`Volunteer ${input.volunteerId} is not in your pool.`, {
          pointer: '/data/relationships/volunteer',
        });
      }
      if (await findOpenProfileReply(tx, ctx.tenantId, vacancy.id, input.volunteerId)) {
        throw createAlreadyInvitedError();
      }
      const reply = await insertProfileReply(tx, {
        ...(clientId ? { id: clientId } : {}),
        tenantId: ctx.tenantId,
        centerId: vacancy.centerId,
        vacancyId: vacancy.id,
        organizationId: vacancy.organizationId,
        volunteerId: input.volunteerId,
        invitedById: user.id,
        message: input.message,
        status: 'open',
        matchScore: volunteer.match?.score ?? null,
        matchReasons: volunteer.match?.reasons ?? [],
        createdAt: ctx.now,
        updatedAt: ctx.now,
      });
      const [view] = await findProfileReplyViews(tx, ctx.tenantId, [reply.id]);
      await notifyInvitation(tx, {
        view: view!,
        origin: ctx.origin,
        actorId: user.id,
        reminder: false,
      });
      return readProfileReply(user, view!);
    });
  } catch (error) {
    if (clientId && isUniqueViolation(error, 'profile_replies_tenant_id_id_pk')) {
      throw createDuplicateIdError('profile_reply', clientId);
    }
    if (isUniqueViolation(error, 'profile_replies_open_idx')) throw createAlreadyInvitedError();
    throw error;
  }
}
