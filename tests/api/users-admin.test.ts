// User administration: GET /api/v1/users (scoped, filtered, paged, sorted), GET /users/{id},
// POST /users (invitation mail with a set-password link), PATCH /users/{id}, DELETE /users/{id}
// (admin only, GDPR erasure) and resend_confirmation_instructions.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../server/db/schema/audit';
import { emailOutbox } from '../../server/db/schema/email';
import { authTokens } from '../../server/db/schema/auth-tokens';
import { memberships, roles, users } from '../../server/db/schema/users';
import { buildDemoId, DEMO_CENTER_IDS } from '../../server/seed/demo-ids';
import { getDemoUserId } from '../../server/seed/demo-users';
import { DEMO_POOL_SIZE, listDemoPool } from '../../server/seed/demo-pool';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { signIn, type AuthHeaders } from '../support/api-auth';
import {
  getFirstError,
  getResource,
  getResources,
  hostOf,
  requestApi,
} from '../support/api-requests';

let h: ApiHarness;
let admin: AuthHeaders;
let coordinator: AuthHeaders;
let organization: AuthHeaders;
let volunteer: AuthHeaders;
const SCHOOL = buildDemoId('demo', 'organization', 2);
const FOUNDATION = buildDemoId('demo', 'organization', 3);

beforeAll(async () => {
  h = await createApiHarness();
  [admin, coordinator, organization, volunteer] = await Promise.all(
    ['admin', 'coordinator', 'organization', 'volunteer'].map((a) =>
      signIn(h.app, 'demo', `${a}@demo.test`),
    ),
  );
});
afterAll(async () => {
  await h?.close();
});

function send(
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  headers: AuthHeaders | Record<string, never>,
  payload?: unknown,
) {
  return requestApi(h.app, {
    method,
    url,
    headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    payload,
  });
}

function invite(headers: AuthHeaders, attributes: Record<string, unknown>) {
  return send('POST', '/api/v1/users', headers, { data: { type: 'user', attributes } });
}

describe('GET /api/v1/users', () => {
  it('lists the whole tenant for an admin, with organizations included and paging', async () => {
    const res = await requestApi(h.app, {
      url: '/api/v1/users?include=organizations,roles&page[size]=2&sort=email',
      headers: admin,
    });
    expect(res.status).toBe(200);
    // The four demo accounts and the demo volunteer pool, sorted as the database sorts them.
    const all = await requestApi(h.app, {
      url: '/api/v1/users?page[size]=1000&sort=email',
      headers: admin,
    });
    const emails = getResources(all.body).map((u) => String(u.attributes.email));
    expect(emails).toEqual(
      expect.arrayContaining([
        'admin@demo.test',
        'coordinator@demo.test',
        ...listDemoPool('demo').map((m) => m.email),
      ]),
    );
    const list = getResources(res.body);
    expect(list.map((u) => u.attributes.email)).toEqual(emails.slice(0, 2));
    expect(res.body.meta).toMatchObject({ total: emails.length, page: 1, page_size: 2 });
    expect(emails.length).toBeGreaterThanOrEqual(4 + DEMO_POOL_SIZE);
    expect(res.body.links!.next).toContain('page%5Bnumber%5D=2');
    expect(res.body.links!.prev).toBeNull();
    expect(res.body.included!.some((r) => r.type === 'roles')).toBe(true);
    const desc = await requestApi(h.app, { url: '/api/v1/users?sort=-email', headers: admin });
    expect(getResources(desc.body)[0]!.attributes.email).toBe(emails.at(-1));
  });

  it('filters by role, organization, status and text', async () => {
    const admins = await requestApi(h.app, {
      url: '/api/v1/users?filter[with_role]=admin',
      headers: admin,
    });
    expect(getResources(admins.body).map((u) => u.attributes.email)).toEqual(['admin@demo.test']);
    const members = await requestApi(h.app, {
      url: `/api/v1/users?filter[organization_id_eq]=${SCHOOL}&page[size]=1000&include=organizations`,
      headers: admin,
    });
    expect(getResources(members.body).map((u) => u.attributes.email)).toEqual([
      'organization@demo.test',
    ]);
    const text = await requestApi(h.app, { url: '/api/v1/users?filter[q]=joris', headers: admin });
    expect(getResources(text.body).map((u) => u.attributes.email)).toEqual([
      'coordinator@demo.test',
    ]);
    const invited = await requestApi(h.app, {
      url: '/api/v1/users?filter[status_eq]=invited',
      headers: admin,
    });
    expect(invited.body.meta!.total).toBe(0);
  });

  it('scopes a center admin to the center and an organization admin to the members', async () => {
    const center = await requestApi(h.app, { url: '/api/v1/users', headers: coordinator });
    // Everyone of the center (the demo center holds all of the demo tenant's accounts but the
    // partner center's, which the demo tenant has none of).
    const all = await requestApi(h.app, { url: '/api/v1/users?page[size]=1000', headers: admin });
    expect(center.body.meta!.total).toBe(all.body.meta!.total);
    expect(center.body.meta!.total).toBeGreaterThanOrEqual(4 + DEMO_POOL_SIZE);
    const org = await requestApi(h.app, { url: '/api/v1/users', headers: organization });
    expect(getResources(org.body).map((u) => u.attributes.email)).toEqual([
      'organization@demo.test',
    ]);
  });

  it('refuses volunteers (403), anonymous users (401) and bad parameters (400)', async () => {
    expect((await requestApi(h.app, { url: '/api/v1/users', headers: volunteer })).status).toBe(
      403,
    );
    expect((await requestApi(h.app, { url: '/api/v1/users' })).status).toBe(401);
    for (const [query, parameter] of [
      ['page[size]=1001', 'page[size]'],
      ['page[number]=0', 'page[number]'],
      ['sort=password', 'sort'],
      ['filter[with_role]=king', 'filter[with_role]'],
      ['filter[organization_id_eq]=12', 'filter[organization_id_eq]'],
    ]) {
      const res = await requestApi(h.app, { url: `/api/v1/users?${query}`, headers: admin });
      expect(res.status, query).toBe(400);
      expect(getFirstError(res.body).source).toEqual({ parameter });
    }
  });

  it('does not list another tenant’s users', async () => {
    const res = await requestApi(h.app, { url: '/api/v1/users?page[size]=1000', headers: admin });
    expect(
      getResources(res.body).every((u) => String(u.attributes.email).endsWith('demo.test')),
    ).toBe(true);
  });
});

