// The invitation writes a volunteer may make offline (DESIGN.md section 8), registered at startup:
// answering an invitation yes or no. Shown as answered (pending) at once; the server takes it once
// (the Idempotency-Key), and an invitation answered or expired meanwhile is a refusal the waiting
// list shows.
import type { ProfileReplyAnswer } from '../../../../common/schemas/profile-replies';
import { defineOutboxAction } from '../../../lib/offline/outbox-registry';
import { QUERY_ROOTS } from '../../../lib/query-keys';
import type { ProfileReply } from '../types';

export const PROFILE_REPLY_ANSWER = 'profile_reply.answer';

export interface ProfileReplyAnswerWrite {
  id: string;
  status: ProfileReplyAnswer;
  answerMessage: string;
  /** The vacancy's title in the user's language, for the waiting list. */
  vacancyTitle: string;
}

type ReplyPage = { replies: ProfileReply[]; total: number; counts: Record<string, number> };

function patchLists(
  queryClient: Parameters<NonNullable<Parameters<typeof defineOutboxAction>[0]['apply']>>[0],
  tenant: string,
  id: string,
  change: Partial<ProfileReply>,
) {
  queryClient.setQueriesData<ReplyPage>(
    { queryKey: [QUERY_ROOTS.profileReplies, tenant, 'list'] },
    (page) =>
      page && {
        ...page,
        replies: page.replies.map((r) => (r.id === id ? { ...r, ...change } : r)),
      },
  );
}

defineOutboxAction<ProfileReplyAnswerWrite, ProfileReply>({
  kind: PROFILE_REPLY_ANSWER,
  label: ({ vacancyTitle, status }) => ({
    id: status === 'accepted' ? 'offline.item.invitationYes' : 'offline.item.invitationNo',
    values: { title: vacancyTitle },
  }),
  fixHref: () => '/profile-replies',
  target: ({ id }) => `profile_reply:${id}`,
  async send({ api, requestOptions }, { id, status, answerMessage }) {
    const result = await api.patch<ProfileReply>(
      `/profile_replies/${encodeURIComponent(id)}`,
      {
        data: {
          type: 'profile_replies',
          id,
          attributes: { status, answerMessage: answerMessage.trim() || null },
        },
      },
      requestOptions,
    );
    return result.data;
  },
  apply(queryClient, { context, payload }) {
    patchLists(queryClient, context.tenant, payload.id, {
      status: payload.status,
      answerMessage: payload.answerMessage.trim() || null,
      canAnswer: false,
    });
  },
  revert(queryClient, { context, payload }) {
    patchLists(queryClient, context.tenant, payload.id, { status: 'open', canAnswer: true });
  },
  async settle(queryClient) {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.profileReplies] }),
      queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.applications] }),
    ]);
  },
});
