// GET /api/v1/redirects?path=...: the server-side redirect lookup of SPEC's navigation guard,
// public, per center (seeded: /vacatures -> /vacancies/search).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redirects } from '../../server/db/schema/redirects';
import { buildDemoId } from '../../server/seed/demo-ids';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { getFirstError, hostOf, requestApi } from '../support/api-requests';

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
  await h.database.db.insert(redirects).values({
    tenantId: 'oldebroek',
    centerId: buildDemoId('oldebroek', 'center', 1),
    fromPath: '/burenhulp',
    toPath: '/een-op-een-hulp',
  });
});
afterAll(async () => {
  await h?.close();
});

describe('GET /api/v1/redirects', () => {
  it('answers the target of a known path (also with a trailing slash)', async () => {
    for (const path of ['/vacatures', '/vacatures/']) {
      const res = await requestApi(h.app, {
        url: `/api/v1/redirects?path=${encodeURIComponent(path)}`,
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        type: 'redirects',
        id: expect.any(String),
        attributes: { from_path: '/vacatures', to_path: '/vacancies/search' },
      });
    }
  });

  it('answers 404 for an unknown path and for another tenant’s redirect', async () => {
    const unknown = await requestApi(h.app, { url: '/api/v1/redirects?path=/nergens' });
    expect(unknown.status).toBe(404);
    expect(getFirstError(unknown.body).code).toBe('not_found');
    const other = await requestApi(h.app, {
      url: '/api/v1/redirects?path=/burenhulp',
      host: hostOf('demo'),
    });
    expect(other.status).toBe(404);
    const own = await requestApi(h.app, {
      url: '/api/v1/redirects?path=/burenhulp',
      host: hostOf('oldebroek'),
    });
    expect(own.status).toBe(200);
  });

  it('answers 400 with source.parameter without a path or with a relative one', async () => {
    for (const url of ['/api/v1/redirects', '/api/v1/redirects?path=vacatures']) {
      const res = await requestApi(h.app, { url });
      expect(res.status).toBe(400);
      expect(getFirstError(res.body).source).toEqual({ parameter: 'path' });
    }
  });
});
