// GET /api/v1/audit_events: admins read the tenant's log, center admins what concerns their
// center, others nothing; newest first, filters by actor, action and time, include=actor.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../server/db/schema/audit';
import { buildDemoId } from '../../server/seed/demo-ids';
import { getDemoUserId } from '../../server/seed/demo-users';
import { recordAuditEvent } from '../../server/lib/audit';
import { withTenant } from '../../server/db/with-tenant';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { signIn, type AuthHeaders, signInDemo } from '../support/api-auth';
import { getFirstError, getResources, hostOf, requestApi } from '../support/api-requests';

let h: ApiHarness;
const as: Record<string, AuthHeaders> = {};
const adminId = getDemoUserId('demo', 'admin');
const coordinatorId = getDemoUserId('demo', 'coordinator');
const volunteerId = getDemoUserId('demo', 'volunteer');

beforeAll(async () => {
  h = await createApiHarness();
  Object.assign(as, await signInDemo(h.app));
  const db = h.database.db;
  await db.insert(auditEvents).values([
    {
      tenantId: 'demo',
      actorId: adminId,
      action: 'role.added',
      subjectType: 'users',
      subjectId: volunteerId,
      createdAt: new Date('2026-01-10T10:00:00Z'),
      ip: '192.0.2.1',
    },
    {
      tenantId: 'demo',
      actorId: coordinatorId,
      action: 'organization.status_changed',
      subjectType: 'organizations',
      subjectId: 'x',
      createdAt: new Date('2026-02-10T10:00:00Z'),
    },
    {
      tenantId: 'demo',
      actorId: adminId,
      action: 'sign_in_as_user',
      subjectType: 'users',
      subjectId: volunteerId,
      createdAt: new Date('2026-03-10T10:00:00Z'),
    },
    // Another partner center's user: not the demo coordinator's business (same tenant, other center id).
    {
      tenantId: 'oldebroek',
      actorId: getDemoUserId('oldebroek', 'admin'),
      action: 'user.deleted',
      subjectType: 'users',
      subjectId: 'y',
    },
  ]);
  await withTenant(db, 'cordaad', (tx) =>
    recordAuditEvent(tx, {
      tenantId: 'cordaad',
      actorId: getDemoUserId('cordaad', 'partnerVolunteer'),
      action: 'user.self_deleted',
      subjectType: 'users',
      subjectId: getDemoUserId('cordaad', 'partnerVolunteer'),
    }),
  );
});
afterAll(async () => {
  await h?.close();
});

