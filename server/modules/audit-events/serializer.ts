// What leaves the server for an audit event: action, subject, details, IP and time, with the
// actor (and an impersonating admin) as relationships.
import { snakeizeKeys } from '../../../common/case';
import type { JsonApiDocument, Resource } from '../../../common/jsonapi';
import type { AuditAction, AuditEventAttributes } from '../../../common/schemas/audit-events';
import type { AuditEventRow } from '../../db/schema/audit';
import { serializeUser, USER_TYPE, type UserWithRelations } from '../users/serializer';

export const AUDIT_EVENT_TYPE = 'audit_events';

export function serializeAuditEvent(e: AuditEventRow, subjectName: string | null = null): Resource {
  return {
    type: AUDIT_EVENT_TYPE,
    id: e.id,
    attributes: {
      ...snakeizeKeys<Record<string, unknown>>({
        // Rows are written only by recordAuditEvent, which takes an AuditAction.
        action: e.action as AuditAction,
        subjectType: e.subjectType,
        subjectId: e.subjectId,
        subjectName,
        ip: e.ip,
        actorId: e.actorId,
        impersonatorId: e.impersonatorId,
        createdAt: e.createdAt.toISOString(),
      } satisfies Omit<AuditEventAttributes, 'details'>),
      // Ids and names of things, sent as stored.
      details: e.details,
    },
    relationships: {
      actor: { data: e.actorId ? { type: USER_TYPE, id: e.actorId } : null },
      impersonator: { data: e.impersonatorId ? { type: USER_TYPE, id: e.impersonatorId } : null },
    },
  };
}

export function buildAuditEventsDocument(
  rows: AuditEventRow[],
  subjectNames: ReadonlyMap<string, string>,
  actors: UserWithRelations[] | null,
  extra: { meta: Record<string, unknown>; links: Record<string, string | null> },
): JsonApiDocument {
  return {
    data: rows.map((e) =>
      serializeAuditEvent(e, subjectNames.get(`${e.subjectType}:${e.subjectId}`) ?? null),
    ),
    ...(actors ? { included: actors.map(serializeUser) } : {}),
    meta: extra.meta,
    links: extra.links,
  };
}
