// The volunteer profile as the api client hands it over (the attributes and the rules live in
// common/schemas/volunteer-profile.ts): what a volunteer offers, when, and where.
import type { Flat } from '../../../common/jsonapi';
import {
  WEEKDAYS,
  type Availability,
  type VOLUNTEER_PROFILE_WRITABLE,
  type VolunteerProfileAttributes,
} from '../../../common/schemas/volunteer-profile';

export type VolunteerProfile = Flat<Omit<VolunteerProfileAttributes, 'createdAt' | 'updatedAt'>>;

/** What the profile form sends: any of the writable attributes. */
export type VolunteerProfileInput = Partial<
  Pick<VolunteerProfile, (typeof VOLUNTEER_PROFILE_WRITABLE)[number]>
>;

/** How many weekday parts are ticked. */
export function countAvailability(availability: Availability | null | undefined): number {
  return WEEKDAYS.reduce((sum, day) => sum + (availability?.[day]?.length ?? 0), 0);
}
