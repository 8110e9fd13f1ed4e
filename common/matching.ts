// The matching core's shared vocabulary: vacancy and application statuses with their
// allowed transitions, commitments, tag kinds and notification kinds. Server, browser and seed
// read these; the database's check constraints are built from the same lists.

export const VACANCY_STATUSES = ['draft', 'published', 'closed', 'archived'] as const;
export type VacancyStatus = (typeof VACANCY_STATUSES)[number];

/**
 * Allowed vacancy status changes: draft -> published; published -> closed; closed -> published;
 * any -> archived; archived -> draft. Anything else is a 422 naming the allowed targets.
 */
export const VACANCY_TRANSITIONS: Record<VacancyStatus, readonly VacancyStatus[]> = {
  draft: ['published', 'archived'],
  published: ['closed', 'archived'],
  closed: ['published', 'archived'],
  archived: ['draft'],
};

export function canChangeVacancyStatus(from: VacancyStatus, to: VacancyStatus): boolean {
  return from === to || VACANCY_TRANSITIONS[from].includes(to);
}

export const COMMITMENTS = ['one_off', 'recurring', 'long_term'] as const;
export type Commitment = (typeof COMMITMENTS)[number];

/** The kinds a vacancy carries (and search filters by). */
export const VACANCY_TAG_KINDS = ['category', 'skill', 'target_group'] as const;
export type VacancyTagKind = (typeof VACANCY_TAG_KINDS)[number];
/** `help_category`: what one-to-one help is asked and offered for (such a tag may need a VOG). */
export const TAG_KINDS = [...VACANCY_TAG_KINDS, 'help_category'] as const;
export type TagKind = (typeof TAG_KINDS)[number];

export const APPLICATION_STATUSES = [
  'new',
  'in_progress',
  'accepted',
  'rejected',
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Status changes the organization (or the center) may make. */
export const APPLICATION_TRANSITIONS: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  new: ['in_progress', 'accepted', 'rejected'],
  in_progress: ['accepted', 'rejected'],
  accepted: [],
  rejected: [],
  withdrawn: [],
};

/** Only the volunteer withdraws, and only while nothing is decided. */
export const WITHDRAWABLE_STATUSES: readonly ApplicationStatus[] = ['new', 'in_progress'];

/** An application still `new` this long is escalated to the center admins. */
export const ESCALATION_AFTER_DAYS = 14;

export const NOTIFICATION_KINDS = [
  'application_received',
  'application_status_changed',
  'message_received',
  'application_escalated',
  'invitation_received',
  'invitation_reminder',
  'invitation_answered',
  'help_matched',
  'vacancy_freshness_check',
  'activity_cancelled',
  'activity_place_offered',
  'hours_reviewed',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const CONVERSATION_KINDS = ['application', 'direct'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

export const PARTICIPANT_TYPES = ['user', 'organization', 'center'] as const;
export type ParticipantType = (typeof PARTICIPANT_TYPES)[number];

export const MAX_VACANCY_QUESTIONS = 10;
export const MAX_SEARCH_DISTANCE_KM = 200;

/** The text in the reader's language, else the other one (vacancy titles, tag names). */
export function pickLocalized(
  nl: string | null | undefined,
  en: string | null | undefined,
  locale: string,
): string {
  const first = locale === 'en' ? en : nl;
  const second = locale === 'en' ? nl : en;
  return (first?.trim() ? first : second) ?? '';
}
