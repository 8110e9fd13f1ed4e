// An administrator turns off the second factor of a user who lost their phone and their recovery
// codes: whoever may edit the user may, audited, and the user is told by mail.
import { ERROR_CODE } from '../../../common/errors';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit';
import { assertAllowed, canEditUser, canManageUsers, isUserInScope } from '../../lib/permissions';
import { findUserById } from '../users/accounts';
import { loadUserWithRelations } from '../users/relations';
import type { UserWithRelations } from '../users/serializer';
import { loadManagedUser, requireActor } from '../users/service';
import type { RequestCtx } from '../../lib/request-ctx';
import { removeTwoFactor } from './two-factor-repo';
import { clearCodeFailures, sendChangeNotice } from './two-factor-shared';

/**
 * DELETE /api/v1/users/{id}/two_factor: for a user who lost their phone and their recovery
 * codes. Whoever may edit the user may do it (a center admin not for an admin); never for
 * oneself (the profile asks for the password). Audited.
 */
export async function resetTwoFactorOfUser(
  ctx: RequestCtx,
  id: string,
): Promise<UserWithRelations> {
  const actor = requireActor(ctx);
  return ctx.withTenant(async (tx) => {
    const { user, managed } = await loadManagedUser(tx, ctx, id);
    assertAllowed(
      canManageUsers(actor) && isUserInScope(actor, managed),
      'You do not have access to this user.',
    );
    assertAllowed(
      canEditUser(actor, managed),
      'You may not change a user with a higher role than yours.',
    );
    if (user.id === actor.id) {
      throw new AppError({
        status: 422,
        code: ERROR_CODE.validationFailed,
        detail: 'Turn your own two-factor sign-in off in your profile.',
      });
    }
    const wasOn = user.twoFactorEnabledAt !== null;
    await removeTwoFactor(tx, ctx.tenantId, user.id);
    await clearCodeFailures(tx, ctx, user.id);
    await recordAuditEvent(tx, {
      tenantId: ctx.tenantId,
      actorId: actor.id,
      impersonatorId: actor.impersonatorId,
      action: 'user.two_factor_reset',
      subjectType: 'users',
      subjectId: user.id,
      details: { was_enabled: wasOn },
      ip: ctx.ip,
    });
    if (wasOn) await sendChangeNotice(tx, ctx, user, 'reset');
    const updated = (await findUserById(tx, ctx.tenantId, user.id))!;
    return loadUserWithRelations(tx, updated);
  });
}
