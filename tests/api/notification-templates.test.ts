// Mail templates (docs/notification-templates-api.md): a center's text wins over the tenant's,
// which wins over the product's default; only the event's placeholders are accepted (422 naming
// the known ones); the preview and the test mail render the example data; restoring removes the
// override. Coordinators (center_admin) write for their center, admins also for the tenant.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox, notificationTemplates } from '../../server/db/schema/email';
import { withTenant } from '../../server/db/with-tenant';
import { DEFAULT_EMAIL_TEMPLATES } from '../../server/modules/email/default-templates';
import { enqueueEmail } from '../../server/modules/email/enqueue-email';
import { DEMO_CENTER_IDS } from '../../server/seed/demo-ids';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { getResource, getResources } from '../support/api-requests';
import { applyAs, createSender, insertVacancy, listMailsTo } from './applications-fixtures';

let h: ApiHarness;
const demo = createSender(() => h.app);
const send = demo.send;
const cordaad = createSender(() => h.app, 'cordaad');
const BASE = '/api/v1/notification_templates';
const ID = 'application.received:nl';

const doc = (attributes: Record<string, unknown>, type = 'notification_templates') => ({
  data: { type, attributes },
});

beforeAll(async () => {
  h = await createApiHarness({ authRateLimitIpPerMinute: 10_000 });
  for (const who of ['coordinator', 'admin', 'volunteer', 'organization'])
    await demo.signInAs(who, `${who}@demo.test`);
  await cordaad.signInAs('coordinator', 'coordinator@cordaad.test');
});
afterAll(async () => {
  await h?.close();
});
beforeEach(async () => {
  await h.database.db.delete(notificationTemplates);
});

const pointersOf = (body: { errors?: { source?: { pointer?: string } }[] }) =>
  (body.errors ?? []).map((e) => e.source?.pointer);

async function enqueueReceived(centerId: string | null) {
  const id = await withTenant(h.database.db, 'demo', (tx) =>
    enqueueEmail(tx, {
      tenantId: 'demo',
      centerId,
      to: 'karin@example.test',
      locale: 'nl',
      eventKey: 'application.received',
      variables: {
        name: 'Karin',
        vacancy: 'Tuin <en> zo',
        volunteer: 'Ahmed',
        link: 'https://x.test/a',
      },
    }),
  );
  const [row] = await withTenant(h.database.db, 'demo', (tx) =>
    tx
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.tenantId, 'demo'), eq(emailOutbox.id, id))),
  );
  return row!;
}

describe('GET /api/v1/notification_templates', () => {
  it('lists every mail in both languages with its default text and scope', async () => {
    const res = await send('GET', BASE, 'coordinator');
    expect(res.status).toBe(200);
    const list = getResources(res.body);
    expect(list).toHaveLength(Object.keys(DEFAULT_EMAIL_TEMPLATES).length * 2);
    const one = list.find((r) => r.id === ID)!;
    expect(one.attributes).toMatchObject({
      event_key: 'application.received',
      locale: 'nl',
      scope: 'default',
      subject: DEFAULT_EMAIL_TEMPLATES['application.received'].nl.subject,
      has_center_override: false,
      has_tenant_override: false,
    });
    expect(one.attributes!.placeholders).toEqual([
      'appName',
      'name',
      'vacancy',
      'volunteer',
      'link',
    ]);
  });

  it('answers 401 signed out, 403 for volunteers and organizations, and admins may read', async () => {
    expect((await send('GET', BASE, null)).status).toBe(401);
    expect((await send('GET', BASE, 'volunteer')).status).toBe(403);
    expect((await send('GET', BASE, 'organization')).status).toBe(403);
    expect((await send('GET', BASE, 'admin')).status).toBe(200);
  });

  it("does not show another tenant's overrides", async () => {
    const saved = await cordaad.send(
      'PATCH',
      `${BASE}/${ID}`,
      'coordinator',
      doc({ subject: 'Cordaad', body: 'Hoi {name}' }),
    );
    expect(saved.status).toBe(200);
    const mine = getResource((await send('GET', `${BASE}/${ID}`, 'coordinator')).body);
    expect(mine.attributes).toMatchObject({ scope: 'default', has_center_override: false });
  });
});

