// GET, POST and DELETE /api/v1/calendar_feed: whether the user's private calendar address exists,
// making a new one (shown once: only its hash is kept) and stopping it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAppContext } from '../../../lib/app-context';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { profileKeys } from '../keys';

export interface CalendarFeedState {
  active: boolean;
  createdAt: string | null;
  url: string | null;
  webcalUrl: string | null;
}

function useFeedKey() {
  const { api } = useAppContext();
  const { user } = useCurrentUser();
  return profileKeys.calendarFeed(api.context().tenant, api.context().centerId, user?.id ?? '');
}

export function useCalendarFeed() {
  const { api } = useAppContext();
  const key = useFeedKey();
  return useQuery({
    queryKey: key,
    queryFn: async ({ signal }) =>
      (await api.get<CalendarFeedState>('/calendar_feed', { signal })).data,
  });
}

export function useRenewCalendarFeed() {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  const key = useFeedKey();
  return useMutation({
    mutationFn: async () => (await api.post<CalendarFeedState>('/calendar_feed')).data,
    // The address itself stays out of the cache (which is kept on the device): the card shows it
    // from the mutation's answer, once.
    onSuccess: (state) =>
      queryClient.setQueryData<CalendarFeedState>(key, { ...state, url: null, webcalUrl: null }),
  });
}

export function useStopCalendarFeed() {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  const key = useFeedKey();
  return useMutation({
    mutationFn: async () => {
      await api.delete('/calendar_feed');
    },
    onSuccess: () =>
      queryClient.setQueryData<CalendarFeedState>(key, {
        active: false,
        createdAt: null,
        url: null,
        webcalUrl: null,
      }),
  });
}
