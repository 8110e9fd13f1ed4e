// POST /auth (sign-up) and POST /api/v1/confirm: a new volunteer is active but unconfirmed until
// the link of the confirmation mail (queued in email_outbox) is used.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../server/db/schema/email';
import { roles, users } from '../../server/db/schema/users';
import { DEMO_CENTER_IDS } from '../../server/seed/demo-ids';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { nextTestIp, signIn } from '../support/api-auth';
import { getFirstError, getResource, hostOf, requestApi } from '../support/api-requests';

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(async () => {
  await h?.close();
});

const signUpBody = (email: string) => ({
  email,
  password: 'lang-genoeg-1',
  password_confirmation: 'lang-genoeg-1',
  first_name: 'Zoë',
  last_name: "van 't Hof",
  locale: 'en',
});

async function latestMail(to: string, eventKey: string) {
  const [row] = await h.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.eventKey, eventKey)))
    .orderBy(desc(emailOutbox.createdAt));
  return row;
}

function tokenFrom(text: string, name: string): string {
  const match = new RegExp(`${name}=([^&\\s]+)`).exec(text);
  if (!match) throw new Error(`no ${name} in ${text}`);
  return decodeURIComponent(match[1]!);
}

function post(url: string, payload: unknown, host = hostOf('demo')) {
  return requestApi(h.app, {
    method: 'POST',
    url,
    host,
    headers: { 'content-type': 'application/json' },
    payload,
  });
}

describe('POST /auth (sign-up)', () => {
  it('creates an unconfirmed volunteer of the center and queues the confirmation mail', async () => {
    const res = await post('/auth', signUpBody('Zoe.Hof@Example.NL'));
    expect(res.status).toBe(200);
    expect(res.headers['access-token']).toBeUndefined();
    const user = getResource(res.body);
    expect(user).toMatchObject({
      type: 'users',
      attributes: {
        email: 'zoe.hof@example.nl',
        first_name: 'Zoë',
        last_name: "van 't Hof",
        status: 'active',
        confirmed: false,
        locale: 'en',
        center_id: DEMO_CENTER_IDS.demo,
      },
    });
    const [role] = await h.database.db.select().from(roles).where(eq(roles.userId, user.id));
    expect(role!.name).toBe('volunteer');
    const mail = await latestMail('zoe.hof@example.nl', 'user.confirmation');
    expect(mail!.locale).toBe('en');
    expect(mail!.bodyText).toContain('http://demo.localhost:8080/confirm?confirmation_token=');

    const unconfirmed = await h.app.inject({
      method: 'POST',
      url: '/auth/sign_in',
      remoteAddress: nextTestIp(),
      headers: { host: hostOf('demo'), 'content-type': 'application/json' },
      payload: { email: 'zoe.hof@example.nl', password: 'lang-genoeg-1' },
    });
    expect(unconfirmed.statusCode).toBe(401);
    expect(JSON.parse(unconfirmed.body).errors[0].code).toBe('unconfirmed');

    const token = tokenFrom(mail!.bodyText, 'confirmation_token');
    const confirmed = await post('/api/v1/confirm', { confirmation_token: token });
    expect(confirmed.status).toBe(200);
    expect(getResource(confirmed.body).attributes.confirmed).toBe(true);
    expect(confirmed.body.meta).toEqual({ confirmed: true });
    await signIn(h.app, 'demo', 'zoe.hof@example.nl', 'lang-genoeg-1');
    // A used link does not work twice.
    const again = await post('/api/v1/confirm', { confirmation_token: token });
    expect(again.status).toBe(400);
    expect(getFirstError(again.body)).toMatchObject({
      code: 'invalid_token',
      source: { parameter: 'confirmation_token' },
    });
  });

  it('refuses a taken address with 422 and a pointer', async () => {
    const res = await post('/auth', signUpBody('volunteer@demo.test'));
    expect(res.status).toBe(422);
    expect(getFirstError(res.body)).toMatchObject({
      code: 'already_exists',
      source: { pointer: '/data/attributes/email' },
    });
  });

  it('answers 422 with pointers for bad input and writes nothing', async () => {
    const count = async () => (await h.database.db.select({ id: users.id }).from(users)).length;
    const before = await count();
    for (const [patch, pointer] of [
      [{ password: 'kort', password_confirmation: 'kort' }, '/data/attributes/password'],
      [{ password_confirmation: 'iets-anders-1' }, '/data/attributes/password_confirmation'],
      [{ first_name: 'R2D2' }, '/data/attributes/first_name'],
      [{ email: 'geen-adres' }, '/data/attributes/email'],
      [{ locale: 'de' }, '/data/attributes/locale'],
    ] as const) {
      const res = await post('/auth', { ...signUpBody('nieuw@example.nl'), ...patch });
      expect(res.status, pointer).toBe(422);
      expect(getFirstError(res.body).source).toEqual({ pointer });
    }
    expect(await count()).toBe(before);
  });

  it('keeps tenants apart: the same address may sign up with another partner', async () => {
    const res = await post('/auth', signUpBody('volunteer@demo.test'), hostOf('oldebroek'));
    expect(res.status).toBe(200);
  });
});

describe('POST /api/v1/confirm', () => {
  it('answers 400 with source.parameter for an unknown token, 422 for a missing one', async () => {
    const unknown = await post('/api/v1/confirm', { confirmation_token: 'nope' });
    expect(unknown.status).toBe(400);
    expect(getFirstError(unknown.body).source).toEqual({ parameter: 'confirmation_token' });
    const missing = await post('/api/v1/confirm', {});
    expect(missing.status).toBe(422);
    expect(getFirstError(missing.body).source).toEqual({
      pointer: '/data/attributes/confirmation_token',
    });
  });

  it('does not confirm with a token of another tenant', async () => {
    await post('/auth', signUpBody('tenant-check@example.nl'));
    const mail = await latestMail('tenant-check@example.nl', 'user.confirmation');
    const token = tokenFrom(mail!.bodyText, 'confirmation_token');
    const res = await post('/api/v1/confirm', { confirmation_token: token }, hostOf('roermond'));
    expect(res.status).toBe(400);
  });
});
