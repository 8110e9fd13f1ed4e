// HTTP for organizations (SPEC section 7): the user's organizations, the public list and detail,
// create, edit, status changes (approve and the generic update with a target status), delete and
// move, and the logo upload. The public sign-up of an organization with its first user is auth's.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HEADER } from '../../../common/constants';
import { splitInclude } from '../../../common/schemas/include-param';
import type { OrganizationStatus } from '../../../common/schemas/organizations';
import {
  organizationListQuerySchema,
  organizationMoveSchema,
  readOrganizationListQuery,
  organizationQuerySchema,
  organizationSchema,
  organizationStatusSchema,
  organizationUpdateSchema,
} from '../../../common/schemas/organizations';
import { isUuid } from '../../../common/schemas/uuid';
import { createBadRequestError, createValidationError } from '../../lib/app-error';
import { requireUser } from '../../lib/current-user';
import { readClientId } from '../../lib/client-ids';
import { sendDocument } from '../../lib/jsonapi-reply';
import { buildRequestCtx, type RequestCtx } from '../../lib/request-ctx';
import { buildPageLinks } from '../../lib/paging';
import {
  readAttributes,
  readChanges,
  readDataType,
  validateBody,
  validateQueryParams,
} from '../../lib/request-validation';
import {
  buildOrganizationDocument,
  buildOrganizationsDocument,
  type OrganizationVacancies,
} from './serializer';
import { prepareImageUpload, removeFileFolders, saveOrDiscard } from '../files/service';
import { changeOrganizationStatus } from './approve-organization';
import { createOrganization } from './create-organization';
import { deleteOrganizationById } from './delete-organization';
import { getCurrentOrganization, getCurrentOrganizations } from './get-current-organizations';
import { getOrganization, getOrganizations } from './get-organizations';
import { moveOrganization } from './move-organization';
import {
  loadOrganizationForLogo,
  removeOrganizationLogo,
  setOrganizationLogo,
} from './organization-logo';
import { updateOrganizationById } from './update-organization';

type IdParams = { Params: { id: string } };

export interface OrganizationRoutesOptions {
  /** The organizations' public vacancies for `include=vacancies` (the vacancies module's). */
  readVacancies?: (ctx: RequestCtx, organizationIds: string[]) => Promise<OrganizationVacancies>;
}

function assertOrganizationDocument(body: unknown, id?: string) {
  const type = readDataType(body);
  if (type !== null && type !== 'organizations') {
    throw createValidationError('data.type must be organizations.', { pointer: '/data/type' });
  }
  const dataId = (body as { data?: { id?: unknown } } | null)?.data?.id;
  if (id && dataId !== undefined && dataId !== id) {
    throw createValidationError('data.id must be the id in the URL.', { pointer: '/data/id' });
  }
}

function readCurrentOrganizationHeader(request: FastifyRequest): string | null {
  const value = request.headers[HEADER.organizationId.toLowerCase()];
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!text) return null;
  if (!isUuid(text)) {
    throw createBadRequestError(`${HEADER.organizationId} must be a UUID.`, {
      header: HEADER.organizationId,
    });
  }
  return text;
}

