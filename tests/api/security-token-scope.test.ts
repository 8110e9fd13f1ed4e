// A token is valid only for its tenant and its center (DESIGN.md sections 5 and 12,
// docs/security.md "Tokens: valid for one tenant and one center"). Signing in on a partner
// center's website is refused with wrong_center; so is every use of a token there, whether the
// partner center is named by its host or by the Volunteer-Center-Id header, for volunteers,
// admins and sign-in-as-user sessions alike. Another tenant does not know the token at all.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODE, isWrongCenterMessage } from '../../common/errors';
import { users } from '../../server/db/schema/users';
import { DEMO_CENTER_IDS } from '../../server/seed/demo-ids';
import { DEMO_PASSWORD, getDemoUserId } from '../../server/seed/demo-users';
import { createApiHarness, type ApiHarness } from '../support/api-harness';
import { nextTestIp, signIn, type AuthHeaders } from '../support/api-auth';
import { hostOf } from '../support/api-requests';

const VOORBURG_HOST = hostOf('cordaad');
const LEIDSCHENDAM_HOST = 'leidschendam.cordaad.localhost:8080';
const LEIDSCHENDAM_VOLUNTEER = 'volunteer@leidschendam.cordaad.test';
const UNMAPPED = '127.0.0.1:8080';

let h: ApiHarness;
const as: Record<string, AuthHeaders> = {};

beforeAll(async () => {
  h = await createApiHarness();
  as.volunteer = await signIn(h.app, 'cordaad', 'volunteer@cordaad.test');
  as.admin = await signIn(h.app, 'cordaad', 'admin@cordaad.test');
  as.coordinator = await signIn(h.app, 'cordaad', 'coordinator@cordaad.test');
  as.partner = await signIn(h.app, 'cordaad', LEIDSCHENDAM_VOLUNTEER, DEMO_PASSWORD, {
    host: LEIDSCHENDAM_HOST,
  });
});
afterAll(async () => {
  await h?.close();
});

