// What the renderer keeps while a form is filled in, and what it hands over: numbers are typed as
// text (so '1,' or '' can be corrected) and become numbers only in the answers; hidden fields and
// empty answers are dropped by the same rules the server applies (cleanAnswers).
import { cleanAnswers, validateAnswer } from '../../../common/forms/answers-schema';
import type { FormAnswer, FormAnswers, FormField } from '../../../common/schemas/forms';
import type { ValidationMessage } from '../../lib/forms/validation';

export type FormValues = Record<string, FormAnswer | undefined>;

/** The label or help text in the visitor's language, falling back to Dutch. */
export function localized(nl: string | null, en: string | null, locale: string): string {
  return (locale === 'en' ? en || nl : nl) ?? '';
}

function normalizedNumber(value: FormAnswer | undefined): FormAnswer | undefined {
  if (typeof value !== 'string') return value;
  const text = value.trim().replace(',', '.');
  if (text === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : value;
}

/** The values as answers: numbers as numbers, everything else as it is. */
export function toAnswers(fields: FormField[], values: FormValues): FormAnswers {
  const answers: FormAnswers = {};
  for (const field of fields) {
    if (field.type === 'heading') continue;
    const value = values[field.key];
    if (value === undefined) continue;
    answers[field.key] = field.type === 'number' ? (normalizedNumber(value) ?? null) : value;
  }
  return answers;
}

/** What is sent: the answers of shown fields that have one. */
export function submittedAnswers(fields: FormField[], values: FormValues): FormAnswers {
  return cleanAnswers(fields, toAnswers(fields, values));
}

/** Every shown field's first failing rule, keyed by the field's key (final-form's errors). */
export function validateValues(
  fields: FormField[],
  values: FormValues,
): Record<string, ValidationMessage> {
  const answers = toAnswers(fields, values);
  const errors: Record<string, ValidationMessage> = {};
  for (const field of fields) {
    const error = validateAnswer(fields, answers, field.key);
    if (error) errors[field.key] = error;
  }
  return errors;
}
