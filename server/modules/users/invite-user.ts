// Inviting a user (POST /api/v1/users): into the actor's own center or organization, with a role
// the actor may grant; the invitee chooses a password through the mailed link.
import type { RoleName, UserInvite } from '../../../common/schemas/users';
import { recordAuditEvent } from '../../lib/audit';
import { createDuplicateIdError, isUniqueViolation } from '../../lib/client-ids';
import { formatUserName, type CurrentUser } from '../../lib/current-user';
import {
  assertAllowed,
  canGrantRole,
  canManageUsers,
  isAdmin,
  isCenterAdminOf,
  isOrganizationAdminOf,
  type ManagedUser,
} from '../../lib/permissions';
import { requireCenter, type RequestCtx } from '../../lib/request-ctx';
import { findOrganization } from '../organizations/service';
import { createEmailTakenError, sendInvitationMail } from './account-mails';
import { ensureMembership, findUserById, insertRole, insertUser, isEmailTaken } from './repo';
import { loadUserWithRelations } from './relations';
import type { UserWithRelations } from './serializer';
import { createInvalidUserError, requireActor } from './service';

/**
 * POST /api/v1/users: an invited user who sets a password through the mailed link. `id` is the
 * client-generated id (DESIGN.md section 7): one that exists in this tenant is a 409
 * duplicate_id, checked before the e-mail address so that a replayed invite reads as done.
 */
export async function inviteUser(
  ctx: RequestCtx,
  input: UserInvite,
  id?: string,
): Promise<UserWithRelations> {
  const actor = requireActor(ctx);
  assertAllowed(canManageUsers(actor), 'Volunteers cannot invite users.');
  const center = requireCenter(ctx);
  try {
    return await inviteInTransaction(ctx, actor, center.id, input, id);
  } catch (error) {
    // A concurrent create took the id between our check and our insert: all rolled back.
    if (id && isUniqueViolation(error, 'users_tenant_id_id_pk')) {
      throw createDuplicateIdError('user', id);
    }
    throw error;
  }
}

async function inviteInTransaction(
  ctx: RequestCtx,
  actor: CurrentUser,
  requestCenterId: string,
  input: UserInvite,
  id: string | undefined,
): Promise<UserWithRelations> {
  return ctx.withTenant(async (tx) => {
    const organization = input.organizationId
      ? await findOrganization(tx, ctx.tenantId, input.organizationId)
      : null;
    if (input.organizationId && !organization) {
      throw createInvalidUserError(
        'organization_id does not name an organization.',
        'organization_id',
      );
    }
    const centerId = organization?.centerId ?? requestCenterId;
    const invitee: ManagedUser = {
      id: '',
      centerId,
      organizationIds: organization ? [organization.id] : [],
      roleNames: [],
    };
    assertAllowed(
      isAdmin(actor) ||
        isCenterAdminOf(actor, centerId) ||
        (organization !== null && isOrganizationAdminOf(actor, organization.id)),
      'You can only invite users into your own center or organization.',
    );
    const role = input.role as RoleName | undefined;
    if (role === 'organization_admin' && !organization) {
      throw createInvalidUserError(
        'An organization_admin needs an organization_id.',
        'organization_id',
      );
    }
    if (role) {
      assertAllowed(
        canGrantRole(
          actor,
          {
            name: role,
            organizationId: role === 'organization_admin' ? organization!.id : null,
            centerId: role === 'center_admin' ? centerId : null,
            organizationCenterId: organization?.centerId ?? null,
          },
          invitee,
        ),
        `You may not grant the role ${role}.`,
      );
    }
    if (id && (await findUserById(tx, ctx.tenantId, id))) throw createDuplicateIdError('user', id);
    if (await isEmailTaken(tx, ctx.tenantId, input.email)) throw createEmailTakenError();
    const user = await insertUser(tx, {
      ...(id ? { id } : {}),
      tenantId: ctx.tenantId,
      centerId,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      locale: input.locale as 'nl' | 'en',
      status: 'invited',
    });
    if (organization) await ensureMembership(tx, ctx.tenantId, user.id, organization.id);
    if (role) {
      await insertRole(tx, {
        tenantId: ctx.tenantId,
        userId: user.id,
        name: role,
        organizationId: role === 'organization_admin' ? organization!.id : null,
        centerId: role === 'center_admin' ? centerId : null,
      });
    }
    const invited = await sendInvitationMail(tx, ctx, user, formatUserName(actor));
    await recordAuditEvent(tx, {
      tenantId: ctx.tenantId,
      actorId: actor.id,
      impersonatorId: actor.impersonatorId,
      action: 'user.invited',
      subjectType: 'users',
      subjectId: user.id,
      details: { organization_id: organization?.id ?? null, role: role ?? null },
      ip: ctx.ip,
    });
    return loadUserWithRelations(tx, invited);
  });
}
