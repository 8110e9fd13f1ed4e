// The published versions of a form, newest first: number and date. Answers keep the version
// they were given to.
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { ErrorMessage } from '../../../components/error-message';
import { usePageStyles } from '../../../components/page-frame';
import { PageSpinner } from '../../../components/page-spinner';
import { useLocale } from '../../../lib/intl';
import { useT } from '../../../lib/use-t';
import { useFormVersions } from '../api/form-versions';

const useStyles = makeStyles({
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  muted: { color: tokens.colorNeutralForeground2 },
});

export function FormVersionsList({ formId }: { formId: string }) {
  const styles = useStyles();
  const page = usePageStyles();
  const t = useT();
  const { locale } = useLocale();
  const versions = useFormVersions(formId);
  const format = (iso: string) =>
    new Date(iso).toLocaleString(locale === 'en' ? 'en-GB' : 'nl-NL', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Amsterdam',
    });
  return (
    <section className={page.card} aria-labelledby="form-versions-title">
      <h2 id="form-versions-title" className={page.h2}>
        {t('forms.versions.title')}
      </h2>
      {versions.isPending ? <PageSpinner label={t('app.loading')} /> : null}
      {versions.error ? <ErrorMessage error={versions.error} /> : null}
      {versions.data?.length === 0 ? (
        <Text className={styles.muted}>{t('forms.versions.none')}</Text>
      ) : null}
      {versions.data?.length ? (
        <ul className={styles.list} data-testid="form-versions">
          {versions.data.map((v) => (
            <li key={v.id}>
              {t('forms.versions.item', { version: v.version, date: format(v.publishedAt) })}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
