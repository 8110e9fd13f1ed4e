// Sparse fieldsets on GET /api/v1/vacancies (`fields[vacancies]`): only the named attributes, no
// relationships and nothing included; the light set of a map's pins (title, lat, lng, city,
// remote, organization_id) may ask pages of up to 1000 with every filter of the search, other
// sets stay at 100; unknown names are refused with their parameter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { getFirstError, getResources } from '../support/api-requests';
import { createSender, insertTag, insertVacancy } from './vacancies-fixtures';

let h: ApiHarness;
let send: ReturnType<typeof createSender>;

beforeAll(async () => {
  h = await createApiHarness();
  send = createSender(h.app, {});
});
afterAll(async () => {
  await h?.close();
});

describe('fields[vacancies]', () => {
  it('sends a map’s pins: the light fields only, 120 on one page, filters applied', async () => {
    const tag = await insertTag(h.database.db);
    for (let i = 0; i < 120; i += 1) {
      await insertVacancy(
        h.database.db,
        {
          titleNl: `Pin ${i}`,
          titleEn: `Pin ${i} en`,
          lat: 52 + i / 1000,
          lng: 5.1,
          city: 'Utrecht',
        },
        [tag.id],
      );
    }
    const res = await send(
      'GET',
      `/api/v1/vacancies?filter[tag_ids]=${tag.id}&fields[vacancies]=title,lat,lng&page[size]=1000&include=organization`,
      null,
    );
    expect(res.status, res.text).toBe(200);
    const pins = getResources(res.body);
    expect(pins).toHaveLength(120);
    expect(res.body.meta).toMatchObject({ total: 120, page_size: 1000 });
    expect(res.body.included).toBeUndefined();
    expect(Object.keys(pins[0]!.attributes!).sort()).toEqual([
      'lat',
      'lng',
      'title_en',
      'title_nl',
    ]);
    expect(pins[0]!.relationships).toBeUndefined();
    const one = pins.find((p) => p.attributes!.title_nl === 'Pin 7')!;
    expect(one.attributes).toEqual({
      title_nl: 'Pin 7',
      title_en: 'Pin 7 en',
      lat: 52.007,
      lng: 5.1,
    });
  });

  it('keeps the distance of a distance search in each pin’s meta', async () => {
    const tag = await insertTag(h.database.db);
    await insertVacancy(h.database.db, { lat: 52.091, lng: 5.122 }, [tag.id]);
    await insertVacancy(h.database.db, { lat: 52.5, lng: 6.1 }, [tag.id]);
    const res = await send(
      'GET',
      `/api/v1/vacancies?filter[tag_ids]=${tag.id}&filter[lat]=52.09&filter[lng]=5.12&filter[distance_km]=10&fields[vacancies]=title,lat,lng,city&page[size]=500`,
      null,
    );
    expect(res.status, res.text).toBe(200);
    const pins = getResources(res.body);
    expect(pins).toHaveLength(1);
    expect(pins[0]!.meta!.distance_km).toBeLessThan(1);
  });

  it('applies another fieldset to the full answer, at 100 a page at most', async () => {
    const tag = await insertTag(h.database.db);
    await insertVacancy(h.database.db, { descriptionNl: 'Lang verhaal' }, [tag.id]);
    const res = await send(
      'GET',
      `/api/v1/vacancies?filter[tag_ids]=${tag.id}&fields[vacancies]=title_nl,description_nl,status&include=tags`,
      null,
    );
    expect(res.status, res.text).toBe(200);
    const [vacancy] = getResources(res.body);
    expect(Object.keys(vacancy!.attributes!).sort()).toEqual([
      'description_nl',
      'status',
      'title_nl',
    ]);
    expect(res.body.included ?? []).toEqual([]);
    const big = await send(
      'GET',
      '/api/v1/vacancies?fields[vacancies]=title,description_nl&page[size]=500',
      null,
    );
    expect(big.status).toBe(400);
    expect(getFirstError(big.body).source?.parameter).toBe('page[size]');
  });

  it('refuses a large page without the light set, and unknown field names', async () => {
    const plain = await send('GET', '/api/v1/vacancies?page[size]=1000', null);
    expect(plain.status).toBe(400);
    expect(getFirstError(plain.body).source?.parameter).toBe('page[size]');
    const tooMany = await send(
      'GET',
      '/api/v1/vacancies?fields[vacancies]=title&page[size]=1001',
      null,
    );
    expect(getFirstError(tooMany.body).source?.parameter).toBe('page[size]');
    const unknown = await send('GET', '/api/v1/vacancies?fields[vacancies]=title,password', null);
    expect(unknown.status).toBe(400);
    expect(getFirstError(unknown.body).source?.parameter).toBe('fields[vacancies]');
    const empty = await send('GET', '/api/v1/vacancies?fields[vacancies]=', null);
    expect(getFirstError(empty.body).source?.parameter).toBe('fields[vacancies]');
  });
});
