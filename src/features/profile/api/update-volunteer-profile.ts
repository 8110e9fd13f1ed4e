// PATCH /api/v1/current_user/volunteer_profile through the offline queue: sent at once when the
// network allows, else kept on the device and sent later exactly once (outbox-actions.ts). The
// answer replaces the cached profile; its meta.geocoding says 'failed' when the postcode could
// not be found on the map.
import { useOutbox } from '../../../lib/offline/use-outbox';
import {
  VOLUNTEER_PROFILE_WRITE,
  type VolunteerProfileUpdate,
  type VolunteerProfileWrite,
} from './outbox-actions';
import type { VolunteerProfileInput } from '../volunteer-profile';

export type { VolunteerProfileUpdate };

export function useUpdateVolunteerProfile(userId: string) {
  const submit = useOutbox<VolunteerProfileWrite, VolunteerProfileUpdate>(VOLUNTEER_PROFILE_WRITE);
  return (input: VolunteerProfileInput) => submit({ userId, input });
}
