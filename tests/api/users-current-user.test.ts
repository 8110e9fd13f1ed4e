// GET/PATCH/DELETE /api/v1/current_user and GET /api/v1/current_user/export: the own account,
// an e-mail change that waits for confirmation, a password change that needs the current one,
// and the GDPR/AVG delete that leaves no personal data behind (checked on the rows).
import { and, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../server/db/schema/audit';
import { emailOutbox } from '../../server/db/schema/email';
import { authTokens } from '../../server/db/schema/auth-tokens';
import { memberships, roles, users } from '../../server/db/schema/users';
import { volunteerProfiles } from '../../server/db/schema/volunteer-profiles';
import { buildDemoId } from '../../server/seed/demo-ids';
import { getDemoUserId } from '../../server/seed/demo-users';
import type { JsonApiDocument } from '../../common/jsonapi';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { DEMO_PASSWORD, nextTestIp, signIn, type AuthHeaders } from '../support/api-auth';
import { getFirstError, getResource, hostOf, requestApi } from '../support/api-requests';

let h: ApiHarness;
let organization: AuthHeaders;
beforeAll(async () => {
  h = await createApiHarness();
  organization = await signIn(h.app, 'demo', 'organization@demo.test');
});
afterAll(async () => {
  await h?.close();
});

function patch(headers: AuthHeaders, payload: unknown) {
  return requestApi(h.app, {
    method: 'PATCH',
    url: '/api/v1/current_user',
    headers: { ...headers, 'content-type': 'application/json' },
    payload,
  });
}

describe('GET /api/v1/current_user', () => {
  it('answers the user with roles and organizations when included', async () => {
    const res = await requestApi(h.app, {
      url: '/api/v1/current_user?include=roles,organizations',
      headers: organization,
    });
    expect(res.status).toBe(200);
    const user = getResource(res.body);
    expect(user).toMatchObject({
      type: 'users',
      id: getDemoUserId('demo', 'organization'),
      attributes: { email: 'organization@demo.test', status: 'active', locale: 'nl' },
    });
    const included = res.body.included!;
    expect(included.filter((r) => r.type === 'roles').map((r) => r.attributes.name)).toEqual([
      'organization_admin',
    ]);
    const orgTypes = included
      .filter((r) => r.type === 'organizations')
      .map((r) => r.attributes.organization_type);
    expect(orgTypes.sort()).toEqual(['Foundation', 'School']);
    expect(res.body.meta).toBeUndefined();
  });

  it('answers 401 without sign-in and 400 for an unknown include', async () => {
    expect((await requestApi(h.app, { url: '/api/v1/current_user' })).status).toBe(401);
    const bad = await requestApi(h.app, {
      url: '/api/v1/current_user?include=secrets',
      headers: organization,
    });
    expect(bad.status).toBe(400);
    expect(getFirstError(bad.body).source).toEqual({ parameter: 'include' });
  });

  it('does not know the user on another tenant’s host', async () => {
    const res = await requestApi(h.app, {
      url: '/api/v1/current_user',
      host: hostOf('oldebroek'),
      headers: organization,
    });
    expect(res.status).toBe(401);
  });
});

describe('PATCH /api/v1/current_user', () => {
  it('changes names, phone, locale and notification preferences ({user} body)', async () => {
    const res = await patch(organization, {
      user: {
        first_name: 'Anne-Marie',
        last_name: "van 't Hof",
        phone: '06-12345678',
        locale: 'en',
        notification_preferences: { newsletter: true },
      },
    });
    expect(res.status).toBe(200);
    expect(getResource(res.body).attributes).toMatchObject({
      first_name: 'Anne-Marie',
      last_name: "van 't Hof",
      phone: '06-12345678',
      locale: 'en',
      notification_preferences: { application_updates: true, messages: true, newsletter: true },
    });
  });

  it('also takes a JSON:API document; bad input is a 422 with a pointer and writes nothing', async () => {
    const ok = await patch(organization, {
      data: { type: 'users', attributes: { first_name: 'Ingrid' } },
    });
    expect(getResource(ok.body).attributes.first_name).toBe('Ingrid');
    for (const [attributes, pointer] of [
      [{ first_name: 'Ingrid1' }, '/data/attributes/first_name'],
      [{ phone: '12' }, '/data/attributes/phone'],
      [{ locale: 'fr' }, '/data/attributes/locale'],
      [{ email: 'nope' }, '/data/attributes/email'],
      [
        { password: 'nieuw-wachtwoord-1', current_password: 'x' },
        '/data/attributes/password_confirmation',
      ],
    ] as const) {
      const res = await patch(organization, { data: { type: 'users', attributes } });
      expect(res.status, pointer).toBe(422);
      expect(getFirstError(res.body).source).toEqual({ pointer });
    }
    const [row] = await h.database.db
      .select()
      .from(users)
      .where(eq(users.id, getDemoUserId('demo', 'organization')));
    expect(row!.firstName).toBe('Ingrid');
  });

  it('keeps the old address until the new one is confirmed', async () => {
    // A new address needs the current password (a session alone must not hand the account over).
    const res = await patch(organization, {
      user: { email: 'ingrid.nieuw@example.nl', current_password: DEMO_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(getResource(res.body).attributes).toMatchObject({
      email: 'organization@demo.test',
      unconfirmed_email: 'ingrid.nieuw@example.nl',
    });
    const [mail] = await h.database.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.toAddress, 'ingrid.nieuw@example.nl'),
          eq(emailOutbox.eventKey, 'user.email_change'),
        ),
      );
    const token = decodeURIComponent(/confirmation_token=([^&\s]+)/.exec(mail!.bodyText)![1]!);
    const taken = await patch(organization, {
      user: { email: 'admin@demo.test', current_password: DEMO_PASSWORD },
    });
    expect(taken.status).toBe(422);
    expect(getFirstError(taken.body)).toMatchObject({
      code: 'already_exists',
      source: { pointer: '/data/attributes/email' },
    });
    const confirmed = await requestApi(h.app, {
      method: 'POST',
      url: '/api/v1/confirm',
      headers: { 'content-type': 'application/json' },
      payload: { confirmation_token: token },
    });
    expect(confirmed.status).toBe(200);
    expect(getResource(confirmed.body).attributes).toMatchObject({
      email: 'ingrid.nieuw@example.nl',
      unconfirmed_email: null,
    });
    organization = await signIn(h.app, 'demo', 'ingrid.nieuw@example.nl');
  });

  it('changes the password only with the current one', async () => {
    const volunteer = await signIn(h.app, 'demo', 'volunteer@demo.test');
    const body = {
      password: 'een-nieuw-wachtwoord',
      password_confirmation: 'een-nieuw-wachtwoord',
    };
    const missing = await patch(volunteer, { user: body });
    expect(missing.status).toBe(422);
    expect(getFirstError(missing.body).source).toEqual({
      pointer: '/data/attributes/current_password',
    });
    const wrong = await patch(volunteer, { user: { ...body, current_password: 'fout-fout' } });
    expect(wrong.status).toBe(422);
    const ok = await patch(volunteer, { user: { ...body, current_password: DEMO_PASSWORD } });
    expect(ok.status).toBe(200);
    await signIn(h.app, 'demo', 'volunteer@demo.test', 'een-nieuw-wachtwoord');
  });
});

describe('GET /api/v1/current_user/export', () => {
  it('answers all personal data as a JSON attachment', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/v1/current_user/export',
      headers: { host: hostOf('demo'), ...organization },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="personal-data-/);
    const data = JSON.parse(res.body);
    expect(data.user).toMatchObject({ email: 'ingrid.nieuw@example.nl', first_name: 'Ingrid' });
    expect(data.user).not.toHaveProperty('password_hash');
    expect(data.roles).toEqual([expect.objectContaining({ name: 'organization_admin' })]);
    expect(
      data.memberships.map((m: { organization_name: string }) => m.organization_name).sort(),
    ).toEqual(['Basisschool De Regenboog', 'Stichting Voedselbank Utrecht']);
    expect(data).toHaveProperty('volunteer_profile');
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toMatch(/token_hash|tokenHash/);
  });

  it('answers 401 without sign-in', async () => {
    expect((await requestApi(h.app, { url: '/api/v1/current_user/export' })).status).toBe(401);
  });
});

