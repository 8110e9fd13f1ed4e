// The one query of the audit trail (audit.ts says what is recorded and why).
import type { Tx } from '../db/connection';
import { auditEvents } from '../db/schema/audit';
import type { AuditEventInput } from './audit';

export async function insertAuditEvent(tx: Tx, input: AuditEventInput): Promise<string> {
  const [row] = await tx
    .insert(auditEvents)
    .values({
      tenantId: input.tenantId,
      actorId: input.actorId,
      impersonatorId: input.impersonatorId ?? null,
      action: input.action,
      subjectType: input.subjectType,
      subjectId: input.subjectId,
      details: input.details ?? {},
      ip: input.ip ?? null,
    })
    .returning({ id: auditEvents.id });
  return row!.id;
}
