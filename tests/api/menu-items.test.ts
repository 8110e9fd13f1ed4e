// The header and footer menus (docs/pages-api.md): everybody reads the menus of the request's
// center, its coordinators and admins change them; one level of nesting; an item of a draft page
// shows to editors only; another center's items are invisible.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItems } from '../../server/db/schema/content';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { getFirstError, getResource, getResources } from '../support/api-requests';
import { createSender } from './applications-fixtures';

let h: ApiHarness;
const demo = createSender(() => h.app);
const send = demo.send;
const cordaad = createSender(() => h.app, 'cordaad');

const itemDoc = (attributes: Record<string, unknown>, id?: string) => ({
  data: { type: 'menu_items', ...(id ? { id } : {}), attributes },
});

let publishedPageId = '';
let draftPageId = '';

beforeAll(async () => {
  h = await createApiHarness({ authRateLimitIpPerMinute: 10_000 });
  for (const who of ['coordinator', 'admin', 'volunteer', 'organization'])
    await demo.signInAs(who, `${who}@demo.test`);
  await cordaad.signInAs('coordinator', 'coordinator@cordaad.test');
  const make = async (attributes: Record<string, unknown>) => {
    const res = await send('POST', '/api/v1/pages', 'coordinator', {
      data: { type: 'pages', attributes },
    });
    return getResource(res.body).id;
  };
  publishedPageId = await make({
    title_nl: 'Menu-pagina',
    slug: 'menu-pagina',
    body_nl: '<p>x</p>',
    status: 'published',
  });
  draftPageId = await make({ title_nl: 'Menu-concept', slug: 'menu-concept' });
});
afterAll(async () => {
  await h?.close();
});

async function addItem(attributes: Record<string, unknown>) {
  const res = await send('POST', '/api/v1/menu_items', 'coordinator', itemDoc(attributes));
  if (res.status !== 201) throw new Error(`${res.status} ${res.text}`);
  return getResource(res.body);
}

const footerIds = async (who: string | null) =>
  getResources((await send('GET', '/api/v1/menu_items?filter[menu]=footer', who)).body).map(
    (r) => r.id,
  );

