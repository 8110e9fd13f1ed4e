// The matching demo data as the demo accounts meet it through the API: vacancies to find in
// both languages, recommendations that match the demo volunteer's profile, their applications
// in every status, conversations and notifications, and the organization's inbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANT_CONFIGS, TENANT_NAMES } from '../../common/tenants/tenant-configs';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { signIn, type AuthHeaders } from '../support/api-auth';
import { getResources, hostOf, requestApi } from '../support/api-requests';

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(async () => {
  await h?.close();
});

async function get(tenant: string, url: string, headers: AuthHeaders | Record<string, never> = {}) {
  const res = await requestApi(h.app, { url, host: hostOf(tenant), headers });
  expect(res.status, `${tenant} ${url}: ${res.text.slice(0, 300)}`).toBe(200);
  return res.body;
}

describe('matching demo data through the API', () => {
  it('lets a visitor of every tenant find published vacancies in Dutch and English', async () => {
    for (const tenant of TENANT_NAMES) {
      const all = await get(tenant, '/api/v1/vacancies?page[size]=100');
      expect(all.meta!.total, tenant).toBeGreaterThanOrEqual(30);
      const dutch = await get(tenant, '/api/v1/vacancies?filter[q]=voorlezen');
      const english = await get(tenant, '/api/v1/vacancies?filter[q]=reading aloud');
      expect(getResources(dutch).length, tenant).toBeGreaterThan(0);
      expect(getResources(english).length, tenant).toBeGreaterThan(0);
    }
  });

  it('shows cordaad vacancies shared by the other center on the partner site', async () => {
    const body = await get('cordaad', '/api/v1/vacancies?page[size]=100', {});
    const partner = await requestApi(h.app, {
      url: '/api/v1/vacancies?page[size]=100',
      host: 'leidschendam.cordaad.localhost:8080',
    });
    const shared = getResources(partner.body).filter((v) =>
      getResources(body).some((w) => w.id === v.id),
    );
    expect(shared.length).toBeGreaterThan(0);
  });

  it('recommends vacancies matching the demo volunteer’s skills and interests', async () => {
    for (const tenant of TENANT_NAMES.filter((t) => TENANT_CONFIGS[t].features.volunteerProfiles)) {
      const auth = await signIn(h.app, tenant, `volunteer@${tenant}.test`);
      const body = await get(tenant, '/api/v1/vacancies/recommended', auth);
      const list = getResources(body);
      expect(list.length, tenant).toBeGreaterThan(0);
      const codes = list.flatMap((v) =>
        ((v.meta?.match as { reasons: { code: string }[] })?.reasons ?? []).map((r) => r.code),
      );
      expect(codes, tenant).toContain('skills');
    }
  });

  it('gives the demo volunteer applications in every status, conversations and notifications', async () => {
    const auth = await signIn(h.app, 'demo', 'volunteer@demo.test');
    const applications = await get('demo', '/api/v1/applications?filter[mine]=true', auth);
    expect(applications.meta!.counts).toMatchObject({
      new: 2,
      in_progress: 1,
      accepted: 1,
      rejected: 1,
      withdrawn: 1,
      escalated: 1,
    });
    const conversations = await get('demo', '/api/v1/conversations', auth);
    expect(getResources(conversations)).toHaveLength(6);
    expect(conversations.meta!.unread_total).toBeGreaterThan(0);
    const notifications = await get('demo', '/api/v1/notifications', auth);
    expect(notifications.meta!.unread_count).toBeGreaterThan(0);
    expect(getResources(notifications).length).toBeGreaterThan(
      notifications.meta!.unread_count as number,
    );
  });

  it('fills the demo organization’s inbox and its conversation with the center', async () => {
    const auth = await signIn(h.app, 'demo', 'organization@demo.test');
    const inbox = await get('demo', '/api/v1/applications', auth);
    expect(getResources(inbox).length).toBeGreaterThanOrEqual(5);
    const conversations = getResources(await get('demo', '/api/v1/conversations', auth));
    expect(conversations.map((c) => c.attributes.kind)).toContain('direct');
  });
});
