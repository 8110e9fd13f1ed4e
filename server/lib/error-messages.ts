// Error details for people, in the request's language, from the catalogue the forms use
// (i18n/*.json): a failing field reads as the form says it ('Achternaam is verplicht.'), whether
// the browser's check or the server's refused it. Errors carry a message descriptor; the error
// handler renders it once it knows the request's language.
import en from '../../i18n/en.json';
import nl from '../../i18n/nl.json';
import { toSnake } from '../../common/case';
import type { RequestLocale } from './request-locale';

const CATALOGUES: Record<RequestLocale, Record<string, string>> = { en, nl };

/** A text of the catalogue: `{field}` is filled with the label of the field at `field`. */
export interface CatalogueMessage {
  id: string;
  values?: Record<string, string | number>;
  /** The failing field's path (camelCase, as yup names it: `address.postcode`, `answers[0]`). */
  field?: string;
}

/**
 * The label a form gives each attribute (camelCase), by its key in i18n/*.json. One name means one
 * thing across resources (`email`, `status`); where the label is missing the wire name is used.
 */
const FIELD_LABELS: Record<string, string> = {
  activityId: 'hours.field.subject',
  answers: 'validation.field.answers',
  applicationId: 'hours.field.subject',
  body: 'conversations.composer.label',
  categoryId: 'help.field.category',
  categoryIds: 'help.field.categories',
  centerId: 'users.field.center',
  city: 'organizations.field.city',
  commitment: 'vacancyManage.field.commitment',
  contactEmail: 'help.field.contactEmail',
  contactName: 'help.field.contactName',
  contactPersonEmail: 'settings.field.contactPersonEmail',
  contactPersonName: 'settings.field.contactPersonName',
  contactPersonPhone: 'settings.field.contactPersonPhone',
  contactPersonRole: 'settings.field.contactPersonRole',
  contactPhone: 'help.field.contactPhone',
  currentPassword: 'profile.field.currentPassword',
  description: 'organizations.field.description',
  descriptionEn: 'vacancyManage.field.descriptionEn',
  descriptionNl: 'vacancyManage.field.descriptionNl',
  email: 'users.field.email',
  endsOn: 'vacancyManage.field.endsOn',
  firstName: 'users.field.firstName',
  footerColumns: 'settings.field.footerColumns',
  footerText: 'settings.field.footerText',
  hours: 'hours.field.hours',
  hoursPerWeek: 'vacancyManage.field.hoursPerWeek',
  houseNumber: 'help.field.houseNumber',
  href: 'settings.field.href',
  issuedOn: 'vog.field.issuedOn',
  kind: 'tags.field.kind',
  kvkNumber: 'settings.field.kvkNumber',
  labelEn: 'settings.field.labelEn',
  labelNl: 'settings.field.labelNl',
  lastName: 'users.field.lastName',
  locale: 'users.field.locale',
  motivation: 'applications.motivation',
  name: 'organizations.field.name',
  nameEn: 'tags.field.nameEn',
  nameNl: 'tags.field.nameNl',
  network: 'settings.field.network',
  note: 'applications.note',
  number: 'organizations.field.number',
  offerId: 'help.field.offer',
  organizationId: 'users.field.organization',
  organizationType: 'organizations.field.type',
  parentId: 'organizations.move.parent',
  password: 'organizations.field.password',
  passwordConfirmation: 'organizations.field.passwordConfirmation',
  phone: 'users.field.phone',
  positions: 'vacancyManage.field.positions',
  postcode: 'organizations.field.postcode',
  radiusKm: 'help.field.radiusKm',
  remote: 'vacancyManage.field.remote',
  requestId: 'help.field.request',
  reviewNote: 'hours.field.reviewNote',
  role: 'users.field.role',
  schedule: 'vacancyManage.field.schedule',
  socialLinks: 'settings.field.socialLinks',
  startsOn: 'vacancyManage.field.startsOn',
  status: 'users.field.status',
  street: 'organizations.field.street',
  subject: 'validation.field.subject',
  titleEn: 'vacancyManage.field.titleEn',
  titleNl: 'vacancyManage.field.titleNl',
  userEmail: 'organizations.field.userEmail',
  vacancyId: 'validation.field.vacancy',
  vogIssuedOn: 'vog.field.issuedOn',
  wantedFrom: 'help.field.wantedFrom',
  wantedUntil: 'help.field.wantedUntil',
  website: 'organizations.field.website',
  workedOn: 'hours.field.workedOn',
};

/** The catalogue keys this file names, for the test that they exist and need no ICU. */
export const FIELD_LABEL_IDS: readonly string[] = Object.values(FIELD_LABELS);

/** The segments of a yup path: 'answers[0].answer' -> ['answers', '0', 'answer']. */
function splitPath(path: string): string[] {
  return [...path.matchAll(/\["((?:[^"\\]|\\.)*)"\]|\[(\d+)\]|([^.[\]]+)/g)].map(
    (m) => m[1] ?? m[2] ?? m[3]!,
  );
}

/**
 * The label of the field at `path`: the innermost named segment that has one (`address.postcode`
 * is the postcode, `answers[2].answer` the answers), else the wire name of the path.
 */
export function labelField(locale: RequestLocale, path: string): string {
  const names = splitPath(path).filter((s) => !/^\d+$/.test(s));
  for (const name of [...names].reverse()) {
    const id = FIELD_LABELS[name];
    const text = id ? CATALOGUES[locale][id] : undefined;
    if (text) return text;
  }
  return names.map(toSnake).join('.') || path;
}

/** Fills `{name}` arguments (the catalogue texts errors use are plain, without ICU plurals). */
function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** A catalogue message as text in `locale` (an unknown id reads as validation.default). */
export function formatCatalogueMessage(locale: RequestLocale, message: CatalogueMessage): string {
  const catalogue = CATALOGUES[locale];
  const template = catalogue[message.id] ?? catalogue['validation.default']!;
  const field = message.field === undefined ? undefined : labelField(locale, message.field);
  return fill(template, { ...(field === undefined ? {} : { field }), ...message.values });
}

export function isCatalogueMessage(value: unknown): value is CatalogueMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'string'
  );
}
