// One answer's final-form state as the renderer's fields show it: the error appears once the field
// was left (validation on blur) or a submit was tried, with the field's label filled in. Inside a
// larger form (a vacancy's apply form) the answers sit under a prefix (`formAnswers.<key>`): the
// field's name is the whole path, so the error summary finds the element that carries it.
import { createContext, useContext } from 'react';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import type { FormAnswer, FormField } from '../../../common/schemas/forms';
import { formatFieldError } from '../../lib/forms/fields';
import { localized } from './form-values';

/** The final-form path the answers sit under ('' when they are the form's own values). */
export const AnswerPrefix = createContext('');

/** The final-form name of a field's answer under a prefix. */
export function answerName(prefix: string, key: string): string {
  return prefix ? `${prefix}.${key}` : key;
}

export function useAnswerField<T extends FormAnswer>(field: FormField, locale: string) {
  const intl = useIntl();
  const prefix = useContext(AnswerPrefix);
  const { input, meta } = useField<T | undefined>(answerName(prefix, field.key), {
    // Keeps a list value a list (final-form would otherwise compare arrays by reference only).
    isEqual: (a, b) => JSON.stringify(a) === JSON.stringify(b),
  });
  const label = localized(field.labelNl, field.labelEn, locale);
  const help = localized(field.helpNl, field.helpEn, locale) || undefined;
  const raw = meta.touched
    ? (meta.error ?? (meta.dirtySinceLastSubmit ? undefined : meta.submitError))
    : undefined;
  const error = formatFieldError(intl, raw, label);
  return { input, label, help, error };
}
