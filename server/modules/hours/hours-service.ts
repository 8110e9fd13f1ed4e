// The use cases of volunteer hours (docs/hours-api.md). A volunteer logs hours on what they took
// part in and may change or remove them while they wait; the organization of the activity or
// vacancy reviews them (its admins; the center's admins for all of their center, and for the
// center's own activities; admins for the tenant). Reviewing one's own hours is not allowed.
import { formatAmsterdamDate } from '../../../common/amsterdam-time';
import type {
  HourEntryCreateInput,
  HourEntryUpdateInput,
  HourSubject,
  HourTotals,
} from '../../../common/schemas/hours';
import type { HourEntryStatus } from '../../../common/schemas/activities';
import type { Tx } from '../../db/connection';
import { createInvalidAttributeError, createNotFoundError } from '../../lib/app-error';
import { createDuplicateIdError, isUniqueViolation } from '../../lib/client-ids';
import type { CurrentUser } from '../../lib/current-user';
import {
  assertAllowed,
  getAdministeredCenterIds,
  getAdministeredOrganizationIds,
  isAdmin,
  isVolunteer,
} from '../../lib/permissions';
import type { RequestCtx } from '../../lib/request-ctx';
import { requireSignedIn } from '../../lib/require-signed-in';
import { createUnprocessableError } from '../../lib/unprocessable';
import { isUuid } from '../../../common/schemas/uuid';
import { notifyRecipients } from '../notifications/notify';
import {
  deleteHourEntry,
  findHourEntryView,
  findLoggableActivity,
  findLoggableApplication,
  insertHourEntry,
  listHourEntryViews,
  listHourSubjects,
  sumHoursOfUser,
  updateHourEntry,
  type HourEntryView,
  type ReviewReach,
} from './hours-repo';

function reachOf(user: CurrentUser): ReviewReach | null {
  if (isAdmin(user)) return null;
  return {
    organizationIds: getAdministeredOrganizationIds(user),
    centerIds: getAdministeredCenterIds(user),
  };
}

function reviews(user: CurrentUser, view: HourEntryView): boolean {
  const reach = reachOf(user);
  if (reach === null) return true;
  const { organizationId, centerId } = view.entry;
  return (
    (organizationId !== null && reach.organizationIds.includes(organizationId)) ||
    reach.centerIds.includes(centerId)
  );
}

function isReviewer(user: CurrentUser): boolean {
  const reach = reachOf(user);
  return reach === null || reach.organizationIds.length > 0 || reach.centerIds.length > 0;
}

function requireVolunteer(ctx: RequestCtx): CurrentUser {
  const user = requireSignedIn(ctx);
  assertAllowed(isVolunteer(user), 'Only volunteers log hours. Sign in with a volunteer account.');
  return user;
}

function refuseFuture(workedOn: string, now: Date) {
  if (workedOn > formatAmsterdamDate(now)) {
    throw createInvalidAttributeError(
      'worked_on lies in the future: log hours once they are worked.',
      '/data/attributes/worked_on',
      { id: 'hours.error.future' },
    );
  }
}

/** A volunteer logs hours; answers the new entry. */
export async function logHours(
  ctx: RequestCtx,
  input: HourEntryCreateInput,
  clientId: string | undefined,
): Promise<HourEntryView> {
  const user = requireVolunteer(ctx);
  refuseFuture(input.workedOn, ctx.now);
  try {
    return await ctx.withTenant(async (tx) => {
      if (clientId && (await findHourEntryView(tx, clientId))) {
        throw createDuplicateIdError('hour entry', clientId);
      }
      const subject = input.activityId
        ? await findLoggableActivity(tx, user.id, input.activityId, ctx.now)
        : await findLoggableApplication(tx, user.id, input.applicationId!);
      if (!subject) {
        throw createInvalidAttributeError(
          'You can log hours on an activity you took part in or a vacancy you were accepted for.',
          input.activityId ? '/data/attributes/activity_id' : '/data/attributes/application_id',
          { id: 'hours.error.subjectNotYours' },
        );
      }
      const row = await insertHourEntry(tx, {
        ...(clientId ? { id: clientId } : {}),
        tenantId: ctx.tenantId,
        userId: user.id,
        centerId: subject.centerId,
        organizationId: subject.organizationId,
        activityId: input.activityId ?? null,
        applicationId: input.activityId ? null : input.applicationId!,
        workedOn: input.workedOn,
        hours: input.hours.toFixed(2),
        note: input.note ?? null,
      });
      return (await findHourEntryView(tx, row.id))!;
    });
  } catch (error) {
    if (clientId && isUniqueViolation(error, 'hour_entries_tenant_id_id_pk')) {
      throw createDuplicateIdError('hour entry', clientId);
    }
    throw error;
  }
}

const notFound = (id: string) => createNotFoundError(`Hour entry ${id} was not found.`);

/** Own entries and those in the reviewer's reach; anything else is not found. */
async function loadVisible(user: CurrentUser, id: string, tx: Tx) {
  const view = isUuid(id) ? await findHourEntryView(tx, id.toLowerCase()) : null;
  if (!view || (view.entry.userId !== user.id && !reviews(user, view))) throw notFound(id);
  return view;
}

export async function getHourEntry(ctx: RequestCtx, id: string): Promise<HourEntryView> {
  const user = requireSignedIn(ctx);
  return ctx.withTenant((tx) => loadVisible(user, id, tx));
}

