// Writing organizations: create and edit (with pointers for bad input), every allowed and every
// refused status transition through approve and the generic update, delete and move (admins;
// moves only where the tenant allows them, never into a cycle), and the public sign-up that
// creates a pending organization with its first user in one transaction.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORGANIZATION_STATUSES,
  ORGANIZATION_TRANSITIONS,
} from '../../common/schemas/organizations';
import { auditEvents } from '../../server/db/schema/audit';
import { emailOutbox } from '../../server/db/schema/email';
import { organizations } from '../../server/db/schema/organizations';
import { memberships, roles, users } from '../../server/db/schema/users';
import { buildDemoId, DEMO_CENTER_IDS } from '../../server/seed/demo-ids';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { signIn, type AuthHeaders, signInDemo } from '../support/api-auth';
import { getFirstError, getResource, hostOf, requestApi } from '../support/api-requests';

let h: ApiHarness;
const as: Record<string, AuthHeaders> = {};
const id = (n: number) => buildDemoId('demo', 'organization', n);
const CENTER_ORG = id(1);
const SCHOOL = id(2);
const FOUNDATION = id(3);
const CARE = id(4);

beforeAll(async () => {
  h = await createApiHarness();
  Object.assign(as, await signInDemo(h.app));
  as.cordaadAdmin = await signIn(h.app, 'cordaad', 'admin@cordaad.test');
});
afterAll(async () => {
  await h?.close();
});

