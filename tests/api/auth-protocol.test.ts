// Token rotation (AUTH_ROTATE_TOKENS=true): each authenticated response carries a new token
// unless the token was rotated less than 5 s ago; the previous token stays valid for that 5 s
// batch window and not after. The clock is injected through settings.now.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { signIn, type AuthHeaders } from '../support/api-auth';
import { requestApi } from '../support/api-requests';

let h: ApiHarness;
const start = new Date('2026-03-02T10:00:00Z').getTime();
let clock = new Date(start);
const at = (seconds: number) => {
  clock = new Date(start + seconds * 1000);
};

beforeAll(async () => {
  h = await createApiHarness({ authRotateTokens: true, now: () => clock });
});
afterAll(async () => {
  await h?.close();
});

async function validate(headers: AuthHeaders) {
  return requestApi(h.app, { url: '/auth/validate_token', headers });
}

function tokensOf(res: { headers: Record<string, unknown> }): AuthHeaders | null {
  const token = res.headers['access-token'];
  if (typeof token !== 'string') return null;
  return {
    'access-token': token,
    client: String(res.headers.client),
    uid: String(res.headers.uid),
  };
}

describe('token rotation with the batch window', () => {
  it('rotates after 5 s, accepts the previous token for 5 s only', async () => {
    at(0);
    const a = await signIn(h.app, 'demo', 'volunteer@demo.test');

    at(1); // within 5 s of the sign-in: the same token, no new one
    const batch = await validate(a);
    expect(batch.status).toBe(200);
    expect(tokensOf(batch)).toBeNull();

    at(10); // a new token B
    const rotated = await validate(a);
    expect(rotated.status).toBe(200);
    const b = tokensOf(rotated)!;
    expect(b).not.toBeNull();
    expect(b['access-token']).not.toBe(a['access-token']);
    expect(b.client).toBe(a.client);
    expect(rotated.headers['token-type']).toBe('Bearer');
    expect(Number(rotated.headers.expiry)).toBe(Math.floor(clock.getTime() / 1000) + 14 * 86400);

    at(12); // A is the previous token: accepted inside the window, without a new token
    const previous = await validate(a);
    expect(previous.status).toBe(200);
    expect(tokensOf(previous)).toBeNull();
    const current = await validate(b);
    expect(current.status).toBe(200);
    expect(tokensOf(current)).toBeNull();

    at(16); // the window is over: A is refused, B rotates to C
    expect((await validate(a)).status).toBe(401);
    const next = await validate(b);
    expect(next.status).toBe(200);
    const c = tokensOf(next)!;
    expect(c['access-token']).not.toBe(b['access-token']);
    expect((await validate(c)).status).toBe(200);
  });

  it('does not rotate when the setting is off', async () => {
    const plain = await createApiHarness({ now: () => clock });
    try {
      at(100);
      const headers = await signIn(plain.app, 'demo', 'volunteer@demo.test');
      at(200);
      const res = await requestApi(plain.app, { url: '/auth/validate_token', headers });
      expect(res.status).toBe(200);
      expect(res.headers['access-token']).toBeUndefined();
      at(300);
      expect((await requestApi(plain.app, { url: '/auth/validate_token', headers })).status).toBe(
        200,
      );
    } finally {
      await plain.close();
    }
  });

  it('gives no new token to a failed sign-in or an anonymous request', async () => {
    at(400);
    const res = await requestApi(h.app, { url: '/api/v1/volunteer_centers/current' });
    expect(res.headers['access-token']).toBeUndefined();
  });
});
