// The volunteer profile as the api client hands it over (issue 3 item 5; the rules live in
// common/schemas/volunteer-profile.ts): what a volunteer offers, when, and where.
import {
  WEEKDAYS,
  type AvailabilityValue,
  type DigestFrequencyValue,
} from '../../../../common/schemas/volunteer-profile';

export {
  DAY_PARTS,
  DIGEST_FREQUENCY_VALUES as DIGEST_FREQUENCIES,
  WEEKDAYS,
  type DayPart,
  type Weekday,
} from '../../../../common/schemas/volunteer-profile';
export type Availability = AvailabilityValue;
export type DigestFrequency = DigestFrequencyValue;

export interface VolunteerProfile {
  id: string;
  type: string;
  bio: string | null;
  skills: string[];
  interests: string[];
  availability: Availability;
  postcode: string | null;
  city: string | null;
  lat: number | null;
  lng: number | null;
  visibleInPool: boolean;
  digestFrequency: DigestFrequency;
}

export type VolunteerProfileInput = Partial<
  Pick<
    VolunteerProfile,
    | 'bio'
    | 'skills'
    | 'interests'
    | 'availability'
    | 'postcode'
    | 'visibleInPool'
    | 'digestFrequency'
  >
>;

/** How many weekday parts are ticked. */
export function countAvailability(availability: Availability | null | undefined): number {
  return WEEKDAYS.reduce((sum, day) => sum + (availability?.[day]?.length ?? 0), 0);
}
