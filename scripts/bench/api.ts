// API calls of the benchmarks from Node: to 127.0.0.1 with the tenant's Host header (Node does
// not resolve *.localhost). Through node:http: fetch() drops a Host header it is given. A
// session follows the server's token rotation.
import { request as httpRequest } from 'node:http';

export interface ApiResponse {
  status: number;
  body: string;
  header(name: string): string | undefined;
}

function send(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<ApiResponse> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method, path, headers, timeout: 30_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            header: (name) => {
              const value = res.headers[name.toLowerCase()];
              return Array.isArray(value) ? value[0] : value;
            },
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${path}: no answer in 30 s`)));
    req.on('error', reject);
    req.end(payload);
  });
}
export interface SessionTokens {
  accessToken: string;
  client: string;
  uid: string;
  expiry: number | null;
}

export class ApiSession {
  constructor(
    private readonly port: number,
    private readonly tenant: string,
    public tokens: SessionTokens | null = null,
  ) {}

  async request(method: string, path: string, body?: unknown): Promise<ApiResponse> {
    const headers: Record<string, string> = { Host: `${this.tenant}.localhost:${this.port}` };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (this.tokens) {
      headers['access-token'] = this.tokens.accessToken;
      headers.client = this.tokens.client;
      headers.uid = this.tokens.uid;
    }
    const response = await send(this.port, method, path, headers, body);
    const rotated = response.header('access-token');
    if (this.tokens && rotated) this.tokens = { ...this.tokens, accessToken: rotated };
    return response;
  }

  async json<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await this.request(method, path, body);
    const text = response.body;
    if (response.status >= 300)
      throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  }

  /** POST /auth/sign_in; this session then acts as that user. */
  async signIn(email: string, password: string): Promise<SessionTokens> {
    this.tokens = null;
    const response = await this.request('POST', '/auth/sign_in', { email, password });
    if (response.status !== 200) {
      throw new Error(`sign-in of ${email}: ${response.status} ${response.body}`);
    }
    const expiry = response.header('expiry');
    this.tokens = {
      accessToken: response.header('access-token') ?? '',
      client: response.header('client') ?? '',
      uid: response.header('uid') ?? '',
      expiry: expiry ? Number(expiry) : null,
    };
    return this.tokens;
  }
}

export const DEMO_PASSWORD = 'welkom-demo-2026';

/**
 * A fresh, confirmed volunteer: sign-up, the confirmation mail read from the outbox as the
 * tenant's admin (GET /api/v1/dev/emails), confirm.
 */
export async function createVolunteer(
  port: number,
  tenant: string,
): Promise<{ email: string; password: string }> {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@voorbeeld.test`;
  const password = 'een-lang-bench-wachtwoord';
  const anonymous = new ApiSession(port, tenant);
  const signUp = await anonymous.request('POST', '/auth', {
    email,
    password,
    password_confirmation: password,
    first_name: 'Bench',
    last_name: 'Volunteer',
    locale: 'nl',
  });
  if (signUp.status >= 300) throw new Error(`sign-up: ${signUp.status} ${signUp.body}`);

  const admin = new ApiSession(port, tenant);
  await admin.signIn(`admin@${tenant}.test`, DEMO_PASSWORD);
  let token: string | undefined;
  const deadline = Date.now() + 15_000;
  while (!token) {
    const mails = await admin.json<{ data: { attributes: { body_text: string } }[] }>(
      'GET',
      `/api/v1/dev/emails?${new URLSearchParams({ 'filter[to_eq]': email })}`,
    );
    const body = mails.data
      .map((m) => m.attributes.body_text)
      .find((t) => /confirmation_token=/.test(t));
    token = body ? /confirmation_token=([^\s&"<>]+)/.exec(body)?.[1] : undefined;
    if (!token) {
      if (Date.now() > deadline) throw new Error(`no confirmation mail for ${email}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  const confirm = await anonymous.request('POST', '/api/v1/confirm', {
    confirmation_token: decodeURIComponent(token),
  });
  if (confirm.status !== 200) throw new Error(`confirm: ${confirm.status} ${confirm.body}`);
  return { email, password };
}
