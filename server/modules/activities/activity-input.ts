// Turning the attributes of an activity write into row values: sanitized descriptions, the
// organization (which the writer must manage) and its center, category tags, the place (an
// address geocoded outside any transaction: a failing geocoder saves without coordinates; or
// online), a public cover image, and shifts with their times.
import { compactPostcode, formatPostcode } from '../../../common/schemas/volunteer-profile';
import { parseActivityTime } from '../../../common/amsterdam-time';
import type { ActivityShiftInput } from '../../../common/schemas/activity-wire';
import type { Tx } from '../../db/connection';
import type { CurrentUser } from '../../lib/current-user';
import type { Geocoder } from '../../lib/geocoder';
import {
  getAdministeredOrganizationIds,
  isAdmin,
  isCenterAdminOf,
  isOrganizationAdminOf,
} from '../../lib/permissions';
import type { RequestCtx } from '../../lib/request-ctx';
import { sanitizeRichText } from '../../lib/sanitize-html';
import { loadImage } from '../files/service';
import { findOrganization } from '../organizations/service';
import { findTagsByIds } from '../tags/service';
import { createInvalidError } from './errors';

export interface ActivityCtx extends RequestCtx {
  geocoder: Geocoder;
  log: { warn(obj: object, msg: string): void };
}

export interface AddressInput {
  street?: string | null;
  number?: string | null;
  postcode?: string | null;
  city?: string | null;
}

export interface PlaceValues {
  street: string | null;
  number: string | null;
  postcode: string | null;
  city: string | null;
  lat: number | null;
  lng: number | null;
}

/** Coordinates for the address's postcode; none (saved without) when unknown or on failure. */
export async function locateAddress(
  ctx: ActivityCtx,
  address: AddressInput | null | undefined,
): Promise<PlaceValues | null | undefined> {
  if (address === undefined) return undefined;
  if (address === null) return null;
  const values: PlaceValues = {
    street: address.street || null,
    number: address.number || null,
    postcode: address.postcode ? formatPostcode(address.postcode) : null,
    city: address.city || null,
    lat: null,
    lng: null,
  };
  if (values.postcode) {
    try {
      const found = await ctx.geocoder.geocodePostcode(compactPostcode(values.postcode));
      if (found) {
        Object.assign(values, { lat: found.lat, lng: found.lng, city: values.city ?? found.city });
      }
    } catch (error) {
      ctx.log.warn(
        { err: (error as Error).message },
        'postcode lookup failed; saved without coordinates',
      );
    }
  }
  return values;
}

export const EMPTY_PLACE: PlaceValues = {
  street: null,
  number: null,
  postcode: null,
  city: null,
  lat: null,
  lng: null,
};

export function cleanDescription(html: string | null | undefined): string | null | undefined {
  return html === undefined ? undefined : sanitizeRichText(html);
}

/** Every id names a category tag of the tenant; the first that does not is a 422. */
export async function checkCategoryTags(
  tx: Tx,
  tenantId: string,
  ids: string[],
): Promise<string[]> {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  const found = new Set(
    (await findTagsByIds(tx, tenantId, unique))
      .filter((t) => t.kind === 'category')
      .map((t) => t.id),
  );
  const index = ids.findIndex((id) => !found.has(id.toLowerCase()));
  if (index >= 0) {
    throw createInvalidError(
      `Tag ${ids[index]} is no category of this website.`,
      `/data/attributes/tag_ids/${index}`,
      'activities.error.tag',
    );
  }
  return unique;
}

/** A public image of the tenant as the cover. */
export async function checkCover(tx: Tx, tenantId: string, id: string | null | undefined) {
  if (!id) return id;
  if (!(await loadImage(tx, tenantId, id.toLowerCase()))) {
    throw createInvalidError(
      `File ${id} is no public image of this website.`,
      '/data/attributes/cover_file_id',
      'activities.error.cover',
    );
  }
  return id.toLowerCase();
}

/**
 * Whose activity a new one is, and which center it belongs to: the organization named (which the
 * writer must manage), else an organization admin's one organization, else the center's own
 * activity (center admins of the request's center and admins).
 */
export async function resolveOwner(
  tx: Tx,
  ctx: RequestCtx,
  user: CurrentUser,
  organizationId: string | null | undefined,
): Promise<{ organizationId: string | null; centerId: string }> {
  const pointer = '/data/attributes/organization_id';
  let id = organizationId?.toLowerCase() ?? null;
  if (!id && !isAdmin(user) && !(ctx.center && isCenterAdminOf(user, ctx.center.id))) {
    const own = getAdministeredOrganizationIds(user);
    if (own.length === 1) id = own[0]!;
    else {
      throw createInvalidError(
        'Choose the organization the activity is for (organization_id).',
        pointer,
        'activities.error.organization',
      );
    }
  }
  if (!id) {
    if (!ctx.center) {
      throw createInvalidError('This website has no volunteer center.', pointer);
    }
    return { organizationId: null, centerId: ctx.center.id };
  }
  const organization = await findOrganization(tx, ctx.tenantId, id);
  const manages =
    !!organization &&
    (isAdmin(user) ||
      isCenterAdminOf(user, organization.centerId) ||
      isOrganizationAdminOf(user, organization.id));
  if (!organization || !manages) {
    throw createInvalidError(
      `${id} is no organization you manage activities for.`,
      pointer,
      'activities.error.organization',
    );
  }
  return { organizationId: organization.id, centerId: organization.centerId };
}

export interface ShiftValues {
  id?: string;
  name: string;
  startsAt: Date;
  endsAt: Date;
  capacity: number | null;
  position: number;
}

export function readShifts(shifts: ActivityShiftInput[]): ShiftValues[] {
  return shifts.map((s, position) => ({
    ...(s.id ? { id: s.id.toLowerCase() } : {}),
    name: s.name,
    startsAt: parseActivityTime(s.startsAt)!,
    endsAt: parseActivityTime(s.endsAt)!,
    capacity: s.capacity ?? null,
    position,
  }));
}
