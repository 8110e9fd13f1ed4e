// GET /api/v1/data_viewer/{dataset}: a page of rows with the reader's filters and sort. The rows
// on screen stay while the next page or filter loads.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataViewerDataset } from '../../../../common/schemas/data-viewer';
import { useAppContext } from '../../../lib/app-context';
import { dataViewerKeys } from '../keys';

export type DataRow = { id: string; type: string } & Record<string, unknown>;

export interface DataRowsPage {
  rows: DataRow[];
  total: number;
}

export function useDataRows(dataset: DataViewerDataset, query: Record<string, string>) {
  const { api } = useAppContext();
  return useQuery({
    queryKey: dataViewerKeys.rows(api.context().tenant, dataset, query),
    queryFn: async ({ signal }): Promise<DataRowsPage> => {
      const result = await api.get<DataRow[]>(`/data_viewer/${dataset}`, { query, signal });
      const meta = (result.meta ?? {}) as { total?: number };
      return { rows: Array.isArray(result.data) ? result.data : [], total: meta.total ?? 0 };
    },
    placeholderData: keepPreviousData,
  });
}
