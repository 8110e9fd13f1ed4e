// GET /api/v1/dev/emails: the tenant's outbox for its admins (mails carry sign-in links),
// newest first, paged, filtered by recipient; other roles 403, anonymous 401, and never
// another tenant's mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../server/db/schema/email';
import { withTenant } from '../../server/db/with-tenant';
import { enqueueEmail } from '../../server/modules/email/enqueue-email';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { signIn, type AuthHeaders } from '../support/api-auth';
import { getFirstError, getResources, hostOf, requestApi } from '../support/api-requests';

const URL_PATH = '/api/v1/dev/emails';
let h: ApiHarness;
let admin: AuthHeaders;

async function enqueue(tenant: string, to: string, locale: 'nl' | 'en' = 'nl') {
  return withTenant(h.database.db, tenant, (tx) =>
    enqueueEmail(tx, {
      tenantId: tenant,
      to,
      locale,
      eventKey: 'user.confirmation',
      variables: { name: to.split('@')[0]!, link: `https://${tenant}.localhost/confirm?t=1` },
    }),
  );
}

beforeAll(async () => {
  h = await createApiHarness();
  await h.database.db.delete(emailOutbox);
  // One at a time, so created_at orders them.
  for (const to of ['een@example.test', 'twee@example.test', 'Drie@Example.test']) {
    await enqueue('demo', to, 'en');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await enqueue('oldebroek', 'oldebroek@example.test');
  admin = await signIn(h.app, 'demo', 'admin@demo.test');
});
afterAll(async () => {
  await h?.close();
});

describe('GET /api/v1/dev/emails', () => {
  it("lists the tenant's outbox newest first for an admin", async () => {
    const res = await requestApi(h.app, { url: URL_PATH, headers: admin });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const mails = getResources(res.body);
    // Signing in sends no mail, so these are exactly the three enqueued for demo.
    expect(mails.map((m) => m.attributes.to)).toEqual([
      'Drie@Example.test',
      'twee@example.test',
      'een@example.test',
    ]);
    expect(res.body.meta).toEqual({ total: 3 });
    expect(mails[0]).toMatchObject({
      type: 'emails',
      attributes: {
        subject: 'Confirm your e-mail address for Volunteerly Demo',
        status: 'pending',
        attempts: 0,
        last_error: null,
        sent_at: null,
        locale: 'en',
        event_key: 'user.confirmation',
      },
    });
    expect(mails[0]!.attributes.body_text).toContain('https://demo.localhost/confirm?t=1');
    expect(mails[0]!.attributes.created_at).toEqual(expect.any(String));
  });

  it('pages with page[number] and page[size], with links', async () => {
    const res = await requestApi(h.app, {
      url: `${URL_PATH}?page[number]=2&page[size]=1`,
      headers: admin,
    });
    expect(res.status).toBe(200);
    expect(getResources(res.body).map((m) => m.attributes.to)).toEqual(['twee@example.test']);
    expect(res.body.meta).toEqual({ total: 3 });
    expect(res.body.links).toMatchObject({
      prev: expect.stringContaining('page%5Bnumber%5D=1'),
      next: expect.stringContaining('page%5Bnumber%5D=3'),
      last: expect.stringContaining('page%5Bnumber%5D=3'),
    });
  });

  it('filters by recipient with filter[to_eq], ignoring case', async () => {
    const res = await requestApi(h.app, {
      url: `${URL_PATH}?filter[to_eq]=drie@example.TEST`,
      headers: admin,
    });
    expect(getResources(res.body).map((m) => m.attributes.to)).toEqual(['Drie@Example.test']);
    expect(res.body.meta).toEqual({ total: 1 });
  });

  it.each([
    ['page[size]=0', 'page[size]'],
    ['page[size]=101', 'page[size]'],
    ['page[number]=abc', 'page[number]'],
    ['filter[subject_eq]=x', 'filter[subject_eq]'],
    ['filter[to_eq]=', 'filter[to_eq]'],
  ])('answers 400 naming the parameter for %s', async (query, parameter) => {
    const res = await requestApi(h.app, { url: `${URL_PATH}?${query}`, headers: admin });
    expect(res.status).toBe(400);
    expect(getFirstError(res.body)).toMatchObject({ status: '400', source: { parameter } });
  });

  it('answers 401 without sign-in and 403 to every role but admin', async () => {
    expect((await requestApi(h.app, { url: URL_PATH })).status).toBe(401);
    for (const email of [
      'coordinator@demo.test',
      'organization@demo.test',
      'volunteer@demo.test',
    ]) {
      const headers = await signIn(h.app, 'demo', email);
      const res = await requestApi(h.app, { url: URL_PATH, headers });
      expect(res.status, email).toBe(403);
      expect(getFirstError(res.body).code).toBe('forbidden');
    }
  });

  it("never shows another tenant's mail", async () => {
    // The demo admin's token signs no one in on oldebroek's host.
    const foreign = await requestApi(h.app, {
      url: URL_PATH,
      host: hostOf('oldebroek'),
      headers: admin,
    });
    expect(foreign.status).toBe(401);
    const oldebroekAdmin = await signIn(h.app, 'oldebroek', 'admin@oldebroek.test');
    const own = await requestApi(h.app, {
      url: URL_PATH,
      host: hostOf('oldebroek'),
      headers: oldebroekAdmin,
    });
    expect(getResources(own.body).map((m) => m.attributes.to)).toEqual(['oldebroek@example.test']);
    expect(getResources(own.body)[0]!.attributes.subject).toBe(
      'Bevestig je e-mailadres voor Vrijwilligerswerk Oldebroek',
    );
  });
});
