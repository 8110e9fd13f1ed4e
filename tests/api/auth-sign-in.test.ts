// POST /auth/sign_in, DELETE /auth/sign_out and GET /auth/validate_token: the devise_token_auth
// headers, the same answer for a wrong password and an unknown address, refused accounts
// (unconfirmed, inactive, another partner center) and the 10-clients limit.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRONG_CENTER_DETAIL } from '../../common/errors';
import { authTokens } from '../../server/db/schema/auth-tokens';
import { users } from '../../server/db/schema/users';
import { getDemoUserId } from '../../server/seed/demo-users';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { DEMO_PASSWORD, nextTestIp, signIn } from '../support/api-auth';
import { getFirstError, getResource, hostOf, requestApi } from '../support/api-requests';

let h: ApiHarness;
let clock = new Date('2026-03-02T10:00:00Z');
beforeAll(async () => {
  h = await createApiHarness({ now: () => clock });
});
afterAll(async () => {
  await h?.close();
});

function postSignIn(body: unknown, host = hostOf('demo')) {
  return h.app.inject({
    method: 'POST',
    url: '/auth/sign_in',
    remoteAddress: nextTestIp(),
    headers: { host, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

describe('POST /auth/sign_in', () => {
  it('answers the user with roles and the devise_token_auth headers', async () => {
    const res = await postSignIn({ email: 'Coordinator@demo.test', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-token']).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.headers['token-type']).toBe('Bearer');
    expect(res.headers.client).toBeTruthy();
    expect(res.headers.uid).toBe('coordinator@demo.test');
    const expiry = Number(res.headers.expiry);
    expect(expiry).toBe(Math.floor(clock.getTime() / 1000) + 14 * 24 * 3600);
    const body = JSON.parse(res.body);
    expect(body.data).toMatchObject({
      type: 'users',
      id: getDemoUserId('demo', 'coordinator'),
      attributes: { email: 'coordinator@demo.test', first_name: 'Joris', status: 'active' },
    });
    expect(body.data.attributes).not.toHaveProperty('password_hash');
    expect(body.included).toEqual([
      expect.objectContaining({
        type: 'roles',
        attributes: expect.objectContaining({ name: 'center_admin' }),
      }),
    ]);
    // Only the hash is stored.
    const rows = await h.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.client, res.headers.client as string));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(res.headers['access-token'] as string);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives the same 401 for a wrong password and an unknown address', async () => {
    const wrong = await postSignIn({ email: 'volunteer@demo.test', password: 'nope-nope-nope' });
    const unknown = await postSignIn({ email: 'nobody@demo.test', password: 'nope-nope-nope' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.headers['access-token']).toBeUndefined();
      expect(getFirstError(JSON.parse(res.body))).toMatchObject({ code: 'invalid_credentials' });
    }
    expect(JSON.parse(wrong.body)).toEqual(JSON.parse(unknown.body));
  });

  it('answers 422 with a pointer for a malformed address and writes no token', async () => {
    const before = await h.database.db.select().from(authTokens);
    const res = await postSignIn({ email: 'not-an-address', password: 'x' });
    expect(res.statusCode).toBe(422);
    expect(getFirstError(JSON.parse(res.body)).source).toEqual({
      pointer: '/data/attributes/email',
    });
    expect(await h.database.db.select().from(authTokens)).toHaveLength(before.length);
  });

  it('refuses a user of another partner center with the wrong-center error', async () => {
    const res = await postSignIn(
      { email: 'volunteer@demo.test', password: DEMO_PASSWORD },
      hostOf('demo'),
    );
    expect(res.statusCode).toBe(200);
    const voorburg = await postSignIn(
      { email: 'volunteer@leidschendam.cordaad.test', password: DEMO_PASSWORD },
      'cordaad.localhost:8080',
    );
    expect(voorburg.statusCode).toBe(401);
    const error = getFirstError(JSON.parse(voorburg.body));
    expect(error.code).toBe('wrong_center');
    expect(error.detail).toBe(WRONG_CENTER_DETAIL);
    expect(error.detail).toContain('wrong center');
    const leidschendam = await postSignIn(
      { email: 'volunteer@leidschendam.cordaad.test', password: DEMO_PASSWORD },
      'leidschendam.cordaad.localhost',
    );
    expect(leidschendam.statusCode).toBe(200);
    const coordinator = await postSignIn(
      { email: 'coordinator@cordaad.test', password: DEMO_PASSWORD },
      'leidschendam.cordaad.localhost',
    );
    expect(getFirstError(JSON.parse(coordinator.body)).code).toBe('wrong_center');
  });

  it('refuses an inactive, an archived and an unconfirmed user', async () => {
    const id = getDemoUserId('oldebroek', 'volunteer');
    for (const [patch, code] of [
      [{ status: 'inactive' as const }, 'inactive_account'],
      [{ status: 'archived' as const }, 'inactive_account'],
      [{ status: 'active' as const, confirmedAt: null }, 'unconfirmed'],
    ] as const) {
      await h.database.db.update(users).set(patch).where(eq(users.id, id));
      const res = await postSignIn(
        { email: 'volunteer@oldebroek.test', password: DEMO_PASSWORD },
        hostOf('oldebroek'),
      );
      expect(res.statusCode, code).toBe(401);
      expect(getFirstError(JSON.parse(res.body)).code).toBe(code);
    }
  });

  it('does not find a user of another tenant', async () => {
    const res = await postSignIn(
      { email: 'admin@demo.test', password: DEMO_PASSWORD },
      hostOf('roermond'),
    );
    expect(res.statusCode).toBe(401);
    expect(getFirstError(JSON.parse(res.body)).code).toBe('invalid_credentials');
  });

  it('keeps at most 10 clients per user: the 11th sign-in prunes the oldest', async () => {
    const clients: string[] = [];
    for (let i = 0; i < 11; i++) {
      clock = new Date(clock.getTime() + 1000);
      clients.push((await signIn(h.app, 'meedoen', 'volunteer@meedoen.test')).client);
    }
    const rows = await h.database.db
      .select({ client: authTokens.client })
      .from(authTokens)
      .where(eq(authTokens.userId, getDemoUserId('meedoen', 'volunteer')));
    expect(rows).toHaveLength(10);
    expect(rows.map((r) => r.client)).not.toContain(clients[0]);
    expect(rows.map((r) => r.client)).toContain(clients[10]);
  });
});

describe('GET /auth/validate_token and DELETE /auth/sign_out', () => {
  it('validates a token, and sign-out kills it', async () => {
    const headers = await signIn(h.app, 'demo', 'admin@demo.test');
    const valid = await requestApi(h.app, { url: '/auth/validate_token', headers });
    expect(valid.status).toBe(200);
    expect(getResource(valid.body).attributes.email).toBe('admin@demo.test');
    const out = await requestApi(h.app, { method: 'DELETE', url: '/auth/sign_out', headers });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ meta: { signed_out: true } });
    const after = await requestApi(h.app, { url: '/auth/validate_token', headers });
    expect(after.status).toBe(401);
    const again = await requestApi(h.app, { method: 'DELETE', url: '/auth/sign_out', headers });
    expect(again.status).toBe(404);
    expect(getFirstError(again.body).code).toBe('not_found');
  });

  it('answers 401 without headers, with a wrong token and with an expired one', async () => {
    expect((await requestApi(h.app, { url: '/auth/validate_token' })).status).toBe(401);
    const headers = await signIn(h.app, 'demo', 'volunteer@demo.test');
    const wrong = await requestApi(h.app, {
      url: '/auth/validate_token',
      headers: { ...headers, 'access-token': 'x'.repeat(43) },
    });
    expect(wrong.status).toBe(401);
    const saved = clock;
    clock = new Date(clock.getTime() + 14 * 24 * 3600 * 1000 + 1000);
    const expired = await requestApi(h.app, { url: '/auth/validate_token', headers });
    clock = saved;
    expect(expired.status).toBe(401);
    expect((await requestApi(h.app, { url: '/auth/validate_token', headers })).status).toBe(200);
  });

  it('does not accept a token on another tenant’s host', async () => {
    const headers = await signIn(h.app, 'demo', 'volunteer@demo.test');
    const res = await requestApi(h.app, {
      url: '/auth/validate_token',
      host: hostOf('oldebroek'),
      headers,
    });
    expect(res.status).toBe(401);
  });
});
