import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, resolveApiUrl, type RequestContext } from './api-client';
import {
  clearTokens,
  getTokens,
  resetAuthStoreForTests,
  takeTokensFromResponse,
} from './auth-store';

interface Call {
  url: string;
  init: RequestInit;
}

function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/vnd.api+json', ...headers },
  });
}

function createFakeFetch(respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = { url: String(input), init };
    calls.push(call);
    return respond(call);
  });
  return { calls, fetch: fetchImpl as unknown as typeof fetch };
}

const context: RequestContext = { tenant: 'oldebroek', appContext: 'main', centerId: 'center-1' };

beforeEach(() => {
  localStorage.clear();
  resetAuthStoreForTests();
});
afterEach(() => clearTokens());

describe('resolveApiUrl', () => {
  it('puts bare paths under /api/v1 and keeps /api and /auth paths as they are', () => {
    expect(resolveApiUrl('', '/users')).toBe('/api/v1/users');
    expect(resolveApiUrl('https://api.example.nl/api/v1/', 'users')).toBe(
      'https://api.example.nl/api/v1/users',
    );
    expect(resolveApiUrl('https://api.example.nl', '/api/v1/users')).toBe(
      'https://api.example.nl/api/v1/users',
    );
    expect(resolveApiUrl('', '/auth/sign_in')).toBe('/auth/sign_in');
  });

  it('adds query parameters, skipping undefined and null', () => {
    expect(
      resolveApiUrl('', '/users?include=roles', {
        'filter[with_role]': 'admin',
        'page[size]': 1000,
        skip: undefined,
        none: null,
        flag: false,
      }),
    ).toBe(
      '/api/v1/users?include=roles&filter%5Bwith_role%5D=admin&page%5Bsize%5D=1000&flag=false',
    );
  });
});

describe('createApiClient', () => {
  it('sends the tenant headers of SPEC section 7 on every call, auth headers when signed in', async () => {
    const fake = createFakeFetch(() => jsonResponse({ data: null }));
    let organizationId: string | null = null;
    const api = createApiClient(() => ({ ...context, organizationId }), { fetch: fake.fetch });

    await api.get('/current_user');
    const first = fake.calls[0]!.init.headers as Record<string, string>;
    expect(first).toMatchObject({
      Accept: 'application/vnd.api+json',
      'X-Tenant': 'oldebroek',
      'App-Context': 'main',
      'Volunteer-Center-Id': 'center-1',
    });
    expect(first['Current-Organization-Id']).toBeUndefined();
    expect(first['access-token']).toBeUndefined();

    organizationId = 'org-7';
    takeTokensFromResponse({ 'access-token': 'tok', client: 'cli', uid: 'a@b.nl', expiry: '100' });
    await api.delete('/users/1');
    const second = fake.calls[1]!.init.headers as Record<string, string>;
    expect(second).toMatchObject({
      'Current-Organization-Id': 'org-7',
      'access-token': 'tok',
      client: 'cli',
      uid: 'a@b.nl',
    });
    expect(fake.calls[1]!.init.method).toBe('DELETE');
  });

  it('sends bodies in snake_case and answers in camelCase with included resources resolved', async () => {
    const fake = createFakeFetch(() =>
      jsonResponse({
        data: {
          type: 'users',
          id: 'u1',
          attributes: { first_name: 'Zoë', last_name: "van 't Hof" },
          relationships: { roles: { data: [{ type: 'roles', id: 'r1' }] } },
        },
        included: [{ type: 'roles', id: 'r1', attributes: { role_name: 'admin' } }],
        meta: { total_count: 1 },
      }),
    );
    const api = createApiClient(() => context, { fetch: fake.fetch });
    const result = await api.patch<{
      firstName: string;
      lastName: string;
      roles: { roleName: string }[];
    }>('/current_user', { user: { firstName: 'Zoë', passwordConfirmation: 'x' } });
    expect(JSON.parse(fake.calls[0]!.init.body as string)).toEqual({
      user: { first_name: 'Zoë', password_confirmation: 'x' },
    });
    expect((fake.calls[0]!.init.headers as Record<string, string>)['Content-Type']).toBe(
      'application/vnd.api+json',
    );
    expect(result.data.firstName).toBe('Zoë');
    expect(result.data.lastName).toBe("van 't Hof");
    expect(result.data.roles[0]!.roleName).toBe('admin');
    expect(result.meta).toEqual({ totalCount: 1 });
    expect(result.status).toBe(200);
  });

  it('copies JSON:API errors onto the thrown ApiError', async () => {
    const errors = [
      {
        status: '422',
        code: 'validation_failed',
        title: 'Invalid',
        detail: 'Email is taken',
        source: { pointer: '/data/attributes/email' },
      },
      { status: '422', code: 'validation_failed', title: 'Invalid' },
    ];
    const fake = createFakeFetch(() => jsonResponse({ errors }, 422));
    const api = createApiClient(() => context, { fetch: fake.fetch });
    const error = await api.post('/users', { email: 'a@b.nl' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(422);
    expect(apiError.code).toBe('validation_failed');
    expect(apiError.message).toBe('Email is taken');
    expect(apiError.errors).toEqual(errors);
    expect(apiError.isWrongCenter).toBe(false);
  });

  it('recognises the wrong center error by its message', async () => {
    const fake = createFakeFetch(() =>
      jsonResponse(
        {
          errors: [
            {
              status: '401',
              code: 'unauthorized',
              title: 'Unauthorized',
              detail: 'Account of another partner (wrong center).',
            },
          ],
        },
        401,
      ),
    );
    const api = createApiClient(() => context, { fetch: fake.fetch });
    const error = (await api.post('/auth/sign_in', {}).catch((e: unknown) => e)) as ApiError;
    expect(fake.calls[0]!.url).toBe('/auth/sign_in');
    expect(error.status).toBe(401);
    expect(error.isWrongCenter).toBe(true);
    expect(error.message).toContain('wrong center');
  });

  it('turns a network failure into an ApiError with status 0 and a friendly message', async () => {
    const fake = createFakeFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const api = createApiClient(() => context, { fetch: fake.fetch });
    const error = (await api.get('/users').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.message).toBe("We can't reach the server. Check your connection and try again.");
  });

  it('lets an aborted request reject as an AbortError', async () => {
    const fake = createFakeFetch(() => {
      throw new DOMException('aborted', 'AbortError');
    });
    const api = createApiClient(() => context, { fetch: fake.fetch });
    const error = (await api.get('/users').catch((e: unknown) => e)) as Error;
    expect(error.name).toBe('AbortError');
    expect(error).not.toBeInstanceOf(ApiError);
  });

  it('takes new tokens from every response, errors included', async () => {
    const fake = createFakeFetch(() =>
      jsonResponse({ errors: [] }, 404, {
        'access-token': 'new',
        client: 'c',
        uid: 'u@x.nl',
        expiry: '200',
      }),
    );
    const api = createApiClient(() => context, { fetch: fake.fetch });
    await api.get('/nothing').catch(() => undefined);
    expect(getTokens()).toEqual({ accessToken: 'new', client: 'c', uid: 'u@x.nl', expiry: 200 });
  });

  it('answers an empty 204 with null data', async () => {
    const fake = createFakeFetch(() => new Response(null, { status: 204 }));
    const api = createApiClient(() => context, { fetch: fake.fetch });
    const result = await api.delete('/organizations/o1');
    expect(result.data).toBeNull();
    expect(result.status).toBe(204);
  });
});
