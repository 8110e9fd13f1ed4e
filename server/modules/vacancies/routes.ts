// HTTP for vacancies (docs/matching-api.md "Vacancies"): search and the manage list,
// recommendations, one vacancy, create, edit, bulk edit, delete and the cover image. Who may act
// is decided before the body is looked at, so a 403 never depends on the input.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { JSONAPI_MEDIA_TYPE } from '../../../common/constants';
import { splitInclude } from '../../../common/schemas/include-param';
import {
  MAX_VACANCY_PAGE_SIZE,
  readVacancyListQuery,
  vacancyBulkSchema,
  vacancyFreshnessSchema,
  vacancyListQuerySchema,
  vacancyQuerySchema,
  vacancySchema,
  vacancyUpdateSchema,
} from '../../../common/schemas/vacancies';
import { createValidationError } from '../../lib/app-error';
import { requireUser } from '../../lib/current-user';
import { createPdokGeocoder, type Geocoder } from '../../lib/geocoder';
import { sendDocument } from '../../lib/jsonapi-reply';
import { buildPageLinks } from '../../lib/paging';
import {
  readAttributes,
  readChanges,
  readCurrentOrganizationId,
  readDataType,
  validateBody,
  validateQueryParams,
} from '../../lib/request-validation';
import { readClientId } from '../../lib/client-ids';
import { buildRequestCtx } from '../../lib/request-ctx';
import { prepareImageUpload, removeFileFolders, saveOrDiscard } from '../files/service';
import { bulkEditVacancies } from './bulk-service';
import { loadVacancyForCover, removeVacancyCover, setVacancyCover } from './cover-image';
import { answerFreshnessQuestion } from './freshness';
import { recordVacancyView } from './record-view';
import { getRecommendedVacancies } from './recommend-service';
import { findSharedSearchKey, readPublicSearchGeneration, searchVacancies } from './search-service';
import {
  buildVacanciesDocument,
  buildVacancyPinsDocument,
  buildVacancyDocument,
  VACANCY_TYPE,
} from './serializer';
import {
  createVacancy,
  deleteVacancyById,
  getVacancy,
  getVacancyForm,
  requireVacancyManager,
  updateVacancyById,
  type VacancyCtx,
} from './service';

type IdParams = { Params: { id: string } };

export interface VacancyRoutesOptions {
  /** Replaces the PDOK geocoder built from the settings. */
  geocoder?: Geocoder;
}

function assertVacancyDocument(body: unknown, type: string, id?: string) {
  const actual = readDataType(body);
  if (actual !== null && actual !== type) {
    throw createValidationError(`data.type must be ${type}.`, { pointer: '/data/type' });
  }
  const dataId = (body as { data?: { id?: unknown } } | null)?.data?.id;
  if (id && dataId !== undefined && dataId !== id) {
    throw createValidationError('data.id must be the id in the URL.', { pointer: '/data/id' });
  }
}

const VACANCY_FRESHNESS_TYPE = 'vacancy_freshness';

