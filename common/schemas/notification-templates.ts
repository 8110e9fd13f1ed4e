// The mails the product sends and the {placeholders} each one offers (docs/notification-templates-api.md).
// Shared by the server (validation, enqueue, defaults test) and the template editor (buttons,
// preview with example data, field errors), so both apply the same rule.
import { object, string, type InferType } from 'yup';
import { refuseNul } from './tags';

export const EMAIL_EVENT_KEYS = [
  'user.confirmation',
  'user.invitation',
  'user.password_reset',
  'user.email_change',
  'user.email_change_notice',
  'user.role_changed',
  'user.two_factor_changed',
  'organization.approved',
  'organization.denied',
  'application.received',
  'application.status_changed',
  'message.received',
  'application.escalated',
  'help_request.confirm',
  'help_match.volunteer',
  'help_match.resident',
  'vacancy.freshness_check',
  'invitation.received',
  'invitation.reminder',
  'invitation.answered',
  'activity.cancelled',
  'activity.place_offered',
  'digest.periodic',
  'form.submission_received',
  'form.submission_confirmation',
] as const;
export type EmailEventKey = (typeof EMAIL_EVENT_KEYS)[number];

export const TEMPLATE_LOCALES = ['nl', 'en'] as const;
export type TemplateLocale = (typeof TEMPLATE_LOCALES)[number];

/** Where the text of a mail comes from: the product, the tenant (all centers) or one center. */
export const TEMPLATE_SCOPES = ['default', 'tenant', 'center'] as const;
export type TemplateScope = (typeof TEMPLATE_SCOPES)[number];
export const OVERRIDE_SCOPES = ['tenant', 'center'] as const;
export type OverrideScope = (typeof OVERRIDE_SCOPES)[number];

export const TEMPLATE_SUBJECT_MAX_LENGTH = 200;
export const TEMPLATE_BODY_MAX_LENGTH = 10_000;

type Example = Record<TemplateLocale, string>;

/**
 * Every placeholder with the example value the preview and the test mail use. What each means
 * for people is in the translation files (notificationTemplates.placeholders.<name>).
 */
