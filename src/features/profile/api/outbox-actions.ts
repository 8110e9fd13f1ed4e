// The profile writes a volunteer may make offline (DESIGN.md section 8): their volunteer profile
// (what they offer, when, where, the digest) and their account details (names, phone, language,
// notification choices). E-mail and password changes need the network: they are not queued
// (a password is never stored on the device).
import type { CurrentUserUpdate } from '../../../../common/schemas/users';
import { defineOutboxAction } from '../../../lib/offline/outbox-registry';
import { keepCurrentUserSnapshot, refreshCurrentUser } from '../../../lib/session/load-session';
import { sessionStore } from '../../../lib/session/session';
import { getSessionRuntime } from '../../../lib/session/session-runtime';
import type { CurrentUser } from '../../../lib/session/types';
import { profileKeys } from '../keys';
import type { VolunteerProfile, VolunteerProfileInput } from '../volunteer-profile';

export const VOLUNTEER_PROFILE_WRITE = 'profile.volunteer';
export const ACCOUNT_DETAILS_WRITE = 'account.details';

export interface VolunteerProfileWrite {
  userId: string;
  input: VolunteerProfileInput;
}

export interface VolunteerProfileUpdate {
  profile: VolunteerProfile;
  geocodingFailed: boolean;
}

defineOutboxAction<VolunteerProfileWrite, VolunteerProfileUpdate>({
  kind: VOLUNTEER_PROFILE_WRITE,
  label: ({ input }) => ({
    id:
      Object.keys(input).length === 1 && 'digestFrequency' in input
        ? 'offline.item.digest'
        : 'offline.item.volunteerProfile',
  }),
  fixHref: ({ input }) =>
    Object.keys(input).length === 1 && 'digestFrequency' in input
      ? '/profile-edit/periodieke-mail'
      : '/profile-edit',
  target: ({ userId, input }) => `${userId}:${Object.keys(input).sort().join(',')}`,
  async send({ api, requestOptions }, { input }) {
    const result = await api.patch<VolunteerProfile>(
      '/current_user/volunteer_profile',
      { data: { type: 'volunteer_profiles', attributes: input } },
      requestOptions,
    );
    return { profile: result.data, geocodingFailed: result.meta.geocoding === 'failed' };
  },
  // The user sees their change at once, also while it waits for the network.
  apply(queryClient, { context, payload }) {
    queryClient.setQueryData<VolunteerProfile>(
      profileKeys.volunteerProfile(context.tenant, context.centerId, payload.userId),
      (old) => (old ? { ...old, ...payload.input } : old),
    );
  },
  settle(queryClient, result, { context, payload }) {
    const key = profileKeys.volunteerProfile(context.tenant, context.centerId, payload.userId);
    if (result) queryClient.setQueryData(key, result.profile);
    else return queryClient.invalidateQueries({ queryKey: key });
    return undefined;
  },
  revert(queryClient, { context, payload }) {
    return queryClient.invalidateQueries({
      queryKey: profileKeys.volunteerProfile(context.tenant, context.centerId, payload.userId),
    });
  },
});

function describeAccountWrite(update: CurrentUserUpdate): string {
  if (Object.keys(update).length === 1 && update.notificationPreferences) {
    return 'offline.item.notifications';
  }
  return 'offline.item.accountDetails';
}

defineOutboxAction<CurrentUserUpdate, CurrentUser>({
  kind: ACCOUNT_DETAILS_WRITE,
  label: (update) => ({ id: describeAccountWrite(update) }),
  fixHref: () => '/profile-edit/settings',
  target: (update) => Object.keys(update).sort().join(','),
  async send({ api, requestOptions }, user) {
    const result = await api.patch<CurrentUser>('/current_user', { user }, requestOptions);
    return result.data;
  },
  apply(_queryClient, { payload }) {
    const { user } = sessionStore.getState();
    if (!user) return;
    const changed = { ...user, ...payload } as CurrentUser;
    sessionStore.setState({ user: changed });
    keepCurrentUserSnapshot(getSessionRuntime().api, changed);
  },
  async settle() {
    await refreshCurrentUser(getSessionRuntime().api, sessionStore).catch(() => undefined);
  },
  async revert() {
    await refreshCurrentUser(getSessionRuntime().api, sessionStore).catch(() => undefined);
  },
});
