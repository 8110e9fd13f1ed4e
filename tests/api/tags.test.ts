// Tags: the public list (filters, sort, counts), create with a client id and the unique Dutch
// name, edit, delete (gone from vacancies too) and merge, each with bad input, another tenant,
// a role that may not act and no sign-in.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tags } from '../../server/db/schema/tags';
import { vacancies, vacancyTags } from '../../server/db/schema/vacancies';
import { DEMO_TAGS, getDemoTagId } from '../../server/seed/demo-tags';
import type { ApiHarness } from '../support/api-harness';
import { getFirstError, getResource, getResources, hostOf } from '../support/api-requests';
import {
  insertTag,
  insertVacancy,
  makeTagName,
  openVacancyApi,
  type VacancySender,
} from './vacancies-fixtures';

let h: ApiHarness;
let send: VacancySender;

beforeAll(async () => {
  ({ h, send } = await openVacancyApi());
});
afterAll(async () => {
  await h?.close();
});

const tagDoc = (attributes: Record<string, unknown>, id?: string) => ({
  data: { type: 'tags', ...(id ? { id } : {}), attributes },
});

/** vacancies.tag_ids: what a tag filter searches (migration 0011 keeps it equal to vacancy_tags). */
async function readTagIds(vacancyId: string): Promise<string[]> {
  const [row] = await h.database.db
    .select({ tagIds: vacancies.tagIds })
    .from(vacancies)
    .where(eq(vacancies.id, vacancyId));
  return row!.tagIds;
}

const sortIds = (ids: string[]) => [...ids].sort();

async function countTags() {
  return (await h.database.db.select().from(tags).where(eq(tags.tenantId, 'demo'))).length;
}

describe('GET /api/v1/tags', () => {
  it('lists tags for anyone, filtered by kind and name prefix, with vacancy counts (any status)', async () => {
    const prefix = `Zq${randomUUID().slice(0, 6)}`;
    const skill = await insertTag(h.database.db, {
      kind: 'skill',
      nameNl: `${prefix} koken`,
      nameEn: 'Cooking',
    });
    const category = await insertTag(h.database.db, {
      kind: 'category',
      nameNl: `${prefix} zorg`,
      nameEn: 'Care',
    });
    await insertVacancy(h.database.db, {}, [skill.id, category.id]);
    await insertVacancy(h.database.db, {}, [skill.id]);
    await insertVacancy(h.database.db, { status: 'draft' }, [skill.id]);

    const res = await send('GET', `/api/v1/tags?filter[q]=${prefix.toLowerCase()}`, null);
    expect(res.status).toBe(200);
    const list = getResources(res.body);
    expect(list.map((t) => t.id)).toEqual([skill.id, category.id]);
    expect(list[0]!.attributes).toMatchObject({
      kind: 'skill',
      name_en: 'Cooking',
      vacancies_count: 3,
    });
    expect(list[1]!.attributes.vacancies_count).toBe(1);
    expect(res.body.meta).toMatchObject({ total: 2 });

    const kind = await send(
      'GET',
      `/api/v1/tags?filter[q]=${prefix}&filter[kind_eq]=category`,
      null,
    );
    expect(getResources(kind.body).map((t) => t.id)).toEqual([category.id]);
    const byEnglish = await send('GET', `/api/v1/tags?filter[q]=${prefix}&sort=name_en`, null);
    expect(getResources(byEnglish.body).map((t) => t.id)).toEqual([category.id, skill.id]);
    const byCount = await send(
      'GET',
      `/api/v1/tags?filter[q]=${prefix}&sort=-vacancies_count`,
      null,
    );
    expect(getResources(byCount.body).map((t) => t.id)).toEqual([skill.id, category.id]);
    const english = await send('GET', '/api/v1/tags?filter[q]=cookin', null);
    expect(getResources(english.body).map((t) => t.id)).toContain(skill.id);
    const paged = await send(
      'GET',
      `/api/v1/tags?filter[q]=${prefix}&page[size]=1&page[number]=2`,
      null,
    );
    expect(getResources(paged.body).map((t) => t.id)).toEqual([category.id]);
    expect(paged.body.meta).toMatchObject({ total: 2 });
  });

  it('keeps tenants apart and refuses bad parameters', async () => {
    const mine = await insertTag(h.database.db);
    const other = await send('GET', '/api/v1/tags', null, undefined, { host: hostOf('cordaad') });
    expect(getResources(other.body).map((t) => t.id)).not.toContain(mine.id);
    expect(
      (await send('GET', `/api/v1/tags/${mine.id}`, null, undefined, { host: hostOf('cordaad') }))
        .status,
    ).toBe(404);
    expect((await send('GET', `/api/v1/tags/${mine.id}`, null)).status).toBe(200);
    for (const [query, parameter] of [
      ['filter[kind_eq]=colour', 'filter[kind_eq]'],
      ['sort=popularity', 'sort'],
      ['page[size]=1001', 'page[size]'],
      ['filter[q]=%00', 'filter[q]'],
    ]) {
      const res = await send('GET', `/api/v1/tags?${query}`, null);
      expect(res.status, query).toBe(400);
      expect(getFirstError(res.body).source).toEqual({ parameter });
    }
  });
});

