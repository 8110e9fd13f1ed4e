// Who may read the audit log (DESIGN.md section 6): admins all of the tenant's, center admins
// what concerns their center (its users' actions and what happened to its users and
// organizations); nobody else.
import type { AuditEventListQuery } from '../../../common/schemas/audit-events';
import type { AuditEventRow } from '../../db/schema/audit';
import { createUnauthorizedError } from '../../lib/current-user';
import { assertAllowed, getAdministeredCenterIds, isAdmin } from '../../lib/permissions';
import type { RequestCtx } from '../../lib/request-ctx';
import { findUserById } from '../users/accounts';
import { loadUsersWithRelations } from '../users/relations';
import type { UserWithRelations } from '../users/serializer';
import { findSubjectNames, listAuditEvents } from './repo';

export async function getAuditEvents(
  ctx: RequestCtx,
  query: AuditEventListQuery,
): Promise<{
  rows: AuditEventRow[];
  total: number;
  actors: UserWithRelations[];
  subjectNames: Map<string, string>;
}> {
  const user = ctx.currentUser;
  if (!user) throw createUnauthorizedError();
  const centerIds = getAdministeredCenterIds(user);
  assertAllowed(
    isAdmin(user) || centerIds.length > 0,
    'Only administrators and coordinators can read the audit log.',
  );
  return ctx.withTenant(async (tx) => {
    const { rows, total } = await listAuditEvents(tx, ctx.tenantId, {
      centerIds: isAdmin(user) ? null : centerIds,
      actorId: query.actorIdEq,
      action: query.actionEq,
      from: query.createdAtGteq,
      to: query.createdAtLteq,
      limit: query.pageSize,
      offset: (query.pageNumber - 1) * query.pageSize,
    });
    let actors: UserWithRelations[] = [];
    if (query.include.has('actor')) {
      const ids = [...new Set(rows.map((r) => r.actorId).filter((id): id is string => !!id))];
      const found = await Promise.all(ids.map((id) => findUserById(tx, ctx.tenantId, id)));
      actors = await loadUsersWithRelations(
        tx,
        ctx.tenantId,
        found.filter((u) => u !== null),
      );
    }
    const subjectNames = await findSubjectNames(tx, ctx.tenantId, rows);
    // A deleted organization is gone from its table; its event kept the name.
    for (const row of rows) {
      const key = `${row.subjectType}:${row.subjectId}`;
      const kept = row.details.name;
      if (row.subjectType === 'organizations' && !subjectNames.has(key) && typeof kept === 'string')
        subjectNames.set(key, kept);
    }
    return { rows, total, actors, subjectNames };
  });
}
