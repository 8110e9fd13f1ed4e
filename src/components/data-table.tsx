// The shared admin table (DESIGN.md sections 1 and 9): a Fluent DataGrid with a search box,
// sortable columns, paging with a page-size choice and row selection for bulk actions; below
// `md` the same rows become a list of cards. Generic over its rows, and either 'client' (all rows
// here: search, sort and paging happen in the browser) or 'server' (rows are the current page).
import {
  Button,
  Card,
  Checkbox,
  DataGrid,
  DataGridBody,
  DataGridCell,
  DataGridHeader,
  DataGridHeaderCell,
  DataGridRow,
  Field,
  SearchBox,
  Select,
  Spinner,
  Text,
  createTableColumn,
  makeStyles,
  mergeClasses,
  tokens,
  type DataGridProps,
  type TableColumnDefinition,
} from '@fluentui/react-components';
import {
  ChevronDoubleLeftRegular,
  ChevronDoubleRightRegular,
  ChevronLeftRegular,
  ChevronRightRegular,
} from '@fluentui/react-icons';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useMinWidth } from '../lib/breakpoints';

export type SortDirection = 'ascending' | 'descending';

export interface DataTableColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Sortable: in 'client' mode the rows are sorted with it; in 'server' mode any value enables sorting. */
  compare?: (a: T, b: T) => number;
  /** 'title' heads the card in the list layout; 'hidden' leaves the column out of it. */
  list?: 'title' | 'field' | 'hidden';
  /** The cell holds links or buttons: the grid lets Enter move focus into it. */
  interactive?: boolean;
}

export interface DataTableSort {
  columnId: string;
  direction: SortDirection;
}

export interface DataTableState {
  search: string;
  sort: DataTableSort | null;
  /** 1-based. */
  page: number;
  pageSize: number;
}

export const DEFAULT_PAGE_SIZES = [10, 25, 50, 100] as const;

export function createDataTableState(initial: Partial<DataTableState> = {}): DataTableState {
  return { search: '', sort: null, page: 1, pageSize: 25, ...initial };
}

/** Table state in React state; the usual companion of a DataTable. */
export function useDataTableState(initial: Partial<DataTableState> = {}) {
  return useState<DataTableState>(() => createDataTableState(initial));
}

/** The `sort` query parameter of a JSON:API list for a table state (`-name` for descending). */
export function toSortParam(sort: DataTableSort | null, map: Record<string, string> = {}) {
  if (!sort) return undefined;
  const field = map[sort.columnId] ?? sort.columnId;
  return sort.direction === 'descending' ? `-${field}` : field;
}

/**
 * What a 'client' table shows: rows filtered by the search (case- and accent-insensitive),
 * sorted by the chosen column and cut to the page. Exported for tests and for pages that need
 * the visible rows themselves.
 */
export function applyClientTable<T>(
  rows: readonly T[],
  columns: readonly DataTableColumn<T>[],
  state: DataTableState,
  searchText?: (row: T) => string,
): { rows: T[]; total: number } {
  const needle = normalizeSearch(state.search);
  let out =
    needle && searchText
      ? rows.filter((r) => normalizeSearch(searchText(r)).includes(needle))
      : [...rows];
  const column = state.sort ? columns.find((c) => c.id === state.sort!.columnId) : undefined;
  if (column?.compare) {
    const sign = state.sort!.direction === 'descending' ? -1 : 1;
    out = out.sort((a, b) => sign * column.compare!(a, b));
  }
  const total = out.length;
  const start = (Math.max(1, state.page) - 1) * state.pageSize;
  return { rows: out.slice(start, start + state.pageSize), total };
}

