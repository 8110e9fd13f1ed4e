// A single choice (radio buttons) or several (check boxes), as a fieldset whose legend is the
// question: a screen reader names the group, then each option.
import { Checkbox, Radio, makeStyles, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import type { FormField } from '../../../common/schemas/forms';
import { localized } from './form-values';
import { useAnswerField } from './use-answer-field';
import { FieldHelp, FieldError, RequiredMark } from './field-texts';

const useStyles = makeStyles({
  fieldset: {
    border: 'none',
    margin: 0,
    padding: 0,
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
  legend: {
    padding: 0,
    marginBottom: tokens.spacingVerticalXS,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
  },
  options: { display: 'flex', flexDirection: 'column' },
});

export function ChoiceAnswer({
  field,
  locale,
  disabled,
}: {
  field: FormField;
  locale: string;
  disabled: boolean;
}) {
  const styles = useStyles();
  const multiple = field.type === 'multiple_choice';
  const { input, label, help, error } = useAnswerField<string | string[]>(field, locale);
  const helpId = useId();
  const errorId = useId();
  const describedBy = [help ? helpId : null, error ? errorId : null].filter(Boolean).join(' ');
  const chosen: string[] = Array.isArray(input.value)
    ? input.value
    : typeof input.value === 'string' && input.value
      ? [input.value]
      : [];
  const name = `${input.name}-choice`;
  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={describedBy || undefined}
      data-field={input.name}
      data-invalid={error ? 'true' : undefined}
      onBlur={(event) => {
        // Left the whole group, not moved between its options.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) input.onBlur();
      }}
    >
      <legend className={styles.legend}>
        {label}
        {field.required ? <RequiredMark /> : null}
      </legend>
      {help ? <FieldHelp id={helpId}>{help}</FieldHelp> : null}
      <div className={styles.options} role={multiple ? undefined : 'radiogroup'}>
        {field.options.map((option) => {
          const text = localized(option.labelNl, option.labelEn, locale);
          const checked = chosen.includes(option.value);
          return multiple ? (
            <Checkbox
              key={option.value}
              name={name}
              value={option.value}
              label={text}
              checked={checked}
              disabled={disabled}
              onFocus={input.onFocus}
              onChange={(_, data) =>
                input.onChange(
                  data.checked === true
                    ? [...chosen, option.value]
                    : chosen.filter((v) => v !== option.value),
                )
              }
            />
          ) : (
            <Radio
              key={option.value}
              name={name}
              value={option.value}
              label={text}
              checked={checked}
              disabled={disabled}
              onFocus={input.onFocus}
              onChange={() => input.onChange(option.value)}
            />
          );
        })}
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}
