// The waitlist (docs/activities-api.md "Waitlist"): when a place frees up (a cancellation, a
// declined or expired offer, more places), the first waiting volunteer in arrival order gets a
// timed offer (WAITLIST_OFFER_HOURS, never past the start) by mail and notification; an offer
// holds the place until it is accepted, declined or runs out, and then the next one gets it. The
// expiry runs as a scheduled job; tests call expireOffers with a clock of their own.
import { WAITLIST_OFFER_HOURS } from '../../../common/schemas/activities';
import {
  TENANT_CONFIGS,
  TENANT_NAMES,
  type TenantName,
} from '../../../common/tenants/tenant-configs';
import type { Database, Tx } from '../../db/connection';
import type { ActivityRow } from '../../db/schema/activities';
import { runForEachTenant } from '../../lib/each-tenant';
import type { Job } from '../../lib/jobs';
import type { MailLinkSettings } from '../../lib/mail-links';
import { loadMailOrigins } from '../volunteer-centers/service';
import { notifyPlaceOffered } from './notify';
import {
  countTaken,
  findRegistration,
  listExpiredOffers,
  listWaiting,
  updateRegistration,
} from './registration-repo';
import { findActivity, findShift } from './repo';

const HOUR_MS = 60 * 60 * 1000;
export const OFFER_JOB_NAME = 'activity_waitlist_offers';
export const OFFER_JOB_INTERVAL_MS = 5 * 60 * 1000;
const BATCH_SIZE = 200;

/**
 * Offers the free places of an activity (or one shift) to the first waiting volunteers. The
 * caller holds the activity's row lock, so two frees at once cannot offer one place twice.
 */
export async function offerFreedPlaces(
  tx: Tx,
  input: { activity: ActivityRow; shiftId: string | null; now: Date; origin: string },
): Promise<number> {
  const { activity, now } = input;
  if (activity.status !== 'published') return 0;
  const shift = input.shiftId ? await findShift(tx, activity.tenantId, input.shiftId) : null;
  const startsAt = shift?.startsAt ?? activity.startsAt;
  if (startsAt <= now) return 0;
  const capacity = shift ? shift.capacity : activity.capacity;
  const free =
    capacity === null
      ? BATCH_SIZE
      : capacity - (await countTaken(tx, activity.tenantId, activity.id, input.shiftId));
  if (free <= 0) return 0;
  const waiting = await listWaiting(tx, activity.tenantId, activity.id, input.shiftId, free);
  const expiresAt = new Date(
    Math.min(now.getTime() + WAITLIST_OFFER_HOURS * HOUR_MS, startsAt.getTime()),
  );
  for (const registration of waiting) {
    const changes = {
      status: 'offered' as const,
      offeredAt: now,
      offerExpiresAt: expiresAt,
      updatedAt: now,
    };
    await updateRegistration(tx, activity.tenantId, registration.id, changes);
    await notifyPlaceOffered(tx, {
      activity,
      registration: { ...registration, ...changes },
      shiftName: shift?.name ?? null,
      startsAt,
      origin: input.origin,
    });
  }
  return waiting.length;
}

export interface OfferRun {
  expired: number;
  offered: number;
}

/** Offers whose time ran out become expired, and their places go to the next in line. */
export async function expireOffers(
  database: Database,
  now: Date,
  options: {
    tenants?: readonly TenantName[];
    mailLinks: MailLinkSettings;
    logger?: { error(obj: object, msg: string): void };
  },
): Promise<OfferRun> {
  const run: OfferRun = { expired: 0, offered: 0 };
  const tenants = (options.tenants ?? TENANT_NAMES).filter(
    (t) => TENANT_CONFIGS[t].features.activities,
  );
  await runForEachTenant(
    database.db,
    { tenants, logger: options.logger, label: 'activity offer expiry' },
    async (tx, tenant) => {
      const due = await listExpiredOffers(tx, tenant, now, BATCH_SIZE);
      if (due.length === 0) return;
      const originOf = await loadMailOrigins(tx, tenant, options.mailLinks);
      // The activity's lock first, then the offer read again: the lock order of every write.
      for (const candidate of due) {
        const activity = await findActivity(tx, tenant, candidate.activityId, { lock: true });
        const registration = await findRegistration(tx, tenant, candidate.id, { lock: true });
        if (!activity || registration?.status !== 'offered') continue;
        if (!registration.offerExpiresAt || registration.offerExpiresAt > now) continue;
        await updateRegistration(tx, tenant, registration.id, {
          status: 'expired',
          updatedAt: now,
        });
        run.expired += 1;
        run.offered += await offerFreedPlaces(tx, {
          activity,
          shiftId: registration.shiftId,
          now,
          origin: originOf(activity.centerId),
        });
      }
    },
  );
  return run;
}

/** The expiry as a scheduled job (server/index.ts registers it with the job runner). */
export function createOfferExpiryJob(options: {
  database: Database;
  mailLinks: MailLinkSettings;
  logger: { error(obj: object, msg: string): void };
}): Job {
  return {
    name: OFFER_JOB_NAME,
    intervalMs: OFFER_JOB_INTERVAL_MS,
    run: (now) =>
      expireOffers(options.database, now, { mailLinks: options.mailLinks, logger: options.logger }),
  };
}
