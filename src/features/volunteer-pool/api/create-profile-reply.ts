// POST /api/v1/profile_replies: invites a pool volunteer to a vacancy with a personal message.
// The pool and the invitation lists are refetched after.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { newClientId } from '../../../lib/offline/ids';
import { poolKeys, replyKeys } from '../keys';
import type { ProfileReply } from '../types';

export interface InvitationInput {
  vacancyId: string;
  volunteerId: string;
  message: string;
}

export function createProfileReply(api: ApiClient, input: InvitationInput) {
  return api.post<ProfileReply>('/profile_replies', {
    data: {
      type: 'profile_replies',
      id: newClientId(),
      attributes: { message: input.message },
      relationships: {
        vacancy: { data: { type: 'vacancies', id: input.vacancyId } },
        volunteer: { data: { type: 'users', id: input.volunteerId } },
      },
    },
  });
}

export function useCreateProfileReply() {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InvitationInput) => createProfileReply(api, input),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: poolKeys.all(api.context().tenant) }),
        queryClient.invalidateQueries({ queryKey: replyKeys.all(api.context().tenant) }),
      ]),
  });
}