function send(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  who: string | null,
  payload?: unknown,
  host = hostOf('demo'),
) {
  return requestApi(h.app, {
    method,
    url,
    host,
    headers: {
      ...(who ? as[who] : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    payload,
  });
}

const orgDoc = (attributes: Record<string, unknown>, orgId?: string) => ({
  data: { type: 'organizations', ...(orgId ? { id: orgId } : {}), attributes },
});

describe('POST /api/v1/organizations', () => {
  it('lets a center admin add an approved organization under the center', async () => {
    const res = await send(
      'POST',
      '/api/v1/organizations',
      'coordinator',
      orgDoc({
        organization_type: 'Church',
        name: 'Parochie Sint-Joris',
        website: 'www.sintjoris.voorbeeld.nl',
        phone: '030 123 4567',
        street: 'Kerkstraat',
        number: '1',
        postcode: '3511ab',
        city: 'Utrecht',
      }),
    );
    expect(res.status).toBe(201);
    const org = getResource(res.body);
    expect(org.attributes).toMatchObject({
      organization_type: 'Church',
      status: 'approved',
      website: 'https://www.sintjoris.voorbeeld.nl',
      parent_id: CENTER_ORG,
      center_id: DEMO_CENTER_IDS.demo,
      slug: 'parochie-sint-joris',
    });
    const address = res.body.included!.find((r) => r.type === 'addresses')!;
    expect(address.attributes).toMatchObject({ postcode: '3511 AB', city: 'Utrecht' });
  });

  it('answers 422 with pointers for bad input and writes nothing', async () => {
    const count = async () => (await h.database.db.select().from(organizations)).length;
    const before = await count();
    for (const [attributes, pointer] of [
      [{ name: 'Zonder soort' }, '/data/attributes/organization_type'],
      [{ organization_type: 'Pub', name: 'Café' }, '/data/attributes/organization_type'],
      [{ organization_type: 'School' }, '/data/attributes/name'],
      [{ organization_type: 'School', name: 'S' }, '/data/attributes/name'],
      [
        { organization_type: 'School', name: 'School', postcode: '0123 AB' },
        '/data/attributes/postcode',
      ],
      [{ organization_type: 'School', name: 'School', phone: '123' }, '/data/attributes/phone'],
      [{ organization_type: 'School', name: 'School', email: 'x' }, '/data/attributes/email'],
    ] as const) {
      const res = await send('POST', '/api/v1/organizations', 'admin', orgDoc(attributes));
      expect(res.status, JSON.stringify(attributes)).toBe(422);
      expect(getFirstError(res.body).source).toEqual({ pointer });
    }
    const foreignParent = await send(
      'POST',
      '/api/v1/organizations',
      'admin',
      orgDoc({
        organization_type: 'School',
        name: 'School',
        parent_id: buildDemoId('oldebroek', 'organization', 1),
      }),
    );
    expect(foreignParent.status).toBe(422);
    expect(getFirstError(foreignParent.body).source).toEqual({
      pointer: '/data/attributes/parent_id',
    });
    expect(await count()).toBe(before);
  });

  it('refuses organization admins and volunteers (403) and anonymous users (401)', async () => {
    const body = orgDoc({ organization_type: 'School', name: 'Nieuwe school' });
    expect((await send('POST', '/api/v1/organizations', 'organization', body)).status).toBe(403);
    expect((await send('POST', '/api/v1/organizations', 'volunteer', body)).status).toBe(403);
    expect((await send('POST', '/api/v1/organizations', null, body)).status).toBe(401);
  });
});

describe('PATCH /api/v1/organizations/{id}', () => {
  it('lets the organization’s admin edit fields and the address', async () => {
    const res = await send(
      'PATCH',
      `/api/v1/organizations/${SCHOOL}`,
      'organization',
      orgDoc(
        {
          description: 'Wij zoeken voorleesouders.',
          city: 'Amersfoort',
          street: 'Regenboogstraat',
        },
        SCHOOL,
      ),
    );
    expect(res.status).toBe(200);
    expect(getResource(res.body).attributes.description).toBe('Wij zoeken voorleesouders.');
  });

  it('refuses bad input (422), another organization (403), anonymous (401), another tenant (404)', async () => {
    const bad = await send(
      'PATCH',
      `/api/v1/organizations/${SCHOOL}`,
      'organization',
      orgDoc({ name: '' }),
    );
    expect(bad.status).toBe(422);
    expect(getFirstError(bad.body).source).toEqual({ pointer: '/data/attributes/name' });
    const mismatch = await send(
      'PATCH',
      `/api/v1/organizations/${SCHOOL}`,
      'organization',
      orgDoc({ name: 'X' }, CARE),
    );
    expect(getFirstError(mismatch.body).source).toEqual({ pointer: '/data/id' });
    // A member (not admin) of the foundation cannot edit it, nor change the kind of their own.
    expect(
      (
        await send(
          'PATCH',
          `/api/v1/organizations/${FOUNDATION}`,
          'organization',
          orgDoc({ name: 'Nieuw' }),
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await send(
          'PATCH',
          `/api/v1/organizations/${SCHOOL}`,
          'organization',
          orgDoc({ organization_type: 'Company' }),
        )
      ).status,
    ).toBe(403);
    expect(
      (await send('PATCH', `/api/v1/organizations/${SCHOOL}`, null, orgDoc({ name: 'Nieuw' })))
        .status,
    ).toBe(401);
    const other = buildDemoId('oldebroek', 'organization', 2);
    expect(
      (await send('PATCH', `/api/v1/organizations/${other}`, 'admin', orgDoc({ name: 'Nieuw' })))
        .status,
    ).toBe(404);
  });
});

describe('status transitions', () => {
  async function makeOrganization(status: (typeof ORGANIZATION_STATUSES)[number]) {
    const [row] = await h.database.db
      .insert(organizations)
      .values({
        tenantId: 'demo',
        centerId: DEMO_CENTER_IDS.demo,
        parentId: CENTER_ORG,
        type: 'Association',
        name: `Vereniging ${status} ${Math.random().toString(36).slice(2)}`,
        slug: `vereniging-${Math.random().toString(36).slice(2)}`,
        status,
      })
      .returning();
    return row!.id;
  }

  for (const from of ORGANIZATION_STATUSES) {
    for (const to of ORGANIZATION_STATUSES) {
      const allowed = ORGANIZATION_TRANSITIONS[from].includes(to);
      it(`${allowed ? 'allows' : 'refuses'} ${from} -> ${to}`, async () => {
        const orgId = await makeOrganization(from);
        const res = await send(
          'PUT',
          `/api/v1/organizations/${orgId}/approve`,
          'coordinator',
          orgDoc({ status: to }, orgId),
        );
        if (allowed) {
          expect(res.status).toBe(200);
          expect(getResource(res.body).attributes.status).toBe(to);
          const [event] = await h.database.db
            .select()
            .from(auditEvents)
            .where(
              and(
                eq(auditEvents.action, 'organization.status_changed'),
                eq(auditEvents.subjectId, orgId),
              ),
            );
          expect(event!.details).toEqual({ from, to });
        } else {
          expect(res.status).toBe(422);
          const error = getFirstError(res.body);
          expect(error).toMatchObject({
            code: 'invalid_transition',
            source: { pointer: '/data/attributes/status' },
          });
          expect(error.detail).toContain(
            `Allowed from ${from}: ${ORGANIZATION_TRANSITIONS[from].join(', ')}`,
          );
          const [row] = await h.database.db
            .select()
            .from(organizations)
            .where(eq(organizations.id, orgId));
          expect(row!.status).toBe(from);
        }
      });
    }
  }

  it('also changes the status through the generic PUT update', async () => {
    const orgId = await makeOrganization('pending');
    const res = await send(
      'PUT',
      `/api/v1/organizations/${orgId}`,
      'admin',
      orgDoc({ status: 'denied' }, orgId),
    );
    expect(res.status).toBe(200);
    expect(getResource(res.body).attributes.status).toBe('denied');
    const again = await send(
      'PUT',
      `/api/v1/organizations/${orgId}`,
      'admin',
      orgDoc({ status: 'archived' }, orgId),
    );
    expect(again.status).toBe(422);
  });

  it('approves without a body, and only for the center’s moderators', async () => {
    const orgId = await makeOrganization('pending');
    expect(
      (
        await send(
          'PUT',
          `/api/v1/organizations/${orgId}/approve`,
          'organization',
          orgDoc({ status: 'approved' }),
        )
      ).status,
    ).toBe(403);
    expect((await send('PUT', `/api/v1/organizations/${orgId}/approve`, 'volunteer')).status).toBe(
      403,
    );
    expect((await send('PUT', `/api/v1/organizations/${orgId}/approve`, null)).status).toBe(401);
    const bad = await send(
      'PUT',
      `/api/v1/organizations/${orgId}/approve`,
      'coordinator',
      orgDoc({ status: 'lost' }),
    );
    expect(bad.status).toBe(422);
    expect(getFirstError(bad.body).source).toEqual({ pointer: '/data/attributes/status' });
    const ok = await send('PUT', `/api/v1/organizations/${orgId}/approve`, 'coordinator');
    expect(getResource(ok.body).attributes.status).toBe('approved');
    const other = buildDemoId('oldebroek', 'organization', 6);
    expect((await send('PUT', `/api/v1/organizations/${other}/approve`, 'admin')).status).toBe(404);
  });
});

describe('DELETE /api/v1/organizations/{id}', () => {
  it('is for admins only, audited; children move up', async () => {
    const [child] = await h.database.db
      .insert(organizations)
      .values({
        tenantId: 'demo',
        centerId: DEMO_CENTER_IDS.demo,
        parentId: CARE,
        type: 'Association',
        name: 'Kind',
        slug: 'kind-van-zorg',
        status: 'approved',
      })
      .returning();
    expect((await send('DELETE', `/api/v1/organizations/${CARE}`, 'coordinator')).status).toBe(403);
    expect((await send('DELETE', `/api/v1/organizations/${CARE}`, null)).status).toBe(401);
    expect(
      (
        await send(
          'DELETE',
          `/api/v1/organizations/${buildDemoId('oldebroek', 'organization', 4)}`,
          'admin',
        )
      ).status,
    ).toBe(404);
    const res = await send('DELETE', `/api/v1/organizations/${CARE}`, 'admin');
    expect(res.status).toBe(200);
    expect(
      await h.database.db.select().from(organizations).where(eq(organizations.id, CARE)),
    ).toEqual([]);
    const [moved] = await h.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, child!.id));
    expect(moved!.parentId).toBe(CENTER_ORG);
    const [event] = await h.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'organization.deleted'));
    expect(event).toMatchObject({
      subjectId: CARE,
      details: expect.objectContaining({ name: 'Zorgcentrum Het Zonnehuis' }),
    });
  });
});

