import { describe, expect, it } from 'vitest';
import {
  buildLoginPath,
  buildSignInLink,
  getSafeRedirect,
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