describe('GET /api/v1/users/{id}', () => {
  it('answers a user with roles and organizations', async () => {
    const res = await requestApi(h.app, {
      url: `/api/v1/users/${getDemoUserId('demo', 'organization')}?include=roles,organizations`,
      headers: coordinator,
    });
    expect(res.status).toBe(200);
    expect(res.body.included!.map((r) => r.type).sort()).toEqual([
      'organizations',
      'organizations',
      'roles',
    ]);
  });

  it('answers 403 outside the scope, 404 for another tenant or nobody, 401 anonymous', async () => {
    const outside = await requestApi(h.app, {
      url: `/api/v1/users/${getDemoUserId('demo', 'admin')}`,
      headers: organization,
    });
    expect(outside.status).toBe(403);
    const own = await requestApi(h.app, {
      url: `/api/v1/users/${getDemoUserId('demo', 'volunteer')}`,
      headers: volunteer,
    });
    expect(own.status).toBe(200);
    const other = await requestApi(h.app, {
      url: `/api/v1/users/${getDemoUserId('oldebroek', 'volunteer')}`,
      headers: admin,
    });
    expect(other.status).toBe(404);
    expect((await requestApi(h.app, { url: '/api/v1/users/nope', headers: admin })).status).toBe(
      404,
    );
    expect(
      (await requestApi(h.app, { url: `/api/v1/users/${getDemoUserId('demo', 'volunteer')}` }))
        .status,
    ).toBe(401);
  });
});

