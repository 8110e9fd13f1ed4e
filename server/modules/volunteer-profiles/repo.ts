// Queries for volunteer profiles; every one runs in a tenant transaction (row-level security)
// and names the tenant as well.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { users } from '../../db/schema/users';
import { volunteerProfiles, type VolunteerProfileRow } from '../../db/schema/volunteer-profiles';

export type VolunteerProfileChanges = Partial<
  Pick<
    VolunteerProfileRow,
    | 'bio'
    | 'skills'
    | 'interests'
    | 'availability'
    | 'postcode'
    | 'city'
    | 'lat'
    | 'lng'
    | 'visibleInPool'
    | 'digestFrequency'
    | 'vogIssuedOn'
    | 'vogCheckedAt'
    | 'vogCheckedById'
  >
>;

export async function findProfileByUser(
  tx: Tx,
  tenant: string,
  userId: string,
): Promise<VolunteerProfileRow | null> {
  const [row] = await tx
    .select()
    .from(volunteerProfiles)
    .where(and(eq(volunteerProfiles.tenantId, tenant), eq(volunteerProfiles.userId, userId)));
  return row ?? null;
}

/** The user's profile, created empty when there is none yet (safe when two requests race). */
export async function ensureProfile(
  tx: Tx,
  tenant: string,
  userId: string,
): Promise<VolunteerProfileRow> {
  const existing = await findProfileByUser(tx, tenant, userId);
  if (existing) return existing;
  await tx
    .insert(volunteerProfiles)
    .values({ tenantId: tenant, userId })
    .onConflictDoNothing({ target: [volunteerProfiles.tenantId, volunteerProfiles.userId] });
  return (await findProfileByUser(tx, tenant, userId))!;
}

export async function updateProfile(
  tx: Tx,
  tenant: string,
  userId: string,
  changes: VolunteerProfileChanges,
): Promise<VolunteerProfileRow> {
  await ensureProfile(tx, tenant, userId);
  const [row] = await tx
    .update(volunteerProfiles)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(volunteerProfiles.tenantId, tenant), eq(volunteerProfiles.userId, userId)))
    .returning();
  return row!;
}

/** A user of the tenant with the center they belong to and their profile, if any. */
export async function findVolunteerWithProfile(
  tx: Tx,
  tenant: string,
  userId: string,
): Promise<{ centerId: string; deleted: boolean; profile: VolunteerProfileRow | null } | null> {
  const [row] = await tx
    .select({ centerId: users.centerId, deletedAt: users.deletedAt, profile: volunteerProfiles })
    .from(users)
    .leftJoin(
      volunteerProfiles,
      and(eq(volunteerProfiles.tenantId, users.tenantId), eq(volunteerProfiles.userId, users.id)),
    )
    .where(and(eq(users.tenantId, tenant), eq(users.id, userId)));
  if (!row) return null;
  return { centerId: row.centerId, deleted: row.deletedAt !== null, profile: row.profile };
}
