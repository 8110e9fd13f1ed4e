// The shared search answers (SEARCH_CACHE_MB): an anonymous search, or one by a reader who
// manages nothing, is answered again from the instance's memory while nothing it shows changed;
// a write that commits (through this instance, another one on the same database, or straight into
// the database) is in the next search on every instance; a manager's search is never shared; a
// write in another tenant keeps this tenant's answers. Two apps on one database stand for two
// instances.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { organizations } from '../../server/db/schema/organizations';
import { vacancyTags } from '../../server/db/schema/vacancies';
import { createResponseCache } from '../../server/lib/response-cache';
import type { ApiHarness } from '../support/api-harness';
import type { AuthHeaders } from '../support/api-auth';
import { getResources, hostOf, requestApi } from '../support/api-requests';
import {
  DEMO_CENTER,
  DEMO_FOUNDATION,
  insertTag,
  insertVacancy,
  openVacancyApi,
  type VacancySender,
} from './vacancies-fixtures';

let h: ApiHarness;
let as: Record<string, AuthHeaders>;
let send: VacancySender;
let other: FastifyInstance;

beforeAll(async () => {
  ({ h, as, send } = await openVacancyApi());
  other = await buildApp({ settings: h.settings, database: h.database });
  await other.ready();
});
afterAll(async () => {
  await other?.close();
  await h?.close();
});

const word = () => `zoekwoord${randomUUID().slice(0, 8)}`;
const search = (app: FastifyInstance, q: string, headers: Record<string, string> = {}) =>
  requestApi(app, {
    url: `/api/v1/vacancies?filter%5Bq%5D=${q}&include=organization`,
    host: hostOf('demo'),
    headers,
  });
const titles = (res: Awaited<ReturnType<typeof search>>) =>
  getResources(res.body).map((r) => r.attributes.title_nl);
const hits = (app: FastifyInstance) => app.searchCache.stats().hits;

