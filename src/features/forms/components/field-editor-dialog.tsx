// One field in a dialog: its question (or heading) and help text in Dutch and English, whether it
// is required, its rules, a choice field's answers and the condition it shows under ("show only
// if" an earlier choice or checkbox field has a value). The key its answers are stored under is
// made from the Dutch question when saving, and kept once a version with it was published.
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Select,
  Switch,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { pickLocalized } from '../../../../common/matching';
import type { FormField } from '../../../../common/schemas/forms';
import { useT } from '../../../lib/use-t';
import { fieldLabel } from '../field-labels';
import { conditionSources } from '../field-order';
import { FieldRules, hasRules } from './field-rules';
import { OptionsEditor } from './options-editor';

const useStyles = makeStyles({
  surface: { maxWidth: '44rem', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  },
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingTop: tokens.spacingVerticalS,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  h3: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  key: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});

const CHOICE = ['single_choice', 'multiple_choice'];

/** The editor's own checks before saving; the server checks the same again. */
function check(field: FormField, t: ReturnType<typeof useT>): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!field.labelNl.trim()) errors.labelNl = t('forms.field.labelRequired');
  if (CHOICE.includes(field.type)) {
    if (field.options.length === 0) errors.options = t('forms.field.optionsRequired');
    else if (field.options.some((o) => !o.labelNl.trim()))
      errors.options = t('forms.field.optionLabelRequired');
  }
  const { min, max, minLength, maxLength, pattern } = field.rules;
  if (min != null && max != null && min > max) errors.max = t('forms.rules.maxBelowMin');
  if (minLength != null && maxLength != null && minLength > maxLength)
    errors.maxLength = t('forms.rules.maxBelowMin');
  if (pattern) {
    try {
      new RegExp(pattern);
    } catch {
      errors.pattern = t('forms.rules.patternInvalid');
    }
  }
  if (field.showWhen && (!field.showWhen.fieldKey || !field.showWhen.equals))
    errors.showWhen = t('forms.field.conditionIncomplete');
  return errors;
}

