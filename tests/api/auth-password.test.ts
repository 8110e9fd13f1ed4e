// POST /auth/password (reset mail, never revealing whether the account exists) and PUT
// /auth/password with a reset token or, signed in, with the current password; with neither it
// fails with SPEC's exact message.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../server/db/schema/email';
import { authTokens } from '../../server/db/schema/auth-tokens';
import { users } from '../../server/db/schema/users';
import { getDemoUserId } from '../../server/seed/demo-users';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { DEMO_PASSWORD, signIn } from '../support/api-auth';
import { getFirstError, hostOf, requestApi } from '../support/api-requests';

let h: ApiHarness;
let clock = new Date('2026-03-02T10:00:00Z');
beforeAll(async () => {
  h = await createApiHarness({ now: () => clock });
});
afterAll(async () => {
  await h?.close();
});

async function resetTokenFor(email: string): Promise<string> {
  const [row] = await h.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.eventKey, 'user.password_reset')))
    .orderBy(desc(emailOutbox.createdAt));
  const match = /reset_password_token=([^&\s]+)/.exec(row!.bodyText);
  return decodeURIComponent(match![1]!);
}

function send(method: 'POST' | 'PUT', payload: unknown, headers: Record<string, string> = {}) {
  return requestApi(h.app, {
    method,
    url: '/auth/password',
    headers: { 'content-type': 'application/json', ...headers },
    payload,
  });
}

describe('POST /auth/password', () => {
  it('answers the same 200 for a known and an unknown address, mailing only the known one', async () => {
    const known = await send('POST', { email: 'volunteer@demo.test' });
    const unknown = await send('POST', { email: 'niemand@demo.test' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    const mails = await h.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.eventKey, 'user.password_reset'));
    expect(mails.map((m) => m.toAddress)).toEqual(['volunteer@demo.test']);
    expect(mails[0]!.bodyText).toContain(
      'http://demo.localhost:8080/auth/reset?reset_password_token=',
    );
    // Only the hash of the token is stored.
    const token = await resetTokenFor('volunteer@demo.test');
    const [user] = await h.database.db
      .select()
      .from(users)
      .where(eq(users.id, getDemoUserId('demo', 'volunteer')));
    expect(user!.resetPasswordTokenHash).not.toBe(token);
    expect(user!.resetPasswordTokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers 422 with a pointer without an address', async () => {
    const res = await send('POST', {});
    expect(res.status).toBe(422);
    expect(getFirstError(res.body).source).toEqual({ pointer: '/data/attributes/email' });
  });
});

describe('PUT /auth/password', () => {
  it('fails with the exact message without token and headers', async () => {
    const res = await send('PUT', {
      password: 'nieuw-wachtwoord',
      password_confirmation: 'nieuw-wachtwoord',
    });
    expect(res.status).toBe(401);
    expect(getFirstError(res.body)).toMatchObject({
      code: 'reset_credentials_missing',
      detail: 'You must provide either the uid, client and accessToken or the resetPasswordToken',
    });
    // Two of the three headers are not enough either.
    const partial = await send(
      'PUT',
      { password: 'nieuw-wachtwoord', password_confirmation: 'nieuw-wachtwoord' },
      { uid: 'volunteer@demo.test', client: 'abc' },
    );
    expect(getFirstError(partial.body).detail).toBe(
      'You must provide either the uid, client and accessToken or the resetPasswordToken',
    );
  });

  it('sets a new password with the mailed token, signing out every device', async () => {
    const email = 'organization@demo.test';
    const session = await signIn(h.app, 'demo', email);
    await send('POST', { email });
    const token = await resetTokenFor(email);
    const mismatch = await send('PUT', {
      password: 'nieuw-wachtwoord',
      password_confirmation: 'ander-wachtwoord',
      reset_password_token: token,
    });
    expect(mismatch.status).toBe(422);
    expect(getFirstError(mismatch.body).source).toEqual({
      pointer: '/data/attributes/password_confirmation',
    });
    const short = await send('PUT', {
      password: 'kort',
      password_confirmation: 'kort',
      reset_password_token: token,
    });
    expect(getFirstError(short.body).source).toEqual({ pointer: '/data/attributes/password' });

    const res = await send('PUT', {
      password: 'nieuw-wachtwoord',
      password_confirmation: 'nieuw-wachtwoord',
      reset_password_token: token,
    });
    expect(res.status).toBe(200);
    expect(
      (await requestApi(h.app, { url: '/auth/validate_token', headers: session })).status,
    ).toBe(401);
    await signIn(h.app, 'demo', email, 'nieuw-wachtwoord');
    await expect(signIn(h.app, 'demo', email)).rejects.toThrow(/401/);
    const reused = await send('PUT', {
      password: 'nog-een-wachtwoord',
      password_confirmation: 'nog-een-wachtwoord',
      reset_password_token: token,
    });
    expect(reused.status).toBe(400);
    expect(getFirstError(reused.body)).toMatchObject({
      code: 'invalid_token',
      source: { pointer: '/data/attributes/reset_password_token' },
    });
  });

  it('refuses a reset token older than 6 hours', async () => {
    const email = 'coordinator@demo.test';
    await send('POST', { email });
    const token = await resetTokenFor(email);
    clock = new Date(clock.getTime() + 6 * 3600 * 1000 + 1000);
    const res = await send('PUT', {
      password: 'nieuw-wachtwoord',
      password_confirmation: 'nieuw-wachtwoord',
      reset_password_token: token,
    });
    expect(res.status).toBe(400);
    expect(getFirstError(res.body).code).toBe('invalid_token');
  });

  it('does not accept a token on another tenant', async () => {
    await send('POST', { email: 'admin@demo.test' });
    const token = await resetTokenFor('admin@demo.test');
    const res = await requestApi(h.app, {
      method: 'PUT',
      url: '/auth/password',
      host: hostOf('oldebroek'),
      headers: { 'content-type': 'application/json' },
      payload: {
        password: 'nieuw-wachtwoord',
        password_confirmation: 'nieuw-wachtwoord',
        reset_password_token: token,
      },
    });
    expect(res.status).toBe(400);
  });

  it('changes the password when signed in, with the current one, keeping this device only', async () => {
    const email = 'volunteer@demo.test';
    const other = await signIn(h.app, 'demo', email);
    const headers = await signIn(h.app, 'demo', email);
    const body = {
      password: 'mijn-nieuwe-wachtwoord',
      password_confirmation: 'mijn-nieuwe-wachtwoord',
    };
    const missing = await send('PUT', body, headers);
    expect(missing.status).toBe(400);
    expect(getFirstError(missing.body).source).toEqual({
      pointer: '/data/attributes/current_password',
    });
    const wrong = await send('PUT', { ...body, current_password: 'fout-fout-fout' }, headers);
    expect(wrong.status).toBe(422);
    const res = await send('PUT', { ...body, current_password: DEMO_PASSWORD }, headers);
    expect(res.status).toBe(200);
    const clients = await h.database.db
      .select({ client: authTokens.client })
      .from(authTokens)
      .where(eq(authTokens.userId, getDemoUserId('demo', 'volunteer')));
    expect(clients.map((c) => c.client)).toEqual([headers.client]);
    expect((await requestApi(h.app, { url: '/auth/validate_token', headers: other })).status).toBe(
      401,
    );
    await signIn(h.app, 'demo', email, 'mijn-nieuwe-wachtwoord');
  });
});
