// Signs in demo accounts for API tests: `signIn(app, 'demo', 'admin@demo.test')` answers the
// access-token/client/uid headers to pass to requestApi. Each call comes from its own IP
// address, so the per-IP sign-in limit never trips a test that signs in several accounts.
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../../server/seed/demo-users';
import { hostOf } from './api-requests';

export { DEMO_PASSWORD };

let ipCounter = 0;

/** A fresh client IP for app.inject (10.x.y.z), so rate limits per IP start at zero. */
export function nextTestIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export type AuthHeaders = Record<'access-token' | 'client' | 'uid', string>;

/**
 * Signs in and returns the three auth headers. `host` defaults to the tenant's host
 * (`<tenant>.localhost:8080`); throws with the server's answer when the sign-in fails.
 */
export async function signIn(
  app: FastifyInstance,
  tenant: string,
  email: string,
  password: string = DEMO_PASSWORD,
  options: { host?: string } = {},
): Promise<AuthHeaders> {
  const response = await app.inject({
    method: 'POST',
    url: '/auth/sign_in',
    remoteAddress: nextTestIp(),
    headers: { host: options.host ?? hostOf(tenant), 'content-type': 'application/json' },
    payload: JSON.stringify({ email, password }),
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
  }
  const header = (name: string) => {
    const value = response.headers[name];
    if (typeof value !== 'string' || !value) throw new Error(`sign-in answered no ${name} header`);
    return value;
  };
  return {
    'access-token': header('access-token'),
    client: header('client'),
    uid: header('uid'),
  };
}

/** The demo tenant's seeded staff and volunteer accounts: `<role>@demo.test`. */
export const DEMO_ACCOUNTS = ['admin', 'coordinator', 'organization', 'volunteer'] as const;

/** Signs in each demo account named (all four by default), keyed by its name. */
export async function signInDemo(
  app: FastifyInstance,
  accounts: readonly (typeof DEMO_ACCOUNTS)[number][] = DEMO_ACCOUNTS,
): Promise<Record<string, AuthHeaders>> {
  const signedIn: Record<string, AuthHeaders> = {};
  for (const account of accounts) {
    signedIn[account] = await signIn(app, 'demo', `${account}@demo.test`);
  }
  return signedIn;
}
