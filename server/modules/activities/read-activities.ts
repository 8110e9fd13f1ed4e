// Reading activities (docs/activities-api.md "Reading"): the public calendar of the request's
// center (published, from now on unless a date range says otherwise; filters for tags,
// organization, online, a place with a distance), the manager's list in every status, and one
// activity; each with its shifts, free places, series rule, cover and the reader's registrations.
import { startOfAmsterdamDay } from '../../../common/amsterdam-time';
import { ERROR_CODE } from '../../../common/errors';
import type { ActivityListQuery } from '../../../common/schemas/activity-query';
import { compactPostcode } from '../../../common/schemas/volunteer-profile';
import { isUuid } from '../../../common/schemas/uuid';
import type { ImageAttributes } from '../../../common/schemas/files';
import type { Tx } from '../../db/connection';
import type { ActivityRegistrationRow, ActivitySeriesRow } from '../../db/schema/activities';
import { AppError, createValidationError } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import { createMissingError } from '../../lib/unprocessable';
import { loadImages } from '../files/service';
import {
  buildManageScope,
  canManageActivity,
  isPublicOnCenter,
  requireActivitiesFeature,
  requireActivityManager,
} from './access';
import type { ActivityCtx } from './activity-input';
import { listUserRegistrationsOn } from './registration-repo';
import {
  listActivityViews,
  listSeries,
  listShiftViews,
  type ActivityFilters,
  type ActivityView,
  type ShiftView,
} from './repo';

const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULT_DISTANCE_KM = 25;
/** How far back the organizer's overview looks by default (attendance of recent ones). */
const MANAGE_LOOKBACK_DAYS = 31;

export interface ActivityReading {
  view: ActivityView;
  shifts: ShiftView[];
  series: ActivitySeriesRow | null;
  cover: ImageAttributes | null;
  mine: ActivityRegistrationRow[];
  canManage: boolean;
}

async function resolvePlace(ctx: ActivityCtx, q: ActivityListQuery) {
  if (q.postcode) {
    let found;
    try {
      found = await ctx.geocoder.geocodePostcode(compactPostcode(q.postcode));
    } catch (error) {
      ctx.log.warn({ err: (error as Error).message }, 'postcode lookup for activities failed');
      throw new AppError({
        status: 503,
        code: ERROR_CODE.geocoderUnavailable,
        detail:
          'Searching by postcode is not possible right now. Try again later, or search without a postcode.',
        source: { parameter: 'filter[postcode]' },
      });
    }
    if (!found) {
      throw new AppError({
        status: 422,
        code: ERROR_CODE.validationFailed,
        detail: `Postcode ${q.postcode} was not found. Check it, or search without one.`,
        source: { parameter: 'filter[postcode]' },
      });
    }
    return { lat: found.lat, lng: found.lng, km: q.distanceKm ?? DEFAULT_DISTANCE_KM };
  }
  if (q.lat !== undefined || q.lng !== undefined) {
    if (q.lat === undefined || q.lng === undefined) {
      throw createValidationError('filter[lat] and filter[lng] go together.', {
        parameter: q.lat === undefined ? 'filter[lat]' : 'filter[lng]',
      });
    }
    return { lat: q.lat, lng: q.lng, km: q.distanceKm ?? DEFAULT_DISTANCE_KM };
  }
  return undefined;
}

async function attach(
  tx: Tx,
  ctx: ActivityCtx,
  user: CurrentUser | null,
  views: ActivityView[],
): Promise<ActivityReading[]> {
  const ids = views.map((v) => v.activity.id);
  const shifts = await listShiftViews(tx, ctx.tenantId, ids);
  const series = await listSeries(tx, ctx.tenantId, [
    ...new Set(views.map((v) => v.activity.seriesId).filter((s): s is string => !!s)),
  ]);
  const covers = await loadImages(
    tx,
    ctx.tenantId,
    views.map((v) => v.activity.coverFileId),
  );
  const mine = user ? await listUserRegistrationsOn(tx, ctx.tenantId, user.id, ids) : [];
  return views.map((view) => ({
    view,
    shifts: shifts.filter((s) => s.shift.activityId === view.activity.id),
    series: series.find((s) => s.id === view.activity.seriesId) ?? null,
    cover: view.activity.coverFileId ? (covers.get(view.activity.coverFileId) ?? null) : null,
    mine: mine.filter((r) => r.activityId === view.activity.id),
    canManage: canManageActivity(user, view.activity),
  }));
}

/** GET /api/v1/activities. */
export async function listActivities(
  ctx: ActivityCtx,
  q: ActivityListQuery,
): Promise<{ readings: ActivityReading[]; total: number }> {
  requireActivitiesFeature(ctx);
  const manage = q.scope === 'manage';
  const user = manage ? requireActivityManager(ctx) : ctx.currentUser;
  const near = await resolvePlace(ctx, q);
  const filters: ActivityFilters = {
    tagIds: q.tagIds,
    organizationId: q.organizationId,
    online: q.online,
    near,
    limit: q.pageSize,
    offset: (q.pageNumber - 1) * q.pageSize,
    to: q.dateTo ? new Date(startOfAmsterdamDay(q.dateTo).getTime() + DAY_MS) : undefined,
  };
  if (manage) {
    filters.scope = buildManageScope(user!);
    if (q.status) filters.statuses = [q.status];
    filters.from = q.dateFrom
      ? startOfAmsterdamDay(q.dateFrom)
      : new Date(ctx.now.getTime() - MANAGE_LOOKBACK_DAYS * DAY_MS);
  } else {
    if (!ctx.center) return { readings: [], total: 0 };
    filters.centerId = ctx.center.id;
    filters.statuses = ['published'];
    filters.from = q.dateFrom ? startOfAmsterdamDay(q.dateFrom) : ctx.now;
  }
  return ctx.withTenant(async (tx) => {
    const { views, total } = await listActivityViews(tx, ctx.tenantId, filters);
    return { readings: await attach(tx, ctx, user, views), total };
  });
}

/** GET /api/v1/activities/{id}: published or cancelled on this center, or one the reader manages. */
export async function getActivity(ctx: ActivityCtx, id: string): Promise<ActivityReading> {
  requireActivitiesFeature(ctx);
  const user = ctx.currentUser;
  return ctx.withTenant(async (tx) => {
    const { views } = isUuid(id)
      ? await listActivityViews(tx, ctx.tenantId, { ids: [id.toLowerCase()] })
      : { views: [] };
    const view = views[0];
    if (
      !view ||
      (!isPublicOnCenter(view.activity, ctx.center?.id ?? null) &&
        !canManageActivity(user, view.activity))
    ) {
      throw createMissingError('Activity', id);
    }
    return (await attach(tx, ctx, user, [view]))[0]!;
  });
}
