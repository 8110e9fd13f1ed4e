// Queries for users, their roles and memberships. Every function takes a tenant transaction
// (row-level security) and names the tenant as well.
// One repo for the users, roles and memberships tables, which are always read together.
import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { setsAnything } from '../../lib/patch';
import { auditEvents, type AuditEventRow } from '../../db/schema/audit';
import { emailOutbox } from '../../db/schema/email';
import { organizations, type OrganizationRow } from '../../db/schema/organizations';
import { authTokens } from '../../db/schema/auth-tokens';
import {
  memberships,
  roles,
  users,
  type MembershipRow,
  type RoleRow,
  type UserRow,
} from '../../db/schema/users';
import type { RoleName, UserStatus } from '../../../common/schemas/users';
import { volunteerProfiles, type VolunteerProfileRow } from '../../db/schema/volunteer-profiles';

export type NewUser = typeof users.$inferInsert;
export type UserPatch = Partial<Omit<NewUser, 'tenantId' | 'id'>>;

export async function findUserById(tx: Tx, tenantId: string, id: string): Promise<UserRow | null> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
  return row ?? null;
}

export async function findUserByEmail(
  tx: Tx,
  tenantId: string,
  email: string,
): Promise<UserRow | null> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email.trim().toLowerCase())));
  return row ?? null;
}

