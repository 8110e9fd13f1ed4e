// Only an approved organization publishes: one that signed up itself (pending) may prepare
// drafts, but publishing is a 422 on /data/attributes/status that says to wait for the center's
// approval, on create, edit, status change and bulk edit. A published vacancy of an organization
// that is not approved (left over, or denied or archived later) is not public: not in the list,
// the text search, the detail, the recommendations, nor open to applications; its managers still
// see it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../server/db/schema/email';
import { vacancies } from '../../server/db/schema/vacancies';
import { organizations } from '../../server/db/schema/organizations';
import { volunteerProfiles } from '../../server/db/schema/volunteer-profiles';
import { PLACES } from '../../server/seed/demo-places';
import { getDemoUserId } from '../../server/seed/demo-users';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { nextTestIp, signIn, type AuthHeaders } from '../support/api-auth';
import { getFirstError, getResource, getResources, hostOf } from '../support/api-requests';
import { createSender, insertTag, insertVacancy } from './vacancies-fixtures';

let h: ApiHarness;
const as: Record<string, AuthHeaders> = {};
let send: ReturnType<typeof createSender>;
let pendingOrgId: string;
const WORD = `Moestuinklus${Date.now().toString(36)}`;
const PASSWORD = 'moestuin-2026';

const vacancyDoc = (attributes: Record<string, unknown>, id?: string) => ({
  data: { type: 'vacancies', ...(id ? { id } : {}), attributes },
});

