// What leaves the server for mail templates (docs/notification-templates-api.md).
import { snakeizeKeys } from '../../../common/case';
import type { JsonApiDocument, Resource } from '../../../common/jsonapi';
import {
  buildTemplateId,
  type NotificationTemplateAttributes,
  type TemplatePreviewAttributes,
} from '../../../common/schemas/notification-templates';
import type { TemplateView } from './service';

export const TEMPLATE_TYPE = 'notification_templates';

function toResource(view: TemplateView): Resource {
  const attributes: NotificationTemplateAttributes = {
    ...view,
    updatedAt: view.updatedAt?.toISOString() ?? null,
  };
  return {
    type: TEMPLATE_TYPE,
    id: buildTemplateId(view.eventKey, view.locale),
    attributes: snakeizeKeys(attributes),
  };
}

export function buildTemplateDocument(view: TemplateView): JsonApiDocument {
  return { data: toResource(view) };
}

export function buildTemplatesDocument(views: TemplateView[]): JsonApiDocument {
  return { data: views.map(toResource), meta: { total: views.length } };
}

export function buildTemplatePreviewDocument(
  id: string,
  preview: TemplatePreviewAttributes,
): JsonApiDocument {
  return {
    data: { type: 'notification_template_previews', id, attributes: snakeizeKeys(preview) },
  };
}

export function buildTestMailDocument(sent: { mailId: string; to: string }): JsonApiDocument {
  return { data: { type: 'emails', id: sent.mailId, attributes: { to: sent.to } } };
}