async function send(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) {
  const res = await h.app.inject({
    method,
    url,
    remoteAddress: nextTestIp(),
    headers: {
      ...headers,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
  return { status: res.statusCode, body: JSON.parse(res.body || '{}'), headers: res.headers };
}

const currentUser = (headers: Record<string, string>) =>
  send('GET', '/api/v1/current_user', headers);

/** The answer sign-in gives on the wrong website: 401, wrong_center, 'wrong center' in detail. */
function expectWrongCenter(res: { status: number; body: { errors?: unknown[] } }, what: string) {
  expect(res.status, what).toBe(401);
  const error = res.body.errors?.[0] as { code?: string; detail?: string } | undefined;
  expect(error?.code, what).toBe(ERROR_CODE.wrongCenter);
  expect(isWrongCenterMessage(error?.detail), what).toBe(true);
}

describe("a token on another partner center's website", () => {
  it('works on its own center, by host, by header and on an unmapped host', async () => {
    const ways: Record<string, string>[] = [
      { host: VOORBURG_HOST },
      { host: VOORBURG_HOST, 'volunteer-center-id': DEMO_CENTER_IDS.cordaadVoorburg },
      { host: UNMAPPED, 'x-tenant': 'cordaad' },
    ];
    for (const headers of ways) {
      const res = await currentUser({ ...headers, ...as.volunteer });
      expect(res.status, JSON.stringify(headers)).toBe(200);
      expect(res.body.data.attributes.email).toBe('volunteer@cordaad.test');
    }
    const partner = await currentUser({ host: LEIDSCHENDAM_HOST, ...as.partner });
    expect(partner.status).toBe(200);
  });

  it('answers wrong_center, as sign-in does, on the partner host and with its header', async () => {
    const signInThere = await send(
      'POST',
      '/auth/sign_in',
      { host: LEIDSCHENDAM_HOST },
      { email: 'volunteer@cordaad.test', password: DEMO_PASSWORD },
    );
    expectWrongCenter(signInThere, 'sign-in on the partner host');

    const leidschendam = DEMO_CENTER_IDS.cordaadLeidschendam;
    const ways: [string, Record<string, string>][] = [
      ['the partner host', { host: LEIDSCHENDAM_HOST }],
      [
        'the partner header on the own host',
        { host: VOORBURG_HOST, 'volunteer-center-id': leidschendam },
      ],
      [
        'the partner header on an unmapped host',
        { host: UNMAPPED, 'x-tenant': 'cordaad', 'volunteer-center-id': leidschendam },
      ],
    ];
    for (const [what, headers] of ways) {
      expectWrongCenter(await currentUser({ ...headers, ...as.volunteer }), `volunteer: ${what}`);
      expectWrongCenter(
        await send('GET', '/auth/validate_token', { ...headers, ...as.volunteer }),
        `validate_token: ${what}`,
      );
      // A public read is no way around it: the token is refused, not ignored.
      expectWrongCenter(
        await send('GET', '/api/v1/vacancies', { ...headers, ...as.volunteer }),
        `public read: ${what}`,
      );
    }
    // And the other way round: Leidschendam's volunteer on Voorburg's website.
    expectWrongCenter(
      await currentUser({ host: VOORBURG_HOST, ...as.partner }),
      'partner volunteer on the default center',
    );
  });

  it('writes nothing with a token of another center', async () => {
    const res = await send(
      'PATCH',
      '/api/v1/current_user',
      { host: LEIDSCHENDAM_HOST, ...as.volunteer },
      { user: { first_name: 'Overgenomen' } },
    );
    expectWrongCenter(res, 'PATCH current_user');
    const [row] = await h.database.db
      .select()
      .from(users)
      .where(eq(users.id, getDemoUserId('cordaad', 'volunteer')));
    expect(row!.firstName).not.toBe('Overgenomen');
  });

  it("holds for staff: an admin's and a center admin's token span no partner center", async () => {
    for (const who of ['admin', 'coordinator']) {
      expect((await currentUser({ host: VOORBURG_HOST, ...as[who] })).status, who).toBe(200);
      expectWrongCenter(await currentUser({ host: LEIDSCHENDAM_HOST, ...as[who] }), who);
      expectWrongCenter(
        await send('GET', '/api/v1/users', {
          host: VOORBURG_HOST,
          'volunteer-center-id': DEMO_CENTER_IDS.cordaadLeidschendam,
          ...as[who],
        }),
        `${who} with the partner header`,
      );
    }
  });
});

describe('signing in with a token of another center still in the browser', () => {
  it('is not blocked by it: the token is ignored where a session starts, and refused elsewhere', async () => {
    // The app on an unmapped host keeps its last tokens after switching partner center.
    const res = await send(
      'POST',
      '/auth/sign_in',
      { ...as.volunteer, host: LEIDSCHENDAM_HOST },
      { email: LEIDSCHENDAM_VOLUNTEER, password: DEMO_PASSWORD },
    );
    expect(res.status).toBe(200);
    expect(res.headers['access-token']).toBeTruthy();
    expect(res.body.data.attributes.email).toBe(LEIDSCHENDAM_VOLUNTEER);
    expectWrongCenter(
      await send('GET', '/auth/validate_token', { ...as.volunteer, host: LEIDSCHENDAM_HOST }),
      'validate_token',
    );
  });
});

describe("a token on another tenant's website", () => {
  it('is unknown there: 401, never the user', async () => {
    const ways: Record<string, string>[] = [
      { host: hostOf('demo') },
      { host: UNMAPPED, 'x-tenant': 'demo' },
      { host: UNMAPPED, 'x-tenant': 'oldebroek' },
    ];
    for (const headers of ways) {
      const res = await currentUser({ ...headers, ...as.volunteer });
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect(res.body.errors[0].code).toBe(ERROR_CODE.unauthorized);
      expect(res.body.data).toBeUndefined();
    }
    // A mapped host with X-Tenant naming the token's tenant is a 404, not a way in.
    const named = await currentUser({
      host: hostOf('demo'),
      'x-tenant': 'cordaad',
      ...as.volunteer,
    });
    expect(named.status).toBe(404);
  });
});

describe('sign-in-as-user sessions', () => {
  async function impersonate(userId: string, host = VOORBURG_HOST) {
    const res = await send(
      'POST',
      '/api/v1/sign_in_as_user',
      { host, ...as.admin },
      { user_id: userId },
    );
    const token =
      res.status === 200
        ? {
            'access-token': String(res.headers['access-token']),
            client: String(res.headers.client),
            uid: String(res.headers.uid),
          }
        : null;
    return { res, token };
  }

  it("are bound to the user's center like any token", async () => {
    const { res, token } = await impersonate(getDemoUserId('cordaad', 'volunteer'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const own = await currentUser({ host: VOORBURG_HOST, ...token! });
    expect(own.status).toBe(200);
    expect(own.body.data.attributes.email).toBe('volunteer@cordaad.test');
    expectWrongCenter(
      await currentUser({ host: LEIDSCHENDAM_HOST, ...token! }),
      'impersonation on the partner host',
    );
    expectWrongCenter(
      await currentUser({
        host: VOORBURG_HOST,
        'volunteer-center-id': DEMO_CENTER_IDS.cordaadLeidschendam,
        ...token!,
      }),
      'impersonation with the partner header',
    );
    expect((await currentUser({ host: hostOf('demo'), ...token! })).status).toBe(401);
  });

  it("are not issued for a partner center's user, whose session could not be used here", async () => {
    const { res } = await impersonate(getDemoUserId('cordaad', 'partnerVolunteer'));
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({
      code: ERROR_CODE.validationFailed,
      source: { pointer: '/data/attributes/user_id' },
    });
    // Nor from the partner's website: the admin's own token is refused there.
    const there = await impersonate(
      getDemoUserId('cordaad', 'partnerVolunteer'),
      LEIDSCHENDAM_HOST,
    );
    expectWrongCenter(there.res, "admin on the partner's website");
  });
});
