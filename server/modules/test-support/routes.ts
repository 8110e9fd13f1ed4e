// Routes that exist only with ENABLE_TEST_ROUTES=true: a slow request (graceful shutdown must let
// it finish), an internal error (the client must not see its message or stack) and an echo of a
// JSON body (body parsing and media types).
import type { FastifyInstance } from 'fastify';

export async function testSupportRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { ms?: string } }>('/test/slow', async (request) => {
    const ms = Math.min(Math.max(Number(request.query.ms) || 500, 0), 30_000);
    await new Promise((resolve) => setTimeout(resolve, ms));
    return { meta: { waited_ms: ms } };
  });

  app.post('/test/echo', async (request, reply) =>
    reply.type('application/vnd.api+json').send({ meta: { received: request.body } }),
  );

  app.get('/test/boom', async () => {
    throw new Error('test failure with secret internals: password=hunter2');
  });
}
