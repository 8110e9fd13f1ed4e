// Live updates (common/schemas/live.ts): POST /api/v1/stream_tickets gives a signed-in user a
// single-use ticket valid for 30 seconds; GET /api/v1/stream?ticket= opens their server-sent
// events with it, on the same tenant and center, once. A message reaches the other side's stream
// and the author's own other tabs, a status change reaches the volunteer as a notification with
// the application's id, nobody else hears either, and a refused write announces nothing. Closing
// the server ends the streams. (Across two instances: tests/api/two-instances.test.ts.)
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../common/schemas/live';
import { STREAM_TICKET_LIFESPAN_MS } from '../../common/schemas/live';
import { streamTickets } from '../../server/db/schema/stream-tickets';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { getFirstError, getResource, hostOf } from '../support/api-requests';
import { openStream, type SseEvent, type SseStream } from '../support/sse-client';
import { applyAs, createSender, insertAccount, insertVacancy } from './applications-fixtures';

let h: ApiHarness;
let port: number;
const demo = createSender(() => h.app);
const send = demo.send;
let conversationId: string;
let applicationId: string;
const streams: SseStream[] = [];

beforeAll(async () => {
  h = await createApiHarness();
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  port = (h.app.server.address() as AddressInfo).port;
  await demo.signInAs('organization', 'organization@demo.test');
  await insertAccount(h.database.db, { email: 'live@demo.test' });
  await insertAccount(h.database.db, { email: 'stil@demo.test' });
  await demo.signInAs('live', 'live@demo.test');
  await demo.signInAs('liveTablet', 'live@demo.test');
  await demo.signInAs('quiet', 'stil@demo.test');
  const vacancyId = await insertVacancy(h.database.db, { titleNl: 'Live-test' });
  const application = await applyAs(send, 'live', vacancyId);
  applicationId = application.id;
  conversationId = application.attributes.conversation_id as string;
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await h?.close();
});

const issueTicket = (who: string | null) => send('POST', '/api/v1/stream_tickets', who);

async function openAs(who: string): Promise<SseStream> {
  const res = await issueTicket(who);
  expect(res.status, res.text).toBe(201);
  const ticket = getResource(res.body).attributes!.ticket as string;
  const stream = await openStream({
    port,
    host: hostOf('demo'),
    path: `/api/v1/stream?ticket=${encodeURIComponent(ticket)}`,
  });
  streams.push(stream);
  expect(stream.status).toBe(200);
  await stream.waitFor((e) => e.event === 'ready');
  return stream;
}

const isLive = (match: (event: LiveEvent) => boolean) => (e: SseEvent) =>
  e.event === 'live' && match(JSON.parse(e.data) as LiveEvent);

const openWith = (ticket: string, host = hostOf('demo'), headers: Record<string, string> = {}) =>
  openStream({
    port,
    host,
    path: `/api/v1/stream?ticket=${encodeURIComponent(ticket)}`,
    headers,
  });

describe('POST /api/v1/stream_tickets', () => {
  it('gives a signed-in user a ticket for 30 seconds, keeping only its hash; 401 without sign-in', async () => {
    const before = Date.now();
    const res = await issueTicket('live');
    expect(res.status, res.text).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const attributes = getResource(res.body).attributes!;
    expect(attributes.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const expires = Date.parse(attributes.expires_at as string);
    expect(expires - before).toBeGreaterThan(STREAM_TICKET_LIFESPAN_MS - 5_000);
    expect(expires - before).toBeLessThanOrEqual(STREAM_TICKET_LIFESPAN_MS + 1_000);
    const rows = await h.database.db.select().from(streamTickets);
    expect(rows.some((r) => r.ticketHash === attributes.ticket)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.ticketHash))).toBe(true);

    const anonymous = await issueTicket(null);
    expect(anonymous.status).toBe(401);
  });
});

