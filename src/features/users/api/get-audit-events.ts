// GET /api/v1/audit_events (admins and center admins): who did what, when and from where.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Flat } from '../../../../common/jsonapi';
import type { AuditEventAttributes } from '../../../../common/schemas/audit-events';
import type { UserAttributes } from '../../../../common/schemas/users';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { userKeys } from '../keys';

export type AuditEvent = Flat<AuditEventAttributes> & {
  actor?:
    ({ id: string } & Partial<Pick<UserAttributes, 'email' | 'firstName' | 'lastName'>>) | null;
};

export interface AuditEventParams {
  page: number;
  pageSize: number;
  action?: string;
  actorId?: string;
  /** Dates as yyyy-mm-dd, both days included. */
  from?: string;
  to?: string;
}

/** A day of the Dutch calendar as an instant: its start (from) or its end (to). */
function dayBoundary(day: string, end: boolean): string {
  const date = new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`);
  return date.toISOString();
}

export async function getAuditEvents(
  api: ApiClient,
  params: AuditEventParams,
  signal?: AbortSignal,
): Promise<{ events: AuditEvent[]; total: number }> {
  const result = await api.get<AuditEvent[]>('/audit_events', {
    query: {
      include: 'actor',
      'page[number]': params.page,
      'page[size]': params.pageSize,
      'filter[action_eq]': params.action,
      'filter[actor_id_eq]': params.actorId,
      'filter[created_at_gteq]': params.from ? dayBoundary(params.from, false) : undefined,
      'filter[created_at_lteq]': params.to ? dayBoundary(params.to, true) : undefined,
    },
    signal,
  });
  const events = Array.isArray(result.data) ? result.data : [];
  const total = typeof result.meta.total === 'number' ? result.meta.total : events.length;
  return { events, total };
}

export function useAuditEvents(params: AuditEventParams) {
  const { api } = useAppContext();
  return useQuery(
    queryOptions({
      queryKey: userKeys.auditEvents(api.context().tenant, { ...params }),
      queryFn: ({ signal }) => getAuditEvents(api, params, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
