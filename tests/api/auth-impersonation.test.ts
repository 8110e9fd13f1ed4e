// POST /api/v1/sign_in_as_user: an admin opens a 30-minute session for another user (not
// another admin) on a new client; it is audited with the admin and IP, and current_user of that
// session carries the banner data (impersonator, session end).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../server/db/schema/audit';
import { authTokens } from '../../server/db/schema/auth-tokens';
import { roles } from '../../server/db/schema/users';
import { getDemoUserId } from '../../server/seed/demo-users';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { signIn, type AuthHeaders } from '../support/api-auth';
import { getFirstError, getResource, hostOf, requestApi } from '../support/api-requests';

let h: ApiHarness;
let admin: AuthHeaders;
let coordinator: AuthHeaders;
let clock = new Date('2026-03-02T10:00:00Z');
const volunteerId = getDemoUserId('demo', 'volunteer');

beforeAll(async () => {
  h = await createApiHarness({ now: () => clock });
  admin = await signIn(h.app, 'demo', 'admin@demo.test');
  coordinator = await signIn(h.app, 'demo', 'coordinator@demo.test');
});
afterAll(async () => {
  await h?.close();
});

function signInAs(
  headers: AuthHeaders | Record<string, never>,
  payload: unknown,
  host = hostOf('demo'),
) {
  return h.app.inject({
    method: 'POST',
    url: '/api/v1/sign_in_as_user',
    remoteAddress: '203.0.113.7',
    headers: { host, ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
}

describe('POST /api/v1/sign_in_as_user', () => {
  it('gives an admin a 30-minute session of the user, audited, with the banner data', async () => {
    const res = await signInAs(admin, { user_id: volunteerId });
    expect(res.statusCode).toBe(200);
    const body = JSON.parse(res.body);
    expect(body.data).toMatchObject({ type: 'users', id: volunteerId });
    expect(body.meta).toMatchObject({
      impersonator: {
        id: getDemoUserId('demo', 'admin'),
        email: 'admin@demo.test',
        name: 'Eline Kuipers',
      },
      session_expires_at: new Date(clock.getTime() + 30 * 60 * 1000).toISOString(),
    });
    expect(res.headers.uid).toBe('volunteer@demo.test');
    expect(res.headers.client).not.toBe(admin.client);
    expect(Number(res.headers.expiry)).toBe(Math.floor(clock.getTime() / 1000) + 30 * 60);
    const session = {
      'access-token': String(res.headers['access-token']),
      client: String(res.headers.client),
      uid: String(res.headers.uid),
    };
    const [token] = await h.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.client, session.client));
    expect(token!.impersonatorId).toBe(getDemoUserId('demo', 'admin'));
    const [event] = await h.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'sign_in_as_user'), eq(auditEvents.subjectId, volunteerId)),
      );
    expect(event).toMatchObject({
      actorId: getDemoUserId('demo', 'admin'),
      ip: '203.0.113.7',
      subjectType: 'users',
    });

    const me = await requestApi(h.app, { url: '/api/v1/current_user', headers: session });
    expect(getResource(me.body).id).toBe(volunteerId);
    expect(me.body.meta).toMatchObject({
      impersonator: { id: getDemoUserId('demo', 'admin'), email: 'admin@demo.test' },
      session_expires_at: expect.any(String),
    });
    // The admin's own session is untouched (the client restores it to go back).
    const own = await requestApi(h.app, { url: '/api/v1/current_user', headers: admin });
    expect(getResource(own.body).attributes.email).toBe('admin@demo.test');
    expect(own.body.meta).toBeUndefined();

    clock = new Date(clock.getTime() + 31 * 60 * 1000);
    expect(
      (await requestApi(h.app, { url: '/api/v1/current_user', headers: session })).status,
    ).toBe(401);
    expect((await requestApi(h.app, { url: '/api/v1/current_user', headers: admin })).status).toBe(
      200,
    );
  });

  it('also takes a JSON:API document, and ends with sign-out of that client', async () => {
    const res = await signInAs(admin, {
      data: { type: 'users', attributes: { user_id: volunteerId } },
    });
    expect(res.statusCode).toBe(200);
    const session = {
      'access-token': String(res.headers['access-token']),
      client: String(res.headers.client),
      uid: String(res.headers.uid),
    };
    const out = await requestApi(h.app, {
      method: 'DELETE',
      url: '/auth/sign_out',
      headers: session,
    });
    expect(out.status).toBe(200);
    expect(
      (await requestApi(h.app, { url: '/api/v1/current_user', headers: session })).status,
    ).toBe(401);
    // The end is audited like the start: the admin acted, the user is the subject.
    const ended = await h.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'sign_in_as_user.ended'));
    expect(ended).toHaveLength(1);
    expect(ended[0]).toMatchObject({
      actorId: getDemoUserId('demo', 'admin'),
      subjectType: 'users',
      subjectId: volunteerId,
    });
    // The audit log names the user both times.
    const log = await requestApi(h.app, {
      url: '/api/v1/audit_events?filter[action_eq]=sign_in_as_user.ended',
      headers: admin,
    });
    expect(log.status).toBe(200);
    const [entry] = log.body.data as { attributes: Record<string, unknown> }[];
    expect(entry!.attributes).toMatchObject({
      action: 'sign_in_as_user.ended',
      subject_name: "Zoë van 't Hof",
    });
    const started = await requestApi(h.app, {
      url: '/api/v1/audit_events?filter[action_eq]=sign_in_as_user',
      headers: admin,
    });
    const names = (started.body.data as { attributes: Record<string, unknown> }[]).map(
      (e) => e.attributes.subject_name,
    );
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names)).toEqual(new Set(["Zoë van 't Hof"]));
  });

  it('audits nothing when someone ends their own session', async () => {
    const own = await signIn(h.app, 'demo', 'volunteer@demo.test');
    const before = await h.database.db.select().from(auditEvents);
    const out = await requestApi(h.app, { method: 'DELETE', url: '/auth/sign_out', headers: own });
    expect(out.status).toBe(200);
    expect(await h.database.db.select().from(auditEvents)).toHaveLength(before.length);
  });

  it('refuses a center admin (403), an admin target (403) and anonymous users (401)', async () => {
    const byCoordinator = await signInAs(coordinator, { user_id: volunteerId });
    expect(byCoordinator.statusCode).toBe(403);
    const self = await signInAs(admin, { user_id: getDemoUserId('demo', 'admin') });
    expect(self.statusCode).toBe(422);
    const coordinatorId = getDemoUserId('demo', 'coordinator');
    const [role] = await h.database.db
      .insert(roles)
      .values({ tenantId: 'demo', userId: coordinatorId, name: 'admin' })
      .returning();
    const otherAdmin = await signInAs(admin, { user_id: coordinatorId });
    expect(otherAdmin.statusCode).toBe(403);
    await h.database.db.delete(roles).where(eq(roles.id, role!.id));
    const anonymous = await signInAs({}, { user_id: volunteerId });
    expect(anonymous.statusCode).toBe(401);
    const count = await h.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'sign_in_as_user'));
    expect(count).toHaveLength(2);
  });

  it('refuses bad input (422 with a pointer) and another tenant’s user (404)', async () => {
    const bad = await signInAs(admin, { user_id: 'nope' });
    expect(bad.statusCode).toBe(422);
    expect(getFirstError(JSON.parse(bad.body)).source).toEqual({
      pointer: '/data/attributes/user_id',
    });
    const other = await signInAs(admin, { user_id: getDemoUserId('oldebroek', 'volunteer') });
    expect(other.statusCode).toBe(404);
  });
});
