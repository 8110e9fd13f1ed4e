// PUT /api/v1/users/{id}/add_role and DELETE /api/v1/users/{id}/remove_role with the granting
// rules of DESIGN.md section 6: an admin grants any role; a center_admin center_admin,
// organization_admin or volunteer within their center; an organization_admin organization_admin
// of their own organization to its members. Every change is audited and mailed.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../server/db/schema/audit';
import { emailOutbox } from '../../server/db/schema/email';
import { organizations } from '../../server/db/schema/organizations';
import { memberships, roles } from '../../server/db/schema/users';
import { buildDemoId, DEMO_CENTER_IDS } from '../../server/seed/demo-ids';
import { getDemoUserId } from '../../server/seed/demo-users';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { signIn, type AuthHeaders } from '../support/api-auth';
import { getFirstError, hostOf, requestApi } from '../support/api-requests';

let h: ApiHarness;
const headers: Record<string, AuthHeaders> = {};
const SCHOOL = buildDemoId('demo', 'organization', 2);
const FOUNDATION = buildDemoId('demo', 'organization', 3);
const CARE = buildDemoId('demo', 'organization', 4);
const volunteerId = getDemoUserId('demo', 'volunteer');

beforeAll(async () => {
  h = await createApiHarness();
  for (const a of ['admin', 'coordinator', 'organization', 'volunteer']) {
    headers[a] = await signIn(h.app, 'demo', `${a}@demo.test`);
  }
});
afterAll(async () => {
  await h?.close();
});

function addRole(actor: string | null, userId: string, attributes: Record<string, unknown>) {
  return requestApi(h.app, {
    method: 'PUT',
    url: `/api/v1/users/${userId}/add_role`,
    headers: { ...(actor ? headers[actor] : {}), 'content-type': 'application/json' },
    payload: { data: { type: 'roles', attributes } },
  });
}

function removeRole(actor: string, userId: string, attributes: Record<string, unknown>) {
  return requestApi(h.app, {
    method: 'DELETE',
    url: `/api/v1/users/${userId}/remove_role`,
    headers: { ...headers[actor], 'content-type': 'application/json' },
    payload: { data: { type: 'roles', attributes } },
  });
}

async function rolesOf(userId: string) {
  return h.database.db.select().from(roles).where(eq(roles.userId, userId));
}

describe('granting rules', () => {
  it('lets an admin grant any role, audited and mailed', async () => {
    const res = await addRole('admin', volunteerId, { name: 'admin' });
    expect(res.status).toBe(200);
    expect(res.body.included!.map((r) => r.attributes.name).sort()).toEqual(['admin', 'volunteer']);
    const [event] = await h.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'role.added'), eq(auditEvents.subjectId, volunteerId)));
    expect(event).toMatchObject({
      actorId: getDemoUserId('demo', 'admin'),
      details: expect.objectContaining({ name: 'admin' }),
    });
    const mails = await h.database.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.toAddress, 'volunteer@demo.test'),
          eq(emailOutbox.eventKey, 'user.role_changed'),
        ),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.bodyText).toContain('beheerder');
    const removed = await removeRole('admin', volunteerId, { name: 'admin' });
    expect(removed.status).toBe(200);
    expect((await rolesOf(volunteerId)).map((r) => r.name)).toEqual(['volunteer']);
  });

  it('lets a center admin grant center_admin, organization_admin and volunteer in their center', async () => {
    const organizationId = getDemoUserId('demo', 'organization');
    expect((await addRole('coordinator', volunteerId, { name: 'center_admin' })).status).toBe(200);
    expect(
      (
        await addRole('coordinator', volunteerId, {
          name: 'organization_admin',
          organization_id: CARE,
        })
      ).status,
    ).toBe(200);
    expect((await addRole('coordinator', organizationId, { name: 'volunteer' })).status).toBe(200);
    const granted = await rolesOf(volunteerId);
    expect(granted.map((r) => r.name).sort()).toEqual([
      'center_admin',
      'organization_admin',
      'volunteer',
    ]);
    expect(granted.find((r) => r.name === 'center_admin')!.centerId).toBe(DEMO_CENTER_IDS.demo);
    // Granting organization_admin makes the user a member of the organization.
    const member = await h.database.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, volunteerId), eq(memberships.organizationId, CARE)));
    expect(member).toHaveLength(1);
    // ... but not admin, and not in another center's organization.
    expect((await addRole('coordinator', volunteerId, { name: 'admin' })).status).toBe(403);
    expect((await removeRole('coordinator', volunteerId, { name: 'center_admin' })).status).toBe(
      200,
    );
    expect(
      (
        await removeRole('coordinator', volunteerId, {
          name: 'organization_admin',
          organization_id: CARE,
        })
      ).status,
    ).toBe(200);
  });

  it('refuses a center admin for a user of another center of the tenant', async () => {
    const cordaadCoordinator = await signIn(h.app, 'cordaad', 'coordinator@cordaad.test');
    const partnerVolunteer = getDemoUserId('cordaad', 'partnerVolunteer');
    const res = await requestApi(h.app, {
      method: 'PUT',
      url: `/api/v1/users/${partnerVolunteer}/add_role`,
      host: hostOf('cordaad'),
      headers: { ...cordaadCoordinator, 'content-type': 'application/json' },
      payload: { data: { type: 'roles', attributes: { name: 'volunteer' } } },
    });
    expect(res.status).toBe(403);
  });

  it('lets an organization admin grant organization_admin of their organization to its members only', async () => {
    const memberId = getDemoUserId('demo', 'volunteer');
    // Not a member of the school yet: refused.
    expect(
      (
        await addRole('organization', memberId, {
          name: 'organization_admin',
          organization_id: SCHOOL,
        })
      ).status,
    ).toBe(403);
    await h.database.db
      .insert(memberships)
      .values({ tenantId: 'demo', userId: memberId, organizationId: SCHOOL });
    const ok = await addRole('organization', memberId, {
      name: 'organization_admin',
      organization_id: SCHOOL,
    });
    expect(ok.status).toBe(200);
    // Not for an organization they are only a member of, and no other roles.
    await h.database.db
      .insert(memberships)
      .values({ tenantId: 'demo', userId: memberId, organizationId: FOUNDATION });
    expect(
      (
        await addRole('organization', memberId, {
          name: 'organization_admin',
          organization_id: FOUNDATION,
        })
      ).status,
    ).toBe(403);
    expect((await addRole('organization', memberId, { name: 'volunteer' })).status).toBe(403);
    expect((await addRole('organization', memberId, { name: 'center_admin' })).status).toBe(403);
    expect(
      (
        await removeRole('organization', memberId, {
          name: 'organization_admin',
          organization_id: SCHOOL,
        })
      ).status,
    ).toBe(200);
  });

  it('refuses volunteers (403) and anonymous users (401)', async () => {
    expect(
      (await addRole('volunteer', getDemoUserId('demo', 'organization'), { name: 'volunteer' }))
        .status,
    ).toBe(403);
    expect((await addRole(null, volunteerId, { name: 'volunteer' })).status).toBe(401);
  });
});

