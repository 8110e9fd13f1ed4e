// Two-factor sign-in for staff: set up, confirm and turn off in the profile; sign-in answers a
// 'code needed' step with a single-use challenge bound to tenant, center and user, and the
// session only after the code (or a recovery code, used once); wrong codes count per account
// like passwords; REQUIRE_ADMIN_2FA makes an admin set it up before any session; an
// administrator resets another user's second factor (audited). While it is on, changing it asks
// for a code (the password alone is not enough); each turn on, new phone, turn off and reset
// mails the user a notice. Codes are computed with otplib at the test's clock.
import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../server/db/schema/audit';
import { emailOutbox } from '../../server/db/schema/email';
import { idempotencyKeys } from '../../server/db/schema/idempotency';
import { twoFactorChallenges, twoFactorCredentials } from '../../server/db/schema/two-factor';
import { users } from '../../server/db/schema/users';
import { getDemoUserId } from '../../server/seed/demo-users';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { DEMO_PASSWORD, nextTestIp, signIn, type AuthHeaders } from '../support/api-auth';
import { getFirstError, getResource, hostOf } from '../support/api-requests';
import type { JsonApiDocument } from '../../common/jsonapi';

let h: ApiHarness;
/** Bad input: a 400 or 422 with a pointer (DESIGN.md section 7). */
const BAD_INPUT = [400, 422];
let clock = new Date('2026-03-02T10:00:00Z');

beforeAll(async () => {
  h = await createApiHarness({ now: () => clock });
});
afterAll(async () => {
  await h?.close();
});

/** Moves the clock on by one TOTP step, so the next code is a new one. */
function nextStep() {
  clock = new Date(clock.getTime() + 30_000);
}

function codeOf(secret: string, at = clock): Promise<string> {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
}

interface Answer {
  status: number;
  headers: Record<string, unknown>;
  body: JsonApiDocument & { meta?: Record<string, unknown> };
  text: string;
}

async function send(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  options: { body?: unknown; auth?: AuthHeaders; host?: string; headers?: Record<string, string> },
): Promise<Answer> {
  const res = await h.app.inject({
    method,
    url,
    remoteAddress: nextTestIp(),
    headers: {
      host: options.host ?? hostOf('demo'),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.auth,
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }),
  });
  return {
    status: res.statusCode,
    headers: res.headers,
    body: res.body ? JSON.parse(res.body) : {},
    text: res.body,
  };
}

const post = (url: string, body: unknown, options: Parameters<typeof send>[2] = {}) =>
  send('POST', url, { ...options, body });

function passwordSignIn(email: string, host = hostOf(email.split('@')[1]!.split('.')[0]!)) {
  return post('/auth/sign_in', { email, password: DEMO_PASSWORD }, { host });
}

function challengeOf(answer: Answer): string {
  const error = getFirstError(answer.body);
  const challenge = (error.meta as { challenge?: unknown } | undefined)?.challenge;
  if (typeof challenge !== 'string') throw new Error(`no challenge in ${answer.text}`);
  return challenge;
}

/** The notices about two-factor sign-in in the outbox for an address. */
function noticesTo(email: string) {
  return h.database.db
    .select()
    .from(emailOutbox)
    .where(
      and(eq(emailOutbox.toAddress, email), eq(emailOutbox.eventKey, 'user.two_factor_changed')),
    );
}

/** The one notice whose text says `change`. */
async function noticeSaying(email: string, change: string) {
  const found = (await noticesTo(email)).filter((row) => row.bodyText.includes(change));
  expect(found, change).toHaveLength(1);
  return found[0]!;
}

async function credentialsOf(
  tenant: Parameters<typeof getDemoUserId>[0],
  account: 'admin' | 'coordinator' | 'organization',
) {
  const [row] = await h.database.db
    .select()
    .from(twoFactorCredentials)
    .where(eq(twoFactorCredentials.userId, getDemoUserId(tenant, account)));
  return row;
}

