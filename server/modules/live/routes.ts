// HTTP for live updates: POST /api/v1/stream_tickets (signed in) and GET /api/v1/stream, the
// server-sent events of the ticket's user: `ready` once, then `live` events (common/schemas/live.ts)
// and a comment line every 25 seconds so that proxies keep the connection. The stream ends when
// the browser goes or the server stops (the browser then asks for a new ticket).
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import {
  LIVE_EVENT_NAME,
  STREAM_HEARTBEAT_MS,
  streamQuerySchema,
  type StreamTicketAttributes,
} from '../../../common/schemas/live';
import { sendDocument } from '../../lib/jsonapi-reply';
import { buildRequestCtx } from '../../lib/request-ctx';
import { validateQueryParams } from '../../lib/request-validation';
import { issueStreamTicket, redeemStreamTicket } from './service';

export async function liveRoutes(app: FastifyInstance) {
  app.post('/stream_tickets', async (request, reply) => {
    const { ticket, expiresAt } = await issueStreamTicket(buildRequestCtx(request));
    const attributes = {
      ticket,
      expires_at: expiresAt.toISOString(),
    } satisfies StreamTicketAttributes;
    reply.header('cache-control', 'no-store');
    return sendDocument(reply, { data: { type: 'stream_tickets', id: 'new', attributes } }, 201);
  });

  app.get('/stream', async (request, reply) => {
    const { ticket } = validateQueryParams(streamQuerySchema, request.query);
    const who = await redeemStreamTicket(buildRequestCtx(request), ticket);
    const stream = new PassThrough();
    const write = (text: string) => {
      if (!stream.writableEnded) stream.write(text);
    };
    let heartbeat: NodeJS.Timeout | null = null;
    const unsubscribe = request.server.live.subscribe({
      tenant: who.tenant,
      userId: who.userId,
      send: (event) => write(`event: ${LIVE_EVENT_NAME}\ndata: ${JSON.stringify(event)}\n\n`),
      close: () => end(),
    });
    function end() {
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
      unsubscribe();
      if (!stream.writableEnded) stream.end();
    }
    request.raw.once('close', end);
    heartbeat = setInterval(() => write(': ping\n\n'), STREAM_HEARTBEAT_MS);
    heartbeat.unref();
    write('event: ready\ndata: {}\n\n');
    return (
      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        // nginx and others buffer responses by default; a buffered stream arrives in lumps.
        .header('x-accel-buffering', 'no')
        .send(stream)
    );
  });
}
