// Vacancy status changes: every allowed and every refused transition of VACANCY_TRANSITIONS
// through PATCH (422 invalid_transition naming the allowed statuses), published_at on going
// online, and the bulk edit that changes all vacancies or none.
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VACANCY_STATUSES, VACANCY_TRANSITIONS } from '../../common/matching';
import { vacancies, vacancyTags } from '../../server/db/schema/vacancies';
import type { ApiHarness } from '../support/api-harness';
import { getFirstError, getResource, getResources, hostOf } from '../support/api-requests';
import {
  DEMO_FOUNDATION,
  insertTag,
  insertVacancy,
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

const doc = (attributes: Record<string, unknown>) => ({
  data: { type: 'vacancies', attributes },
});
const bulkDoc = (attributes: Record<string, unknown>) => ({
  data: { type: 'vacancy_bulk_edits', attributes },
});

async function readRows(ids: string[]) {
  return h.database.db.select().from(vacancies).where(inArray(vacancies.id, ids));
}

describe('PATCH status', () => {
  for (const from of VACANCY_STATUSES) {
    for (const to of VACANCY_STATUSES) {
      if (from === to) continue;
      const allowed = VACANCY_TRANSITIONS[from].includes(to);
      it(`${allowed ? 'allows' : 'refuses'} ${from} -> ${to}`, async () => {
        const row = await insertVacancy(h.database.db, { status: from });
        const res = await send(
          'PATCH',
          `/api/v1/vacancies/${row.id}`,
          'organization',
          doc({ status: to, title_en: 'Changed' }),
        );
        const [after] = await readRows([row.id]);
        if (allowed) {
          expect(res.status, res.text).toBe(200);
          expect(getResource(res.body).attributes.status).toBe(to);
          expect(after!.status).toBe(to);
          if (to === 'published') expect(after!.publishedAt).not.toBeNull();
        } else {
          expect(res.status).toBe(422);
          const error = getFirstError(res.body);
          expect(error).toMatchObject({
            code: 'invalid_transition',
            source: { pointer: '/data/attributes/status' },
          });
          for (const name of VACANCY_TRANSITIONS[from]) expect(error.detail).toContain(name);
          expect(after).toMatchObject({ status: from, titleEn: null });
        }
      });
    }
  }

  it('accepts the unchanged status as no change', async () => {
    const row = await insertVacancy(h.database.db, { status: 'closed' });
    const res = await send(
      'PATCH',
      `/api/v1/vacancies/${row.id}`,
      'coordinator',
      doc({ status: 'closed' }),
    );
    expect(res.status).toBe(200);
  });

  it('refuses an unknown status with a pointer', async () => {
    const row = await insertVacancy(h.database.db);
    const res = await send(
      'PATCH',
      `/api/v1/vacancies/${row.id}`,
      'admin',
      doc({ status: 'gone' }),
    );
    expect(res.status).toBe(422);
    expect(getFirstError(res.body).source).toEqual({ pointer: '/data/attributes/status' });
  });
});

describe('PATCH /api/v1/vacancies/bulk', () => {
  it('changes status, tags and period of all vacancies in one go', async () => {
    const [keep, drop, add] = [
      await insertTag(h.database.db),
      await insertTag(h.database.db),
      await insertTag(h.database.db),
    ];
    const a = await insertVacancy(h.database.db, { status: 'draft' }, [keep.id, drop.id]);
    const b = await insertVacancy(h.database.db, { status: 'closed' }, [drop.id]);
    const res = await send(
      'PATCH',
      '/api/v1/vacancies/bulk',
      'organization',
      bulkDoc({
        ids: [a.id, b.id],
        status: 'published',
        add_tag_ids: [add.id],
        remove_tag_ids: [drop.id],
        starts_on: '2026-09-01',
        ends_on: '2026-12-31',
      }),
    );
    expect(res.status, res.text).toBe(200);
    const list = getResources(res.body);
    expect(list.map((v) => v.id)).toEqual([a.id, b.id]);
    for (const v of list) {
      expect(v.attributes).toMatchObject({
        status: 'published',
        starts_on: '2026-09-01',
        ends_on: '2026-12-31',
      });
    }
    const links = await h.database.db
      .select()
      .from(vacancyTags)
      .where(inArray(vacancyTags.vacancyId, [a.id, b.id]));
    expect(
      links
        .filter((l) => l.vacancyId === a.id)
        .map((l) => l.tagId)
        .sort(),
    ).toEqual([keep.id, add.id].sort());
    expect(links.filter((l) => l.vacancyId === b.id).map((l) => l.tagId)).toEqual([add.id]);
  });

  it('changes nothing when one id is not the manager’s (404 naming it)', async () => {
    const mine = await insertVacancy(h.database.db, { status: 'draft' });
    const notMine = await insertVacancy(h.database.db, {
      status: 'draft',
      organizationId: DEMO_FOUNDATION,
    });
    const unknown = randomUUID();
    for (const [ids, index] of [
      [[mine.id, notMine.id], 1],
      [[mine.id, unknown], 1],
    ] as const) {
      const res = await send(
        'PATCH',
        '/api/v1/vacancies/bulk',
        'organization',
        bulkDoc({ ids, status: 'published' }),
      );
      expect(res.status).toBe(404);
      const error = getFirstError(res.body);
      expect(error.detail).toContain(ids[index]);
      expect(error.source).toEqual({ pointer: `/data/attributes/ids/${index}` });
    }
    const rows = await readRows([mine.id, notMine.id]);
    expect(rows.map((r) => r.status)).toEqual(['draft', 'draft']);
  });

  it('changes nothing when one transition is refused (422 pointing at its id)', async () => {
    const draft = await insertVacancy(h.database.db, { status: 'draft' });
    const archived = await insertVacancy(h.database.db, { status: 'archived' });
    const tag = await insertTag(h.database.db);
    const res = await send(
      'PATCH',
      '/api/v1/vacancies/bulk',
      'coordinator',
      bulkDoc({ ids: [draft.id, archived.id], status: 'published', add_tag_ids: [tag.id] }),
    );
    expect(res.status).toBe(422);
    expect(getFirstError(res.body)).toMatchObject({
      code: 'invalid_transition',
      source: { pointer: '/data/attributes/ids/1' },
    });
    const rows = await readRows([draft.id, archived.id]);
    expect(rows.map((r) => r.status).sort()).toEqual(['archived', 'draft']);
    const links = await h.database.db
      .select()
      .from(vacancyTags)
      .where(inArray(vacancyTags.vacancyId, [draft.id, archived.id]));
    expect(links).toEqual([]);
  });

  it('refuses bad input, other tenants, volunteers and anonymous users', async () => {
    const row = await insertVacancy(h.database.db, { status: 'draft' });
    for (const [attributes, pointer] of [
      [{ status: 'published' }, '/data/attributes/ids'],
      [{ ids: [] }, '/data/attributes/ids'],
      [{ ids: ['x'] }, '/data/attributes/ids/0'],
      [{ ids: [row.id], status: 'gone' }, '/data/attributes/status'],
      [{ ids: [row.id], starts_on: '01-01-2026' }, '/data/attributes/starts_on'],
    ] as const) {
      const res = await send('PATCH', '/api/v1/vacancies/bulk', 'admin', bulkDoc(attributes));
      expect(res.status, JSON.stringify(attributes)).toBe(422);
      expect(getFirstError(res.body).source).toEqual({ pointer });
    }
    const unknownTag = await send(
      'PATCH',
      '/api/v1/vacancies/bulk',
      'admin',
      bulkDoc({ ids: [row.id], add_tag_ids: [randomUUID()] }),
    );
    expect(unknownTag.status).toBe(422);
    expect(getFirstError(unknownTag.body).source).toEqual({
      pointer: '/data/attributes/add_tag_ids/0',
    });
    const body = bulkDoc({ ids: [row.id], status: 'published' });
    expect(
      (
        await send('PATCH', '/api/v1/vacancies/bulk', 'cordaadAdmin', body, {
          host: hostOf('cordaad'),
        })
      ).status,
    ).toBe(404);
    expect((await send('PATCH', '/api/v1/vacancies/bulk', 'volunteer', body)).status).toBe(403);
    expect((await send('PATCH', '/api/v1/vacancies/bulk', null, body)).status).toBe(401);
    const [after] = await readRows([row.id]);
    expect(after!.status).toBe('draft');
  });
});
