// HTTP for forms, their versions and submissions, and the public form (docs/forms-api.md).
import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  formCreateSchema,
  formExportQuerySchema,
  formListQuerySchema,
  formSubmissionListQuerySchema,
  formSubmissionUpdateSchema,
  formUpdateSchema,
  publicSubmissionSchema,
} from '../../../common/schemas/form-requests';
import { sendDocument } from '../../lib/jsonapi-reply';
import { buildRequestCtx } from '../../lib/request-ctx';
import {
  assertDocumentType,
  readAttributes,
  readChanges,
  validateBody,
  validateQueryParams,
} from '../../lib/request-validation';
import { exportSubmissions } from './export';
import { getPublicForm, submitPublicForm, uploadPublicFormFile } from './public-service';
import {
  buildFormDocument,
  buildFormsDocument,
  buildPublicFormDocument,
  buildSubmissionDocument,
  buildSubmissionsDocument,
  buildVersionDocument,
  buildVersionsDocument,
  FORM_SUBMISSION_TYPE,
  FORM_TYPE,
  FORM_VERSION_TYPE,
} from './serializer';
import {
  changeForm,
  createForm,
  getForm,
  getForms,
  getFormVersions,
  publishForm,
  removeForm,
} from './service';
import {
  changeSubmission,
  getSubmission,
  getSubmissions,
  readSubmissionFile,
  removeSubmission,
} from './submissions-service';
import { sendDownload } from '../../lib/send-download';

type IdParams = { Params: { id: string } };
type TokenParams = { Params: { token: string } };

export async function formRoutes(app: FastifyInstance) {
  app.get('/forms', async (request, reply) => {
    const query = validateQueryParams(formListQuerySchema, request.query);
    const views = await getForms(buildRequestCtx(request), query['filter[search]']);
    reply.header('cache-control', 'no-store');
    return sendDocument(reply, buildFormsDocument(views));
  });

  app.post('/forms', async (request, reply) => {
    assertDocumentType(request.body, FORM_TYPE);
    const input = validateBody(formCreateSchema, readAttributes(request.body));
    const view = await createForm(buildRequestCtx(request), input);
    return sendDocument(reply, buildFormDocument(view), 201);
  });

  app.get<IdParams>('/forms/:id', async (request, reply) => {
    const view = await getForm(buildRequestCtx(request), request.params.id);
    reply.header('cache-control', 'no-store');
    return sendDocument(reply, buildFormDocument(view));
  });

  app.patch<IdParams>('/forms/:id', async (request, reply) => {
    assertDocumentType(request.body, FORM_TYPE);
    const input = validateBody(formUpdateSchema, readChanges(request.body));
    const view = await changeForm(buildRequestCtx(request), request.params.id, input);
    return sendDocument(reply, buildFormDocument(view));
  });

  app.delete<IdParams>('/forms/:id', async (request, reply) => {
    await removeForm(buildRequestCtx(request), request.params.id);
    return reply.code(204).send();
  });

  app.get<IdParams>('/forms/:id/versions', async (request, reply) => {
    const rows = await getFormVersions(buildRequestCtx(request), request.params.id);
    reply.header('cache-control', 'no-store');
    return sendDocument(reply, buildVersionsDocument(rows));
  });

  app.post<IdParams>('/forms/:id/versions', async (request, reply) => {
    // Publishing takes no attributes: the form's current fields and texts become the version.
    if (request.body !== undefined && request.body !== null) {
      assertDocumentType(request.body, FORM_VERSION_TYPE);
    }
    const { version } = await publishForm(buildRequestCtx(request), request.params.id);
    return sendDocument(reply, buildVersionDocument(version), 201);
  });

  app.get<IdParams>('/forms/:id/export', async (request, reply) => {
    const query = validateQueryParams(formExportQuerySchema, request.query);
    const file = await exportSubmissions(buildRequestCtx(request), request.params.id, query.format);
    return sendDownload(reply, { name: file.filename, type: file.contentType, body: file.body });
  });

  app.get('/form_submissions', async (request, reply) => {
    const query = validateQueryParams(formSubmissionListQuerySchema, request.query);
    const page = {
      number: Math.max(1, Number(query['page[number]'] ?? 1)),
      size: Math.min(100, Math.max(1, Number(query['page[size]'] ?? 25))),
    };
    const handled = query['filter[handled]'];
    const listing = await getSubmissions(buildRequestCtx(request), {
      formId: query['filter[form_id]'],
      filter: {
        version: query['filter[version]'] ? Number(query['filter[version]']) : undefined,
        from: query['filter[from]'],
        to: query['filter[to]'],
        handled: handled === undefined ? undefined : handled === 'true',
        search: query['filter[search]']?.trim() || undefined,
      },
      page,
      descending: true,
    });
    reply.header('cache-control', 'no-store');
    return sendDocument(reply, buildSubmissionsDocument(listing, query, page));
  });

  app.get<IdParams>('/form_submissions/:id', async (request, reply) => {
    const detail = await getSubmission(buildRequestCtx(request), request.params.id);
    reply.header('cache-control', 'no-store');
    return sendDocument(reply, buildSubmissionDocument(detail));
  });

  app.patch<IdParams>('/form_submissions/:id', async (request, reply) => {
    assertDocumentType(request.body, FORM_SUBMISSION_TYPE);
    const input = validateBody(formSubmissionUpdateSchema, readChanges(request.body));
    const detail = await changeSubmission(
      buildRequestCtx(request),
      request.params.id,
      input.handled,
    );
    return sendDocument(reply, buildSubmissionDocument(detail));
  });

  app.delete<IdParams>('/form_submissions/:id', async (request, reply) => {
    await removeSubmission(buildRequestCtx(request), request.params.id);
    return reply.code(204).send();
  });

  app.get<{ Params: { id: string; fileId: string } }>(
    '/form_submissions/:id/files/:fileId',
    async (request, reply) => {
      const { row, data } = await readSubmissionFile(
        buildRequestCtx(request),
        request.params.id,
        request.params.fileId,
      );
      return sendDownload(reply, {
        name: (row.originalName ?? row.storedName ?? row.id).replace(/[\r\n]/g, '_'),
        type: row.contentType,
        body: data,
      });
    },
  );

  app.get<TokenParams>('/public_forms/:token', async (request, reply) => {
    const ctx = buildRequestCtx(request);
    const form = await getPublicForm(ctx, request.params.token);
    reply.header('cache-control', 'no-store');
    return sendDocument(reply, buildPublicFormDocument(form, ctx.locale));
  });

  app.post<TokenParams>('/public_forms/:token/submissions', async (request, reply) => {
    assertDocumentType(request.body, FORM_SUBMISSION_TYPE);
    const input = validateBody(publicSubmissionSchema, readAttributes(request.body));
    const stored = await submitPublicForm(buildRequestCtx(request), request.params.token, input);
    // A robot's answers are not stored, but it hears what a person would.
    return sendDocument(
      reply,
      {
        data: { type: FORM_SUBMISSION_TYPE, id: stored?.id ?? randomUUID(), attributes: {} },
      },
      201,
    );
  });

  await app.register(async (uploads) => {
    await uploads.register(multipart);
    uploads.post<TokenParams>('/public_forms/:token/files', async (request, reply) => {
      const row = await uploadPublicFormFile(
        request,
        buildRequestCtx(request),
        request.params.token,
      );
      return sendDocument(
        reply,
        {
          data: {
            type: 'files',
            id: row.id,
            attributes: { original_name: row.originalName, byte_size: row.byteSize },
          },
        },
        201,
      );
    });
  });
}
