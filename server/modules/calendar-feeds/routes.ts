// HTTP for the calendar feeds (docs/calendar-feeds.md): iCalendar documents for calendar apps
// (text/calendar, no sign-in: a calendar app sends no session) and the signed-in user's own feed
// address as a JSON:API singleton.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isUuid } from '../../../common/schemas/uuid';
import { createNotFoundError } from '../../lib/app-error';
import { sendDocument } from '../../lib/jsonapi-reply';
import { buildRequestCtx } from '../../lib/request-ctx';
import {
  getActivityEventFile,
  getCalendarFeedState,
  getCenterActivitiesFeed,
  getPrivateFeed,
  renewCalendarFeed,
  stopCalendarFeed,
  type CalendarFeedState,
} from './service';

type IdParams = { Params: { id: string } };

/** A private feed's file name: the secret (base64url, 43 characters) and `.ics`. */
const PRIVATE_FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

function sendCalendar(
  reply: FastifyReply,
  body: string,
  options: { fileName: string; cache: 'public' | 'private' },
) {
  return reply
    .code(200)
    .type('text/calendar; charset=utf-8')
    .header('content-disposition', `inline; filename="${options.fileName}"`)
    .header(
      'cache-control',
      options.cache === 'public' ? 'public, max-age=300' : 'private, no-store',
    )
    .send(body);
}

function buildFeedDocument(state: CalendarFeedState) {
  return {
    data: {
      type: 'calendar_feeds',
      id: 'me',
      attributes: {
        active: state.active,
        created_at: state.createdAt?.toISOString() ?? null,
        url: state.url,
        webcal_url: state.url?.replace(/^https?:/, 'webcal:') ?? null,
      },
    },
  };
}

export async function calendarFeedRoutes(app: FastifyInstance) {
  app.get<IdParams>('/volunteer_centers/:id/activities.ics', async (request, reply) => {
    const ctx = buildRequestCtx(request);
    const { id } = request.params;
    if (!isUuid(id)) throw createNotFoundError(`Volunteer center ${id} was not found.`);
    const body = await getCenterActivitiesFeed(ctx, id.toLowerCase());
    return sendCalendar(reply, body, { fileName: 'activiteiten.ics', cache: 'public' });
  });

  app.get<IdParams>('/activities/:id/event.ics', async (request, reply) => {
    const ctx = buildRequestCtx(request);
    const { id } = request.params;
    if (!isUuid(id)) throw createNotFoundError(`Activity ${id} was not found.`);
    const body = await getActivityEventFile(ctx, id.toLowerCase());
    return sendCalendar(reply, body, { fileName: 'activiteit.ics', cache: 'public' });
  });

  app.get<{ Params: { file: string } }>('/calendar_feeds/:file', async (request, reply) => {
    const ctx = buildRequestCtx(request);
    const token = PRIVATE_FEED_FILE.exec(request.params.file)?.[1];
    if (!token) throw createNotFoundError('This calendar address is not valid (any more).');
    const body = await getPrivateFeed(ctx, token);
    return sendCalendar(reply, body, { fileName: 'mijn-agenda.ics', cache: 'private' });
  });

  app.get('/calendar_feed', async (request, reply) => {
    const state = await getCalendarFeedState(buildRequestCtx(request));
    reply.header('cache-control', 'no-store');
    return sendDocument(reply, buildFeedDocument(state));
  });

  app.post('/calendar_feed', async (request, reply) => {
    const state = await renewCalendarFeed(buildRequestCtx(request));
    reply.header('cache-control', 'no-store');
    return sendDocument(reply, buildFeedDocument(state), 201);
  });

  app.delete('/calendar_feed', async (request, reply) => {
    await stopCalendarFeed(buildRequestCtx(request));
    return reply.code(204).send();
  });
}
