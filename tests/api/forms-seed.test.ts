// The demo forms as the app serves them from a seeded database: every demo center has its three
// forms published, each submission passes the server's check against the version it answered,
// the public address answers on the center's own host (and nowhere else), the builder's list
// shows nothing waiting to be published, and a second run adds nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANT_NAMES } from '../../common/tenants/tenant-configs';
import { formSubmissions, forms, formVersions } from '../../server/db/schema/forms';
import { withTenant } from '../../server/db/with-tenant';
import { checkAnswers } from '../../server/modules/forms/answers';
import { DEMO_CENTERS } from '../../server/seed/demo-centers';
import { buildDemoId } from '../../server/seed/demo-ids';
import { seedDemoForms } from '../../server/seed/demo-forms';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { getResource, getResources, requestApi } from '../support/api-requests';
import { createSender } from './applications-fixtures';

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(async () => {
  await h?.close();
});

const TITLES = [
  'Aanmelding Dag van de Vrijwilliger',
  'Evaluatie inwerkperiode',
  'Intakeformulier nieuwe vrijwilliger',
];

describe('demo forms', () => {
  it('gives every center three published forms whose answers pass the server check', async () => {
    for (const tenant of TENANT_NAMES) {
      const { rows, versions, submissions } = await withTenant(
        h.database.db,
        tenant,
        async (tx) => ({
          rows: await tx.select().from(forms),
          versions: await tx.select().from(formVersions),
          submissions: await tx.select().from(formSubmissions),
        }),
      );
      for (const center of DEMO_CENTERS.filter((c) => c.tenant === tenant)) {
        const mine = rows.filter((f) => f.centerId === buildDemoId(tenant, 'center', center.n));
        expect(mine.map((f) => f.titleNl).sort(), center.slug).toEqual(TITLES);
        for (const form of mine) {
          expect(form.status).toBe('published');
          const latest = versions.find(
            (v) => v.formId === form.id && v.version === form.publishedVersion,
          );
          expect(latest?.fields).toEqual(form.fields);
        }
      }
      expect(submissions.length, tenant).toBeGreaterThan(0);
      for (const submission of submissions) {
        const version = versions.find((v) => v.id === submission.versionId)!;
        expect(checkAnswers(version.fields, submission.answers, submission.locale)).toEqual(
          submission.answers,
        );
      }
    }
  });

  it('serves each form at its public address on its own center’s host only', async () => {
    for (const center of DEMO_CENTERS) {
      const [form] = await withTenant(h.database.db, center.tenant, (tx) =>
        tx
          .select()
          .from(forms)
          .where(eq(forms.id, buildDemoId(center.tenant, 'form', center.n * 10 + 1))),
      );
      const url = `/api/v1/public_forms/${form!.token}`;
      const res = await requestApi(h.app, { url, host: `${center.hosts[0]}:8080` });
      expect(res.status, center.slug).toBe(200);
      expect(getResource(res.body).attributes).toMatchObject({
        title: 'Intakeformulier nieuwe vrijwilliger',
        version: 1,
      });
      const english = await requestApi(h.app, {
        url,
        host: `${center.hosts[0]}:8080`,
        headers: { 'accept-language': 'en' },
      });
      expect(getResource(english.body).attributes!.title).toBe('Intake form for new volunteers');
      const elsewhere = center.tenant === 'demo' ? 'oldebroek' : 'demo';
      expect((await requestApi(h.app, { url, host: `${elsewhere}.localhost:8080` })).status).toBe(
        404,
      );
    }
  });

  it('lists them for the coordinator with answers to look after and nothing unpublished', async () => {
    const demo = createSender(() => h.app);
    await demo.signInAs('coordinator', 'coordinator@demo.test');
    const list = getResources((await demo.send('GET', '/api/v1/forms', 'coordinator')).body);
    const seeded = list.filter((f) => TITLES.includes(String(f.attributes!.title_nl)));
    expect(seeded).toHaveLength(3);
    for (const form of seeded) {
      expect(form.attributes).toMatchObject({
        status: 'published',
        has_unpublished_changes: false,
        retention_months: 12,
        notify_me: true,
      });
      expect(Number(form.attributes!.submission_count)).toBeGreaterThanOrEqual(3);
      expect(Number(form.attributes!.unhandled_count)).toBeGreaterThan(0);
    }
    const signUp = seeded.find((f) => f.attributes!.title_nl === TITLES[0])!;
    const versions = getResources(
      (await demo.send('GET', `/api/v1/forms/${signUp.id}/versions`, 'coordinator')).body,
    );
    expect(versions.map((v) => v.attributes!.version)).toEqual([2, 1]);
  });

  it('adds nothing on a second run', async () => {
    expect(await seedDemoForms(h.database.db)).toBe(0);
  });
});
