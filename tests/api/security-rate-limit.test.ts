// Rate limits an attacker would probe (DESIGN.md section 6, docs/security.md "Sign-in, password
// and e-mail changes"): a burst of parallel guesses checks no more passwords than the account's
// free tries; the per-IP limit spans tenants; X-Forwarded-For counts only with TRUST_PROXY; after
// the free tries each try waits longer (1, 2, 4 ... minutes, capped) and a completed reset clears
// the count; a stolen session needs the current password to change the e-mail address or the
// password, guesses it no faster than a sign-in, and the old address gets a working stop link.
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { auditEvents } from '../../server/db/schema/audit';
import { emailOutbox } from '../../server/db/schema/email';
import { users } from '../../server/db/schema/users';
import { getDemoUserId } from '../../server/seed/demo-users';
import { loadSettings } from '../../server/env';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { DEMO_PASSWORD, nextTestIp, signIn, type AuthHeaders } from '../support/api-auth';
import type { JsonApiDocument } from '../../common/jsonapi';
import { getFirstError, getResource, hostOf, requestApi } from '../support/api-requests';

let h: ApiHarness;
let clock = new Date('2026-03-02T10:00:00Z');
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const MINUTE = 60_000;

beforeAll(async () => {
  h = await createApiHarness({
    now: () => clock,
    authRateLimitIpPerMinute: 4,
    authRateLimitAccountFailures: 5,
    authRateLimitMaxWaitMinutes: 4,
  });
});
afterAll(async () => {
  await h?.close();
});

interface Answer {
  status: number;
  headers: Record<string, unknown>;
  body: { errors?: { status: string; code: string; detail?: string; source?: unknown }[] };
}

async function signInAttempt(
  email: string,
  password: string,
  options: {
    ip?: string;
    host?: string;
    headers?: Record<string, string>;
    app?: FastifyInstance;
  } = {},
): Promise<Answer> {
  const res = await (options.app ?? h.app).inject({
    method: 'POST',
    url: '/auth/sign_in',
    remoteAddress: options.ip ?? nextTestIp(),
    headers: {
      host: options.host ?? hostOf('demo'),
      'content-type': 'application/json',
      ...options.headers,
    },
    payload: JSON.stringify({ email, password }),
  });
  return { status: res.statusCode, headers: res.headers, body: JSON.parse(res.body) };
}