describe('POST /api/v1/menu_items', () => {
  it('adds items to a page, a route and an external link, each at the end', async () => {
    const page = await addItem({
      menu: 'footer',
      label_nl: 'Pagina',
      target_kind: 'page',
      page_id: publishedPageId,
    });
    expect(page.attributes).toMatchObject({ href: '/menu-pagina', page_published: true });
    const route = await addItem({
      menu: 'footer',
      label_nl: 'Vacatures',
      label_en: 'Vacancies',
      target_kind: 'route',
      target: '/vacancies/search',
    });
    const url = await addItem({
      menu: 'footer',
      label_en: 'Gemeente',
      target_kind: 'url',
      target: 'https://www.ede.nl/',
    });
    expect([page, route, url].map((r) => r.attributes!.position)).toEqual([
      expect.any(Number),
      (page.attributes!.position as number) + 1,
      (page.attributes!.position as number) + 2,
    ]);
  });

  it('answers 401, 403 and 422 with every bad field, and writes nothing', async () => {
    const body = itemDoc({ menu: 'header', label_nl: 'X', target_kind: 'route', target: '/x' });
    expect((await send('POST', '/api/v1/menu_items', null, body)).status).toBe(401);
    expect((await send('POST', '/api/v1/menu_items', 'volunteer', body)).status).toBe(403);
    expect((await send('POST', '/api/v1/menu_items', 'organization', body)).status).toBe(403);
    const before = (await h.database.db.select().from(menuItems)).length;
    const schema = await send(
      'POST',
      '/api/v1/menu_items',
      'coordinator',
      itemDoc({ menu: 'zijkant', target_kind: 'ergens' }),
    );
    expect(schema.status).toBe(422);
    expect((schema.body.errors ?? []).map((e) => e.source?.pointer).sort()).toEqual([
      '/data/attributes/menu',
      '/data/attributes/target_kind',
    ]);
    for (const [attributes, pointers] of [
      [
        { menu: 'header', target_kind: 'url', target: 'javascript:alert(1)' },
        ['/data/attributes/label_nl', '/data/attributes/target'],
      ],
      [
        { menu: 'header', label_nl: 'x', target_kind: 'route', target: '//evil.example' },
        ['/data/attributes/target'],
      ],
      [
        { menu: 'header', label_nl: 'x', target_kind: 'page', page_id: randomUUID() },
        ['/data/attributes/page_id'],
      ],
    ] as const) {
      const res = await send('POST', '/api/v1/menu_items', 'coordinator', itemDoc(attributes));
      expect(res.status, JSON.stringify(attributes)).toBe(422);
      expect((res.body.errors ?? []).map((e) => e.source?.pointer).sort()).toEqual(pointers);
    }
    expect((await h.database.db.select().from(menuItems)).length).toBe(before);
  });

  it('nests one level deep only', async () => {
    const parent = await addItem({
      menu: 'header',
      label_nl: 'Over',
      target_kind: 'route',
      target: '/partners',
    });
    const child = await addItem({
      menu: 'header',
      label_nl: 'Kind',
      target_kind: 'route',
      target: '/partners',
      parent_id: parent.id,
    });
    expect(child.attributes!.parent_id).toBe(parent.id);
    const grandchild = await send(
      'POST',
      '/api/v1/menu_items',
      'coordinator',
      itemDoc({
        menu: 'header',
        label_nl: 'Te diep',
        target_kind: 'route',
        target: '/x',
        parent_id: child.id,
      }),
    );
    expect(grandchild.status).toBe(422);
    expect(getFirstError(grandchild.body).source).toEqual({
      pointer: '/data/attributes/parent_id',
    });
    const otherMenu = await send(
      'POST',
      '/api/v1/menu_items',
      'coordinator',
      itemDoc({
        menu: 'footer',
        label_nl: 'Ander menu',
        target_kind: 'route',
        target: '/x',
        parent_id: parent.id,
      }),
    );
    expect(otherMenu.status).toBe(422);
  });
});

describe('GET /api/v1/menu_items', () => {
  it('hides an item of a draft page from visitors, not from editors', async () => {
    const item = await addItem({
      menu: 'footer',
      label_nl: 'Concept',
      target_kind: 'page',
      page_id: draftPageId,
    });
    expect(await footerIds(null)).not.toContain(item.id);
    expect(await footerIds('volunteer')).not.toContain(item.id);
    expect(await footerIds('coordinator')).toContain(item.id);
  });

  it("shows no other center's items", async () => {
    const item = await addItem({
      menu: 'footer',
      label_nl: 'Alleen demo',
      target_kind: 'route',
      target: '/partners',
    });
    const other = await cordaad.send('GET', '/api/v1/menu_items', 'coordinator');
    expect(other.status).toBe(200);
    expect(getResources(other.body).map((r) => r.id)).not.toContain(item.id);
    expect(
      (
        await cordaad.send(
          'PATCH',
          `/api/v1/menu_items/${item.id}`,
          'coordinator',
          itemDoc({ label_nl: 'Van mij' }, item.id),
        )
      ).status,
    ).toBe(404);
    expect(
      (await cordaad.send('DELETE', `/api/v1/menu_items/${item.id}`, 'coordinator')).status,
    ).toBe(404);
  });

  it('answers 400 for a bad menu', async () => {
    const res = await send('GET', '/api/v1/menu_items?filter[menu]=zijkant', null);
    expect(res.status).toBe(400);
    expect(getFirstError(res.body).source).toEqual({ parameter: 'filter[menu]' });
  });
});

