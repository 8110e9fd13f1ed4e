// The organization side's inbox of /applications: tabs per status with their counts (and the
// ones waiting too long), a vacancy filter from ?vacancy=, sort and paging on the server, and
// several applications moved to a new status at once (all or nothing, after a summary).
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'wouter';
import { pickLocalized } from '../../../../common/matching';
import { AppLink } from '../../../components/app-link';
import {
  DataTable,
  toSortParam,
  useDataTableState,
  type DataTableColumn,
} from '../../../components/data-table';
import { ErrorMessage, describeError } from '../../../components/error-message';
import { useMinWidth } from '../../../lib/breakpoints';
import { isApiError } from '../../../lib/api-client';
import type { NetworkGate } from '../../../lib/offline/needs-network';
import { toast } from '../../../lib/toasts/toast';
import { useT } from '../../../lib/use-t';
import { useBulkChangeApplicationStatus } from '../api/bulk-change-application-status';
import { useApplications } from '../api/get-applications';
import { getBulkActions, statusLabelId, type StatusAction } from '../status-rules';
import type { Application } from '../types';
import { ApplicationStatusBadge, EscalatedBadge } from './application-status-badge';
import { StatusDialog } from './status-dialog';
import { StatusFilter, parseTab, type TabValue } from './status-filter';

const SORT_FIELDS: Record<string, string> = { createdAt: 'created_at', status: 'status' };

const useStyles = makeStyles({
  filterNote: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  name: { fontWeight: tokens.fontWeightSemibold },
  status: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  summary: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
});