export const PLACEHOLDER_EXAMPLES = {
  appName: { nl: 'Vrijwilligerswerk Demo', en: 'Volunteering Demo' },
  name: { nl: 'Sanne de Vries', en: 'Sanne de Vries' },
  link: { nl: 'https://demo.example.org/voorbeeld', en: 'https://demo.example.org/example' },
  inviter: { nl: 'Karin Jansen', en: 'Karin Jansen' },
  email: { nl: 'sanne.nieuw@example.org', en: 'sanne.new@example.org' },
  change: {
    nl: 'Je hebt nu de rol coördinator.',
    en: 'You now have the role coordinator.',
  },
  organization: { nl: 'Buurthuis De Linde', en: 'Buurthuis De Linde' },
  vacancy: { nl: 'Maatje voor een wandeling', en: 'Walking buddy' },
  volunteer: { nl: 'Ahmed Yilmaz', en: 'Ahmed Yilmaz' },
  status: { nl: 'in gesprek', en: 'in conversation' },
  author: { nl: 'Karin Jansen', en: 'Karin Jansen' },
  subject: { nl: 'Maatje voor een wandeling', en: 'Walking buddy' },
  preview: {
    nl: 'Zullen we donderdag kennismaken?',
    en: 'Shall we meet on Thursday?',
  },
  days: { nl: '14', en: '14' },
  category: { nl: 'boodschappen', en: 'groceries' },
  help: { nl: 'Een-op-een hulp', en: 'One-to-one help' },
  vog: { nl: '', en: '' },
  keepLink: {
    nl: 'https://demo.example.org/voorbeeld?antwoord=houden',
    en: 'https://demo.example.org/example?answer=keep',
  },
  closeLink: {
    nl: 'https://demo.example.org/voorbeeld?antwoord=sluiten',
    en: 'https://demo.example.org/example?answer=close',
  },
  closeDays: { nl: '7', en: '7' },
  message: {
    nl: 'We zoeken iemand die graag buiten is.',
    en: 'We are looking for someone who likes being outdoors.',
  },
  answer: { nl: 'zei ja', en: 'accepted' },
  activity: { nl: 'Koffieochtend', en: 'Coffee morning' },
  date: { nl: 'donderdag 4 juni 10:00', en: 'Thursday 4 June 10:00' },
  expires: { nl: 'vrijdag 5 juni 10:00', en: 'Friday 5 June 10:00' },
  count: { nl: '3', en: '3' },
  // As the periodic mail lists them (server/modules/digests/render.ts).
  vacancies: {
    nl: '- Maatje voor een wandeling (Buurthuis De Linde, Utrecht)\n  Waarom: past bij je interesses: natuur; 2 km van je huis\n  https://demo.example.org/vacancies/voorbeeld\n\n- Voorlezen in de bibliotheek (Bibliotheek Utrecht, Utrecht)\n  Waarom: past bij je woensdagmiddag\n  https://demo.example.org/vacancies/voorbeeld-2\n\nEn nog 1 andere vacature.',
    en: '- Walking buddy (Buurthuis De Linde, Utrecht)\n  Why: matches your interests: nature; 2 km from your home\n  https://demo.example.org/vacancies/example\n\n- Reading aloud in the library (Bibliotheek Utrecht, Utrecht)\n  Why: fits your Wednesday afternoon\n  https://demo.example.org/vacancies/example-2\n\nAnd 1 more vacancy.',
  },
  unsubscribeLink: {
    nl: 'https://demo.example.org/periodieke-mail/uitschrijven?token=voorbeeld',
    en: 'https://demo.example.org/periodieke-mail/uitschrijven?token=example',
  },
  form: { nl: 'Aanmelding open dag', en: 'Open day registration' },
  answers: {
    nl: 'Naam: Sanne de Vries\nAantal personen: 2',
    en: 'Name: Sanne de Vries\nPeople: 2',
  },
  thankYou: { nl: 'Bedankt voor je aanmelding!', en: 'Thank you for signing up!' },
} satisfies Record<string, Example>;
export type PlaceholderName = keyof typeof PLACEHOLDER_EXAMPLES;

/**
 * The placeholders each mail is sent with (read from every caller of enqueueEmail); {appName} is
 * always there. A template may use only these.
 */
export const EVENT_PLACEHOLDERS: Record<EmailEventKey, readonly PlaceholderName[]> = {
  'user.confirmation': ['name', 'link'],
  'user.invitation': ['name', 'inviter', 'link'],
  'user.password_reset': ['name', 'link'],
  'user.email_change': ['name', 'link'],
  'user.email_change_notice': ['name', 'email', 'link'],
  'user.role_changed': ['name', 'change', 'link'],
  'user.two_factor_changed': ['name', 'change', 'link'],
  'organization.approved': ['name', 'organization', 'link'],
  'organization.denied': ['name', 'organization', 'link'],
  'application.received': ['name', 'vacancy', 'volunteer', 'link'],
  'application.status_changed': ['name', 'vacancy', 'volunteer', 'status', 'link'],
  'message.received': ['name', 'author', 'subject', 'preview', 'link'],
  'application.escalated': ['name', 'vacancy', 'volunteer', 'organization', 'days', 'link'],
  'help_request.confirm': ['name', 'category', 'link'],
  'help_match.volunteer': ['name', 'category', 'help', 'vog', 'link'],
  'help_match.resident': ['name', 'volunteer', 'category'],
  'vacancy.freshness_check': ['name', 'vacancy', 'days', 'closeDays', 'keepLink', 'closeLink'],
  'invitation.received': ['name', 'organization', 'vacancy', 'message', 'vog', 'link'],
  'invitation.reminder': ['name', 'organization', 'vacancy', 'link'],
  'invitation.answered': ['name', 'volunteer', 'answer', 'vacancy', 'message', 'link'],
  'activity.cancelled': ['name', 'activity', 'date', 'link'],
  'activity.place_offered': ['name', 'activity', 'date', 'expires', 'link'],
  'digest.periodic': ['name', 'count', 'vacancies', 'link', 'unsubscribeLink'],
  'form.submission_received': ['name', 'form', 'link'],
  'form.submission_confirmation': ['form', 'thankYou', 'answers'],
};

