// The certificate of conduct (VOG): the volunteer records its date on their profile (a new date
// clears an earlier check), and a coordinator marks it seen through POST/DELETE
// /api/v1/users/{id}/vog_check, audited; organization admins and volunteers may not (403),
// another center's or tenant's volunteer is not found (404), no sign-in 401, a bad date a 422
// at its field with nothing written.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../server/db/schema/audit';
import { volunteerProfiles } from '../../server/db/schema/volunteer-profiles';
import { withTenant } from '../../server/db/with-tenant';
import { getDemoPoolUserId } from '../../server/seed/demo-pool';
import { getDemoUserId } from '../../server/seed/demo-users';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { signIn, signInDemo, type AuthHeaders } from '../support/api-auth';
import { getFirstError, getResource, hostOf, requestApi } from '../support/api-requests';

let h: ApiHarness;
let as: Record<string, AuthHeaders>;

beforeAll(async () => {
  h = await createApiHarness();
  as = await signInDemo(h.app);
});
afterAll(async () => {
  await h?.close();
});

async function readProfile(tenant: 'demo' | 'cordaad', userId: string) {
  const [row] = await withTenant(h.database.db, tenant, (tx) =>
    tx
      .select()
      .from(volunteerProfiles)
      .where(and(eq(volunteerProfiles.tenantId, tenant), eq(volunteerProfiles.userId, userId))),
  );
  return row ?? null;
}

async function auditOf(userId: string) {
  return withTenant(h.database.db, 'demo', (tx) =>
    tx
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.tenantId, 'demo'), eq(auditEvents.subjectId, userId))),
  );
}

function check(
  userId: string,
  headers: Record<string, string> | undefined,
  attributes?: unknown,
  host?: string,
) {
  return requestApi(h.app, {
    method: 'POST',
    url: `/api/v1/users/${userId}/vog_check`,
    host,
    // Without a body the request says nothing of one, as a browser's fetch does.
    headers:
      attributes === undefined
        ? { ...headers }
        : { ...headers, 'content-type': 'application/vnd.api+json' },
    payload: attributes === undefined ? undefined : { data: { type: 'vog_checks', attributes } },
  });
}

function patchOwn(headers: AuthHeaders, attributes: unknown) {
  return requestApi(h.app, {
    method: 'PATCH',
    url: '/api/v1/current_user/volunteer_profile',
    headers: { ...headers, 'content-type': 'application/vnd.api+json' },
    payload: { data: { type: 'volunteer_profiles', attributes } },
  });
}

describe('the VOG on a volunteer profile', () => {
  it('is recorded by the volunteer, and a new date clears an earlier check', async () => {
    const id = getDemoUserId('demo', 'volunteer');
    const first = await patchOwn(as.volunteer!, { vog_issued_on: '2026-02-01' });
    expect(first.status).toBe(200);
    expect(getResource(first.body).attributes).toMatchObject({
      vog_issued_on: '2026-02-01',
      vog_checked_at: null,
    });
    expect((await check(id, as.coordinator)).status).toBe(200);
    expect((await readProfile('demo', id))!.vogCheckedAt).not.toBeNull();

    // The same date again keeps the check; another date is another certificate.
    await patchOwn(as.volunteer!, { vog_issued_on: '2026-02-01' });
    expect((await readProfile('demo', id))!.vogCheckedAt).not.toBeNull();
    const changed = await patchOwn(as.volunteer!, { vog_issued_on: '2026-03-01' });
    expect(getResource(changed.body).attributes).toMatchObject({
      vog_issued_on: '2026-03-01',
      vog_checked_at: null,
    });
  });

  it('refuses a date that is not one, in the future or too old, and writes nothing', async () => {
    const id = getDemoUserId('demo', 'volunteer');
    const before = await readProfile('demo', id);
    for (const bad of ['2026-02-30', '01-02-2026', '2099-01-01', '1999-12-31', 20260101]) {
      const res = await patchOwn(as.volunteer!, { vog_issued_on: bad, bio: 'Nieuwe tekst' });
      expect(res.status, String(bad)).toBe(422);
      expect(getFirstError(res.body).source?.pointer).toBe('/data/attributes/vog_issued_on');
    }
    expect((await readProfile('demo', id))!.bio).toBe(before!.bio);
  });
});

