// The audit trail (DESIGN.md section 6): who did what, when and from which IP.
// Written in the same transaction as the change it records, so a rolled-back change leaves no
// audit row and a committed one always has its row. Details hold ids and names of things, never
// personal data, so that erasing a user (GDPR) does not have to rewrite history.
import type { AuditAction } from '../../common/schemas/audit-events';
import type { Tx } from '../db/connection';
import { insertAuditEvent } from './audit-sql';

export interface AuditEventInput {
  tenantId: string;
  actorId: string | null;
  impersonatorId?: string | null;
  action: AuditAction;
  /** The resource type acted on: 'users', 'organizations', 'roles'. */
  subjectType: string;
  subjectId: string | null;
  details?: Record<string, unknown>;
  ip?: string | null;
}

export async function recordAuditEvent(tx: Tx, input: AuditEventInput): Promise<string> {
  return insertAuditEvent(tx, input);
}
