// Every error is a JSON:API error document with a proper status: unknown paths, bad bodies and
// media types, and internal errors that reveal nothing about the server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { getFirstError, requestApi } from '../support/api-requests';

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('JSON:API errors', () => {
  it('answers an unknown path under /api with a JSON:API 404 naming the path', async () => {
    const res = await requestApi(h.app, { url: '/api/v1/nope?x=1' });
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toContain('application/vnd.api+json');
    expect(getFirstError(res.body)).toMatchObject({
      status: '404',
      code: 'not_found',
      title: 'Not found',
      detail: expect.stringContaining('/api/v1/nope'),
    });
  });

  it('answers other verbs on server-owned paths with a JSON:API 404', async () => {
    for (const [method, url] of [
      ['POST', '/config.json'],
      ['DELETE', '/api/v1/volunteer_centers/current'],
      // The auth endpoints exist for their own verbs only (GET /auth/sign_in is no client page).
      ['GET', '/auth/sign_in'],
      ['POST', '/auth/validate_token'],
      ['PATCH', '/auth/sign_out'],
    ] as const) {
      const res = await requestApi(h.app, { method, url });
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(getFirstError(res.body).code).toBe('not_found');
    }
  });

  it('turns an internal error into a 500 without message or stack', async () => {
    const res = await requestApi(h.app, { url: '/api/v1/test/boom' });
    expect(res.status).toBe(500);
    expect(res.headers['content-type']).toContain('application/vnd.api+json');
    expect(res.body).toEqual({
      errors: [
        {
          status: '500',
          code: 'internal_error',
          title: 'Internal server error',
          detail: expect.any(String),
        },
      ],
    });
    expect(res.text).not.toMatch(/hunter2|secret|stack|\.ts:\d+|at /);
  });

  it('answers 400 with a pointer for a body that is not JSON', async () => {
    const res = await requestApi(h.app, {
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { 'content-type': 'application/vnd.api+json' },
      payload: '{"data": ',
    });
    expect(res.status).toBe(400);
    expect(getFirstError(res.body)).toMatchObject({
      status: '400',
      code: 'bad_request',
      source: { pointer: '' },
    });
  });

  it('accepts JSON:API and plain JSON bodies, and refuses other media types with 415', async () => {
    for (const type of ['application/vnd.api+json', 'application/json; charset=utf-8']) {
      const res = await requestApi<{ meta: { received: unknown } }>(h.app, {
        method: 'POST',
        url: '/api/v1/test/echo',
        headers: { 'content-type': type },
        payload: { data: { type: 'things', attributes: { name: 'x' } } },
      });
      expect(res.status, type).toBe(200);
      expect(res.body.meta.received).toEqual({
        data: { type: 'things', attributes: { name: 'x' } },
      });
    }
    const res = await requestApi(h.app, {
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(res.status).toBe(415);
    expect(getFirstError(res.body).code).toBe('unsupported_media_type');
  });
});
