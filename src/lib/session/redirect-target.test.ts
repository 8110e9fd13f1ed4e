import { describe, expect, it } from 'vitest';
import {
  buildLoginPath,
  buildSignInLink,
  chooseLanding,
  getSafeRedirect,
  registerPublicPathCheck,
  sanitizeRedirect,
} from './redirect-target';

describe('back to the wanted page', () => {
  it('carries the wanted path and query to the login page', () => {
    expect(buildLoginPath('/users', '?page=2')).toBe('/auth/login-1?redirect=%2Fusers%3Fpage%3D2');
    expect(buildLoginPath('/')).toBe('/auth/login-1');
  });

  it('lets /inloggen pass on its own redirect', () => {
    expect(buildLoginPath('/inloggen', '?redirect=/profiel')).toBe(
      '/auth/login-1?redirect=%2Fprofiel',
    );
    expect(buildLoginPath('/inloggen', '')).toBe('/auth/login-1');
  });

  it('follows only paths of this site', () => {
    expect(getSafeRedirect('?redirect=%2Fprofiel')).toBe('/profiel');
    expect(getSafeRedirect('redirect=//evil.example')).toBe('/');
    expect(getSafeRedirect('?redirect=https://evil.example')).toBe('/');
    expect(getSafeRedirect('?redirect=/\\evil.example')).toBe('/');
    expect(sanitizeRedirect('/auth/login-1?x=1')).toBeNull();
    expect(sanitizeRedirect('/uitloggen')).toBeNull();
  });

  it('the header link returns to content pages, not to sign-in pages', () => {
    expect(buildSignInLink('/partners')).toBe('/auth/login-1?redirect=%2Fpartners');
    expect(buildSignInLink('/auth/recover')).toBe('/auth/login-1');
    expect(buildSignInLink('/signup/success')).toBe('/auth/login-1');
  });
});

describe('where each role lands after signing in', () => {
  // As the app registers it: the route table's public flag (here a small stand-in).
  registerPublicPathCheck(
    (path) => ['/', '/partners'].includes(path) || /^\/vacancies\/[^/]+$/.test(path),
  );
  const volunteer = [{ name: 'volunteer' as const }];
  const organization = [{ name: 'organization_admin' as const }];
  const coordinator = [{ name: 'center_admin' as const }];
  const admin = [{ name: 'admin' as const }, { name: 'volunteer' as const }];

  it('sends staff to the dashboard from the home page or a public page', () => {
    for (const roles of [organization, coordinator, admin]) {
      expect(chooseLanding('', roles)).toBe('/dashboard');
      expect(chooseLanding('?redirect=%2Fvacancies%2Fabc', roles)).toBe('/dashboard');
    }
  });

  it('sends a volunteer back to the public page they came from, else home', () => {
    expect(chooseLanding('?redirect=%2Fvacancies%2Fabc', volunteer)).toBe('/vacancies/abc');
    expect(chooseLanding('?redirect=%2Fpartners%3Fx%3D1', volunteer)).toBe('/partners?x=1');
    expect(chooseLanding('', volunteer)).toBe('/');
    expect(chooseLanding('', [])).toBe('/');
  });

  it('honours a page that needs sign-in for everyone, and never another site', () => {
    expect(chooseLanding('?redirect=%2Faccount%2Froles', coordinator)).toBe('/account/roles');
    expect(chooseLanding('?redirect=%2Fprofiel', volunteer)).toBe('/profiel');
    expect(chooseLanding('?redirect=//evil.example', organization)).toBe('/dashboard');
    expect(chooseLanding('?redirect=https://evil.example', volunteer)).toBe('/');
  });
});