describe('POST /api/v1/tags', () => {
  it('lets center admins and admins create tags, with a client id (409 on repeat)', async () => {
    const id = randomUUID();
    const name = makeTagName('Tuinieren');
    const res = await send(
      'POST',
      '/api/v1/tags',
      'coordinator',
      tagDoc({ kind: 'skill', name_nl: name, name_en: 'Gardening' }, id),
    );
    expect(res.status).toBe(201);
    expect(getResource(res.body)).toMatchObject({
      id,
      attributes: { kind: 'skill', name_nl: name, vacancies_count: 0 },
    });
    const again = await send(
      'POST',
      '/api/v1/tags',
      'coordinator',
      tagDoc({ kind: 'skill', name_nl: makeTagName('X'), name_en: 'X' }, id),
    );
    expect(again.status).toBe(409);
    expect(getFirstError(again.body).code).toBe('duplicate_id');
    const admin = await send(
      'POST',
      '/api/v1/tags',
      'admin',
      tagDoc({ kind: 'target_group', name_nl: makeTagName('Jongeren'), name_en: 'Youth' }),
    );
    expect(admin.status).toBe(201);
  });

  it('answers 409 already_exists for the same kind and Dutch name, any case', async () => {
    const existing = await insertTag(h.database.db, { kind: 'skill' });
    const before = await countTags();
    const res = await send(
      'POST',
      '/api/v1/tags',
      'admin',
      tagDoc({ kind: 'skill', name_nl: existing.nameNl.toUpperCase(), name_en: 'Other' }),
    );
    expect(res.status).toBe(409);
    expect(getFirstError(res.body)).toMatchObject({
      code: 'already_exists',
      source: { pointer: '/data/attributes/name_nl' },
    });
    // Another kind may use the name.
    const other = await send(
      'POST',
      '/api/v1/tags',
      'admin',
      tagDoc({ kind: 'category', name_nl: existing.nameNl, name_en: 'Other' }),
    );
    expect(other.status).toBe(201);
    expect(await countTags()).toBe(before + 1);
  });

  it('refuses bad input with a pointer and writes nothing', async () => {
    const before = await countTags();
    for (const [attributes, pointer] of [
      [{ name_nl: 'a', name_en: 'a' }, '/data/attributes/kind'],
      [{ kind: 'colour', name_nl: 'a', name_en: 'a' }, '/data/attributes/kind'],
      [{ kind: 'skill', name_en: 'a' }, '/data/attributes/name_nl'],
      [{ kind: 'skill', name_nl: '  ', name_en: 'a' }, '/data/attributes/name_nl'],
      [{ kind: 'skill', name_nl: 'a', name_en: 'x'.repeat(61) }, '/data/attributes/name_en'],
      [{ kind: 'skill', name_nl: 'a\u0000b', name_en: 'a' }, '/data/attributes/name_nl'],
    ] as const) {
      const res = await send('POST', '/api/v1/tags', 'admin', tagDoc(attributes));
      expect(res.status, JSON.stringify(attributes)).toBe(422);
      expect(getFirstError(res.body).source).toEqual({ pointer });
    }
    const badId = await send(
      'POST',
      '/api/v1/tags',
      'admin',
      tagDoc({ kind: 'skill', name_nl: 'a', name_en: 'a' }, 'nope'),
    );
    expect(getFirstError(badId.body).source).toEqual({ pointer: '/data/id' });
    const badType = await send('POST', '/api/v1/tags', 'admin', {
      data: { type: 'vacancies', attributes: {} },
    });
    expect(getFirstError(badType.body).source).toEqual({ pointer: '/data/type' });
    expect(await countTags()).toBe(before);
  });

  it('refuses organization admins and volunteers (403) and anonymous users (401)', async () => {
    const body = tagDoc({ kind: 'skill', name_nl: makeTagName('Nee'), name_en: 'No' });
    expect((await send('POST', '/api/v1/tags', 'organization', body)).status).toBe(403);
    expect((await send('POST', '/api/v1/tags', 'volunteer', body)).status).toBe(403);
    expect((await send('POST', '/api/v1/tags', null, body)).status).toBe(401);
  });

  it('replays an Idempotency-Key without creating a second tag', async () => {
    const body = tagDoc({ kind: 'skill', name_nl: makeTagName('Idem'), name_en: 'Idem' });
    const headers = { 'idempotency-key': randomUUID() };
    const first = await send('POST', '/api/v1/tags', 'admin', body, { headers });
    const second = await send('POST', '/api/v1/tags', 'admin', body, { headers });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers['idempotency-replayed']).toBe('true');
    expect(getResource(second.body).id).toBe(getResource(first.body).id);
  });
});

