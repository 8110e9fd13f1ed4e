// /api/v1/help_offers: a signed-in volunteer offers help (categories, radius, weekday parts, a
// note), once (409 after), changes, pauses and withdraws their own offer; coordinators read their
// center's offers with the volunteer's VOG situation; bad input a 422 naming every field with
// nothing written; staff cannot offer (403); without sign-in 401; another volunteer's or
// another tenant's offer is a 404; a tenant without the feature has no offers at all.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpOffers } from '../../server/db/schema/help';
import { buildHelpDemoId } from '../../server/seed/demo-help';
import { getDemoUserId } from '../../server/seed/demo-users';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { getFirstError, getResource, getResources } from '../support/api-requests';
import { countRows, createSender, insertAccount } from './applications-fixtures';
import { category, helpDoc } from './help-fixtures';

let h: ApiHarness;
const demo = createSender(() => h.app);
const send = demo.send;
const oldebroek = createSender(() => h.app, 'oldebroek');
const publicTenant = createSender(() => h.app, 'public');
let fresh: string;
let freshId: string;

beforeAll(async () => {
  h = await createApiHarness();
  await demo.signInAs('coordinator', 'coordinator@demo.test');
  await demo.signInAs('volunteer', 'volunteer@demo.test');
  await demo.signInAs('organization', 'organization@demo.test');
  await oldebroek.signInAs('volunteer', 'volunteer@oldebroek.test');
  const email = `aanbieder-${randomUUID().slice(0, 6)}@voorbeeld.test`;
  freshId = await insertAccount(h.database.db, { email, role: { name: 'volunteer' } });
  await demo.signInAs('fresh', email);
  fresh = 'fresh';
  await publicTenant.signInAs('volunteer', 'volunteer@public.test');
});
afterAll(async () => {
  await h?.close();
});

const offer = (attributes: Record<string, unknown>, who: string | null = fresh, id?: string) =>
  send('POST', '/api/v1/help_offers', who, helpDoc('help_offers', attributes, id));

