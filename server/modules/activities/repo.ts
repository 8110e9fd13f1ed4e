// Queries of activities, their series and shifts, each with the counts of places taken and
// waiting (the registrations' statuses decide them, so they are counted, never stored).
// One file, a little over 300 lines: the activity, series and shift tables are read and written
// together (a series edit walks its occurrences and their shifts), and the counts are one helper.
import { and, asc, count, eq, gt, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { PLACE_TAKING_STATUSES, type ActivityStatus } from '../../../common/schemas/activities';
import type { Tx } from '../../db/connection';
import {
  activities,
  activityRegistrations,
  activitySeries,
  activityShifts,
  type ActivityRow,
  type ActivitySeriesRow,
  type ActivityShiftRow,
} from '../../db/schema/activities';
import { organizations } from '../../db/schema/organizations';
import { buildHaversineSql, computeBoundingBox } from '../../lib/geo-sql';

export interface ActivityView {
  activity: ActivityRow;
  organizationName: string | null;
  /** Places taken and waiting on the activity itself (not its shifts). */
  taken: number;
  waiting: number;
  distanceKm: number | null;
}

export interface ShiftView {
  shift: ActivityShiftRow;
  taken: number;
  waiting: number;
}

const placeTaking = sql.raw(PLACE_TAKING_STATUSES.map((s) => `'${s}'`).join(', '));

function countOf(statuses: SQL, shift: 'activity' | 'shift') {
  const target =
    shift === 'activity'
      ? sql`r.activity_id = ${activities.id} and r.shift_id is null`
      : sql`r.shift_id = ${activityShifts.id}`;
  const tenant = shift === 'activity' ? activities.tenantId : activityShifts.tenantId;
  return sql<number>`(select count(*)::int from activity_registrations r
    where r.tenant_id = ${tenant} and ${target} and r.status in (${statuses}))`;
}

export interface ActivityFilters {
  ids?: string[];
  centerId?: string;
  /** Manager scope: null for all, else centers or organizations. */
  scope?: { centerIds: string[]; organizationIds: string[] } | null;
  statuses?: ActivityStatus[];
  tagIds?: string[];
  organizationId?: string;
  online?: boolean;
  from?: Date;
  to?: Date;
  near?: { lat: number; lng: number; km: number };
  limit?: number;
  offset?: number;
}

function buildConditions(tenantId: string, f: ActivityFilters): SQL[] {
  const c: SQL[] = [eq(activities.tenantId, tenantId)];
  if (f.ids)
    c.push(
      inArray(activities.id, f.ids.length > 0 ? f.ids : ['00000000-0000-0000-0000-000000000000']),
    );
  if (f.centerId) c.push(eq(activities.centerId, f.centerId));
  if (f.scope) {
    const parts: SQL[] = [];
    if (f.scope.centerIds.length > 0) parts.push(inArray(activities.centerId, f.scope.centerIds));
    if (f.scope.organizationIds.length > 0) {
      parts.push(inArray(activities.organizationId, f.scope.organizationIds));
    }
    c.push(parts.length > 0 ? or(...parts)! : sql`false`);
  }
  if (f.statuses) c.push(inArray(activities.status, f.statuses));
  if (f.tagIds && f.tagIds.length > 0) {
    c.push(sql`${activities.tagIds} && ${sql.raw(`'{${f.tagIds.join(',')}}'::uuid[]`)}`);
  }
  if (f.organizationId) c.push(eq(activities.organizationId, f.organizationId));
  if (f.online !== undefined) c.push(eq(activities.online, f.online));
  // An activity that is still going on at `from` counts (it ends after it).
  if (f.from) c.push(gt(activities.endsAt, f.from));
  if (f.to) c.push(lt(activities.startsAt, f.to));
  if (f.near) {
    const box = computeBoundingBox(f.near.lat, f.near.lng, f.near.km);
    c.push(
      sql`${activities.lat} between ${box.minLat} and ${box.maxLat}`,
      sql`${activities.lng} between ${box.minLng} and ${box.maxLng}`,
      sql`${buildHaversineSql('activities', f.near.lat, f.near.lng)} <= ${f.near.km}`,
    );
  }
  return c;
}

export async function listActivityViews(
  tx: Tx,
  tenantId: string,
  filters: ActivityFilters,
): Promise<{ views: ActivityView[]; total: number }> {
  const where = and(...buildConditions(tenantId, filters));
  const distance = filters.near
    ? sql<number>`${buildHaversineSql('activities', filters.near.lat, filters.near.lng)}`
    : sql<null>`null::float8`;
  const rows = await tx
    .select({
      activity: activities,
      organizationName: organizations.name,
      taken: countOf(placeTaking, 'activity'),
      waiting: countOf(sql`'waitlisted'`, 'activity'),
      distanceKm: distance,
    })
    .from(activities)
    .leftJoin(
      organizations,
      and(
        eq(organizations.tenantId, activities.tenantId),
        eq(organizations.id, activities.organizationId),
      ),
    )
    .where(where)
    .orderBy(asc(activities.startsAt), asc(activities.id))
    .limit(filters.limit ?? 1000)
    .offset(filters.offset ?? 0);
  const views = rows.map((r) => ({
    ...r,
    taken: Number(r.taken),
    waiting: Number(r.waiting),
    distanceKm: r.distanceKm === null ? null : Number(r.distanceKm),
  }));
  if (
    filters.limit === undefined ||
    (views.length < filters.limit && (filters.offset ?? 0) === 0)
  ) {
    return { views, total: views.length };
  }
  const [total] = await tx.select({ n: count() }).from(activities).where(where);
  return { views, total: Number(total?.n ?? 0) };
}

export async function findActivityView(
  tx: Tx,
  tenantId: string,
  id: string,
): Promise<ActivityView | null> {
  const { views } = await listActivityViews(tx, tenantId, { ids: [id] });
  return views[0] ?? null;
}

/** The activity row; `lock` takes its row lock (registrations count places after it). */
export async function findActivity(
  tx: Tx,
  tenantId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ActivityRow | null> {
  const query = tx
    .select()
    .from(activities)
    .where(and(eq(activities.tenantId, tenantId), eq(activities.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function listShiftViews(
  tx: Tx,
  tenantId: string,
  activityIds: string[],
): Promise<ShiftView[]> {
  if (activityIds.length === 0) return [];
  const rows = await tx
    .select({
      shift: activityShifts,
      taken: countOf(placeTaking, 'shift'),
      waiting: countOf(sql`'waitlisted'`, 'shift'),
    })
    .from(activityShifts)
    .where(
      and(eq(activityShifts.tenantId, tenantId), inArray(activityShifts.activityId, activityIds)),
    )
    .orderBy(asc(activityShifts.position), asc(activityShifts.startsAt));
  return rows.map((r) => ({ ...r, taken: Number(r.taken), waiting: Number(r.waiting) }));
}

export async function findShift(
  tx: Tx,
  tenantId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ActivityShiftRow | null> {
  const query = tx
    .select()
    .from(activityShifts)
    .where(and(eq(activityShifts.tenantId, tenantId), eq(activityShifts.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function listShifts(
  tx: Tx,
  tenantId: string,
  activityId: string,
): Promise<ActivityShiftRow[]> {
  return tx
    .select()
    .from(activityShifts)
    .where(and(eq(activityShifts.tenantId, tenantId), eq(activityShifts.activityId, activityId)))
    .orderBy(asc(activityShifts.position));
}

export async function insertSeries(
  tx: Tx,
  values: typeof activitySeries.$inferInsert,
): Promise<ActivitySeriesRow> {
  const [row] = await tx.insert(activitySeries).values(values).returning();
  return row!;
}

export async function listSeries(
  tx: Tx,
  tenantId: string,
  ids: string[],
): Promise<ActivitySeriesRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(activitySeries)
    .where(and(eq(activitySeries.tenantId, tenantId), inArray(activitySeries.id, ids)));
}

export async function insertActivities(
  tx: Tx,
  values: (typeof activities.$inferInsert)[],
): Promise<ActivityRow[]> {
  if (values.length === 0) return [];
  return tx.insert(activities).values(values).returning();
}

export async function insertShifts(
  tx: Tx,
  values: (typeof activityShifts.$inferInsert)[],
): Promise<void> {
  if (values.length > 0) await tx.insert(activityShifts).values(values);
}

export async function updateActivityRow(
  tx: Tx,
  tenantId: string,
  id: string,
  changes: Partial<typeof activities.$inferInsert>,
): Promise<void> {
  await tx
    .update(activities)
    .set(changes)
    .where(and(eq(activities.tenantId, tenantId), eq(activities.id, id)));
}

export async function updateShiftRow(
  tx: Tx,
  tenantId: string,
  id: string,
  changes: Partial<typeof activityShifts.$inferInsert>,
): Promise<void> {
  await tx
    .update(activityShifts)
    .set(changes)
    .where(and(eq(activityShifts.tenantId, tenantId), eq(activityShifts.id, id)));
}

export async function deleteShiftRows(tx: Tx, tenantId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .delete(activityShifts)
    .where(and(eq(activityShifts.tenantId, tenantId), inArray(activityShifts.id, ids)));
}

/** The occurrences of a series from `from` on that were not edited on their own, locked. */
export async function listFutureOccurrences(
  tx: Tx,
  tenantId: string,
  seriesId: string,
  from: Date,
): Promise<ActivityRow[]> {
  return tx
    .select()
    .from(activities)
    .where(
      and(
        eq(activities.tenantId, tenantId),
        eq(activities.seriesId, seriesId),
        eq(activities.detached, false),
        gte(activities.startsAt, from),
      ),
    )
    .orderBy(asc(activities.startsAt))
    .for('update');
}

/** Whether any registration that holds or waits for a place points at one of these shifts. */
export async function countActiveOnShifts(
  tx: Tx,
  tenantId: string,
  shiftIds: string[],
): Promise<number> {
  if (shiftIds.length === 0) return 0;
  const [row] = await tx
    .select({ n: count() })
    .from(activityRegistrations)
    .where(
      and(
        eq(activityRegistrations.tenantId, tenantId),
        inArray(activityRegistrations.shiftId, shiftIds),
        inArray(activityRegistrations.status, ['registered', 'waitlisted', 'offered']),
      ),
    );
  return Number(row?.n ?? 0);
}