function normalizeSearch(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** Text comparison the way Dutch readers expect ('van Dijk' sorts among the v's, Zoë after Zoe). */
export function compareText(a: string | null | undefined, b: string | null | undefined): number {
  return (a ?? '').localeCompare(b ?? '', 'nl', { sensitivity: 'base', numeric: true });
}

export interface DataTableSelection {
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
}

export interface DataTableProps<T> {
  /** The table's accessible name (and the list's, below md). */
  label: string;
  columns: DataTableColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => string;
  state: DataTableState;
  onStateChange: (state: DataTableState) => void;
  mode?: 'client' | 'server';
  /** 'server' mode: the number of rows over all pages (`meta.total`). */
  total?: number;
  /** Shows the search box; in 'client' mode the text of a row that the search looks in. */
  search?: { label: string; placeholder?: string; searchText?: (row: T) => string };
  pageSizes?: readonly number[];
  selection?: DataTableSelection;
  /** Shown above the table while rows are selected (receives the selected ids). */
  bulkActions?: (selected: string[]) => ReactNode;
  /** Buttons or a menu for one row, in the last column (and at the bottom of each card). */
  rowActions?: (row: T) => ReactNode;
  /** Filters and other controls beside the search box. */
  toolbar?: ReactNode;
  loading?: boolean;
  /** Shown instead of the rows (for example a MessageBar with the error and a retry). */
  error?: ReactNode;
  /** Shown when there are no rows; defaults to a short sentence. */
  empty?: ReactNode;
  /** Milliseconds the search waits after the last keystroke. */
  searchDelayMs?: number;
  'data-testid'?: string;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
  },
  search: { flexGrow: 1, minWidth: '12rem', maxWidth: '28rem' },
  bulk: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorBrandBackground2,
    borderRadius: tokens.borderRadiusMedium,
  },
  gridWrap: {
    overflowX: 'auto',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  actionsCell: { justifyContent: 'flex-end', flexGrow: 0, flexBasis: 'auto', minWidth: '3rem' },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  card: { gap: tokens.spacingVerticalS },
  cardSelected: { outline: `2px solid ${tokens.colorBrandStroke1}` },
  cardHead: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  cardTitle: { flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere', paddingBlock: '6px' },
  fields: {
    display: 'grid',
    gridTemplateColumns: 'minmax(6rem, max-content) 1fr',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, minWidth: 0, overflowWrap: 'anywhere' },
  cardActions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    flexShrink: 0,
  },
  pager: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  pagerButtons: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  pageSize: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  empty: {
    padding: tokens.spacingHorizontalXL,
    textAlign: 'center',
    color: tokens.colorNeutralForeground2,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
  },
  srOnly: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});

const ACTIONS_COLUMN = '__actions';

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
  const styles = useStyles();
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
        <Spinner label={intl.formatMessage({ id: 'app.loading' })} />
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

function SearchField({
  label,
  placeholder,
  value,
  delayMs,
  onCommit,
}: {
  label: string;
  placeholder?: string;
  value: string;
  delayMs: number;
  onCommit: (value: string) => void;
}) {
  const styles = useStyles();
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const commit = useRef(onCommit);
  commit.current = onCommit;

  // A search reset from outside (a filter that clears it) shows in the box.
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text === committed.current) return;
    const timer = setTimeout(() => {
      committed.current = text;
      commit.current(text);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);

  return (
    <Field label={label} className={styles.search}>
      <SearchBox
        value={text}
        placeholder={placeholder}
        onChange={(_, data) => setText(data.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && text !== committed.current) {
            committed.current = text;
            commit.current(text);
          }
        }}
      />
    </Field>
  );
}

function SortSelect<T>({
  columns,
  state,
  onStateChange,
}: {
  columns: DataTableColumn<T>[];
  state: DataTableState;
  onStateChange: (state: DataTableState) => void;
}) {
  const intl = useIntl();
  const value = state.sort ? `${state.sort.columnId}:${state.sort.direction}` : '';
  return (
    <Field label={intl.formatMessage({ id: 'dataTable.sortBy' })}>
      <Select
        value={value}
        onChange={(_, data) => {
          if (!data.value) return onStateChange({ ...state, sort: null, page: 1 });
          const [columnId, direction] = data.value.split(':') as [string, SortDirection];
          onStateChange({ ...state, sort: { columnId, direction }, page: 1 });
        }}
      >
        <option value="">{intl.formatMessage({ id: 'dataTable.sortDefault' })}</option>
        {columns
          .filter((c) => c.compare)
          .flatMap((c) =>
            (['ascending', 'descending'] as const).map((direction) => (
              <option key={`${c.id}:${direction}`} value={`${c.id}:${direction}`}>
                {intl.formatMessage({ id: `dataTable.sort.${direction}` }, { column: c.header })}
              </option>
            )),
          )}
      </Select>
    </Field>
  );
}

const sortableCompare = (_a: unknown, _b: unknown) => 0;
const unsortableCompare = () => 0;