export function FieldEditorDialog({
  initial,
  index,
  fields,
  keyLocked,
  serverErrors,
  onSave,
  onClose,
}: {
  initial: FormField;
  /** Where the field stands (or will stand): conditions may test the fields before it. */
  index: number;
  fields: FormField[];
  keyLocked: boolean;
  serverErrors: Record<string, string>;
  onSave: (field: FormField) => void;
  onClose: () => void;
}) {
  const styles = useStyles();
  const t = useT();
  const intl = useIntl();
  const [field, setField] = useState<FormField>(initial);
  const [errors, setErrors] = useState<Record<string, string>>(serverErrors);
  const set = (patch: Partial<FormField>) => setField((f) => ({ ...f, ...patch }));
  const sources = conditionSources(fields, index);
  const source = sources.find((f) => f.key === field.showWhen?.fieldKey);
  const isHeading = field.type === 'heading';
  const isNew = !initial.key;

  const state = (name: string) => ({
    validationMessage: errors[name],
    validationState: errors[name] ? ('error' as const) : ('none' as const),
  });

  const save = () => {
    const found = check(field, t);
    setErrors(found);
    if (Object.keys(found).length === 0) onSave(field);
  };

  const valuesOf = (f: FormField | undefined) =>
    !f
      ? []
      : f.type === 'checkbox'
        ? [{ value: 'true', label: t('forms.field.ticked') }]
        : f.options.map((o) => ({
            value: o.value,
            label: pickLocalized(o.labelNl, o.labelEn, intl.locale) || o.value,
          }));

  return (
    <Dialog open modalType="modal" onOpenChange={(_, d) => (d.open ? null : onClose())}>
      <DialogSurface className={styles.surface}>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <DialogBody>
            <DialogTitle>
              {t(isNew ? 'forms.field.addTitle' : 'forms.field.editTitle', {
                type: t(`forms.type.${field.type}`),
              })}
            </DialogTitle>
            <DialogContent className={styles.content}>
              {errors.field ? (
                <MessageBar intent="error">
                  <MessageBarBody>{errors.field}</MessageBarBody>
                </MessageBar>
              ) : null}
              <div className={styles.grid}>
                <Field
                  label={t(isHeading ? 'forms.field.headingNl' : 'forms.field.labelNl')}
                  required
                  {...state('labelNl')}
                >
                  <Input
                    value={field.labelNl}
                    name="labelNl"
                    onChange={(_, d) => set({ labelNl: d.value })}
                  />
                </Field>
                <Field
                  label={t(isHeading ? 'forms.field.headingEn' : 'forms.field.labelEn')}
                  {...state('labelEn')}
                >
                  <Input
                    value={field.labelEn ?? ''}
                    name="labelEn"
                    onChange={(_, d) => set({ labelEn: d.value || null })}
                  />
                </Field>
                <Field
                  label={t(isHeading ? 'forms.field.textNl' : 'forms.field.helpNl')}
                  {...state('helpNl')}
                >
                  <Textarea
                    value={field.helpNl ?? ''}
                    onChange={(_, d) => set({ helpNl: d.value || null })}
                  />
                </Field>
                <Field
                  label={t(isHeading ? 'forms.field.textEn' : 'forms.field.helpEn')}
                  {...state('helpEn')}
                >
                  <Textarea
                    value={field.helpEn ?? ''}
                    onChange={(_, d) => set({ helpEn: d.value || null })}
                  />
                </Field>
              </div>
              {initial.key ? (
                <span className={styles.key}>
                  {t(keyLocked ? 'forms.field.keyLocked' : 'forms.field.key', { key: initial.key })}
                </span>
              ) : null}
              {isHeading ? null : (
                <Switch
                  checked={field.required}
                  onChange={(_, d) => set({ required: d.checked })}
                  label={t('forms.field.required')}
                />
              )}
              {CHOICE.includes(field.type) ? (
                <OptionsEditor
                  options={field.options}
                  onChange={(options) => set({ options })}
                  error={errors.options}
                />
              ) : null}
              {hasRules(field.type) ? (
                <section className={styles.section} aria-labelledby="field-rules-title">
                  <h3 id="field-rules-title" className={styles.h3}>
                    {t('forms.rules.title')}
                  </h3>
                  <FieldRules field={field} errors={errors} onChange={(rules) => set({ rules })} />
                </section>
              ) : null}
              <section className={styles.section} aria-labelledby="field-condition-title">
                <h3 id="field-condition-title" className={styles.h3}>
                  {t('forms.field.condition')}
                </h3>
                {sources.length === 0 && !field.showWhen ? (
                  <span className={styles.key}>{t('forms.field.conditionNone')}</span>
                ) : (
                  <>
                    <Switch
                      checked={field.showWhen !== null}
                      onChange={(_, d) =>
                        set({
                          showWhen: d.checked
                            ? {
                                fieldKey: sources[sources.length - 1]?.key ?? '',
                                equals: valuesOf(sources[sources.length - 1])[0]?.value ?? '',
                              }
                            : null,
                        })
                      }
                      label={t('forms.field.conditionOn')}
                      data-testid="condition-switch"
                    />
                    {field.showWhen ? (
                      <div className={styles.grid}>
                        <Field label={t('forms.field.conditionField')} {...state('showWhen')}>
                          <Select
                            value={field.showWhen.fieldKey}
                            onChange={(_, d) => {
                              const next = sources.find((f) => f.key === d.value);
                              set({
                                showWhen: {
                                  fieldKey: d.value,
                                  equals: valuesOf(next)[0]?.value ?? '',
                                },
                              });
                            }}
                          >
                            {source ? null : <option value={field.showWhen.fieldKey}>–</option>}
                            {sources.map((f) => (
                              <option key={f.key} value={f.key}>
                                {fieldLabel(f, intl.locale)}
                              </option>
                            ))}
                          </Select>
                        </Field>
                        <Field label={t('forms.field.conditionValue')}>
                          <Select
                            value={field.showWhen.equals}
                            onChange={(_, d) =>
                              set({ showWhen: { ...field.showWhen!, equals: d.value } })
                            }
                          >
                            {valuesOf(source).map((v) => (
                              <option key={v.value} value={v.value}>
                                {v.label}
                              </option>
                            ))}
                          </Select>
                        </Field>
                      </div>
                    ) : null}
                  </>
                )}
              </section>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t('forms.field.cancel')}</Button>
              <Button appearance="primary" type="submit" data-testid="field-save">
                {t('forms.field.save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
