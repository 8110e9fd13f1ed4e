// Every answer of one submission, labelled as the version answered labelled its questions; a file
// answer is a download (fetched with the signed-in tokens).
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import type { FormAnswers, FormField } from '../../../../common/schemas/forms';
import { ErrorMessage } from '../../../components/error-message';
import { localized } from '../../../components/form-renderer/form-values';
import { useT } from '../../../lib/use-t';
import { useDownload } from '../api/download-form-file';
import { answerText } from './submission-answer-text';

const useStyles = makeStyles({
  list: { margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
});

export function SubmissionAnswers({
  submissionId,
  fields,
  answers,
}: {
  submissionId: string;
  fields: FormField[];
  answers: FormAnswers;
}) {
  const t = useT();
  const intl = useIntl();
  const styles = useStyles();
  const locale = intl.locale.startsWith('en') ? 'en' : 'nl';
  const download = useDownload();
  const known = new Set(fields.map((f) => f.key));
  // Answers the version's fields no longer name (should not happen) are still shown by their key.
  const rows: Array<{ key: string; field?: FormField }> = [
    ...fields.filter((f) => f.type !== 'heading').map((f) => ({ key: f.key, field: f })),
    ...Object.keys(answers)
      .filter((k) => !known.has(k))
      .map((key) => ({ key })),
  ];
  return (
    <>
      <dl className={styles.list}>
        {rows.map(({ key, field }) => {
          const value = answers[key];
          const label = field ? localized(field.labelNl, field.labelEn, locale) : key;
          return (
            <div key={key} className={styles.item}>
              <dt className={styles.term}>{label}</dt>
              <dd className={styles.value}>
                {field?.type === 'file' && typeof value === 'string' && value ? (
                  <Button
                    appearance="secondary"
                    icon={<ArrowDownloadRegular />}
                    disabled={download.isPending}
                    onClick={() =>
                      download.mutate({
                        path: `/form_submissions/${encodeURIComponent(submissionId)}/files/${encodeURIComponent(value)}`,
                        fallbackName: `${key}-${value.slice(0, 8)}`,
                      })
                    }
                  >
                    {t('formSubmissions.downloadFile', { field: label })}
                  </Button>
                ) : (
                  answerText(field, value, locale, intl) || (
                    <span className={styles.muted}>{t('formSubmissions.noAnswer')}</span>
                  )
                )}
              </dd>
            </div>
          );
        })}
      </dl>
      {download.isError ? <ErrorMessage error={download.error} /> : null}
    </>
  );
}
