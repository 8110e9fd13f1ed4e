// The form's own texts and settings in the builder: title, introduction and thank-you text in
// Dutch and English, how long answers are kept, a copy for the person who answers (which needs an
// e-mail field) and a mail to me on each submission.
import { Field, Input, Switch, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { FORM_RETENTION_MAX_MONTHS, type FormAttributes } from '../../../../common/schemas/forms';
import { usePageStyles } from '../../../components/page-frame';
import { useT } from '../../../lib/use-t';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  },
  // The number is short; its hint uses the card's width (a narrow field wrapped it to 3 lines).
  retention: { maxWidth: '12rem' },
  retentionField: { width: '100%' },
});

export type FormSettings = Pick<
  FormAttributes,
  | 'titleNl'
  | 'titleEn'
  | 'descriptionNl'
  | 'descriptionEn'
  | 'thankYouNl'
  | 'thankYouEn'
  | 'retentionMonths'
  | 'sendConfirmation'
  | 'notifyMe'
>;

const TEXTS = [
  ['titleNl', 'titleEn', false],
  ['descriptionNl', 'descriptionEn', true],
  ['thankYouNl', 'thankYouEn', true],
] as const;

export function FormSettingsCard({
  settings,
  hasEmailField,
  errors,
  onChange,
}: {
  settings: FormSettings;
  hasEmailField: boolean;
  errors: Record<string, string>;
  onChange: (patch: Partial<FormSettings>) => void;
}) {
  const styles = useStyles();
  const page = usePageStyles();
  const t = useT();
  const state = (name: string) => ({
    validationMessage: errors[name],
    validationState: errors[name] ? ('error' as const) : ('none' as const),
  });
  return (
    <section className={page.card} aria-labelledby="form-settings-title">
      <h2 id="form-settings-title" className={page.h2}>
        {t('forms.settings.title')}
      </h2>
      {TEXTS.map(([nl, en, long]) => (
        <div key={nl} className={styles.grid}>
          {[nl, en].map((name) => (
            <Field
              key={name}
              label={t(`forms.settings.${name}`)}
              required={name === 'titleNl'}
              {...state(name)}
            >
              {long ? (
                <Textarea
                  rows={4}
                  resize="vertical"
                  value={settings[name] ?? ''}
                  name={name}
                  onChange={(_, d) => onChange({ [name]: d.value || null })}
                />
              ) : (
                <Input
                  value={settings[name] ?? ''}
                  name={name}
                  onChange={(_, d) =>
                    onChange({ [name]: name === 'titleNl' ? d.value : d.value || null })
                  }
                />
              )}
            </Field>
          ))}
        </div>
      ))}
      <Field
        label={t('forms.settings.retention')}
        hint={t('forms.settings.retentionHint', { max: FORM_RETENTION_MAX_MONTHS })}
        className={styles.retentionField}
        {...state('retentionMonths')}
      >
        <Input
          className={styles.retention}
          type="number"
          min={1}
          max={FORM_RETENTION_MAX_MONTHS}
          value={String(settings.retentionMonths)}
          name="retentionMonths"
          onChange={(_, d) => onChange({ retentionMonths: Number(d.value) })}
        />
      </Field>
      <Field
        hint={hasEmailField ? undefined : t('forms.settings.confirmationNeedsEmail')}
        {...state('sendConfirmation')}
      >
        <Switch
          checked={settings.sendConfirmation}
          onChange={(_, d) => onChange({ sendConfirmation: d.checked })}
          label={t('forms.settings.sendConfirmation')}
        />
      </Field>
      <Switch
        checked={settings.notifyMe}
        onChange={(_, d) => onChange({ notifyMe: d.checked })}
        label={t('forms.settings.notifyMe')}
      />
    </section>
  );
}
