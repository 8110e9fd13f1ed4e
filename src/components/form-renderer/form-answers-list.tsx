// Every answer to a form, under the label the version answered gave its question (a form's
// submission, an application's answers to its vacancy's form). A file answer is drawn by the
// caller (only a submission has files to download).
import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { visibleFields } from '../../../common/forms/answers-schema';
import type { FormAnswers, FormField } from '../../../common/schemas/forms';
import { useT } from '../../lib/use-t';
import { answerText } from './answer-text';
import { localized } from './form-values';

const useStyles = makeStyles({
  list: { margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  link: { color: tokens.colorBrandForegroundLink },
});

/** An e-mail or phone answer as a link a coordinator can write or call with; '' as nothing. */
function contactLink(field: FormField | undefined, text: string, className: string): ReactNode {
  if (!text) return null;
  if (field?.type === 'email') {
    return (
      <a className={className} href={`mailto:${text}`}>
        {text}
      </a>
    );
  }
  if (field?.type === 'phone') {
    return (
      <a className={className} href={`tel:${text.replace(/[^0-9+]/g, '')}`}>
        {text}
      </a>
    );
  }
  return text;
}

export function FormAnswersList({
  fields,
  answers,
  renderFile,
  testId,
}: {
  fields: FormField[];
  answers: FormAnswers;
  /** A file question's answer (the uploaded file's id); without it the id is not shown. */
  renderFile?: (key: string, fileId: string, label: string) => ReactNode;
  testId?: string;
}) {
  const t = useT();
  const intl = useIntl();
  const styles = useStyles();
  const locale = intl.locale.startsWith('en') ? 'en' : 'nl';
  const known = new Set(fields.map((f) => f.key));
  // A question whose condition the earlier answers did not meet was never asked: it is left out
  // rather than shown as 'not filled in'. Answers the version's fields no longer name (should not
  // happen) are still shown by their key.
  const rows: Array<{ key: string; field?: FormField }> = [
    ...visibleFields(fields, answers)
      .filter((f) => f.type !== 'heading')
      .map((f) => ({ key: f.key, field: f })),
    ...Object.keys(answers)
      .filter((k) => !known.has(k))
      .map((key) => ({ key })),
  ];
  return (
    <dl className={styles.list} data-testid={testId}>
      {rows.map(({ key, field }) => {
        const value = answers[key];
        const label = field ? localized(field.labelNl, field.labelEn, locale) : key;
        const file =
          field?.type === 'file' && typeof value === 'string' && value && renderFile
            ? renderFile(key, value, label)
            : null;
        return (
          <div key={key} className={styles.item}>
            <dt className={styles.term}>{label}</dt>
            <dd className={styles.value}>
              {file ?? contactLink(field, answerText(field, value, locale, intl), styles.link) ?? (
                <span className={styles.muted}>{t('formSubmissions.noAnswer')}</span>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
