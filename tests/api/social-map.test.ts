// GET /api/v1/social_map: the request center's approved organizations with a position and their
// services; text (Dutch and English, services and the organization's own name), category,
// target group and distance filters pick the right organizations; a pending organization and its
// services never show; bad filters are a 422 naming their parameter; another tenant's
// organizations never appear.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonApiDocument } from '../../common/jsonapi';
import { buildDemoId } from '../../server/seed/demo-ids';
import { getDemoTagId } from '../../server/seed/demo-tags';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { getFirstError, getResources } from '../support/api-requests';
import { createSender } from './applications-fixtures';

let h: ApiHarness;
const demo = createSender(() => h.app);
const send = demo.send;
const tag = (name: string) => getDemoTagId('demo', name);
const org = (n: number) => buildDemoId('demo', 'organization', n);

beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(async () => {
  await h?.close();
});

async function mapOf(query: string) {
  const res = await send('GET', `/api/v1/social_map${query ? `?${query}` : ''}`, null);
  expect(res.status, res.text).toBe(200);
  return res.body;
}
const names = (doc: JsonApiDocument) => getResources(doc).map((o) => o.attributes!.name);
const serviceNames = (doc: JsonApiDocument) =>
  (doc.included ?? [])
    .filter((r) => r.type === 'organization_services')
    .map((r) => r.attributes!.name_nl);

describe('GET /api/v1/social_map', () => {
  it('lists the approved organizations with a position, by name, with their services and tags', async () => {
    const doc = await mapOf('');
    expect(names(doc)).toEqual([
      'Basisschool De Regenboog',
      'Gemeente Amersfoort',
      'Stichting Voedselbank Utrecht',
      'Vrijwilligerscentrale Demo',
      'Zorgcentrum Het Zonnehuis',
    ]);
    expect(doc.meta).toMatchObject({ total: 5, page: 1 });
    const school = getResources(doc).find((o) => o.id === org(2))!;
    expect(school.attributes).toMatchObject({ city: 'Amersfoort', organization_type: 'School' });
    expect(typeof school.attributes!.lat).toBe('number');
    expect((school.relationships!.services!.data as unknown[]).length).toBe(2);
    expect(serviceNames(doc)).not.toContain('Repair Café');
    const tags = (doc.included ?? []).filter((r) => r.type === 'tags').map((r) => r.id);
    expect(tags).toContain(tag('Onderwijs'));
    expect(tags).toContain(tag('Kinderen'));
  });

  it('finds by text in Dutch and English, in services and in the organization’s name', async () => {
    expect(names(await mapOf('filter[q]=taalcafé'))).toEqual(['Stichting Voedselbank Utrecht']);
    const english = await mapOf('filter[q]=walking%20group');
    expect(names(english)).toEqual(['Zorgcentrum Het Zonnehuis']);
    expect(serviceNames(english)).toEqual(['Wandelgroep']);
    // A part of a name, and the organization's services all come along.
    const byName = await mapOf('filter[q]=regenboog');
    expect(names(byName)).toEqual(['Basisschool De Regenboog']);
    expect(serviceNames(byName).sort()).toEqual(['Huiswerkbegeleiding', 'Voorleesochtend']);
    // The pending association's Repair Café stays hidden.
    expect(names(await mapOf('filter[q]=repair'))).toEqual([]);
  });

  it('filters by category and by target group, with only the matching services', async () => {
    const language = await mapOf(`filter[category_id]=${tag('Taal')}`);
    expect(names(language)).toEqual(['Basisschool De Regenboog', 'Stichting Voedselbank Utrecht']);
    expect(serviceNames(language).sort()).toEqual(['Taalcafé', 'Voorleesochtend']);
    const older = await mapOf(`filter[target_group_id]=${tag('Ouderen')}`);
    expect(names(older)).toEqual([
      'Gemeente Amersfoort',
      'Vrijwilligerscentrale Demo',
      'Zorgcentrum Het Zonnehuis',
    ]);
    const both = await mapOf(
      `filter[category_id]=${tag('Sport')}&filter[target_group_id]=${tag('Ouderen')}`,
    );
    expect(names(both)).toEqual(['Zorgcentrum Het Zonnehuis']);
    const none = await mapOf(
      `filter[category_id]=${tag('Sport')}&filter[target_group_id]=${tag('Kinderen')}`,
    );
    expect(names(none)).toEqual([]);
    expect(none.meta).toMatchObject({ total: 0 });
  });

  it('filters by distance from a point and sorts by it, with each distance', async () => {
    // Amersfoort: the school and the municipality are there, Utrecht is ~20 km away.
    const near = await mapOf('filter[lat]=52.156&filter[lng]=5.387&filter[distance_km]=5');
    expect(names(near).sort()).toEqual(['Basisschool De Regenboog', 'Gemeente Amersfoort']);
    const all = await mapOf('filter[lat]=52.156&filter[lng]=5.387');
    const distances = getResources(all).map((o) => o.meta!.distance_km as number);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(names(all).at(-1)).toBe('Zorgcentrum Het Zonnehuis');
    const wide = await mapOf('filter[lat]=52.156&filter[lng]=5.387&filter[distance_km]=30');
    expect(names(wide)).toHaveLength(4);
    const byName = await mapOf('filter[lat]=52.156&filter[lng]=5.387&sort=name');
    expect(names(byName)[0]).toBe('Basisschool De Regenboog');
  });

  it('pages', async () => {
    const doc = await mapOf('page[size]=2&page[number]=2');
    expect(names(doc)).toEqual(['Stichting Voedselbank Utrecht', 'Vrijwilligerscentrale Demo']);
    expect(doc.meta).toMatchObject({ total: 5, page: 2, page_size: 2 });
    expect(doc.links!.next).toContain('page%5Bnumber%5D=3');
  });

  it('refuses bad filters with their parameter', async () => {
    const cases: [string, string][] = [
      ['filter[lat]=91&filter[lng]=5', 'filter[lat]'],
      ['filter[lat]=52', 'filter[lng]'],
      ['filter[distance_km]=5', 'filter[lat]'],
      ['sort=distance', 'sort'],
      ['sort=price', 'sort'],
      ['filter[category_id]=abc', 'filter[category_id]'],
      ['page[size]=5000', 'page[size]'],
    ];
    for (const [query, parameter] of cases) {
      const res = await send('GET', `/api/v1/social_map?${query}`, null);
      expect(res.status, query).toBeGreaterThanOrEqual(400);
      expect(res.status, query).toBeLessThan(500);
      expect(getFirstError(res.body).source?.parameter, query).toBe(parameter);
    }
  });

  it('shows each tenant only its own center’s organizations', async () => {
    const oldebroek = createSender(() => h.app, 'oldebroek');
    const res = await oldebroek.send('GET', '/api/v1/social_map', null);
    const list = getResources(res.body).map((o) => o.attributes!.name as string);
    expect(list).toContain('Gemeente Oldebroek');
    expect(list).not.toContain('Basisschool De Regenboog');
    expect(names(await mapOf('filter[q]=oldebroek'))).toEqual([]);
  });
});
