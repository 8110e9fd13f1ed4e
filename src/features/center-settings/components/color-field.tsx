// A colour as hex text with a colour picker beside it; the text accepts 3, 4, 6 or 8 digits
// (SPEC section 5), the picker offers the 6-digit form of the same colour.
import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { normalizeHex } from '../../../../common/theme/color';
import { formatFieldError } from '../../../lib/forms/fields';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  picker: {
    width: '44px',
    height: '32px',
    padding: '2px',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    cursor: 'pointer',
    flexShrink: 0,
  },
  input: { flexGrow: 1, minWidth: 0, maxWidth: '12rem' },
});

export function ColorField({
  name,
  label,
  hint,
  onColorChange,
}: {
  name: string;
  label: string;
  hint?: string;
  /** Called with the new value after the user changed it (picker or text). */
  onColorChange?: (value: string) => void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const { input, meta } = useField<string | undefined>(name);
  const shown = meta.touched
    ? (meta.error ?? (meta.dirtySinceLastSubmit ? undefined : meta.submitError))
    : undefined;
  const error = formatFieldError(intl, shown, label);
  const hex = normalizeHex(input.value) ?? '#ffffff';
  const change = (value: string) => {
    input.onChange(value);
    onColorChange?.(value);
  };
  return (
    <Field
      label={label}
      hint={hint ?? intl.formatMessage({ id: 'design.hexHint' })}
      validationState={error ? 'error' : 'none'}
      validationMessage={error}
    >
      {(fieldProps) => (
        <div className={styles.row}>
          <input
            type="color"
            className={styles.picker}
            value={hex}
            aria-label={intl.formatMessage({ id: 'design.pickColor' }, { field: label })}
            onChange={(e) => change(e.target.value)}
            onBlur={input.onBlur}
          />
          <Input
            {...fieldProps}
            className={styles.input}
            name={input.name}
            value={input.value ?? ''}
            placeholder="#1f6f43"
            spellCheck={false}
            onChange={(_, data) => change(data.value)}
            onBlur={input.onBlur}
            onFocus={input.onFocus}
          />
        </div>
      )}
    </Field>
  );
}
