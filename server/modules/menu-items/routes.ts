// HTTP for the header and footer menus (docs/pages-api.md).
import type { FastifyInstance } from 'fastify';
import {
  menuItemCreateSchema,
  menuItemListQuerySchema,
  menuItemUpdateSchema,
  menuOrderSchema,
} from '../../../common/schemas/pages';
import { sendDocument } from '../../lib/jsonapi-reply';
import { buildRequestCtx } from '../../lib/request-ctx';
import {
  assertDocumentType,
  readAttributes,
  readChanges,
  validateBody,
  validateQueryParams,
} from '../../lib/request-validation';
import { buildMenuItemDocument, buildMenuItemsDocument, MENU_ITEM_TYPE } from './serializer';
import {
  changeMenuItem,
  createMenuItem,
  getMenuItems,
  removeMenuItem,
  reorderMenu,
} from './service';

type IdParams = { Params: { id: string } };

export async function menuItemRoutes(app: FastifyInstance) {
  app.get('/menu_items', async (request, reply) => {
    const query = validateQueryParams(menuItemListQuerySchema, request.query);
    const views = await getMenuItems(buildRequestCtx(request), query['filter[menu]']);
    reply.header('cache-control', 'no-store');
    return sendDocument(reply, buildMenuItemsDocument(views));
  });

  app.post('/menu_items', async (request, reply) => {
    assertDocumentType(request.body, MENU_ITEM_TYPE);
    const input = validateBody(menuItemCreateSchema, readAttributes(request.body));
    const view = await createMenuItem(buildRequestCtx(request), input);
    return sendDocument(reply, buildMenuItemDocument(view), 201);
  });

  app.post('/menu_items/order', async (request, reply) => {
    assertDocumentType(request.body, 'menu_orders');
    const input = validateBody(menuOrderSchema, readAttributes(request.body));
    const views = await reorderMenu(buildRequestCtx(request), input);
    return sendDocument(reply, buildMenuItemsDocument(views));
  });

  app.patch<IdParams>('/menu_items/:id', async (request, reply) => {
    assertDocumentType(request.body, MENU_ITEM_TYPE);
    const input = validateBody(menuItemUpdateSchema, readChanges(request.body));
    const view = await changeMenuItem(buildRequestCtx(request), request.params.id, input);
    return sendDocument(reply, buildMenuItemDocument(view));
  });

  app.delete<IdParams>('/menu_items/:id', async (request, reply) => {
    await removeMenuItem(buildRequestCtx(request), request.params.id);
    return reply.code(204).send();
  });
}
