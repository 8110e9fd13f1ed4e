// HTTP for volunteer hours (docs/hours-api.md).
import type { FastifyInstance } from 'fastify';
import {
  hourEntryCreateSchema,
  hourEntryListQuerySchema,
  hourEntryUpdateSchema,
} from '../../../common/schemas/hours';
import { readPageParams } from '../../../common/schemas/list-query';
import { readClientId } from '../../lib/client-ids';
import { sendDocument } from '../../lib/jsonapi-reply';
import { buildRequestCtx } from '../../lib/request-ctx';
import {
  assertDocumentType,
  readAttributes,
  readChanges,
  validateBody,
  validateQueryParams,
} from '../../lib/request-validation';
import {
  changeHourEntry,
  getHourEntries,
  getHourEntry,
  getHourSubjects,
  logHours,
  removeHourEntry,
} from './hours-service';
import {
  buildHourEntriesDocument,
  buildHourEntryDocument,
  buildHourSubjectsDocument,
  HOUR_ENTRY_TYPE,
} from './serializer';

type IdParams = { Params: { id: string } };

export async function hourRoutes(app: FastifyInstance) {
  app.get('/hour_entries', async (request, reply) => {
    const ctx = buildRequestCtx(request);
    const query = validateQueryParams(hourEntryListQuerySchema, request.query);
    const listing = await getHourEntries(ctx, {
      mine: query['filter[mine]'] !== 'false',
      status: query['filter[status_eq]'],
      year: query['filter[year]'],
      ...readPageParams(query),
    });
    reply.header('cache-control', 'no-store');
    return sendDocument(reply, buildHourEntriesDocument(listing, query));
  });

  app.get('/hour_entries/subjects', async (request, reply) => {
    const subjects = await getHourSubjects(buildRequestCtx(request));
    reply.header('cache-control', 'no-store');
    return sendDocument(reply, buildHourSubjectsDocument(subjects));
  });

  app.post('/hour_entries', async (request, reply) => {
    const ctx = buildRequestCtx(request);
    assertDocumentType(request.body, HOUR_ENTRY_TYPE);
    const clientId = readClientId(request.body);
    const input = validateBody(hourEntryCreateSchema, readAttributes(request.body));
    const view = await logHours(ctx, input, clientId);
    return sendDocument(reply, buildHourEntryDocument(view), 201);
  });

  app.get<IdParams>('/hour_entries/:id', async (request, reply) => {
    const view = await getHourEntry(buildRequestCtx(request), request.params.id);
    reply.header('cache-control', 'no-store');
    return sendDocument(reply, buildHourEntryDocument(view));
  });

  app.patch<IdParams>('/hour_entries/:id', async (request, reply) => {
    const ctx = buildRequestCtx(request);
    assertDocumentType(request.body, HOUR_ENTRY_TYPE);
    const input = validateBody(hourEntryUpdateSchema, readChanges(request.body));
    const view = await changeHourEntry(ctx, request.params.id, input);
    return sendDocument(reply, buildHourEntryDocument(view));
  });

  app.delete<IdParams>('/hour_entries/:id', async (request, reply) => {
    await removeHourEntry(buildRequestCtx(request), request.params.id);
    return reply.code(204).send();
  });
}
