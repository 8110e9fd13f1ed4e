// A form's fields become a yup schema at run time, here, for the public form in the browser and
// for the server that receives the answers: both refuse the same answers with the same catalogue
// message (ids of i18n/*.json, filled with the field's label where they are shown). A field that
// its condition hides is neither required nor kept.
import { array, boolean, number, object, string, type AnySchema } from 'yup';
import type { CatalogueMessage } from '../validation-messages';
import type { FormAnswer, FormAnswers, FormField } from '../schemas/forms';

/** Limits that apply when the builder set none: a form is not a place for whole documents. */
export const SHORT_TEXT_MAX = 500;
export const LONG_TEXT_MAX = 5000;
const PHONE_PATTERN = /^\+?[0-9 ()-]{6,20}$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
// Not common/schemas/uuid.ts: importing it here regroups the browser's chunks so that a shared one
// lands in the home page's first load (over its budget); the pattern is the same.
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A catalogue message as a type literal, which yup takes as a message object. */
type Message = { id: string; values?: Record<string, string | number> };
const msg = (id: string, values?: Record<string, string | number>): Message =>
  values ? { id, values } : { id };
const REQUIRED = msg('validation.required');
const INVALID = msg('validation.default');

/** Whether an answer counts as given (an empty list or an unticked box does not). */
export function isAnswered(answer: FormAnswer | undefined): boolean {
  if (answer === null || answer === undefined) return false;
  if (typeof answer === 'string') return answer.trim() !== '';
  if (Array.isArray(answer)) return answer.length > 0;
  if (typeof answer === 'boolean') return answer;
  return true;
}

function answerContains(answer: FormAnswer | undefined, value: string): boolean {
  if (Array.isArray(answer)) return answer.includes(value);
  if (typeof answer === 'boolean') return String(answer) === value;
  if (answer === null || answer === undefined) return false;
  return String(answer) === value;
}

/**
 * The fields a person sees with these answers: a field with a condition shows when the field it
 * names is itself shown and its answer equals (or, for several choices, holds) the value.
 */
export function visibleFields(fields: FormField[], answers: FormAnswers): FormField[] {
  const shown = new Set<string>();
  const visible: FormField[] = [];
  for (const field of fields) {
    const condition = field.showWhen;
    if (
      condition &&
      !(
        shown.has(condition.fieldKey) &&
        answerContains(answers[condition.fieldKey], condition.equals)
      )
    ) {
      continue;
    }
    shown.add(field.key);
    visible.push(field);
  }
  return visible;
}

function textSchema(field: FormField, defaultMax: number) {
  const max = Math.min(field.rules.maxLength ?? defaultMax, defaultMax);
  let schema = string().trim().max(max, msg('validation.max', { max }));
  const min = field.rules.minLength;
  if (min && min > 0) {
    schema = schema.test(
      'min-length',
      msg('validation.min', { min }),
      (v) => !v || v.length >= min,
    );
  }
  if (field.rules.pattern) {
    let pattern: RegExp | null = null;
    try {
      pattern = new RegExp(`^(?:${field.rules.pattern})$`, 'u');
    } catch {
      pattern = null;
    }
    if (pattern) {
      const re = pattern;
      schema = schema.test('pattern', INVALID, (v) => !v || re.test(v));
    }
  }
  return schema;
}