describe('shared search answers', () => {
  it('answers the same anonymous search again from memory, byte for byte', async () => {
    const q = word();
    await insertVacancy(h.database.db, { titleNl: `Voorlezen ${q}` });
    const first = await search(h.app, q);
    expect(first.status, first.text).toBe(200);
    expect(titles(first)).toEqual([`Voorlezen ${q}`]);
    const before = hits(h.app);
    const again = await search(h.app, q);
    expect(hits(h.app)).toBe(before + 1);
    expect(again.text).toBe(first.text);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
  });

  it('shows a vacancy written through either instance in the next search on both', async () => {
    const q = word();
    const row = await insertVacancy(h.database.db, { titleNl: `Tuinieren ${q}` });
    await search(h.app, q);
    await search(other, q);
    const before = { here: hits(h.app), there: hits(other) };
    // The organization's admin renames it through the other instance.
    const patched = await requestApi(other, {
      method: 'PATCH',
      url: `/api/v1/vacancies/${row.id}`,
      host: hostOf('demo'),
      headers: { ...as.organization, 'content-type': 'application/json' },
      payload: {
        data: { type: 'vacancies', id: row.id, attributes: { title_nl: `Moestuin ${q}` } },
      },
    });
    expect(patched.status, patched.text).toBe(200);
    expect(titles(await search(h.app, q))).toEqual([`Moestuin ${q}`]);
    expect(titles(await search(other, q))).toEqual([`Moestuin ${q}`]);
    expect(hits(h.app)).toBe(before.here);
    expect(hits(other)).toBe(before.there);
  });

  it('sees writes straight into the database: a new vacancy, a tag taken off, a denied organization', async () => {
    const q = word();
    const tag = await insertTag(h.database.db, { nameNl: `Label ${q}` });
    await insertVacancy(h.database.db, { titleNl: `Koken ${q}`, organizationId: DEMO_FOUNDATION }, [
      tag.id,
    ]);
    expect(titles(await search(h.app, q))).toEqual([`Koken ${q}`]);

    await insertVacancy(h.database.db, { titleNl: `Bakken ${q}` });
    expect(titles(await search(h.app, q)).sort()).toEqual([`Bakken ${q}`, `Koken ${q}`]);

    // The tag taken off: the tag link is a table of its own.
    await h.database.db.delete(vacancyTags).where(eq(vacancyTags.tagId, tag.id));
    const untagged = await search(h.app, q);
    expect(untagged.text).not.toContain(tag.id);

    await h.database.db
      .update(organizations)
      .set({ status: 'denied' })
      .where(eq(organizations.id, DEMO_FOUNDATION));
    try {
      expect(titles(await search(h.app, q))).toEqual([`Bakken ${q}`]);
    } finally {
      await h.database.db
        .update(organizations)
        .set({ status: 'approved' })
        .where(eq(organizations.id, DEMO_FOUNDATION));
    }
  });

  it('keeps the answers of one tenant when another tenant writes', async () => {
    const q = word();
    await insertVacancy(h.database.db, { titleNl: `Fietsen ${q}` });
    await search(h.app, q);
    await h.database.db.execute(
      sql`update vacancies set title_en = title_en where tenant_id = 'cordaad'`,
    );
    const before = hits(h.app);
    expect(titles(await search(h.app, q))).toEqual([`Fietsen ${q}`]);
    expect(hits(h.app)).toBe(before + 1);
  });

  it('shares a volunteer’s search with everyone, never a manager’s', async () => {
    const q = word();
    await insertVacancy(h.database.db, { titleNl: `Wandelen ${q}`, centerId: DEMO_CENTER });
    const anonymous = await search(h.app, q);
    const before = hits(h.app);
    const volunteer = await search(h.app, q, as.volunteer!);
    expect(hits(h.app)).toBe(before + 1);
    expect(volunteer.text).toBe(anonymous.text);

    const coordinator = await send(
      'GET',
      `/api/v1/vacancies?filter%5Bq%5D=${q}&include=organization`,
      'coordinator',
    );
    expect(coordinator.status).toBe(200);
    expect(hits(h.app)).toBe(before + 1);
    const [vacancy] = getResources(coordinator.body);
    expect(vacancy!.attributes.can_manage).toBe(true);
    expect(vacancy!.attributes.applications_count).toBe(0);
    expect(getResources(anonymous.body)[0]!.attributes.can_manage).toBe(false);
  });

  it('keeps nothing with SEARCH_CACHE_MB=0', async () => {
    const off = await buildApp({
      settings: { ...h.settings, searchCacheMb: 0 },
      database: h.database,
    });
    await off.ready();
    try {
      const q = word();
      await insertVacancy(h.database.db, { titleNl: `Zingen ${q}` });
      expect(titles(await search(off, q))).toEqual([`Zingen ${q}`]);
      expect(titles(await search(off, q))).toEqual([`Zingen ${q}`]);
      expect(off.searchCache.stats()).toMatchObject({ hits: 0, entries: 0 });
    } finally {
      await off.close();
    }
  });
});

describe('the response cache', () => {
  it('answers only at the generation it was stored under', () => {
    const cache = createResponseCache({ maxBytes: 1_000_000 });
    cache.set('a', '1', 'body');
    expect(cache.get('a', '1')).toBe('body');
    expect(cache.get('a', '2')).toBeUndefined();
    // The stale entry is gone, not only passed over.
    expect(cache.get('a', '1')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 2, entries: 0, bytes: 0 });
  });

  it('lets the least recently used answers go once the bytes pass the budget', () => {
    // A one-letter key and 499 characters are 1,000 bytes: eight fit in 8,000.
    const cache = createResponseCache({ maxBytes: 8_000 });
    const body = 'x'.repeat(499);
    for (const key of 'abcdefgh') cache.set(key, '1', body);
    expect(cache.stats()).toMatchObject({ entries: 8, bytes: 8_000 });
    expect(cache.get('a', '1')).toBe(body);
    cache.set('i', '1', body);
    cache.set('j', '1', body);
    expect(cache.get('b', '1')).toBeUndefined();
    expect(cache.get('c', '1')).toBeUndefined();
    expect(cache.get('a', '1')).toBe(body);
    expect(cache.stats().bytes).toBe(8_000);
  });

  it('does not keep an answer larger than an eighth of the budget', () => {
    const cache = createResponseCache({ maxBytes: 1_000 });
    cache.set('big', '1', 'x'.repeat(100));
    expect(cache.get('big', '1')).toBeUndefined();
    expect(cache.stats().entries).toBe(0);
  });
});