describe('GET /api/v1/notification_templates/:id', () => {
  it('answers one mail, 404 for an unknown event or language', async () => {
    const res = await send('GET', `${BASE}/user.password_reset:en`, 'coordinator');
    expect(res.status).toBe(200);
    expect(getResource(res.body).attributes!.subject).toBe(
      DEFAULT_EMAIL_TEMPLATES['user.password_reset'].en.subject,
    );
    expect((await send('GET', `${BASE}/user.nothing:nl`, 'coordinator')).status).toBe(404);
    expect((await send('GET', `${BASE}/user.password_reset:de`, 'coordinator')).status).toBe(404);
    expect((await send('GET', `${BASE}/${ID}`, null)).status).toBe(401);
    expect((await send('GET', `${BASE}/${ID}`, 'volunteer')).status).toBe(403);
  });
});

describe('PATCH /api/v1/notification_templates/:id', () => {
  it("saves the center's own text and the mail is sent with it", async () => {
    const res = await send(
      'PATCH',
      `${BASE}/${ID}`,
      'coordinator',
      doc({
        subject: 'Reactie op {vacancy}',
        body: 'Hoi {name}, {volunteer} wil graag helpen bij {vacancy}.\n\n{link}',
      }),
    );
    expect(res.status).toBe(200);
    expect(getResource(res.body).attributes).toMatchObject({
      scope: 'center',
      has_center_override: true,
      subject: 'Reactie op {vacancy}',
    });
    const mail = await enqueueReceived(DEMO_CENTER_IDS.demo);
    expect(mail.subject).toBe('Reactie op Tuin <en> zo');
    expect(mail.bodyText).toContain('Ahmed wil graag helpen bij Tuin <en> zo.');
    expect(mail.bodyHtml).toContain('Tuin &lt;en&gt; zo');
    expect(mail.bodyHtml).not.toContain('Tuin <en>');
  });

  it("a real application's mail to the organization is sent with the center's text", async () => {
    const saved = await send(
      'PATCH',
      `${BASE}/${ID}`,
      'coordinator',
      doc({ subject: 'Centrale: reactie op {vacancy}', body: 'Hoi {name}, kijk even.\n\n{link}' }),
    );
    expect(saved.status).toBe(200);
    const vacancyId = await insertVacancy(h.database.db, { titleNl: 'Tuinman gezocht' });
    await applyAs(send, 'volunteer', vacancyId);
    const mails = await listMailsTo(h.database.db, 'organization@demo.test');
    expect(mails.map((m) => m.subject)).toContain('Centrale: reactie op Tuinman gezocht');
  });

  it('center override wins over the tenant override, which wins over the default', async () => {
    expect(
      (
        await send(
          'PATCH',
          `${BASE}/${ID}`,
          'admin',
          doc({ subject: 'Tenant {vacancy}', body: 'Tenant', scope: 'tenant' }),
        )
      ).status,
    ).toBe(200);
    expect((await enqueueReceived(DEMO_CENTER_IDS.demo)).subject).toBe('Tenant Tuin <en> zo');
    expect((await enqueueReceived(null)).subject).toBe('Tenant Tuin <en> zo');
    expect(
      (
        await send(
          'PATCH',
          `${BASE}/${ID}`,
          'coordinator',
          doc({ subject: 'Center {vacancy}', body: 'Center' }),
        )
      ).status,
    ).toBe(200);
    expect((await enqueueReceived(DEMO_CENTER_IDS.demo)).subject).toBe('Center Tuin <en> zo');
    expect((await enqueueReceived(null)).subject).toBe('Tenant Tuin <en> zo');
    const view = getResource((await send('GET', `${BASE}/${ID}`, 'coordinator')).body);
    expect(view.attributes).toMatchObject({
      scope: 'center',
      has_tenant_override: true,
      has_center_override: true,
    });
    await h.database.db.delete(notificationTemplates);
    expect((await enqueueReceived(DEMO_CENTER_IDS.demo)).subject).toBe(
      'Nieuwe reactie op Tuin <en> zo',
    );
  });

  it('answers 422 with pointers for missing texts and an unknown placeholder, writing nothing', async () => {
    const empty = await send(
      'PATCH',
      `${BASE}/${ID}`,
      'coordinator',
      doc({ subject: '  ', body: '' }),
    );
    expect(empty.status).toBe(422);
    expect(pointersOf(empty.body)).toEqual(
      expect.arrayContaining(['/data/attributes/subject', '/data/attributes/body']),
    );
    const unknown = await send(
      'PATCH',
      `${BASE}/${ID}`,
      'coordinator',
      doc({ subject: 'Hoi {naam}', body: 'x'.repeat(10_001) }),
    );
    expect(unknown.status).toBe(422);
    const subjectError = unknown.body.errors!.find(
      (e) => e.source?.pointer === '/data/attributes/subject',
    )!;
    expect(subjectError.detail).toContain('{naam}');
    expect(subjectError.detail).toContain('{appName}, {name}, {vacancy}, {volunteer}, {link}');
    expect(pointersOf(unknown.body)).toContain('/data/attributes/body');
    expect(await h.database.db.select().from(notificationTemplates)).toHaveLength(0);
  });

  it('answers 403 for a coordinator writing for the whole tenant, volunteers and organizations; 401 signed out', async () => {
    const body = doc({ subject: 'Hoi', body: 'Hoi', scope: 'tenant' });
    expect((await send('PATCH', `${BASE}/${ID}`, 'coordinator', body)).status).toBe(403);
    expect((await send('PATCH', `${BASE}/${ID}`, 'volunteer', body)).status).toBe(403);
    expect((await send('PATCH', `${BASE}/${ID}`, 'organization', body)).status).toBe(403);
    expect((await send('PATCH', `${BASE}/${ID}`, null, body)).status).toBe(401);
    expect(
      (await send('PATCH', `${BASE}/nope:nl`, 'coordinator', doc({ subject: 'a', body: 'b' })))
        .status,
    ).toBe(404);
    expect(await h.database.db.select().from(notificationTemplates)).toHaveLength(0);
  });
});

