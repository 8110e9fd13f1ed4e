// GET /api/v1/redirects?path=/old: the server-provided redirect lookup of SPEC's navigation
// guard (ours: a target path or 404; redirects are kept per center in the database). Public.
import type { FastifyInstance } from 'fastify';
import { object, string } from 'yup';
import { createNotFoundError } from '../../lib/app-error';
import { sendDocument } from '../../lib/jsonapi-reply';
import { validateQueryParams } from '../../lib/request-validation';
import { findRedirect } from './repo';

const redirectQuerySchema = object({
  path: string().required().max(500).matches(/^\//, { message: 'path must start with /' }),
});

/** '/vacatures/' and '/vacatures' are the same page; the query string is not part of the key. */
function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0]!;
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

export async function redirectRoutes(app: FastifyInstance) {
  app.get('/redirects', async (request, reply) => {
    const query = validateQueryParams(redirectQuerySchema, request.query);
    const path = normalizePath(query.path);
    const center = request.center;
    const row = center
      ? await request.withTenant((tx) => findRedirect(tx, request.tenant, center.id, path))
      : null;
    if (!row) throw createNotFoundError(`There is no redirect for ${path}.`);
    reply.header('cache-control', 'public, max-age=300');
    return sendDocument(reply, {
      data: {
        type: 'redirects',
        id: row.id,
        attributes: { from_path: row.fromPath, to_path: row.toPath },
      },
    });
  });
}
