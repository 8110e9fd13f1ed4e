// Who sees and manages activities (docs/activities-api.md "Who sees and does what"): the tenant
// must have the feature; anyone reads the published activities of the request's center; admins
// manage the tenant's, center admins their centers', organization admins their organizations'.
import type { ActivityRow } from '../../db/schema/activities';
import { createNotFoundError } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import {
  assertAllowed,
  getAdministeredCenterIds,
  getAdministeredOrganizationIds,
  isAdmin,
  isCenterAdminOf,
  isOrganizationAdminOf,
  isVolunteer,
} from '../../lib/permissions';
import type { RequestCtx } from '../../lib/request-ctx';
import { requireSignedIn } from '../../lib/require-signed-in';

/** A tenant without the activity calendar answers 404 on every activity route. */
export function requireActivitiesFeature(ctx: RequestCtx): void {
  if (!ctx.config.features.activities) {
    throw createNotFoundError(`${ctx.config.appName} has no activity calendar.`);
  }
}

export function canManageActivity(
  user: CurrentUser | null,
  activity: Pick<ActivityRow, 'centerId' | 'organizationId'>,
): boolean {
  if (!user) return false;
  return (
    isAdmin(user) ||
    isCenterAdminOf(user, activity.centerId) ||
    (!!activity.organizationId && isOrganizationAdminOf(user, activity.organizationId))
  );
}

export function isActivityManager(user: CurrentUser): boolean {
  return (
    isAdmin(user) ||
    getAdministeredCenterIds(user).length > 0 ||
    getAdministeredOrganizationIds(user).length > 0
  );
}

/** What a manager's list holds: null for admins (all), else centers and organizations. */
export interface ManageScope {
  centerIds: string[];
  organizationIds: string[];
}

export function buildManageScope(user: CurrentUser): ManageScope | null {
  if (isAdmin(user)) return null;
  return {
    centerIds: getAdministeredCenterIds(user),
    organizationIds: getAdministeredOrganizationIds(user),
  };
}

/** Feature on, signed in, a manager of some activities: else 404, 401, 403. */
export function requireActivityManager(ctx: RequestCtx): CurrentUser {
  requireActivitiesFeature(ctx);
  const user = requireSignedIn(ctx);
  assertAllowed(
    isActivityManager(user),
    'Only organizations, coordinators of the volunteer center and administrators manage activities.',
  );
  return user;
}

/** Feature on, signed in, a volunteer: else 404, 401, 403. */
export function requireActivityVolunteer(ctx: RequestCtx): CurrentUser {
  requireActivitiesFeature(ctx);
  const user = requireSignedIn(ctx);
  assertAllowed(
    isVolunteer(user),
    'Only volunteers register for activities. Sign in with a volunteer account.',
  );
  return user;
}

/** Whether the activity shows to the public on this center. */
export function isPublicOnCenter(
  activity: Pick<ActivityRow, 'status' | 'centerId'>,
  centerId: string | null,
): boolean {
  return activity.status !== 'draft' && !!centerId && activity.centerId === centerId;
}
