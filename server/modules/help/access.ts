// Who does what with one-to-one help (docs/help-api.md "Who sees and does what"): the feature must
// be on for the tenant; coordinators are the center admins (their own centers) and admins (the
// tenant); volunteers offer help and see their own matches.
import type { CurrentUser } from '../../lib/current-user';
import { createNotFoundError } from '../../lib/app-error';
import {
  assertAllowed,
  getAdministeredCenterIds,
  isAdmin,
  isCenterAdminOf,
  isVolunteer,
} from '../../lib/permissions';
import type { RequestCtx } from '../../lib/request-ctx';
import { requireSignedIn } from '../../lib/require-signed-in';

/** A tenant without the feature has no one-to-one help at all: every route answers 404. */
export function requireHelpFeature(ctx: RequestCtx): void {
  if (!ctx.config.features.oneToOneHelp) {
    throw createNotFoundError(`${ctx.config.appName} does not offer one-to-one help.`);
  }
}

/** The centers whose help the user coordinates: null for admins (the whole tenant). */
export function listCoordinatedCenterIds(user: CurrentUser): string[] | null {
  return isAdmin(user) ? null : getAdministeredCenterIds(user);
}

export function isHelpCoordinator(user: CurrentUser): boolean {
  return isAdmin(user) || getAdministeredCenterIds(user).length > 0;
}

export function coordinatesCenter(user: CurrentUser, centerId: string): boolean {
  return isAdmin(user) || isCenterAdminOf(user, centerId);
}

/** Feature on, signed in, a coordinator: else 404, 401, 403 (in that order). */
export function requireHelpCoordinator(ctx: RequestCtx): CurrentUser {
  requireHelpFeature(ctx);
  const user = requireSignedIn(ctx);
  assertAllowed(
    isHelpCoordinator(user),
    'Only coordinators of the volunteer center and administrators handle requests for help.',
  );
  return user;
}

/** Feature on, signed in, a volunteer: else 404, 401, 403. */
export function requireHelpVolunteer(ctx: RequestCtx): CurrentUser {
  requireHelpFeature(ctx);
  const user = requireSignedIn(ctx);
  assertAllowed(isVolunteer(user), 'Only volunteers offer help. Sign in with a volunteer account.');
  return user;
}
