// The personal-data export's reads (GET /api/v1/current_user/export) of tables beyond the users
// module's own: the user's organizations, volunteer profile, audit events and devices.
import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { auditEvents, type AuditEventRow } from '../../db/schema/audit';
import { authTokens } from '../../db/schema/auth-tokens';
import { organizations, type OrganizationRow } from '../../db/schema/organizations';
import { volunteerProfiles, type VolunteerProfileRow } from '../../db/schema/volunteer-profiles';

export async function listOrganizationsByIds(
  tx: Tx,
  tenantId: string,
  ids: string[],
): Promise<OrganizationRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(organizations)
    .where(and(eq(organizations.tenantId, tenantId), inArray(organizations.id, ids)))
    .orderBy(asc(organizations.name));
}

export async function findVolunteerProfile(
  tx: Tx,
  tenantId: string,
  userId: string,
): Promise<VolunteerProfileRow | null> {
  const [row] = await tx
    .select()
    .from(volunteerProfiles)
    .where(and(eq(volunteerProfiles.tenantId, tenantId), eq(volunteerProfiles.userId, userId)));
  return row ?? null;
}

/** Audit events by or about a user (for the personal-data export). */
export async function listAuditEventsOfUser(
  tx: Tx,
  tenantId: string,
  userId: string,
): Promise<AuditEventRow[]> {
  return tx
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.tenantId, tenantId),
        or(
          eq(auditEvents.actorId, userId),
          and(eq(auditEvents.subjectType, 'users'), eq(auditEvents.subjectId, userId)),
        ),
      ),
    )
    .orderBy(desc(auditEvents.createdAt));
}

/** The user's devices (without token hashes), for the personal-data export. */
export async function listSessionsOfUser(tx: Tx, tenantId: string, userId: string) {
  return tx
    .select({
      client: authTokens.client,
      createdAt: authTokens.createdAt,
      lastUsedAt: authTokens.lastUsedAt,
      expiresAt: authTokens.expiresAt,
      impersonatorId: authTokens.impersonatorId,
    })
    .from(authTokens)
    .where(and(eq(authTokens.tenantId, tenantId), eq(authTokens.userId, userId)));
}
