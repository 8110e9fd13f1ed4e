// GET /api/v1/dev/emails: the tenant's outbox for its admins (mails carry sign-in links),
// newest first, paged, filtered by recipient; other roles 403, anonymous 401, and never
// another tenant's mail. Development only: the route does not exist where mail is sent (SMTP_URL)
// or in production, or with DEV_MAIL_READER=false. Every read is audited, and the links of a mail
// to another admin (as high a rank as the reader) are hidden.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../server/db/schema/audit';
import { emailOutbox } from '../../server/db/schema/email';
import { roles, users } from '../../server/db/schema/users';
import { DEMO_CENTER_IDS } from '../../server/seed/demo-ids';
import { getDemoUserId } from '../../server/seed/demo-users';
import { withTenant } from '../../server/db/with-tenant';
import { loadSettings } from '../../server/env';
import { HIDDEN_LINK } from '../../server/modules/email/dev-emails';
import { enqueueEmail } from '../../server/modules/email/enqueue-email';
import { hashPassword } from '../../server/lib/passwords';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { DEMO_PASSWORD, signIn, type AuthHeaders } from '../support/api-auth';
import { getFirstError, getResources, hostOf, requestApi } from '../support/api-requests';

const URL_PATH = '/api/v1/dev/emails';
let h: ApiHarness;
let admin: AuthHeaders;

async function enqueue(
  tenant: string,
  to: string,
  locale: 'nl' | 'en' = 'nl',
  link = `https://${tenant}.localhost/confirm?t=1`,
) {
  return withTenant(h.database.db, tenant, (tx) =>
    enqueueEmail(tx, {
      tenantId: tenant,
      to,
      locale,
      eventKey: 'user.confirmation',
      variables: { name: to.split('@')[0]!, link },
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

describe('the development mail reader is development only', () => {
  it('is on where mail stays in the outbox outside production, unless DEV_MAIL_READER says', () => {
    expect(loadSettings({}).devMailReader).toBe(true);
    expect(loadSettings({ NODE_ENV: 'development' }).devMailReader).toBe(true);
    expect(loadSettings({ SMTP_URL: 'smtp://mail.example.test:25' }).devMailReader).toBe(false);
    expect(loadSettings({ NODE_ENV: 'production' }).devMailReader).toBe(false);
    expect(loadSettings({ DEV_MAIL_READER: 'false' }).devMailReader).toBe(false);
    expect(
      loadSettings({ SMTP_URL: 'smtp://mail.example.test:25', DEV_MAIL_READER: 'true' })
        .devMailReader,
    ).toBe(true);
    expect(() => loadSettings({ NODE_ENV: 'production', DEV_MAIL_READER: 'true' })).toThrow(
      /DEV_MAIL_READER cannot be on with NODE_ENV=production/,
    );
  });

  it('does not exist when it is off: 404 for everyone, admins included', async () => {
    const off = await createApiHarness({ devMailReader: false });
    try {
      const offAdmin = await signIn(off.app, 'demo', 'admin@demo.test');
      for (const headers of [offAdmin, {}]) {
        const res = await requestApi(off.app, { url: URL_PATH, headers });
        expect(res.status).toBe(404);
        expect(res.text).not.toContain('confirm');
      }
    } finally {
      await off.close();
    }
  });
});

describe('what an admin reads', () => {
  const secondAdmin = `tweede-beheerder-${randomUUID().slice(0, 6)}@demo.test`;

  beforeAll(async () => {
    const db = h.database.db;
    const [user] = await db
      .insert(users)
      .values({
        tenantId: 'demo',
        centerId: DEMO_CENTER_IDS.demo,
        email: secondAdmin,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        firstName: 'Tweede',
        lastName: 'Beheerder',
        status: 'active',
        locale: 'nl',
        confirmedAt: new Date(),
      })
      .returning();
    await db.insert(roles).values({ tenantId: 'demo', userId: user!.id, name: 'admin' });
  });

  it("hides the links of another admin's mail, never the reader's own or a lower rank's", async () => {
    const token = (who: string) =>
      `https://demo.localhost/auth/reset?reset_password_token=${who}-${randomUUID()}`;
    const links = {
      other: token('other'),
      own: token('own'),
      coordinator: token('coordinator'),
      volunteer: token('volunteer'),
      nobody: token('nobody'),
    };
    await enqueue('demo', secondAdmin.toUpperCase(), 'nl', links.other);
    await enqueue('demo', 'admin@demo.test', 'nl', links.own);
    await enqueue('demo', 'coordinator@demo.test', 'nl', links.coordinator);
    await enqueue('demo', 'volunteer@demo.test', 'nl', links.volunteer);
    await enqueue('demo', 'niemand@example.test', 'nl', links.nobody);
    const res = await requestApi(h.app, { url: `${URL_PATH}?page[size]=100`, headers: admin });
    expect(res.status).toBe(200);
    const byTo = new Map(
      getResources(res.body).map((m) => [String(m.attributes.to).toLowerCase(), m.attributes]),
    );
    const other = byTo.get(secondAdmin)!;
    expect(other.links_hidden).toBe(true);
    expect(JSON.stringify(other)).not.toContain(links.other);
    expect(JSON.stringify(other)).not.toContain('reset_password_token');
    expect(other.body_text).toContain(HIDDEN_LINK);
    expect(other.body_html).toContain(HIDDEN_LINK);
    expect(other.body_html).not.toContain('<a ');
    expect(other.subject).toBe('Bevestig je e-mailadres voor Volunteerly Demo');
    for (const [who, to] of [
      ['own', 'admin@demo.test'],
      ['coordinator', 'coordinator@demo.test'],
      ['volunteer', 'volunteer@demo.test'],
      ['nobody', 'niemand@example.test'],
    ] as const) {
      expect(byTo.get(to)!.links_hidden, who).toBe(false);
      expect(byTo.get(to)!.body_text, who).toContain(links[who]);
    }
  });

  it('writes each read to the audit log: who, which mails, no addresses', async () => {
    const res = await requestApi(h.app, {
      url: `${URL_PATH}?filter[to_eq]=een@example.test`,
      headers: admin,
    });
    expect(res.status).toBe(200);
    const ids = getResources(res.body).map((m) => m.id);
    const events = await h.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'dev_mail.read'),
          eq(auditEvents.actorId, getDemoUserId('demo', 'admin')),
        ),
      );
    const last = events.find((e) => JSON.stringify(e.details.mail_ids) === JSON.stringify(ids));
    expect(last).toMatchObject({
      tenantId: 'demo',
      subjectType: 'emails',
      details: { mail_ids: ids, links_hidden: [], filtered: true, page: 1 },
    });
    expect(JSON.stringify(last!.details)).not.toContain('@');
    // A refused read is no read.
    const countReads = async () =>
      (
        await h.database.db
          .select()
          .from(auditEvents)
          .where(eq(auditEvents.action, 'dev_mail.read'))
      ).length;
    const before = await countReads();
    const volunteer = await signIn(h.app, 'demo', 'volunteer@demo.test');
    expect((await requestApi(h.app, { url: URL_PATH, headers: volunteer })).status).toBe(403);
    expect(await countReads()).toBe(before);
  });
});
