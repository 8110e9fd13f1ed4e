// The center's forms as a table (title, state, version, submissions, last change) with a search
// on the title, or an explanation when there are none yet. Shown on /form_builder and, in the
// website's content area, on /content/forms; the titles link into the builder.
import {
  Field,
  SearchBox,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useDeferredValue, useState } from 'react';
import { pickLocalized } from '../../../../common/matching';
import { AppLink } from '../../../components/app-link';
import { ErrorMessage } from '../../../components/error-message';
import { usePageStyles } from '../../../components/page-frame';
import { PageSpinner } from '../../../components/page-spinner';
import { useLocale } from '../../../lib/intl';
import { useT } from '../../../lib/use-t';
import { useFormList } from '../api/forms';
import { FormStatusBadge } from './form-status-badge';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  search: { maxWidth: '24rem' },
  muted: { color: tokens.colorNeutralForeground2 },
  empty: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

export function formatDate(iso: string, locale: string): string {
  return new Date(iso).toLocaleDateString(locale === 'en' ? 'en-GB' : 'nl-NL', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  });
}

export function FormsTable() {
  const styles = useStyles();
  const page = usePageStyles();
  const t = useT();
  const { locale } = useLocale();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const list = useFormList(deferred);
  const forms = list.data?.forms ?? [];

  return (
    <>
      <Field label={t('forms.list.search')} className={styles.search}>
        <SearchBox value={search} onChange={(_, d) => setSearch(d.value)} />
      </Field>
      {list.isPending ? <PageSpinner label={t('app.loading')} /> : null}
      {list.error ? <ErrorMessage error={list.error} /> : null}
      {list.data && forms.length === 0 ? (
        <div className={`${page.card} ${styles.empty}`} data-testid="forms-empty">
          {deferred ? (
            <Text>{t('forms.list.noMatch', { search: deferred })}</Text>
          ) : (
            <>
              <h2 className={page.h2}>{t('forms.list.emptyTitle')}</h2>
              <Text>{t('forms.list.emptyText')}</Text>
            </>
          )}
        </div>
      ) : null}
      {forms.length > 0 ? (
        <div className={`${page.card} ${styles.scroll}`}>
          <Table aria-label={t('forms.list.title')} size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('forms.list.formTitle')}</TableHeaderCell>
                <TableHeaderCell>{t('forms.list.status')}</TableHeaderCell>
                <TableHeaderCell>{t('forms.list.version')}</TableHeaderCell>
                <TableHeaderCell>{t('forms.list.submissions')}</TableHeaderCell>
                <TableHeaderCell>{t('forms.list.updated')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {forms.map((form) => (
                <TableRow key={form.id}>
                  <TableCell>
                    <AppLink href={`/form_builder/${form.id}`}>
                      {pickLocalized(form.titleNl, form.titleEn, locale)}
                    </AppLink>
                  </TableCell>
                  <TableCell>
                    <FormStatusBadge status={form.status} />
                  </TableCell>
                  <TableCell>
                    {form.publishedVersion ?? <span className={styles.muted}>–</span>}
                  </TableCell>
                  <TableCell>
                    {form.submissionCount}
                    {form.unhandledCount > 0 ? (
                      <span className={styles.muted}>
                        {' '}
                        {t('forms.list.unhandled', { count: form.unhandledCount })}
                      </span>
                    ) : null}
                  </TableCell>
                  <TableCell>{formatDate(form.updatedAt, locale)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      ) : null}
    </>
  );
}
