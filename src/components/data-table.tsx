// The shared admin table (DESIGN.md sections 1 and 9): a Fluent DataGrid with a search box,
// sortable columns, paging with a page-size choice and row selection for bulk actions; below
// `md` the same rows become a list of cards. Generic over its rows, and either 'client' (all rows
// here: search, sort and paging happen in the browser) or 'server' (rows are the current page).
import { Button, Text } from '@fluentui/react-components';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useMinWidth } from '../lib/breakpoints';
import { Pager, SearchField, SortSelect } from './data-table-controls';
import {
  DEFAULT_PAGE_SIZES,
  applyClientTable,
  createDataTableState,
  type DataTableProps,
  type DataTableState,
} from './data-table-model';
import { useDataTableStyles } from './data-table-styles';
import { GridView, ListView } from './data-table-views';

export {
  DEFAULT_PAGE_SIZES,
  applyClientTable,
  compareText,
  createDataTableState,
  toSortParam,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSelection,
  type DataTableSort,
  type DataTableState,
  type SortDirection,
} from './data-table-model';
import { PageSpinner } from './page-spinner';

/** Table state in React state; the usual companion of a DataTable. */
export function useDataTableState(initial: Partial<DataTableState> = {}) {
  return useState<DataTableState>(() => createDataTableState(initial));
}

export function DataTable<T>(props: DataTableProps<T>) {
  const {
    label,
    columns,
    rows,
    state,
    onStateChange,
    mode = 'client',
    search,
    pageSizes = DEFAULT_PAGE_SIZES,
    selection,
    bulkActions,
    toolbar,
    loading = false,
    error,
    empty,
    searchDelayMs = 300,
  } = props;
  const styles = useDataTableStyles();
  const intl = useIntl();
  const wide = useMinWidth('md');

  const visible = useMemo(
    () =>
      mode === 'client'
        ? applyClientTable(rows, columns, state, search?.searchText)
        : { rows: [...rows], total: props.total ?? rows.length },
    [mode, rows, columns, state, search?.searchText, props.total],
  );
  const pageCount = Math.max(1, Math.ceil(visible.total / state.pageSize));

  // A page beyond the last (after a search or a deletion) moves back to the last page.
  useEffect(() => {
    if (!loading && state.page > pageCount) onStateChange({ ...state, page: pageCount });
  }, [loading, pageCount, state, onStateChange]);

  const selectedIds = useMemo(() => [...(selection?.selected ?? [])], [selection?.selected]);

  return (
    <div className={styles.root} data-testid={props['data-testid']}>
      {search || toolbar ? (
        <div className={styles.toolbar}>
          {search ? (
            <SearchField
              label={search.label}
              placeholder={search.placeholder}
              value={state.search}
              delayMs={searchDelayMs}
              onCommit={(text) => onStateChange({ ...state, search: text, page: 1 })}
            />
          ) : null}
          {toolbar}
        </div>
      ) : null}

      {!wide && columns.some((c) => c.compare) ? (
        <SortSelect columns={columns} state={state} onStateChange={onStateChange} />
      ) : null}

      {selection && bulkActions && selectedIds.length > 0 ? (
        <div
          className={styles.bulk}
          role="group"
          aria-label={intl.formatMessage({ id: 'dataTable.bulkActions' })}
        >
          <Text weight="semibold">
            {intl.formatMessage({ id: 'dataTable.selectedCount' }, { count: selectedIds.length })}
          </Text>
          {bulkActions(selectedIds)}
          <Button appearance="subtle" onClick={() => selection.onChange(new Set())}>
            {intl.formatMessage({ id: 'dataTable.clearSelection' })}
          </Button>
        </div>
      ) : null}

      <div role="status" className={styles.srOnly}>
        {loading
          ? ''
          : intl.formatMessage({ id: 'dataTable.resultCount' }, { count: visible.total })}
      </div>

      {error ? (
        error
      ) : loading && visible.rows.length === 0 ? (
        <PageSpinner label={intl.formatMessage({ id: 'app.loading' })} />
      ) : visible.rows.length === 0 ? (
        <div className={styles.empty}>{empty ?? intl.formatMessage({ id: 'dataTable.empty' })}</div>
      ) : wide ? (
        <GridView {...props} rows={visible.rows} selectedIds={selectedIds} />
      ) : (
        <ListView {...props} rows={visible.rows} selectedIds={selectedIds} />
      )}

      {!error && visible.total > 0 ? (
        <Pager
          state={state}
          total={visible.total}
          pageCount={pageCount}
          pageSizes={pageSizes}
          onStateChange={onStateChange}
          label={label}
        />
      ) : null}
    </div>
  );
}
