// The audit log's wire contract: the actions the server records, an audit event's attributes and
// the query of GET /api/v1/audit_events, shared by the server and the admin's audit log tab.
import { object, string, type InferType } from 'yup';
import { createIncludeParamSchema, splitInclude } from './include-param';
import { readPageParams } from './list-query';
import { pageNumberSchema, pageSizeSchema } from './users';
import { uuidSchema } from './uuid';

/** Every action the server records (in the order the audit log's filter offers them). */
export const AUDIT_ACTIONS = [
  'sign_in_as_user',
  'sign_in_as_user.ended',
  'role.added',
  'role.removed',
  'organization.created',
  'organization.status_changed',
  'organization.deleted',
  'organization.moved',
  'user.invited',
  'user.updated',
  'user.deleted',
  'user.self_deleted',
  'user.email_change_cancelled',
  'dev_mail.read',
  'user.two_factor_enabled',
  'user.two_factor_disabled',
  'user.two_factor_reset',
  'user.vog_checked',
  'user.vog_check_removed',
  'profile_reply.contact_revealed',
  'data.exported',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** An audit event's attributes on the wire; `details` hold ids and names, sent as stored. */
export interface AuditEventAttributes {
  action: AuditAction;
  /** The resource type acted on: 'users', 'organizations', 'roles'. */
  subjectType: string;
  subjectId: string | null;
  /**
   * Who or what the subject is, read when the log is read: a user's name (null once the user
   * is deleted), an organization's name (kept for a deleted one); null for other subjects.
   */
  subjectName: string | null;
  ip: string | null;
  actorId: string | null;
  impersonatorId: string | null;
  createdAt: string;
  details: Record<string, unknown>;
}

/** A time PostgreSQL can compare: JavaScript also parses years such as 99999 or -1. */
function isStorableTime(value: string): boolean {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return false;
  const year = new Date(time).getUTCFullYear();
  return year >= 1 && year <= 9999;
}

const timeParam = () =>
  string()
    .optional()
    .test(
      'date',
      '${path} must be a date or time (ISO 8601) between the years 1 and 9999',
      (v) => !v || isStorableTime(v),
    );

/** Query of GET /api/v1/audit_events. */
export const auditEventListQuerySchema = object({
  include: createIncludeParamSchema(['actor']),
  'filter[actor_id_eq]': uuidSchema.optional(),
  'filter[action_eq]': string().oneOf(AUDIT_ACTIONS).optional(),
  'filter[created_at_gteq]': timeParam(),
  'filter[created_at_lteq]': timeParam(),
  'page[number]': pageNumberSchema(),
  'page[size]': pageSizeSchema(),
});
export type AuditEventListQueryParams = InferType<typeof auditEventListQuerySchema>;

/** GET /api/v1/audit_events's query, typed: each parameter the camelCase form of its wire name. */
export interface AuditEventListQuery {
  include: Set<string>;
  actorIdEq?: string;
  actionEq?: AuditAction;
  createdAtGteq?: Date;
  createdAtLteq?: Date;
  pageNumber: number;
  pageSize: number;
}

const readTime = (value: string | undefined) => (value ? new Date(value) : undefined);

export function readAuditEventListQuery(params: AuditEventListQueryParams): AuditEventListQuery {
  return {
    include: splitInclude(params.include),
    actorIdEq: params['filter[actor_id_eq]'],
    actionEq: params['filter[action_eq]'],
    createdAtGteq: readTime(params['filter[created_at_gteq]']),
    createdAtLteq: readTime(params['filter[created_at_lteq]']),
    ...readPageParams(params),
  };
}
