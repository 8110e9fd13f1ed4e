import { beforeEach, describe, expect, it } from 'vitest';
import { CENTER_COOKIE, CENTER_TENANT_COOKIE } from '../../common/constants';
import type { PublicConfig } from '../../common/public-config';
import { TENANT_CONFIGS } from '../../common/tenants/tenant-configs';
import { deleteCookie, getCookie, setCookie } from './cookies';
import { chooseTenant, resolveTenantContext } from './tenant';

const config: PublicConfig = {
  apiBaseUrl: '',
  defaultTenant: 'public',
  tenantCookie: 'tenant',
  hostTenantMap: {
    'oldebroek.localhost': 'oldebroek',
    'leidschendam.cordaad.localhost': 'cordaad',
  },
  hostCenterMap: { 'leidschendam.cordaad.localhost': 'center-leidschendam' },
  defaultCenterIds: {
    public: 'center-public',
    oldebroek: 'center-oldebroek',
    cordaad: 'center-cordaad',
    meedoen: 'center-meedoen',
  },
  tenants: TENANT_CONFIGS,
  sentryDsn: null,
  buildId: null,
};

function clearCookies() {
  for (const name of ['tenant', CENTER_COOKIE, CENTER_TENANT_COOKIE]) deleteCookie(name);
}

beforeEach(clearCookies);

describe('resolveTenantContext', () => {
  it('lets the host map decide, ignoring the tenant cookie', () => {
    setCookie('tenant', 'meedoen');
    const ctx = resolveTenantContext(config, 'oldebroek.localhost');
    expect(ctx.tenant).toBe('oldebroek');
    expect(ctx.hostDecidesTenant).toBe(true);
    expect(ctx.tenantConfig.appName).toBe('Vrijwilligerswerk Oldebroek');
    expect(ctx.centerId).toBe('center-oldebroek');
  });

  it('uses the tenant cookie on an unmapped host', () => {
    setCookie('tenant', 'meedoen');
    const ctx = resolveTenantContext(config, 'localhost');
    expect(ctx.tenant).toBe('meedoen');
    expect(ctx.appContext).toBe('meedoen');
    expect(ctx.hostDecidesTenant).toBe(false);
  });

  it('falls back to the default tenant without (or with an unknown) cookie', () => {
    expect(resolveTenantContext(config, 'localhost').tenant).toBe('public');
    setCookie('tenant', 'atlantis');
    expect(resolveTenantContext(config, 'localhost').tenant).toBe('public');
  });

  it('takes the center from the host-to-center map first and keeps it in the cookie', () => {
    const ctx = resolveTenantContext(config, 'Leidschendam.Cordaad.localhost:8080');
    expect(ctx.tenant).toBe('cordaad');
    expect(ctx.centerId).toBe('center-leidschendam');
    expect(getCookie(CENTER_COOKIE)).toBe('center-leidschendam');
  });

  it('keeps the center cookie for the same tenant, but not after a tenant switch', () => {
    setCookie(CENTER_COOKIE, 'center-public-2');
    setCookie(CENTER_TENANT_COOKIE, 'public');
    expect(resolveTenantContext(config, 'localhost').centerId).toBe('center-public-2');
    setCookie('tenant', 'meedoen');
    expect(resolveTenantContext(config, 'localhost').centerId).toBe('center-meedoen');
  });
});

describe('chooseTenant', () => {
  it('writes the tenant cookie and forgets the center', () => {
    setCookie(CENTER_COOKIE, 'center-public-2');
    chooseTenant(config, 'oldebroek');
    expect(getCookie('tenant')).toBe('oldebroek');
    expect(getCookie(CENTER_COOKIE)).toBeNull();
    expect(resolveTenantContext(config, 'localhost').centerId).toBe('center-oldebroek');
  });

  it('refuses an unknown tenant', () => {
    expect(() => chooseTenant(config, 'atlantis' as never)).toThrow();
  });
});

describe('cookies', () => {
  it('round-trips values with special characters and deletes them', () => {
    setCookie('probe', "van 't Hof; Zoë", { days: 1 });
    expect(getCookie('probe')).toBe("van 't Hof; Zoë");
    deleteCookie('probe');
    expect(getCookie('probe')).toBeNull();
  });
});