describe('POST /api/v1/help_offers', () => {
  it('refuses every bad field at once and writes nothing', async () => {
    const before = await countRows(h.database.db, helpOffers);
    const res = await offer({
      category_ids: [],
      radius_km: 500,
      availability: { mon: ['night'] },
      note: 'x'.repeat(1001),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors!.map((e) => e.source?.pointer).sort()).toEqual([
      '/data/attributes/availability/mon/0',
      '/data/attributes/category_ids',
      '/data/attributes/note',
      '/data/attributes/radius_km',
    ]);
    const notHelp = await offer({ category_ids: [category('Tuin'), randomUUID()] });
    expect(notHelp.status).toBe(422);
    expect(getFirstError(notHelp.body).source?.pointer).toBe('/data/attributes/category_ids/1');
    expect(await countRows(h.database.db, helpOffers)).toBe(before);
  });

  it('makes the volunteer’s one offer, with a client id; a second is a 409', async () => {
    const id = randomUUID();
    const res = await offer(
      {
        category_ids: [category('Tuin'), category('Klusjes in en om huis')],
        radius_km: 8,
        availability: { sat: ['morning'], mon: [] },
        note: 'Ik heb een aanhanger.',
      },
      fresh,
      id,
    );
    expect(res.status, res.text).toBe(201);
    expect(getResource(res.body)).toMatchObject({
      id,
      type: 'help_offers',
      attributes: {
        status: 'active',
        radius_km: 8,
        availability: { sat: ['morning'] },
        note: 'Ik heb een aanhanger.',
        volunteer_id: freshId,
        located: false,
        vog_checked: false,
      },
    });
    const again = await offer({ category_ids: [category('Tuin')] });
    expect(again.status).toBe(409);
    expect(getFirstError(again.body).code).toBe('already_exists');
  });

  it('refuses staff (403) and anonymous (401), and does not exist without the feature', async () => {
    const body = { category_ids: [category('Tuin')] };
    expect((await offer(body, 'coordinator')).status).toBe(403);
    expect((await offer(body, 'organization')).status).toBe(403);
    expect((await offer(body, null)).status).toBe(401);
    const other = await publicTenant.send(
      'POST',
      '/api/v1/help_offers',
      'volunteer',
      helpDoc('help_offers', body),
    );
    expect(other.status).toBe(404);
  });
});

describe('PATCH /api/v1/help_offers/:id', () => {
  const own = buildHelpDemoId('demo', 'offer', 99);
  const patch = (id: string, attributes: Record<string, unknown>, who: string | null) =>
    send('PATCH', `/api/v1/help_offers/${id}`, who, helpDoc('help_offers', attributes, id));

  it('changes, pauses and withdraws the volunteer’s own offer', async () => {
    const res = await patch(own, { radius_km: 3, status: 'paused' }, 'volunteer');
    expect(res.status, res.text).toBe(200);
    expect(getResource(res.body).attributes).toMatchObject({ radius_km: 3, status: 'paused' });
    const back = await patch(own, { status: 'active', radius_km: 5 }, 'volunteer');
    expect(getResource(back.body).attributes).toMatchObject({ status: 'active' });
  });

  it('refuses bad input with pointers and changes nothing', async () => {
    const res = await patch(own, { status: 'weg', radius_km: 0 }, 'volunteer');
    expect(res.status).toBe(422);
    expect(res.body.errors!.map((e) => e.source?.pointer).sort()).toEqual([
      '/data/attributes/radius_km',
      '/data/attributes/status',
    ]);
    const [row] = await h.database.db.select().from(helpOffers).where(eq(helpOffers.id, own));
    expect(row!.status).toBe('active');
  });

  it("is a 404 for another volunteer's or tenant's offer, 403 for staff, 401 without sign-in", async () => {
    const someoneElses = buildHelpDemoId('demo', 'offer', 1);
    expect((await patch(someoneElses, { radius_km: 9 }, 'volunteer')).status).toBe(404);
    const foreign = buildHelpDemoId('oldebroek', 'offer', 99);
    expect((await patch(foreign, { radius_km: 9 }, 'volunteer')).status).toBe(404);
    expect((await patch(own, { radius_km: 9 }, 'coordinator')).status).toBe(403);
    expect((await patch(own, { radius_km: 9 }, null)).status).toBe(401);
  });
});

describe('GET /api/v1/help_offers', () => {
  it('answers a volunteer their own offer only', async () => {
    const res = await send('GET', '/api/v1/help_offers', 'volunteer');
    expect(res.status).toBe(200);
    expect(getResources(res.body).map((r) => r.attributes!.volunteer_id)).toEqual([
      getDemoUserId('demo', 'volunteer'),
    ]);
  });

  it('answers a coordinator the center’s offers with the VOG situation', async () => {
    const res = await send('GET', '/api/v1/help_offers', 'coordinator');
    expect(res.status).toBe(200);
    const list = getResources(res.body);
    expect(list.length).toBeGreaterThanOrEqual(5);
    const henk = list.find((r) => r.id === buildHelpDemoId('demo', 'offer', 1))!;
    expect(henk.attributes).toMatchObject({
      volunteer_name: 'Henk de Wit',
      located: true,
      vog_checked: true,
      vog_issued_on: '2026-02-10',
    });
    const mine = await send('GET', '/api/v1/help_offers?filter[mine]=true', 'coordinator');
    expect(getResources(mine.body)).toEqual([]);
  });

  it('refuses organization admins (403) and anonymous (401); shows no other tenant', async () => {
    expect((await send('GET', '/api/v1/help_offers', 'organization')).status).toBe(403);
    expect((await send('GET', '/api/v1/help_offers', null)).status).toBe(401);
    const res = await oldebroek.send('GET', '/api/v1/help_offers', 'volunteer');
    expect(getResources(res.body).every((r) => r.id.startsWith('3'))).toBe(true);
  });
});

describe('GET /api/v1/help_offers/:id', () => {
  it('answers the owner and the coordinator; others get a 404', async () => {
    const id = buildHelpDemoId('demo', 'offer', 99);
    expect((await send('GET', `/api/v1/help_offers/${id}`, 'volunteer')).status).toBe(200);
    expect((await send('GET', `/api/v1/help_offers/${id}`, 'coordinator')).status).toBe(200);
    expect((await send('GET', `/api/v1/help_offers/${id}`, fresh)).status).toBe(404);
    expect((await send('GET', `/api/v1/help_offers/${id}`, 'organization')).status).toBe(403);
    expect((await send('GET', `/api/v1/help_offers/${id}`, null)).status).toBe(401);
    const foreign = buildHelpDemoId('oldebroek', 'offer', 1);
    expect((await send('GET', `/api/v1/help_offers/${foreign}`, 'coordinator')).status).toBe(404);
  });
});