describe('the account limit counts before the password is checked', () => {
  it('checks at most 5 passwords of 20 parallel guesses; the right one after them waits', async () => {
    const email = 'volunteer@demo.test';
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signInAttempt(email, `fout-${i}`)),
    );
    const statuses = burst.map((r) => r.status).sort();
    // A 401 is a checked password (wrong); a 429 was refused before its check. Counted after the
    // check, as before, all 20 read a count under the limit and 20 passwords were checked.
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    const right = await signInAttempt(email, DEMO_PASSWORD);
    expect(right.status).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('the per-IP limit spans tenants', () => {
  it('does not start over when the request names another tenant by its host', async () => {
    const ip = nextTestIp();
    for (let i = 0; i < 4; i++) {
      const res = await signInAttempt(`niemand-${i}@demo.test`, 'x', { ip });
      expect(res.status).toBe(401);
    }
    for (const tenant of ['oldebroek', 'roermond']) {
      const res = await signInAttempt(`niemand@${tenant}.test`, 'x', {
        ip,
        host: hostOf(tenant),
      });
      expect(res.status, tenant).toBe(429);
      expect(getFirstError(res.body as never).code).toBe('rate_limited');
    }
    // Reset requests count per IP across tenants too.
    const ip2 = nextTestIp();
    const tenants = ['demo', 'oldebroek', 'roermond', 'meedoen', 'public'];
    const answers: number[] = [];
    for (const tenant of tenants) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/auth/password',
        remoteAddress: ip2,
        headers: { host: hostOf(tenant), 'content-type': 'application/json' },
        payload: JSON.stringify({ email: `niemand@${tenant}.test` }),
      });
      answers.push(res.statusCode);
    }
    expect(answers).toEqual([200, 200, 200, 200, 429]);
    advance(MINUTE);
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default, reads a list of proxies and refuses true', () => {
    expect(loadSettings({}).trustProxy).toBe(false);
    // `true` trusts every hop, so the client's own left-most X-Forwarded-For entry would count.
    expect(() => loadSettings({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY.*addresses or CIDR/);
    expect(() => loadSettings({ TRUST_PROXY: 'on' })).toThrow(/TRUST_PROXY/);
    expect(loadSettings({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'loopback',
    ]);
    expect(() => loadSettings({ TRUST_PROXY: 'somewhere' })).toThrow(/TRUST_PROXY/);
    // Fastify cannot check the peer with a hop count (it would ignore the header): refused.
    expect(() => loadSettings({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY/);
  });

  it('off: X-Forwarded-For is ignored, so a client cannot pick a fresh IP with it', async () => {
    const ip = nextTestIp();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await signInAttempt(`proxy-off-${i}@demo.test`, 'x', {
        ip,
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });

  it('on: the client IP comes from X-Forwarded-For, so clients behind one proxy count apart', async () => {
    const proxy = nextTestIp();
    const proxied = await buildApp({
      settings: { ...h.settings, trustProxy: [proxy] },
      database: h.database,
    });
    await proxied.ready();
    try {
      // Six clients behind the same proxy: each has its own budget.
      for (let i = 0; i < 6; i++) {
        const res = await signInAttempt(`proxy-on-${i}@demo.test`, 'x', {
          app: proxied,
          ip: proxy,
          headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
        });
        expect(res.status, `client ${i}`).toBe(401);
      }
      // One client through the proxy: its own limit still holds.
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await signInAttempt(`proxy-one-${i}@demo.test`, 'x', {
          app: proxied,
          ip: proxy,
          headers: { 'x-forwarded-for': '203.0.113.99' },
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429]);
      // A client that is not the proxy cannot name its IP with the header.
      const direct = nextTestIp();
      const fromDirect: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await signInAttempt(`proxy-direct-${i}@demo.test`, 'x', {
          app: proxied,
          ip: direct,
          headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
        });
        fromDirect.push(res.status);
      }
      expect(fromDirect).toEqual([401, 401, 401, 401, 429]);
      // A client behind the proxy that forges left-most entries: the proxy appends the address it
      // saw, and the right-most address that is not a listed proxy is the one that counts.
      const forged: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await signInAttempt(`proxy-forged-${i}@demo.test`, 'x', {
          app: proxied,
          ip: proxy,
          headers: { 'x-forwarded-for': `198.51.100.${i + 1}, 203.0.113.77` },
        });
        forged.push(res.status);
      }
      expect(forged).toEqual([401, 401, 401, 401, 429]);
    } finally {
      await proxied.close();
    }
    advance(MINUTE);
  });
});

describe('after 5 failures each try waits longer', () => {
  it('answers 429 with a Retry-After of 1, 2, 4, 4 minutes; the right password after a wait works', async () => {
    const email = 'coordinator@demo.test';
    for (let i = 0; i < 5; i++) {
      expect((await signInAttempt(email, `fout-${i}`)).status).toBe(401);
    }
    const expectWait = async (seconds: number) => {
      const res = await signInAttempt(email, DEMO_PASSWORD, {
        headers: { 'accept-language': 'en-GB,en;q=0.9' },
      });
      expect(res.status).toBe(429);
      expect(res.headers['retry-after']).toBe(String(seconds));
      expect(getFirstError(res.body as never)).toMatchObject({
        code: 'rate_limited',
        detail: expect.stringMatching(/Too many sign-in attempts.*wait.*reset your password/),
        meta: { retry_after_seconds: seconds },
      });
    };
    await expectWait(60);
    advance(30_000);
    await expectWait(30);
    advance(30_000);
    expect((await signInAttempt(email, 'fout-6')).status).toBe(401);
    await expectWait(120);
    advance(2 * MINUTE);
    expect((await signInAttempt(email, 'fout-7')).status).toBe(401);
    await expectWait(240);
    advance(4 * MINUTE);
    expect((await signInAttempt(email, 'fout-8')).status).toBe(401);
    // The cap (AUTH_RATE_LIMIT_MAX_WAIT_MINUTES, 4 in this file).
    await expectWait(240);
    // The detail speaks the request's language.
    const dutch = await signInAttempt(email, DEMO_PASSWORD, {
      headers: { 'accept-language': 'nl-NL' },
    });
    expect(getFirstError(dutch.body as never).detail).toMatch(
      /Te veel inlogpogingen\. Wacht 4 minuten .*Wachtwoord vergeten/,
    );
    advance(4 * MINUTE);
    expect((await signInAttempt(email, DEMO_PASSWORD)).status).toBe(200);
    // A success forgets the failures: the next wrong guess is a plain 401 again.
    expect((await signInAttempt(email, 'fout-9')).status).toBe(401);
    expect((await signInAttempt(email, DEMO_PASSWORD)).status).toBe(200);
  });

  it('a completed password reset clears the count', async () => {
    const email = 'organization@demo.test';
    for (let i = 0; i < 5; i++) {
      expect((await signInAttempt(email, `fout-${i}`)).status).toBe(401);
    }
    expect((await signInAttempt(email, DEMO_PASSWORD)).status).toBe(429);
    const asked = await h.app.inject({
      method: 'POST',
      url: '/auth/password',
      remoteAddress: nextTestIp(),
      headers: { host: hostOf('demo'), 'content-type': 'application/json' },
      payload: JSON.stringify({ email }),
    });
    expect(asked.statusCode).toBe(200);
    const [mail] = await h.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.eventKey, 'user.password_reset')))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    const token = decodeURIComponent(/reset_password_token=([^&\s]+)/.exec(mail!.bodyText)![1]!);
    const reset = await h.app.inject({
      method: 'PUT',
      url: '/auth/password',
      remoteAddress: nextTestIp(),
      headers: { host: hostOf('demo'), 'content-type': 'application/json' },
      payload: JSON.stringify({
        reset_password_token: token,
        password: 'een-nieuw-wachtwoord',
        password_confirmation: 'een-nieuw-wachtwoord',
      }),
    });
    expect(reset.statusCode).toBe(200);
    expect((await signInAttempt(email, 'een-nieuw-wachtwoord')).status).toBe(200);
  });
});

/** Each from its own IP, so that only the account's budget is at stake. */
async function patchCurrentUser(
  headers: AuthHeaders,
  attributes: Record<string, unknown>,
  host: string,
) {
  const res = await h.app.inject({
    method: 'PATCH',
    url: '/api/v1/current_user',
    remoteAddress: nextTestIp(),
    headers: { host, ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify({ user: attributes }),
  });
  return {
    status: res.statusCode,
    headers: res.headers,
    body: JSON.parse(res.body) as JsonApiDocument,
  };
}

const CURRENT_PASSWORD = { pointer: '/data/attributes/current_password' };

describe('PATCH /api/v1/current_user: a session alone does not change e-mail or password', () => {
  it('needs the right current password for a new e-mail address (422 on current_password)', async () => {
    const host = hostOf('roermond');
    const session = await signIn(h.app, 'roermond', 'volunteer@roermond.test');
    const missing = await patchCurrentUser(session, { email: 'dief@example.nl' }, host);
    expect(missing.status).toBe(422);
    expect(getFirstError(missing.body).source).toEqual(CURRENT_PASSWORD);
    const wrong = await patchCurrentUser(
      session,
      { email: 'dief@example.nl', current_password: 'geraden' },
      host,
    );
    expect(wrong.status).toBe(422);
    expect(getFirstError(wrong.body)).toMatchObject({
      code: 'invalid_credentials',
      source: CURRENT_PASSWORD,
    });
    const [row] = await h.database.db
      .select({ unconfirmedEmail: users.unconfirmedEmail })
      .from(users)
      .where(eq(users.id, getDemoUserId('roermond', 'volunteer')));
    expect(row!.unconfirmedEmail).toBeNull();
    // Other details still change with the session alone.
    const name = await patchCurrentUser(session, { first_name: 'Roos' }, host);
    expect(name.status).toBe(200);
  });

  it('needs it for a new password, and guesses of it are limited like sign-in (429, shared budget)', async () => {
    const host = hostOf('roermond');
    const email = 'coordinator@roermond.test';
    const session = await signIn(h.app, 'roermond', email);
    const body = { password: 'overgenomen-1', password_confirmation: 'overgenomen-1' };
    const missing = await patchCurrentUser(session, body, host);
    expect(missing.status).toBeGreaterThanOrEqual(400);
    expect(missing.status).toBeLessThan(500);
    expect(getFirstError(missing.body).source).toEqual(CURRENT_PASSWORD);
    const answers: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await patchCurrentUser(session, { ...body, current_password: `gok-${i}` }, host);
      answers.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(getFirstError(res.body).code).toBe('rate_limited');
      }
    }
    expect(answers).toEqual([422, 422, 422, 422, 422, 429, 429]);
    // The same budget as sign-in: the owner waits too (or resets the password).
    expect((await signInAttempt(email, DEMO_PASSWORD, { host })).status).toBe(429);
    // An e-mail change is guarded by the same count.
    const emailChange = await patchCurrentUser(
      session,
      { email: 'dief@example.nl', current_password: DEMO_PASSWORD },
      host,
    );
    expect(emailChange.status).toBe(429);
    advance(MINUTE);
    const ok = await patchCurrentUser(session, { ...body, current_password: DEMO_PASSWORD }, host);
    expect(ok.status).toBe(200);
  });
});

