// Queries of registrations: counting places under the activity's (or shift's) lock, the waitlist
// in arrival order, a volunteer's overlapping registrations, and the lists organizers and
// volunteers read.
// One file, a little over 300 lines: every query of the registrations table, so that the lock
// order (the activity first) and the statuses that hold a place are kept in one place.
import { and, asc, eq, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { PLACE_TAKING_STATUSES, type RegistrationStatus } from '../../../common/schemas/activities';
import type { Tx } from '../../db/connection';
import {
  activities,
  activityRegistrations,
  activityShifts,
  type ActivityRegistrationRow,
} from '../../db/schema/activities';
import { users } from '../../db/schema/users';

export interface RegistrationView {
  registration: ActivityRegistrationRow;
  shiftName: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string;
  locale: 'nl' | 'en';
  activityTitleNl: string | null;
  activityTitleEn: string | null;
  activityStartsAt: Date;
  activityEndsAt: Date;
  activityStatus: string;
  activityCenterId: string;
  activityOrganizationId: string | null;
}

/** The registrations of one activity or one shift (null: on the activity itself). */
function targetOf(activityId: string, shiftId: string | null): SQL {
  return and(
    eq(activityRegistrations.activityId, activityId),
    shiftId === null
      ? sql`${activityRegistrations.shiftId} is null`
      : eq(activityRegistrations.shiftId, shiftId),
  )!;
}

export async function countTaken(
  tx: Tx,
  tenantId: string,
  activityId: string,
  shiftId: string | null,
): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(activityRegistrations)
    .where(
      and(
        eq(activityRegistrations.tenantId, tenantId),
        targetOf(activityId, shiftId),
        inArray(activityRegistrations.status, [...PLACE_TAKING_STATUSES]),
      ),
    );
  return Number(row?.n ?? 0);
}

/** The volunteer's registration that holds or waits for a place on this activity or shift. */
export async function findActiveOfUser(
  tx: Tx,
  tenantId: string,
  input: { activityId: string; shiftId: string | null; userId: string },
): Promise<ActivityRegistrationRow | null> {
  const [row] = await tx
    .select()
    .from(activityRegistrations)
    .where(
      and(
        eq(activityRegistrations.tenantId, tenantId),
        targetOf(input.activityId, input.shiftId),
        eq(activityRegistrations.userId, input.userId),
        inArray(activityRegistrations.status, ['registered', 'waitlisted', 'offered']),
      ),
    );
  return row ?? null;
}

/** The first waiting registrations of an activity or shift, in arrival order. */
export async function listWaiting(
  tx: Tx,
  tenantId: string,
  activityId: string,
  shiftId: string | null,
  limit: number,
): Promise<ActivityRegistrationRow[]> {
  return tx
    .select()
    .from(activityRegistrations)
    .where(
      and(
        eq(activityRegistrations.tenantId, tenantId),
        targetOf(activityId, shiftId),
        eq(activityRegistrations.status, 'waitlisted'),
      ),
    )
    .orderBy(asc(activityRegistrations.seq))
    .limit(limit);
}

export async function insertRegistration(
  tx: Tx,
  values: typeof activityRegistrations.$inferInsert,
): Promise<ActivityRegistrationRow> {
  const [row] = await tx.insert(activityRegistrations).values(values).returning();
  return row!;
}

