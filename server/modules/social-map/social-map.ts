// GET /api/v1/social_map (docs/social-map-api.md "The map"): the request center's approved
// organizations with a position and their services, filtered by text, category, target group
// and distance from a point, by name or by distance.
import type { SocialMapQuery } from '../../../common/schemas/social-map';
import type { OrganizationServiceRow } from '../../db/schema/organization-services';
import type { TagRow } from '../../db/schema/tags';
import { createValidationError } from '../../lib/app-error';
import { requireCenter, type RequestCtx } from '../../lib/request-ctx';
import { findTagsByIds } from '../tags/service';
import { canManageServicesOf } from './access';
import { listMatchingServices, runSocialMapQuery, type SocialMapRow } from './map-repo';

export interface SocialMapResult {
  rows: SocialMapRow[];
  services: OrganizationServiceRow[];
  /** The services' categories and target groups. */
  tags: TagRow[];
  total: number;
  canManage: (service: OrganizationServiceRow) => boolean;
}

function readLocation(query: SocialMapQuery) {
  const { lat, lng, distanceKm } = query;
  if (lat === undefined && lng === undefined) {
    if (distanceKm !== undefined) {
      throw createValidationError('filter[distance_km] needs filter[lat] and filter[lng].', {
        parameter: 'filter[lat]',
      });
    }
    return undefined;
  }
  if (lat === undefined || lng === undefined) {
    throw createValidationError('filter[lat] and filter[lng] go together.', {
      parameter: lat === undefined ? 'filter[lat]' : 'filter[lng]',
    });
  }
  return { lat, lng, distanceKm };
}

export async function getSocialMap(
  ctx: RequestCtx,
  query: SocialMapQuery,
): Promise<SocialMapResult> {
  const center = requireCenter(ctx);
  const location = readLocation(query);
  if (query.sort === 'distance' && !location) {
    throw createValidationError('sort=distance needs filter[lat] and filter[lng].', {
      parameter: 'sort',
    });
  }
  const filters = {
    tenantId: ctx.tenantId,
    centerId: center.id,
    q: query.q,
    categoryId: query.categoryId,
    targetGroupId: query.targetGroupId,
    location,
    sort: query.sort ?? (location ? 'distance' : 'name'),
    limit: query.pageSize,
    offset: (query.pageNumber - 1) * query.pageSize,
  } as const;
  return ctx.withTenant(async (tx) => {
    const rows = await runSocialMapQuery(tx, filters);
    const services = await listMatchingServices(
      tx,
      filters,
      rows.map((r) => r.id),
    );
    const tagIds = [
      ...new Set(
        services.flatMap((s) => [...(s.categoryId ? [s.categoryId] : []), ...s.targetGroupIds]),
      ),
    ];
    const tags = await findTagsByIds(tx, ctx.tenantId, tagIds);
    const centerOf = new Map(rows.map((r) => [r.id, center.id]));
    return {
      rows,
      services,
      tags,
      total: rows.length > 0 ? Number(rows[0]!.total) : 0,
      canManage: (s) =>
        canManageServicesOf(ctx.currentUser, {
          id: s.organizationId,
          centerId: centerOf.get(s.organizationId) ?? s.centerId,
        }),
    };
  });
}
