// /admin/data-viewer: an admin browses the tenant's data (a center admin their center's) in one
// grid: choose the set, search, filter on status and creation date (and, for an admin of several
// centers, the center), sort any column, choose the columns, page through, and download what is
// chosen as CSV. The server writes every download to the audit log; the page says so.
import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  Select,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, DismissRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'wouter';
import { toCamel } from '../../../../common/case';
import {
  DATA_VIEWER_COLUMNS,
  DATA_VIEWER_DATASETS,
  DATA_VIEWER_STATUSES,
  type DataViewerDataset,
} from '../../../../common/schemas/data-viewer';
import { CenterSelect } from '../../../components/center-select';
import { DateRangeFields, type DateRange } from '../../../components/date-range-fields';
import {
  DataTable,
  toSortParam,
  useDataTableState,
  type DataTableColumn,
} from '../../../components/data-table';
import { ErrorMessage } from '../../../components/error-message';
import { PageFrame } from '../../../components/page-frame';
import { useDownload } from '../../../lib/download-file';
import { useNetworkGate } from '../../../lib/offline/needs-network';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { useT } from '../../../lib/use-t';
import { useCenterChoices } from '../../../lib/volunteer-centers';
import { useDataRows, type DataRow } from '../api/get-data-rows';
import { ColumnChooser } from '../components/column-chooser';
import { formatCell, statusLabel } from '../cells';

const useStyles = makeStyles({
  filters: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
  },
  select: { minWidth: '11rem' },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  total: { color: tokens.colorNeutralForeground2 },
  number: { fontVariantNumeric: 'tabular-nums' },
  muted: { color: tokens.colorNeutralForeground3 },
});

function readDataset(value: string | null): DataViewerDataset {
  return (DATA_VIEWER_DATASETS as readonly string[]).includes(value ?? '')
    ? (value as DataViewerDataset)
    : 'organizations';
}

