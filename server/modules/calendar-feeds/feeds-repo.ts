// What the calendar feeds read: the center's public activities, one user's registrations with their
// activities (and shifts), the start dates of their accepted applications, and the feed secrets.
import { and, asc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import {
  activities,
  activityRegistrations,
  activityShifts,
  calendarFeedTokens,
  type ActivityRow,
} from '../../db/schema/activities';
import { applications } from '../../db/schema/applications';
import { organizations } from '../../db/schema/organizations';
import { users } from '../../db/schema/users';
import { vacancies } from '../../db/schema/vacancies';
import type { RegistrationStatus } from '../../../common/schemas/activities';

export interface FeedActivity {
  activity: ActivityRow;
  organizationName: string | null;
}

export interface FeedRegistration extends FeedActivity {
  registrationId: string;
  status: RegistrationStatus;
  shift: { id: string; name: string; startsAt: Date; endsAt: Date } | null;
}

export interface FeedApplication {
  applicationId: string;
  vacancyId: string;
  titleNl: string | null;
  titleEn: string | null;
  startsOn: string;
  endsOn: string | null;
  organizationName: string | null;
  updatedAt: Date;
}

const organizationJoin = and(
  eq(organizations.tenantId, activities.tenantId),
  eq(organizations.id, activities.organizationId),
);

/** Published and cancelled activities of the center that end after `since` (drafts never). */
export async function listCenterFeedActivities(
  tx: Tx,
  centerId: string,
  since: Date,
): Promise<FeedActivity[]> {
  return tx
    .select({ activity: activities, organizationName: organizations.name })
    .from(activities)
    .leftJoin(organizations, organizationJoin)
    .where(
      and(
        eq(activities.centerId, centerId),
        inArray(activities.status, ['published', 'cancelled']),
        gte(activities.endsAt, since),
        // An organization's activities show while it is approved; the center's own always.
        or(isNull(activities.organizationId), eq(organizations.status, 'approved')),
      ),
    )
    .orderBy(asc(activities.startsAt))
    .limit(5000);
}

/** One published or cancelled activity for its own download. */
export async function findPublicActivity(tx: Tx, id: string): Promise<FeedActivity | null> {
  const [row] = await tx
    .select({ activity: activities, organizationName: organizations.name })
    .from(activities)
    .leftJoin(organizations, organizationJoin)
    .where(
      and(
        eq(activities.id, id),
        inArray(activities.status, ['published', 'cancelled']),
        or(isNull(activities.organizationId), eq(organizations.status, 'approved')),
      ),
    );
  return row ?? null;
}

/** The user's registrations that hold or wait for a place, or were kept (attended), since `since`. */
export async function listUserFeedRegistrations(
  tx: Tx,
  userId: string,
  since: Date,
): Promise<FeedRegistration[]> {
  const rows = await tx
    .select({
      activity: activities,
      organizationName: organizations.name,
      registrationId: activityRegistrations.id,
      status: activityRegistrations.status,
      shiftId: activityShifts.id,
      shiftName: activityShifts.name,
      shiftStartsAt: activityShifts.startsAt,
      shiftEndsAt: activityShifts.endsAt,
    })
    .from(activityRegistrations)
    .innerJoin(
      activities,
      and(
        eq(activities.tenantId, activityRegistrations.tenantId),
        eq(activities.id, activityRegistrations.activityId),
      ),
    )
    .leftJoin(
      activityShifts,
      and(
        eq(activityShifts.tenantId, activityRegistrations.tenantId),
        eq(activityShifts.id, activityRegistrations.shiftId),
      ),
    )
    .leftJoin(organizations, organizationJoin)
    .where(
      and(
        eq(activityRegistrations.userId, userId),
        inArray(activityRegistrations.status, ['registered', 'waitlisted', 'offered', 'attended']),
        inArray(activities.status, ['published', 'cancelled']),
        gte(sql`coalesce(${activityShifts.endsAt}, ${activities.endsAt})`, since),
      ),
    )
    .orderBy(asc(activities.startsAt))
    .limit(2000);
  return rows.map((r) => ({
    activity: r.activity,
    organizationName: r.organizationName,
    registrationId: r.registrationId,
    status: r.status,
    shift:
      r.shiftId && r.shiftName && r.shiftStartsAt && r.shiftEndsAt
        ? { id: r.shiftId, name: r.shiftName, startsAt: r.shiftStartsAt, endsAt: r.shiftEndsAt }
        : null,
  }));
}

/** The user's accepted applications to vacancies with a start date on or after `sinceDay`. */
export async function listUserFeedApplications(
  tx: Tx,
  userId: string,
  sinceDay: string,
): Promise<FeedApplication[]> {
  const rows = await tx
    .select({
      applicationId: applications.id,
      vacancyId: vacancies.id,
      titleNl: vacancies.titleNl,
      titleEn: vacancies.titleEn,
      startsOn: vacancies.startsOn,
      endsOn: vacancies.endsOn,
      organizationName: organizations.name,
      updatedAt: applications.updatedAt,
    })
    .from(applications)
    .innerJoin(
      vacancies,
      and(eq(vacancies.tenantId, applications.tenantId), eq(vacancies.id, applications.vacancyId)),
    )
    .leftJoin(
      organizations,
      and(
        eq(organizations.tenantId, applications.tenantId),
        eq(organizations.id, applications.organizationId),
      ),
    )
    .where(
      and(
        eq(applications.volunteerId, userId),
        eq(applications.status, 'accepted'),
        gte(vacancies.startsOn, sinceDay),
      ),
    )
    .orderBy(asc(vacancies.startsOn))
    .limit(500);
  return rows.flatMap((r) => (r.startsOn ? [{ ...r, startsOn: r.startsOn }] : []));
}

export async function findFeedTokenByHash(tx: Tx, tokenHash: string) {
  const [row] = await tx
    .select()
    .from(calendarFeedTokens)
    .where(eq(calendarFeedTokens.tokenHash, tokenHash));
  return row ?? null;
}

export async function findFeedTokenOfUser(tx: Tx, userId: string) {
  const [row] = await tx
    .select()
    .from(calendarFeedTokens)
    .where(eq(calendarFeedTokens.userId, userId));
  return row ?? null;
}

/** Creates the user's feed secret or replaces it (the old URL stops working at once). */
export async function upsertFeedToken(
  tx: Tx,
  values: { tenantId: string; userId: string; centerId: string; tokenHash: string; now: Date },
) {
  const [row] = await tx
    .insert(calendarFeedTokens)
    .values({
      tenantId: values.tenantId,
      userId: values.userId,
      centerId: values.centerId,
      tokenHash: values.tokenHash,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoUpdate({
      target: [calendarFeedTokens.tenantId, calendarFeedTokens.userId],
      set: { tokenHash: values.tokenHash, centerId: values.centerId, updatedAt: values.now },
    })
    .returning();
  return row!;
}

export async function deleteFeedToken(tx: Tx, userId: string): Promise<boolean> {
  const rows = await tx
    .delete(calendarFeedTokens)
    .where(eq(calendarFeedTokens.userId, userId))
    .returning({ id: calendarFeedTokens.id });
  return rows.length > 0;
}

/** The language the user reads in. */
export async function findUserLocale(tx: Tx, userId: string): Promise<'nl' | 'en' | null> {
  const [row] = await tx.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return row?.locale === 'en' ? 'en' : row?.locale === 'nl' ? 'nl' : null;
}
