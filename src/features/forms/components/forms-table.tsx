// The center's forms in the shared admin table (title, state, version, submissions, last change;
// cards on a phone) with a search on the title, or an explanation when there are none yet. Shown on /form_builder and, in the
// website's content area, on /content/forms; the titles link into the builder.
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { pickLocalized } from '../../../../common/matching';
import { AppLink } from '../../../components/app-link';
import {
  DataTable,
  compareText,
  useDataTableState,
  type DataTableColumn,
} from '../../../components/data-table';
import { ErrorMessage } from '../../../components/error-message';
import { usePageStyles } from '../../../components/page-frame';
import { PageSpinner } from '../../../components/page-spinner';
import { useLocale } from '../../../lib/intl';
import { useT } from '../../../lib/use-t';
import { useFormList } from '../api/forms';
import type { CenterForm as FormSummary } from '../types';
import { FormStatusBadge } from './form-status-badge';

const useStyles = makeStyles({
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
  // A center has tens of forms, not thousands: all of them here, searched and sorted in place.
  const list = useFormList('');
  const forms = list.data?.forms ?? [];
  const [state, setState] = useDataTableState({
    sort: { columnId: 'updated', direction: 'descending' },
  });
  const titleOf = (form: FormSummary) => pickLocalized(form.titleNl, form.titleEn, locale);

  const columns = useMemo<DataTableColumn<FormSummary>[]>(
    () => [
      {
        id: 'title',
        header: t('forms.list.formTitle'),
        list: 'title',
        interactive: true,
        compare: (a, b) => compareText(titleOf(a), titleOf(b)),
        cell: (form) => <AppLink href={`/form_builder/${form.id}`}>{titleOf(form)}</AppLink>,
      },
      {
        id: 'status',
        header: t('forms.list.status'),
        cell: (form) => <FormStatusBadge status={form.status} />,
      },
      {
        id: 'version',
        header: t('forms.list.version'),
        cell: (form) => form.publishedVersion ?? <span className={styles.muted}>–</span>,
      },
      {
        id: 'submissions',
        header: t('forms.list.submissions'),
        compare: (a, b) => a.submissionCount - b.submissionCount,
        cell: (form) => (
          <>
            {form.submissionCount}
            {form.unhandledCount > 0 ? (
              <span className={styles.muted}>
                {' '}
                {t('forms.list.unhandled', { count: form.unhandledCount })}
              </span>
            ) : null}
          </>
        ),
      },
      {
        id: 'updated',
        header: t('forms.list.updated'),
        compare: (a, b) => a.updatedAt.localeCompare(b.updatedAt),
        cell: (form) => formatDate(form.updatedAt, locale),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t and titleOf follow locale
    [locale, styles],
  );

  if (list.isPending) return <PageSpinner label={t('app.loading')} />;
  if (list.error) return <ErrorMessage error={list.error} />;
  if (forms.length === 0) {
    return (
      <div className={`${page.card} ${styles.empty}`} data-testid="forms-empty">
        <h2 className={page.h2}>{t('forms.list.emptyTitle')}</h2>
        <Text>{t('forms.list.emptyText')}</Text>
      </div>
    );
  }
  return (
    <DataTable<FormSummary>
      label={t('forms.list.title')}
      data-testid="forms-table"
      mode="client"
      columns={columns}
      rows={forms}
      getRowId={(form) => form.id}
      state={state}
      onStateChange={setState}
      search={{ label: t('forms.list.search'), searchText: titleOf }}
      empty={t('forms.list.noMatch', { search: state.search })}
    />
  );
}