/** Turns two-factor sign-in on for a demo account through the profile; its secret and codes. */
async function enableTwoFactor(tenant: string, email: string) {
  const auth = await signIn(h.app, tenant, email);
  const host = hostOf(tenant);
  const setup = await post(
    '/api/v1/current_user/two_factor/setup',
    { current_password: DEMO_PASSWORD },
    { auth, host },
  );
  expect(setup.status, setup.text).toBe(200);
  const secret = setup.body.meta!.secret as string;
  const confirm = await post(
    '/api/v1/current_user/two_factor/confirm',
    { otp_code: await codeOf(secret) },
    { auth, host },
  );
  expect(confirm.status, confirm.text).toBe(200);
  nextStep();
  return { auth, secret, recoveryCodes: confirm.body.meta!.recovery_codes as string[] };
}

describe('setting it up in the profile', () => {
  it('sets up with the password, confirms with a first code, shows recovery codes once, turns off', async () => {
    const auth = await signIn(h.app, 'demo', 'coordinator@demo.test');
    const status = await send('GET', '/api/v1/current_user/two_factor', { auth });
    expect(status.status).toBe(200);
    expect(getResource(status.body).attributes).toMatchObject({
      enabled: false,
      available: true,
      required: false,
      recovery_codes_left: 0,
    });

    const noPassword = await post(
      '/api/v1/current_user/two_factor/setup',
      { current_password: '' },
      { auth },
    );
    expect(BAD_INPUT).toContain(noPassword.status);
    expect(getFirstError(noPassword.body).source).toEqual({
      pointer: '/data/attributes/current_password',
    });
    const wrongPassword = await post(
      '/api/v1/current_user/two_factor/setup',
      { current_password: 'not-my-password' },
      { auth },
    );
    expect(wrongPassword.status).toBe(422);
    expect(getFirstError(wrongPassword.body).source).toEqual({
      pointer: '/data/attributes/current_password',
    });

    const setup = await post(
      '/api/v1/current_user/two_factor/setup',
      { current_password: DEMO_PASSWORD },
      { auth },
    );
    expect(setup.status).toBe(200);
    expect(setup.headers['cache-control']).toBe('no-store');
    const secret = setup.body.meta!.secret as string;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(setup.body.meta!.otpauth_url as string);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Volunteerly Demo');

    // Not on until a first code confirms it.
    expect((await passwordSignIn('coordinator@demo.test')).status).toBe(200);
    const wrong = await post(
      '/api/v1/current_user/two_factor/confirm',
      { otp_code: (Number(await codeOf(secret)) + 1).toString().padStart(6, '0').slice(-6) },
      { auth },
    );
    expect(wrong.status).toBe(422);
    expect(getFirstError(wrong.body)).toMatchObject({
      code: 'invalid_two_factor_code',
      source: { pointer: '/data/attributes/otp_code' },
    });

    const confirm = await post(
      '/api/v1/current_user/two_factor/confirm',
      { otp_code: await codeOf(secret) },
      { auth },
    );
    expect(confirm.status).toBe(200);
    const codes = confirm.body.meta!.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
    expect(getResource(confirm.body).attributes).toMatchObject({
      enabled: true,
      recovery_codes_left: 10,
    });

    // Stored: the secret (the server needs it) and only hashes of the recovery codes.
    const [row] = await h.database.db
      .select()
      .from(twoFactorCredentials)
      .where(eq(twoFactorCredentials.userId, getDemoUserId('demo', 'coordinator')));
    expect(row!.secret).toBe(secret);
    expect(row!.pendingSecret).toBeNull();
    expect(row!.recoveryCodeHashes).toHaveLength(10);
    for (const code of codes) expect(row!.recoveryCodeHashes.join()).not.toContain(code);

    // The user shows only whether it is on; the secret never leaves the server again.
    const me = await send('GET', '/api/v1/current_user', { auth });
    expect(getResource(me.body).attributes.two_factor_enabled).toBe(true);
    expect(me.text).not.toContain(secret);
    const again = await send('GET', '/api/v1/current_user/two_factor', { auth });
    expect(again.text).not.toContain(secret);

    const [audit] = await h.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'user.two_factor_enabled'),
          eq(auditEvents.subjectId, getDemoUserId('demo', 'coordinator')),
        ),
      );
    expect(audit).toBeDefined();

    // Off: a code of the current factor (or the password) proves it is the owner.
    nextStep();
    const off = await post(
      '/api/v1/current_user/two_factor/disable',
      { otp_code: await codeOf(secret) },
      { auth },
    );
    expect(off.status, off.text).toBe(200);
    expect(getResource(off.body).attributes.enabled).toBe(false);
    expect(
      await h.database.db
        .select()
        .from(twoFactorCredentials)
        .where(eq(twoFactorCredentials.userId, getDemoUserId('demo', 'coordinator'))),
    ).toHaveLength(0);
    expect((await passwordSignIn('coordinator@demo.test')).status).toBe(200);
  });

  it('refuses a volunteer (403) and anyone signed out (401)', async () => {
    const volunteer = await signIn(h.app, 'demo', 'volunteer@demo.test');
    const setup = await post(
      '/api/v1/current_user/two_factor/setup',
      { current_password: DEMO_PASSWORD },
      { auth: volunteer },
    );
    expect(setup.status).toBe(403);
    const confirm = await post(
      '/api/v1/current_user/two_factor/confirm',
      { otp_code: '123456' },
      { auth: volunteer },
    );
    expect(confirm.status).toBe(403);
    const status = await send('GET', '/api/v1/current_user/two_factor', { auth: volunteer });
    expect(getResource(status.body).attributes).toMatchObject({ available: false });

    for (const [method, url] of [
      ['GET', '/api/v1/current_user/two_factor'],
      ['POST', '/api/v1/current_user/two_factor/setup'],
      ['POST', '/api/v1/current_user/two_factor/confirm'],
      ['POST', '/api/v1/current_user/two_factor/recovery_codes'],
      ['POST', '/api/v1/current_user/two_factor/disable'],
      ['DELETE', `/api/v1/users/${getDemoUserId('demo', 'organization')}/two_factor`],
    ] as const) {
      const res = await send(method, url, method === 'POST' ? { body: {} } : {});
      expect(res.status, `${method} ${url}`).toBe(401);
    }
  });

  it('never stores an answer with a secret or recovery codes under its Idempotency-Key', async () => {
    const auth = await signIn(h.app, 'public', 'organization@public.test');
    const host = hostOf('public');
    const setup = await post(
      '/api/v1/current_user/two_factor/setup',
      { current_password: DEMO_PASSWORD },
      { auth, host, headers: { 'idempotency-key': 'two-factor-setup-key' } },
    );
    expect(setup.status).toBe(200);
    const confirm = await post(
      '/api/v1/current_user/two_factor/confirm',
      { otp_code: await codeOf(setup.body.meta!.secret as string) },
      { auth, host, headers: { 'idempotency-key': 'two-factor-confirm-key' } },
    );
    expect(confirm.status).toBe(200);
    nextStep();
    const stored = await h.database.db.select().from(idempotencyKeys);
    expect(stored.map((row) => row.key)).not.toContain('two-factor-setup-key');
    expect(stored.map((row) => row.key)).not.toContain('two-factor-confirm-key');
  });

  it('renews the recovery codes with a code; the old ones stop working', async () => {
    const { auth, secret, recoveryCodes } = await enableTwoFactor(
      'meedoen',
      'coordinator@meedoen.test',
    );
    const host = hostOf('meedoen');
    const renew = await post(
      '/api/v1/current_user/two_factor/recovery_codes',
      { otp_code: await codeOf(secret) },
      { auth, host },
    );
    expect(renew.status, renew.text).toBe(200);
    const fresh = renew.body.meta!.recovery_codes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);
    nextStep();

    const old = await post(
      '/auth/two_factor',
      {
        challenge: challengeOf(await passwordSignIn('coordinator@meedoen.test')),
        recovery_code: recoveryCodes[0],
      },
      { host },
    );
    expect(old.status).toBe(401);
    expect(getFirstError(old.body).code).toBe('invalid_two_factor_code');
    const ok = await post(
      '/auth/two_factor',
      {
        challenge: challengeOf(await passwordSignIn('coordinator@meedoen.test')),
        recovery_code: fresh[0],
      },
      { host },
    );
    expect(ok.status).toBe(200);
  });
});

