// The answers of a choice field: each with its Dutch and English words, put in order with the
// arrow buttons, removed, or added. Their stored values are made from the Dutch words on saving.
import { Button, Field, Input, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowDownRegular, ArrowUpRegular, DeleteRegular } from '@fluentui/react-icons';
import { FORM_MAX_OPTIONS, type FormFieldOption } from '../../../../common/schemas/forms';
import { useT } from '../../../lib/use-t';
import { moveTo } from '../field-order';

const useStyles = makeStyles({
  fieldset: {
    border: 'none',
    margin: 0,
    padding: 0,
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  legend: {
    fontWeight: tokens.fontWeightSemibold,
    padding: 0,
    marginBottom: tokens.spacingVerticalS,
  },
  error: { margin: 0, color: tokens.colorPaletteRedForeground1 },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  row: {
    display: 'grid',
    gap: tokens.spacingHorizontalS,
    gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
    alignItems: 'end',
    paddingBottom: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalXXS },
});

export function OptionsEditor({
  options,
  onChange,
  error,
}: {
  options: FormFieldOption[];
  onChange: (next: FormFieldOption[]) => void;
  error?: string;
}) {
  const styles = useStyles();
  const t = useT();
  const set = (index: number, patch: Partial<FormFieldOption>) =>
    onChange(options.map((o, i) => (i === index ? { ...o, ...patch } : o)));
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('forms.field.options')}</legend>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <ol className={styles.list}>
        {options.map((option, index) => {
          const name = option.labelNl || String(index + 1);
          return (
            <li key={index} className={styles.row} data-testid="option-row">
              <Field label={t('forms.field.optionNl', { n: index + 1 })} required>
                <Input
                  value={option.labelNl}
                  onChange={(_, d) => set(index, { labelNl: d.value })}
                />
              </Field>
              <Field label={t('forms.field.optionEn', { n: index + 1 })}>
                <Input
                  value={option.labelEn ?? ''}
                  onChange={(_, d) => set(index, { labelEn: d.value || null })}
                />
              </Field>
              <span className={styles.buttons}>
                <Tooltip content={t('forms.field.optionUp', { label: name })} relationship="label">
                  <Button
                    appearance="subtle"
                    icon={<ArrowUpRegular />}
                    disabledFocusable={index === 0}
                    onClick={() => onChange(moveTo(options, index, index - 1))}
                  />
                </Tooltip>
                <Tooltip
                  content={t('forms.field.optionDown', { label: name })}
                  relationship="label"
                >
                  <Button
                    appearance="subtle"
                    icon={<ArrowDownRegular />}
                    disabledFocusable={index === options.length - 1}
                    onClick={() => onChange(moveTo(options, index, index + 1))}
                  />
                </Tooltip>
                <Tooltip
                  content={t('forms.field.optionRemove', { label: name })}
                  relationship="label"
                >
                  <Button
                    appearance="subtle"
                    icon={<DeleteRegular />}
                    onClick={() => onChange(options.filter((_, i) => i !== index))}
                  />
                </Tooltip>
              </span>
            </li>
          );
        })}
      </ol>
      <Button
        icon={<AddRegular />}
        disabledFocusable={options.length >= FORM_MAX_OPTIONS}
        onClick={() => onChange([...options, { value: '', labelNl: '', labelEn: null }])}
        data-testid="add-option"
      >
        {t('forms.field.addOption')}
      </Button>
    </fieldset>
  );
}
