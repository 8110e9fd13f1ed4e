// Links in mail never come from a request's Host (DESIGN.md section 12, docs/security.md "Links in
// mail and the host a request names"). Every mail that carries a link is triggered with an
// attacker's Host (plus X-Tenant, which an unmapped host accepts), with a mapped host on a port
// the server does not listen on, and with the mapped host itself: every link in every mail the
// request queued points at the configured host of the tenant's center (or PUBLIC_URL).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../server/db/schema/email';
import { applications } from '../../server/db/schema/applications';
import { users } from '../../server/db/schema/users';
import { DEMO_CENTER_IDS } from '../../server/seed/demo-ids';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { DEMO_PASSWORD, nextTestIp, signIn, type AuthHeaders } from '../support/api-auth';
import { hostOf } from '../support/api-requests';
import { insertAccount, insertVacancy } from './applications-fixtures';

const DEMO_ORIGIN = 'http://demo.localhost:8080';
const VOORBURG_ORIGIN = 'http://cordaad.localhost:8080';
const LEIDSCHENDAM_ORIGIN = 'http://leidschendam.cordaad.localhost:8080';
const EVIL = 'evil.example';

type Headers = Record<string, string>;
type Mail = typeof emailOutbox.$inferSelect;

/** The ways a request can name its host; none of them may decide a link. */
const VARIANTS: { name: string; headers: Headers }[] = [
  {
    name: 'an unmapped Host naming the tenant in X-Tenant',
    headers: {
      host: EVIL,
      'x-tenant': 'demo',
      'x-forwarded-host': EVIL,
      'x-forwarded-proto': 'https',
    },
  },
  {
    name: 'the mapped host on a port the server does not listen on',
    headers: { host: 'demo.localhost:6666' },
  },
  { name: 'the mapped host', headers: { host: hostOf('demo') } },
];

