// Queries for users, their roles and memberships. Every function takes a tenant transaction
// (row-level security) and names the tenant as well.
// One repo for the users, roles and memberships tables, which are always read together; the
// erasure's and the personal-data export's reads of other tables are in erasure-sql.ts and
// export-sql.ts.
import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { countSignup } from '../analytics/record';
import type { Tx } from '../../db/connection';
import { setsAnything } from '../../lib/patch';
import {
  memberships,
  roles,
  users,
  type MembershipRow,
  type RoleRow,
  type UserRow,
} from '../../db/schema/users';
import type { RoleName, UserStatus } from '../../../common/schemas/users';
import { containsPattern } from '../../lib/like-pattern';

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
  // A volunteer account counts as a sign-up (analytics) from the moment it is one.
  if (values.name === 'volunteer') await countSignup(tx, values.tenantId, values.userId, 1);
  return row!;
}

export async function deleteRole(tx: Tx, tenantId: string, id: string): Promise<void> {
  const [role] = await tx
    .select({ name: roles.name, userId: roles.userId })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.id, id)));
  if (role?.name === 'volunteer') await countSignup(tx, tenantId, role.userId, -1);
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
    const pattern = containsPattern(filter.q);
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