describe('while it is on, the password alone changes nothing', () => {
  it('asks a code to set up a new phone, renew the recovery codes or turn it off', async () => {
    const { auth, secret } = await enableTwoFactor('meedoen', 'organization@meedoen.test');
    const host = hostOf('meedoen');
    const before = await credentialsOf('meedoen', 'organization');
    for (const path of ['setup', 'recovery_codes', 'disable']) {
      const res = await post(
        `/api/v1/current_user/two_factor/${path}`,
        { current_password: DEMO_PASSWORD },
        { auth, host },
      );
      expect(BAD_INPUT, `${path}: ${res.text}`).toContain(res.status);
      expect(getFirstError(res.body).source, path).toEqual({
        pointer: '/data/attributes/otp_code',
      });
    }
    // Nothing changed: the same secret, no new one waiting, the same recovery codes.
    const after = await credentialsOf('meedoen', 'organization');
    expect(after).toMatchObject({
      secret,
      pendingSecret: null,
      recoveryCodeHashes: before!.recoveryCodeHashes,
    });
    const status = await send('GET', '/api/v1/current_user/two_factor', { auth, host });
    expect(getResource(status.body).attributes.enabled).toBe(true);

    // A password sent along with the code is checked too.
    const wrongPassword = await post(
      '/api/v1/current_user/two_factor/setup',
      { current_password: 'not-my-password', otp_code: await codeOf(secret) },
      { auth, host },
    );
    expect(wrongPassword.status).toBe(422);
    expect(getFirstError(wrongPassword.body).source).toEqual({
      pointer: '/data/attributes/current_password',
    });
    expect((await credentialsOf('meedoen', 'organization'))!.pendingSecret).toBeNull();

    // The password and a code: a new phone.
    const setup = await post(
      '/api/v1/current_user/two_factor/setup',
      { current_password: DEMO_PASSWORD, otp_code: await codeOf(secret) },
      { auth, host },
    );
    expect(setup.status, setup.text).toBe(200);
    const newSecret = setup.body.meta!.secret as string;
    const confirm = await post(
      '/api/v1/current_user/two_factor/confirm',
      { otp_code: await codeOf(newSecret) },
      { auth, host },
    );
    expect(confirm.status, confirm.text).toBe(200);
    const codes = confirm.body.meta!.recovery_codes as string[];
    nextStep();
    expect((await credentialsOf('meedoen', 'organization'))!.secret).toBe(newSecret);

    // A recovery code alone turns it off.
    const off = await post(
      '/api/v1/current_user/two_factor/disable',
      { recovery_code: codes[0] },
      { auth, host },
    );
    expect(off.status, off.text).toBe(200);
    expect(getResource(off.body).attributes.enabled).toBe(false);
  });
});