/** DELETE current_user, each from its own IP: only the account's budget decides a 429. */
async function deleteAccount(headers: AuthHeaders, payload?: unknown) {
  const response = await h.app.inject({
    method: 'DELETE',
    url: '/api/v1/current_user',
    remoteAddress: nextTestIp(),
    headers: {
      host: hostOf('demo'),
      ...headers,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
  return { status: response.statusCode, body: response.json<JsonApiDocument>() };
}

const withPassword = (currentPassword: string) => ({
  data: { type: 'users', attributes: { current_password: currentPassword } },
});

describe('DELETE /api/v1/current_user (GDPR/AVG)', () => {
  it('needs the current password: a session alone cannot erase the account', async () => {
    const headers = await signIn(h.app, 'demo', 'coordinator@demo.test');
    const missing = await deleteAccount(headers);
    expect(missing.status).toBe(422);
    expect(getFirstError(missing.body)).toMatchObject({
      code: 'validation_failed',
      source: { pointer: '/data/attributes/current_password' },
    });
    const empty = await deleteAccount(headers, withPassword(''));
    expect(empty.status).toBe(422);
    expect(getFirstError(empty.body).source?.pointer).toBe('/data/attributes/current_password');
    // Wrong guesses count against the account's sign-in budget: 5 checked, then a wait.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await deleteAccount(headers, withPassword(`geraden-${i}`));
      statuses.push(res.status);
      if (res.status === 422) {
        expect(getFirstError(res.body)).toMatchObject({
          code: 'invalid_credentials',
          source: { pointer: '/data/attributes/current_password' },
        });
      }
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    // Waiting, even the right password is not checked yet.
    expect((await deleteAccount(headers, withPassword(DEMO_PASSWORD))).status).toBe(429);
    // Nothing was erased: the session and the account still work.
    const [user] = await h.database.db
      .select()
      .from(users)
      .where(eq(users.id, getDemoUserId('demo', 'coordinator')));
    expect(user).toMatchObject({ email: 'coordinator@demo.test', deletedAt: null });
    expect((await requestApi(h.app, { url: '/api/v1/current_user', headers })).status).toBe(200);
  });

  it('erases every piece of personal data and signs the user out', async () => {
    const id = getDemoUserId('demo', 'volunteer');
    const headers = await signIn(h.app, 'demo', 'volunteer@demo.test', 'een-nieuw-wachtwoord');
    const db = h.database.db;
    await db
      .insert(volunteerProfiles)
      .values({ tenantId: 'demo', userId: id, bio: 'Ik help graag.', postcode: '3511 AB' })
      .onConflictDoNothing();
    expect(
      await db.select().from(volunteerProfiles).where(eq(volunteerProfiles.userId, id)),
    ).toHaveLength(1);
    await db.insert(memberships).values({
      tenantId: 'demo',
      userId: id,
      organizationId: buildDemoId('demo', 'organization', 3),
    });

    const res = await deleteAccount(headers, withPassword('een-nieuw-wachtwoord'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ meta: { deleted: true } });

    const [user] = await db.select().from(users).where(eq(users.id, id));
    expect(user).toMatchObject({
      email: `deleted-${id}@deleted.invalid`,
      firstName: null,
      lastName: null,
      phone: null,
      passwordHash: null,
      unconfirmedEmail: null,
      confirmationTokenHash: null,
      resetPasswordTokenHash: null,
      status: 'archived',
    });
    expect(user!.deletedAt).toBeInstanceOf(Date);
    for (const table of [authTokens, memberships, roles, volunteerProfiles]) {
      expect(await db.select().from(table).where(eq(table.userId, id)), 'rows left').toEqual([]);
    }
    expect(
      await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'volunteer@demo.test')),
    ).toEqual([]);
    const [event] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'user.self_deleted'), eq(auditEvents.subjectId, id)));
    expect(event).toMatchObject({ actorId: id, ip: null });
    // Nothing of the old address is left anywhere in the user's rows.
    const leftovers = await db
      .select()
      .from(users)
      .where(
        or(
          eq(users.email, 'volunteer@demo.test'),
          eq(users.unconfirmedEmail, 'volunteer@demo.test'),
        ),
      );
    expect(leftovers).toEqual([]);
    expect((await requestApi(h.app, { url: '/api/v1/current_user', headers })).status).toBe(401);
    await expect(
      signIn(h.app, 'demo', 'volunteer@demo.test', 'een-nieuw-wachtwoord'),
    ).rejects.toThrow(/401/);
  });

  it('answers 401 without sign-in', async () => {
    const res = await requestApi(h.app, { method: 'DELETE', url: '/api/v1/current_user' });
    expect(res.status).toBe(401);
  });
});
