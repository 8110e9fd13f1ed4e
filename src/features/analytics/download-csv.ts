// Saves rows as a CSV file through the one CSV writer (common/csv.ts: semicolons, a byte order
// mark for Excel, formula-like text kept as text).
import { toCsv, type CsvValue } from '../../../common/csv';
import { saveFile } from '../../lib/download-file';

export function downloadCsv(fileName: string, header: string[], rows: CsvValue[][]): void {
  saveFile(new Blob([toCsv(header, rows)], { type: 'text/csv;charset=utf-8' }), fileName);
}
