// Types and pure helpers of the shared data table (data-table.tsx): columns, state and props, the
// JSON:API sort parameter, and what a 'client' table shows after search, sort and paging.
import type { ReactNode } from 'react';

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

/** Plain text of a rendered cell, for accessible names of checkboxes. */
export function textOf(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join(' ').trim();
  if (typeof node === 'object' && 'props' in node) {
    return textOf((node.props as { children?: ReactNode }).children);
  }
  return '';
}