describe('PATCH /api/v1/tags/{id}', () => {
  it('renames and changes the kind', async () => {
    const tag = await insertTag(h.database.db);
    const name = makeTagName('Nieuw');
    const res = await send(
      'PATCH',
      `/api/v1/tags/${tag.id}`,
      'coordinator',
      tagDoc({ name_nl: name, kind: 'skill' }, tag.id),
    );
    expect(res.status).toBe(200);
    expect(getResource(res.body).attributes).toMatchObject({
      name_nl: name,
      name_en: tag.nameEn,
      kind: 'skill',
    });
  });

  it('refuses bad input, a taken name, other tenants, other roles and anonymous users', async () => {
    const tag = await insertTag(h.database.db);
    const taken = await insertTag(h.database.db);
    const bad = await send('PATCH', `/api/v1/tags/${tag.id}`, 'admin', tagDoc({ name_en: '' }));
    expect(bad.status).toBe(422);
    expect(getFirstError(bad.body).source).toEqual({ pointer: '/data/attributes/name_en' });
    const clash = await send(
      'PATCH',
      `/api/v1/tags/${tag.id}`,
      'admin',
      tagDoc({ name_nl: taken.nameNl }),
    );
    expect(clash.status).toBe(409);
    expect(getFirstError(clash.body).source).toEqual({ pointer: '/data/attributes/name_nl' });
    const body = tagDoc({ name_en: 'Changed' });
    expect(
      (
        await send('PATCH', `/api/v1/tags/${tag.id}`, 'cordaadAdmin', body, {
          host: hostOf('cordaad'),
        })
      ).status,
    ).toBe(404);
    expect((await send('PATCH', `/api/v1/tags/${tag.id}`, 'organization', body)).status).toBe(403);
    expect((await send('PATCH', `/api/v1/tags/${tag.id}`, null, body)).status).toBe(401);
    const [row] = await h.database.db.select().from(tags).where(eq(tags.id, tag.id));
    expect(row).toMatchObject({ nameNl: tag.nameNl, nameEn: tag.nameEn });
  });
});

describe('DELETE /api/v1/tags/{id}', () => {
  it('deletes the tag and its vacancy links', async () => {
    const tag = await insertTag(h.database.db);
    const vacancy = await insertVacancy(h.database.db, {}, [tag.id]);
    expect((await send('DELETE', `/api/v1/tags/${tag.id}`, 'volunteer')).status).toBe(403);
    expect((await send('DELETE', `/api/v1/tags/${tag.id}`, null)).status).toBe(401);
    expect(
      (
        await send('DELETE', `/api/v1/tags/${tag.id}`, 'cordaadAdmin', undefined, {
          host: hostOf('cordaad'),
        })
      ).status,
    ).toBe(404);
    expect((await send('DELETE', '/api/v1/tags/not-a-uuid', 'admin')).status).toBe(404);
    const res = await send('DELETE', `/api/v1/tags/${tag.id}`, 'coordinator');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ meta: { deleted: true } });
    const links = await h.database.db
      .select()
      .from(vacancyTags)
      .where(eq(vacancyTags.vacancyId, vacancy.id));
    expect(links).toEqual([]);
    // The search's copy of the links (vacancies.tag_ids, kept by triggers) lost it too.
    expect(await readTagIds(vacancy.id)).toEqual([]);
    expect((await send('GET', `/api/v1/tags/${tag.id}`, null)).status).toBe(404);
  });
});

