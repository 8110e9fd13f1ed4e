// The forms API's request schemas (docs/forms-api.md), apart from the wire types in forms.ts so
// that the app's first load, which names forms only for its offline queue, stays without yup.
import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import {
  FORM_FIELD_TYPES,
  FORM_FILE_TYPES,
  FORM_KEY_PATTERN,
  FORM_MAX_FIELDS,
  FORM_MAX_OPTIONS,
  FORM_RETENTION_MAX_MONTHS,
  type FormFieldType,
  type FormFileType,
  type FormStatus,
} from './forms';

// Requests. A field's own rules are checked here; how fields relate (unique keys, a condition
// on an earlier field) by checkFormFields in common/forms/field-checks.ts.
const optionalText = (max: number) => string().trim().max(max).nullable().optional();

const formFieldSchema = object({
  key: string().required().matches(FORM_KEY_PATTERN),
  type: string<FormFieldType>().oneOf(FORM_FIELD_TYPES).required(),
  labelNl: string().trim().required().max(300),
  labelEn: optionalText(300),
  helpNl: optionalText(2000),
  helpEn: optionalText(2000),
  required: boolean().default(false),
  rules: object({
    minLength: number().integer().min(0).max(5000).nullable().optional(),
    maxLength: number().integer().min(1).max(5000).nullable().optional(),
    min: number().nullable().optional(),
    max: number().nullable().optional(),
    pattern: string().max(200).nullable().optional(),
    fileTypes: array(string<FormFileType>().oneOf(FORM_FILE_TYPES).required())
      .nullable()
      .optional(),
  }).default({}),
  options: array(
    object({
      value: string().trim().required().max(100),
      labelNl: string().trim().required().max(300),
      labelEn: optionalText(300),
    }),
  )
    .max(FORM_MAX_OPTIONS)
    .default([]),
  showWhen: object({
    fieldKey: string().required().matches(FORM_KEY_PATTERN),
    equals: string().required().max(100),
  })
    .nullable()
    .default(null),
});

const formTexts = {
  titleEn: optionalText(200),
  descriptionNl: optionalText(2000),
  descriptionEn: optionalText(2000),
  thankYouNl: optionalText(2000),
  thankYouEn: optionalText(2000),
  fields: array(formFieldSchema).max(FORM_MAX_FIELDS),
  retentionMonths: number().integer().min(1).max(FORM_RETENTION_MAX_MONTHS),
  sendConfirmation: boolean(),
  notifyMe: boolean(),
};

export const formCreateSchema = object({
  ...formTexts,
  titleNl: string().trim().required().max(200),
});
export type FormCreateInput = InferType<typeof formCreateSchema>;

export const formUpdateSchema = object({
  ...formTexts,
  titleNl: string().trim().min(1).max(200),
  status: string<FormStatus>().oneOf(['published', 'closed']),
});
export type FormUpdateInput = InferType<typeof formUpdateSchema>;

export const formListQuerySchema = object({
  'filter[search]': string().max(200).optional(),
});

export const formExportQuerySchema = object({
  format: string()
    .oneOf(['csv', 'xlsx'] as const)
    .required(),
});

export const formSubmissionListQuerySchema = object({
  'filter[form_id]': string().required(),
  'filter[version]': string()
    .matches(/^\d{1,6}$/)
    .optional(),
  'filter[from]': string()
    .matches(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  'filter[to]': string()
    .matches(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  'filter[handled]': string().oneOf(['true', 'false']).optional(),
  'filter[search]': string().max(200).optional(),
  'page[number]': string()
    .matches(/^\d{1,6}$/)
    .optional(),
  'page[size]': string()
    .matches(/^\d{1,3}$/)
    .optional(),
});

export const formSubmissionUpdateSchema = object({ handled: boolean().required() });

/** POST /public_forms/{token}/submissions: the answers are checked against the form's rules. */
export const publicSubmissionSchema = object({
  answers: mixed<Record<string, unknown>>()
    .required()
    .test(
      'answers',
      'answers must be an object of answers by field key',
      (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
    ),
  fillMs: number().min(0).nullable().optional(),
  websiteUrl: string().max(2000).nullable().optional(),
});
