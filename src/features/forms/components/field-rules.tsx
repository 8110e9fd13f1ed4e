// The rules a field's answers follow, by type: lengths and a pattern for text, the lowest and
// highest number, the file types an upload may have.
import { Checkbox, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import {
  FORM_FILE_TYPES,
  type FormField,
  type FormFieldRules,
  type FormFileType,
} from '../../../../common/schemas/forms';
import { useT } from '../../../lib/use-t';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  },
  types: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  fieldset: { border: 'none', margin: 0, padding: 0, minWidth: 0 },
  legend: { fontWeight: tokens.fontWeightSemibold, padding: 0 },
});

type NumberRule = 'minLength' | 'maxLength' | 'min' | 'max';

const NUMBER_RULES: Partial<Record<FormField['type'], NumberRule[]>> = {
  short_text: ['minLength', 'maxLength'],
  long_text: ['minLength', 'maxLength'],
  number: ['min', 'max'],
};

export function hasRules(type: FormField['type']): boolean {
  return Boolean(NUMBER_RULES[type]) || type === 'file';
}

export function FieldRules({
  field,
  errors,
  onChange,
}: {
  field: FormField;
  errors: Record<string, string>;
  onChange: (rules: FormFieldRules) => void;
}) {
  const styles = useStyles();
  const t = useT();
  const rules = field.rules;
  const error = (name: string) => ({
    validationMessage: errors[name],
    validationState: errors[name] ? ('error' as const) : ('none' as const),
  });
  const numbers = NUMBER_RULES[field.type] ?? [];
  const fileTypes = rules.fileTypes ?? [];
  const toggle = (type: FormFileType, on: boolean) =>
    onChange({
      ...rules,
      fileTypes: on ? [...fileTypes, type] : fileTypes.filter((x) => x !== type),
    });
  return (
    <>
      {numbers.length ? (
        <div className={styles.grid}>
          {numbers.map((name) => (
            <Field key={name} label={t(`forms.rules.${name}`)} {...error(name)}>
              <Input
                type="number"
                value={rules[name] === null || rules[name] === undefined ? '' : String(rules[name])}
                onChange={(_, d) =>
                  onChange({ ...rules, [name]: d.value === '' ? null : Number(d.value) })
                }
              />
            </Field>
          ))}
        </div>
      ) : null}
      {field.type === 'short_text' ? (
        <Field
          label={t('forms.rules.pattern')}
          hint={t('forms.rules.patternHint')}
          {...error('pattern')}
        >
          <Input
            value={rules.pattern ?? ''}
            onChange={(_, d) => onChange({ ...rules, pattern: d.value || null })}
          />
        </Field>
      ) : null}
      {field.type === 'file' ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('forms.rules.fileTypes')}</legend>
          <div className={styles.types}>
            {FORM_FILE_TYPES.map((type) => (
              <Checkbox
                key={type}
                label={type.toUpperCase()}
                checked={fileTypes.includes(type)}
                onChange={(_, d) => toggle(type, Boolean(d.checked))}
              />
            ))}
          </div>
          {errors.fileTypes ? <p role="alert">{errors.fileTypes}</p> : null}
        </fieldset>
      ) : null}
    </>
  );
}
