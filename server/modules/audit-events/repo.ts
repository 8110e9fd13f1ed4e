// Queries for the audit log: newest first, filtered by actor, action and time, optionally
// limited to the users and organizations of some centers.
import { and, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { isUuid } from '../../../common/schemas/uuid';
import type { Tx } from '../../db/connection';
import { auditEvents, type AuditEventRow } from '../../db/schema/audit';
import { organizations } from '../../db/schema/organizations';
import { users } from '../../db/schema/users';

export interface AuditEventFilter {
  /** null: the whole tenant; else events by users of, or about things of, these centers. */
  centerIds: string[] | null;
  actorId?: string;
  action?: string;
  from?: Date;
  to?: Date;
  limit: number;
  offset: number;
}

export async function listAuditEvents(
  tx: Tx,
  tenantId: string,
  filter: AuditEventFilter,
): Promise<{ rows: AuditEventRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [eq(auditEvents.tenantId, tenantId)];
  if (filter.centerIds) {
    const centers = filter.centerIds;
    conditions.push(
      or(
        sql`exists (select 1 from ${users} where ${users.tenantId} = ${tenantId} and ${users.id} = ${auditEvents.actorId} and ${inArray(users.centerId, centers)})`,
        sql`(${auditEvents.subjectType} = 'users' and exists (select 1 from ${users} where ${users.tenantId} = ${tenantId} and ${users.id}::text = ${auditEvents.subjectId} and ${inArray(users.centerId, centers)}))`,
        sql`(${auditEvents.subjectType} = 'organizations' and exists (select 1 from ${organizations} where ${organizations.tenantId} = ${tenantId} and ${organizations.id}::text = ${auditEvents.subjectId} and ${inArray(organizations.centerId, centers)}))`,
      ),
    );
  }
  if (filter.actorId) conditions.push(eq(auditEvents.actorId, filter.actorId));
  if (filter.action) conditions.push(eq(auditEvents.action, filter.action));
  if (filter.from) conditions.push(gte(auditEvents.createdAt, filter.from));
  if (filter.to) conditions.push(lte(auditEvents.createdAt, filter.to));
  const where = and(...conditions);
  const rows = await tx
    .select()
    .from(auditEvents)
    .where(where)
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [count] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(auditEvents)
    .where(where);
  return { rows, total: count?.total ?? 0 };
}

/**
 * Who or what each event is about, by name, read now (the log keeps ids, not personal data): a
 * user's name (else e-mail address; none once deleted), an organization's name. Keyed by
 * `${subjectType}:${subjectId}`.
 */
export async function findSubjectNames(
  tx: Tx,
  tenantId: string,
  rows: readonly Pick<AuditEventRow, 'subjectType' | 'subjectId'>[],
): Promise<Map<string, string>> {
  const idsOf = (type: string) => [
    ...new Set(
      rows
        .filter((r) => r.subjectType === type && r.subjectId && isUuid(r.subjectId))
        .map((r) => r.subjectId!),
    ),
  ];
  const userIds = idsOf('users');
  const organizationIds = idsOf('organizations');
  const names = new Map<string, string>();
  if (userIds.length > 0) {
    const found = await tx
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        deletedAt: users.deletedAt,
      })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), inArray(users.id, userIds)));
    for (const u of found) {
      if (u.deletedAt) continue;
      const name = [u.firstName, u.lastName].filter(Boolean).join(' ').trim() || u.email;
      names.set(`users:${u.id}`, name);
    }
  }
  if (organizationIds.length > 0) {
    const found = await tx
      .select({ id: organizations.id, name: organizations.name })
      .from(organizations)
      .where(and(eq(organizations.tenantId, tenantId), inArray(organizations.id, organizationIds)));
    for (const o of found) names.set(`organizations:${o.id}`, o.name);
  }
  return names;
}