describe('POST and DELETE /api/v1/users/{id}/vog_check', () => {
  const poolMember = () => getDemoPoolUserId('demo', 2);

  it('lets the coordinator mark the recorded date as seen, audited, and take it back', async () => {
    const id = poolMember();
    await withTenant(h.database.db, 'demo', (tx) =>
      tx
        .update(volunteerProfiles)
        .set({ vogIssuedOn: '2026-01-15', vogCheckedAt: null, vogCheckedById: null })
        .where(and(eq(volunteerProfiles.tenantId, 'demo'), eq(volunteerProfiles.userId, id))),
    );
    const res = await check(id, as.coordinator);
    expect(res.status).toBe(200);
    const doc = getResource(res.body);
    expect(doc).toMatchObject({ type: 'vog_checks', id });
    expect(doc.attributes).toMatchObject({
      issued_on: '2026-01-15',
      checked_by_id: getDemoUserId('demo', 'coordinator'),
    });
    expect(doc.attributes!.checked_at).toEqual(expect.any(String));
    // Only the VOG leaves: no postcode, bio or coordinates of the volunteer.
    expect(Object.keys(doc.attributes!).sort()).toEqual([
      'checked_at',
      'checked_by_id',
      'issued_on',
    ]);
    expect((await auditOf(id)).map((e) => e.action)).toContain('user.vog_checked');

    const removed = await requestApi(h.app, {
      method: 'DELETE',
      url: `/api/v1/users/${id}/vog_check`,
      headers: as.admin,
    });
    expect(removed.status).toBe(200);
    expect(getResource(removed.body).attributes).toMatchObject({
      issued_on: '2026-01-15',
      checked_at: null,
    });
    expect((await readProfile('demo', id))!.vogCheckedAt).toBeNull();
    expect((await auditOf(id)).map((e) => e.action)).toContain('user.vog_check_removed');
  });

  it('takes the date from the coordinator when the volunteer recorded none', async () => {
    const id = getDemoPoolUserId('demo', 3);
    await withTenant(h.database.db, 'demo', (tx) =>
      tx
        .update(volunteerProfiles)
        .set({ vogIssuedOn: null, vogCheckedAt: null })
        .where(and(eq(volunteerProfiles.tenantId, 'demo'), eq(volunteerProfiles.userId, id))),
    );
    const missing = await check(id, as.coordinator);
    expect(missing.status).toBe(422);
    expect(getFirstError(missing.body).source?.pointer).toBe('/data/attributes/issued_on');
    expect(getFirstError(missing.body).detail).toContain('VOG');
    expect((await readProfile('demo', id))!.vogCheckedAt).toBeNull();

    const given = await check(id, as.coordinator, { issued_on: '2026-05-20' });
    expect(given.status).toBe(200);
    expect((await readProfile('demo', id))!).toMatchObject({ vogIssuedOn: '2026-05-20' });
  });

  it('refuses a bad date at its field and writes nothing', async () => {
    const id = getDemoPoolUserId('demo', 4);
    const before = await readProfile('demo', id);
    for (const attributes of [{ issued_on: '2026-13-01' }, { issued_on: 5 }, { checked: true }]) {
      const res = await check(id, as.coordinator, attributes);
      expect(res.status, JSON.stringify(attributes)).toBe(422);
      expect(getFirstError(res.body).source?.pointer).toMatch(/^\/data\/attributes\//);
    }
    const wrongType = await requestApi(h.app, {
      method: 'POST',
      url: `/api/v1/users/${id}/vog_check`,
      headers: { ...as.coordinator, 'content-type': 'application/vnd.api+json' },
      payload: { data: { type: 'users', attributes: {} } },
    });
    expect(wrongType.status).toBe(400);
    expect(await readProfile('demo', id)).toEqual(before);
  });

  it('is for coordinators and admins only', async () => {
    const id = poolMember();
    for (const role of ['organization', 'volunteer'] as const) {
      const res = await check(id, as[role], { issued_on: '2026-01-01' });
      expect(res.status, role).toBe(403);
    }
    expect((await check(id, undefined)).status).toBe(401);
    const del = await requestApi(h.app, { method: 'DELETE', url: `/api/v1/users/${id}/vog_check` });
    expect(del.status).toBe(401);
  });

  it("does not find another tenant's or another center's volunteer, or a made-up id", async () => {
    const other = getDemoPoolUserId('oldebroek', 1);
    expect((await check(other, as.coordinator, { issued_on: '2026-01-01' })).status).toBe(404);
    expect((await check('not-a-uuid', as.coordinator)).status).toBe(404);
    // cordaad's coordinator administers the default center; the partner center's volunteer is
    // outside their reach, and the cordaad admin reaches both.
    const partner = getDemoUserId('cordaad', 'partnerVolunteer');
    const coordinator = await signIn(h.app, 'cordaad', 'coordinator@cordaad.test');
    const host = hostOf('cordaad');
    expect((await check(partner, coordinator, { issued_on: '2026-01-01' }, host)).status).toBe(404);
    expect((await readProfile('cordaad', partner))?.vogCheckedAt ?? null).toBeNull();
    const admin = await signIn(h.app, 'cordaad', 'admin@cordaad.test');
    expect((await check(partner, admin, { issued_on: '2026-01-01' }, host)).status).toBe(200);
  });
});
