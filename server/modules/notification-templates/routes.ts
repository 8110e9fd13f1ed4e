// HTTP for the mail template editor (docs/notification-templates-api.md).
import type { FastifyInstance } from 'fastify';
import { templateDeleteQuerySchema } from '../../../common/schemas/notification-templates';
import { sendDocument } from '../../lib/jsonapi-reply';
import { buildRequestCtx } from '../../lib/request-ctx';
import {
  assertDocumentType,
  readAttributes,
  readChanges,
  validateQueryParams,
} from '../../lib/request-validation';
import {
  buildTemplateDocument,
  buildTemplatePreviewDocument,
  buildTemplatesDocument,
  buildTestMailDocument,
  TEMPLATE_TYPE,
} from './serializer';
import {
  getTemplate,
  getTemplates,
  previewTemplate,
  restoreTemplate,
  saveTemplate,
  sendTestMail,
} from './service';

type IdParams = { Params: { id: string } };

export async function notificationTemplateRoutes(app: FastifyInstance) {
  app.get('/notification_templates', async (request, reply) => {
    const views = await getTemplates(buildRequestCtx(request));
    reply.header('cache-control', 'no-store');
    return sendDocument(reply, buildTemplatesDocument(views));
  });

  app.get<IdParams>('/notification_templates/:id', async (request, reply) => {
    const view = await getTemplate(buildRequestCtx(request), request.params.id);
    reply.header('cache-control', 'no-store');
    return sendDocument(reply, buildTemplateDocument(view));
  });

  // Creates or replaces the override at the scope asked for (a mail always exists: no POST).
  app.patch<IdParams>('/notification_templates/:id', async (request, reply) => {
    assertDocumentType(request.body, TEMPLATE_TYPE);
    const view = await saveTemplate(
      buildRequestCtx(request),
      request.params.id,
      readChanges(request.body),
    );
    return sendDocument(reply, buildTemplateDocument(view));
  });

  // Restores the text below: the tenant's or the product's default.
  app.delete<IdParams>('/notification_templates/:id', async (request, reply) => {
    const query = validateQueryParams(templateDeleteQuerySchema, request.query);
    await restoreTemplate(buildRequestCtx(request), request.params.id, query.scope);
    return reply.code(204).send();
  });

  app.post<IdParams>('/notification_templates/:id/preview', async (request, reply) => {
    assertDocumentType(request.body, 'notification_template_previews');
    const preview = previewTemplate(
      buildRequestCtx(request),
      request.params.id,
      readAttributes(request.body),
    );
    reply.header('cache-control', 'no-store');
    return sendDocument(reply, buildTemplatePreviewDocument(request.params.id, preview));
  });

  app.post<IdParams>('/notification_templates/:id/test_mail', async (request, reply) => {
    assertDocumentType(request.body, 'notification_template_test_mails');
    const sent = await sendTestMail(
      buildRequestCtx(request),
      request.params.id,
      readAttributes(request.body),
    );
    return sendDocument(reply, buildTestMailDocument(sent), 202);
  });
}
