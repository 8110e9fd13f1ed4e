// Field adapters that bind react-final-form fields to Fluent's Field + Input family. Errors show
// after the field was left (validateOnBlur) and translate yup's message descriptors.
import {
  Checkbox,
  Field,
  Input,
  Select,
  Textarea,
  makeStyles,
  type InputProps,
} from '@fluentui/react-components';
import { useField, type FieldMetaState } from 'react-final-form';
import { useIntl, type IntlShape } from 'react-intl';
import { DEFAULT_MESSAGE_ID, isValidationMessage } from './validation';

/** Turns a field error (descriptor, message id or plain text) into text with the label filled in. */
export function formatFieldError(
  intl: IntlShape,
  error: unknown,
  label: string,
): string | undefined {
  if (error === undefined || error === null || error === false || error === '') return undefined;
  if (isValidationMessage(error)) {
    return intl.formatMessage({ id: error.id }, { field: label, ...error.values });
  }
  if (typeof error === 'string') {
    return intl.messages[error] ? intl.formatMessage({ id: error }, { field: label }) : error;
  }
  return intl.formatMessage({ id: DEFAULT_MESSAGE_ID }, { field: label });
}

function getShownError(meta: FieldMetaState<unknown>): unknown {
  if (!meta.touched) return undefined;
  return meta.error ?? (meta.dirtySinceLastSubmit ? undefined : meta.submitError);
}

interface BaseFieldProps {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
}

export function TextField({
  name,
  label,
  hint,
  required,
  type = 'text',
  autoComplete,
  placeholder,
}: BaseFieldProps & {
  type?: InputProps['type'];
  autoComplete?: string;
  placeholder?: string;
}) {
  const intl = useIntl();
  const { input, meta } = useField<string>(name);
  const error = formatFieldError(intl, getShownError(meta), label);
  return (
    <Field
      label={label}
      hint={hint}
      required={required}
      validationState={error ? 'error' : 'none'}
      validationMessage={error}
    >
      <Input
        name={input.name}
        value={input.value ?? ''}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        onChange={(_, data) => input.onChange(data.value)}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
        onKeyDown={(event) => {
          // Enter submits without leaving the field. Forms validate on blur only, so the check
          // of this value must start now: final-form's submit waits for a running check, but
          // would otherwise judge the field by its value at the last blur (e.g. 'required').
          if (event.key === 'Enter') input.onBlur();
        }}
      />
    </Field>
  );
}

export function TextareaField({
  name,
  label,
  hint,
  required,
  rows = 4,
}: BaseFieldProps & { rows?: number }) {
  const intl = useIntl();
  const { input, meta } = useField<string>(name);
  const error = formatFieldError(intl, getShownError(meta), label);
  return (
    <Field
      label={label}
      hint={hint}
      required={required}
      validationState={error ? 'error' : 'none'}
      validationMessage={error}
    >
      <Textarea
        name={input.name}
        value={input.value ?? ''}
        rows={rows}
        onChange={(_, data) => input.onChange(data.value)}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
      />
    </Field>
  );
}

// A native select is as wide as its longest option: without these it pushes a narrow form (a
// phone) sideways instead of ending its options with an ellipsis.
const useSelectStyles = makeStyles({
  root: { minWidth: 0, maxWidth: '100%' },
  select: { minWidth: 0, width: '100%', textOverflow: 'ellipsis' },
});

export function SelectField({
  name,
  label,
  hint,
  required,
  options,
}: BaseFieldProps & { options: { value: string; label: string }[] }) {
  const intl = useIntl();
  const { input, meta } = useField<string>(name);
  const error = formatFieldError(intl, getShownError(meta), label);
  const styles = useSelectStyles();
  return (
    <Field
      label={label}
      hint={hint}
      required={required}
      validationState={error ? 'error' : 'none'}
      validationMessage={error}
    >
      <Select
        className={styles.root}
        select={{ className: styles.select }}
        name={input.name}
        value={input.value ?? ''}
        onChange={(_, data) => input.onChange(data.value)}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

export function CheckboxField({ name, label, hint, required }: BaseFieldProps) {
  const intl = useIntl();
  const { input, meta } = useField<boolean>(name, { type: 'checkbox' });
  const error = formatFieldError(intl, getShownError(meta), label);
  return (
    <Field
      hint={hint}
      required={required}
      validationState={error ? 'error' : 'none'}
      validationMessage={error}
    >
      <Checkbox
        name={input.name}
        label={label}
        checked={Boolean(input.checked)}
        onChange={(_, data) => input.onChange(data.checked === true)}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
      />
    </Field>
  );
}
