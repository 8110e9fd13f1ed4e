// PATCH /api/v1/activities/{id} (docs/activities-api.md "Series"): one activity, or with
// apply_to=series this occurrence and the later ones of its series that were not edited on their
// own. Editing one occurrence detaches it from its series. Times of a series edit keep each
// occurrence's own date. Cancelling tells everyone registered, waiting or offered a place; more
// places go to the waitlist at once.
import { parseActivityTime, toAmsterdamParts } from '../../../common/amsterdam-time';
import type { ActivityUpdateInput } from '../../../common/schemas/activity-wire';
import { isUuid } from '../../../common/schemas/uuid';
import type { Tx } from '../../db/connection';
import type { activities, ActivityRow } from '../../db/schema/activities';
import { createMissingError } from '../../lib/unprocessable';
import { canManageActivity, requireActivityManager } from './access';
import {
  checkCategoryTags,
  checkCover,
  cleanDescription,
  EMPTY_PLACE,
  locateAddress,
  readShifts,
  type ActivityCtx,
  type PlaceValues,
} from './activity-input';
import { createInvalidError, createTransitionError } from './errors';
import { notifyCancelled } from './notify';
import { listActiveOnActivity, updateRegistration } from './registration-repo';
import {
  countActiveOnShifts,
  deleteShiftRows,
  findActivity,
  insertShifts,
  listFutureOccurrences,
  listShifts,
  updateActivityRow,
  updateShiftRow,
} from './repo';
import { relocate } from './series';
import { offerFreedPlaces } from './waitlist';

type Patch = Partial<typeof activities.$inferInsert>;

const TRANSITIONS: Record<string, string[]> = {
  draft: ['draft', 'published', 'cancelled'],
  published: ['published', 'cancelled'],
  cancelled: ['cancelled'],
};

/** The patch of the fields every target gets alike (times and shifts are per target). */
async function buildCommonPatch(
  tx: Tx,
  ctx: ActivityCtx,
  input: ActivityUpdateInput,
  place: PlaceValues | null | undefined,
): Promise<Patch> {
  const patch: Patch = {};
  if (input.titleNl !== undefined) patch.titleNl = input.titleNl;
  if (input.titleEn !== undefined) patch.titleEn = input.titleEn;
  if (input.descriptionNl !== undefined)
    patch.descriptionNl = cleanDescription(input.descriptionNl);
  if (input.descriptionEn !== undefined)
    patch.descriptionEn = cleanDescription(input.descriptionEn);
  if (input.tagIds !== undefined) {
    patch.tagIds = await checkCategoryTags(tx, ctx.tenantId, input.tagIds);
  }
  if (input.coverFileId !== undefined) {
    patch.coverFileId = (await checkCover(tx, ctx.tenantId, input.coverFileId)) ?? null;
  }
  if (input.online !== undefined) patch.online = input.online;
  if (input.onlineUrl !== undefined) patch.onlineUrl = input.onlineUrl || null;
  if (input.locationName !== undefined) patch.locationName = input.locationName || null;
  if (input.online === true) Object.assign(patch, EMPTY_PLACE);
  else if (place !== undefined) Object.assign(patch, place ?? EMPTY_PLACE);
  if (input.capacity !== undefined) patch.capacity = input.capacity;
  if (input.registrationOpen !== undefined) patch.registrationOpen = input.registrationOpen;
  return patch;
}

async function cancel(tx: Tx, ctx: ActivityCtx, activity: ActivityRow, actorId: string) {
  const active = await listActiveOnActivity(tx, ctx.tenantId, activity.id);
  for (const r of active) {
    await updateRegistration(tx, ctx.tenantId, r.id, {
      status: 'cancelled',
      cancelledAt: ctx.now,
      updatedAt: ctx.now,
    });
  }
  await notifyCancelled(tx, {
    activity: { ...activity, status: 'cancelled' },
    userIds: [...new Set(active.map((r) => r.userId))],
    origin: ctx.origin,
    actorId,
  });
}

