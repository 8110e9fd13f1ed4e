// Registrations (docs/activities-api.md "Registrations"): a volunteer registers for an activity or
// one of its shifts; under the activity's row lock the places are counted, so many at once get
// exactly the places there are and the rest the waitlist, in arrival order (seq). No double
// booking: a place that overlaps another place held is a 409. A volunteer cancels up to the start;
// a freed place is offered to the first waiting (./waitlist.ts), who accepts or declines.
import type { RegistrationCreateInput } from '../../../common/schemas/activity-wire';
import type { RegistrationStatus } from '../../../common/schemas/activities';
import { isUuid } from '../../../common/schemas/uuid';
import type { Tx } from '../../db/connection';
import type {
  ActivityRegistrationRow,
  ActivityRow,
  ActivityShiftRow,
} from '../../db/schema/activities';
import { createDuplicateIdError, isUniqueViolation } from '../../lib/client-ids';
import type { CurrentUser } from '../../lib/current-user';
import type { RequestCtx } from '../../lib/request-ctx';
import { requireSignedIn } from '../../lib/require-signed-in';
import { createMissingError } from '../../lib/unprocessable';
import {
  canManageActivity,
  isPublicOnCenter,
  requireActivitiesFeature,
  requireActivityVolunteer,
} from './access';
import {
  createAlreadyRegisteredError,
  createClosedError,
  createInvalidError,
  createOverlapError,
  createTransitionError,
} from './errors';
import {
  countTaken,
  findActiveOfUser,
  findOverlapping,
  findRegistration,
  findRegistrationView,
  insertRegistration,
  listUserRegistrations,
  updateRegistration,
  type RegistrationView,
} from './registration-repo';
import { findActivity, findShift, listShifts } from './repo';
import { offerFreedPlaces } from './waitlist';

const ACTIVE: readonly RegistrationStatus[] = ['registered', 'waitlisted', 'offered'];

/** The shift the registration is for: required when the activity has shifts, else none. */
function chooseShift(
  shifts: ActivityShiftRow[],
  shiftId: string | null | undefined,
): ActivityShiftRow | null {
  if (shifts.length === 0) {
    if (shiftId) {
      throw createInvalidError(
        'This activity has no shifts; register without shift_id.',
        '/data/attributes/shift_id',
        'activities.error.noShifts',
      );
    }
    return null;
  }
  if (!shiftId) {
    throw createInvalidError(
      'Choose one of the shifts (shift_id).',
      '/data/attributes/shift_id',
      'activities.error.shiftRequired',
    );
  }
  const shift = shifts.find((s) => s.id === shiftId.toLowerCase());
  if (!shift) {
    throw createInvalidError(
      `${shiftId} is not a shift of this activity.`,
      '/data/attributes/shift_id',
      'activities.error.shiftRequired',
    );
  }
  return shift;
}

/** POST /api/v1/activities/{id}/registrations. */
export async function registerForActivity(
  ctx: RequestCtx,
  activityId: string,
  input: RegistrationCreateInput,
  clientId: string | undefined,
): Promise<RegistrationView> {
  const user = requireActivityVolunteer(ctx);
  try {
    return await ctx.withTenant(async (tx) => {
      if (clientId && (await findRegistration(tx, ctx.tenantId, clientId))) {
        throw createDuplicateIdError('registration', clientId);
      }
      // The lock every registration, cancellation and offer of this activity waits for.
      const activity = isUuid(activityId)
        ? await findActivity(tx, ctx.tenantId, activityId, { lock: true })
        : null;
      if (!activity || !isPublicOnCenter(activity, ctx.center?.id ?? null)) {
        throw createMissingError('Activity', activityId);
      }
      if (activity.status === 'cancelled') throw createClosedError('cancelled');
      const shift = chooseShift(await listShifts(tx, ctx.tenantId, activity.id), input.shiftId);
      const startsAt = shift?.startsAt ?? activity.startsAt;
      const endsAt = shift?.endsAt ?? activity.endsAt;
      if (startsAt <= ctx.now) throw createClosedError('started');
      if (!activity.registrationOpen) throw createClosedError('closed');
      const target = { activityId: activity.id, shiftId: shift?.id ?? null, userId: user.id };
      if (await findActiveOfUser(tx, ctx.tenantId, target)) throw createAlreadyRegisteredError();
      if (await findOverlapping(tx, ctx.tenantId, { userId: user.id, startsAt, endsAt })) {
        throw createOverlapError();
      }
      const capacity = shift ? shift.capacity : activity.capacity;
      const taken =
        capacity === null ? 0 : await countTaken(tx, ctx.tenantId, activity.id, shift?.id ?? null);
      const row = await insertRegistration(tx, {
        ...(clientId ? { id: clientId } : {}),
        tenantId: ctx.tenantId,
        activityId: activity.id,
        shiftId: shift?.id ?? null,
        userId: user.id,
        status: capacity === null || taken < capacity ? 'registered' : 'waitlisted',
        note: input.note || null,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      });
      return (await findRegistrationView(tx, ctx.tenantId, row.id))!;
    });
  } catch (error) {
    if (clientId && isUniqueViolation(error, 'activity_registrations_tenant_id_id_pk')) {
      throw createDuplicateIdError('registration', clientId);
    }
    if (isUniqueViolation(error, 'activity_registrations_active_idx')) {
      throw createAlreadyRegisteredError();
    }
    throw error;
  }
}

