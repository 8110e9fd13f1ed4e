// Granting and removing roles (DESIGN.md section 6): who may grant what is decided by
// canGrantRole; every change is audited and mailed to the user ('user.role_changed').
import { ERROR_CODE } from '../../../common/errors';
import type { RoleInput, RoleName } from '../../../common/schemas/users';
import type { Tx } from '../../db/connection';
import type { RoleRow, UserRow } from '../../db/schema/users';
import { AppError, createNotFoundError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit';
import { formatUserName } from '../../lib/current-user';
import { assertAllowed, canGrantRole, canManageUsers, isUserInScope } from '../../lib/permissions';
import type { RequestCtx } from '../../lib/request-ctx';
import { enqueueEmail } from '../email/enqueue-email';
import { findOrganization } from '../organizations/service';
import { findCenterById } from '../volunteer-centers/service';
import { deleteRole, ensureMembership, findRole, insertRole } from './repo';
import { loadUserWithRelations } from './relations';
import type { UserWithRelations } from './serializer';
import { loadManagedUser, requireActor } from './service';

const ROLE_LABELS: Record<'nl' | 'en', Record<RoleName, string>> = {
  nl: {
    admin: 'beheerder',
    center_admin: 'coördinator van de vrijwilligerscentrale',
    organization_admin: 'beheerder van de organisatie',
    volunteer: 'vrijwilliger',
  },
  en: {
    admin: 'administrator',
    center_admin: 'volunteer center coordinator',
    organization_admin: 'organization administrator',
    volunteer: 'volunteer',
  },
};

function describeChange(
  locale: 'nl' | 'en',
  added: boolean,
  role: RoleName,
  organizationName: string | null,
): string {
  const label = ROLE_LABELS[locale][role];
  if (locale === 'nl') {
    const where = organizationName ? ` bij ${organizationName}` : '';
    return added
      ? `Je hebt de rol ${label}${where} gekregen.`
      : `Je rol ${label}${where} is ingetrokken.`;
  }
  const where = organizationName ? ` at ${organizationName}` : '';
  return added
    ? `You have been given the role ${label}${where}.`
    : `Your role ${label}${where} has been removed.`;
}

function invalid(detail: string, attribute: string) {
  return new AppError({
    status: 422,
    code: ERROR_CODE.validationFailed,
    detail,
    source: { pointer: `/data/attributes/${attribute}` },
  });
}

interface ResolvedRole {
  name: RoleName;
  organizationId: string | null;
  centerId: string | null;
  organizationCenterId: string | null;
  organizationName: string | null;
}

/** Checks the role's scope: an organization for organization_admin, a center for center_admin. */
async function resolveRole(
  tx: Tx,
  ctx: RequestCtx,
  input: RoleInput,
  target: UserRow,
  purpose: 'add' | 'remove',
): Promise<ResolvedRole> {
  const name = input.name as RoleName;
  if (name === 'organization_admin') {
    if (!input.organizationId) {
      throw invalid('organization_admin needs an organization_id.', 'organization_id');
    }
    const organization = await findOrganization(tx, ctx.tenantId, input.organizationId);
    if (!organization) {
      throw invalid('organization_id does not name an organization.', 'organization_id');
    }
    // A new role only for an organization that takes part; an old one can always be removed.
    if (purpose === 'add' && organization.status !== 'approved') {
      throw invalid(
        `organization_id names an organization that is ${organization.status}, not approved.`,
        'organization_id',
      );
    }
    return {
      name,
      organizationId: organization.id,
      centerId: null,
      organizationCenterId: organization.centerId,
      organizationName: organization.name,
    };
  }
  if (name === 'center_admin') {
    const centerId = input.centerId ?? target.centerId;
    if (!(await findCenterById({ tx, tenant: ctx.tenantId }, centerId))) {
      throw invalid('center_id does not name a volunteer center.', 'center_id');
    }
    return {
      name,
      organizationId: null,
      centerId,
      organizationCenterId: null,
      organizationName: null,
    };
  }
  return {
    name,
    organizationId: null,
    centerId: null,
    organizationCenterId: null,
    organizationName: null,
  };
}

async function notify(
  tx: Tx,
  ctx: RequestCtx,
  target: UserRow,
  role: ResolvedRole,
  added: boolean,
  stored: RoleRow,
) {
  const actor = ctx.currentUser!;
  await recordAuditEvent(tx, {
    tenantId: ctx.tenantId,
    actorId: actor.id,
    impersonatorId: actor.impersonatorId,
    action: added ? 'role.added' : 'role.removed',
    subjectType: 'users',
    subjectId: target.id,
    details: {
      role_id: stored.id,
      name: role.name,
      organization_id: role.organizationId,
      center_id: role.centerId,
    },
    ip: ctx.ip,
  });
  await enqueueEmail(tx, {
    tenantId: ctx.tenantId,
    centerId: ctx.center?.id,
    to: target.email,
    locale: target.locale,
    eventKey: 'user.role_changed',
    variables: {
      appName: ctx.config.appName,
      name: formatUserName(target),
      change: describeChange(target.locale, added, role.name, role.organizationName),
      link: `${ctx.origin}/account/roles`,
    },
  });
}

export async function addRole(
  ctx: RequestCtx,
  userId: string,
  input: RoleInput,
): Promise<UserWithRelations> {
  const actor = requireActor(ctx);
  assertAllowed(canManageUsers(actor), 'You may not change roles.');
  return ctx.withTenant(async (tx) => {
    const { user, managed } = await loadManagedUser(tx, ctx, userId);
    assertAllowed(isUserInScope(actor, managed), 'You do not have access to this user.');
    const role = await resolveRole(tx, ctx, input, user, 'add');
    assertAllowed(canGrantRole(actor, role, managed), `You may not grant the role ${role.name}.`);
    const existing = await findRole(tx, ctx.tenantId, { userId, ...role });
    if (!existing) {
      if (role.organizationId)
        await ensureMembership(tx, ctx.tenantId, userId, role.organizationId);
      const stored = await insertRole(tx, {
        tenantId: ctx.tenantId,
        userId,
        name: role.name,
        organizationId: role.organizationId,
        centerId: role.centerId,
      });
      await notify(tx, ctx, user, role, true, stored);
    }
    return loadUserWithRelations(tx, user);
  });
}

export async function removeRole(
  ctx: RequestCtx,
  userId: string,
  input: RoleInput,
): Promise<UserWithRelations> {
  const actor = requireActor(ctx);
  assertAllowed(canManageUsers(actor), 'You may not change roles.');
  return ctx.withTenant(async (tx) => {
    const { user, managed } = await loadManagedUser(tx, ctx, userId);
    assertAllowed(isUserInScope(actor, managed), 'You do not have access to this user.');
    const role = await resolveRole(tx, ctx, input, user, 'remove');
    assertAllowed(canGrantRole(actor, role, managed), `You may not remove the role ${role.name}.`);
    // A center_admin role stored without a center applies to the user's own center.
    const existing =
      (await findRole(tx, ctx.tenantId, { userId, ...role })) ??
      (role.name === 'center_admin' && role.centerId === user.centerId
        ? await findRole(tx, ctx.tenantId, { userId, ...role, centerId: null })
        : null);
    if (!existing) throw createNotFoundError(`This user does not have the role ${role.name} here.`);
    await deleteRole(tx, ctx.tenantId, existing.id);
    await notify(tx, ctx, user, role, false, existing);
    return loadUserWithRelations(tx, user);
  });
}
