// Rate limits of sign-in, password reset and confirmation (DESIGN.md section 6), with small
// limits from the settings: per IP per minute; for sign-in per account a back-off after the free
// failures (each further try waits longer); reset and confirmation requests per account per 15
// minutes. Over a limit: 429 rate_limited with Retry-After. The attacker's cases (parallel
// guesses, other tenants, proxies, the growing wait) are in security-rate-limit.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { DEMO_PASSWORD, nextTestIp } from '../support/api-auth';
import { getFirstError, hostOf } from '../support/api-requests';

let h: ApiHarness;
let clock = new Date('2026-03-02T10:00:00Z');
beforeAll(async () => {
  h = await createApiHarness({
    now: () => clock,
    authRateLimitIpPerMinute: 4,
    authRateLimitAccountPer15Min: 3,
    authRateLimitAccountFailures: 3,
  });
});
afterAll(async () => {
  await h?.close();
});

async function send(url: string, method: 'POST' | 'PUT', payload: unknown, ip: string) {
  const res = await h.app.inject({
    method,
    url,
    remoteAddress: ip,
    headers: {
      host: hostOf('demo'),
      'content-type': 'application/json',
      // The 429's detail speaks the request's language (Dutch by default).
      'accept-language': 'en',
    },
    payload: JSON.stringify(payload),
  });
  return { status: res.statusCode, headers: res.headers, body: JSON.parse(res.body) };
}

describe('sign-in rate limits', () => {
  it('allows 4 attempts per minute per IP, then 429 with Retry-After until the window ends', async () => {
    const ip = nextTestIp();
    for (let i = 0; i < 4; i++) {
      const res = await send(
        '/auth/sign_in',
        'POST',
        { email: `x${i}@demo.test`, password: 'x' },
        ip,
      );
      expect(res.status).toBe(401);
    }
    clock = new Date(clock.getTime() + 20_000);
    const limited = await send(
      '/auth/sign_in',
      'POST',
      { email: 'volunteer@demo.test', password: DEMO_PASSWORD },
      ip,
    );
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('40');
    expect(getFirstError(limited.body)).toMatchObject({
      status: '429',
      code: 'rate_limited',
      detail: expect.stringContaining('Too many sign-in attempts'),
    });
    // Another IP is not affected; after the minute this one may try again.
    const other = await send(
      '/auth/sign_in',
      'POST',
      { email: 'volunteer@demo.test', password: DEMO_PASSWORD },
      nextTestIp(),
    );
    expect(other.status).toBe(200);
    clock = new Date(clock.getTime() + 41_000);
    const later = await send(
      '/auth/sign_in',
      'POST',
      { email: 'volunteer@demo.test', password: DEMO_PASSWORD },
      ip,
    );
    expect(later.status).toBe(200);
  });

  it('makes the next try wait a minute after 3 failed attempts, from any IP', async () => {
    const email = 'coordinator@demo.test';
    for (let i = 0; i < 3; i++) {
      const res = await send('/auth/sign_in', 'POST', { email, password: 'fout' }, nextTestIp());
      expect(res.status).toBe(401);
    }
    const locked = await send(
      '/auth/sign_in',
      'POST',
      { email, password: DEMO_PASSWORD },
      nextTestIp(),
    );
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBe(60);
    expect(getFirstError(locked.body).detail).toContain('reset your password');
    // Other accounts still sign in.
    const other = await send(
      '/auth/sign_in',
      'POST',
      { email: 'admin@demo.test', password: DEMO_PASSWORD },
      nextTestIp(),
    );
    expect(other.status).toBe(200);
    clock = new Date(clock.getTime() + 60 * 1000);
    const after = await send(
      '/auth/sign_in',
      'POST',
      { email, password: DEMO_PASSWORD },
      nextTestIp(),
    );
    expect(after.status).toBe(200);
  });

  it('does not count successful sign-ins against the account', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await send(
        '/auth/sign_in',
        'POST',
        { email: 'organization@demo.test', password: DEMO_PASSWORD },
        nextTestIp(),
      );
      expect(res.status).toBe(200);
    }
  });
});

describe('password and confirmation rate limits', () => {
  it('limits reset mails per account and per IP', async () => {
    const email = 'volunteer@demo.test';
    for (let i = 0; i < 3; i++) {
      expect((await send('/auth/password', 'POST', { email }, nextTestIp())).status).toBe(200);
    }
    const limited = await send('/auth/password', 'POST', { email }, nextTestIp());
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(getFirstError(limited.body).detail).toContain('password reset');

    const ip = nextTestIp();
    for (let i = 0; i < 4; i++) {
      const res = await send(
        '/auth/password',
        'PUT',
        {
          password: 'nieuw-wachtwoord',
          password_confirmation: 'nieuw-wachtwoord',
          reset_password_token: `fout-${i}`,
        },
        ip,
      );
      expect(res.status).toBe(400);
    }
    const putLimited = await send(
      '/auth/password',
      'PUT',
      {
        password: 'nieuw-wachtwoord',
        password_confirmation: 'nieuw-wachtwoord',
        reset_password_token: 'fout',
      },
      ip,
    );
    expect(putLimited.status).toBe(429);
  });

  it('limits confirmation attempts per IP', async () => {
    const ip = nextTestIp();
    for (let i = 0; i < 4; i++) {
      const res = await send('/api/v1/confirm', 'POST', { confirmation_token: `fout-${i}` }, ip);
      expect(res.status).toBe(400);
    }
    const limited = await send('/api/v1/confirm', 'POST', { confirmation_token: 'fout' }, ip);
    expect(limited.status).toBe(429);
    expect(getFirstError(limited.body).code).toBe('rate_limited');
  });
});
