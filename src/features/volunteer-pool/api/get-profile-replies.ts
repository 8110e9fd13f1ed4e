// GET /api/v1/profile_replies: the volunteer's own invitations (filter[mine]) or the organization
// side's, with the counts per status; kept in the persisted cache, so the list reads offline.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileReplyStatus } from '../../../../common/schemas/profile-replies';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { replyKeys } from '../keys';
import type { ProfileReply } from '../types';

export interface ReplyListParams {
  mine: boolean;
  statuses?: ProfileReplyStatus[];
  page: number;
  pageSize: number;
}

export type ReplyCounts = Record<ProfileReplyStatus, number>;

export async function getProfileReplies(
  api: ApiClient,
  params: ReplyListParams,
  signal?: AbortSignal,
) {
  const result = await api.get<ProfileReply[]>('/profile_replies', {
    query: {
      'filter[mine]': params.mine ? 'true' : undefined,
      'filter[status_in]': params.statuses?.join(','),
      'page[number]': params.page,
      'page[size]': params.pageSize,
    },
    signal,
  });
  const replies = Array.isArray(result.data) ? result.data : [];
  const total = typeof result.meta.total === 'number' ? result.meta.total : replies.length;
  const counts = {
    open: 0,
    accepted: 0,
    declined: 0,
    expired: 0,
    ...(result.meta.counts as Partial<ReplyCounts>),
  };
  return { replies, total, counts };
}

export function profileRepliesQueryOptions(api: ApiClient, params: ReplyListParams) {
  return queryOptions({
    queryKey: replyKeys.list(api.context().tenant, { ...params }),
    queryFn: ({ signal }) => getProfileReplies(api, params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useProfileReplies(params: ReplyListParams) {
  const { api } = useAppContext();
  return useQuery(profileRepliesQueryOptions(api, params));
}