describe('DELETE /api/v1/notification_templates/:id', () => {
  it('restores the text below: the tenant one, then the default', async () => {
    await send(
      'PATCH',
      `${BASE}/${ID}`,
      'admin',
      doc({ subject: 'Tenant', body: 'Tenant', scope: 'tenant' }),
    );
    await send('PATCH', `${BASE}/${ID}`, 'coordinator', doc({ subject: 'Center', body: 'Center' }));
    expect((await send('DELETE', `${BASE}/${ID}`, 'coordinator')).status).toBe(204);
    expect(
      getResource((await send('GET', `${BASE}/${ID}`, 'coordinator')).body).attributes,
    ).toMatchObject({ scope: 'tenant', subject: 'Tenant' });
    // What is in effect now is the tenant's: only an admin removes it.
    expect((await send('DELETE', `${BASE}/${ID}`, 'coordinator')).status).toBe(403);
    expect((await send('DELETE', `${BASE}/${ID}?scope=tenant`, 'admin')).status).toBe(204);
    expect(
      getResource((await send('GET', `${BASE}/${ID}`, 'coordinator')).body).attributes,
    ).toMatchObject({ scope: 'default' });
  });

  it('answers 401, 403, 404 and 400 for a bad scope', async () => {
    expect((await send('DELETE', `${BASE}/${ID}`, null)).status).toBe(401);
    expect((await send('DELETE', `${BASE}/${ID}`, 'volunteer')).status).toBe(403);
    expect((await send('DELETE', `${BASE}/${ID}`, 'organization')).status).toBe(403);
    expect((await send('DELETE', `${BASE}/nope:nl`, 'coordinator')).status).toBe(404);
    expect((await send('DELETE', `${BASE}/${ID}?scope=world`, 'admin')).status).toBe(400);
  });

  it("leaves another tenant's override alone", async () => {
    await cordaad.send(
      'PATCH',
      `${BASE}/${ID}`,
      'coordinator',
      doc({ subject: 'Cordaad', body: 'Cordaad' }),
    );
    expect((await send('DELETE', `${BASE}/${ID}?scope=center`, 'coordinator')).status).toBe(204);
    expect(await h.database.db.select().from(notificationTemplates)).toHaveLength(1);
  });
});