export function ApplicationsInbox({ gate }: { gate: NetworkGate }) {
  const styles = useStyles();
  const intl = useIntl();
  const id = useId();
  const wide = useMinWidth('md');
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params.get('status'));
  const vacancyId = params.get('vacancy') ?? undefined;
  const [state, setState] = useDataTableState({
    sort: { columnId: 'createdAt', direction: 'descending' },
  });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [pending, setPending] = useState<{ action: StatusAction; ids: string[] } | null>(null);
  const bulk = useBulkChangeApplicationStatus();
  const list = useApplications({
    page: state.page,
    pageSize: state.pageSize,
    status: tab === 'all' || tab === 'escalated' ? undefined : tab,
    escalated: tab === 'escalated',
    vacancyId,
    sort: toSortParam(state.sort, SORT_FIELDS),
  });
  const t = useT();
  const rows = list.data?.applications ?? [];
  const counts = list.data?.counts;
  const vacancyTitle = (a: Application) =>
    pickLocalized(a.vacancyTitleNl, a.vacancyTitleEn, intl.locale);

  const setQuery = (next: { status?: TabValue; vacancy?: string | null }) => {
    const out: Record<string, string> = {};
    const status = next.status ?? tab;
    if (status !== 'all') out.status = status;
    const vacancy = next.vacancy === undefined ? vacancyId : next.vacancy;
    if (vacancy) out.vacancy = vacancy;
    setParams(out, { replace: true });
    setSelected(new Set());
    setState((s) => ({ ...s, page: 1 }));
  };

  const columns = useMemo<DataTableColumn<Application>[]>(
    () => [
      {
        id: 'volunteer',
        header: intl.formatMessage({ id: 'applications.column.volunteer' }),
        list: 'title',
        interactive: true,
        cell: (a) => (
          <AppLink href={`/applications/${a.id}`} className={styles.name}>
            {a.volunteerName || a.volunteerEmail || intl.formatMessage({ id: 'applications.open' })}
          </AppLink>
        ),
      },
      {
        id: 'vacancy',
        header: intl.formatMessage({ id: 'applications.column.vacancy' }),
        cell: (a) => pickLocalized(a.vacancyTitleNl, a.vacancyTitleEn, intl.locale),
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
        cell: (a) => (
          <span className={styles.status}>
            <ApplicationStatusBadge status={a.status} />
            {a.escalatedAt && a.status === 'new' ? <EscalatedBadge /> : null}
          </span>
        ),
      },
      {
        id: 'createdAt',
        header: intl.formatMessage({ id: 'applications.column.createdAt' }),
        compare: () => 0,
        cell: (a) =>
          intl.formatDate(a.createdAt, { dateStyle: 'medium', timeZone: 'Europe/Amsterdam' }),
      },
    ],
    [intl, styles],
  );

  const confirmBulk = (note: string) => {
    if (!pending) return;
    const { action, ids } = pending;
    bulk.mutate(
      { ids, status: action.to, note },
      {
        onSuccess: () => {
          toast.success(
            t('applications.bulk.done', {
              count: ids.length,
              status: t(statusLabelId(action.to)),
            }),
          );
          setSelected(new Set());
          setPending(null);
        },
        // All or nothing: nothing changed; the reason names the application that stopped it.
        onError: (error) => {
          // The server points at the refused one (/data/attributes/ids/<index>): name it.
          const index = isApiError(error)
            ? /\/ids\/(\d+)$/.exec(error.errors[0]?.source?.pointer ?? '')?.[1]
            : undefined;
          const row = index === undefined ? undefined : rows.find((r) => r.id === ids[+index]);
          const who = row
            ? `${row.volunteerName ?? row.volunteerEmail} (${vacancyTitle(row)}): `
            : '';
          toast.error(`${t('applications.bulk.failed')} ${who}${describeError(intl, error)}`);
          setPending(null);
        },
      },
    );
  };

  const pendingRows = pending ? rows.filter((r) => pending.ids.includes(r.id)) : [];

  return (
    <>
      <StatusFilter
        value={tab}
        counts={counts}
        panelId={`${id}-panel`}
        onChange={(status) => setQuery({ status })}
      />
      <div
        id={`${id}-panel`}
        role={wide ? 'tabpanel' : undefined}
        aria-labelledby={wide ? `${id}-${tab}` : undefined}
      >
        {vacancyId ? (
          <p className={styles.filterNote} data-testid="vacancy-filter">
            {t('applications.filteredByVacancy', {
              vacancy: rows[0] ? vacancyTitle(rows[0]) : t('applications.thisVacancy'),
            })}
            <Button
              size="small"
              appearance="subtle"
              icon={<DismissRegular />}
              onClick={() => setQuery({ vacancy: null })}
            >
              {t('applications.clearVacancy')}
            </Button>
          </p>
        ) : null}
        <DataTable<Application>
          label={t('applications.tableLabel')}
          data-testid="applications-table"
          mode="server"
          columns={columns}
          rows={rows}
          total={list.data?.total ?? 0}
          getRowId={(a) => a.id}
          state={state}
          onStateChange={(next) => {
            setState(next);
            setSelected(new Set());
          }}
          loading={list.isPending}
          error={list.isError ? <ErrorMessage error={list.error} /> : undefined}
          empty={t('applications.empty')}
          selection={{ selected, onChange: setSelected }}
          bulkActions={(ids) => {
            const actions = getBulkActions(rows.filter((r) => ids.includes(r.id)));
            if (actions.length === 0) return <span>{t('applications.bulk.none')}</span>;
            return actions.map((action) => (
              <Button
                key={action.to}
                appearance={action.appearance}
                disabledFocusable={gate.offline || bulk.isPending}
                aria-describedby={gate.describedBy}
                onClick={() => setPending({ action, ids })}
              >
                {t(action.labelId)}
              </Button>
            ));
          }}
        />
      </div>
      <StatusDialog
        action={pending?.action ?? null}
        busy={bulk.isPending}
        onConfirm={confirmBulk}
        onCancel={() => setPending(null)}
      >
        <p>
          {pending
            ? t('applications.bulk.summary', {
                count: pending.ids.length,
                status: t(statusLabelId(pending.action.to)),
              })
            : null}
        </p>
        <ul className={styles.summary} data-testid="bulk-summary">
          {pendingRows.map((r) => (
            <li key={r.id}>
              {r.volunteerName ?? r.volunteerEmail} — {vacancyTitle(r)}
            </li>
          ))}
        </ul>
      </StatusDialog>
    </>
  );
}