describe('bad input and other tenants', () => {
  it('answers 422 with pointers and writes nothing', async () => {
    const before = await rolesOf(volunteerId);
    const unknown = await addRole('admin', volunteerId, { name: 'king' });
    expect(unknown.status).toBe(422);
    expect(getFirstError(unknown.body).source).toEqual({ pointer: '/data/attributes/name' });
    const noOrg = await addRole('admin', volunteerId, { name: 'organization_admin' });
    expect(noOrg.status).toBe(422);
    expect(getFirstError(noOrg.body).source).toEqual({
      pointer: '/data/attributes/organization_id',
    });
    const foreignOrg = await addRole('admin', volunteerId, {
      name: 'organization_admin',
      organization_id: buildDemoId('oldebroek', 'organization', 2),
    });
    expect(foreignOrg.status).toBe(422);
    const wrongType = await requestApi(h.app, {
      method: 'PUT',
      url: `/api/v1/users/${volunteerId}/add_role`,
      headers: { ...headers.admin, 'content-type': 'application/json' },
      payload: { data: { type: 'users', attributes: { name: 'admin' } } },
    });
    expect(getFirstError(wrongType.body).source).toEqual({ pointer: '/data/type' });
    expect(await rolesOf(volunteerId)).toEqual(before);
  });

  it('refuses an organization role for an organization that is not approved', async () => {
    const before = await rolesOf(volunteerId);
    const byName = async (name: string) => {
      const [row] = await h.database.db
        .select()
        .from(organizations)
        .where(eq(organizations.name, name));
      return row!;
    };
    const pending = await byName('Buurtvereniging De Zonnewijzer');
    const denied = await byName('Schoonmaakbedrijf Glans BV');
    expect([pending.status, denied.status]).toEqual(['pending', 'denied']);
    for (const organization of [pending, denied]) {
      const res = await addRole('admin', volunteerId, {
        name: 'organization_admin',
        organization_id: organization.id,
      });
      expect(res.status).toBe(422);
      expect(getFirstError(res.body).source).toEqual({
        pointer: '/data/attributes/organization_id',
      });
      expect(getFirstError(res.body).detail).toContain(organization.status);
    }
    expect(await rolesOf(volunteerId)).toEqual(before);
  });

  it('answers 404 for another tenant’s user and for a role the user does not have', async () => {
    expect(
      (await addRole('admin', getDemoUserId('oldebroek', 'volunteer'), { name: 'volunteer' }))
        .status,
    ).toBe(404);
    expect((await removeRole('admin', volunteerId, { name: 'admin' })).status).toBe(404);
  });

  it('removes a role named in query parameters too', async () => {
    await addRole('admin', volunteerId, { name: 'center_admin' });
    const res = await requestApi(h.app, {
      method: 'DELETE',
      url: `/api/v1/users/${volunteerId}/remove_role?name=center_admin`,
      headers: headers.admin,
    });
    expect(res.status).toBe(200);
    expect((await rolesOf(volunteerId)).map((r) => r.name)).toEqual(['volunteer']);
    const [removed] = await h.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'role.removed'), eq(auditEvents.subjectId, volunteerId)));
    expect(removed).toBeDefined();
  });
});
