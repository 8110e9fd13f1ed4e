// Which volunteer center a request is about (DESIGN.md section 5), and loading centers with their
// profiles for the endpoints. Every function takes a tenant context with an open transaction.
import type { TenantName } from '../../../common/tenants/tenant-configs';
import { HEADER } from '../../../common/constants';
import type { Tx } from '../../db/connection';
import type { CenterProfileRow, VolunteerCenterRow } from '../../db/schema/volunteer-centers';
import { createNotFoundError } from '../../lib/app-error';
import { findCenter, findDefaultCenterId, listCenters, listProfiles } from './repo';

export interface TenantCtx {
  tx: Tx;
  tenant: TenantName;
}

export interface CenterWithProfile {
  center: VolunteerCenterRow;
  profile: CenterProfileRow | null;
}

function stripPort(host: string): string {
  return host.toLowerCase().replace(/:\d+$/, '');
}

/**
 * The center of a request: the one the Volunteer-Center-Id header names (it must belong to the
 * tenant, else 404), else the one whose hosts contain the request's host, else the tenant's
 * default center. Null only when the tenant has no centers at all.
 */
export async function resolveCurrentCenter(
  ctx: TenantCtx,
  input: { host: string; requestedId: string | null },
): Promise<VolunteerCenterRow | null> {
  if (input.requestedId) {
    const center = await findCenter(ctx.tx, ctx.tenant, input.requestedId);
    if (!center) {
      throw createNotFoundError(`Volunteer center ${input.requestedId} was not found.`, {
        header: HEADER.centerId,
      });
    }
    return center;
  }
  const centers = await listCenters(ctx.tx, ctx.tenant);
  const host = stripPort(input.host);
  const byHost = centers.find((c) => c.hosts.includes(host));
  if (byHost) return byHost;
  return pickDefaultCenter(centers, await findDefaultCenterId(ctx.tx, ctx.tenant));
}

/** The tenant's default center: the configured one, else the one flagged default, else the first. */
export function pickDefaultCenter(
  centers: VolunteerCenterRow[],
  defaultId: string | null,
): VolunteerCenterRow | null {
  return (
    centers.find((c) => c.id === defaultId) ??
    centers.find((c) => c.isDefault) ??
    centers[0] ??
    null
  );
}

/** A tenant's centers and its default center, for the public configuration. */
export async function getCenterDirectory(ctx: TenantCtx) {
  const centers = await listCenters(ctx.tx, ctx.tenant);
  const defaultCenter = pickDefaultCenter(centers, await findDefaultCenterId(ctx.tx, ctx.tenant));
  return { centers, defaultCenter };
}

async function attachProfiles(ctx: TenantCtx, centers: VolunteerCenterRow[]) {
  const profiles = await listProfiles(
    ctx.tx,
    ctx.tenant,
    centers.map((c) => c.id),
  );
  return centers.map((center) => ({
    center,
    profile: profiles.find((p) => p.centerId === center.id) ?? null,
  }));
}

export async function getCenters(ctx: TenantCtx): Promise<CenterWithProfile[]> {
  return attachProfiles(ctx, await listCenters(ctx.tx, ctx.tenant));
}

export async function getCenter(ctx: TenantCtx, id: string): Promise<CenterWithProfile> {
  const center = await findCenter(ctx.tx, ctx.tenant, id);
  if (!center) throw createNotFoundError(`Volunteer center ${id} was not found.`);
  const [withProfile] = await attachProfiles(ctx, [center]);
  return withProfile!;
}

export async function getCurrentCenter(
  ctx: TenantCtx,
  center: VolunteerCenterRow | null,
): Promise<CenterWithProfile> {
  if (!center) {
    throw createNotFoundError(`The partner "${ctx.tenant}" has no volunteer center yet.`);
  }
  const [withProfile] = await attachProfiles(ctx, [center]);
  return withProfile!;
}
