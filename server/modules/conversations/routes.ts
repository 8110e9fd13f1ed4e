// HTTP for conversations (issue 5, docs/matching-api.md).
import type { FastifyInstance } from 'fastify';

export async function conversationRoutes(app: FastifyInstance) {
  void app;
}
