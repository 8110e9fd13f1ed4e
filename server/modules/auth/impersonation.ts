// Sign in as another user (DESIGN.md section 6): an admin action that opens a 30-minute session
// for the target on a new client, written to the audit log. The admin's own session is left as
// it is: the browser keeps its tokens and restores them to go back.
import { ERROR_CODE } from '../../../common/errors';
import { AppError, createNotFoundError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit';
import { isUuid } from '../../../common/schemas/uuid';
import { assertAllowed, isAdmin } from '../../lib/permissions';
import { IMPERSONATION_LIFESPAN_MS } from '../../lib/tokens';
import { formatUserName } from '../../lib/current-user';
import type { RequestCtx } from '../../lib/request-ctx';
import { issueSession, type IssuedToken } from '../../lib/sessions';
import { findUserById, listRoleNamesOfUser } from '../users/accounts';
import { loadUserWithRelations } from '../users/relations';
import type { UserWithRelations } from '../users/serializer';
import type { ImpersonationMeta } from '../users/signed-in-user';

export async function signInAsUser(
  ctx: RequestCtx,
  userId: string,
): Promise<{ item: UserWithRelations; token: IssuedToken; meta: ImpersonationMeta }> {
  const admin = ctx.currentUser!;
  assertAllowed(isAdmin(admin), 'Only an administrator can sign in as another user.');
  const notFound = () => createNotFoundError(`User ${userId} was not found.`);
  if (!isUuid(userId)) throw notFound();
  return ctx.withTenant(async (tx) => {
    const target = await findUserById(tx, ctx.tenantId, userId);
    if (!target || target.deletedAt) throw notFound();
    if (target.id === admin.id) {
      throw new AppError({
        status: 422,
        code: ERROR_CODE.validationFailed,
        detail: 'You are signed in as yourself already.',
        source: { pointer: '/data/attributes/user_id' },
      });
    }
    const targetRoles = await listRoleNamesOfUser(tx, ctx.tenantId, target.id);
    assertAllowed(!targetRoles.includes('admin'), 'You cannot sign in as another administrator.');
    // The session would be for the target's center, and a token works only on its own center's
    // website (plugins/authentication.ts): one issued here for a partner's user could not be used.
    if (target.centerId !== ctx.center?.id) {
      throw new AppError({
        status: 422,
        code: ERROR_CODE.validationFailed,
        detail:
          "This user belongs to another partner in the collaboration: you can only sign in as users of this website's own center.",
        source: { pointer: '/data/attributes/user_id' },
      });
    }
    if (target.status !== 'active') {
      throw new AppError({
        status: 422,
        code: ERROR_CODE.validationFailed,
        detail: `You can only sign in as an active user; this user is ${target.status}.`,
        source: { pointer: '/data/attributes/user_id' },
      });
    }
    const token = await issueSession(tx, {
      user: target,
      now: ctx.now,
      lifespanMs: IMPERSONATION_LIFESPAN_MS,
      impersonatorId: admin.id,
    });
    await recordAuditEvent(tx, {
      tenantId: ctx.tenantId,
      actorId: admin.id,
      impersonatorId: admin.impersonatorId,
      action: 'sign_in_as_user',
      subjectType: 'users',
      subjectId: target.id,
      details: { expires_at: token.expiresAt.toISOString() },
      ip: ctx.ip,
    });
    return {
      item: await loadUserWithRelations(tx, target),
      token,
      meta: {
        impersonator: { id: admin.id, email: admin.email, name: formatUserName(admin) },
        session_expires_at: token.expiresAt.toISOString(),
      },
    };
  });
}