describe('POST /api/v1/tags/{id}/merge', () => {
  const mergeDoc = (intoId: unknown) => ({
    data: { type: 'tags', attributes: { into_id: intoId } },
  });

  it('moves the vacancies to the other tag (once) and deletes the merged tag', async () => {
    const from = await insertTag(h.database.db, { kind: 'skill' });
    const into = await insertTag(h.database.db, { kind: 'skill' });
    const both = await insertVacancy(h.database.db, {}, [from.id, into.id]);
    const onlyFrom = await insertVacancy(h.database.db, {}, [from.id]);
    const res = await send(
      'POST',
      `/api/v1/tags/${from.id}/merge`,
      'coordinator',
      mergeDoc(into.id),
    );
    expect(res.status).toBe(200);
    expect(getResource(res.body)).toMatchObject({
      id: into.id,
      attributes: { vacancies_count: 2 },
    });
    for (const vacancy of [both, onlyFrom]) {
      const links = await h.database.db
        .select()
        .from(vacancyTags)
        .where(eq(vacancyTags.vacancyId, vacancy.id));
      expect(links.map((l) => l.tagId)).toEqual([into.id]);
      expect(await readTagIds(vacancy.id)).toEqual([into.id]);
    }
    const found = await send('GET', `/api/v1/vacancies?filter[tag_ids]=${into.id}`, null);
    expect(sortIds(getResources(found.body).map((v) => v.id))).toEqual(
      sortIds([both.id, onlyFrom.id]),
    );
    const [gone] = await h.database.db.select().from(tags).where(eq(tags.id, from.id));
    expect(gone).toBeUndefined();
  });

  it('refuses itself, another kind, an unknown tag, bad input, other tenants, roles and anonymous users', async () => {
    const from = await insertTag(h.database.db, { kind: 'skill' });
    const category = await insertTag(h.database.db, { kind: 'category' });
    const vacancy = await insertVacancy(h.database.db, {}, [from.id]);
    for (const intoId of [from.id, category.id, randomUUID()]) {
      const res = await send('POST', `/api/v1/tags/${from.id}/merge`, 'admin', mergeDoc(intoId));
      expect(res.status).toBe(422);
      expect(getFirstError(res.body).source).toEqual({ pointer: '/data/attributes/into_id' });
    }
    const bad = await send('POST', `/api/v1/tags/${from.id}/merge`, 'admin', mergeDoc('x'));
    expect(bad.status).toBe(422);
    expect(getFirstError(bad.body).source).toEqual({ pointer: '/data/attributes/into_id' });
    const other = await insertTag(h.database.db, { kind: 'skill' });
    expect(
      (
        await send('POST', `/api/v1/tags/${from.id}/merge`, 'cordaadAdmin', mergeDoc(other.id), {
          host: hostOf('cordaad'),
        })
      ).status,
    ).toBe(404);
    expect(
      (await send('POST', `/api/v1/tags/${from.id}/merge`, 'organization', mergeDoc(other.id)))
        .status,
    ).toBe(403);
    expect(
      (await send('POST', `/api/v1/tags/${from.id}/merge`, null, mergeDoc(other.id))).status,
    ).toBe(401);
    const links = await h.database.db
      .select()
      .from(vacancyTags)
      .where(and(eq(vacancyTags.vacancyId, vacancy.id), eq(vacancyTags.tagId, from.id)));
    expect(links).toHaveLength(1);
  });
});

