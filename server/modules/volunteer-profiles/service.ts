// The rules of a volunteer's own profile: who has one, the empty profile on first read, and
// saving with the postcode geocoded. The lookup runs between two short transactions, never
// inside one, and its failure never fails the save: the postcode is stored without coordinates
// and the caller is told (meta.geocoding).
import {
  compactPostcode,
  type VolunteerProfileInput,
  type Availability,
  type DigestFrequency,
} from '../../../common/schemas/volunteer-profile';
import type { TenantConfig } from '../../../common/tenants/tenant-configs';
import type { Tx } from '../../db/connection';
import type { VolunteerProfileRow } from '../../db/schema/volunteer-profiles';
import { createNotFoundError } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import type { Geocoder } from '../../lib/geocoder';
import { assertAllowed, hasRole } from '../../lib/permissions';
import {
  ensureProfile,
  findProfileByUser,
  updateProfile,
  type VolunteerProfileChanges,
} from './repo';

// The profile vacancies' recommendations read.
export { findProfileByUser };

export type GeocodingOutcome = 'ok' | 'not_found' | 'failed';

export interface ProfileCtx {
  tenant: string;
  tenantConfig: TenantConfig;
  withTenant<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  geocoder: Geocoder;
  log: { warn(obj: object, msg: string): void };
}

/**
 * Volunteer profiles belong to volunteers (DESIGN.md section 6: 'own profile'). A user without
 * any role signed up as a volunteer; staff accounts (admin, center_admin, organization_admin)
 * without the volunteer role have none.
 */
export function assertMayHaveVolunteerProfile(ctx: ProfileCtx, user: CurrentUser): void {
  if (!ctx.tenantConfig.features.volunteerProfiles) {
    throw createNotFoundError(`${ctx.tenantConfig.appName} does not use volunteer profiles.`);
  }
  assertAllowed(
    user.tenantId === ctx.tenant && (hasRole(user, 'volunteer') || user.roles.length === 0),
    'Only volunteers have a volunteer profile.',
  );
}

export async function getOwnProfile(
  ctx: ProfileCtx,
  user: CurrentUser,
): Promise<VolunteerProfileRow> {
  assertMayHaveVolunteerProfile(ctx, user);
  return ctx.withTenant((tx) => ensureProfile(tx, ctx.tenant, user.id));
}

async function locate(
  ctx: ProfileCtx,
  postcode: string,
): Promise<{ outcome: GeocodingOutcome; changes: VolunteerProfileChanges }> {
  const none = { city: null, lat: null, lng: null };
  try {
    const found = await ctx.geocoder.geocodePostcode(compactPostcode(postcode));
    if (!found) return { outcome: 'not_found', changes: none };
    return { outcome: 'ok', changes: { city: found.city, lat: found.lat, lng: found.lng } };
  } catch (error) {
    ctx.log.warn(
      { err: (error as Error).message },
      'postcode lookup failed; saved without coordinates',
    );
    return { outcome: 'failed', changes: none };
  }
}

export async function updateOwnProfile(
  ctx: ProfileCtx,
  user: CurrentUser,
  input: { values: VolunteerProfileInput; present: Set<string> },
): Promise<{ profile: VolunteerProfileRow; geocoding?: GeocodingOutcome }> {
  assertMayHaveVolunteerProfile(ctx, user);
  const { values, present } = input;
  const changes: VolunteerProfileChanges = {};
  if (present.has('bio')) changes.bio = values.bio ?? null;
  if (present.has('skills')) changes.skills = values.skills ?? [];
  if (present.has('interests')) changes.interests = values.interests ?? [];
  if (present.has('availability')) {
    // Days without parts are left out, so {} and {mon: []} mean the same.
    const entries = Object.entries(values.availability ?? {}).filter(
      ([, parts]) => Array.isArray(parts) && parts.length > 0,
    );
    changes.availability = Object.fromEntries(entries) as Availability;
  }
  if (present.has('visibleInPool')) changes.visibleInPool = values.visibleInPool!;
  if (present.has('digestFrequency')) {
    changes.digestFrequency = values.digestFrequency as DigestFrequency;
  }

  let geocoding: GeocodingOutcome | undefined;
  if (present.has('postcode')) {
    const postcode = values.postcode ?? null;
    const current = await ctx.withTenant((tx) => ensureProfile(tx, ctx.tenant, user.id));
    changes.postcode = postcode;
    if (postcode === null) {
      Object.assign(changes, { city: null, lat: null, lng: null });
    } else if (postcode !== current.postcode || current.lat === null) {
      // A new postcode, or one whose earlier lookup failed: look it up (outside a transaction).
      const located = await locate(ctx, postcode);
      geocoding = located.outcome;
      Object.assign(changes, located.changes);
    }
  }
  const profile = await ctx.withTenant(async (tx) => {
    if (present.has('vogIssuedOn')) {
      // A coordinator checked one certificate: a new date is another one, not yet seen.
      const current = await ensureProfile(tx, ctx.tenant, user.id);
      if ((values.vogIssuedOn ?? null) !== current.vogIssuedOn) {
        Object.assign(changes, {
          vogIssuedOn: values.vogIssuedOn ?? null,
          vogCheckedAt: null,
          vogCheckedById: null,
        });
      }
    }
    return updateProfile(tx, ctx.tenant, user.id, changes);
  });
  return { profile, geocoding };
}

/**
 * Turns the periodic mail off (its unsubscribe link); true when it was on. A volunteer without a
 * profile gets none made.
 */
export async function stopDigest(tx: Tx, tenant: string, userId: string): Promise<boolean> {
  const profile = await findProfileByUser(tx, tenant, userId);
  if (!profile || profile.digestFrequency === 'none') return false;
  await updateProfile(tx, tenant, userId, { digestFrequency: 'none' });
  return true;
}
