// HTTP for stored files: GET /api/v1/files/{id}/content, a variant's bytes with its image type,
// never sniffed or run (nosniff, a sandboxing CSP). Uploads live with the resource they belong to
// (a vacancy's cover, an organization's logo, a center's hero); public variants are served under
// /uploads by the uploads module.
import type { FastifyInstance } from 'fastify';
import { fileContentQuerySchema } from '../../../common/schemas/files';
import { validateQueryParams } from '../../lib/request-validation';
import { buildRequestCtx } from '../../lib/request-ctx';
import { readFileContent } from './read-file';

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

export async function fileRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: string } }>('/files/:id/content', async (request, reply) => {
    const query = validateQueryParams(fileContentQuerySchema, request.query);
    const { row, variant, data } = await readFileContent(
      buildRequestCtx(request),
      request.params.id,
      query.variant,
    );
    return reply
      .header('content-type', `image/${variant.format}`)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `inline; filename="${row.id}-${variant.name}"`)
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', row.visibility === 'public' ? IMMUTABLE_CACHE : 'private, no-store')
      .header('content-length', data.length)
      .send(data);
  });
}
