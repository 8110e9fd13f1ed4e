// HTTP for notifications (issue 5, docs/matching-api.md).
import type { FastifyInstance } from 'fastify';

export async function notificationRoutes(app: FastifyInstance) {
  void app;
}
