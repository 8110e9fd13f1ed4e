// The data viewer's cells in the reader's language: statuses in the lists' own words, numbers and
// dates formatted for the locale (Dutch time), the rest as stored.
import type { IntlShape } from 'react-intl';
import type { DataViewerColumn, DataViewerDataset } from '../../../common/schemas/data-viewer';

/** The label of a stored status in the reader's language (the lists' own words where they exist). */
export function statusLabel(dataset: DataViewerDataset, value: string, t: (id: string) => string) {
  const prefix: Partial<Record<DataViewerDataset, string>> = {
    organizations: 'organizations.status',
    users: 'users.status',
    vacancies: 'vacancyManage.status',
    applications: 'applications.status',
    activities: 'dataViewer.activityStatus',
  };
  return prefix[dataset] ? t(`${prefix[dataset]}.${value}`) : value;
}

export function formatCell(
  dataset: DataViewerDataset,
  column: DataViewerColumn,
  value: unknown,
  intl: IntlShape,
  t: (id: string) => string,
): string {
  if (value === null || value === undefined || value === '') return '';
  switch (column.kind) {
    case 'status':
      return statusLabel(dataset, String(value), t);
    case 'number':
      return intl.formatNumber(Number(value));
    case 'date':
    case 'datetime':
      return intl.formatDate(String(value), {
        dateStyle: 'medium',
        ...(column.kind === 'datetime' ? { timeStyle: 'short' } : {}),
        timeZone: 'Europe/Amsterdam',
      });
    default:
      return String(value);
  }
}
