// HTTP for vacancies (issue 5, docs/matching-api.md).
import type { FastifyInstance } from 'fastify';

export async function vacancyRoutes(app: FastifyInstance) {
  void app;
}