export async function vacancyRoutes(app: FastifyInstance, options: VacancyRoutesOptions) {
  const geocoder =
    options.geocoder ??
    createPdokGeocoder({
      baseUrl: app.settings.geocoderUrl,
      timeoutMs: app.settings.geocoderTimeoutMs,
    });
  const contextOf = (request: FastifyRequest): VacancyCtx => ({
    ...buildRequestCtx(request),
    geocoder,
    log: request.log,
  });

  app.get('/vacancies', async (request, reply) => {
    const raw = request.query as Record<string, unknown>;
    const query = readVacancyListQuery(validateQueryParams(vacancyListQuerySchema, raw));
    if (query.scope === 'manage') requireUser(request);
    const page = { number: query.pageNumber, size: query.pageSize };
    const ctx = contextOf(request);
    const cache = app.searchCache;
    const key = cache.enabled ? findSharedSearchKey(ctx, query, request.url) : null;
    const shared = key
      ? { key, generation: await readPublicSearchGeneration(app.database.db, ctx.tenantId) }
      : null;
    const kept = shared ? cache.get(shared.key, shared.generation) : undefined;
    if (kept !== undefined) return reply.type(JSONAPI_MEDIA_TYPE).send(kept);
    const result = await searchVacancies(ctx, query, {
      currentOrganizationId: readCurrentOrganizationId(request),
    });
    const extra = {
      meta: {
        total: result.total,
        ...(result.capped ? { total_capped: true } : {}),
        page: page.number,
        page_size: page.size,
        ...(result.location ? { location: result.location } : {}),
      },
      links: buildPageLinks(request.url.split('?')[0]!, raw, page, result.total),
    };
    const document =
      result.pins && query.fields
        ? buildVacancyPinsDocument(result.pins, query.fields, extra)
        : buildVacanciesDocument(
            result.items,
            // A sparse fieldset leaves the relationships out, and so what they would include.
            query.fields ? { include: new Set<string>(), fields: query.fields } : result.included,
            extra,
          );
    if (shared) {
      const body = JSON.stringify(document);
      cache.set(shared.key, shared.generation, body);
      return reply.type(JSONAPI_MEDIA_TYPE).send(body);
    }
    return sendDocument(reply, document);
  });

  app.get('/vacancies/recommended', async (request, reply) => {
    requireUser(request);
    const raw = request.query as Record<string, unknown>;
    const query = readVacancyListQuery(validateQueryParams(vacancyListQuerySchema, raw), 10);
    const result = await getRecommendedVacancies(contextOf(request), {
      // The light fieldset's larger pages are for the search's map only.
      pageSize: Math.min(query.pageSize, MAX_VACANCY_PAGE_SIZE),
      include: query.include,
    });
    return sendDocument(
      reply,
      buildVacanciesDocument(result.items, result.included, { meta: result.meta }),
    );
  });

  app.get<IdParams>('/vacancies/:id', async (request, reply) => {
    const query = validateQueryParams(vacancyQuerySchema, request.query);
    const { item, included } = await getVacancy(
      buildRequestCtx(request),
      request.params.id,
      splitInclude(query.include),
    );
    return sendDocument(reply, buildVacancyDocument(item, included));
  });

  app.get<IdParams>('/vacancies/:id/form', async (request, reply) => {
    return sendDocument(reply, await getVacancyForm(buildRequestCtx(request), request.params.id));
  });

  app.post('/vacancies', async (request, reply) => {
    requireUser(request);
    const ctx = contextOf(request);
    requireVacancyManager(ctx);
    assertVacancyDocument(request.body, VACANCY_TYPE);
    const clientId = readClientId(request.body);
    const input = validateBody(vacancySchema, readAttributes(request.body));
    const { item, included } = await createVacancy(ctx, input, {
      id: clientId,
      currentOrganizationId: readCurrentOrganizationId(request),
      include: new Set(['organization', 'address', 'tags']),
    });
    return sendDocument(reply, buildVacancyDocument(item, included), 201);
  });

  app.patch('/vacancies/bulk', async (request, reply) => {
    requireUser(request);
    const ctx = contextOf(request);
    requireVacancyManager(ctx);
    assertVacancyDocument(request.body, 'vacancy_bulk_edits');
    const input = validateBody(vacancyBulkSchema, readAttributes(request.body));
    const { items, included } = await bulkEditVacancies(ctx, input);
    return sendDocument(reply, buildVacanciesDocument(items, included));
  });

  // The answer from a 'still current?' mail: the token is the credential, no sign-in needed.
  // A person looked at the vacancy's page. Always 204: a robot learns nothing from the answer.
  app.post<IdParams>('/vacancies/:id/views', async (request, reply) => {
    await recordVacancyView(
      buildRequestCtx(request),
      request.params.id,
      request.headers['user-agent'],
    );
    return reply.code(204).send();
  });

  app.post<IdParams>('/vacancies/:id/freshness', async (request, reply) => {
    assertVacancyDocument(request.body, VACANCY_FRESHNESS_TYPE);
    const input = validateBody(vacancyFreshnessSchema, readAttributes(request.body));
    const answered = await answerFreshnessQuestion(
      buildRequestCtx(request),
      request.params.id,
      input,
    );
    return sendDocument(reply, {
      data: {
        type: VACANCY_FRESHNESS_TYPE,
        id: answered.id,
        attributes: {
          answer: answered.answer,
          title_nl: answered.titleNl,
          title_en: answered.titleEn,
        },
      },
    });
  });

  app.patch<IdParams>('/vacancies/:id', async (request, reply) => {
    requireUser(request);
    const ctx = contextOf(request);
    requireVacancyManager(ctx);
    assertVacancyDocument(request.body, VACANCY_TYPE, request.params.id);
    const input = validateBody(vacancyUpdateSchema, readChanges(request.body));
    const { item, included } = await updateVacancyById(
      ctx,
      request.params.id,
      input,
      new Set(['organization', 'address', 'tags']),
    );
    return sendDocument(reply, buildVacancyDocument(item, included));
  });

  app.delete<IdParams>('/vacancies/:id', async (request, reply) => {
    requireUser(request);
    const removed = await deleteVacancyById(buildRequestCtx(request), request.params.id);
    await removeFileFolders(request, [removed]);
    return reply.send({ meta: { deleted: true } });
  });

  // Multipart only for the upload (an encapsulated plugin); the file size is limited per read.
  await app.register(async (uploads) => {
    await uploads.register(multipart);
    uploads.post<IdParams>('/vacancies/:id/cover_image', async (request, reply) => {
      requireUser(request);
      const ctx = contextOf(request);
      const vacancy = await loadVacancyForCover(ctx, request.params.id);
      const prepared = await prepareImageUpload(request, ctx, {
        purpose: 'vacancy_cover',
        centerId: vacancy.centerId,
        pointer: '/data/attributes/cover_image',
      });
      const { item, included, removed } = await saveOrDiscard(prepared, () =>
        setVacancyCover(ctx, vacancy.id, prepared),
      );
      await removeFileFolders(request, [removed]);
      return sendDocument(reply, buildVacancyDocument(item, included));
    });
  });

  app.delete<IdParams>('/vacancies/:id/cover_image', async (request, reply) => {
    requireUser(request);
    const { item, included, removed } = await removeVacancyCover(
      contextOf(request),
      request.params.id,
    );
    await removeFileFolders(request, [removed]);
    return sendDocument(reply, buildVacancyDocument(item, included));
  });
}
