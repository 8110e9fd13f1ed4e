// The vacancy form's values and how they become the API's attributes and back (pure, tested).
// The form keeps numbers as the text typed, the address as four flat fields and the questions
// as one list; the wire wants numbers, an `address` object and `tag_ids`.
import { setIn } from 'final-form';
import type { Commitment, VacancyStatus } from '../../../common/matching';
import type { Vacancy } from './types';
import type { VacancySchedule, VacancyQuestion } from '../../../common/schemas/vacancies';

export interface VacancyFormValues {
  titleNl: string;
  titleEn: string;
  descriptionNl: string;
  descriptionEn: string;
  organizationId: string;
  tagIds: string[];
  hoursPerWeek: string;
  commitment: Commitment;
  startsOn: string;
  endsOn: string;
  schedule: VacancySchedule;
  remote: boolean;
  requiresVog: boolean;
  street: string;
  number: string;
  postcode: string;
  city: string;
  positions: string;
  questions: VacancyQuestion[];
  /** What applicants answer: the own questions above, or one of the center's forms. */
  questionSource: QuestionSource;
  /** The chosen form ('' for none yet); the own questions are kept while a form is asked. */
  formId: string;
  sharedCenterIds: string[];
  /** Only on create: draft or published. */
  status: Extract<VacancyStatus, 'draft' | 'published'>;
}

export type QuestionSource = 'own' | 'form';

export function emptyVacancyValues(organizationId = ''): VacancyFormValues {
  return {
    titleNl: '',
    titleEn: '',
    descriptionNl: '',
    descriptionEn: '',
    organizationId,
    tagIds: [],
    hoursPerWeek: '',
    // Every vacancy has one (the database's default is recurring).
    commitment: 'recurring',
    startsOn: '',
    endsOn: '',
    schedule: {},
    remote: false,
    requiresVog: false,
    street: '',
    number: '',
    postcode: '',
    city: '',
    positions: '1',
    questions: [],
    questionSource: 'own',
    formId: '',
    sharedCenterIds: [],
    status: 'draft',
  };
}

export function toFormValues(v: Vacancy): VacancyFormValues {
  return {
    titleNl: v.titleNl ?? '',
    titleEn: v.titleEn ?? '',
    descriptionNl: v.descriptionNl ?? '',
    descriptionEn: v.descriptionEn ?? '',
    organizationId: v.organizationId,
    tagIds: (v.tags ?? []).map((t) => t.id),
    hoursPerWeek:
      v.hoursPerWeek === null || v.hoursPerWeek === undefined ? '' : String(v.hoursPerWeek),
    commitment: v.commitment ?? 'recurring',
    startsOn: v.startsOn ?? '',
    endsOn: v.endsOn ?? '',
    schedule: v.schedule ?? {},
    remote: v.remote,
    requiresVog: v.requiresVog ?? false,
    street: v.address?.street ?? '',
    number: v.address?.number ?? '',
    postcode: v.address?.postcode ?? '',
    city: v.address?.city ?? v.city ?? '',
    positions: String(v.positions ?? 1),
    questions: (v.questions ?? []).map((q) => ({ ...q })),
    questionSource: v.formId ? 'form' : 'own',
    formId: v.formId ?? '',
    sharedCenterIds: v.sharedCenterIds ?? [],
    status: v.status === 'published' ? 'published' : 'draft',
  };
}

/** An editor left empty gives '<p></p>': that is no description. */
export function isBlankHtml(html: string | null | undefined): boolean {
  if (!html) return true;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  );
}

const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());

function numberOrNull(value: string): number | null {
  if (value.trim() === '') return null;
  const n = Number(value.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

/**
 * The attributes of POST/PATCH /api/v1/vacancies (camelCase; the client snake_cases them).
 * Remote vacancies have no address; `status` goes only with a create. `formId` goes when a form
 * is asked, and as null when a vacancy that asked one goes back to its own questions (`hadForm`):
 * a vacancy that never asked one leaves it out.
 */
export function toVacancyAttributes(
  values: VacancyFormValues,
  {
    create,
    centerSharing,
    hadForm = false,
  }: { create: boolean; centerSharing: boolean; hadForm?: boolean },
): Record<string, unknown> {
  const hasAddress = [values.street, values.number, values.postcode, values.city].some(
    (v) => v.trim() !== '',
  );
  const attributes: Record<string, unknown> = {
    titleNl: textOrNull(values.titleNl),
    titleEn: textOrNull(values.titleEn),
    descriptionNl: isBlankHtml(values.descriptionNl) ? null : values.descriptionNl,
    descriptionEn: isBlankHtml(values.descriptionEn) ? null : values.descriptionEn,
    organizationId: values.organizationId || undefined,
    tagIds: values.tagIds,
    hoursPerWeek: numberOrNull(values.hoursPerWeek),
    commitment: values.commitment,
    startsOn: values.startsOn || null,
    endsOn: values.endsOn || null,
    schedule: values.schedule,
    remote: values.remote,
    requiresVog: values.requiresVog,
    address:
      values.remote || !hasAddress
        ? null
        : {
            street: textOrNull(values.street),
            number: textOrNull(values.number),
            postcode: textOrNull(values.postcode),
            city: textOrNull(values.city),
          },
    positions: numberOrNull(values.positions) ?? 1,
    questions: values.questions
      .filter((q) => q.text.trim() !== '')
      .map((q) => ({ id: q.id, text: q.text.trim(), required: q.required })),
  };
  if (values.questionSource === 'form') attributes.formId = values.formId || null;
  else if (hadForm) attributes.formId = null;
  if (centerSharing) attributes.sharedCenterIds = values.sharedCenterIds;
  if (create) attributes.status = values.status;
  else delete attributes.organizationId;
  return attributes;
}

/** Server field names (after camelCase) that the form shows under another name. */
const FIELD_ALIASES: Record<string, string> = {
  'address.street': 'street',
  'address.number': 'number',
  'address.postcode': 'postcode',
  'address.city': 'city',
  address: 'street',
  lat: 'postcode',
  lng: 'postcode',
};

/**
 * Flat server errors ({'questions.1.text': '...'}) as final-form submit errors: aliases moved to
 * the form's field and paths nested, so `questions[1].text` finds its message.
 */
export function nestSubmitErrors(flat: Record<string, string>): Record<string, unknown> {
  let out: object = {};
  for (const [key, message] of Object.entries(flat)) {
    const name = FIELD_ALIASES[key] ?? key;
    out = setIn(out, name, message);
  }
  return out as Record<string, unknown>;
}
