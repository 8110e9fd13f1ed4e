import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/en.json';
import {
  DataTable,
  applyClientTable,
  compareText,
  createDataTableState,
  toSortParam,
  type DataTableColumn,
  type DataTableState,
} from './data-table';

interface Row {
  id: string;
  name: string;
  hours: number;
}

const ROWS: Row[] = Array.from({ length: 30 }, (_, i) => ({
  id: `r${i + 1}`,
  name: `Vrijwilliger ${String(i + 1).padStart(2, '0')}`,
  hours: (i * 7) % 11,
}));

const COLUMNS: DataTableColumn<Row>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: (r) => r.name,
    compare: (a, b) => compareText(a.name, b.name),
    list: 'title',
  },
  {
    id: 'hours',
    header: 'Hours',
    cell: (r) => String(r.hours),
    compare: (a, b) => a.hours - b.hours,
  },
];

/** jsdom has no matchMedia: pretend the viewport is `width` pixels wide. */
function setViewportWidth(width: number) {
  window.matchMedia = vi.fn((query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return {
      matches: min ? width >= Number(min[1]) : false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  });
}

function Harness({
  initial,
  onChange,
  selectable = false,
}: {
  initial?: Partial<DataTableState>;
  onChange?: (s: DataTableState) => void;
  selectable?: boolean;
}) {
  const [state, setState] = useState(() => createDataTableState({ pageSize: 10, ...initial }));
  const [selected, setSelected] = useState<Set<string>>(new Set());
  return (
    <DataTable<Row>
      label="Volunteers"
      columns={COLUMNS}
      rows={ROWS}
      getRowId={(r) => r.id}
      state={state}
      onStateChange={(s) => {
        setState(s);
        onChange?.(s);
      }}
      search={{ label: 'Search', searchText: (r) => r.name }}
      searchDelayMs={0}
      selection={selectable ? { selected, onChange: setSelected } : undefined}
      bulkActions={(ids) => <span data-testid="bulk">{ids.join(',')}</span>}
    />
  );
}

function renderTable(props: Parameters<typeof Harness>[0] = {}) {
  return render(
    <IntlProvider locale="en" messages={en}>
      <FluentProvider theme={webLightTheme}>
        <Harness {...props} />
      </FluentProvider>
    </IntlProvider>,
  );
}

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(cleanup);

describe('applyClientTable', () => {
  it('searches ignoring case and accents, sorts, then pages', () => {
    const rows = [
      { id: '1', name: 'Zoë', hours: 2 },
      { id: '2', name: "van 't Hof", hours: 8 },
      { id: '3', name: 'Anna', hours: 4 },
    ];
    const state = createDataTableState({ sort: { columnId: 'hours', direction: 'descending' } });
    expect(applyClientTable(rows, COLUMNS, state, (r) => r.name).rows.map((r) => r.id)).toEqual([
      '2',
      '3',
      '1',
    ]);
    const found = applyClientTable(rows, COLUMNS, { ...state, search: 'zoe' }, (r) => r.name);
    expect(found).toEqual({ rows: [rows[0]], total: 1 });
    const paged = applyClientTable(ROWS, COLUMNS, createDataTableState({ page: 3, pageSize: 10 }));
    expect(paged.total).toBe(30);
    expect(paged.rows.map((r) => r.id)).toEqual(ROWS.slice(20, 30).map((r) => r.id));
  });

  it('gives the sort parameter of a JSON:API list', () => {
    expect(toSortParam(null)).toBeUndefined();
    expect(toSortParam({ columnId: 'name', direction: 'ascending' }, { name: 'last_name' })).toBe(
      'last_name',
    );
    expect(
      toSortParam({ columnId: 'createdAt', direction: 'descending' }, { createdAt: 'created_at' }),
    ).toBe('-created_at');
  });
});

describe('DataTable on a wide screen', () => {
  beforeEach(() => setViewportWidth(1280));

  it('draws a grid, sorts by a clicked header and says so with aria-sort', () => {
    const onChange = vi.fn();
    renderTable({ onChange });
    const grid = screen.getByRole('grid', { name: 'Volunteers' });
    const header = within(grid).getByRole('columnheader', { name: /Hours/ });
    fireEvent.click(within(header).getByRole('button'));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ sort: { columnId: 'hours', direction: 'ascending' }, page: 1 }),
    );
    expect(
      within(grid).getByRole('columnheader', { name: /Hours/ }).getAttribute('aria-sort'),
    ).toBe('ascending');
    const firstCells = within(grid)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('gridcell')[1]!.textContent);
    expect(firstCells).toEqual([...firstCells].sort((a, b) => Number(a) - Number(b)));
    fireEvent.click(
      within(within(grid).getByRole('columnheader', { name: /Hours/ })).getByRole('button'),
    );
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ sort: { columnId: 'hours', direction: 'descending' } }),
    );
  });

  it('pages with the buttons and the page-size choice', () => {
    renderTable();
    expect(screen.getByTestId('data-table-range').textContent).toContain('1–10 of 30');
    expect(screen.getAllByRole('row')).toHaveLength(11);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByTestId('data-table-range').textContent).toContain('11–20 of 30');
    expect(screen.getByText('Vrijwilliger 11')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.change(screen.getByLabelText('Rows per page'), { target: { value: '25' } });
    expect(screen.getByTestId('data-table-range').textContent).toContain('1–25 of 30');
    expect(screen.getAllByRole('row')).toHaveLength(26);
  });

  it('searches after typing and goes back to page 1', async () => {
    renderTable({ initial: { page: 2 } });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'liger 07' } });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 5));
    });
    expect(screen.getByTestId('data-table-range').textContent).toContain('1–1 of 1');
    expect(screen.getByText('Vrijwilliger 07')).toBeTruthy();
  });

  it('selects rows for bulk actions', () => {
    renderTable({ selectable: true });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Vrijwilliger 02' }));
    expect(screen.getByTestId('bulk').textContent).toContain('r2');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.getByTestId('bulk').textContent?.split(',')).toHaveLength(10);
  });
});

describe('DataTable below md', () => {
  beforeEach(() => setViewportWidth(390));

  it('shows a list of cards with the title column as heading and a sort choice', () => {
    const onChange = vi.fn();
    renderTable({ onChange, selectable: true });
    expect(screen.queryByRole('grid')).toBeNull();
    const list = screen.getByRole('list', { name: 'Volunteers' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(within(items[0]!).getByRole('heading', { name: 'Vrijwilliger 01' })).toBeTruthy();
    expect(within(items[0]!).getByText('Hours')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'name:descending' } });
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ sort: { columnId: 'name', direction: 'descending' } }),
    );
    expect(
      within(within(list).getAllByRole('listitem')[0]!).getByRole('heading').textContent,
    ).toContain('Vrijwilliger 30');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Vrijwilliger 30' }));
    expect(screen.getByTestId('bulk').textContent).toContain('r30');
  });
});
