// A form's submissions as a spreadsheet (CSV or XLSX): one row per submission, one column per
// question of any version (the newest version's order, then questions only older versions had),
// headed by its label in the reader's language. Every answer is written as text: a value like
// '=1+1' stays text in both formats (the CSV writer quotes it, XLSX cells hold plain strings).
import type { FormField } from '../../../common/schemas/forms';
import { formatCatalogueMessage } from '../../lib/error-messages';
import { toCsv, type CsvValue } from '../../../common/csv';
import type { RequestCtx } from '../../lib/request-ctx';
import { formatAnswer, labelOf } from './answers';
import { listVersions } from './repo';
import { loadFormView, requireFormManager } from './service';
import { listAllSubmissionViews } from './submissions-repo';

function formatDate(date: Date): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Amsterdam',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(date);
}

export interface SpreadsheetExport {
  filename: string;
  contentType: string;
  body: Buffer | string;
}

async function buildTable(ctx: RequestCtx, formId: string) {
  const { user, center } = requireFormManager(ctx);
  return ctx.withTenant(async (tx) => {
    const { form } = await loadFormView(tx, center.id, formId, user.id);
    const versions = await listVersions(tx, form.id);
    const columns: FormField[] = [];
    for (const version of versions) {
      for (const field of version.fields) {
        if (field.type !== 'heading' && !columns.some((c) => c.key === field.key)) {
          columns.push(field);
        }
      }
    }
    const locale = ctx.locale;
    const text = (id: string) => formatCatalogueMessage(locale, { id: `forms.export.${id}` });
    const words = {
      date: text('submittedAt'),
      version: text('version'),
      handled: text('handled'),
      erased: text('erased'),
    };
    const header = [
      words.date,
      words.version,
      words.handled,
      ...columns.map((c) => labelOf(c, locale)),
    ];
    const rows: CsvValue[][] = (await listAllSubmissionViews(tx, form.id)).map(
      ({ submission, version }) => [
        formatDate(submission.createdAt),
        version,
        submission.handledAt ? formatDate(submission.handledAt) : '',
        ...columns.map((c) =>
          submission.erasedAt ? words.erased : formatAnswer(c, submission.answers[c.key], locale),
        ),
      ],
    );
    const slug =
      form.titleNl
        .toLowerCase()
        .normalize('NFKD')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .slice(0, 60) || 'formulier';
    return { header, rows, slug };
  });
}

export async function exportSubmissions(
  ctx: RequestCtx,
  formId: string,
  format: 'csv' | 'xlsx',
): Promise<SpreadsheetExport> {
  const { header, rows, slug } = await buildTable(ctx, formId);
  if (format === 'csv') {
    return {
      filename: `${slug}.csv`,
      contentType: 'text/csv; charset=utf-8',
      body: toCsv(header, rows),
    };
  }
  // Loaded on the first export only: the package is large and most requests never need it.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(slug.slice(0, 31));
  sheet.addRow(header).font = { bold: true };
  for (const row of rows) {
    sheet.addRow(row.map((value) => (value === null || value === undefined ? '' : String(value))));
  }
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  sheet.columns.forEach((column, index) => {
    const longest = Math.max(
      String(header[index] ?? '').length,
      ...rows.map((r) => String(r[index] ?? '').length),
    );
    column.width = Math.min(60, Math.max(10, longest + 2));
  });
  const body = Buffer.from(await workbook.xlsx.writeBuffer());
  return {
    filename: `${slug}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body,
  };
}