describe('POST /api/v1/users (invitation)', () => {
  it('invites a user into an organization with a role and queues the set-password mail', async () => {
    const res = await invite(coordinator, {
      email: 'Nieuwe.Collega@Example.nl',
      first_name: 'Sem',
      last_name: 'de Jong',
      locale: 'nl',
      organization_id: SCHOOL,
      role: 'organization_admin',
    });
    expect(res.status).toBe(201);
    const user = getResource(res.body);
    expect(user).toMatchObject({
      type: 'users',
      attributes: {
        email: 'nieuwe.collega@example.nl',
        status: 'invited',
        center_id: DEMO_CENTER_IDS.demo,
      },
    });
    const [mail] = await h.database.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.toAddress, 'nieuwe.collega@example.nl'),
          eq(emailOutbox.eventKey, 'user.invitation'),
        ),
      );
    expect(mail!.bodyText).toMatch(
      /http:\/\/demo\.localhost:8080\/auth\/reset\?reset_password_token=[A-Za-z0-9_-]+&invitation=true/,
    );
    expect(mail!.bodyText).toContain('Joris Bakker');
    const [role] = await h.database.db.select().from(roles).where(eq(roles.userId, user.id));
    expect(role).toMatchObject({ name: 'organization_admin', organizationId: SCHOOL });

    // The invitee chooses a password through the link and becomes active and confirmed.
    const token = decodeURIComponent(/reset_password_token=([^&\s]+)/.exec(mail!.bodyText)![1]!);
    const set = await requestApi(h.app, {
      method: 'PUT',
      url: '/auth/password',
      headers: { 'content-type': 'application/json' },
      payload: {
        password: 'mijn-wachtwoord',
        password_confirmation: 'mijn-wachtwoord',
        reset_password_token: token,
      },
    });
    expect(set.status).toBe(200);
    expect(getResource(set.body).attributes).toMatchObject({ status: 'active', confirmed: true });
    await signIn(h.app, 'demo', 'nieuwe.collega@example.nl', 'mijn-wachtwoord');
  });

  it('answers 422 with pointers for bad input and writes nothing', async () => {
    const count = async () => (await h.database.db.select().from(users)).length;
    const before = await count();
    for (const [attributes, status, pointer] of [
      [{ first_name: 'A', last_name: 'B' }, 422, '/data/attributes/email'],
      [
        { email: 'x@example.nl', first_name: 'A1', last_name: 'B' },
        422,
        '/data/attributes/first_name',
      ],
      [
        { email: 'admin@demo.test', first_name: 'A', last_name: 'B' },
        422,
        '/data/attributes/email',
      ],
      [
        { email: 'y@example.nl', first_name: 'A', last_name: 'B', role: 'king' },
        422,
        '/data/attributes/role',
      ],
      [
        { email: 'y@example.nl', first_name: 'A', last_name: 'B', role: 'organization_admin' },
        422,
        '/data/attributes/organization_id',
      ],
    ] as const) {
      const res = await invite(admin, attributes);
      expect(res.status, pointer).toBe(status);
      expect(getFirstError(res.body).source).toEqual({ pointer });
    }
    const wrongType = await send('POST', '/api/v1/users', admin, {
      data: { type: 'vacancies', attributes: {} },
    });
    expect(getFirstError(wrongType.body).source).toEqual({ pointer: '/data/type' });
    expect(await count()).toBe(before);
  });

  it('refuses what the role may not do (403), anonymous users (401), other tenants’ organizations (422)', async () => {
    const base = { email: 'z@example.nl', first_name: 'Z', last_name: 'Z' };
    expect((await invite(volunteer, base)).status).toBe(403);
    // An organization admin may invite into their own organization only, and not as center admin.
    expect((await invite(organization, { ...base, organization_id: FOUNDATION })).status).toBe(403);
    expect(
      (await invite(organization, { ...base, organization_id: SCHOOL, role: 'center_admin' }))
        .status,
    ).toBe(403);
    expect((await invite(coordinator, { ...base, role: 'admin' })).status).toBe(403);
    expect(
      (await send('POST', '/api/v1/users', {}, { data: { type: 'user', attributes: base } }))
        .status,
    ).toBe(401);
    const otherTenant = await invite(admin, {
      ...base,
      organization_id: buildDemoId('oldebroek', 'organization', 2),
    });
    expect(otherTenant.status).toBe(422);
    const ok = await invite(organization, { ...base, organization_id: SCHOOL });
    expect(ok.status).toBe(201);
  });
});

