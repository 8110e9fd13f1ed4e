// Which volunteer center a request is about (DESIGN.md section 5), and loading centers with their
// profiles for the endpoints. Every function takes a tenant context with an open transaction.
import { bareHost, TENANT_CONFIGS, type TenantName } from '../../../common/tenants/tenant-configs';
import { HEADER } from '../../../common/constants';
import type { Db, Tx } from '../../db/connection';
import { withTenant } from '../../db/with-tenant';
import type { CenterProfileRow, VolunteerCenterRow } from '../../db/schema/volunteer-centers';
import type { ImageAttributes } from '../../../common/schemas/files';
import { createNotFoundError } from '../../lib/app-error';
import { buildMailOrigin, type MailLinkSettings } from '../../lib/mail-links';
import { loadImages } from '../files/service';
import {
  findCenter,
  findDefaultCenterId,
  listCenterHosts,
  listCenters,
  listProfiles,
} from './repo';

export interface TenantCtx {
  tx: Tx;
  tenant: TenantName;
}

export interface CenterWithProfile {
  center: VolunteerCenterRow;
  profile: CenterProfileRow | null;
  /** The profile's hero (the files module's image of hero_file_id). */
  heroImage?: ImageAttributes | null;
  contactPersonPhoto?: ImageAttributes | null;
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
  return pickCenterForHost(await loadCenterDirectory(ctx), input.host);
}

/** A tenant's centers and its configured default center id: what the host lookup needs. */
export interface CenterDirectory {
  centers: VolunteerCenterRow[];
  defaultId: string | null;
}

/** How long a process reuses a tenant's center directory for the host lookup of its requests. */
export const CENTER_DIRECTORY_TTL_MS = 10_000;

/**
 * Every request resolves its center from the host (DESIGN.md section 5), which was a transaction
 * of its own (four round trips) before the request's real work. Centers change only through the
 * seed or an operator, so each process keeps a tenant's directory for CENTER_DIRECTORY_TTL_MS:
 * a new center or host answers within that time. One per server instance (tests run several).
 */
export function createCenterDirectoryCache(now: () => number = Date.now) {
  const entries = new Map<TenantName, { expires: number; directory: Promise<CenterDirectory> }>();
  return {
    get(tenant: TenantName, load: () => Promise<CenterDirectory>): Promise<CenterDirectory> {
      const hit = entries.get(tenant);
      if (hit && hit.expires > now()) return hit.directory;
      const directory = load();
      entries.set(tenant, { expires: now() + CENTER_DIRECTORY_TTL_MS, directory });
      // A failed load is not kept: the next request tries again.
      directory.catch(() => {
        if (entries.get(tenant)?.directory === directory) entries.delete(tenant);
      });
      return directory;
    },
  };
}

export type CenterDirectoryCache = ReturnType<typeof createCenterDirectoryCache>;

export async function loadCenterDirectory(ctx: TenantCtx): Promise<CenterDirectory> {
  return {
    centers: await listCenters(ctx.tx, ctx.tenant),
    defaultId: await findDefaultCenterId(ctx.tx, ctx.tenant),
  };
}

/** The center of a request's host in a directory, else its default center. */
export function pickCenterForHost(directory: CenterDirectory, host: string) {
  const byHost = directory.centers.find((c) => c.hosts.includes(bareHost(host)));
  return byHost ?? pickDefaultCenter(directory.centers, directory.defaultId);
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

/**
 * The center of a request (resolveCurrentCenter's rule) for the tenancy plugin and index.html:
 * a center named by the header is looked up; the host's center comes from the cached directory
 * of the tenant's centers. app.ts makes one per app (tests run several).
 */
export function createRequestCenterResolver(db: Db, cache = createCenterDirectoryCache()) {
  return async (
    tenant: TenantName,
    input: { host: string; requestedId: string | null },
  ): Promise<VolunteerCenterRow | null> => {
    if (input.requestedId) {
      return withTenant(db, tenant, (tx) => resolveCurrentCenter({ tx, tenant }, input));
    }
    const directory = await cache.get(tenant, () =>
      withTenant(db, tenant, (tx) => loadCenterDirectory({ tx, tenant })),
    );
    return pickCenterForHost(directory, input.host);
  };
}

/** A tenant's centers and its default center, for the public configuration. */
export async function getCenterDirectory(ctx: TenantCtx) {
  const { centers, defaultId } = await loadCenterDirectory(ctx);
  return { centers, defaultCenter: pickDefaultCenter(centers, defaultId) };
}

async function attachProfiles(ctx: TenantCtx, centers: VolunteerCenterRow[]) {
  const profiles = await listProfiles(
    ctx.tx,
    ctx.tenant,
    centers.map((c) => c.id),
  );
  const images = await loadImages(
    ctx.tx,
    ctx.tenant,
    profiles.flatMap((p) => [p.heroFileId, p.contactPersonPhotoFileId]),
  );
  return centers.map((center) => {
    const profile = profiles.find((p) => p.centerId === center.id) ?? null;
    const heroImage = (profile?.heroFileId && images.get(profile.heroFileId)) || null;
    const contactPersonPhoto =
      (profile?.contactPersonPhotoFileId && images.get(profile.contactPersonPhotoFileId)) || null;
    return { center, profile, heroImage, contactPersonPhoto };
  });
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

/** A center of the tenant by id, or null (a role's scope is checked against it). */
export async function findCenterById(
  ctx: TenantCtx,
  id: string,
): Promise<VolunteerCenterRow | null> {
  return findCenter(ctx.tx, ctx.tenant, id);
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

/**
 * For jobs outside a request: the origin of the links in a center's mails, from the centers'
 * configured host names (never a request header; server/lib/mail-links.ts). One query per run.
 */
export async function loadMailOrigins(
  tx: Tx,
  tenant: TenantName,
  mailLinks: MailLinkSettings,
): Promise<(centerId: string) => string> {
  const centers = await listCenterHosts(tx, tenant);
  return (centerId) =>
    buildMailOrigin(mailLinks, {
      center: centers.find((c) => c.id === centerId)?.hosts,
      tenant: TENANT_CONFIGS[tenant].hosts,
    });
}
