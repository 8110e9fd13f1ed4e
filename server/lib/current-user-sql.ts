// The two queries that turn a signed-in token into the request's current user (sessions.ts):
// the user's roles and organization memberships.
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/connection';
import { memberships, roles, type MembershipRow, type RoleRow } from '../db/schema/users';

export async function listRolesOfUser(
  tx: Tx,
  tenantId: string,
  userId: string,
): Promise<RoleRow[]> {
  return tx
    .select()
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.userId, userId)))
    .orderBy(asc(roles.createdAt), asc(roles.name));
}

export async function listMembershipsOfUser(
  tx: Tx,
  tenantId: string,
  userId: string,
): Promise<MembershipRow[]> {
  return tx
    .select()
    .from(memberships)
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId)))
    .orderBy(asc(memberships.createdAt));
}