describe('PATCH /api/v1/users/{id}', () => {
  const volunteerId = getDemoUserId('demo', 'volunteer');

  it('lets a center admin edit names and deactivate a user, signing them out', async () => {
    const session = await signIn(h.app, 'demo', 'volunteer@demo.test');
    const res = await send('PATCH', `/api/v1/users/${volunteerId}`, coordinator, {
      data: { type: 'users', attributes: { first_name: 'Zoë', status: 'inactive' } },
    });
    expect(res.status).toBe(200);
    expect(getResource(res.body).attributes).toMatchObject({
      first_name: 'Zoë',
      status: 'inactive',
    });
    expect(
      (await requestApi(h.app, { url: '/api/v1/current_user', headers: session })).status,
    ).toBe(401);
    await expect(signIn(h.app, 'demo', 'volunteer@demo.test')).rejects.toThrow(/inactive_account/);
    const back = await send('PATCH', `/api/v1/users/${volunteerId}`, coordinator, {
      data: { type: 'users', attributes: { status: 'active' } },
    });
    expect(back.status).toBe(200);
    volunteer = await signIn(h.app, 'demo', 'volunteer@demo.test');
  });

  it('refuses bad input (422), higher roles and outsiders (403), anonymous (401), other tenants (404)', async () => {
    const bad = await send('PATCH', `/api/v1/users/${volunteerId}`, admin, {
      data: { type: 'users', attributes: { status: 'invited' } },
    });
    expect(bad.status).toBe(422);
    expect(getFirstError(bad.body).source).toEqual({ pointer: '/data/attributes/status' });
    const coordinatorId = getDemoUserId('demo', 'coordinator');
    const adminId = getDemoUserId('demo', 'admin');
    expect(
      (
        await send('PATCH', `/api/v1/users/${adminId}`, coordinator, {
          data: { type: 'users', attributes: { status: 'inactive' } },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await send('PATCH', `/api/v1/users/${coordinatorId}`, organization, {
          data: { type: 'users', attributes: { status: 'inactive' } },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await send(
          'PATCH',
          `/api/v1/users/${volunteerId}`,
          {},
          { data: { type: 'users', attributes: { first_name: 'X' } } },
        )
      ).status,
    ).toBe(401);
    expect(
      (
        await send('PATCH', `/api/v1/users/${getDemoUserId('oldebroek', 'volunteer')}`, admin, {
          data: { type: 'users', attributes: { first_name: 'X' } },
        })
      ).status,
    ).toBe(404);
    const own = await send('PATCH', `/api/v1/users/${coordinatorId}`, coordinator, {
      data: { type: 'users', attributes: { status: 'inactive' } },
    });
    expect(own.status).toBe(403);
  });
});

describe('POST /api/v1/users/{id}/resend_confirmation_instructions', () => {
  it('resends the confirmation mail to an unconfirmed user', async () => {
    const id = getDemoUserId('demo', 'organization');
    await h.database.db.update(users).set({ confirmedAt: null }).where(eq(users.id, id));
    const res = await send(
      'POST',
      `/api/v1/users/${id}/resend_confirmation_instructions`,
      coordinator,
    );
    expect(res.status).toBe(200);
    const [mail] = await h.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'organization@demo.test'))
      .orderBy(desc(emailOutbox.createdAt));
    expect(mail!.eventKey).toBe('user.confirmation');
    await h.database.db.update(users).set({ confirmedAt: new Date() }).where(eq(users.id, id));
    const confirmed = await send(
      'POST',
      `/api/v1/users/${id}/resend_confirmation_instructions`,
      coordinator,
    );
    expect(confirmed.status).toBe(422);
  });

  it('refuses outsiders (403), anonymous (401), other tenants (404)', async () => {
    const adminId = getDemoUserId('demo', 'admin');
    expect(
      (await send('POST', `/api/v1/users/${adminId}/resend_confirmation_instructions`, volunteer))
        .status,
    ).toBe(403);
    expect(
      (await send('POST', `/api/v1/users/${adminId}/resend_confirmation_instructions`, {})).status,
    ).toBe(401);
    expect(
      (
        await send(
          'POST',
          `/api/v1/users/${getDemoUserId('roermond', 'admin')}/resend_confirmation_instructions`,
          admin,
        )
      ).status,
    ).toBe(404);
  });
});

describe('DELETE /api/v1/users/{id}', () => {
  it('is for admins only and erases the user', async () => {
    const id = getDemoUserId('demo', 'volunteer');
    expect((await send('DELETE', `/api/v1/users/${id}`, coordinator)).status).toBe(403);
    expect((await send('DELETE', `/api/v1/users/${id}`, {})).status).toBe(401);
    expect(
      (await send('DELETE', `/api/v1/users/${getDemoUserId('oldebroek', 'volunteer')}`, admin))
        .status,
    ).toBe(404);
    const res = await send('DELETE', `/api/v1/users/${id}`, admin);
    expect(res.status).toBe(200);
    const [row] = await h.database.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({
      email: `deleted-${id}@deleted.invalid`,
      firstName: null,
      status: 'archived',
    });
    for (const table of [authTokens, memberships, roles]) {
      expect(await h.database.db.select().from(table).where(eq(table.userId, id))).toEqual([]);
    }
    const [event] = await h.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'user.deleted'));
    expect(event).toMatchObject({ actorId: getDemoUserId('demo', 'admin'), subjectId: id });
    expect((await send('DELETE', `/api/v1/users/${id}`, admin)).status).toBe(404);
    expect(
      (await requestApi(h.app, { url: '/api/v1/current_user', headers: volunteer })).status,
    ).toBe(401);
  });

  it('answers the same for another tenant’s host', async () => {
    const res = await requestApi(h.app, {
      method: 'DELETE',
      url: `/api/v1/users/${getDemoUserId('demo', 'coordinator')}`,
      host: hostOf('oldebroek'),
      headers: admin,
    });
    expect(res.status).toBe(401);
  });
});
