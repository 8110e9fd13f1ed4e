import { describe, expect, it } from 'vitest';
import { HEADER, TRANSLATION_CACHE_MS } from '../common/constants';
import {
  buildNavigationDenylist,
  buildStoredHeaders,
  buildTenantCacheKey,
  FETCHED_AT_HEADER,
  isIllustrationPath,
  isOlderThan,
  toStorableResponse,
} from './cache-rules';

const PROFILE_URL = 'http://demo.localhost:8080/api/v1/volunteer_centers/current?include=profile';

function requestHeaders(tenant: string, center: string): Headers {
  return new Headers({
    [HEADER.tenant]: tenant,
    [HEADER.centerId]: center,
    [HEADER.appContext]: 'main',
    [HEADER.accessToken]: 'secret',
  });
}

describe('buildTenantCacheKey', () => {
  it('puts tenant, center and app context into the key and keeps the query', () => {
    const key = new URL(buildTenantCacheKey(PROFILE_URL, requestHeaders('demo', 'c-1')));
    expect(key.pathname).toBe('/api/v1/volunteer_centers/current');
    expect(key.searchParams.get('include')).toBe('profile');
    expect(key.searchParams.get('__tenant')).toBe('demo');
    expect(key.searchParams.get('__center')).toBe('c-1');
    expect(key.searchParams.get('__context')).toBe('main');
    expect(key.toString()).not.toContain('secret');
  });

  it('gives another tenant or another center of the same URL another key', () => {
    const demo = buildTenantCacheKey(PROFILE_URL, requestHeaders('demo', 'c-1'));
    expect(buildTenantCacheKey(PROFILE_URL, requestHeaders('oldebroek', 'c-1'))).not.toBe(demo);
    expect(buildTenantCacheKey(PROFILE_URL, requestHeaders('demo', 'c-2'))).not.toBe(demo);
    expect(buildTenantCacheKey(PROFILE_URL, requestHeaders('demo', 'c-1'))).toBe(demo);
  });

  it('cannot be steered by key parameters in the URL itself', () => {
    const forged = `${PROFILE_URL}&__tenant=demo&__center=c-1`;
    const key = new URL(buildTenantCacheKey(forged, requestHeaders('oldebroek', 'c-9')));
    expect(key.searchParams.getAll('__tenant')).toEqual(['oldebroek']);
    expect(key.searchParams.getAll('__center')).toEqual(['c-9']);
  });
});

describe('stored responses', () => {
  it('carry no session headers and no Vary, but the time they were fetched', () => {
    const headers = buildStoredHeaders(
      new Headers({
        'content-type': 'application/vnd.api+json',
        'access-token': 'a',
        client: 'b',
        uid: 'c',
        expiry: '1',
        'token-type': 'Bearer',
        authorization: 'Bearer x',
        vary: 'X-Tenant',
      }),
      1234,
    );
    expect([...headers.keys()].sort()).toEqual(['content-type', FETCHED_AT_HEADER]);
    expect(headers.get(FETCHED_AT_HEADER)).toBe('1234');
  });

  it('only 200 answers are stored', async () => {
    expect(await toStorableResponse(new Response('x', { status: 500 }), 1)).toBeNull();
    expect(await toStorableResponse(new Response(null, { status: 204 }), 1)).toBeNull();
    const stored = await toStorableResponse(
      new Response('{"a":1}', { status: 200, headers: { 'access-token': 't' } }),
      1,
    );
    expect(stored?.headers.get('access-token')).toBeNull();
    expect(await stored?.text()).toBe('{"a":1}');
  });
});

describe('isOlderThan', () => {
  const stamped = (at: number) =>
    new Response('', { headers: { [FETCHED_AT_HEADER]: String(at) } });

  it('refreshes translations only after 24 hours', () => {
    const now = 10 * TRANSLATION_CACHE_MS;
    expect(isOlderThan(stamped(now - TRANSLATION_CACHE_MS + 1000), now)).toBe(false);
    expect(isOlderThan(stamped(now - TRANSLATION_CACHE_MS - 1000), now)).toBe(true);
    expect(isOlderThan(new Response(''), now)).toBe(true);
  });
});

describe('buildNavigationDenylist', () => {
  const denied = (path: string) => buildNavigationDenylist().some((re) => re.test(path));

  it('leaves client routes to the app shell and server paths to the server', () => {
    for (const path of [
      '/',
      '/partners',
      '/auth/login-1',
      '/auth/login-1?redirect=%2Fusers.csv',
      '/auth/sign_in_help',
      '/vacancies/1',
      '/users?filter=a.b',
    ]) {
      expect(denied(path), path).toBe(false);
    }
    for (const path of [
      '/api/v1/users',
      '/config.json',
      '/i18n/nl.json',
      '/builds/latest.json',
      '/uploads/a.png',
      '/manifest.webmanifest',
      '/auth/sign_in',
      '/auth/sign_in?x=1',
      '/auth/sign_out',
      '/robots.txt',
      '/brand/demo/logo.svg',
      '/sw.js',
      '/auth/password',
      '/auth/validate_token',
    ]) {
      expect(denied(path), path).toBe(true);
    }
  });
});

describe('isIllustrationPath', () => {
  it('matches the built illustrations and nothing else in /assets', () => {
    expect(isIllustrationPath('/assets/category-care-BxY7_a-1.svg')).toBe(true);
    expect(isIllustrationPath('/assets/hero-garden-Ck2p9qZ1.svg')).toBe(true);
    expect(isIllustrationPath('/assets/index-Ck2p9qZ1.js')).toBe(false);
    expect(isIllustrationPath('/assets/category-care.svg.map')).toBe(false);
    expect(isIllustrationPath('/brand/demo/logo.svg')).toBe(false);
    expect(isIllustrationPath('/uploads/assets/category-care-x.svg')).toBe(false);
  });
});
