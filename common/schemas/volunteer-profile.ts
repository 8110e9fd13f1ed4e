// A volunteer's own profile: the rules both the profile form and the server
// apply to PATCH /api/v1/current_user/volunteer_profile. Keys are camelCase (the wire's
// snake_case attributes after conversion); every attribute is optional in a PATCH.
import { isRealDate } from '../dates';
import { array, boolean, mixed, object, string, type InferType } from 'yup';

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const DAY_PARTS = ['morning', 'afternoon', 'evening'] as const;
export type DayPart = (typeof DAY_PARTS)[number];
export const DIGEST_FREQUENCIES = ['none', 'weekly', 'monthly'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];
/** Weekday parts a volunteer is available (or a vacancy's schedule): {"mon": ["morning"], ...}. */
export type Availability = Partial<Record<Weekday, DayPart[]>>;

/** A volunteer profile's attributes on the wire (coordinates are the owner's own). */
export interface VolunteerProfileAttributes {
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
  /** The date on the volunteer's certificate of conduct (VOG), YYYY-MM-DD; null: none. */
  vogIssuedOn: string | null;
  /** When a coordinator saw the certificate; null: not yet (cleared when the date changes). */
  vogCheckedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export const MAX_BIO_LENGTH = 2000;
export const MAX_TAGS = 30;
export const MAX_TAG_LENGTH = 50;

/**
 * Dutch postcodes: four digits not starting with 0, then two letters (SA, SD and SS are not
 * issued); a space between them is optional.
 */
export const POSTCODE_PATTERN = /^[1-9]\d{3} ?(?!SA|SD|SS)[A-Z]{2}$/;

/** '1234ab', '1234 AB' and ' 1234  ab ' become '1234 AB' (the display form we store). */
export function formatPostcode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return /^\d{4}[A-Z]{2}$/.test(compact) ? `${compact.slice(0, 4)} ${compact.slice(4)}` : compact;
}

/** '1234 AB' -> '1234AB', the form lookups use. */
export function compactPostcode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** Trims, drops empty entries and duplicates (ignoring case, first spelling wins). */
function cleanTags(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  const seen = new Set<string>();
  const out: unknown[] = [];
  for (const item of value) {
    if (typeof item !== 'string') {
      out.push(item);
      continue;
    }
    const tag = item.trim().replace(/\s+/g, ' ');
    if (tag === '' || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
  }
  return out;
}

function tagListSchema(name: string) {
  return array()
    .transform((_, original: unknown) => cleanTags(original))
    .of(
      string()
        .strict()
        .max(MAX_TAG_LENGTH, `each ${name} entry may have at most ${MAX_TAG_LENGTH} characters`)
        .required(),
    )
    .max(MAX_TAGS, `${name} may hold at most ${MAX_TAGS} entries`)
    .typeError(`${name} must be a list of words`);
}

const dayPartsSchema = array()
  .of(
    string()
      .oneOf(DAY_PARTS, `a day part must be one of ${DAY_PARTS.join(', ')}`)
      .required(),
  )
  .transform((_, original: unknown) =>
    Array.isArray(original)
      ? DAY_PARTS.filter((p) => original.includes(p)).concat(
          original.filter((p) => !(DAY_PARTS as readonly unknown[]).includes(p)),
        )
      : original,
  )
  .typeError('a day of availability must be a list of day parts');

export const availabilitySchema = object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayPartsSchema.optional()])) as Record<
    Weekday,
    typeof dayPartsSchema
  >,
)
  .test('known-days', function check() {
    const original: unknown = this.originalValue;
    if (typeof original !== 'object' || original === null) return true;
    const unknown = Object.keys(original).find((k) => !(WEEKDAYS as readonly string[]).includes(k));
    return (
      unknown === undefined ||
      this.createError({
        message: `availability may only name the days ${WEEKDAYS.join(', ')} (got ${unknown})`,
      })
    );
  })
  .typeError('availability must be an object of days (mon..sun) with day parts')
  .default(undefined);

/** The oldest VOG date we accept: older certificates say nothing about today. */
export const OLDEST_VOG_DATE = '2000-01-01';

/**
 * A VOG's issue date: YYYY-MM-DD, a real day, not before OLDEST_VOG_DATE and not later than
 * tomorrow (a day of slack for time zones); null or '' clears it.
 */
export function vogDateSchema(name: string) {
  return string()
    .nullable()
    .transform((v: string | null) => (v === '' ? null : v))
    .matches(/^\d{4}-\d{2}-\d{2}$/, {
      message: `${name} must be a date such as 2026-03-31`,
      excludeEmptyString: true,
    })
    .test('real-date', `${name} must be a date that exists`, (v) => v == null || isRealDate(v))
    .test(
      'not-too-old',
      `${name} may not be before ${OLDEST_VOG_DATE}`,
      (v) => v == null || v >= OLDEST_VOG_DATE,
    )
    .test(
      'not-future',
      `${name} may not lie in the future`,
      (v) => v == null || v <= new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    );
}

export const volunteerProfileSchema = object({
  bio: string()
    .trim()
    .max(MAX_BIO_LENGTH, `bio may have at most ${MAX_BIO_LENGTH} characters`)
    .nullable()
    .transform((v: string | null) => (v === '' ? null : v)),
  skills: tagListSchema('skills').optional(),
  interests: tagListSchema('interests').optional(),
  availability: availabilitySchema.optional(),
  postcode: string()
    .nullable()
    .transform((v: string | null) => (typeof v === 'string' ? formatPostcode(v) || null : v))
    .matches(POSTCODE_PATTERN, {
      message: 'postcode must be a Dutch postcode such as 1234 AB',
      excludeEmptyString: true,
    }),
  visibleInPool: boolean().strict().typeError('visible_in_pool must be true or false'),
  vogIssuedOn: vogDateSchema('vog_issued_on'),
  digestFrequency: mixed<DigestFrequency>().oneOf(
    DIGEST_FREQUENCIES,
    `digest_frequency must be one of ${DIGEST_FREQUENCIES.join(', ')}`,
  ),
});
export type VolunteerProfileInput = InferType<typeof volunteerProfileSchema>;

/** The attributes a client may send; anything else in a PATCH is an error. */
export const VOLUNTEER_PROFILE_WRITABLE = [
  'bio',
  'skills',
  'interests',
  'availability',
  'postcode',
  'visibleInPool',
  'digestFrequency',
  'vogIssuedOn',
] as const;
/** Attributes the server decides; a client that sends them back is not refused, they are ignored. */
export const VOLUNTEER_PROFILE_READ_ONLY = [
  'lat',
  'lng',
  'city',
  'vogCheckedAt',
  'createdAt',
  'updatedAt',
] as const;

/** POST /api/v1/users/{id}/vog_check: the coordinator may give the date on the certificate. */
export const vogCheckSchema = object({
  issuedOn: vogDateSchema('issued_on'),
});
export type VogCheckInput = InferType<typeof vogCheckSchema>;

/** A volunteer's VOG as a coordinator sees it (type vog_checks, id the user's). */
export interface VogCheckAttributes {
  issuedOn: string | null;
  checkedAt: string | null;
  checkedById: string | null;
}

/** POST /digest_unsubscriptions: the token of the periodic mail's unsubscribe link. */
export const digestUnsubscriptionSchema = object({
  token: string().strict().trim().min(1).max(1000).required(),
});
export type DigestUnsubscriptionInput = InferType<typeof digestUnsubscriptionSchema>;