export async function findRegistration(
  tx: Tx,
  tenantId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ActivityRegistrationRow | null> {
  const query = tx
    .select()
    .from(activityRegistrations)
    .where(and(eq(activityRegistrations.tenantId, tenantId), eq(activityRegistrations.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateRegistration(
  tx: Tx,
  tenantId: string,
  id: string,
  changes: Partial<typeof activityRegistrations.$inferInsert>,
): Promise<void> {
  await tx
    .update(activityRegistrations)
    .set(changes)
    .where(and(eq(activityRegistrations.tenantId, tenantId), eq(activityRegistrations.id, id)));
}

/**
 * The volunteer's registrations that hold a place (registered, offered) and overlap the period:
 * a shift's times when it is on a shift, else the activity's.
 */
export async function findOverlapping(
  tx: Tx,
  tenantId: string,
  input: { userId: string; startsAt: Date; endsAt: Date; exceptId?: string },
): Promise<ActivityRegistrationRow | null> {
  const start = sql`coalesce(${activityShifts.startsAt}, ${activities.startsAt})`;
  const end = sql`coalesce(${activityShifts.endsAt}, ${activities.endsAt})`;
  const conditions = [
    eq(activityRegistrations.tenantId, tenantId),
    eq(activityRegistrations.userId, input.userId),
    inArray(activityRegistrations.status, ['registered', 'offered']),
    ne(activities.status, 'cancelled'),
    sql`${start} < ${input.endsAt.toISOString()}::timestamptz`,
    sql`${end} > ${input.startsAt.toISOString()}::timestamptz`,
  ];
  if (input.exceptId) conditions.push(ne(activityRegistrations.id, input.exceptId));
  const [row] = await tx
    .select({ registration: activityRegistrations })
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
    .where(and(...conditions))
    .limit(1);
  return row?.registration ?? null;
}

function selectViews(tx: Tx, where: SQL | undefined) {
  return tx
    .select({
      registration: activityRegistrations,
      shiftName: activityShifts.name,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      locale: sql<'nl' | 'en'>`${users.locale}`,
      activityTitleNl: activities.titleNl,
      activityTitleEn: activities.titleEn,
      activityStartsAt: activities.startsAt,
      activityEndsAt: activities.endsAt,
      activityStatus: activities.status,
      activityCenterId: activities.centerId,
      activityOrganizationId: activities.organizationId,
    })
    .from(activityRegistrations)
    .innerJoin(
      activities,
      and(
        eq(activities.tenantId, activityRegistrations.tenantId),
        eq(activities.id, activityRegistrations.activityId),
      ),
    )
    .innerJoin(
      users,
      and(
        eq(users.tenantId, activityRegistrations.tenantId),
        eq(users.id, activityRegistrations.userId),
      ),
    )
    .leftJoin(
      activityShifts,
      and(
        eq(activityShifts.tenantId, activityRegistrations.tenantId),
        eq(activityShifts.id, activityRegistrations.shiftId),
      ),
    )
    .where(where);
}

export async function findRegistrationView(
  tx: Tx,
  tenantId: string,
  id: string,
): Promise<RegistrationView | null> {
  const [row] = await selectViews(
    tx,
    and(eq(activityRegistrations.tenantId, tenantId), eq(activityRegistrations.id, id)),
  );
  return row ?? null;
}

/** An activity's registrations (every status), by shift and arrival. */
export async function listActivityRegistrations(
  tx: Tx,
  tenantId: string,
  activityId: string,
): Promise<RegistrationView[]> {
  return selectViews(
    tx,
    and(
      eq(activityRegistrations.tenantId, tenantId),
      eq(activityRegistrations.activityId, activityId),
    ),
  ).orderBy(asc(activityShifts.position), asc(activityRegistrations.seq));
}

/** A volunteer's registrations, soonest activity first. */
export async function listUserRegistrations(
  tx: Tx,
  tenantId: string,
  userId: string,
): Promise<RegistrationView[]> {
  return selectViews(
    tx,
    and(eq(activityRegistrations.tenantId, tenantId), eq(activityRegistrations.userId, userId)),
  )
    .orderBy(asc(activities.startsAt), asc(activityRegistrations.seq))
    .limit(500);
}

/** The reader's registrations on some activities (for 'my registration' on cards). */
export async function listUserRegistrationsOn(
  tx: Tx,
  tenantId: string,
  userId: string,
  activityIds: string[],
): Promise<ActivityRegistrationRow[]> {
  if (activityIds.length === 0) return [];
  return tx
    .select()
    .from(activityRegistrations)
    .where(
      and(
        eq(activityRegistrations.tenantId, tenantId),
        eq(activityRegistrations.userId, userId),
        inArray(activityRegistrations.activityId, activityIds),
      ),
    )
    .orderBy(asc(activityRegistrations.seq));
}

/** Registrations that hold or wait for a place on an activity (who hears of a cancellation). */
export async function listActiveOnActivity(
  tx: Tx,
  tenantId: string,
  activityId: string,
): Promise<ActivityRegistrationRow[]> {
  return tx
    .select()
    .from(activityRegistrations)
    .where(
      and(
        eq(activityRegistrations.tenantId, tenantId),
        eq(activityRegistrations.activityId, activityId),
        inArray(activityRegistrations.status, ['registered', 'waitlisted', 'offered']),
      ),
    )
    .for('update');
}

/** Offers whose time ran out, oldest first. */
export async function listExpiredOffers(
  tx: Tx,
  tenantId: string,
  now: Date,
  limit: number,
): Promise<ActivityRegistrationRow[]> {
  return tx
    .select()
    .from(activityRegistrations)
    .where(
      and(
        eq(activityRegistrations.tenantId, tenantId),
        eq(activityRegistrations.status, 'offered'),
        lte(activityRegistrations.offerExpiresAt, now),
      ),
    )
    .orderBy(asc(activityRegistrations.offerExpiresAt))
    .limit(limit);
}

export type { RegistrationStatus };
