// A coordinator marks a volunteer's certificate of conduct (VOG) as seen, or takes that back.
// The volunteer records the date on their profile; the coordinator may record it too (the paper
// lies on their desk). Center admins act for the volunteers of their own center, admins for the
// tenant; a volunteer outside that reach is not found (404), as another tenant's is. Audited:
// a VOG decides who may work with children and vulnerable people.
import { ERROR_CODE } from '../../../common/errors';
import type { VogCheckInput } from '../../../common/schemas/volunteer-profile';
import { isUuid } from '../../../common/schemas/uuid';
import type { VolunteerProfileRow } from '../../db/schema/volunteer-profiles';
import { AppError, createNotFoundError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit';
import { createUnauthorizedError } from '../../lib/current-user';
import { assertAllowed, getAdministeredCenterIds, isAdmin } from '../../lib/permissions';
import type { RequestCtx } from '../../lib/request-ctx';
import { ensureProfile, findVolunteerWithProfile, updateProfile } from './repo';

function notFound(ctx: RequestCtx) {
  return ctx.config.features.volunteerProfiles
    ? createNotFoundError('This volunteer was not found.')
    : createNotFoundError(`${ctx.config.appName} does not use volunteer profiles.`);
}

/** Who may act is decided before the body is read: a 403 never depends on the input. */
export function assertMayCheckVog(ctx: RequestCtx): void {
  const user = ctx.currentUser;
  if (!user) throw createUnauthorizedError();
  assertAllowed(
    isAdmin(user) || getAdministeredCenterIds(user).length > 0,
    'Only coordinators of the volunteer center check certificates of conduct (VOG).',
  );
}

async function loadInReach(ctx: RequestCtx, tx: Parameters<typeof ensureProfile>[0], id: string) {
  const user = ctx.currentUser!;
  if (!ctx.config.features.volunteerProfiles || !isUuid(id)) throw notFound(ctx);
  const found = await findVolunteerWithProfile(tx, ctx.tenantId, id.toLowerCase());
  if (!found || found.deleted) throw notFound(ctx);
  if (!isAdmin(user) && !getAdministeredCenterIds(user).includes(found.centerId)) {
    throw notFound(ctx);
  }
  return found;
}

export async function checkVog(
  ctx: RequestCtx,
  userId: string,
  input: VogCheckInput,
): Promise<VolunteerProfileRow> {
  assertMayCheckVog(ctx);
  const actor = ctx.currentUser!;
  return ctx.withTenant(async (tx) => {
    const found = await loadInReach(ctx, tx, userId);
    const issuedOn = input.issuedOn ?? found.profile?.vogIssuedOn ?? null;
    if (!issuedOn) {
      throw new AppError({
        status: 422,
        code: ERROR_CODE.validationFailed,
        message: { id: 'vog.error.missing' },
        detail:
          'No date of a certificate of conduct (VOG) is known for this volunteer: enter the date on the certificate.',
        source: { pointer: '/data/attributes/issued_on' },
      });
    }
    const profile = found.profile ?? (await ensureProfile(tx, ctx.tenantId, userId.toLowerCase()));
    const updated = await updateProfile(tx, ctx.tenantId, profile.userId, {
      vogIssuedOn: issuedOn,
      vogCheckedAt: ctx.now,
      vogCheckedById: actor.id,
    });
    await recordAuditEvent(tx, {
      tenantId: ctx.tenantId,
      actorId: actor.id,
      impersonatorId: actor.impersonatorId,
      action: 'user.vog_checked',
      subjectType: 'users',
      subjectId: profile.userId,
      details: { issued_on: issuedOn },
      ip: ctx.ip,
    });
    return updated;
  });
}

export async function removeVogCheck(
  ctx: RequestCtx,
  userId: string,
): Promise<VolunteerProfileRow | null> {
  assertMayCheckVog(ctx);
  const actor = ctx.currentUser!;
  return ctx.withTenant(async (tx) => {
    const found = await loadInReach(ctx, tx, userId);
    if (!found.profile?.vogCheckedAt) return found.profile;
    const updated = await updateProfile(tx, ctx.tenantId, found.profile.userId, {
      vogCheckedAt: null,
      vogCheckedById: null,
    });
    await recordAuditEvent(tx, {
      tenantId: ctx.tenantId,
      actorId: actor.id,
      impersonatorId: actor.impersonatorId,
      action: 'user.vog_check_removed',
      subjectType: 'users',
      subjectId: found.profile.userId,
      details: { issued_on: found.profile.vogIssuedOn },
      ip: ctx.ip,
    });
    return updated;
  });
}