describe('the notice mail', () => {
  it('tells the user when it is turned on, set up on a new phone and turned off', async () => {
    const email = 'coordinator@oldebroek.test';
    const host = hostOf('oldebroek');
    expect(await noticesTo(email)).toHaveLength(0);
    const { auth, secret } = await enableTwoFactor('oldebroek', email);
    expect(await noticesTo(email)).toHaveLength(1);
    const on = await noticeSaying(email, 'Tweestapsverificatie is aangezet voor je account.');
    expect(on).toMatchObject({ locale: 'nl', tenantId: 'oldebroek' });
    expect(on.subject).toContain('Tweestapsverificatie');
    expect(on.bodyText).toContain('Was jij het niet?');
    expect(on.bodyText).toContain('http://oldebroek.localhost:8080/auth/recover');

    const setup = await post(
      '/api/v1/current_user/two_factor/setup',
      { otp_code: await codeOf(secret) },
      { auth, host },
    );
    expect(setup.status, setup.text).toBe(200);
    const newSecret = setup.body.meta!.secret as string;
    // Starting a setup changes nothing yet.
    expect(await noticesTo(email)).toHaveLength(1);
    const confirm = await post(
      '/api/v1/current_user/two_factor/confirm',
      { otp_code: await codeOf(newSecret) },
      // The link comes from the center's configured host, not from the request's Host.
      { auth, host: 'oldebroek.localhost:4321' },
    );
    expect(confirm.status, confirm.text).toBe(200);
    nextStep();
    const replaced = await noticeSaying(email, 'Tweestapsverificatie is opnieuw ingesteld');
    expect(replaced.bodyText).toContain('http://oldebroek.localhost:8080/auth/recover');
    expect(replaced.bodyText).not.toContain('4321');

    const off = await post(
      '/api/v1/current_user/two_factor/disable',
      { otp_code: await codeOf(newSecret) },
      { auth, host },
    );
    expect(off.status, off.text).toBe(200);
    expect(await noticesTo(email)).toHaveLength(3);
    await noticeSaying(email, 'Tweestapsverificatie is uitgezet voor je account.');
    // A refused change sends nothing.
    const again = await post(
      '/api/v1/current_user/two_factor/disable',
      { current_password: DEMO_PASSWORD },
      { auth, host },
    );
    expect(again.status).toBe(200);
    expect(await noticesTo(email)).toHaveLength(3);
  });

  it('in English for an English-speaking admin who sets it up at sign-in (REQUIRE_ADMIN_2FA)', async () => {
    const email = 'admin@roermond.test';
    const host = hostOf('roermond');
    await h.database.db
      .update(users)
      .set({ locale: 'en' })
      .where(eq(users.id, getDemoUserId('roermond', 'admin')));
    h.settings.requireAdminTwoFactor = true;
    try {
      const challenge = challengeOf(await passwordSignIn(email, host));
      const setup = await post('/auth/two_factor/setup', { challenge }, { host });
      expect(setup.status, setup.text).toBe(200);
      expect(await noticesTo(email)).toHaveLength(0);
      const done = await post(
        '/auth/two_factor',
        { challenge, otp_code: await codeOf(setup.body.meta!.secret as string) },
        { host },
      );
      expect(done.status, done.text).toBe(200);
      nextStep();
    } finally {
      h.settings.requireAdminTwoFactor = false;
    }
    const notices = await noticesTo(email);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.locale).toBe('en');
    expect(notices[0]!.subject).toContain('Two-step verification');
    expect(notices[0]!.bodyText).toContain(
      'Two-step verification has been turned on for your account.',
    );
    expect(notices[0]!.bodyText).toContain('Was it not you?');
    expect(notices[0]!.bodyText).toContain('http://roermond.localhost:8080/auth/recover');
  });
});

