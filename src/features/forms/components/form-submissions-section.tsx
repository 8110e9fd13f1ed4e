// The submissions of one form, on /form_builder/:id: newest first, searched in the answers and
// filtered by version, dates and handled; each row opens the submission; export as CSV or Excel.
import {
  Badge,
  Field,
  Input,
  Select,
  Subtitle1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { AppLink } from '../../../components/app-link';
import { DataTable, useDataTableState, type DataTableColumn } from '../../../components/data-table';
import { ErrorMessage } from '../../../components/error-message';
import { useLocale } from '../../../lib/intl';
import { useT } from '../../../lib/use-t';
import { useFormSubmissions } from '../api/get-form-submissions';
import { useSubmissionVersions } from '../api/get-submission-versions';
import type { FormSubmission } from '../submission-types';
import { ExportButtons } from './export-buttons';
import { summaryOf } from './submission-answer-text';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    alignItems: 'center',
    justifyContent: 'space-between',
  },
  title: { margin: 0 },
  filter: { minWidth: '9rem' },
  muted: { color: tokens.colorNeutralForeground3 },
});

export function FormSubmissionsSection({ formId }: { formId: string }) {
  const t = useT();
  const intl = useIntl();
  const { locale } = useLocale();
  const styles = useStyles();
  const [state, setState] = useDataTableState();
  const [version, setVersion] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [handled, setHandled] = useState<'' | 'true' | 'false'>('');
  const versions = useSubmissionVersions(formId);
  const submissions = useFormSubmissions(formId, {
    page: state.page,
    pageSize: state.pageSize,
    search: state.search,
    version,
    from,
    to,
    handled: handled || undefined,
  });
  const fieldsOf = useMemo(() => {
    const byVersion = new Map((versions.data ?? []).map((v) => [v.version, v.fields]));
    return (n: number) => byVersion.get(n);
  }, [versions.data]);

  const columns = useMemo<DataTableColumn<FormSubmission>[]>(
    () => [
      {
        id: 'createdAt',
        header: t('formSubmissions.column.date'),
        list: 'title',
        interactive: true,
        cell: (s) => (
          <AppLink href={`/form_builder/${formId}/submissions/${s.id}`}>
            {new Date(s.createdAt).toLocaleString(locale === 'en' ? 'en-GB' : 'nl-NL', {
              dateStyle: 'medium',
              timeStyle: 'short',
              timeZone: 'Europe/Amsterdam',
            })}
          </AppLink>
        ),
      },
      {
        id: 'summary',
        header: t('formSubmissions.column.summary'),
        cell: (s) =>
          s.erasedAt ? (
            <span className={styles.muted}>{t('formSubmissions.erasedShort')}</span>
          ) : (
            summaryOf(fieldsOf(s.version), s.answers, locale, intl) || '—'
          ),
      },
      {
        id: 'version',
        header: t('formSubmissions.column.version'),
        cell: (s) => t('formSubmissions.versionN', { version: s.version }),
      },
      {
        id: 'handled',
        header: t('formSubmissions.column.handled'),
        cell: (s) =>
          s.handledAt ? (
            <Badge appearance="tint" color="success">
              {t('formSubmissions.handled')}
            </Badge>
          ) : (
            <Badge appearance="tint" color="warning">
              {t('formSubmissions.open')}
            </Badge>
          ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t follows intl
    [intl, locale, fieldsOf, formId, styles],
  );
  const resetPage = () => setState((s) => ({ ...s, page: 1 }));

  return (
    <section className={styles.root} aria-labelledby="form-submissions-title">
      <div className={styles.head}>
        <Subtitle1 as="h2" id="form-submissions-title" className={styles.title}>
          {t('formSubmissions.title')}
        </Subtitle1>
        <ExportButtons formId={formId} />
      </div>
      <DataTable<FormSubmission>
        label={t('formSubmissions.tableLabel')}
        data-testid="form-submissions"
        mode="server"
        columns={columns}
        rows={submissions.data?.rows ?? []}
        total={submissions.data?.total ?? 0}
        getRowId={(s) => s.id}
        state={state}
        onStateChange={setState}
        loading={submissions.isPending}
        error={submissions.isError ? <ErrorMessage error={submissions.error} /> : undefined}
        empty={t('formSubmissions.empty')}
        search={{ label: t('formSubmissions.search') }}
        toolbar={
          <>
            <Field label={t('formSubmissions.filter.version')} className={styles.filter}>
              <Select
                value={version}
                onChange={(_, d) => {
                  setVersion(d.value);
                  resetPage();
                }}
              >
                <option value="">{t('formSubmissions.filter.allVersions')}</option>
                {(versions.data ?? []).map((v) => (
                  <option key={v.id} value={String(v.version)}>
                    {t('formSubmissions.versionN', { version: v.version })}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('formSubmissions.filter.handled')} className={styles.filter}>
              <Select
                value={handled}
                onChange={(_, d) => {
                  setHandled(d.value as '' | 'true' | 'false');
                  resetPage();
                }}
              >
                <option value="">{t('formSubmissions.filter.all')}</option>
                <option value="false">{t('formSubmissions.open')}</option>
                <option value="true">{t('formSubmissions.handled')}</option>
              </Select>
            </Field>
            <Field label={t('formSubmissions.filter.from')}>
              <Input
                type="date"
                value={from}
                onChange={(_, d) => {
                  setFrom(d.value);
                  resetPage();
                }}
              />
            </Field>
            <Field label={t('formSubmissions.filter.to')}>
              <Input
                type="date"
                value={to}
                onChange={(_, d) => {
                  setTo(d.value);
                  resetPage();
                }}
              />
            </Field>
          </>
        }
      />
    </section>
  );
}
