// A center's own forms (intake, event sign-up, evaluation): the field definitions the builder
// writes, the database stores per version and the public form renders. The rules of a field
// become a yup schema at run time (common/forms/answers-schema.ts), so the browser and the server
// refuse the same answers with the same words.
export const FORM_FIELD_TYPES = [
  'short_text',
  'long_text',
  'email',
  'phone',
  'number',
  'date',
  'single_choice',
  'multiple_choice',
  'checkbox',
  'file',
  'heading',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** 'draft': never published; 'published': answers come in; 'closed': no new answers. */
export const FORM_STATUSES = ['draft', 'published', 'closed'] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];

export const FORM_MAX_FIELDS = 60;
export const FORM_MAX_OPTIONS = 30;
/** Lower-case letters and digits only: the wire's snake/camel conversion leaves such keys alone. */
export const FORM_KEY_PATTERN = /^[a-z][a-z0-9]{0,39}$/;
export const FORM_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** The file types a file field may allow (by extension; the server checks the bytes too). */
export const FORM_FILE_TYPES = ['pdf', 'jpg', 'png', 'docx', 'xlsx', 'txt'] as const;
export type FormFileType = (typeof FORM_FILE_TYPES)[number];
export const FORM_RETENTION_DEFAULT_MONTHS = 12;
export const FORM_RETENTION_MAX_MONTHS = 84;
/** A public form answered faster than this (from showing to sending) is taken for a robot. */
export const FORM_MIN_FILL_MS = 3_000;
/** The honeypot field's name: hidden from people, filled by robots. */
export const FORM_HONEYPOT_FIELD = 'website_url';

export interface FormFieldOption {
  value: string;
  labelNl: string;
  labelEn: string | null;
}

export interface FormFieldRules {
  minLength?: number | null;
  maxLength?: number | null;
  min?: number | null;
  max?: number | null;
  /** A regular expression the whole answer must match (short text only). */
  pattern?: string | null;
  fileTypes?: FormFileType[] | null;
}

/** Show the field only when an earlier field's answer equals (or, for several, contains) a value. */
export interface FormFieldCondition {
  fieldKey: string;
  equals: string;
}

export interface FormField {
  /** Stable within the form: answers are stored under it. */
  key: string;
  type: FormFieldType;
  labelNl: string;
  labelEn: string | null;
  helpNl: string | null;
  helpEn: string | null;
  required: boolean;
  rules: FormFieldRules;
  options: FormFieldOption[];
  showWhen: FormFieldCondition | null;
}

/** An answer: text, a number, a list of chosen values, a ticked box or an uploaded file's id. */
export type FormAnswer = string | number | boolean | string[] | null;
export type FormAnswers = Record<string, FormAnswer>;

export interface FormAttributes {
  titleNl: string;
  titleEn: string | null;
  descriptionNl: string | null;
  descriptionEn: string | null;
  thankYouNl: string | null;
  thankYouEn: string | null;
  /** The fields being edited; what visitors see is the latest published version's. */
  fields: FormField[];
  status: FormStatus;
  /** The secret part of the public address /forms/:token. */
  token: string;
  /** The latest published version's number; null before the first publish. */
  publishedVersion: number | null;
  /** The fields differ from the latest published version. */
  hasUnpublishedChanges: boolean;
  retentionMonths: number;
  /** Send the person who answers a copy, to the address in their e-mail field. */
  sendConfirmation: boolean;
  /** The signed-in user gets a mail on each submission (each owner chooses for themself). */
  notifyMe: boolean;
  submissionCount: number;
  unhandledCount: number;
  centerId: string;
  createdAt: string;
  updatedAt: string;
}

export interface FormVersionAttributes {
  formId: string;
  version: number;
  titleNl: string;
  titleEn: string | null;
  descriptionNl: string | null;
  descriptionEn: string | null;
  thankYouNl: string | null;
  thankYouEn: string | null;
  fields: FormField[];
  publishedAt: string;
}

/** What a visitor gets at GET /api/v1/public_forms/{token}: the latest published version. */
export interface PublicFormAttributes {
  version: number;
  title: string;
  description: string | null;
  thankYou: string | null;
  fields: FormField[];
  locale: 'nl' | 'en';
}

export interface FormSubmissionAttributes {
  formId: string;
  version: number;
  answers: FormAnswers;
  locale: 'nl' | 'en';
  handledAt: string | null;
  /** Set when the retention period removed the answers. */
  erasedAt: string | null;
  createdAt: string;
}

export const FORM_SUBMISSION_SORTS = ['created_at', '-created_at'] as const;
export type FormSubmissionSort = (typeof FORM_SUBMISSION_SORTS)[number];