describe('PUT /api/v1/organizations/{id}/move', () => {
  const cordaad = (n: number) => buildDemoId('cordaad', 'organization', n);
  const move = (
    orgId: string,
    parentId: string | null,
    who = 'cordaadAdmin',
    host = hostOf('cordaad'),
  ) => send('PUT', `/api/v1/organizations/${orgId}/move`, who, { parent_id: parentId }, host);

  it('is refused with a clear message where the tenant does not allow moves', async () => {
    const res = await send('PUT', `/api/v1/organizations/${SCHOOL}/move`, 'admin', {
      parent_id: FOUNDATION,
    });
    expect(res.status).toBe(403);
    expect(getFirstError(res.body).detail).toBe(
      'Moving organizations is not enabled for this website.',
    );
  });

  it('moves an organization under another (and to the partner center), audited', async () => {
    // cordaad: 1 Voorburg center org, 2 Het Palet (school), 6 Leidschendam center org.
    const res = await move(cordaad(2), cordaad(6));
    expect(res.status).toBe(200);
    expect(getResource(res.body).attributes).toMatchObject({
      parent_id: cordaad(6),
      center_id: DEMO_CENTER_IDS.cordaadLeidschendam,
    });
    const [event] = await h.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'organization.moved'));
    expect(event).toMatchObject({
      subjectId: cordaad(2),
      details: { from: cordaad(1), to: cordaad(6) },
    });
  });

  it('refuses cycles and unknown parents (422), non-admins (403), anonymous (401), other tenants (404)', async () => {
    const cycle = await move(cordaad(6), cordaad(2));
    expect(cycle.status).toBe(422);
    expect(getFirstError(cycle.body).source).toEqual({ pointer: '/data/attributes/parent_id' });
    expect((await move(cordaad(6), cordaad(6))).status).toBe(422);
    expect((await move(cordaad(2), buildDemoId('demo', 'organization', 1))).status).toBe(422);
    const bad = await move(cordaad(2), 'nope' as string);
    expect(bad.status).toBe(422);
    const coordinator = await signIn(h.app, 'cordaad', 'coordinator@cordaad.test');
    const byCoordinator = await requestApi(h.app, {
      method: 'PUT',
      url: `/api/v1/organizations/${cordaad(3)}/move`,
      host: hostOf('cordaad'),
      headers: { ...coordinator, 'content-type': 'application/json' },
      payload: { parent_id: cordaad(1) },
    });
    expect(byCoordinator.status).toBe(403);
    expect(
      (
        await send(
          'PUT',
          `/api/v1/organizations/${cordaad(3)}/move`,
          null,
          { parent_id: null },
          hostOf('cordaad'),
        )
      ).status,
    ).toBe(401);
    expect((await move(SCHOOL, null)).status).toBe(404);
  });
});