describe('POST /api/v1/notification_templates/:id/preview', () => {
  const previewDoc = (a: Record<string, unknown>) => doc(a, 'notification_template_previews');

  it('renders the text with the example data, escaped in the HTML', async () => {
    const res = await send(
      'POST',
      `${BASE}/${ID}/preview`,
      'coordinator',
      previewDoc({ subject: '{vacancy} <b>', body: 'Hoi {name} <script>\n\n{link}' }),
    );
    expect(res.status).toBe(200);
    const attributes = getResource(res.body).attributes!;
    expect(attributes.subject).toBe('Maatje voor een wandeling <b>');
    expect(attributes.text).toContain('Hoi Sanne de Vries <script>');
    expect(attributes.html).toContain('&lt;script&gt;');
    expect(attributes.html).toContain('<a href="https://demo.example.org/voorbeeld">');
  });

  it('answers 422 for an unknown placeholder, 401, 403 and 404', async () => {
    const bad = await send(
      'POST',
      `${BASE}/${ID}/preview`,
      'coordinator',
      previewDoc({ subject: 'x', body: '{organization}' }),
    );
    expect(bad.status).toBe(422);
    expect(pointersOf(bad.body)).toEqual(['/data/attributes/body']);
    expect(bad.body.errors![0]!.detail).toContain('{volunteer}');
    const good = previewDoc({ subject: 'x', body: 'y' });
    expect((await send('POST', `${BASE}/${ID}/preview`, null, good)).status).toBe(401);
    expect((await send('POST', `${BASE}/${ID}/preview`, 'volunteer', good)).status).toBe(403);
    expect((await send('POST', `${BASE}/${ID}/preview`, 'organization', good)).status).toBe(403);
    expect((await send('POST', `${BASE}/nope:nl/preview`, 'coordinator', good)).status).toBe(404);
  });
});

describe('POST /api/v1/notification_templates/:id/test_mail', () => {
  const testDoc = (a: Record<string, unknown>) => doc(a, 'notification_template_test_mails');

  it("queues the editor's text with example data to the signed-in user", async () => {
    const res = await send(
      'POST',
      `${BASE}/${ID}/test_mail`,
      'coordinator',
      testDoc({ subject: 'Test {vacancy}', body: 'Hoi {name}, dit is een test.' }),
    );
    expect(res.status).toBe(202);
    const id = getResource(res.body).id;
    const [row] = await withTenant(h.database.db, 'demo', (tx) =>
      tx
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.tenantId, 'demo'), eq(emailOutbox.id, id))),
    );
    expect(row).toMatchObject({
      toAddress: 'coordinator@demo.test',
      subject: 'Test Maatje voor een wandeling',
      eventKey: 'application.received',
    });
    expect(row!.bodyText).toBe('Hoi Sanne de Vries, dit is een test.');
    expect(await h.database.db.select().from(notificationTemplates)).toHaveLength(0);
  });

  it('answers 422 with pointers, 401, 403 and 404, sending nothing', async () => {
    const before = (await h.database.db.select().from(emailOutbox)).length;
    const bad = await send(
      'POST',
      `${BASE}/${ID}/test_mail`,
      'coordinator',
      testDoc({ subject: '', body: '{x}' }),
    );
    expect(bad.status).toBe(422);
    expect(pointersOf(bad.body)).toEqual(
      expect.arrayContaining(['/data/attributes/subject', '/data/attributes/body']),
    );
    const good = testDoc({ subject: 'x', body: 'y' });
    expect((await send('POST', `${BASE}/${ID}/test_mail`, null, good)).status).toBe(401);
    expect((await send('POST', `${BASE}/${ID}/test_mail`, 'volunteer', good)).status).toBe(403);
    expect((await send('POST', `${BASE}/${ID}/test_mail`, 'organization', good)).status).toBe(403);
    expect((await send('POST', `${BASE}/nope:nl/test_mail`, 'coordinator', good)).status).toBe(404);
    expect((await h.database.db.select().from(emailOutbox)).length).toBe(before);
  });
});
