// The volunteer's own applications on /applications: each vacancy with its organization, the
// status and when they applied, linking to the application (and its conversation).
import { makeStyles, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { pickLocalized } from '../../../../common/matching';
import { AppLink } from '../../../components/app-link';
import {
  DataTable,
  toSortParam,
  useDataTableState,
  type DataTableColumn,
} from '../../../components/data-table';
import { ErrorMessage } from '../../../components/error-message';
import { useT } from '../../../lib/use-t';
import { useApplications } from '../api/get-applications';
import type { Application } from '../types';
import { ApplicationStatusBadge } from './application-status-badge';

const SORT_FIELDS: Record<string, string> = { createdAt: 'created_at', status: 'status' };

const useStyles = makeStyles({ name: { fontWeight: tokens.fontWeightSemibold } });

export function MyApplications() {
  const styles = useStyles();
  const intl = useIntl();
  const [state, setState] = useDataTableState({
    sort: { columnId: 'createdAt', direction: 'descending' },
  });
  const list = useApplications({
    page: state.page,
    pageSize: state.pageSize,
    mine: true,
    sort: toSortParam(state.sort, SORT_FIELDS),
  });
  const t = useT();

  const columns = useMemo<DataTableColumn<Application>[]>(
    () => [
      {
        id: 'vacancy',
        header: intl.formatMessage({ id: 'applications.column.vacancy' }),
        list: 'title',
        interactive: true,
        cell: (a) => (
          <AppLink href={`/applications/${a.id}`} className={styles.name}>
            {pickLocalized(a.vacancyTitleNl, a.vacancyTitleEn, intl.locale) ||
              intl.formatMessage({ id: 'applications.open' })}
          </AppLink>
        ),
      },
      {
        id: 'organization',
        header: intl.formatMessage({ id: 'applications.column.organization' }),
        cell: (a) => a.organizationName ?? '—',
      },
      {
        id: 'status',
        header: intl.formatMessage({ id: 'applications.column.status' }),
        compare: () => 0,
        cell: (a) => <ApplicationStatusBadge status={a.status} />,
      },
      {
        id: 'createdAt',
        header: intl.formatMessage({ id: 'applications.column.appliedAt' }),
        compare: () => 0,
        cell: (a) =>
          intl.formatDate(a.createdAt, { dateStyle: 'medium', timeZone: 'Europe/Amsterdam' }),
      },
    ],
    [intl, styles],
  );

  return (
    <DataTable<Application>
      label={t('applications.mine')}
      data-testid="my-applications"
      mode="server"
      columns={columns}
      rows={list.data?.applications ?? []}
      total={list.data?.total ?? 0}
      getRowId={(a) => a.id}
      state={state}
      onStateChange={setState}
      loading={list.isPending}
      error={list.isError ? <ErrorMessage error={list.error} /> : undefined}
      empty={
        <>
          {t('applications.mineEmpty')}{' '}
          <AppLink href="/vacancies/search">{t('applications.findVacancies')}</AppLink>
        </>
      }
    />
  );
}
