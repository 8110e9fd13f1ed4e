// The two layouts of the shared data table: a Fluent DataGrid from `md` up (sortable headers,
// row selection, arrow-key navigation) and a list of cards below it.
import {
  Card,
  Checkbox,
  DataGrid,
  DataGridBody,
  DataGridCell,
  DataGridHeader,
  DataGridHeaderCell,
  DataGridRow,
  Text,
  createTableColumn,
  mergeClasses,
  type DataGridProps,
  type TableColumnDefinition,
} from '@fluentui/react-components';
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { textOf, type DataTableProps } from './data-table-model';
import { useDataTableStyles } from './data-table-styles';

const ACTIONS_COLUMN = '__actions';

const sortableCompare = (_a: unknown, _b: unknown) => 0;
const unsortableCompare = () => 0;

export function GridView<T>({
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
  const styles = useDataTableStyles();
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

export function ListView<T>({
  label,
  columns,
  rows,
  getRowId,
  selection,
  rowActions,
  selectedIds,
}: DataTableProps<T> & { selectedIds: string[] }) {
  const styles = useDataTableStyles();
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
  styles: ReturnType<typeof useDataTableStyles>;
}) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </>
  );
}