export async function organizationRoutes(
  app: FastifyInstance,
  options: OrganizationRoutesOptions = {},
) {
  const readVacancies = async (ctx: RequestCtx, include: Set<string>, ids: string[]) =>
    include.has('vacancies') && options.readVacancies ? options.readVacancies(ctx, ids) : undefined;

  app.get('/current_organizations', async (request, reply) => {
    requireUser(request);
    const query = validateQueryParams(organizationQuerySchema, request.query);
    const items = await getCurrentOrganizations(buildRequestCtx(request));
    return sendDocument(reply, buildOrganizationsDocument(items, splitInclude(query.include)));
  });

  app.get('/current_organization', async (request, reply) => {
    requireUser(request);
    const query = validateQueryParams(organizationQuerySchema, request.query);
    const item = await getCurrentOrganization(
      buildRequestCtx(request),
      readCurrentOrganizationHeader(request),
    );
    return sendDocument(reply, buildOrganizationDocument(item, splitInclude(query.include)));
  });

  app.get('/organizations', async (request, reply) => {
    const raw = request.query as Record<string, unknown>;
    const query = readOrganizationListQuery(validateQueryParams(organizationListQuerySchema, raw));
    const page = { number: query.pageNumber, size: query.pageSize };
    const include = query.include;
    const ctx = buildRequestCtx(request);
    const { items, total } = await getOrganizations(ctx, query);
    return sendDocument(
      reply,
      buildOrganizationsDocument(items, include, {
        meta: { total, page: page.number, page_size: page.size },
        links: buildPageLinks(request.url.split('?')[0]!, raw, page, total),
        vacancies: await readVacancies(
          ctx,
          include,
          items.map((i) => i.organization.id),
        ),
      }),
    );
  });

  app.get<IdParams>('/organizations/:id', async (request, reply) => {
    const query = validateQueryParams(organizationQuerySchema, request.query);
    const include = splitInclude(query.include);
    const ctx = buildRequestCtx(request);
    const item = await getOrganization(ctx, request.params.id);
    return sendDocument(
      reply,
      buildOrganizationDocument(
        item,
        include,
        await readVacancies(ctx, include, [item.organization.id]),
      ),
    );
  });

  app.post('/organizations', async (request, reply) => {
    requireUser(request);
    assertOrganizationDocument(request.body);
    const clientId = readClientId(request.body);
    const input = validateBody(organizationSchema, readAttributes(request.body));
    const item = await createOrganization(buildRequestCtx(request), input, clientId);
    return sendDocument(
      reply,
      buildOrganizationDocument(item, new Set(['address', 'profile'])),
      201,
    );
  });

  for (const method of ['PATCH', 'PUT'] as const) {
    app.route<IdParams>({
      method,
      url: '/organizations/:id',
      handler: async (request, reply) => {
        requireUser(request);
        assertOrganizationDocument(request.body, request.params.id);
        const input = validateBody(organizationUpdateSchema, readChanges(request.body));
        const item = await updateOrganizationById(
          buildRequestCtx(request),
          request.params.id,
          input,
          {
            strictStatus: method === 'PUT',
          },
        );
        return sendDocument(
          reply,
          buildOrganizationDocument(item, new Set(['address', 'profile'])),
        );
      },
    });
  }

  app.put<IdParams>('/organizations/:id/approve', async (request, reply) => {
    requireUser(request);
    assertOrganizationDocument(request.body, request.params.id);
    const input = validateBody(organizationStatusSchema, readAttributes(request.body));
    const item = await changeOrganizationStatus(
      buildRequestCtx(request),
      request.params.id,
      input.status as OrganizationStatus,
    );
    return sendDocument(reply, buildOrganizationDocument(item, new Set()));
  });

  app.put<IdParams>('/organizations/:id/move', async (request, reply) => {
    requireUser(request);
    assertOrganizationDocument(request.body, request.params.id);
    const input = validateBody(organizationMoveSchema, readAttributes(request.body));
    const item = await moveOrganization(
      buildRequestCtx(request),
      request.params.id,
      input.parentId,
    );
    return sendDocument(reply, buildOrganizationDocument(item, new Set()));
  });

  app.delete<IdParams>('/organizations/:id', async (request, reply) => {
    requireUser(request);
    const removed = await deleteOrganizationById(buildRequestCtx(request), request.params.id);
    await removeFileFolders(request, [removed]);
    return reply.send({ meta: { deleted: true } });
  });

  // Multipart only for the upload (an encapsulated plugin); the file size is limited per read.
  await app.register(async (uploads) => {
    await uploads.register(multipart);
    uploads.post<IdParams>('/organizations/:id/logo', async (request, reply) => {
      requireUser(request);
      const ctx = buildRequestCtx(request);
      const organization = await loadOrganizationForLogo(ctx, request.params.id);
      const prepared = await prepareImageUpload(request, ctx, {
        purpose: 'organization_logo',
        centerId: organization.centerId,
        pointer: '/data/attributes/logo',
      });
      const { item, removed } = await saveOrDiscard(prepared, () =>
        setOrganizationLogo(ctx, organization.id, prepared),
      );
      await removeFileFolders(request, [removed]);
      return sendDocument(reply, buildOrganizationDocument(item, new Set()));
    });
  });

  app.delete<IdParams>('/organizations/:id/logo', async (request, reply) => {
    requireUser(request);
    const { item, removed } = await removeOrganizationLogo(
      buildRequestCtx(request),
      request.params.id,
    );
    await removeFileFolders(request, [removed]);
    return sendDocument(reply, buildOrganizationDocument(item, new Set()));
  });
}
