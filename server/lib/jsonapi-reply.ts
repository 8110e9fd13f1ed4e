// Sends JSON:API documents with the JSON:API media type (DESIGN.md section 7).
import type { FastifyReply } from 'fastify';
import { JSONAPI_MEDIA_TYPE } from '../../common/constants';
import type { JsonApiDocument } from '../../common/jsonapi';

export function sendDocument(reply: FastifyReply, document: JsonApiDocument, status = 200) {
  return reply.code(status).type(JSONAPI_MEDIA_TYPE).send(document);
}