function GridView<T>({
  label,
  columns,
  rows,
  getRowId,
  state,
  onStateChange,
  selection,
  rowActions,
  selectedIds,
}: DataTableProps<T> & { selectedIds: string[] }) {
  const styles = useStyles();
  const intl = useIntl();

  // Fluent sorts by `compare`: the rows arrive sorted already, so every compare returns 0 and
  // only its arity tells Fluent whether the header is sortable.
  const gridColumns = useMemo<TableColumnDefinition<T>[]>(() => {
    const defs = columns.map((c) =>
      createTableColumn<T>({
        columnId: c.id,
        compare: c.compare ? sortableCompare : unsortableCompare,
        renderHeaderCell: () => c.header,
        renderCell: (row) => c.cell(row),
      }),
    );
    if (rowActions) {
      defs.push(
        createTableColumn<T>({
          columnId: ACTIONS_COLUMN,
          compare: unsortableCompare,
          renderHeaderCell: () => (
            <span className={styles.srOnly}>{intl.formatMessage({ id: 'dataTable.actions' })}</span>
          ),
          renderCell: (row) => rowActions(row),
        }),
      );
    }
    return defs;
  }, [columns, rowActions, intl, styles.srOnly]);

  const interactive = new Set(columns.filter((c) => c.interactive).map((c) => c.id));
  interactive.add(ACTIONS_COLUMN);
  const sortState: DataGridProps['sortState'] = {
    sortColumn: state.sort?.columnId,
    sortDirection: state.sort?.direction ?? 'ascending',
  };
  const titleColumn = columns.find((c) => c.list === 'title') ?? columns[0];

  return (
    <div className={styles.gridWrap}>
      <DataGrid
        items={rows as T[]}
        columns={gridColumns}
        getRowId={(row: T) => getRowId(row)}
        sortable
        sortState={sortState}
        onSortChange={(_, next) =>
          onStateChange({
            ...state,
            page: 1,
            sort: next.sortColumn
              ? { columnId: String(next.sortColumn), direction: next.sortDirection }
              : null,
          })
        }
        selectionMode={selection ? 'multiselect' : undefined}
        selectedItems={selection ? new Set(selectedIds) : undefined}
        onSelectionChange={(_, data) =>
          selection?.onChange(new Set([...data.selectedItems].map(String)))
        }
        focusMode="composite"
        aria-label={label}
      >
        <DataGridHeader>
          <DataGridRow
            selectionCell={
              selection
                ? {
                    checkboxIndicator: {
                      'aria-label': intl.formatMessage({ id: 'dataTable.selectAll' }),
                    },
                  }
                : undefined
            }
          >
            {({ renderHeaderCell, columnId }) => (
              <DataGridHeaderCell
                className={columnId === ACTIONS_COLUMN ? styles.actionsCell : undefined}
              >
                {renderHeaderCell()}
              </DataGridHeaderCell>
            )}
          </DataGridRow>
        </DataGridHeader>
        <DataGridBody<T>>
          {({ item, rowId }) => (
            <DataGridRow<T>
              key={rowId}
              selectionCell={
                selection
                  ? {
                      checkboxIndicator: {
                        'aria-label': intl.formatMessage(
                          { id: 'dataTable.selectRow' },
                          { name: textOf(titleColumn?.cell(item)) },
                        ),
                      },
                    }
                  : undefined
              }
            >
              {({ renderCell, columnId }) => (
                <DataGridCell
                  focusMode={interactive.has(String(columnId)) ? 'group' : 'cell'}
                  className={columnId === ACTIONS_COLUMN ? styles.actionsCell : undefined}
                >
                  {renderCell(item)}
                </DataGridCell>
              )}
            </DataGridRow>
          )}
        </DataGridBody>
      </DataGrid>
    </div>
  );
}

/** Plain text of a rendered cell, for accessible names of checkboxes. */
function textOf(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join(' ').trim();
  if (typeof node === 'object' && 'props' in node) {
    return textOf((node.props as { children?: ReactNode }).children);
  }
  return '';
}