export interface Locked {
  user: CurrentUser;
  activity: ActivityRow;
  registration: ActivityRegistrationRow;
  manages: boolean;
}

/** The registration with its activity locked first (the lock order of every write). */
export async function lockRegistration(ctx: RequestCtx, tx: Tx, id: string): Promise<Locked> {
  requireActivitiesFeature(ctx);
  const user = requireSignedIn(ctx);
  const first = isUuid(id) ? await findRegistration(tx, ctx.tenantId, id) : null;
  const activity = first
    ? await findActivity(tx, ctx.tenantId, first.activityId, { lock: true })
    : null;
  const registration = activity
    ? await findRegistration(tx, ctx.tenantId, id, { lock: true })
    : null;
  const manages = !!activity && canManageActivity(user, activity);
  if (!activity || !registration || (registration.userId !== user.id && !manages)) {
    throw createMissingError('Registration', id);
  }
  return { user, activity, registration, manages };
}

export async function periodOf(tx: Tx, ctx: RequestCtx, locked: Locked) {
  const shift = locked.registration.shiftId
    ? await findShift(tx, ctx.tenantId, locked.registration.shiftId)
    : null;
  return {
    startsAt: shift?.startsAt ?? locked.activity.startsAt,
    endsAt: shift?.endsAt ?? locked.activity.endsAt,
  };
}

export async function freePlace(tx: Tx, ctx: RequestCtx, locked: Locked): Promise<void> {
  await offerFreedPlaces(tx, {
    activity: locked.activity,
    shiftId: locked.registration.shiftId,
    now: ctx.now,
    origin: ctx.origin,
  });
}

/**
 * PATCH /api/v1/registrations/{id}: the volunteer (or the organizer) cancels up to the start; the
 * organizer marks attended or no-show from the start on (or sets it back to registered).
 */
export async function changeRegistration(
  ctx: RequestCtx,
  id: string,
  status: 'cancelled' | 'registered' | 'attended' | 'no_show',
): Promise<RegistrationView> {
  return ctx.withTenant(async (tx) => {
    const locked = await lockRegistration(ctx, tx, id);
    const { registration } = locked;
    const period = await periodOf(tx, ctx, locked);
    if (status === 'cancelled') {
      if (!ACTIVE.includes(registration.status)) {
        throw createTransitionError(
          'This registration is not active, so there is nothing to cancel.',
          'activities.error.notActive',
        );
      }
      if (period.startsAt <= ctx.now) throw createClosedError('started');
      await updateRegistration(tx, ctx.tenantId, id, {
        status: 'cancelled',
        cancelledAt: ctx.now,
        updatedAt: ctx.now,
      });
      if (registration.status !== 'waitlisted') await freePlace(tx, ctx, locked);
      return (await findRegistrationView(tx, ctx.tenantId, id))!;
    }
    if (!locked.manages) {
      throw createTransitionError(
        'Only the organizer marks who came.',
        'activities.error.organizerOnly',
      );
    }
    if (!['registered', 'attended', 'no_show'].includes(registration.status)) {
      throw createTransitionError(
        'Only registered volunteers can be marked as present or absent.',
        'activities.error.notRegistered',
      );
    }
    if (status !== 'registered' && period.startsAt > ctx.now) {
      throw createTransitionError(
        'Attendance can be marked once the activity or shift has started.',
        'activities.error.notStarted',
      );
    }
    await updateRegistration(tx, ctx.tenantId, id, {
      status,
      markedById: status === 'registered' ? null : locked.user.id,
      updatedAt: ctx.now,
    });
    return (await findRegistrationView(tx, ctx.tenantId, id))!;
  });
}

/** GET /api/v1/registrations/{id}: the volunteer's own, or one of an activity they manage. */
export async function getRegistration(ctx: RequestCtx, id: string): Promise<RegistrationView> {
  requireActivitiesFeature(ctx);
  const user = requireSignedIn(ctx);
  return ctx.withTenant(async (tx) => {
    const view = isUuid(id) ? await findRegistrationView(tx, ctx.tenantId, id) : null;
    if (
      !view ||
      (view.registration.userId !== user.id &&
        !canManageActivity(user, {
          centerId: view.activityCenterId,
          organizationId: view.activityOrganizationId,
        }))
    ) {
      throw createMissingError('Registration', id);
    }
    return view;
  });
}

/** GET /api/v1/registrations: the signed-in user's own registrations. */
export async function getMyRegistrations(ctx: RequestCtx): Promise<RegistrationView[]> {
  requireActivitiesFeature(ctx);
  const user = requireSignedIn(ctx);
  return ctx.withTenant((tx) => listUserRegistrations(tx, ctx.tenantId, user.id));
}
