// Reading organizations: the request center's list (approved ones for everyone, every status for
// its moderators) and one organization (public when approved).
import {
  ORGANIZATION_STATUSES,
  type OrganizationListQuery,
  type OrganizationStatus,
} from '../../../common/schemas/organizations';
import { createUnauthorizedError } from '../../lib/current-user';
import { assertAllowed, isAdmin, isCenterAdminOf } from '../../lib/permissions';
import { requireCenter, type RequestCtx } from '../../lib/request-ctx';
import { loadOrganization, loadOrganizationRelations } from './load-organization';
import { canEditOrganization } from './organization-permissions';
import { attachOrganizationRelations } from './relations';
import { listOrganizations } from './repo';
import type { OrganizationWithRelations } from './serializer';

/** The request center's organizations: approved ones for everyone, every status for its moderators. */
export async function getOrganizations(
  ctx: RequestCtx,
  query: OrganizationListQuery,
): Promise<{ items: OrganizationWithRelations[]; total: number }> {
  const center = requireCenter(ctx);
  const user = ctx.currentUser;
  const moderator = user !== null && (isAdmin(user) || isCenterAdminOf(user, center.id));
  const visible: OrganizationStatus[] = moderator ? [...ORGANIZATION_STATUSES] : ['approved'];
  const statuses = query.statusEq ? visible.filter((s) => s === query.statusEq) : visible;
  if (statuses.length === 0) return { items: [], total: 0 };
  return ctx.withTenant(async (tx) => {
    const { rows, total } = await listOrganizations(tx, ctx.tenantId, {
      centerId: center.id,
      statuses,
      type: query.organizationTypeEq,
      parentId: query.parentIdEq,
      q: query.q || undefined,
      sort: query.sort,
      limit: query.pageSize,
      offset: (query.pageNumber - 1) * query.pageSize,
    });
    return { items: await attachOrganizationRelations(tx, ctx.tenantId, rows), total };
  });
}

/** One organization: public when approved, otherwise only for its administrators and members. */
export async function getOrganization(
  ctx: RequestCtx,
  id: string,
): Promise<OrganizationWithRelations> {
  return ctx.withTenant(async (tx) => {
    const row = await loadOrganization(tx, ctx, id);
    if (row.status !== 'approved') {
      const user = ctx.currentUser;
      if (!user)
        throw createUnauthorizedError('Sign in to see an organization that is not approved.');
      assertAllowed(
        canEditOrganization(user, row) || user.organizationIds.includes(row.id),
        'This organization is not public.',
      );
    }
    return loadOrganizationRelations(tx, row);
  });
}
