// Signing in for e2e specs: through the login form (what a person does) or through the API with
// the tokens put straight into the app's token store (fast set-up for specs about other pages).
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { PORT, tenantUrl } from './helpers';

export const DEMO_PASSWORD = 'welkom-demo-2026';
/** The token store's localStorage key (src/lib/auth-store.ts). */
export const AUTH_STORAGE_KEY = 'auth.tokens';

export interface SessionTokens {
  accessToken: string;
  client: string;
  uid: string;
  expiry: number | null;
}

/** Node does not resolve *.localhost: API calls go to 127.0.0.1 with the tenant's Host header. */
export function apiUrl(path: string): string {
  return `http://127.0.0.1:${PORT}${path}`;
}

export function tenantHeaders(tenant: string): Record<string, string> {
  return { Host: `${tenant}.localhost:${PORT}` };
}

export function authHeaders(tokens: SessionTokens): Record<string, string> {
  return { 'access-token': tokens.accessToken, client: tokens.client, uid: tokens.uid };
}

/** POST /auth/sign_in and the session tokens of its answer. */
export async function signInForTokens(
  request: APIRequestContext,
  tenant: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<SessionTokens> {
  const response = await request.post(apiUrl('/auth/sign_in'), {
    headers: { ...tenantHeaders(tenant), 'Content-Type': 'application/json' },
    data: { email, password },
  });
  expect(response.status(), `sign-in of ${email} on ${tenant}`).toBe(200);
  const headers = response.headers();
  return {
    accessToken: headers['access-token']!,
    client: headers.client!,
    uid: headers.uid!,
    expiry: headers.expiry ? Number(headers.expiry) : null,
  };
}

/** Answers the cookie question (only necessary cookies) so no banner covers the page. */
export async function declineAnalyticsCookies(
  context: BrowserContext,
  tenant: string,
): Promise<void> {
  await context.addCookies([
    { name: 'cookie_consent', value: 'necessary', domain: `${tenant}.localhost`, path: '/' },
  ]);
}

/** Signs in through the login form and waits until the header shows the account menu. */
export async function signInViaUi(
  page: Page,
  tenant: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto(tenantUrl(tenant, '/auth/login-1'));
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

/**
 * Signs in through the API and seeds the app's token store on the tenant's origin; the next
 * page the test opens is signed in. Returns the tokens (for API calls as that user).
 */
export async function signInViaApi(
  page: Page,
  tenant: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<SessionTokens> {
  const tokens = await signInForTokens(page.request, tenant, email, password);
  // A light page of the tenant's origin, just to reach its localStorage.
  await page.goto(tenantUrl(tenant, '/robots.txt'));
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    AUTH_STORAGE_KEY,
    JSON.stringify(tokens),
  ] as const);
  return tokens;
}

// One admin session per tenant for reading the outbox: sign-ins are rate-limited per IP, and
// every e2e request comes from 127.0.0.1. A session that stopped working (an account keeps its
// ten newest devices, and other specs sign the admin in too) is replaced once.
const adminSessions = new Map<string, Promise<SessionTokens>>();

/**
 * The newest mail to `to` in the tenant's outbox (GET /api/v1/dev/emails as the tenant's admin),
 * or the newest whose text matches `match`.
 */
export async function readLatestMail(
  request: APIRequestContext,
  tenant: string,
  to: string,
  match?: RegExp,
): Promise<{ subject: string; body_text: string }> {
  const signInAdmin = () => {
    const session = signInForTokens(request, tenant, `admin@${tenant}.test`);
    adminSessions.set(tenant, session);
    return session;
  };
  let admin = await (adminSessions.get(tenant) ?? signInAdmin());
  let renewed = false;
  let mail: { subject: string; body_text: string } | undefined;
  await expect(async () => {
    const response = await request.get(apiUrl('/api/v1/dev/emails'), {
      headers: { ...tenantHeaders(tenant), ...authHeaders(admin) },
      params: { 'filter[to_eq]': to },
    });
    if (response.status() === 401 && !renewed) {
      renewed = true;
      admin = await signInAdmin();
    }
    expect(response.status()).toBe(200);
    const body = (await response.json()) as {
      data: { attributes: { subject: string; body_text: string } }[];
    };
    mail = body.data
      .map((item) => item.attributes)
      .find((item) => !match || match.test(item.body_text));
    expect(mail).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return mail!;
}

/** A fresh, confirmed volunteer (sign-up, the mail's token, confirm), for specs that change it. */
export async function createVolunteer(
  request: APIRequestContext,
  tenant: string,
  firstName = 'Sanne',
): Promise<{ email: string; password: string }> {
  const email = `e2e-${firstName.toLowerCase()}-${Date.now()}@voorbeeld.test`;
  const password = 'een-lang-wachtwoord';
  const headers = { ...tenantHeaders(tenant), 'Content-Type': 'application/json' };
  const signUp = await request.post(apiUrl('/auth'), {
    headers,
    data: {
      email,
      password,
      password_confirmation: password,
      first_name: firstName,
      last_name: 'de Vries',
      locale: 'nl',
    },
  });
  expect(signUp.status(), await signUp.text()).toBeLessThan(300);
  const mail = await readLatestMail(request, tenant, email, /confirmation_token=/);
  const token = /confirmation_token=([^\s&"<>]+)/.exec(mail.body_text)?.[1];
  expect(token, mail.body_text).toBeTruthy();
  const confirm = await request.post(apiUrl('/api/v1/confirm'), {
    headers,
    data: { confirmation_token: decodeURIComponent(token!) },
  });
  expect(confirm.status(), await confirm.text()).toBe(200);
  return { email, password };
}
