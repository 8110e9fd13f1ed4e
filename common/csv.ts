// The one CSV writer for exports people open in a spreadsheet: semicolons (what Dutch Excel
// expects), a byte order mark so Excel reads UTF-8, quotes where a value needs them, and a value
// that a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) starts with
// an apostrophe, so a volunteer's name like '=HYPERLINK(...)' stays text (CSV injection).
export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function escapeCsvValue(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[";\r\n,]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: CsvValue[][]): string {
  const lines = [header, ...rows].map((row) => row.map(escapeCsvValue).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
