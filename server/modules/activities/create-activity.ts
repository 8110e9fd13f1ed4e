// POST /api/v1/activities (docs/activities-api.md "Writing"): a one-off activity, or a series from
// a template (weekly or monthly, every n, until a date or a count) whose occurrences are rows of
// their own, each with copies of the template's shifts.
import { parseActivityTime, toAmsterdamParts } from '../../../common/amsterdam-time';
import type { ActivityCreateInput } from '../../../common/schemas/activity-wire';
import type { activities } from '../../db/schema/activities';
import { createDuplicateIdError, isUniqueViolation } from '../../lib/client-ids';
import { requireActivityManager } from './access';
import {
  checkCategoryTags,
  checkCover,
  cleanDescription,
  EMPTY_PLACE,
  locateAddress,
  readShifts,
  resolveOwner,
  type ActivityCtx,
} from './activity-input';
import { createInvalidError } from './errors';
import { findActivity, insertActivities, insertSeries, insertShifts } from './repo';
import { listOccurrenceDates, relocate } from './series';

/** Creates the activity (or series); answers the id of the first occurrence. */
export async function createActivity(
  ctx: ActivityCtx,
  input: ActivityCreateInput,
  clientId: string | undefined,
): Promise<string> {
  const user = requireActivityManager(ctx);
  const online = input.online ?? false;
  const place = online ? null : await locateAddress(ctx, input.address);
  try {
    return await ctx.withTenant(async (tx) => {
      if (clientId && (await findActivity(tx, ctx.tenantId, clientId))) {
        throw createDuplicateIdError('activity', clientId);
      }
      const owner = await resolveOwner(tx, ctx, user, input.organizationId);
      const tagIds = await checkCategoryTags(tx, ctx.tenantId, input.tagIds ?? []);
      const coverFileId = (await checkCover(tx, ctx.tenantId, input.coverFileId)) ?? null;
      const startsAt = parseActivityTime(input.startsAt)!;
      const endsAt = parseActivityTime(input.endsAt)!;
      const shifts = readShifts(input.shifts ?? []);
      const base: typeof activities.$inferInsert = {
        tenantId: ctx.tenantId,
        centerId: owner.centerId,
        organizationId: owner.organizationId,
        titleNl: input.titleNl ?? null,
        titleEn: input.titleEn ?? null,
        descriptionNl: cleanDescription(input.descriptionNl) ?? null,
        descriptionEn: cleanDescription(input.descriptionEn) ?? null,
        tagIds,
        startsAt,
        endsAt,
        online,
        onlineUrl: online ? input.onlineUrl || null : null,
        locationName: input.locationName || null,
        ...(place ?? EMPTY_PLACE),
        capacity: shifts.length > 0 ? null : (input.capacity ?? null),
        registrationOpen: input.registrationOpen ?? true,
        status: input.status ?? 'draft',
        coverFileId,
        createdById: user.id,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      };
      const recurrence = input.recurrence;
      const firstDate = toAmsterdamParts(startsAt);
      const dates = recurrence ? listOccurrenceDates(startsAt, recurrence) : [firstDate];
      if (recurrence && recurrence.until && dates.length === 0) {
        throw createInvalidError(
          'The series ends before its first occurrence.',
          '/data/attributes/recurrence/until',
          'activities.error.seriesEnd',
        );
      }
      const series = recurrence
        ? await insertSeries(tx, {
            tenantId: ctx.tenantId,
            centerId: owner.centerId,
            organizationId: owner.organizationId,
            frequency: recurrence.frequency,
            interval: recurrence.interval ?? 1,
            until: recurrence.until ?? null,
            count: recurrence.count ?? null,
            createdAt: ctx.now,
            updatedAt: ctx.now,
          })
        : null;
      const rows = await insertActivities(
        tx,
        dates.map((date, index) => ({
          ...base,
          ...(index === 0 && clientId ? { id: clientId } : {}),
          seriesId: series?.id ?? null,
          seriesIndex: series ? index : null,
          startsAt: relocate(startsAt, firstDate, date),
          endsAt: relocate(endsAt, firstDate, date),
        })),
      );
      await insertShifts(
        tx,
        rows.flatMap((row, index) =>
          shifts.map((s) => ({
            tenantId: ctx.tenantId,
            activityId: row.id,
            name: s.name,
            startsAt: relocate(s.startsAt, firstDate, dates[index]!),
            endsAt: relocate(s.endsAt, firstDate, dates[index]!),
            capacity: s.capacity,
            position: s.position,
            createdAt: ctx.now,
            updatedAt: ctx.now,
          })),
        ),
      );
      return rows[0]!.id;
    });
  } catch (error) {
    if (clientId && isUniqueViolation(error, 'activities_tenant_id_id_pk')) {
      throw createDuplicateIdError('activity', clientId);
    }
    throw error;
  }
}