describe('illustration (a category picture)', () => {
  it('is set on create and changed or cleared on edit by tag managers, and sent with the tag', async () => {
    const created = await send(
      'POST',
      '/api/v1/tags',
      'coordinator',
      tagDoc({
        kind: 'category',
        name_nl: makeTagName('Dieren'),
        name_en: 'Animals',
        illustration: 'animals',
      }),
    );
    expect(created.status).toBe(201);
    const tag = getResource(created.body);
    expect(tag.attributes.illustration).toBe('animals');
    const [row] = await h.database.db.select().from(tags).where(eq(tags.id, tag.id));
    expect(row!.illustration).toBe('animals');

    const plain = await send(
      'POST',
      '/api/v1/tags',
      'admin',
      tagDoc({ kind: 'category', name_nl: makeTagName('Los'), name_en: 'Loose' }),
    );
    expect(getResource(plain.body).attributes.illustration).toBeNull();

    const url = `/api/v1/tags/${tag.id}`;
    const changed = await send('PATCH', url, 'admin', tagDoc({ illustration: 'nature' }, tag.id));
    expect(changed.status).toBe(200);
    expect(getResource(changed.body).attributes.illustration).toBe('nature');
    const read = await send('GET', url, null);
    expect(getResource(read.body).attributes.illustration).toBe('nature');

    const cleared = await send('PATCH', url, 'coordinator', tagDoc({ illustration: null }, tag.id));
    expect(getResource(cleared.body).attributes.illustration).toBeNull();
  });

  it('refuses an unknown picture (422 with pointer), other roles (403), anonymous users (401) and other tenants (404)', async () => {
    const tag = await insertTag(h.database.db, { kind: 'category', illustration: 'food' });
    const url = `/api/v1/tags/${tag.id}`;
    const bad = await send('PATCH', url, 'admin', tagDoc({ illustration: 'dragons' }, tag.id));
    expect(bad.status).toBe(422);
    expect(getFirstError(bad.body).source).toEqual({ pointer: '/data/attributes/illustration' });
    const badCreate = await send(
      'POST',
      '/api/v1/tags',
      'admin',
      tagDoc({ kind: 'category', name_nl: makeTagName('X'), name_en: 'X', illustration: 3 }),
    );
    expect(badCreate.status).toBe(422);
    expect(getFirstError(badCreate.body).source).toEqual({
      pointer: '/data/attributes/illustration',
    });
    const patch = (who: string | null, host?: string) =>
      send('PATCH', url, who, tagDoc({ illustration: 'sport' }, tag.id), host ? { host } : {});
    expect((await patch('organization')).status).toBe(403);
    expect((await patch('volunteer')).status).toBe(403);
    expect((await patch(null)).status).toBe(401);
    expect((await patch('cordaadAdmin', hostOf('cordaad'))).status).toBe(404);
    const [row] = await h.database.db.select().from(tags).where(eq(tags.id, tag.id));
    expect(row!.illustration).toBe('food');
  });

  it('is set on every demo category', async () => {
    const ids = DEMO_TAGS.filter((t) => t.kind === 'category').map((t) =>
      getDemoTagId('demo', t.nl),
    );
    const rows = await h.database.db.select().from(tags).where(inArray(tags.id, ids));
    expect(rows).toHaveLength(ids.length);
    expect(rows.filter((r) => r.illustration === null).map((r) => r.nameNl)).toEqual([]);
  });
});

describe('requires_vog (help categories)', () => {
  it('is set on create and changed on edit by tag managers, and sent with every tag', async () => {
    const created = await send(
      'POST',
      '/api/v1/tags',
      'coordinator',
      tagDoc({
        kind: 'help_category',
        name_nl: makeTagName('Voorlezen thuis'),
        name_en: 'Reading at home',
        illustration: 'elderly',
        requires_vog: true,
      }),
    );
    expect(created.status, created.text).toBe(201);
    const tag = getResource(created.body);
    expect(tag.attributes).toMatchObject({ kind: 'help_category', requires_vog: true });
    const url = `/api/v1/tags/${tag.id}`;
    const changed = await send('PATCH', url, 'admin', tagDoc({ requires_vog: false }, tag.id));
    expect(changed.status).toBe(200);
    expect(getResource(changed.body).attributes.requires_vog).toBe(false);
    const [row] = await h.database.db.select().from(tags).where(eq(tags.id, tag.id));
    expect(row!.requiresVog).toBe(false);
    const plain = await send('GET', `/api/v1/tags?filter[kind_eq]=skill&page[size]=1`, null);
    expect(getResources(plain.body)[0]!.attributes.requires_vog).toBe(false);
  });

  it('refuses what is not true or false (422 with pointer), other roles and anonymous users', async () => {
    const tag = await insertTag(h.database.db, { kind: 'help_category' });
    const url = `/api/v1/tags/${tag.id}`;
    const bad = await send('PATCH', url, 'admin', tagDoc({ requires_vog: 'ja' }, tag.id));
    expect(bad.status).toBe(422);
    expect(getFirstError(bad.body).source).toEqual({ pointer: '/data/attributes/requires_vog' });
    const patch = (who: string | null) =>
      send('PATCH', url, who, tagDoc({ requires_vog: true }, tag.id));
    expect((await patch('organization')).status).toBe(403);
    expect((await patch(null)).status).toBe(401);
    const [row] = await h.database.db.select().from(tags).where(eq(tags.id, tag.id));
    expect(row!.requiresVog).toBe(false);
  });
});
