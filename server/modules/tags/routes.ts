// HTTP for tags (issue 5, docs/matching-api.md).
import type { FastifyInstance } from 'fastify';

export async function tagRoutes(app: FastifyInstance) {
  void app;
}