/**
 * The volunteer changes a waiting entry; a reviewer approves (other hours are a correction: what
 * the volunteer wrote is kept) or rejects one. The volunteer hears of the review in the app.
 */
export async function changeHourEntry(
  ctx: RequestCtx,
  id: string,
  input: HourEntryUpdateInput,
): Promise<HourEntryView> {
  const user = requireSignedIn(ctx);
  return ctx.withTenant(async (tx) => {
    const view = await loadVisible(user, id, tx);
    const { entry } = view;
    const own = entry.userId === user.id;
    if (input.status !== undefined || input.reviewNote !== undefined) {
      assertAllowed(
        !own && reviews(user, view),
        own
          ? 'You cannot review your own hours: the organization does.'
          : 'Only the organization reviews these hours.',
      );
      if (input.status === undefined) {
        throw createInvalidAttributeError(
          'A review needs a status: approved or rejected.',
          '/data/attributes/status',
          { id: 'validation.required', field: 'status' },
        );
      }
      if (input.workedOn !== undefined) refuseFuture(input.workedOn, ctx.now);
      const corrected = input.hours !== undefined && input.hours !== Number(entry.hours);
      const row = await updateHourEntry(tx, entry.id, {
        status: input.status,
        ...(input.workedOn !== undefined ? { workedOn: input.workedOn } : {}),
        ...(corrected
          ? { hours: input.hours!.toFixed(2), originalHours: entry.originalHours ?? entry.hours }
          : {}),
        reviewNote: input.reviewNote ?? null,
        reviewedById: user.id,
        reviewedAt: ctx.now,
      });
      await notifyRecipients(tx, {
        tenantId: ctx.tenantId,
        centerId: entry.centerId,
        audience: [{ users: [entry.userId] }],
        actorId: user.id,
        kind: 'hours_reviewed',
        payload: {
          hour_entry_id: entry.id,
          status: row!.status,
          hours: Number(row!.hours),
          corrected,
          title_nl: view.titleNl,
          title_en: view.titleEn,
        },
        mail: null,
      });
      return (await findHourEntryView(tx, entry.id))!;
    }
    assertAllowed(own, 'Only the volunteer changes the hours they logged; reviewers approve them.');
    if (entry.status !== 'pending') {
      throw createUnprocessableError(
        'These hours were reviewed already and can no longer be changed.',
        '/data/attributes/status',
        'invalidTransition',
      );
    }
    if (input.workedOn !== undefined) refuseFuture(input.workedOn, ctx.now);
    await updateHourEntry(tx, entry.id, {
      ...(input.workedOn !== undefined ? { workedOn: input.workedOn } : {}),
      ...(input.hours !== undefined ? { hours: input.hours.toFixed(2) } : {}),
      ...(input.note !== undefined ? { note: input.note } : {}),
    });
    return (await findHourEntryView(tx, entry.id))!;
  });
}

/** The volunteer takes back hours that still wait for review. */
export async function removeHourEntry(ctx: RequestCtx, id: string): Promise<void> {
  const user = requireSignedIn(ctx);
  await ctx.withTenant(async (tx) => {
    const view = await loadVisible(user, id, tx);
    assertAllowed(
      view.entry.userId === user.id,
      'Only the volunteer removes the hours they logged.',
    );
    if (view.entry.status !== 'pending') {
      throw createUnprocessableError(
        'These hours were reviewed already and can no longer be removed.',
        '/data/attributes/status',
        'invalidTransition',
      );
    }
    await deleteHourEntry(tx, view.entry.id);
  });
}

export interface HourListing {
  rows: HourEntryView[];
  total: number;
  pageNumber: number;
  pageSize: number;
  /** Only for one's own list. */
  totals: HourTotals | null;
}

function toTotals(months: { month: string; approved: number; pending: number }[]): HourTotals {
  const years = new Map<string, { approved: number; pending: number }>();
  for (const m of months) {
    const year = m.month.slice(0, 4);
    const sum = years.get(year) ?? { approved: 0, pending: 0 };
    sum.approved += m.approved;
    sum.pending += m.pending;
    years.set(year, sum);
  }
  return {
    byMonth: months.map((m) => ({ period: m.month, approved: m.approved, pending: m.pending })),
    byYear: [...years].map(([period, sum]) => ({ period, ...sum })),
  };
}

/** One's own hours (with totals), or the hours one reviews (reviewers only). */
export async function getHourEntries(
  ctx: RequestCtx,
  query: {
    mine: boolean;
    status?: HourEntryStatus;
    year?: string;
    pageNumber: number;
    pageSize: number;
  },
): Promise<HourListing> {
  const user = requireSignedIn(ctx);
  if (!query.mine) {
    assertAllowed(isReviewer(user), 'Only organizations and coordinators review hours.');
  }
  return ctx.withTenant(async (tx) => {
    const { rows, total } = await listHourEntryViews(tx, {
      ...(query.mine ? { userId: user.id } : { reach: reachOf(user) }),
      status: query.status,
      year: query.year,
      limit: query.pageSize,
      offset: (query.pageNumber - 1) * query.pageSize,
    });
    const totals = query.mine ? toTotals(await sumHoursOfUser(tx, user.id)) : null;
    return { rows, total, pageNumber: query.pageNumber, pageSize: query.pageSize, totals };
  });
}

export async function getHourSubjects(ctx: RequestCtx): Promise<HourSubject[]> {
  const user = requireVolunteer(ctx);
  return ctx.withTenant((tx) => listHourSubjects(tx, user.id, ctx.now));
}