/** True when the address is anyone's e-mail or pending new e-mail (other than `exceptId`). */
export async function isEmailTaken(
  tx: Tx,
  tenantId: string,
  email: string,
  exceptId?: string,
): Promise<boolean> {
  const address = email.trim().toLowerCase();
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        or(eq(users.email, address), eq(users.unconfirmedEmail, address)),
        exceptId ? sql`${users.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function findUserByTokenHash(
  tx: Tx,
  tenantId: string,
  column: 'confirmation' | 'reset' | 'email_change_cancel',
  hash: string,
): Promise<UserRow | null> {
  const target =
    column === 'confirmation'
      ? users.confirmationTokenHash
      : column === 'reset'
        ? users.resetPasswordTokenHash
        : users.emailChangeCancelTokenHash;
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(target, hash)));
  return row ?? null;
}

export async function insertUser(tx: Tx, values: NewUser): Promise<UserRow> {
  const [row] = await tx.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(
  tx: Tx,
  tenantId: string,
  id: string,
  patch: UserPatch,
): Promise<UserRow> {
  if (!setsAnything(patch)) return (await findUserById(tx, tenantId, id))!;
  const [row] = await tx
    .update(users)
    .set(patch)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)))
    .returning();
  return row!;
}

export async function listRolesOfUsers(
  tx: Tx,
  tenantId: string,
  userIds: string[],
): Promise<RoleRow[]> {
  if (userIds.length === 0) return [];
  return tx
    .select()
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), inArray(roles.userId, userIds)))
    .orderBy(asc(roles.createdAt), asc(roles.name));
}

export async function listMembershipsOfUsers(
  tx: Tx,
  tenantId: string,
  userIds: string[],
): Promise<MembershipRow[]> {
  if (userIds.length === 0) return [];
  return tx
    .select()
    .from(memberships)
    .where(and(eq(memberships.tenantId, tenantId), inArray(memberships.userId, userIds)))
    .orderBy(asc(memberships.createdAt));
}

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

export async function findRole(
  tx: Tx,
  tenantId: string,
  input: {
    userId: string;
    name: RoleName;
    organizationId: string | null;
    centerId: string | null;
  },
): Promise<RoleRow | null> {
  const [row] = await tx
    .select()
    .from(roles)
    .where(
      and(
        eq(roles.tenantId, tenantId),
        eq(roles.userId, input.userId),
        eq(roles.name, input.name),
        input.organizationId
          ? eq(roles.organizationId, input.organizationId)
          : isNull(roles.organizationId),
        input.centerId ? eq(roles.centerId, input.centerId) : isNull(roles.centerId),
      ),
    );
  return row ?? null;
}

export async function insertRole(
  tx: Tx,
  values: {
    tenantId: string;
    userId: string;
    name: RoleName;
    organizationId: string | null;
    centerId: string | null;
  },
): Promise<RoleRow> {
  const [row] = await tx.insert(roles).values(values).returning();
  return row!;
}

export async function deleteRole(tx: Tx, tenantId: string, id: string): Promise<void> {
  await tx.delete(roles).where(and(eq(roles.tenantId, tenantId), eq(roles.id, id)));
}

export async function ensureMembership(
  tx: Tx,
  tenantId: string,
  userId: string,
  organizationId: string,
): Promise<void> {
  await tx
    .insert(memberships)
    .values({ tenantId, userId, organizationId })
    .onConflictDoNothing({
      target: [memberships.tenantId, memberships.userId, memberships.organizationId],
    });
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

/** Removes everything that ties a user to people and organizations (GDPR erasure). */
export async function deleteUserRelations(tx: Tx, tenantId: string, userId: string) {
  await tx.delete(roles).where(and(eq(roles.tenantId, tenantId), eq(roles.userId, userId)));
  await tx
    .delete(memberships)
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId)));
  await tx
    .delete(volunteerProfiles)
    .where(and(eq(volunteerProfiles.tenantId, tenantId), eq(volunteerProfiles.userId, userId)));
}

export interface UserListFilter {
  /** Scope: null = the whole tenant. */
  scope: { centerIds: string[]; organizationIds: string[] } | null;
  organizationId?: string;
  withRole?: RoleName;
  status?: UserStatus;
  q?: string;
  sort: { column: 'email' | 'last_name' | 'created_at' | 'status'; descending: boolean };
  limit: number;
  offset: number;
}

function memberOf(tenantId: string, organizationIds: string[]): SQL {
  return sql`exists (select 1 from ${memberships} where ${memberships.tenantId} = ${tenantId} and ${memberships.userId} = ${users.id} and ${inArray(memberships.organizationId, organizationIds)})`;
}

function buildUserConditions(tenantId: string, filter: UserListFilter): SQL {
  const conditions: (SQL | undefined)[] = [eq(users.tenantId, tenantId), isNull(users.deletedAt)];
  if (filter.scope) {
    const parts: SQL[] = [];
    if (filter.scope.centerIds.length > 0)
      parts.push(inArray(users.centerId, filter.scope.centerIds));
    if (filter.scope.organizationIds.length > 0) {
      parts.push(memberOf(tenantId, filter.scope.organizationIds));
    }
    conditions.push(parts.length > 0 ? or(...parts) : sql`false`);
  }
  if (filter.organizationId) conditions.push(memberOf(tenantId, [filter.organizationId]));
  if (filter.withRole) {
    conditions.push(
      sql`exists (select 1 from ${roles} where ${roles.tenantId} = ${tenantId} and ${roles.userId} = ${users.id} and ${roles.name} = ${filter.withRole})`,
    );
  }
  if (filter.status) conditions.push(eq(users.status, filter.status));
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(users.email, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        sql`(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) ilike ${pattern}`,
      ),
    );
  }
  return and(...conditions)!;
}

export async function listUsers(
  tx: Tx,
  tenantId: string,
  filter: UserListFilter,
): Promise<{ rows: UserRow[]; total: number }> {
  const where = buildUserConditions(tenantId, filter);
  const column = {
    email: users.email,
    last_name: users.lastName,
    created_at: users.createdAt,
    status: users.status,
  }[filter.sort.column];
  const order = filter.sort.descending ? desc(column) : asc(column);
  const rows = await tx
    .select()
    .from(users)
    .where(where)
    .orderBy(order, asc(users.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [count] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(users)
    .where(where);
  return { rows, total: count?.total ?? 0 };
}

/** Mails still addressed to a user's addresses (an erased user must not appear in the outbox). */
export async function deleteMailsTo(tx: Tx, tenantId: string, addresses: string[]): Promise<void> {
  if (addresses.length === 0) return;
  await tx
    .delete(emailOutbox)
    .where(and(eq(emailOutbox.tenantId, tenantId), inArray(emailOutbox.toAddress, addresses)));
}

/** Forgets the IP addresses the audit log kept of a user's own actions. */
export async function clearAuditIpsOfActor(tx: Tx, tenantId: string, userId: string) {
  await tx
    .update(auditEvents)
    .set({ ip: null })
    .where(and(eq(auditEvents.tenantId, tenantId), eq(auditEvents.actorId, userId)));
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
