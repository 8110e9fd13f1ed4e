// User administration (SPEC section 7, DESIGN.md section 6): list and read users in the actor's
// scope (admin: the tenant; center_admin: their center; organization_admin: their organizations'
// members), edit, delete (admin only, GDPR erasure) and resend confirmation mails; inviting is in
// invite-user.ts.
import { ERROR_CODE } from '../../../common/errors';
import { isUuid } from '../../../common/schemas/uuid';
import type { UserListQuery, UserUpdate } from '../../../common/schemas/users';
import type { UserRow } from '../../db/schema/users';
import { AppError, createNotFoundError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit';
import { createUnauthorizedError, formatUserName, type CurrentUser } from '../../lib/current-user';
import {
  assertAllowed,
  canEditUser,
  canManageUsers,
  getUserScope,
  isAdmin,
  isUserInScope,
  type ManagedUser,
} from '../../lib/permissions';
import type { RequestCtx } from '../../lib/request-ctx';
import { deleteUserTokens } from '../../lib/auth-tokens-sql';
import { sendConfirmationMail, sendInvitationMail } from './account-mails';
import { eraseUser } from './erasure';
import {
  findUserById,
  listMembershipsOfUsers,
  listRolesOfUsers,
  listUsers,
  updateUser,
  type UserPatch,
} from './repo';
import { loadUsersWithRelations, loadUserWithRelations } from './relations';
import type { UserWithRelations } from './serializer';
import type { Tx } from '../../db/connection';

export function requireActor(ctx: RequestCtx): CurrentUser {
  if (!ctx.currentUser) throw createUnauthorizedError();
  return ctx.currentUser;
}

function notFound(id: string) {
  return createNotFoundError(`User ${id} was not found.`);
}

/** A user of the tenant (404 otherwise) as the permission checks see them. */
export async function loadManagedUser(
  tx: Tx,
  ctx: RequestCtx,
  id: string,
): Promise<{ user: UserRow; managed: ManagedUser }> {
  if (!isUuid(id)) throw notFound(id);
  const user = await findUserById(tx, ctx.tenantId, id);
  if (!user || user.deletedAt) throw notFound(id);
  const [roles, memberships] = await Promise.all([
    listRolesOfUsers(tx, ctx.tenantId, [id]),
    listMembershipsOfUsers(tx, ctx.tenantId, [id]),
  ]);
  return {
    user,
    managed: {
      id,
      centerId: user.centerId,
      organizationIds: memberships.map((m) => m.organizationId),
      roleNames: roles.map((r) => r.name),
    },
  };
}

export async function getUsers(
  ctx: RequestCtx,
  query: UserListQuery,
): Promise<{ items: UserWithRelations[]; total: number }> {
  const actor = requireActor(ctx);
  assertAllowed(canManageUsers(actor), 'Volunteers cannot list users.');
  return ctx.withTenant(async (tx) => {
    const { rows, total } = await listUsers(tx, ctx.tenantId, {
      scope: getUserScope(actor),
      organizationId: query.organizationIdEq,
      withRole: query.withRole,
      status: query.statusEq,
      q: query.q || undefined,
      sort: query.sort,
      limit: query.pageSize,
      offset: (query.pageNumber - 1) * query.pageSize,
    });
    return { items: await loadUsersWithRelations(tx, ctx.tenantId, rows), total };
  });
}

/** One user: themself, or someone in the actor's scope (403 outside it, 404 elsewhere). */
export async function getUser(ctx: RequestCtx, id: string): Promise<UserWithRelations> {
  const actor = requireActor(ctx);
  return ctx.withTenant(async (tx) => {
    const { user, managed } = await loadManagedUser(tx, ctx, id);
    assertAllowed(
      user.id === actor.id || (canManageUsers(actor) && isUserInScope(actor, managed)),
      'You do not have access to this user.',
    );
    return loadUserWithRelations(tx, user);
  });
}

export function createInvalidUserError(detail: string, attribute: string, status = 422) {
  return new AppError({
    status,
    code: ERROR_CODE.validationFailed,
    detail,
    source: { pointer: `/data/attributes/${attribute}` },
  });
}

/** PATCH /api/v1/users/{id}: names, phone, locale and status. */
export async function updateUserById(
  ctx: RequestCtx,
  id: string,
  input: UserUpdate,
): Promise<UserWithRelations> {
  const actor = requireActor(ctx);
  return ctx.withTenant(async (tx) => {
    const { user, managed } = await loadManagedUser(tx, ctx, id);
    const self = user.id === actor.id;
    assertAllowed(
      self
        ? input.status === undefined || isAdmin(actor)
        : canManageUsers(actor) && isUserInScope(actor, managed),
      'You do not have access to this user.',
    );
    if (!self)
      assertAllowed(
        canEditUser(actor, managed),
        'You may not change a user with a higher role than yours.',
      );
    if (self && input.status !== undefined && input.status !== user.status) {
      throw createInvalidUserError('You cannot change the status of your own account.', 'status');
    }
    if (input.status === 'active' && user.status === 'invited') {
      throw createInvalidUserError(
        'An invited user becomes active by choosing a password.',
        'status',
      );
    }
    const patch: UserPatch = {};
    if (input.firstName !== undefined) patch.firstName = input.firstName || null;
    if (input.lastName !== undefined) patch.lastName = input.lastName || null;
    if (input.phone !== undefined) patch.phone = input.phone || null;
    if (input.locale !== undefined) patch.locale = input.locale as 'nl' | 'en';
    if (input.status !== undefined) patch.status = input.status;
    const updated =
      Object.keys(patch).length > 0 ? await updateUser(tx, ctx.tenantId, id, patch) : user;
    if (input.status && input.status !== 'active' && input.status !== user.status) {
      // A deactivated or archived user is signed out everywhere.
      await deleteUserTokens(tx, ctx.tenantId, id);
    }
    if (input.status !== undefined && input.status !== user.status) {
      await recordAuditEvent(tx, {
        tenantId: ctx.tenantId,
        actorId: actor.id,
        impersonatorId: actor.impersonatorId,
        action: 'user.updated',
        subjectType: 'users',
        subjectId: id,
        details: { status: { from: user.status, to: input.status } },
        ip: ctx.ip,
      });
    }
    return loadUserWithRelations(tx, updated);
  });
}

/** DELETE /api/v1/users/{id}: admin only; the same erasure as a user's own GDPR delete. */
export async function deleteUserById(ctx: RequestCtx, id: string): Promise<void> {
  const actor = requireActor(ctx);
  assertAllowed(isAdmin(actor), 'Only an administrator can delete users.');
  await ctx.withTenant(async (tx) => {
    const { user } = await loadManagedUser(tx, ctx, id);
    if (user.id === actor.id) {
      throw new AppError({
        status: 422,
        code: ERROR_CODE.validationFailed,
        detail: 'Delete your own account from your profile (DELETE /api/v1/current_user).',
      });
    }
    await eraseUser(tx, user, ctx.now);
    await recordAuditEvent(tx, {
      tenantId: ctx.tenantId,
      actorId: actor.id,
      impersonatorId: actor.impersonatorId,
      action: 'user.deleted',
      subjectType: 'users',
      subjectId: id,
      ip: ctx.ip,
    });
  });
}

/** Sends the confirmation mail again (or, for an invited user, the invitation). */
export async function resendConfirmation(ctx: RequestCtx, id: string): Promise<UserWithRelations> {
  const actor = requireActor(ctx);
  return ctx.withTenant(async (tx) => {
    const { user, managed } = await loadManagedUser(tx, ctx, id);
    assertAllowed(
      user.id === actor.id || (canManageUsers(actor) && isUserInScope(actor, managed)),
      'You do not have access to this user.',
    );
    let updated: UserRow;
    if (user.status === 'invited') {
      updated = await sendInvitationMail(tx, ctx, user, formatUserName(actor));
    } else if (!user.confirmedAt || user.unconfirmedEmail) {
      updated = await sendConfirmationMail(tx, ctx, user);
    } else {
      throw new AppError({
        status: 422,
        code: ERROR_CODE.validationFailed,
        detail: 'This e-mail address has been confirmed already.',
      });
    }
    return loadUserWithRelations(tx, updated);
  });
}
