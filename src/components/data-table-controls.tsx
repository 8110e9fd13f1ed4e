// The controls around the shared data table: the search box (committed after a pause or on
// Enter), the sort choice of the card list and the pager with its page-size choice.
import { Button, Field, SearchBox, Select, Text } from '@fluentui/react-components';
import {
  ChevronDoubleLeftRegular,
  ChevronDoubleRightRegular,
  ChevronLeftRegular,
  ChevronRightRegular,
} from '@fluentui/react-icons';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { DataTableColumn, DataTableState, SortDirection } from './data-table-model';
import { useDataTableStyles } from './data-table-styles';

export function SearchField({
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
  const styles = useDataTableStyles();
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

export function SortSelect<T>({
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

export function Pager({
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
  const styles = useDataTableStyles();
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