describe('PATCH and DELETE /api/v1/menu_items/:id', () => {
  it('changes an item for editors; 401, 403, 404, 422 otherwise', async () => {
    const item = await addItem({
      menu: 'header',
      label_nl: 'Oud',
      target_kind: 'route',
      target: '/partners',
    });
    const change = itemDoc(
      { label_nl: 'Nieuw', target_kind: 'url', target: 'https://www.ede.nl/' },
      item.id,
    );
    expect((await send('PATCH', `/api/v1/menu_items/${item.id}`, null, change)).status).toBe(401);
    expect((await send('PATCH', `/api/v1/menu_items/${item.id}`, 'volunteer', change)).status).toBe(
      403,
    );
    expect(
      (await send('PATCH', `/api/v1/menu_items/${randomUUID()}`, 'coordinator', change)).status,
    ).toBe(404);
    const bad = await send(
      'PATCH',
      `/api/v1/menu_items/${item.id}`,
      'coordinator',
      itemDoc({ target_kind: 'url', target: 'http://ede.nl' }, item.id),
    );
    expect(bad.status).toBe(422);
    expect(getFirstError(bad.body).source).toEqual({ pointer: '/data/attributes/target' });
    const ok = await send('PATCH', `/api/v1/menu_items/${item.id}`, 'admin', change);
    expect(ok.status).toBe(200);
    expect(getResource(ok.body).attributes).toMatchObject({
      label_nl: 'Nieuw',
      href: 'https://www.ede.nl/',
      page_id: null,
    });
    expect((await send('DELETE', `/api/v1/menu_items/${item.id}`, 'volunteer')).status).toBe(403);
    expect((await send('DELETE', `/api/v1/menu_items/${item.id}`, null)).status).toBe(401);
    expect((await send('DELETE', `/api/v1/menu_items/${item.id}`, 'coordinator')).status).toBe(204);
  });
});

describe('POST /api/v1/menu_items/order', () => {
  it('orders a whole menu with its nesting; refuses an incomplete or too deep order', async () => {
    await addItem({ menu: 'header', label_nl: 'Derde', target_kind: 'route', target: '/partners' });
    const current = getResources(
      (await send('GET', '/api/v1/menu_items?filter[menu]=header', 'coordinator')).body,
    );
    const ids = current.map((r) => r.id).reverse();
    expect(ids.length).toBeGreaterThanOrEqual(3);
    const order = (items: unknown[]) => ({
      data: { type: 'menu_orders', attributes: { menu: 'header', items } },
    });
    const flat = await send(
      'POST',
      '/api/v1/menu_items/order',
      'coordinator',
      order(ids.map((id) => ({ id, parent_id: null }))),
    );
    expect(flat.status).toBe(200);
    expect(getResources(flat.body).map((r) => r.id)).toEqual(ids);
    const nested = await send(
      'POST',
      '/api/v1/menu_items/order',
      'coordinator',
      order(ids.map((id, i) => ({ id, parent_id: i === 1 ? ids[0] : null }))),
    );
    expect(nested.status).toBe(200);
    expect(getResources(nested.body).find((r) => r.id === ids[1])!.attributes!.parent_id).toBe(
      ids[0],
    );
    const missing = await send(
      'POST',
      '/api/v1/menu_items/order',
      'coordinator',
      order(ids.slice(1).map((id) => ({ id }))),
    );
    expect(missing.status).toBe(422);
    expect(getFirstError(missing.body).source).toEqual({ pointer: '/data/attributes/items' });
    const deep = await send(
      'POST',
      '/api/v1/menu_items/order',
      'coordinator',
      order(ids.map((id, i) => ({ id, parent_id: i === 0 ? null : ids[i - 1] }))),
    );
    expect(deep.status).toBe(422);
    expect((await send('POST', '/api/v1/menu_items/order', 'volunteer', order([]))).status).toBe(
      403,
    );
    expect((await send('POST', '/api/v1/menu_items/order', null, order([]))).status).toBe(401);
  });
});
