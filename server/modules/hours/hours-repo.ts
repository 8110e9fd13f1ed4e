// Queries of volunteer hours: entries with what the page shows of their subject (the activity's or
// the vacancy's title, the organization, the volunteer's name), the lists of one volunteer and of
// a reviewer's reach, totals per month and year, and the subjects a volunteer may log hours on.
import { and, desc, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { HourEntryStatus } from '../../../common/schemas/activities';
import type { HourSubject } from '../../../common/schemas/hours';
import type { Tx } from '../../db/connection';
import { activities, activityRegistrations, hourEntries } from '../../db/schema/activities';
import type { HourEntryRow } from '../../db/schema/activities';
import { applications } from '../../db/schema/applications';
import { organizations } from '../../db/schema/organizations';
import { users } from '../../db/schema/users';
import { vacancies } from '../../db/schema/vacancies';

export interface HourEntryView {
  entry: HourEntryRow;
  titleNl: string | null;
  titleEn: string | null;
  organizationName: string | null;
  volunteerFirstName: string | null;
  volunteerLastName: string | null;
}

/** Who reviews: null for the whole tenant (admins), else organizations and centers. */
export interface ReviewReach {
  organizationIds: string[];
  centerIds: string[];
}

function selectViews(tx: Tx) {
  return tx
    .select({
      entry: hourEntries,
      titleNl: sql<string | null>`coalesce(${activities.titleNl}, ${vacancies.titleNl})`,
      titleEn: sql<string | null>`coalesce(${activities.titleEn}, ${vacancies.titleEn})`,
      organizationName: organizations.name,
      volunteerFirstName: users.firstName,
      volunteerLastName: users.lastName,
    })
    .from(hourEntries)
    .innerJoin(
      users,
      and(eq(users.tenantId, hourEntries.tenantId), eq(users.id, hourEntries.userId)),
    )
    .leftJoin(
      activities,
      and(eq(activities.tenantId, hourEntries.tenantId), eq(activities.id, hourEntries.activityId)),
    )
    .leftJoin(
      applications,
      and(
        eq(applications.tenantId, hourEntries.tenantId),
        eq(applications.id, hourEntries.applicationId),
      ),
    )
    .leftJoin(
      vacancies,
      and(eq(vacancies.tenantId, applications.tenantId), eq(vacancies.id, applications.vacancyId)),
    )
    .leftJoin(
      organizations,
      and(
        eq(organizations.tenantId, hourEntries.tenantId),
        eq(organizations.id, hourEntries.organizationId),
      ),
    );
}

/** The entries a reviewer reaches: their organizations', and all of their centers'. */
export function reachCondition(reach: ReviewReach | null): SQL | undefined {
  if (reach === null) return undefined;
  const parts: SQL[] = [];
  if (reach.organizationIds.length > 0) {
    parts.push(inArray(hourEntries.organizationId, reach.organizationIds));
  }
  if (reach.centerIds.length > 0) parts.push(inArray(hourEntries.centerId, reach.centerIds));
  return parts.length > 0 ? or(...parts) : sql`false`;
}

export async function findHourEntryView(tx: Tx, id: string): Promise<HourEntryView | null> {
  const [row] = await selectViews(tx).where(eq(hourEntries.id, id));
  return row ?? null;
}

export interface HourListFilter {
  userId?: string;
  reach?: ReviewReach | null;
  status?: HourEntryStatus;
  year?: string;
  limit: number;
  offset: number;
}

function listCondition(filter: HourListFilter): SQL | undefined {
  return and(
    filter.userId ? eq(hourEntries.userId, filter.userId) : reachCondition(filter.reach ?? null),
    filter.status ? eq(hourEntries.status, filter.status) : undefined,
    filter.year
      ? sql`extract(year from ${hourEntries.workedOn}) = ${Number(filter.year)}`
      : undefined,
  );
}

export async function listHourEntryViews(
  tx: Tx,
  filter: HourListFilter,
): Promise<{ rows: HourEntryView[]; total: number }> {
  const where = listCondition(filter);
  const rows = await selectViews(tx)
    .where(where)
    .orderBy(desc(hourEntries.workedOn), desc(hourEntries.createdAt))
    .limit(filter.limit)
    .offset(filter.offset);
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(hourEntries)
    .where(where);
  return { rows, total: count?.n ?? 0 };
}

/** A volunteer's approved and waiting hours per month and per year (rejected ones do not count). */
export async function sumHoursOfUser(tx: Tx, userId: string) {
  const rows = await tx
    .select({
      month: sql<string>`to_char(${hourEntries.workedOn}, 'YYYY-MM')`,
      approved: sql<string>`coalesce(sum(${hourEntries.hours}) filter (where ${hourEntries.status} = 'approved'), 0)`,
      pending: sql<string>`coalesce(sum(${hourEntries.hours}) filter (where ${hourEntries.status} = 'pending'), 0)`,
    })
    .from(hourEntries)
    .where(
      and(eq(hourEntries.userId, userId), inArray(hourEntries.status, ['approved', 'pending'])),
    )
    .groupBy(sql`1`)
    .orderBy(sql`1 desc`);
  return rows.map((r) => ({
    month: r.month,
    approved: Number(r.approved),
    pending: Number(r.pending),
  }));
}

export async function insertHourEntry(tx: Tx, values: typeof hourEntries.$inferInsert) {
  const [row] = await tx.insert(hourEntries).values(values).returning();
  return row!;
}

export async function updateHourEntry(
  tx: Tx,
  id: string,
  changes: Partial<typeof hourEntries.$inferInsert>,
) {
  const [row] = await tx.update(hourEntries).set(changes).where(eq(hourEntries.id, id)).returning();
  return row ?? null;
}

export async function deleteHourEntry(tx: Tx, id: string): Promise<void> {
  await tx.delete(hourEntries).where(eq(hourEntries.id, id));
}

/** An activity the user took part in (registered or attended) that has started by `now`. */
export async function findLoggableActivity(tx: Tx, userId: string, activityId: string, now: Date) {
  const [row] = await tx
    .select({
      centerId: activities.centerId,
      organizationId: activities.organizationId,
    })
    .from(activityRegistrations)
    .innerJoin(
      activities,
      and(
        eq(activities.tenantId, activityRegistrations.tenantId),
        eq(activities.id, activityRegistrations.activityId),
      ),
    )
    .where(
      and(
        eq(activityRegistrations.userId, userId),
        eq(activityRegistrations.activityId, activityId),
        inArray(activityRegistrations.status, ['registered', 'attended']),
        lte(activities.startsAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The user's own accepted application. */
export async function findLoggableApplication(tx: Tx, userId: string, applicationId: string) {
  const [row] = await tx
    .select({ centerId: applications.centerId, organizationId: applications.organizationId })
    .from(applications)
    .where(
      and(
        eq(applications.id, applicationId),
        eq(applications.volunteerId, userId),
        eq(applications.status, 'accepted'),
      ),
    );
  return row ?? null;
}

/** What the user may log hours on: activities they took part in, vacancies they were accepted for. */
export async function listHourSubjects(tx: Tx, userId: string, now: Date): Promise<HourSubject[]> {
  const taken = await tx
    .selectDistinct({
      id: activities.id,
      titleNl: activities.titleNl,
      titleEn: activities.titleEn,
      organizationName: organizations.name,
      startsAt: activities.startsAt,
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
      organizations,
      and(
        eq(organizations.tenantId, activities.tenantId),
        eq(organizations.id, activities.organizationId),
      ),
    )
    .where(
      and(
        eq(activityRegistrations.userId, userId),
        inArray(activityRegistrations.status, ['registered', 'attended']),
        lte(activities.startsAt, now),
      ),
    )
    .orderBy(desc(activities.startsAt))
    .limit(100);
  const accepted = await tx
    .select({
      id: applications.id,
      titleNl: vacancies.titleNl,
      titleEn: vacancies.titleEn,
      organizationName: organizations.name,
      startsOn: vacancies.startsOn,
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
    .where(and(eq(applications.volunteerId, userId), eq(applications.status, 'accepted')))
    .orderBy(desc(applications.updatedAt))
    .limit(100);
  return [
    ...accepted.map((a) => ({
      type: 'application' as const,
      id: a.id,
      titleNl: a.titleNl,
      titleEn: a.titleEn,
      organizationName: a.organizationName,
      date: a.startsOn,
    })),
    ...taken.map((a) => ({
      type: 'activity' as const,
      id: a.id,
      titleNl: a.titleNl,
      titleEn: a.titleEn,
      organizationName: a.organizationName,
      date: a.startsAt.toISOString(),
    })),
  ];
}
