// An answer as a reader of the answers reads it (a form's submissions, an application's answers to
// its vacancy's form): chosen options by their labels, a ticked box as yes or no, a date in Dutch
// style.
import type { IntlShape } from 'react-intl';
import type { FormAnswer, FormField } from '../../../common/schemas/forms';
import { localized } from './form-values';

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