function createClient(getHarness: () => ApiHarness) {
  async function send(
    method: 'POST' | 'PUT' | 'PATCH',
    url: string,
    headers: Headers,
    payload?: unknown,
  ) {
    return getHarness().app.inject({
      method,
      url,
      remoteAddress: nextTestIp(),
      headers: {
        ...headers,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  }

  /** The mails queued while `trigger` ran (it must answer `status`). */
  async function mailsOf(
    status: number,
    trigger: () => Promise<{ statusCode: number; body: string }>,
  ): Promise<Mail[]> {
    const db = getHarness().database.db;
    const before = new Set(
      (await db.select({ id: emailOutbox.id }).from(emailOutbox)).map((r) => r.id),
    );
    const res = await trigger();
    expect(res.statusCode, res.body).toBe(status);
    return (await db.select().from(emailOutbox)).filter((m) => !before.has(m.id));
  }
  return { send, mailsOf };
}

function findLinks(mail: Mail): string[] {
  const text = `${mail.subject}\n${mail.bodyText}\n${mail.bodyHtml ?? ''}`;
  return [...text.matchAll(/\bhttps?:\/\/[^\s"'<>]+/g)].map((m) => m[0]);
}

/** Every mail has a link, and every link of every mail starts with `origin`. */
function expectLinksTo(mails: Mail[], origin: string, eventKeys: string[]) {
  expect(mails.map((m) => m.eventKey).sort()).toEqual(expect.arrayContaining(eventKeys));
  for (const mail of mails) {
    const all = `${mail.subject}\n${mail.bodyText}\n${mail.bodyHtml ?? ''}`;
    expect(all, mail.eventKey).not.toContain(EVIL);
    expect(all, mail.eventKey).not.toContain(':6666');
    const links = findLinks(mail);
    expect(links.length, `${mail.eventKey} carries a link`).toBeGreaterThan(0);
    for (const link of links) expect(`${new URL(link).origin}/`, link).toBe(`${origin}/`);
  }
}

describe('links in mail, without PUBLIC_URL', () => {
  let h: ApiHarness;
  const { send, mailsOf } = createClient(() => h);
  const as: Record<string, AuthHeaders> = {};

  beforeAll(async () => {
    // An unreachable geocoder fails at once (organization sign-up looks its address up).
    h = await createApiHarness({ geocoderUrl: 'http://127.0.0.1:9/' });
    for (const account of ['admin', 'organization', 'volunteer']) {
      as[account] = await signIn(h.app, 'demo', `${account}@demo.test`);
    }
  });
  afterAll(async () => {
    await h?.close();
  });

  VARIANTS.forEach((variant, i) => {
    describe(`with ${variant.name}`, () => {
      const host = variant.headers;

      it('password reset', async () => {
        const mails = await mailsOf(200, () =>
          send('POST', '/auth/password', host, { email: 'volunteer@demo.test' }),
        );
        expectLinksTo(mails, DEMO_ORIGIN, ['user.password_reset']);
      });

      it('sign-up confirmation', async () => {
        const mails = await mailsOf(200, () =>
          send('POST', '/auth', host, {
            email: `aanmelding-${i}@example.nl`,
            password: 'lang-genoeg-1',
            password_confirmation: 'lang-genoeg-1',
            first_name: 'Zoë',
            last_name: "van 't Hof",
          }),
        );
        expectLinksTo(mails, DEMO_ORIGIN, ['user.confirmation']);
      });

      it('invitation of a user by an admin', async () => {
        const mails = await mailsOf(201, () =>
          send(
            'POST',
            '/api/v1/users',
            { ...host, ...as.admin },
            {
              data: {
                type: 'user',
                attributes: {
                  email: `uitgenodigd-${i}@example.nl`,
                  first_name: 'Sem',
                  last_name: 'de Jong',
                },
              },
            },
          ),
        );
        expectLinksTo(mails, DEMO_ORIGIN, ['user.invitation']);
      });

      it('resent confirmation', async () => {
        const id = await insertAccount(h.database.db, { email: `onbevestigd-${i}@demo.test` });
        await h.database.db.update(users).set({ confirmedAt: null }).where(eq(users.id, id));
        const mails = await mailsOf(200, () =>
          send('POST', `/api/v1/users/${id}/resend_confirmation_instructions`, {
            ...host,
            ...as.admin,
          }),
        );
        expectLinksTo(mails, DEMO_ORIGIN, ['user.confirmation']);
      });

      it('e-mail change confirmation', async () => {
        const email = `verhuizer-${i}@demo.test`;
        await insertAccount(h.database.db, { email });
        const auth = await signIn(h.app, 'demo', email);
        const mails = await mailsOf(200, () =>
          send(
            'PATCH',
            '/api/v1/current_user',
            { ...host, ...auth },
            { user: { email: `verhuisd-${i}@example.nl`, current_password: DEMO_PASSWORD } },
          ),
        );
        expectLinksTo(mails, DEMO_ORIGIN, ['user.email_change']);
      });

      it('role change', async () => {
        const id = await insertAccount(h.database.db, { email: `rol-${i}@demo.test` });
        const mails = await mailsOf(200, () =>
          send(
            'PUT',
            `/api/v1/users/${id}/add_role`,
            { ...host, ...as.admin },
            { data: { type: 'roles', attributes: { name: 'center_admin' } } },
          ),
        );
        expectLinksTo(mails, DEMO_ORIGIN, ['user.role_changed']);
      });

      it('organization sign-up', async () => {
        const mails = await mailsOf(201, () =>
          send('POST', '/api/v1/organizations/signup', host, {
            data: {
              type: 'organizations',
              attributes: {
                organization_type: 'Foundation',
                name: `Stichting Buurtmoestuin ${i}`,
                email: `info-${i}@buurtmoestuin.voorbeeld.nl`,
                street: 'Tuinstraat',
                number: '4',
                postcode: '3512 CD',
                city: 'Utrecht',
                first_name: 'Fleur',
                last_name: 'de Groot',
                user_email: `fleur-${i}@buurtmoestuin.voorbeeld.nl`,
                password: 'moestuin-2026',
                password_confirmation: 'moestuin-2026',
                locale: 'nl',
              },
            },
          }),
        );
        expectLinksTo(mails, DEMO_ORIGIN, ['user.confirmation']);
      });

      it('application, status change and message notifications', async () => {
        const vacancyId = await insertVacancy(h.database.db, { titleNl: `Host-test ${i}` });
        let applicationId = '';
        let conversationId = '';
        const received = await mailsOf(201, async () => {
          const res = await send(
            'POST',
            '/api/v1/applications',
            { ...host, ...as.volunteer },
            {
              data: {
                type: 'applications',
                attributes: { vacancy_id: vacancyId, motivation: 'Ik lees graag voor.' },
              },
            },
          );
          const data = JSON.parse(res.body).data;
          applicationId = data?.id;
          conversationId = data?.attributes?.conversation_id;
          return res;
        });
        expectLinksTo(received, DEMO_ORIGIN, ['application.received']);

        const changed = await mailsOf(200, () =>
          send(
            'PATCH',
            `/api/v1/applications/${applicationId}`,
            { ...host, ...as.organization },
            { data: { type: 'applications', attributes: { status: 'in_progress' } } },
          ),
        );
        expectLinksTo(changed, DEMO_ORIGIN, ['application.status_changed']);

        const message = await mailsOf(201, () =>
          send(
            'POST',
            `/api/v1/conversations/${conversationId}/messages`,
            { ...host, ...as.volunteer },
            { data: { type: 'messages', id: randomUUID(), attributes: { body: 'Hallo!' } } },
          ),
        );
        expectLinksTo(message, DEMO_ORIGIN, ['message.received']);
      });
    });
  });

  it('escalation mails, sent outside a request, link to the center host too', async () => {
    const vacancyId = await insertVacancy(h.database.db, { titleNl: 'Escalatie via host-test' });
    const volunteer = await signIn(h.app, 'demo', 'volunteer@demo.test');
    const applied = await send(
      'POST',
      '/api/v1/applications',
      { host: hostOf('demo'), ...volunteer },
      {
        data: {
          type: 'applications',
          attributes: { vacancy_id: vacancyId, motivation: 'Ik help graag mee.' },
        },
      },
    );
    expect(applied.statusCode, applied.body).toBe(201);
    const id = JSON.parse(applied.body).data.id as string;
    const long = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000);
    await h.database.db
      .update(applications)
      .set({ createdAt: long })
      .where(eq(applications.id, id));
    // The test route runs the job as the hourly timer does; its Host must not matter either.
    const mails = await mailsOf(200, () =>
      send('POST', '/api/v1/test/escalate_applications', { host: EVIL, 'x-tenant': 'demo' }, {}),
    );
    const demoMails = mails.filter((m) => m.tenantId === 'demo');
    expect(demoMails.some((m) => m.bodyText.includes(`/applications/${id}`))).toBe(true);
    expectLinksTo(demoMails, DEMO_ORIGIN, ['application.escalated']);
    for (const mail of mails) expect(mail.bodyText).not.toContain(EVIL);
  });

  describe('partner centers of one tenant', () => {
    const leidschendam = 'volunteer@leidschendam.cordaad.test';

    it('links to the center the request is for, named by header or by its mapped host', async () => {
      const byHeader = await mailsOf(200, () =>
        send(
          'POST',
          '/auth/password',
          {
            host: EVIL,
            'x-tenant': 'cordaad',
            'volunteer-center-id': DEMO_CENTER_IDS.cordaadLeidschendam,
          },
          { email: leidschendam },
        ),
      );
      expectLinksTo(byHeader, LEIDSCHENDAM_ORIGIN, ['user.password_reset']);
      const byHost = await mailsOf(200, () =>
        send(
          'POST',
          '/auth/password',
          { host: 'leidschendam.cordaad.localhost:6666' },
          { email: leidschendam },
        ),
      );
      expectLinksTo(byHost, LEIDSCHENDAM_ORIGIN, ['user.password_reset']);
      const voorburg = await mailsOf(200, () =>
        send(
          'POST',
          '/auth/password',
          { host: EVIL, 'x-tenant': 'cordaad' },
          {
            email: 'volunteer@cordaad.test',
          },
        ),
      );
      expectLinksTo(voorburg, VOORBURG_ORIGIN, ['user.password_reset']);
    });
  });
});

describe('links in mail with PUBLIC_URL', () => {
  let h: ApiHarness;
  const { send, mailsOf } = createClient(() => h);

  beforeAll(async () => {
    h = await createApiHarness({ publicUrl: 'https://vrijwilligers.voorbeeld.nl/' });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('uses PUBLIC_URL whatever the request names', async () => {
    for (const variant of VARIANTS) {
      const mails = await mailsOf(200, () =>
        send('POST', '/auth/password', variant.headers, { email: 'volunteer@demo.test' }),
      );
      expectLinksTo(mails, 'https://vrijwilligers.voorbeeld.nl', ['user.password_reset']);
    }
  });
});