describe('GET /api/v1/audit_events', () => {
  it('answers the tenant’s events newest first to an admin, with the actors included', async () => {
    const res = await requestApi(h.app, {
      url: '/api/v1/audit_events?include=actor',
      headers: as.admin,
    });
    expect(res.status).toBe(200);
    const list = getResources(res.body);
    expect(list.map((e) => e.attributes.action)).toEqual([
      'sign_in_as_user',
      'organization.status_changed',
      'role.added',
    ]);
    expect(list[2]!.attributes).toMatchObject({
      ip: '192.0.2.1',
      subject_type: 'users',
      subject_id: volunteerId,
      // Who it was about, by name, read now (the log itself keeps the id).
      subject_name: "Zoë van 't Hof",
    });
    // A subject that names nothing that exists has no name.
    expect(list[1]!.attributes.subject_name).toBeNull();
    expect(list[0]!.relationships!.actor).toEqual({ data: { type: 'users', id: adminId } });
    expect(res.body.included!.map((u) => u.attributes.email).sort()).toEqual([
      'admin@demo.test',
      'coordinator@demo.test',
    ]);
    expect(res.body.meta).toMatchObject({ total: 3 });
  });

  it('filters by actor, action and time', async () => {
    const byActor = await requestApi(h.app, {
      url: `/api/v1/audit_events?filter[actor_id_eq]=${coordinatorId}`,
      headers: as.admin,
    });
    expect(getResources(byActor.body).map((e) => e.attributes.action)).toEqual([
      'organization.status_changed',
    ]);
    const byAction = await requestApi(h.app, {
      url: '/api/v1/audit_events?filter[action_eq]=role.added',
      headers: as.admin,
    });
    expect(getResources(byAction.body)).toHaveLength(1);
    const byTime = await requestApi(h.app, {
      url: '/api/v1/audit_events?filter[created_at_gteq]=2026-02-01&filter[created_at_lteq]=2026-02-28T23:59:59Z',
      headers: as.admin,
    });
    expect(getResources(byTime.body).map((e) => e.attributes.action)).toEqual([
      'organization.status_changed',
    ]);
  });

  it('shows a center admin the events of their center', async () => {
    const res = await requestApi(h.app, { url: '/api/v1/audit_events', headers: as.coordinator });
    expect(res.status).toBe(200);
    expect(res.body.meta!.total).toBe(3);
    const cordaadCoordinator = await signIn(h.app, 'cordaad', 'coordinator@cordaad.test');
    const cordaad = await requestApi(h.app, {
      url: '/api/v1/audit_events',
      host: hostOf('cordaad'),
      headers: cordaadCoordinator,
    });
    // The only cordaad event concerns a user of the Leidschendam center, not Voorburg's coordinator.
    expect(cordaad.body.data).toEqual([]);
  });

  it('names organizations, also deleted ones (by the name their event kept)', async () => {
    const school = buildDemoId('demo', 'organization', 2);
    const gone = '00000000-0000-4000-8000-00000000dead';
    await h.database.db.insert(auditEvents).values([
      {
        tenantId: 'demo',
        actorId: adminId,
        action: 'organization.moved',
        subjectType: 'organizations',
        subjectId: school,
        createdAt: new Date('2025-01-01T10:00:00Z'),
      },
      {
        tenantId: 'demo',
        actorId: adminId,
        action: 'organization.deleted',
        subjectType: 'organizations',
        subjectId: gone,
        details: { name: 'Stichting Opgeheven' },
        createdAt: new Date('2025-01-01T11:00:00Z'),
      },
    ]);
    const names = async (action: string) => {
      const res = await requestApi(h.app, {
        url: `/api/v1/audit_events?filter[action_eq]=${action}`,
        headers: as.admin,
      });
      expect(res.status).toBe(200);
      return getResources(res.body).map((e) => e.attributes.subject_name);
    };
    expect(await names('organization.moved')).toEqual(['Basisschool De Regenboog']);
    expect(await names('organization.deleted')).toEqual(['Stichting Opgeheven']);
  });

  it('refuses others (403), anonymous users (401) and bad filters (400); never shows other tenants', async () => {
    expect(
      (await requestApi(h.app, { url: '/api/v1/audit_events', headers: as.organization })).status,
    ).toBe(403);
    expect(
      (await requestApi(h.app, { url: '/api/v1/audit_events', headers: as.volunteer })).status,
    ).toBe(403);
    expect((await requestApi(h.app, { url: '/api/v1/audit_events' })).status).toBe(401);
    for (const [query, parameter] of [
      ['filter[action_eq]=hacked', 'filter[action_eq]'],
      ['filter[created_at_gteq]=gisteren', 'filter[created_at_gteq]'],
      ['filter[actor_id_eq]=1', 'filter[actor_id_eq]'],
      ['page[size]=0', 'page[size]'],
    ]) {
      const res = await requestApi(h.app, {
        url: `/api/v1/audit_events?${query}`,
        headers: as.admin,
      });
      expect(res.status, query).toBe(400);
      expect(getFirstError(res.body).source).toEqual({ parameter });
    }
    const all = await requestApi(h.app, {
      url: '/api/v1/audit_events?page[size]=1000',
      headers: as.admin,
    });
    expect(getResources(all.body).map((e) => e.attributes.action)).not.toContain('user.deleted');
  });
});