async function findMail(to: string, eventKey: string) {
  const [mail] = await h.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.eventKey, eventKey)))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  return mail;
}

async function cancelEmailChange(payload: unknown, host: string) {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/v1/email_change/cancel',
    remoteAddress: nextTestIp(),
    headers: { host, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
  return { status: res.statusCode, body: JSON.parse(res.body) as JsonApiDocument };
}

describe('the old address hears of an e-mail change and can stop it', () => {
  const host = hostOf('oldebroek');
  const oldEmail = 'organization@oldebroek.test';
  let stopToken = '';

  it('mails the old address a notice with a stop link built from the configured host', async () => {
    const session = await signIn(h.app, 'oldebroek', oldEmail);
    const res = await patchCurrentUser(
      session,
      { email: 'dief@example.nl', current_password: DEMO_PASSWORD },
      host,
    );
    expect(res.status).toBe(200);
    expect(getResource(res.body).attributes).toMatchObject({
      email: oldEmail,
      unconfirmed_email: 'dief@example.nl',
    });
    const notice = await findMail(oldEmail, 'user.email_change_notice');
    expect(notice).toBeDefined();
    expect(notice!.bodyText).toContain('dief@example.nl');
    const link = /(https?:\/\/\S+\/email-change\/cancel\?cancel_token=[^&\s]+)/.exec(
      notice!.bodyText,
    )![1]!;
    expect(new URL(link).host).toBe(hostOf('oldebroek'));
    stopToken = decodeURIComponent(new URL(link).searchParams.get('cancel_token')!);

    // The stop link stops it: no pending address, the confirmation link is dead, every
    // session of the account is signed out.
    const stopped = await cancelEmailChange({ cancel_token: stopToken }, host);
    expect(stopped.status).toBe(200);
    expect(stopped.body.meta).toEqual({ cancelled: true });
    const [row] = await h.database.db
      .select()
      .from(users)
      .where(eq(users.id, getDemoUserId('oldebroek', 'organization')));
    expect(row).toMatchObject({ email: oldEmail, unconfirmedEmail: null });
    const confirmMail = await findMail('dief@example.nl', 'user.email_change');
    const confirmToken = decodeURIComponent(
      /confirmation_token=([^&\s]+)/.exec(confirmMail!.bodyText)![1]!,
    );
    const confirm = await requestApi(h.app, {
      method: 'POST',
      url: '/api/v1/confirm',
      host,
      headers: { 'content-type': 'application/json' },
      payload: { confirmation_token: confirmToken },
    });
    expect(confirm.status).toBe(400);
    const after = await requestApi(h.app, { url: '/api/v1/current_user', host, headers: session });
    expect(after.status).toBe(401);
    const [audit] = await h.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'user.email_change_cancelled'));
    expect(audit).toMatchObject({ actorId: row!.id, subjectId: row!.id });
    // A link works once.
    expect((await cancelEmailChange({ cancel_token: stopToken }, host)).status).toBe(404);
  });

  it('puts the old address back when the thief confirmed the new one already', async () => {
    const session = await signIn(h.app, 'oldebroek', oldEmail);
    await patchCurrentUser(
      session,
      { email: 'dief2@example.nl', current_password: DEMO_PASSWORD },
      host,
    );
    const confirmMail = await findMail('dief2@example.nl', 'user.email_change');
    const confirmToken = decodeURIComponent(
      /confirmation_token=([^&\s]+)/.exec(confirmMail!.bodyText)![1]!,
    );
    const confirmed = await requestApi(h.app, {
      method: 'POST',
      url: '/api/v1/confirm',
      host,
      headers: { 'content-type': 'application/json' },
      payload: { confirmation_token: confirmToken },
    });
    expect(confirmed.status).toBe(200);
    const thief = await signIn(h.app, 'oldebroek', 'dief2@example.nl');
    // A second change by the thief still warns the first address, with a fresh link.
    await patchCurrentUser(
      thief,
      { email: 'dief3@example.nl', current_password: DEMO_PASSWORD },
      host,
    );
    const notice = await findMail(oldEmail, 'user.email_change_notice');
    const token = decodeURIComponent(/cancel_token=([^&\s]+)/.exec(notice!.bodyText)![1]!);
    const stopped = await cancelEmailChange(
      { data: { attributes: { cancel_token: token } } },
      host,
    );
    expect(stopped.status).toBe(200);
    const [row] = await h.database.db
      .select({ email: users.email, unconfirmedEmail: users.unconfirmedEmail })
      .from(users)
      .where(eq(users.id, getDemoUserId('oldebroek', 'organization')));
    expect(row).toEqual({ email: oldEmail, unconfirmedEmail: null });
    expect(
      (await requestApi(h.app, { url: '/api/v1/current_user', host, headers: thief })).status,
    ).toBe(401);
    await signIn(h.app, 'oldebroek', oldEmail);
  });

  it('POST /api/v1/email_change/cancel: bad input, another tenant, expiry', async () => {
    // Bad input: 4xx with a pointer, nothing changed.
    for (const payload of [{ cancel_token: '' }, { cancel_token: ['x'] }, { token: 'x' }]) {
      const res = await cancelEmailChange(payload, host);
      expect(res.status, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(payload)).toBeLessThan(500);
      expect(getFirstError(res.body).source?.pointer).toMatch(/cancel_token$/);
    }
    expect((await cancelEmailChange(null, host)).status).toBe(400);
    const unknown = await cancelEmailChange({ cancel_token: 'geen-echte-link' }, host);
    expect(unknown.status).toBe(404);

    const session = await signIn(h.app, 'oldebroek', oldEmail);
    await patchCurrentUser(
      session,
      { email: 'dief4@example.nl', current_password: DEMO_PASSWORD },
      host,
    );
    const notice = await findMail(oldEmail, 'user.email_change_notice');
    const token = decodeURIComponent(/cancel_token=([^&\s]+)/.exec(notice!.bodyText)![1]!);
    // Another tenant does not know the link: 404, and the change still waits.
    const elsewhere = await cancelEmailChange({ cancel_token: token }, hostOf('demo'));
    expect(elsewhere.status).toBe(404);
    // The token is the credential: no sign-in is needed (the owner may be signed out), and a
    // signed-in user of another account cannot use it for their own (it acts on its account).
    // After 7 days the link has expired.
    advance(7 * 24 * 60 * MINUTE + 1000);
    const expired = await cancelEmailChange({ cancel_token: token }, host);
    expect(expired.status).toBe(404);
    const [row] = await h.database.db
      .select({ unconfirmedEmail: users.unconfirmedEmail })
      .from(users)
      .where(eq(users.id, getDemoUserId('oldebroek', 'organization')));
    expect(row!.unconfirmedEmail).toBe('dief4@example.nl');
  });
});
