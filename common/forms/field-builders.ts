// Short ways to write a form's fields in code (the builder's starting templates, the demo forms):
// a field as the builder's save normalizes it, every attribute present and unused ones empty, so
// what code writes compares equal to what a coordinator's save would store.
import type { FormField, FormFieldOption, FormFieldType } from '../schemas/forms';

export type FieldExtra = Partial<Omit<FormField, 'key' | 'type' | 'labelNl' | 'labelEn'>>;

export function field(
  key: string,
  type: FormFieldType,
  labelNl: string,
  labelEn: string,
  extra: FieldExtra = {},
): FormField {
  return {
    key,
    type,
    labelNl,
    labelEn,
    helpNl: null,
    helpEn: null,
    required: false,
    rules: {},
    options: [],
    showWhen: null,
    ...extra,
  };
}

export const option = (value: string, labelNl: string, labelEn: string): FormFieldOption => ({
  value,
  labelNl,
  labelEn,
});

export const YES_NO: FormFieldOption[] = [option('ja', 'Ja', 'Yes'), option('nee', 'Nee', 'No')];