describe('POST /api/v1/organizations/signup', () => {
  const signup = (overrides: Record<string, unknown> = {}, host = hostOf('demo')) =>
    send(
      'POST',
      '/api/v1/organizations/signup',
      null,
      {
        data: {
          type: 'organizations',
          attributes: {
            organization_type: 'Foundation',
            name: 'Stichting Buurtmoestuin',
            email: 'info@buurtmoestuin.voorbeeld.nl',
            phone: '+31 (0)30 765 4321',
            website: 'https://buurtmoestuin.voorbeeld.nl',
            street: 'Tuinstraat',
            number: '4',
            postcode: '3512 CD',
            city: 'Utrecht',
            first_name: 'Fleur',
            last_name: 'de Groot-Yılmaz',
            user_email: 'fleur@buurtmoestuin.voorbeeld.nl',
            password: 'moestuin-2026',
            password_confirmation: 'moestuin-2026',
            locale: 'nl',
            ...overrides,
          },
        },
      },
      host,
    );

  it('creates a pending organization and its first, unconfirmed organization admin', async () => {
    const res = await signup();
    expect(res.status).toBe(201);
    const org = getResource(res.body);
    expect(org.attributes).toMatchObject({
      status: 'pending',
      organization_type: 'Foundation',
      parent_id: CENTER_ORG,
    });
    const userId = res.body.meta!.user_id as string;
    const [user] = await h.database.db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({
      email: 'fleur@buurtmoestuin.voorbeeld.nl',
      status: 'active',
      confirmedAt: null,
    });
    expect(await h.database.db.select().from(roles).where(eq(roles.userId, userId))).toEqual([
      expect.objectContaining({ name: 'organization_admin', organizationId: org.id }),
    ]);
    expect(
      await h.database.db.select().from(memberships).where(eq(memberships.userId, userId)),
    ).toHaveLength(1);
    const [mail] = await h.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'fleur@buurtmoestuin.voorbeeld.nl'));
    expect(mail!.eventKey).toBe('user.confirmation');
  });

  it('refuses a taken address (422 with pointer) and bad input (422) without writing anything', async () => {
    const count = async () => [
      (await h.database.db.select().from(organizations)).length,
      (await h.database.db.select().from(users)).length,
    ];
    const before = await count();
    const taken = await signup({ user_email: 'admin@demo.test', name: 'Andere stichting' });
    expect(taken.status).toBe(422);
    expect(getFirstError(taken.body)).toMatchObject({
      code: 'already_exists',
      source: { pointer: '/data/attributes/user_email' },
    });
    for (const [field, value] of [
      ['postcode', '1234'],
      ['first_name', '!!'],
      ['password_confirmation', 'anders-anders'],
      ['organization_type', 'Pub'],
      ['city', ''],
    ]) {
      const res = await signup({ [field!]: value, user_email: 'nieuw@voorbeeld.nl' });
      expect(res.status, field).toBe(422);
      expect(getFirstError(res.body).source).toEqual({ pointer: `/data/attributes/${field}` });
    }
    expect(await count()).toEqual(before);
  });

  it('keeps tenants apart: the same address can sign up with another partner', async () => {
    const res = await signup({ name: 'Stichting Buurtmoestuin Oldebroek' }, hostOf('oldebroek'));
    expect(res.status).toBe(201);
    expect(getResource(res.body).attributes.center_id).toBe(DEMO_CENTER_IDS.oldebroek);
  });
});