describe('GET /api/v1/stream', () => {
  it('opens once per ticket; an unknown, used, expired or other tenant’s ticket is a 401', async () => {
    const ticketOf = async () =>
      getResource((await issueTicket('live')).body).attributes!.ticket as string;

    const ticket = await ticketOf();
    const first = await openWith(ticket);
    streams.push(first);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-cache, no-transform');
    await first.waitFor((e) => e.event === 'ready');

    const again = await openWith(ticket, hostOf('demo'), { 'accept-language': 'nl' });
    expect(again.status).toBe(401);
    const error = getFirstError(JSON.parse(again.body));
    expect(error.detail).toMatch(/toegangsbewijs is onbekend, al gebruikt of verlopen/);

    expect((await openWith('x'.repeat(43))).status).toBe(401);
    const missing = await openWith('');
    expect(missing.status).toBe(400);

    const expired = await ticketOf();
    await h.database.db.execute(
      sql`update stream_tickets set expires_at = now() - interval '1 second'`,
    );
    expect((await openWith(expired)).status).toBe(401);

    // Issued on the demo tenant, refused on another tenant's host.
    const elsewhere = await ticketOf();
    expect((await openWith(elsewhere, hostOf('oldebroek'))).status).toBe(401);
    // Used tickets are gone, not kept.
    const rows = await h.database.db.select().from(streamTickets);
    expect(rows.filter((r) => r.tenantId === 'demo')).toHaveLength(1);
    await h.database.db.delete(streamTickets).where(eq(streamTickets.tenantId, 'demo'));
  });

  it('brings a message to the other side and the author’s other tabs at once, and to nobody else', async () => {
    const volunteer = await openAs('live');
    const volunteerTablet = await openAs('liveTablet');
    const organization = await openAs('organization');
    const quiet = await openAs('quiet');

    const sentAt = Date.now();
    const posted = await send('POST', `/api/v1/conversations/${conversationId}/messages`, 'live', {
      data: { type: 'messages', attributes: { body: 'Zaterdag kan ik ook.' } },
    });
    expect(posted.status, posted.text).toBe(201);
    const aboutThread = isLive((e) => e.topic === 'conversation' && e.id === conversationId);
    const heard = await organization.waitFor(aboutThread, 1_000);
    expect(heard.at - sentAt).toBeLessThan(1_000);
    await volunteer.waitFor(aboutThread, 1_000);
    await volunteerTablet.waitFor(aboutThread, 1_000);

    // A refused message (empty) announces nothing.
    const count = organization.events.length;
    const refused = await send('POST', `/api/v1/conversations/${conversationId}/messages`, 'live', {
      data: { type: 'messages', attributes: { body: '' } },
    });
    expect(refused.status).toBe(422);

    // A status change reaches the volunteer as a notification about the application.
    const changed = await send('PATCH', `/api/v1/applications/${applicationId}`, 'organization', {
      data: { type: 'applications', id: applicationId, attributes: { status: 'in_progress' } },
    });
    expect(changed.status, changed.text).toBe(200);
    await volunteer.waitFor(
      isLive((e) => e.topic === 'notifications' && e.applicationId === applicationId),
      1_000,
    );
    expect(organization.events.length).toBe(count);
    expect(quiet.events.filter((e) => e.event === 'live')).toEqual([]);
  });

  it('ends open streams when the server closes', async () => {
    const other = await createApiHarness();
    try {
      await other.app.listen({ port: 0, host: '127.0.0.1' });
      const otherPort = (other.app.server.address() as AddressInfo).port;
      const sender = createSender(() => other.app);
      await sender.signInAs('volunteer', 'volunteer@demo.test');
      const res = await sender.send('POST', '/api/v1/stream_tickets', 'volunteer');
      const ticket = getResource(res.body).attributes!.ticket as string;
      const stream = await openStream({
        port: otherPort,
        host: hostOf('demo'),
        path: `/api/v1/stream?ticket=${ticket}`,
      });
      await stream.waitFor((e) => e.event === 'ready');
      expect(other.app.live.count()).toBe(1);
      await other.app.close();
      await stream.ended;
      expect(other.app.live.count()).toBe(0);
    } finally {
      await other.close();
    }
  });
});
