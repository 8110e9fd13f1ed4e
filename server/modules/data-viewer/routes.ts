// HTTP for the data viewer: a page of a dataset as JSON:API rows (type data_rows, the columns as
// attributes, meta.total), and the same filters as a CSV download (audited).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DATA_ROW_TYPE,
  DATA_VIEWER_DATASETS,
  dataViewerQuerySchema,
  readDataViewerQuery,
  type DataViewerDataset,
} from '../../../common/schemas/data-viewer';
import { createNotFoundError } from '../../lib/app-error';
import { requireUser } from '../../lib/current-user';
import { sendDocument } from '../../lib/jsonapi-reply';
import { buildRequestCtx } from '../../lib/request-ctx';
import { validateQueryParams } from '../../lib/request-validation';
import { sendDownload } from '../../lib/send-download';
import { exportDataRows, getDataRows } from './service';

type DatasetParams = { Params: { dataset: string } };

/** The dataset of the path and the query, checked against that dataset's columns. */
function readRequest(request: FastifyRequest<DatasetParams>) {
  requireUser(request);
  const dataset = readDataset(request.params.dataset);
  const query = readDataViewerQuery(
    dataset,
    validateQueryParams(dataViewerQuerySchema(dataset), request.query),
  );
  return { ctx: buildRequestCtx(request), dataset, query };
}

function readDataset(name: string): DataViewerDataset {
  if ((DATA_VIEWER_DATASETS as readonly string[]).includes(name)) return name as DataViewerDataset;
  throw createNotFoundError(
    `The data viewer has no dataset '${name}'. It has ${DATA_VIEWER_DATASETS.join(', ')}.`,
  );
}

export async function dataViewerRoutes(app: FastifyInstance) {
  app.get<DatasetParams>('/data_viewer/:dataset', async (request, reply) => {
    const { ctx, dataset, query } = readRequest(request);
    const { rows, total } = await getDataRows(ctx, dataset, query);
    reply.header('cache-control', 'no-store');
    return sendDocument(reply, {
      data: rows.map((r) => ({ type: DATA_ROW_TYPE, id: r.id, attributes: r.values })),
      meta: { total, page: query.pageNumber, page_size: query.pageSize, dataset },
    });
  });

  app.get<DatasetParams>('/data_viewer/:dataset/export', async (request, reply) => {
    const { ctx, dataset, query } = readRequest(request);
    const file = await exportDataRows(ctx, dataset, query);
    return sendDownload(reply, {
      name: file.filename,
      type: 'text/csv; charset=utf-8',
      body: file.body,
    });
  });
}