/** Replaces the shifts of one activity: named ones change, new ones come, left-out ones go. */
async function replaceShifts(
  tx: Tx,
  ctx: ActivityCtx,
  activity: ActivityRow,
  input: NonNullable<ActivityUpdateInput['shifts']>,
) {
  const existing = await listShifts(tx, ctx.tenantId, activity.id);
  const wanted = readShifts(input);
  wanted.forEach((s, index) => {
    if (s.id && !existing.some((e) => e.id === s.id)) {
      throw createInvalidError(
        `${s.id} is not a shift of this activity.`,
        `/data/attributes/shifts/${index}/id`,
      );
    }
  });
  const gone = existing.filter((e) => !wanted.some((w) => w.id === e.id)).map((e) => e.id);
  if ((await countActiveOnShifts(tx, ctx.tenantId, gone)) > 0) {
    throw createInvalidError(
      'A shift with registrations cannot be removed; cancel those registrations first.',
      '/data/attributes/shifts',
      'activities.error.shiftInUse',
    );
  }
  await deleteShiftRows(tx, ctx.tenantId, gone);
  for (const s of wanted) {
    const values = {
      name: s.name,
      startsAt: s.startsAt,
      endsAt: s.endsAt,
      capacity: s.capacity,
      position: s.position,
      updatedAt: ctx.now,
    };
    if (s.id) await updateShiftRow(tx, ctx.tenantId, s.id, values);
    else {
      await insertShifts(tx, [
        { ...values, tenantId: ctx.tenantId, activityId: activity.id, createdAt: ctx.now },
      ]);
    }
  }
  return wanted.filter((s) => s.id).map((s) => s.id!);
}

export async function updateActivity(
  ctx: ActivityCtx,
  id: string,
  input: ActivityUpdateInput,
): Promise<void> {
  const user = requireActivityManager(ctx);
  const place = input.online === true ? undefined : await locateAddress(ctx, input.address);
  await ctx.withTenant(async (tx) => {
    const activity = isUuid(id) ? await findActivity(tx, ctx.tenantId, id, { lock: true }) : null;
    if (!activity || !canManageActivity(user, activity)) throw createMissingError('Activity', id);
    const series = input.applyTo === 'series' && activity.seriesId !== null;
    if (series && input.shifts !== undefined) {
      throw createInvalidError(
        'Shifts are changed per occurrence; leave apply_to out to change this one.',
        '/data/attributes/shifts',
        'activities.error.seriesShifts',
      );
    }
    if (input.status && !TRANSITIONS[activity.status]!.includes(input.status)) {
      throw createTransitionError(
        `A ${activity.status} activity cannot become ${input.status}.`,
        'activities.error.status',
      );
    }
    const common = await buildCommonPatch(tx, ctx, input, place);
    const newStart = input.startsAt ? parseActivityTime(input.startsAt)! : activity.startsAt;
    const newEnd = input.endsAt ? parseActivityTime(input.endsAt)! : activity.endsAt;
    if (newEnd <= newStart) {
      throw createInvalidError(
        'An activity must end after it starts.',
        '/data/attributes/ends_at',
        'activities.error.times',
      );
    }
    const targets = series
      ? await listFutureOccurrences(tx, ctx.tenantId, activity.seriesId!, activity.startsAt)
      : [activity];
    if (!targets.some((t) => t.id === activity.id)) targets.unshift(activity);
    const editedDate = toAmsterdamParts(activity.startsAt);
    const onlyStatus =
      Object.keys(common).length === 0 && !input.startsAt && !input.endsAt && !input.shifts;
    for (const target of targets) {
      const targetDate = toAmsterdamParts(target.startsAt);
      const patch: Patch = { ...common, updatedAt: ctx.now };
      if (input.startsAt || input.endsAt) {
        patch.startsAt = relocate(newStart, editedDate, targetDate);
        patch.endsAt = relocate(newEnd, editedDate, targetDate);
      }
      if (!series && target.seriesId && !onlyStatus) patch.detached = true;
      const status = input.status && target.status !== 'cancelled' ? input.status : undefined;
      if (status && status !== target.status) {
        if (!TRANSITIONS[target.status]!.includes(status)) continue;
        patch.status = status;
        if (status === 'cancelled') patch.cancelledAt = ctx.now;
      }
      if (
        input.shifts !== undefined &&
        (await listShifts(tx, ctx.tenantId, target.id)).length === 0 &&
        input.shifts.length > 0
      ) {
        patch.capacity = null;
      }
      await updateActivityRow(tx, ctx.tenantId, target.id, patch);
      const updated: ActivityRow = { ...target, ...patch } as ActivityRow;
      let shiftIds: (string | null)[] = [null];
      if (input.shifts !== undefined)
        shiftIds = [null, ...(await replaceShifts(tx, ctx, target, input.shifts))];
      if (patch.status === 'cancelled') await cancel(tx, ctx, updated, user.id);
      else {
        // More places (or publishing) may free some for the waitlist.
        if (input.shifts === undefined)
          shiftIds = [null, ...(await listShifts(tx, ctx.tenantId, target.id)).map((s) => s.id)];
        for (const shiftId of shiftIds) {
          await offerFreedPlaces(tx, {
            activity: updated,
            shiftId,
            now: ctx.now,
            origin: ctx.origin,
          });
        }
      }
    }
  });
}
