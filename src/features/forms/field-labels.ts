// A field's and an option's words in the builder's language (Dutch first: it is required), and
// the summary of a condition: "Only if 'Do you have a car?' = Yes".
import { pickLocalized } from '../../../common/matching';
import type { FormField } from '../../../common/schemas/forms';

export function fieldLabel(field: FormField, locale: string): string {
  return pickLocalized(field.labelNl, field.labelEn, locale) || field.key;
}

/** The words of the value a condition tests: the option's label, or 'ticked' for a checkbox. */
export function conditionValueLabel(
  source: FormField | undefined,
  value: string,
  locale: string,
  ticked: string,
): string {
  if (!source) return value;
  if (source.type === 'checkbox') return ticked;
  const option = source.options.find((o) => o.value === value);
  return option ? pickLocalized(option.labelNl, option.labelEn, locale) || value : value;
}
