// The activity calendar: activities (one-off or occurrences of a weekly or monthly series), their
// optional shifts, registrations with capacity and a waitlist, and the hours volunteers log.
// The enums and limits here are the wire contract's base; the data model is in
// server/db/schema/activities.ts.

export const ACTIVITY_STATUSES = ['draft', 'published', 'cancelled'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

export const ACTIVITY_RECURRENCE_FREQUENCIES = ['weekly', 'monthly'] as const;
export type ActivityRecurrenceFrequency = (typeof ACTIVITY_RECURRENCE_FREQUENCIES)[number];

export const REGISTRATION_STATUSES = [
  'registered',
  'waitlisted',
  'offered',
  'cancelled',
  'expired',
  'attended',
  'no_show',
] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** The statuses that hold or wait for a place (one per volunteer per activity or shift). */
export const ACTIVE_REGISTRATION_STATUSES = ['registered', 'waitlisted', 'offered'] as const;

/** The statuses that take one of the places. */
export const PLACE_TAKING_STATUSES = ['registered', 'offered', 'attended', 'no_show'] as const;

/** A freed place is offered to the first on the waitlist for this long. */
export const WAITLIST_OFFER_HOURS = 24;

/** The longest series a template makes (occurrences). */
export const MAX_SERIES_OCCURRENCES = 104;

export const HOUR_ENTRY_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type HourEntryStatus = (typeof HOUR_ENTRY_STATUSES)[number];

/** One entry: at most a day's work, in quarter hours. */
export const MAX_HOURS_PER_ENTRY = 24;