function ListView<T>({
  label,
  columns,
  rows,
  getRowId,
  selection,
  rowActions,
  selectedIds,
}: DataTableProps<T> & { selectedIds: string[] }) {
  const styles = useStyles();
  const intl = useIntl();
  const titleColumn = columns.find((c) => c.list === 'title') ?? columns[0];
  const fieldColumns = columns.filter((c) => c !== titleColumn && c.list !== 'hidden');
  const selected = new Set(selectedIds);
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(getRowId(r)));
  const someSelected = rows.some((r) => selected.has(getRowId(r)));

  return (
    <>
      {selection ? (
        <Checkbox
          label={intl.formatMessage({ id: 'dataTable.selectAll' })}
          checked={allSelected ? true : someSelected ? 'mixed' : false}
          onChange={() => {
            const next = new Set(selected);
            for (const r of rows) {
              if (allSelected) next.delete(getRowId(r));
              else next.add(getRowId(r));
            }
            selection.onChange(next);
          }}
        />
      ) : null}
      <ul className={styles.list} aria-label={label} data-layout="list">
        {rows.map((row) => {
          const id = getRowId(row);
          const title = titleColumn ? titleColumn.cell(row) : id;
          const isSelected = selected.has(id);
          return (
            <li key={id}>
              <Card className={mergeClasses(styles.card, isSelected && styles.cardSelected)}>
                <div className={styles.cardHead}>
                  {selection ? (
                    <Checkbox
                      aria-label={intl.formatMessage(
                        { id: 'dataTable.selectRow' },
                        { name: textOf(title) },
                      )}
                      checked={isSelected}
                      onChange={(_, data) => {
                        const next = new Set(selected);
                        if (data.checked) next.add(id);
                        else next.delete(id);
                        selection.onChange(next);
                      }}
                    />
                  ) : null}
                  <Text as="h3" weight="semibold" size={400} className={styles.cardTitle}>
                    {title}
                  </Text>
                  {rowActions ? <div className={styles.cardActions}>{rowActions(row)}</div> : null}
                </div>
                {fieldColumns.length > 0 ? (
                  <dl className={styles.fields}>
                    {fieldColumns.map((c) => (
                      <ListField key={c.id} term={c.header} styles={styles}>
                        {c.cell(row)}
                      </ListField>
                    ))}
                  </dl>
                ) : null}
              </Card>
            </li>
          );
        })}
      </ul>
    </>
  );
}

function ListField({
  term,
  children,
  styles,
}: {
  term: string;
  children: ReactNode;
  styles: ReturnType<typeof useStyles>;
}) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </>
  );
}

function Pager({
  state,
  total,
  pageCount,
  pageSizes,
  onStateChange,
  label,
}: {
  state: DataTableState;
  total: number;
  pageCount: number;
  pageSizes: readonly number[];
  onStateChange: (state: DataTableState) => void;
  label: string;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const selectId = useId();
  const page = Math.min(state.page, pageCount);
  const from = total === 0 ? 0 : (page - 1) * state.pageSize + 1;
  const to = Math.min(total, page * state.pageSize);
  const go = (next: number) => onStateChange({ ...state, page: next });
  const sizes = pageSizes.includes(state.pageSize) ? pageSizes : [...pageSizes, state.pageSize];

  return (
    <nav
      className={styles.pager}
      aria-label={intl.formatMessage({ id: 'dataTable.pagination' }, { table: label })}
    >
      <div className={styles.pageSize}>
        <label htmlFor={selectId}>{intl.formatMessage({ id: 'dataTable.pageSize' })}</label>
        <Select
          id={selectId}
          value={String(state.pageSize)}
          onChange={(_, data) => onStateChange({ ...state, pageSize: Number(data.value), page: 1 })}
        >
          {[...sizes]
            .sort((a, b) => a - b)
            .map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
        </Select>
      </div>
      <Text data-testid="data-table-range">
        {intl.formatMessage({ id: 'dataTable.range' }, { from, to, total })}
      </Text>
      <div className={styles.pagerButtons}>
        <Button
          appearance="subtle"
          icon={<ChevronDoubleLeftRegular />}
          aria-label={intl.formatMessage({ id: 'dataTable.firstPage' })}
          disabled={page <= 1}
          onClick={() => go(1)}
        />
        <Button
          appearance="subtle"
          icon={<ChevronLeftRegular />}
          aria-label={intl.formatMessage({ id: 'dataTable.previousPage' })}
          disabled={page <= 1}
          onClick={() => go(page - 1)}
        />
        <Text>{intl.formatMessage({ id: 'dataTable.pageOf' }, { page, pageCount })}</Text>
        <Button
          appearance="subtle"
          icon={<ChevronRightRegular />}
          aria-label={intl.formatMessage({ id: 'dataTable.nextPage' })}
          disabled={page >= pageCount}
          onClick={() => go(page + 1)}
        />
        <Button
          appearance="subtle"
          icon={<ChevronDoubleRightRegular />}
          aria-label={intl.formatMessage({ id: 'dataTable.lastPage' })}
          disabled={page >= pageCount}
          onClick={() => go(pageCount)}
        />
      </div>
    </nav>
  );
}
