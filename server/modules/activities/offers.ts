// Offers of a freed place (docs/activities-api.md "Waitlist"): the volunteer it is offered to
// accepts it (registered, unless it overlaps a place they hold, or the offer ran out) or declines
// it (the place goes to the next one waiting).
import type { RequestCtx } from '../../lib/request-ctx';
import { createMissingError } from '../../lib/unprocessable';
import { requireActivityVolunteer } from './access';
import { createOverlapError, createTransitionError } from './errors';
import {
  findOverlapping,
  findRegistrationView,
  updateRegistration,
  type RegistrationView,
} from './registration-repo';
import { freePlace, lockRegistration, periodOf } from './registrations';

/** POST /api/v1/registrations/{id}/accept: the volunteer takes the place offered to them. */
export async function acceptOffer(ctx: RequestCtx, id: string): Promise<RegistrationView> {
  requireActivityVolunteer(ctx);
  return ctx.withTenant(async (tx) => {
    const locked = await lockRegistration(ctx, tx, id);
    const { registration } = locked;
    if (registration.userId !== locked.user.id) throw createMissingError('Registration', id);
    if (registration.status === 'registered') {
      return (await findRegistrationView(tx, ctx.tenantId, id))!;
    }
    if (registration.status !== 'offered') {
      throw createTransitionError(
        'There is no open offer of a place on this registration.',
        'activities.error.noOffer',
      );
    }
    if (!registration.offerExpiresAt || registration.offerExpiresAt <= ctx.now) {
      throw createTransitionError(
        'The offer has expired; the place went to the next person on the waitlist.',
        'activities.error.offerExpired',
      );
    }
    const period = await periodOf(tx, ctx, locked);
    if (
      await findOverlapping(tx, ctx.tenantId, {
        userId: registration.userId,
        ...period,
        exceptId: registration.id,
      })
    ) {
      throw createOverlapError();
    }
    await updateRegistration(tx, ctx.tenantId, id, { status: 'registered', updatedAt: ctx.now });
    return (await findRegistrationView(tx, ctx.tenantId, id))!;
  });
}

/** POST /api/v1/registrations/{id}/decline: the place goes to the next one waiting. */
export async function declineOffer(ctx: RequestCtx, id: string): Promise<RegistrationView> {
  requireActivityVolunteer(ctx);
  return ctx.withTenant(async (tx) => {
    const locked = await lockRegistration(ctx, tx, id);
    const { registration } = locked;
    if (registration.userId !== locked.user.id) throw createMissingError('Registration', id);
    if (registration.status !== 'offered') {
      throw createTransitionError(
        'There is no open offer of a place on this registration.',
        'activities.error.noOffer',
      );
    }
    await updateRegistration(tx, ctx.tenantId, id, {
      status: 'cancelled',
      cancelledAt: ctx.now,
      updatedAt: ctx.now,
    });
    await freePlace(tx, ctx, locked);
    return (await findRegistrationView(tx, ctx.tenantId, id))!;
  });
}