describe('signing in with a second factor', () => {
  let secret: string;
  let recoveryCodes: string[];

  beforeAll(async () => {
    ({ secret, recoveryCodes } = await enableTwoFactor('demo', 'organization@demo.test'));
  });

  it('answers a code step without a session, then the session for the code', async () => {
    const first = await passwordSignIn('organization@demo.test');
    expect(first.status).toBe(401);
    expect(first.headers['access-token']).toBeUndefined();
    expect(first.headers.client).toBeUndefined();
    expect(first.headers.uid).toBeUndefined();
    const error = getFirstError(first.body);
    expect(error.code).toBe('two_factor_required');
    const meta = error.meta as { challenge: string; challenge_expires_at: string };
    expect(meta.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(meta.challenge_expires_at).getTime()).toBe(clock.getTime() + 5 * 60_000);
    // Only the hash of the challenge is stored.
    const rows = await h.database.db.select().from(twoFactorChallenges);
    expect(rows.map((r) => r.tokenHash)).not.toContain(meta.challenge);

    const second = await post('/auth/two_factor', {
      challenge: meta.challenge,
      otp_code: await codeOf(secret),
    });
    expect(second.status, second.text).toBe(200);
    expect(second.headers['access-token']).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second.headers.uid).toBe('organization@demo.test');
    expect(getResource(second.body).attributes).toMatchObject({
      email: 'organization@demo.test',
      two_factor_enabled: true,
    });
    const auth = {
      'access-token': second.headers['access-token'] as string,
      client: second.headers.client as string,
      uid: second.headers.uid as string,
    };
    expect((await send('GET', '/auth/validate_token', { auth })).status).toBe(200);

    // The challenge was used.
    nextStep();
    const reused = await post('/auth/two_factor', {
      challenge: meta.challenge,
      otp_code: await codeOf(secret),
    });
    expect(reused.status).toBe(401);
    expect(getFirstError(reused.body).code).toBe('invalid_two_factor_challenge');
    expect(reused.headers['access-token']).toBeUndefined();
  });

  it('accepts a code once: the same code with a new challenge is refused', async () => {
    const code = await codeOf(secret);
    const ok = await post('/auth/two_factor', {
      challenge: challengeOf(await passwordSignIn('organization@demo.test')),
      otp_code: code,
    });
    expect(ok.status).toBe(200);
    const replay = await post('/auth/two_factor', {
      challenge: challengeOf(await passwordSignIn('organization@demo.test')),
      otp_code: code,
    });
    expect(replay.status).toBe(401);
    expect(getFirstError(replay.body)).toMatchObject({
      code: 'invalid_two_factor_code',
      source: { pointer: '/data/attributes/otp_code' },
    });
    nextStep();
  });

  it('signs in with a recovery code, which works once', async () => {
    const code = recoveryCodes[3]!.toUpperCase().replace(/-/g, ' ');
    const ok = await post('/auth/two_factor', {
      challenge: challengeOf(await passwordSignIn('organization@demo.test')),
      recovery_code: code,
    });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.headers['access-token']).toBeTruthy();
    const again = await post('/auth/two_factor', {
      challenge: challengeOf(await passwordSignIn('organization@demo.test')),
      recovery_code: recoveryCodes[3],
    });
    expect(again.status).toBe(401);
    expect(getFirstError(again.body)).toMatchObject({
      code: 'invalid_two_factor_code',
      source: { pointer: '/data/attributes/recovery_code' },
    });
    const auth = {
      'access-token': ok.headers['access-token'] as string,
      client: ok.headers.client as string,
      uid: ok.headers.uid as string,
    };
    const status = await send('GET', '/api/v1/current_user/two_factor', { auth });
    expect(getResource(status.body).attributes.recovery_codes_left).toBe(9);
  });

  it('refuses an expired challenge', async () => {
    const challenge = challengeOf(await passwordSignIn('organization@demo.test'));
    clock = new Date(clock.getTime() + 5 * 60_000 + 1_000);
    const late = await post('/auth/two_factor', { challenge, otp_code: await codeOf(secret) });
    expect(late.status).toBe(401);
    expect(getFirstError(late.body)).toMatchObject({
      code: 'invalid_two_factor_challenge',
      source: { pointer: '/data/attributes/challenge' },
    });
  });

  it("refuses another tenant's or another center's challenge", async () => {
    const challenge = challengeOf(await passwordSignIn('organization@demo.test'));
    const elsewhere = await post(
      '/auth/two_factor',
      { challenge, otp_code: await codeOf(secret) },
      { host: hostOf('oldebroek') },
    );
    expect(elsewhere.status).toBe(401);
    expect(getFirstError(elsewhere.body).code).toBe('invalid_two_factor_challenge');

    const cordaad = await enableTwoFactor('cordaad', 'coordinator@cordaad.test');
    const fromVoorburg = challengeOf(
      await passwordSignIn('coordinator@cordaad.test', hostOf('cordaad')),
    );
    const partner = await post(
      '/auth/two_factor',
      { challenge: fromVoorburg, otp_code: await codeOf(cordaad.secret) },
      { host: 'leidschendam.cordaad.localhost:8080' },
    );
    expect(partner.status).toBe(401);
    expect(getFirstError(partner.body).code).toBe('invalid_two_factor_challenge');
    expect(partner.headers['access-token']).toBeUndefined();
    // The same challenge still works where it was issued.
    const home = await post(
      '/auth/two_factor',
      { challenge: fromVoorburg, otp_code: await codeOf(cordaad.secret) },
      { host: hostOf('cordaad') },
    );
    expect(home.status).toBe(200);
    nextStep();
  });

  it('answers a 4xx with a pointer for a malformed code, and without a code', async () => {
    const challenge = challengeOf(await passwordSignIn('organization@demo.test'));
    const letters = await post('/auth/two_factor', { challenge, otp_code: 'abcdef' });
    expect(BAD_INPUT).toContain(letters.status);
    expect(getFirstError(letters.body).source).toEqual({ pointer: '/data/attributes/otp_code' });
    const none = await post('/auth/two_factor', { challenge });
    expect(BAD_INPUT).toContain(none.status);
    expect(getFirstError(none.body).source).toEqual({ pointer: '/data/attributes/otp_code' });
    const noChallenge = await post('/auth/two_factor', { otp_code: '123456' });
    expect(BAD_INPUT).toContain(noChallenge.status);
    expect(getFirstError(noChallenge.body).source).toEqual({
      pointer: '/data/attributes/challenge',
    });
  });

  it('does not stand in the way of an admin signing in as the user (audited)', async () => {
    const admin = await signIn(h.app, 'demo', 'admin@demo.test');
    const res = await post(
      '/api/v1/sign_in_as_user',
      { user_id: getDemoUserId('demo', 'organization') },
      { auth: admin },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.headers['access-token']).toBeTruthy();
  });
});

