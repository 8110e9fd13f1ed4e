// The answers typed in: short and long text, e-mail, phone, number and date, each a Fluent Field
// (label, help and error tied to the input by Fluent) and the check box answered yes or no.
import { Checkbox, Field, Input, Textarea, type InputProps } from '@fluentui/react-components';
import type { FormField } from '../../../common/schemas/forms';
import { useAnswerField } from './use-answer-field';

interface AnswerProps {
  field: FormField;
  locale: string;
  disabled: boolean;
}

const INPUTS: Partial<
  Record<
    FormField['type'],
    { type: InputProps['type']; autoComplete?: string; inputMode?: InputProps['inputMode'] }
  >
> = {
  short_text: { type: 'text' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  number: { type: 'text', inputMode: 'decimal' },
  date: { type: 'date' },
};

export function TextAnswer({ field, locale, disabled }: AnswerProps) {
  const { input, label, help, error } = useAnswerField<string | number>(field, locale);
  const kind = INPUTS[field.type] ?? { type: 'text' };
  return (
    <Field
      label={label}
      hint={help}
      required={field.required}
      validationState={error ? 'error' : 'none'}
      validationMessage={error}
      data-field={input.name}
      data-invalid={error ? 'true' : undefined}
    >
      <Input
        name={input.name}
        value={input.value === undefined || input.value === null ? '' : String(input.value)}
        type={kind.type}
        inputMode={kind.inputMode}
        autoComplete={kind.autoComplete ?? 'off'}
        disabled={disabled}
        onChange={(_, data) => input.onChange(data.value)}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
        onKeyDown={(event) => {
          // Enter submits without leaving the field: judge this value now, not the last blur's.
          if (event.key === 'Enter') input.onBlur();
        }}
      />
    </Field>
  );
}

export function LongTextAnswer({ field, locale, disabled }: AnswerProps) {
  const { input, label, help, error } = useAnswerField<string>(field, locale);
  return (
    <Field
      label={label}
      hint={help}
      required={field.required}
      validationState={error ? 'error' : 'none'}
      validationMessage={error}
      data-field={input.name}
      data-invalid={error ? 'true' : undefined}
    >
      <Textarea
        name={input.name}
        value={typeof input.value === 'string' ? input.value : ''}
        rows={5}
        resize="vertical"
        disabled={disabled}
        onChange={(_, data) => input.onChange(data.value)}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
      />
    </Field>
  );
}

export function CheckboxAnswer({ field, locale, disabled }: AnswerProps) {
  const { input, label, help, error } = useAnswerField<boolean>(field, locale);
  return (
    <Field
      hint={help}
      validationState={error ? 'error' : 'none'}
      validationMessage={error}
      data-field={input.name}
      data-invalid={error ? 'true' : undefined}
    >
      <Checkbox
        name={input.name}
        label={label}
        required={field.required}
        checked={input.value === true}
        disabled={disabled}
        onChange={(_, data) => input.onChange(data.checked === true)}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
      />
    </Field>
  );
}