export default function DataViewerPage() {
  const styles = useStyles();
  const intl = useIntl();
  const t = useT();
  const gate = useNetworkGate();
  const { roles } = useCurrentUser();
  const admin = roles.some((r) => r.name === 'admin');
  const allowed = admin || roles.some((r) => r.name === 'center_admin');
  const [params, setParams] = useSearchParams();
  const dataset = readDataset(params.get('set'));
  const columns = DATA_VIEWER_COLUMNS[dataset];
  const statuses = DATA_VIEWER_STATUSES[dataset] ?? [];
  const [state, setState] = useDataTableState({ pageSize: 25 });
  const [status, setStatus] = useState('');
  const [period, setPeriod] = useState<DateRange>({ from: '', to: '' });
  const [centerId, setCenterId] = useState('');
  const [chosenBySet, setChosenBySet] = useState<Partial<Record<DataViewerDataset, string[]>>>({});
  const chosen = chosenBySet[dataset] ?? columns.map((c) => c.key);
  const centers = useCenterChoices(admin);
  const download = useDownload();
  const [downloaded, setDownloaded] = useState<string | null>(null);

  const filters: Record<string, string> = {};
  if (state.search.trim()) filters['filter[q]'] = state.search.trim();
  if (status) filters['filter[status]'] = status;
  if (period.from) filters['filter[from]'] = period.from;
  if (period.to) filters['filter[to]'] = period.to;
  if (centerId) filters['filter[center_id]'] = centerId;
  const sort = toSortParam(state.sort);
  if (sort) filters.sort = sort;
  const query = {
    ...filters,
    fields: chosen.join(','),
    'page[number]': String(state.page),
    'page[size]': String(state.pageSize),
  };
  const rows = useDataRows(dataset, query);

  const label = (key: string) => t(`dataViewer.column.${dataset}.${key}`);
  const tableColumns = useMemo<DataTableColumn<DataRow>[]>(
    () =>
      columns
        .filter((c) => chosen.includes(c.key))
        .map((c, i) => ({
          id: c.key,
          header: label(c.key),
          list: i === 0 ? 'title' : 'field',
          // The server sorts: any compare marks the column sortable.
          compare: () => 0,
          cell: (row: DataRow) => {
            const text = formatCell(dataset, c, row[toCamel(c.key)], intl, t);
            return text === '' ? (
              <span className={styles.muted}>–</span>
            ) : c.kind === 'number' ? (
              <span className={styles.number}>{text}</span>
            ) : (
              text
            );
          },
        })),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [columns, chosen, dataset, intl],
  );

  if (!allowed) {
    return (
      <PageFrame title={t('route.dataViewer')}>
        <MessageBar intent="info">
          <MessageBarBody>{t('dataViewer.notAllowed')}</MessageBarBody>
        </MessageBar>
      </PageFrame>
    );
  }

  const chooseDataset = (next: string) => {
    const nextParams = new URLSearchParams(params);
    nextParams.set('set', next);
    setParams(nextParams, { replace: true });
    setStatus('');
    setState({ ...state, page: 1, sort: null });
  };
  const resetPage = () => setState({ ...state, page: 1 });
  const anyFilter = Boolean(status || period.from || period.to || centerId || state.search);
  const clear = () => {
    setStatus('');
    setPeriod({ from: '', to: '' });
    setCenterId('');
    setState({ ...state, search: '', page: 1 });
  };
  const startDownload = () => {
    setDownloaded(null);
    const search = new URLSearchParams({ ...filters, fields: chosen.join(',') });
    download.mutate(
      {
        path: `/data_viewer/${dataset}/export?${search.toString()}`,
        fallbackName: `${t(`dataViewer.dataset.${dataset}`)}.csv`,
      },
      { onSuccess: (name) => setDownloaded(name) },
    );
  };

  return (
    <PageFrame
      title={t('route.dataViewer')}
      intro={t('dataViewer.intro', {
        scope: t(admin ? 'dataViewer.scope.tenant' : 'dataViewer.scope.center'),
      })}
      actions={
        <div className={styles.actions}>
          <ColumnChooser
            columns={columns.map((c) => ({ key: c.key, label: label(c.key) }))}
            chosen={chosen}
            onChange={(next) => setChosenBySet({ ...chosenBySet, [dataset]: next })}
          />
          <Button
            appearance="primary"
            icon={<ArrowDownloadRegular />}
            disabledFocusable={gate.offline || download.isPending}
            aria-describedby={gate.describedBy}
            onClick={startDownload}
            data-testid="data-viewer-download"
          >
            {download.isPending ? t('dataViewer.downloading') : t('dataViewer.download')}
          </Button>
        </div>
      }
    >
      {gate.hint}
      {downloaded ? (
        <MessageBar intent="success" data-testid="data-viewer-downloaded">
          <MessageBarBody>{t('dataViewer.downloaded', { name: downloaded })}</MessageBarBody>
        </MessageBar>
      ) : null}
      {download.isError ? <ErrorMessage error={download.error} /> : null}
      <DataTable
        label={t(`dataViewer.dataset.${dataset}`)}
        columns={tableColumns}
        rows={rows.data?.rows ?? []}
        getRowId={(r) => r.id}
        state={state}
        onStateChange={setState}
        mode="server"
        total={rows.data?.total ?? 0}
        loading={rows.isPending}
        error={rows.isError && !rows.data ? <ErrorMessage error={rows.error} /> : undefined}
        empty={t('dataViewer.empty')}
        search={{ label: t('dataViewer.search') }}
        data-testid="data-viewer-table"
        toolbar={
          <div className={styles.filters}>
            <Field label={t('dataViewer.dataset.label')}>
              <Select
                className={styles.select}
                value={dataset}
                onChange={(_, d) => chooseDataset(d.value)}
                data-testid="data-viewer-dataset"
              >
                {DATA_VIEWER_DATASETS.map((d) => (
                  <option key={d} value={d}>
                    {t(`dataViewer.dataset.${d}`)}
                  </option>
                ))}
              </Select>
            </Field>
            {statuses.length > 0 ? (
              <Field label={t('dataViewer.status')}>
                <Select
                  className={styles.select}
                  value={status}
                  onChange={(_, d) => {
                    setStatus(d.value);
                    resetPage();
                  }}
                >
                  <option value="">{t('dataViewer.status.all')}</option>
                  {statuses.map((s) => (
                    <option key={s} value={s}>
                      {statusLabel(dataset, s, t)}
                    </option>
                  ))}
                </Select>
              </Field>
            ) : null}
            <DateRangeFields
              value={period}
              onChange={(next) => {
                setPeriod(next);
                resetPage();
              }}
              fromLabel={t('dataViewer.from')}
              toLabel={t('dataViewer.to')}
            />
            {admin ? (
              <CenterSelect
                label={t('dataViewer.center')}
                allLabel={t('dataViewer.center.all')}
                centers={centers.data}
                value={centerId}
                onChange={(id) => {
                  setCenterId(id ?? '');
                  resetPage();
                }}
                className={styles.select}
              />
            ) : null}
            {anyFilter ? (
              <Button appearance="subtle" icon={<DismissRegular />} onClick={clear}>
                {t('dataViewer.clear')}
              </Button>
            ) : null}
            {rows.data ? (
              <span className={styles.total} aria-live="polite" data-testid="data-viewer-total">
                {t('dataViewer.total', { count: rows.data.total })}
              </span>
            ) : null}
          </div>
        }
      />
    </PageFrame>
  );
}