/** Signs an organization up the way the public form does, confirms its admin and signs them in. */
async function signUpOrganization(email: string, locale: 'nl' | 'en'): Promise<string> {
  const res = await send('POST', '/api/v1/organizations/signup', null, {
    data: {
      type: 'organizations',
      attributes: {
        organization_type: 'Foundation',
        name: 'Stichting Buurtmoestuin',
        email: 'info@buurtmoestuin.voorbeeld.nl',
        street: 'Tuinstraat',
        number: '4',
        postcode: '3512 CD',
        city: 'Utrecht',
        first_name: 'Fleur',
        last_name: 'de Groot',
        user_email: email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        locale,
      },
    },
  });
  expect(res.status, res.text).toBe(201);
  const [mail] = await h.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email));
  const token = /confirmation_token=([^\s&"<>]+)/.exec(mail!.bodyText)![1]!;
  const confirm = await h.app.inject({
    method: 'POST',
    url: '/api/v1/confirm',
    remoteAddress: nextTestIp(),
    headers: { host: hostOf('demo'), 'content-type': 'application/json' },
    payload: JSON.stringify({ confirmation_token: decodeURIComponent(token) }),
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  return getResource(res.body).id;
}

beforeAll(async () => {
  h = await createApiHarness();
  send = createSender(h.app, as);
  for (const a of ['admin', 'coordinator', 'volunteer'])
    as[a] = await signIn(h.app, 'demo', `${a}@demo.test`);
  pendingOrgId = await signUpOrganization('fleur@buurtmoestuin.voorbeeld.nl', 'nl');
  as.pending = await signIn(h.app, 'demo', 'fleur@buurtmoestuin.voorbeeld.nl', PASSWORD);
});
afterAll(async () => {
  await h?.close();
});

async function setOrganizationStatus(status: 'pending' | 'approved' | 'denied' | 'archived') {
  await h.database.db
    .update(organizations)
    .set({ status })
    .where(eq(organizations.id, pendingOrgId));
}

async function countVacancies() {
  return (await h.database.db.select().from(vacancies)).length;
}

function expectWaitForApproval(res: { status: number; body: unknown; text: string }) {
  expect(res.status, res.text).toBe(422);
  const error = getFirstError(res.body as never);
  expect(error).toMatchObject({
    status: '422',
    code: 'validation_failed',
    source: { pointer: '/data/attributes/status' },
  });
  // In the user's language (Fleur chose Dutch), saying what to do.
  expect(error.detail).toContain('Stichting Buurtmoestuin');
  expect(error.detail).toContain('nog niet goedgekeurd');
  expect(error.detail).toContain('concept');
}

describe('a pending organization', () => {
  it('prepares drafts but cannot publish on create (422 on the status, nothing written)', async () => {
    const before = await countVacancies();
    const published = await send(
      'POST',
      '/api/v1/vacancies',
      'pending',
      vacancyDoc({ title_nl: 'Moestuinhulp', status: 'published', organization_id: pendingOrgId }),
    );
    expectWaitForApproval(published);
    expect(await countVacancies()).toBe(before);

    const draft = await send(
      'POST',
      '/api/v1/vacancies',
      'pending',
      vacancyDoc({ title_nl: 'Moestuinhulp', organization_id: pendingOrgId }),
    );
    expect(draft.status, draft.text).toBe(201);
    expect(getResource(draft.body).attributes.status).toBe('draft');
  });

  it('cannot publish a draft by edit, status change or bulk edit', async () => {
    const draft = await insertVacancy(h.database.db, {
      organizationId: pendingOrgId,
      status: 'draft',
      titleNl: 'Compost omscheppen',
    });
    const edit = await send(
      'PATCH',
      `/api/v1/vacancies/${draft.id}`,
      'pending',
      vacancyDoc({ title_nl: 'Compost keren', status: 'published' }, draft.id),
    );
    expectWaitForApproval(edit);
    const statusOnly = await send(
      'PATCH',
      `/api/v1/vacancies/${draft.id}`,
      'pending',
      vacancyDoc({ status: 'published' }, draft.id),
    );
    expectWaitForApproval(statusOnly);
    const bulk = await send('PATCH', '/api/v1/vacancies/bulk', 'pending', {
      data: { type: 'vacancy_bulk_edits', attributes: { ids: [draft.id], status: 'published' } },
    });
    expectWaitForApproval(bulk);
    const [row] = await h.database.db.select().from(vacancies).where(eq(vacancies.id, draft.id));
    expect(row).toMatchObject({
      status: 'draft',
      titleNl: 'Compost omscheppen',
      publishedAt: null,
    });

    // Editing the draft itself is fine.
    const keep = await send(
      'PATCH',
      `/api/v1/vacancies/${draft.id}`,
      'pending',
      vacancyDoc({ title_nl: 'Compost keren' }, draft.id),
    );
    expect(keep.status, keep.text).toBe(200);
  });

  it('says so in English to an English-speaking user, and for a denied organization too', async () => {
    const draft = await insertVacancy(h.database.db, {
      organizationId: pendingOrgId,
      status: 'draft',
    });
    const res = await send(
      'PATCH',
      `/api/v1/vacancies/${draft.id}`,
      'admin',
      vacancyDoc({ status: 'published' }, draft.id),
    );
    // The demo admin reads Dutch; the rule holds for every role, an admin's too.
    expect(res.status).toBe(422);
    await setOrganizationStatus('denied');
    try {
      const en = await signUpOrganization('robin@example.test', 'en');
      const english = await signIn(h.app, 'demo', 'robin@example.test', PASSWORD);
      const created = await send(
        'POST',
        '/api/v1/vacancies',
        null,
        vacancyDoc({ title_en: 'Garden help', status: 'published', organization_id: en }),
        { headers: english },
      );
      expect(created.status).toBe(422);
      expect(getFirstError(created.body).detail).toContain(
        'has not been approved by the volunteer center yet',
      );
      const denied = await send(
        'PATCH',
        `/api/v1/vacancies/${draft.id}`,
        'pending',
        vacancyDoc({ status: 'published' }, draft.id),
      );
      expect(denied.status).toBe(422);
      expect(getFirstError(denied.body).detail).toContain('is niet goedgekeurd');
    } finally {
      await setOrganizationStatus('pending');
    }
  });

  it('can publish once the center approves it', async () => {
    const approve = await send(
      'PUT',
      `/api/v1/organizations/${pendingOrgId}/approve`,
      'coordinator',
      { data: { type: 'organizations', id: pendingOrgId, attributes: { status: 'approved' } } },
    );
    expect(approve.status, approve.text).toBe(200);
    try {
      const res = await send(
        'POST',
        '/api/v1/vacancies',
        'pending',
        vacancyDoc({ title_nl: 'Oogsten', status: 'published', organization_id: pendingOrgId }),
      );
      expect(res.status, res.text).toBe(201);
    } finally {
      await setOrganizationStatus('pending');
    }
  });
});

describe('the public side shows only approved organizations’ vacancies', () => {
  let hidden: string;
  let visible: string;

  beforeAll(async () => {
    const tag = await insertTag(h.database.db, { nameNl: WORD.toLowerCase() });
    const place = { lat: PLACES.utrecht.lat, lng: PLACES.utrecht.lng, city: 'Utrecht' };
    // Published before the rule existed (or by a direct write): still not public.
    hidden = (
      await insertVacancy(
        h.database.db,
        { organizationId: pendingOrgId, titleNl: `${WORD} bij de moestuin`, ...place },
        [tag.id],
      )
    ).id;
    visible = (
      await insertVacancy(h.database.db, { titleNl: `${WORD} op school`, ...place }, [tag.id])
    ).id;
    await h.database.db
      .update(volunteerProfiles)
      .set({ skills: [WORD], interests: [], lat: place.lat, lng: place.lng })
      .where(eq(volunteerProfiles.userId, getDemoUserId('demo', 'volunteer')));
  });

  async function listPublic(): Promise<Record<string, string[]>> {
    const ids = (res: { body: unknown }) => getResources(res.body as never).map((r) => r.id);
    return {
      list: ids(await send('GET', '/api/v1/vacancies?page[size]=100', null)),
      search: ids(await send('GET', `/api/v1/vacancies?filter[q]=${WORD}`, null)),
      near: ids(
        await send(
          'GET',
          `/api/v1/vacancies?filter[q]=${WORD}&filter[lat]=${PLACES.utrecht.lat}&filter[lng]=${PLACES.utrecht.lng}&sort=distance`,
          'volunteer',
        ),
      ),
      recommended: ids(await send('GET', '/api/v1/vacancies/recommended', 'volunteer')),
    };
  }

  const cases = ['pending', 'denied', 'archived'] as const;
  for (const status of cases) {
    it(`leaves out a ${status} organization's published vacancy everywhere`, async () => {
      await setOrganizationStatus(status);
      const seen = await listPublic();
      for (const [where, ids] of Object.entries(seen)) {
        expect(ids, where).toContain(visible);
        expect(ids, where).not.toContain(hidden);
      }
      expect((await send('GET', `/api/v1/vacancies/${hidden}`, null)).status).toBe(404);
      expect((await send('GET', `/api/v1/vacancies/${hidden}`, 'volunteer')).status).toBe(404);
      const apply = await send('POST', '/api/v1/applications', 'volunteer', {
        data: {
          type: 'applications',
          attributes: {
            vacancy_id: hidden,
            motivation: 'Ik werk graag buiten en heb zaterdag tijd.',
          },
        },
      });
      expect(apply.status, apply.text).toBe(404);
      // Its managers still see and manage it.
      expect((await send('GET', `/api/v1/vacancies/${hidden}`, 'pending')).status).toBe(200);
      expect((await send('GET', `/api/v1/vacancies/${hidden}`, 'coordinator')).status).toBe(200);
      const manage = await send('GET', '/api/v1/vacancies?filter[scope]=manage', 'pending');
      expect(getResources(manage.body).map((r) => r.id)).toContain(hidden);
    });
  }

  it('shows it again once the organization is approved', async () => {
    await setOrganizationStatus('approved');
    try {
      const seen = await listPublic();
      for (const [where, ids] of Object.entries(seen)) expect(ids, where).toContain(hidden);
      expect((await send('GET', `/api/v1/vacancies/${hidden}`, null)).status).toBe(200);
    } finally {
      await setOrganizationStatus('pending');
    }
  });
});
