// HTTP for applications (issue 5, docs/matching-api.md).
import type { FastifyInstance } from 'fastify';

export async function applicationRoutes(app: FastifyInstance) {
  void app;
}
