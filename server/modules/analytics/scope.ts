// Whose figures a reader sees (DESIGN.md section 6, 'analytics and dashboards'): an admin the
// tenant's, or one center's, or one organization's; a center admin their own centers' (the site's
// center when they run it), or one organization of those; an organization admin their own
// organizations', or one of them. A center or organization out of the reader's reach is a 404,
// the same answer as one that does not exist. Volunteers see their own activity on the dashboard.
import type { Tx } from '../../db/connection';
import { createNotFoundError } from '../../lib/app-error';
import {
  assertAllowed,
  getAdministeredCenterIds,
  getAdministeredOrganizationIds,
  isAdmin,
} from '../../lib/permissions';
import type { RequestCtx } from '../../lib/request-ctx';
import { requireSignedIn } from '../../lib/require-signed-in';
import { findCenterId, findOrganizationCenter } from './scope-repo';
import type { AnalyticsScope } from './scope-sql';

export interface ScopeFilter {
  centerId?: string;
  organizationId?: string;
}

function missing(kind: 'center' | 'organization', id: string) {
  return createNotFoundError(
    kind === 'center'
      ? `Volunteer center ${id} was not found among the centers whose figures you see.`
      : `Organization ${id} was not found among the organizations whose figures you see.`,
    { parameter: kind === 'center' ? 'filter[center_id]' : 'filter[organization_id]' },
  );
}

/** The scope of the reader's figures; throws 401, 403 or 404. */
export async function resolveAnalyticsScope(
  tx: Tx,
  ctx: RequestCtx,
  filter: ScopeFilter,
): Promise<AnalyticsScope> {
  const user = requireSignedIn(ctx);
  const admin = isAdmin(user);
  const centers = getAdministeredCenterIds(user);
  const organizations = getAdministeredOrganizationIds(user);
  assertAllowed(
    admin || centers.length > 0 || organizations.length > 0,
    'Figures are for organizations, coordinators and administrators.',
  );
  const tenantId = ctx.tenantId;

  let centerIds: string[] | null;
  if (filter.centerId !== undefined) {
    const center = await findCenterId(tx, ctx.tenantId, filter.centerId.toLowerCase());
    if (!center || !(admin || centers.includes(center))) {
      throw missing('center', filter.centerId);
    }
    centerIds = [center];
  } else if (admin) {
    centerIds = null;
  } else if (centers.length > 0) {
    // A coordinator of several centers sees the one whose site they are on, when it is theirs.
    const site = ctx.center?.id;
    centerIds = site && centers.includes(site) ? [site] : centers;
  } else {
    centerIds = null;
  }

  let organizationIds: string[] | null = null;
  if (filter.organizationId !== undefined) {
    const organization = await findOrganizationCenter(
      tx,
      tenantId,
      filter.organizationId.toLowerCase(),
    );
    const reach =
      organization !== null &&
      (admin ||
        centers.includes(organization.centerId) ||
        organizations.includes(organization.id)) &&
      (centerIds === null || centerIds.includes(organization.centerId) || !filter.centerId);
    if (!organization || !reach) throw missing('organization', filter.organizationId);
    organizationIds = [organization.id];
    // An organization's figures are its own, in whatever center its vacancies are.
    if (!filter.centerId) centerIds = null;
  } else if (!admin && centers.length === 0) {
    organizationIds = organizations;
  }
  return { tenantId, centerIds, organizationIds };
}
