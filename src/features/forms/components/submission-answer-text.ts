// An answer as a coordinator reads it: chosen options by their labels, a ticked box as yes or no,
// a date in Dutch style; and the one answer that tells submissions apart in the list (a name or an
// e-mail address, else the first answer).
import type { IntlShape } from 'react-intl';
import type { FormAnswer, FormAnswers, FormField } from '../../../../common/schemas/forms';
import { localized } from '../../../components/form-renderer/form-values';

export function answerText(
  field: FormField | undefined,
  value: FormAnswer | undefined,
  locale: string,
  intl: IntlShape,
): string {
  if (value === null || value === undefined || value === '') return '';
  const optionLabel = (v: string) => {
    const option = field?.options.find((o) => o.value === v);
    return option ? localized(option.labelNl, option.labelEn, locale) : v;
  };
  if (Array.isArray(value)) return value.map(optionLabel).join(', ');
  if (typeof value === 'boolean') {
    return intl.formatMessage({ id: value ? 'formSubmissions.yes' : 'formSubmissions.no' });
  }
  if (field?.type === 'single_choice') return optionLabel(String(value));
  if (field?.type === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return intl.formatDate(`${value}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
  }
  if (typeof value === 'number') return intl.formatNumber(value);
  return String(value);
}

const NAME_HINT = /naam|name/i;

/** The answer that names the submitter: a name field, an e-mail field, else the first answer. */
export function summaryOf(
  fields: FormField[] | undefined,
  answers: FormAnswers,
  locale: string,
  intl: IntlShape,
): string {
  const list = fields ?? [];
  const answered = list.filter(
    (f) => f.type !== 'heading' && f.type !== 'file' && answers[f.key] != null,
  );
  const pick =
    answered.find(
      (f) => f.type === 'short_text' && (NAME_HINT.test(f.key) || NAME_HINT.test(f.labelNl)),
    ) ??
    answered.find((f) => f.type === 'email') ??
    answered[0];
  if (pick) return answerText(pick, answers[pick.key], locale, intl);
  const first = Object.values(answers).find((v) => v !== null && v !== '');
  return first === undefined ? '' : answerText(undefined, first, locale, intl);
}
