// The data viewer (/admin/data-viewer): an admin browses the tenant's organizations, users,
// vacancies, applications, activities and form submissions (or one center's), a center admin
// those of their centers. A center outside the reader's reach is a 404, like one that does not
// exist. Every CSV export is written to the audit log in the transaction that reads it.
import {
  DATA_VIEWER_MAX_EXPORT,
  type DataViewerDataset,
  type DataViewerQuery,
} from '../../../common/schemas/data-viewer';
import { toCsv, type CsvValue } from '../../../common/csv';
import { createNotFoundError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit';
import { formatCatalogueMessage } from '../../lib/error-messages';
import { assertAllowed, getAdministeredCenterIds, isAdmin } from '../../lib/permissions';
import type { RequestCtx } from '../../lib/request-ctx';
import { requireSignedIn } from '../../lib/require-signed-in';
import { countDataRows, readDataRows, type DataRows } from './datasets-sql';

/** The centers the reader may look into with this query (null: the whole tenant). */
function resolveCenters(ctx: RequestCtx, query: DataViewerQuery): string[] | null {
  const user = requireSignedIn(ctx);
  const administered = getAdministeredCenterIds(user);
  assertAllowed(
    isAdmin(user) || administered.length > 0,
    'The data viewer is for administrators and center administrators.',
  );
  if (isAdmin(user)) return query.centerId ? [query.centerId] : null;
  if (query.centerId && !administered.includes(query.centerId)) {
    throw createNotFoundError(`There is no volunteer center ${query.centerId} among yours.`, {
      parameter: 'filter[center_id]',
    });
  }
  return query.centerId ? [query.centerId] : administered;
}

export async function getDataRows(
  ctx: RequestCtx,
  dataset: DataViewerDataset,
  query: DataViewerQuery,
): Promise<DataRows> {
  const centers = resolveCenters(ctx, query);
  return ctx.withTenant(async (tx) => {
    const page = await readDataRows(tx, ctx.tenantId, dataset, centers, query, {
      limit: query.pageSize,
      offset: (query.pageNumber - 1) * query.pageSize,
    });
    // A page past the last still says how many rows there are.
    if (page.rows.length === 0 && query.pageNumber > 1) {
      return { rows: [], total: await countDataRows(tx, ctx.tenantId, dataset, centers, query) };
    }
    return page;
  });
}

function formatCell(value: unknown): CsvValue {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    return new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Amsterdam',
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(value);
  }
  if (typeof value === 'number') return value;
  return String(value);
}

export interface DataExport {
  filename: string;
  body: string;
  rows: number;
}

/** The chosen columns of every row the filters find (at most DATA_VIEWER_MAX_EXPORT), as CSV. */
export async function exportDataRows(
  ctx: RequestCtx,
  dataset: DataViewerDataset,
  query: DataViewerQuery,
): Promise<DataExport> {
  const centers = resolveCenters(ctx, query);
  const user = ctx.currentUser!;
  return ctx.withTenant(async (tx) => {
    const { rows } = await readDataRows(tx, ctx.tenantId, dataset, centers, query, {
      limit: DATA_VIEWER_MAX_EXPORT,
      offset: 0,
    });
    const label = (key: string) =>
      formatCatalogueMessage(ctx.locale, { id: `dataViewer.column.${dataset}.${key}` });
    const header = query.fields.map(label);
    const body = toCsv(
      header,
      rows.map((r) => query.fields.map((k) => formatCell(r.values[k]))),
    );
    await recordAuditEvent(tx, {
      tenantId: ctx.tenantId,
      actorId: user.id,
      impersonatorId: user.impersonatorId,
      action: 'data.exported',
      subjectType: 'data_viewer',
      subjectId: null,
      details: {
        dataset,
        rows: rows.length,
        columns: query.fields,
        center_ids: centers,
        filters: {
          q: query.search ?? null,
          status: query.status ?? null,
          from: query.from ?? null,
          to: query.to ?? null,
        },
      },
      ip: ctx.ip,
    });
    const name = formatCatalogueMessage(ctx.locale, { id: `dataViewer.dataset.${dataset}` });
    const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Amsterdam' }).format(ctx.now);
    return { filename: `${name}-${day}.csv`, body, rows: rows.length };
  });
}
