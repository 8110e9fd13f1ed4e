// The rules of a center's design settings (also its footer and contact person):
// who may change them (the center's center_admin, or an admin), what a PATCH changes (only the attributes sent; theme_config
// members sent replace the stored ones, members left out stay), and setting or replacing the
// logo and favicon. Each change is one transaction: all of it is written or none.
import type { CenterProfileInput } from '../../../common/schemas/center-profile';
import { CENTER_SITE_WRITABLE } from '../../../common/schemas/center-site';
import type { ThemeConfig } from '../../../common/centers';
import type { VolunteerCenterRow } from '../../db/schema/volunteer-centers';
import { createNotFoundError, createInvalidAttributeError } from '../../lib/app-error';
import type { Tx } from '../../db/connection';
import type { CurrentUser } from '../../lib/current-user';
import type { RequestCtx } from '../../lib/request-ctx';
import { deleteFile } from '../files/service';
import { assertAllowed, isAdmin, isCenterAdminOf } from '../../lib/permissions';
import {
  getCurrentCenter,
  type CenterWithProfile,
  type TenantCtx,
} from '../volunteer-centers/service';
import { ensureProfileOfCenter, updateProfileOfCenter, type CenterProfileChanges } from './repo';

export type CenterImage = 'logo' | 'favicon';

/** The request's center, which the user must administer; 404 when the tenant has none. */
export function assertMayEditCenter(
  user: CurrentUser,
  tenant: string,
  center: VolunteerCenterRow | null,
): VolunteerCenterRow {
  if (!center) throw createNotFoundError(`The partner "${tenant}" has no volunteer center yet.`);
  assertAllowed(
    user.tenantId === tenant && (isAdmin(user) || isCenterAdminOf(user, center.id)),
    "Only this center's administrators may change its design.",
  );
  return center;
}

const COPIED = [
  'name',
  'primaryColor',
  'primaryColorShades',
  'secondaryColor',
  'secondaryColorShades',
  'tertiaryColor',
  'tertiaryColorShades',
  'mutedColor',
  'backgroundColor',
  'textColor',
  'gtagId',
  'footerText',
  'contactPersonName',
  'contactPersonRole',
  'contactPersonEmail',
  'contactPersonPhone',
  ...CENTER_SITE_WRITABLE,
] as const;

/** Images: set by their upload endpoints; a PATCH may only remove them or leave them as they are. */
const IMAGES = [
  ['websiteLogoUrl', 'website_logo_url'],
  ['faviconUrl', 'favicon_url'],
  ['contactPersonPhotoUrl', 'contact_person_photo_url'],
] as const;

export async function updateCenterDesign(
  ctx: TenantCtx,
  center: VolunteerCenterRow,
  input: { values: CenterProfileInput; present: Set<string> },
): Promise<{ item: CenterWithProfile; removedImages: string[] }> {
  const { values, present } = input;
  const current = await ensureProfileOfCenter(ctx.tx, ctx.tenant, center);
  const changes: Record<string, unknown> = {};
  for (const key of COPIED) {
    if (!present.has(key)) continue;
    // The lists are never null in the table: sending null empties them.
    const empty = key === 'footerColumns' || key === 'socialLinks' ? [] : null;
    changes[key] = values[key] ?? empty;
  }
  const removedImages: string[] = [];
  for (const [column, wire] of IMAGES) {
    if (!present.has(column)) continue;
    const value = values[column] ?? null;
    if (value === current[column]) continue;
    if (value !== null) {
      throw createInvalidAttributeError(
        `${wire} can only be removed (null) here; upload an image to set it.`,
        `/data/attributes/${wire}`,
      );
    }
    changes[column] = null;
    if (current[column]) removedImages.push(current[column]);
  }
  if (present.has('themeConfig')) {
    const given = values.themeConfig as ThemeConfig | null | undefined;
    changes.themeConfig = given ? { ...(current.themeConfig ?? {}), ...given } : null;
  }
  if (Object.keys(changes).length > 0) {
    await updateProfileOfCenter(ctx.tx, ctx.tenant, center.id, changes as CenterProfileChanges);
  }
  return { item: await getCurrentCenter(ctx, center), removedImages };
}

/** Points the logo or favicon at a stored upload; answers the URL it replaced. */
export async function setCenterImage(
  ctx: TenantCtx,
  center: VolunteerCenterRow,
  image: CenterImage,
  url: string,
): Promise<{ item: CenterWithProfile; previousUrl: string | null }> {
  const current = await ensureProfileOfCenter(ctx.tx, ctx.tenant, center);
  const column = image === 'logo' ? 'websiteLogoUrl' : 'faviconUrl';
  await updateProfileOfCenter(ctx.tx, ctx.tenant, center.id, { [column]: url });
  return { item: await getCurrentCenter(ctx, center), previousUrl: current[column] };
}

/**
 * Points the hero at the file `record` writes (null: none, the storefront falls back to its
 * illustration) and deletes the file it replaced; answers that file's folder, to remove after
 * the commit.
 */
export async function replaceCenterHero(
  ctx: TenantCtx,
  files: Pick<RequestCtx, 'tenantId' | 'settings'>,
  center: VolunteerCenterRow,
  record: (tx: Tx) => Promise<string | null>,
): Promise<{ item: CenterWithProfile; removed: string | null }> {
  const current = await ensureProfileOfCenter(ctx.tx, ctx.tenant, center);
  await updateProfileOfCenter(ctx.tx, ctx.tenant, center.id, { heroFileId: await record(ctx.tx) });
  const removed = await deleteFile(ctx.tx, files, current.heroFileId);
  return { item: await getCurrentCenter(ctx, center), removed };
}

/** As replaceCenterHero, for the contact person's photo (shown on vacancy pages). */
export async function replaceContactPersonPhoto(
  ctx: TenantCtx,
  files: Pick<RequestCtx, 'tenantId' | 'settings'>,
  center: VolunteerCenterRow,
  record: (tx: Tx) => Promise<string | null>,
): Promise<{ item: CenterWithProfile; removed: string | null }> {
  const current = await ensureProfileOfCenter(ctx.tx, ctx.tenant, center);
  await updateProfileOfCenter(ctx.tx, ctx.tenant, center.id, {
    contactPersonPhotoFileId: await record(ctx.tx),
  });
  const removed = await deleteFile(ctx.tx, files, current.contactPersonPhotoFileId);
  return { item: await getCurrentCenter(ctx, center), removed };
}