function fieldSchema(field: FormField): AnySchema | null {
  const values = field.options.map((o) => o.value);
  switch (field.type) {
    case 'heading':
      return null;
    case 'short_text':
      return textSchema(field, SHORT_TEXT_MAX);
    case 'long_text':
      return textSchema(field, LONG_TEXT_MAX);
    case 'email':
      return string()
        .trim()
        .max(254, msg('validation.max', { max: 254 }))
        .test('email', msg('validation.email'), (v) => !v || EMAIL_PATTERN.test(v));
    case 'phone':
      return string()
        .trim()
        .test('phone', msg('forms.validation.phone'), (v) => !v || PHONE_PATTERN.test(v));
    case 'date':
      return string()
        .trim()
        .test(
          'date',
          msg('validation.date'),
          (v) => !v || (DATE_PATTERN.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))),
        );
    case 'number': {
      let schema = number()
        .typeError(msg('validation.number'))
        .transform((value: unknown, original: unknown) =>
          original === '' || original === null ? undefined : value,
        );
      const { min, max } = field.rules;
      if (min !== null && min !== undefined) {
        schema = schema.min(min, msg('validation.numberMin', { min }));
      }
      if (max !== null && max !== undefined) {
        schema = schema.max(max, msg('validation.numberMax', { max }));
      }
      return schema;
    }
    case 'single_choice':
      return string().test('choice', INVALID, (v) => !v || values.includes(v));
    case 'multiple_choice': {
      let schema = array(string().required(INVALID))
        .typeError(msg('validation.list'))
        .test('choices', INVALID, (list) => !list || list.every((v) => values.includes(v ?? '')));
      const { min, max } = field.rules;
      if (max !== null && max !== undefined) {
        schema = schema.max(max, msg('validation.listMax', { max }));
      }
      if (min !== null && min !== undefined && min > 1) {
        schema = schema.test(
          'min-choices',
          msg('forms.validation.choicesMin', { min }),
          (list) => !list || list.length === 0 || list.length >= min,
        );
      }
      return schema;
    }
    case 'checkbox':
      return boolean().typeError(INVALID);
    case 'file':
      return string().test('file', INVALID, (v) => !v || UUID_PATTERN.test(v));
  }
}

/**
 * The schema of one form's answers. Required fields that are shown must be answered; answers to
 * hidden fields are dropped by `cleanAnswers`, unknown keys found by `unknownAnswerKeys`.
 */
export function buildAnswersSchema(fields: FormField[], answers: FormAnswers = {}) {
  const shape: Record<string, AnySchema> = {};
  const visible = new Set(visibleFields(fields, answers).map((f) => f.key));
  for (const field of fields) {
    const schema = fieldSchema(field);
    if (!schema) continue;
    const required = field.required && visible.has(field.key);
    shape[field.key] = required
      ? schema.nullable().test('required', REQUIRED, (v: unknown) => isAnswered(v as FormAnswer))
      : schema.nullable().optional();
  }
  return object(shape);
}

/** The keys of answers that no answerable field of the form has (each one a refusal). */
export function unknownAnswerKeys(fields: FormField[], answers: FormAnswers): string[] {
  const known = new Set(fields.filter((f) => f.type !== 'heading').map((f) => f.key));
  return Object.keys(answers).filter((key) => !known.has(key));
}

/** One field's check, for validation on blur: the first failing rule's message, or null. */
export function validateAnswer(
  fields: FormField[],
  answers: FormAnswers,
  key: string,
): CatalogueMessage | null {
  const field = fields.find((f) => f.key === key);
  if (!field) return null;
  const visible = visibleFields(fields, answers).some((f) => f.key === key);
  if (!visible) return null;
  const schema = fieldSchema(field);
  if (!schema) return null;
  const value = answers[key];
  if (field.required && !isAnswered(value)) return REQUIRED;
  if (!isAnswered(value)) return null;
  try {
    schema.validateSync(value);
    return null;
  } catch (error) {
    const message = (error as { message?: unknown; errors?: unknown[] }).errors?.[0];
    return isCatalogue(message) ? message : INVALID;
  }
}

function isCatalogue(value: unknown): value is CatalogueMessage {
  return typeof value === 'object' && value !== null && 'id' in value;
}

/** What is kept of the answers: those of shown fields with an answer, trimmed; nothing else. */
export function cleanAnswers(fields: FormField[], answers: FormAnswers): FormAnswers {
  const kept: FormAnswers = {};
  for (const field of visibleFields(fields, answers)) {
    if (field.type === 'heading') continue;
    const value = answers[field.key];
    if (!isAnswered(value)) continue;
    kept[field.key] = typeof value === 'string' ? value.trim() : (value ?? null);
  }
  return kept;
}
