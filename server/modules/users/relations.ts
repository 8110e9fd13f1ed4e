// Loads users together with their roles and organizations (for serialization), in a fixed
// number of queries however many users there are.
import type { Tx } from '../../db/connection';
import type { UserRow } from '../../db/schema/users';
import { listOrganizationsWithRelations } from '../organizations/service';
import { listMembershipsOfUsers, listRolesOfUsers } from './repo';
import type { UserWithRelations } from './serializer';

export async function loadUsersWithRelations(
  tx: Tx,
  tenantId: string,
  rows: UserRow[],
): Promise<UserWithRelations[]> {
  const ids = rows.map((u) => u.id);
  const [roleRows, membershipRows] = await Promise.all([
    listRolesOfUsers(tx, tenantId, ids),
    listMembershipsOfUsers(tx, tenantId, ids),
  ]);
  const organizations = await listOrganizationsWithRelations(tx, tenantId, [
    ...new Set(membershipRows.map((m) => m.organizationId)),
  ]);
  return rows.map((user) => {
    const orgIds = new Set(
      membershipRows.filter((m) => m.userId === user.id).map((m) => m.organizationId),
    );
    return {
      user,
      roles: roleRows.filter((r) => r.userId === user.id),
      organizations: organizations.filter((o) => orgIds.has(o.organization.id)),
    };
  });
}

export async function loadUserWithRelations(tx: Tx, user: UserRow): Promise<UserWithRelations> {
  const [item] = await loadUsersWithRelations(tx, user.tenantId, [user]);
  return item!;
}
