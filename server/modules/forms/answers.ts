// Answers as the server checks, shows and mails them: the shared run-time rules
// (common/forms/answers-schema.ts) turned into 422s that name each question by its label in the
// request's language, and answers as text for mails and exports.
import { ValidationError } from 'yup';
import {
  buildAnswersSchema,
  cleanAnswers,
  unknownAnswerKeys,
} from '../../../common/forms/answers-schema';
import type { FormAnswer, FormAnswers, FormField } from '../../../common/schemas/forms';
import { pickLocalized } from '../../../common/matching';
import { formatCatalogueMessage } from '../../lib/error-messages';
import { combineErrors, createInvalidAttributeError, type AppError } from '../../lib/app-error';

/** Where a public submission's answers are; a vacancy's form answers are at `form_answers`. */
const ANSWERS_POINTER = '/data/attributes/answers/';

export function labelOf(field: FormField, locale: 'nl' | 'en'): string {
  return pickLocalized(field.labelNl, field.labelEn, locale) || field.key;
}

function isCatalogue(
  value: unknown,
): value is { id: string; values?: Record<string, string | number> } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'string'
  );
}

/**
 * The answers as they are kept (hidden questions' answers dropped, texts trimmed), or every
 * refusal at once, each at its question's pointer in the visitor's words.
 */
export function checkAnswers(
  fields: FormField[],
  raw: Record<string, unknown>,
  locale: 'nl' | 'en',
  pointerBase = ANSWERS_POINTER,
): FormAnswers {
  const pointer = (key: string) => `${pointerBase}${key}`;
  const answers = raw as FormAnswers;
  const errors: AppError[] = unknownAnswerKeys(fields, answers).map((key) =>
    createInvalidAttributeError(`The form has no question ${key}.`, pointer(key), {
      id: 'forms.error.unknownQuestion',
    }),
  );
  try {
    buildAnswersSchema(fields, answers).validateSync(answers, { abortEarly: false, strict: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const seen = new Set<string>();
    for (const problem of error.inner.length > 0 ? error.inner : [error]) {
      const key = (problem.path ?? '').split(/[.[]/)[0] ?? '';
      if (seen.has(key)) continue;
      seen.add(key);
      const field = fields.find((f) => f.key === key);
      const message = problem.errors[0];
      const label = field ? labelOf(field, locale) : key;
      errors.push(
        createInvalidAttributeError(`The answer to ${key} is not valid.`, pointer(key), {
          id: isCatalogue(message) ? message.id : 'validation.default',
          values: { ...(isCatalogue(message) ? message.values : {}), field: label },
        }),
      );
    }
  }
  if (errors.length > 0) throw combineErrors(errors);
  return cleanAnswers(fields, answers);
}

/** The uploaded files' ids among the answers to file questions. */
export function collectFileIds(fields: FormField[], answers: FormAnswers): string[] {
  const keys = new Set(fields.filter((f) => f.type === 'file').map((f) => f.key));
  return Object.entries(answers)
    .filter(([key, value]) => keys.has(key) && typeof value === 'string')
    .map(([, value]) => value as string);
}

/** One answer as text: the chosen options' labels, yes/no for a checkbox, the file's name. */
export function formatAnswer(
  field: FormField,
  answer: FormAnswer | undefined,
  locale: 'nl' | 'en',
  fileNames: Map<string, string> = new Map(),
): string {
  if (answer === undefined || answer === null) return '';
  const option = (value: string) => {
    const found = field.options.find((o) => o.value === value);
    return found ? pickLocalized(found.labelNl, found.labelEn, locale) || value : value;
  };
  if (Array.isArray(answer)) return answer.map(option).join(', ');
  if (typeof answer === 'boolean') {
    return formatCatalogueMessage(locale, { id: answer ? 'forms.answer.yes' : 'forms.answer.no' });
  }
  if (field.type === 'single_choice') return option(String(answer));
  if (field.type === 'file') return fileNames.get(String(answer)) ?? String(answer);
  return String(answer);
}

/** The answers as plain-text lines ('Label: answer'), for the confirmation mail. */
export function formatAnswersAsText(
  fields: FormField[],
  answers: FormAnswers,
  locale: 'nl' | 'en',
): string {
  return fields
    .filter((f) => f.type !== 'heading' && f.key in answers)
    .map((f) => `${labelOf(f, locale)}: ${formatAnswer(f, answers[f.key], locale)}`)
    .join('\n');
}
