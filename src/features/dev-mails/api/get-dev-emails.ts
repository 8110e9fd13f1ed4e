// GET /api/v1/dev/emails (admins only, and only on a development server: elsewhere a 404): the
// tenant's outbox, newest first, with paging and an exact filter on the recipient.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { devMailKeys } from '../keys';

export interface DevEmail {
  id: string;
  type: string;
  to: string;
  subject: string;
  bodyText: string;
  bodyHtml: string | null;
  eventKey: string;
  locale: string;
  status: 'pending' | 'sent' | 'failed' | 'kept';
  attempts: number;
  lastError: string | null;
  /** The links were left out: the mail went to someone of the reader's rank or higher. */
  linksHidden?: boolean;
  nextAttemptAt: string;
  createdAt: string;
  sentAt: string | null;
}

export interface DevEmailParams {
  page: number;
  pageSize: number;
  to?: string;
}

export async function getDevEmails(
  api: ApiClient,
  params: DevEmailParams,
  signal?: AbortSignal,
): Promise<{ emails: DevEmail[]; total: number }> {
  const result = await api.get<DevEmail[]>('/dev/emails', {
    query: {
      'page[number]': params.page,
      'page[size]': params.pageSize,
      'filter[to_eq]': params.to || undefined,
    },
    signal,
  });
  const emails = Array.isArray(result.data) ? result.data : [];
  const total = typeof result.meta.total === 'number' ? result.meta.total : emails.length;
  return { emails, total };
}

/** Asked signed in or not: the answer (404 off, 401, 403) tells the page what to say. */
export function useDevEmails(params: DevEmailParams, enabled = true) {
  const { api } = useAppContext();
  return useQuery({
    ...queryOptions({
      queryKey: devMailKeys.list(api.context().tenant, { ...params }),
      queryFn: ({ signal }) => getDevEmails(api, params, signal),
      placeholderData: keepPreviousData,
    }),
    enabled,
  });
}