export function isEmailEventKey(value: string): value is EmailEventKey {
  return (EMAIL_EVENT_KEYS as readonly string[]).includes(value);
}

/** The placeholders a template of this event may use, {appName} first. */
export function listEventPlaceholders(eventKey: EmailEventKey): PlaceholderName[] {
  return ['appName', ...EVENT_PLACEHOLDERS[eventKey]];
}

/** The example values of an event's placeholders in one language. */
export function buildExampleVariables(
  eventKey: EmailEventKey,
  locale: TemplateLocale,
): Record<string, string> {
  return Object.fromEntries(
    listEventPlaceholders(eventKey).map((name) => [name, PLACEHOLDER_EXAMPLES[name][locale]]),
  );
}

/** The {names} a text uses, each once, in order of first use. */
export function findPlaceholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))];
}

/** The placeholders of `text` this event does not offer. */
export function findUnknownPlaceholders(eventKey: EmailEventKey, text: string): string[] {
  const known = new Set<string>(listEventPlaceholders(eventKey));
  return findPlaceholders(text).filter((name) => !known.has(name));
}

/** The English detail of the unknown-placeholder refusal (the editor shows its own text). */
export function describeUnknownPlaceholders(eventKey: EmailEventKey, unknown: string[]): string {
  const known = listEventPlaceholders(eventKey)
    .map((n) => `{${n}}`)
    .join(', ');
  return `Unknown placeholder ${unknown.map((n) => `{${n}}`).join(', ')}; this mail knows ${known}.`;
}

const templateText = (eventKey: EmailEventKey, max: number) =>
  refuseNul(string().trim().required('${path} is required').max(max)).test(
    'known-placeholders',
    (value, context) => {
      const unknown = findUnknownPlaceholders(eventKey, value ?? '');
      return (
        unknown.length === 0 ||
        context.createError({ message: describeUnknownPlaceholders(eventKey, unknown) })
      );
    },
  );

/** Subject and body of one event's mail: required, within length, only the event's placeholders. */
export function buildTemplateSchema(eventKey: EmailEventKey) {
  return object({
    subject: templateText(eventKey, TEMPLATE_SUBJECT_MAX_LENGTH),
    body: templateText(eventKey, TEMPLATE_BODY_MAX_LENGTH),
  });
}
export type TemplateTextInput = InferType<ReturnType<typeof buildTemplateSchema>>;

/** PATCH /notification_templates/:id: the texts and, for admins, the scope they are for. */
export function buildTemplateWriteSchema(eventKey: EmailEventKey) {
  return buildTemplateSchema(eventKey).shape({
    scope: string().oneOf(OVERRIDE_SCOPES).optional(),
  });
}

export const templateDeleteQuerySchema = object({
  scope: string().oneOf(OVERRIDE_SCOPES).optional(),
});

/** The id of one event's mail in one language: `user.password_reset:nl`. */
export function buildTemplateId(eventKey: EmailEventKey, locale: TemplateLocale): string {
  return `${eventKey}:${locale}`;
}

export function parseTemplateId(
  id: string,
): { eventKey: EmailEventKey; locale: TemplateLocale } | null {
  const [eventKey, locale, ...rest] = id.split(':');
  if (rest.length > 0 || !eventKey || !isEmailEventKey(eventKey)) return null;
  if (locale !== 'nl' && locale !== 'en') return null;
  return { eventKey, locale };
}

/** What the wire carries for one event's mail in one language (camelCase; snake_case on the wire). */
export interface NotificationTemplateAttributes {
  eventKey: EmailEventKey;
  locale: TemplateLocale;
  subject: string;
  body: string;
  /** Where subject and body come from for the request's center. */
  scope: TemplateScope;
  hasTenantOverride: boolean;
  hasCenterOverride: boolean;
  placeholders: string[];
  defaultSubject: string;
  defaultBody: string;
  updatedAt: string | null;
}

export interface TemplatePreviewAttributes {
  subject: string;
  text: string;
  html: string;
}
