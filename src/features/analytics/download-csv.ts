// Saves rows as a CSV file through the one CSV writer (common/csv.ts: semicolons, a byte order
// mark for Excel, formula-like text kept as text).
import { toCsv, type CsvValue } from '../../../common/csv';

export function downloadCsv(fileName: string, header: string[], rows: CsvValue[][]): void {
  const blob = new Blob([toCsv(header, rows)], { type: 'text/csv;charset=utf-8' });
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(href), 1000);
}