describe('wrong codes are rate-limited per account', () => {
  it('counts wrong codes like wrong passwords; then even the right code waits (429)', async () => {
    const { secret } = await enableTwoFactor('roermond', 'organization@roermond.test');
    const host = hostOf('roermond');
    const free = h.settings.authRateLimitAccountFailures;
    const wrongCode = (Number(await codeOf(secret)) + 500_000) % 1_000_000;
    for (let i = 0; i < free; i += 1) {
      const challenge = challengeOf(await passwordSignIn('organization@roermond.test', host));
      const res = await post(
        '/auth/two_factor',
        { challenge, otp_code: String(wrongCode).padStart(6, '0') },
        { host },
      );
      expect(res.status, `try ${i + 1}`).toBe(401);
      expect(getFirstError(res.body).code).toBe('invalid_two_factor_code');
    }
    const challenge = challengeOf(await passwordSignIn('organization@roermond.test', host));
    const blocked = await post(
      '/auth/two_factor',
      { challenge, otp_code: await codeOf(secret) },
      { host },
    );
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.headers['access-token']).toBeUndefined();
  });

  it('checks no more codes than the free tries when they come in parallel', async () => {
    const { secret } = await enableTwoFactor('oldebroek', 'organization@oldebroek.test');
    const host = hostOf('oldebroek');
    const free = h.settings.authRateLimitAccountFailures;
    const wrong = String((Number(await codeOf(secret)) + 1) % 1_000_000).padStart(6, '0');
    const challenges: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      challenges.push(challengeOf(await passwordSignIn('organization@oldebroek.test', host)));
    }
    const answers = await Promise.all(
      Array.from({ length: free + 6 }, (_, i) =>
        post('/auth/two_factor', { challenge: challenges[i % 3], otp_code: wrong }, { host }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(free);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(6);
  });
});

describe('REQUIRE_ADMIN_2FA', () => {
  it('off: an admin signs in with the password alone', async () => {
    expect(h.settings.requireAdminTwoFactor).toBe(false);
    const res = await passwordSignIn('admin@public.test');
    expect(res.status).toBe(200);
  });

  it('on: an admin without a second factor sets one up before any session is issued', async () => {
    h.settings.requireAdminTwoFactor = true;
    try {
      // Staff who are not admins are not made to.
      expect((await passwordSignIn('coordinator@public.test')).status).toBe(200);

      const first = await passwordSignIn('admin@public.test');
      expect(first.status).toBe(401);
      expect(first.headers['access-token']).toBeUndefined();
      expect(getFirstError(first.body).code).toBe('two_factor_setup_required');
      const challenge = challengeOf(first);
      const host = hostOf('public');

      // A setup challenge is no sign-in: without a confirmed secret nothing opens.
      const early = await post('/auth/two_factor', { challenge, otp_code: '123456' }, { host });
      expect(early.status).toBe(401);
      expect(getFirstError(early.body).code).toBe('invalid_two_factor_challenge');

      const setup = await post('/auth/two_factor/setup', { challenge }, { host });
      expect(setup.status, setup.text).toBe(200);
      const secret = setup.body.meta!.secret as string;
      expect(setup.body.meta!.account).toBe('admin@public.test');

      const done = await post(
        '/auth/two_factor',
        { challenge, otp_code: await codeOf(secret) },
        { host },
      );
      expect(done.status, done.text).toBe(200);
      expect(done.headers['access-token']).toBeTruthy();
      expect(done.body.meta!.recovery_codes).toHaveLength(10);
      nextStep();

      // From now on the code step.
      const next = await passwordSignIn('admin@public.test');
      expect(getFirstError(next.body).code).toBe('two_factor_required');
      const auth = {
        'access-token': done.headers['access-token'] as string,
        client: done.headers.client as string,
        uid: done.headers.uid as string,
      };
      const status = await send('GET', '/api/v1/current_user/two_factor', { auth, host });
      expect(getResource(status.body).attributes).toMatchObject({ enabled: true, required: true });
      // It cannot be turned off while required.
      const off = await post(
        '/api/v1/current_user/two_factor/disable',
        { current_password: DEMO_PASSWORD },
        { auth, host },
      );
      expect(off.status).toBe(422);
      expect(getFirstError(off.body).code).toBe('two_factor_mandatory');
    } finally {
      h.settings.requireAdminTwoFactor = false;
    }
    // Off again: the code is still asked, since it is on for this account.
    expect(getFirstError((await passwordSignIn('admin@public.test')).body).code).toBe(
      'two_factor_required',
    );
  });
});

describe('DELETE /api/v1/users/:id/two_factor', () => {
  it('an admin resets another user’s second factor (audited); they sign in with the password', async () => {
    await enableTwoFactor('demo', 'coordinator@demo.test');
    const admin = await signIn(h.app, 'demo', 'admin@demo.test');
    const id = getDemoUserId('demo', 'coordinator');
    const res = await send('DELETE', `/api/v1/users/${id}/two_factor`, { auth: admin });
    expect(res.status, res.text).toBe(200);
    expect(getResource(res.body).attributes.two_factor_enabled).toBe(false);
    const [audit] = await h.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'user.two_factor_reset'), eq(auditEvents.subjectId, id)));
    expect(audit).toMatchObject({
      actorId: getDemoUserId('demo', 'admin'),
      details: { was_enabled: true },
    });
    expect(audit!.ip).toBeTruthy();
    expect((await passwordSignIn('coordinator@demo.test')).status).toBe(200);
    const reset = await noticeSaying(
      'coordinator@demo.test',
      'Een beheerder heeft de tweestapsverificatie van je account uitgezet.',
    );
    expect(reset.bodyText).toContain('http://demo.localhost:8080/auth/recover');
    // A reset of a second factor that was off tells nobody anything.
    const count = (await noticesTo('coordinator@demo.test')).length;
    const idle = await send('DELETE', `/api/v1/users/${id}/two_factor`, { auth: admin });
    expect(idle.status).toBe(200);
    expect(await noticesTo('coordinator@demo.test')).toHaveLength(count);
  });

  it("a center admin cannot reset an admin's; nobody their own; volunteers nobody's", async () => {
    const coordinator = await signIn(h.app, 'demo', 'coordinator@demo.test');
    const adminId = getDemoUserId('demo', 'admin');
    const denied = await send('DELETE', `/api/v1/users/${adminId}/two_factor`, {
      auth: coordinator,
    });
    expect(denied.status).toBe(403);
    const own = await send(
      'DELETE',
      `/api/v1/users/${getDemoUserId('demo', 'coordinator')}/two_factor`,
      { auth: coordinator },
    );
    expect(own.status).toBe(422);
    const volunteer = await signIn(h.app, 'demo', 'volunteer@demo.test');
    const byVolunteer = await send(
      'DELETE',
      `/api/v1/users/${getDemoUserId('demo', 'organization')}/two_factor`,
      { auth: volunteer },
    );
    expect(byVolunteer.status).toBe(403);
    // Another tenant's user is not found.
    const otherTenant = await send(
      'DELETE',
      `/api/v1/users/${getDemoUserId('oldebroek', 'organization')}/two_factor`,
      { auth: coordinator },
    );
    expect(otherTenant.status).toBe(404);
    const reset = await h.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'user.two_factor_reset'), eq(auditEvents.subjectId, adminId)),
      );
    expect(reset).toHaveLength(0);
  });
});
