// The draft's questions as a plain read-only list (each with its help, its answers and the
// condition it shows under), for the preview while no form renderer shows them.
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { pickLocalized } from '../../../../common/matching';
import type { FormField } from '../../../../common/schemas/forms';
import { usePageStyles } from '../../../components/page-frame';
import { useT } from '../../../lib/use-t';
import { conditionValueLabel, fieldLabel } from '../field-labels';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  label: { fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground2 },
  options: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

export function FormDraftView({ fields }: { fields: FormField[] }) {
  const styles = useStyles();
  const page = usePageStyles();
  const t = useT();
  const { locale } = useIntl();
  return (
    <ol className={styles.list}>
      {fields.map((field) => {
        const source = fields.find((f) => f.key === field.showWhen?.fieldKey);
        const help = pickLocalized(field.helpNl, field.helpEn, locale);
        return (
          <li key={field.key} className={styles.item}>
            {field.type === 'heading' ? (
              <h2 className={page.h2}>{fieldLabel(field, locale)}</h2>
            ) : (
              <Text className={styles.label}>
                {fieldLabel(field, locale)}
                {field.required ? ` (${t('forms.field.required').toLowerCase()})` : ''}
              </Text>
            )}
            {help ? <Text>{help}</Text> : null}
            {field.type === 'heading' ? null : (
              <Text className={styles.muted}>{t(`forms.type.${field.type}`)}</Text>
            )}
            {field.options.length ? (
              <ul className={styles.options}>
                {field.options.map((o) => (
                  <li key={o.value}>{pickLocalized(o.labelNl, o.labelEn, locale)}</li>
                ))}
              </ul>
            ) : null}
            {field.showWhen ? (
              <Text className={styles.muted}>
                {t('forms.field.conditionSummary', {
                  field: source ? fieldLabel(source, locale) : field.showWhen.fieldKey,
                  value: conditionValueLabel(
                    source,
                    field.showWhen.equals,
                    locale,
                    t('forms.field.ticked'),
                  ),
                })}
              </Text>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
